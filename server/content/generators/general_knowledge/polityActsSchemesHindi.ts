/**
 * The Acts and schemes of polityActsSchemes.ts in Hindi (issue 15; see factsHindi.ts): their names as
 * the Hindi gazette and papers print them, the schemes' aims, and the notes. Acronyms stay Latin.
 */
import type { FactTableHindi } from './factsHindi';

const ACTS: Readonly<Record<string, string>> = {
  'Right to Information Act': 'सूचना का अधिकार अधिनियम',
  'It lets any citizen ask a public authority for information.':
    'इसके अंतर्गत कोई भी नागरिक किसी लोक प्राधिकारी से सूचना माँग सकता है।',
  'Right of Children to Free and Compulsory Education Act': 'निःशुल्क और अनिवार्य बाल शिक्षा का अधिकार अधिनियम',
  'It gives every child aged 6 to 14 the right to free schooling (Article 21A).':
    'यह 6 से 14 वर्ष के प्रत्येक बच्चे को निःशुल्क शिक्षा का अधिकार देता है (अनुच्छेद 21A)।',
  'National Rural Employment Guarantee Act': 'राष्ट्रीय ग्रामीण रोज़गार गारंटी अधिनियम',
  'Now named after Mahatma Gandhi (MGNREGA), it guarantees 100 days of wage work a year to a rural household.':
    'अब महात्मा गांधी के नाम पर (MGNREGA), यह ग्रामीण परिवार को वर्ष में 100 दिन के मज़दूरी रोज़गार की गारंटी देता है।',
  'National Food Security Act': 'राष्ट्रीय खाद्य सुरक्षा अधिनियम',
  'Environment (Protection) Act': 'पर्यावरण (संरक्षण) अधिनियम',
  'It followed the Bhopal gas tragedy of 1984.': 'यह 1984 की भोपाल गैस त्रासदी के बाद बना।',
  'Wild Life (Protection) Act': 'वन्यजीव (संरक्षण) अधिनियम',
  'Information Technology Act': 'सूचना प्रौद्योगिकी अधिनियम',
  'Protection of Children from Sexual Offences (POCSO) Act': 'लैंगिक अपराधों से बालकों का संरक्षण (POCSO) अधिनियम',
  'Dowry Prohibition Act': 'दहेज प्रतिषेध अधिनियम',
  'Rights of Persons with Disabilities Act': 'दिव्यांगजन अधिकार अधिनियम',
  'Scheduled Tribes and Other Traditional Forest Dwellers (Recognition of Forest Rights) Act':
    'अनुसूचित जनजाति और अन्य परंपरागत वन निवासी (वन अधिकारों की मान्यता) अधिनियम',
  'Fiscal Responsibility and Budget Management (FRBM) Act': 'राजकोषीय उत्तरदायित्व और बजट प्रबंधन (FRBM) अधिनियम',
  'Insolvency and Bankruptcy Code': 'दिवाला और शोधन अक्षमता संहिता',
  'Water (Prevention and Control of Pollution) Act': 'जल (प्रदूषण निवारण और नियंत्रण) अधिनियम',
  'Air (Prevention and Control of Pollution) Act': 'वायु (प्रदूषण निवारण और नियंत्रण) अधिनियम',
  'Scheduled Castes and Scheduled Tribes (Prevention of Atrocities) Act':
    'अनुसूचित जाति और अनुसूचित जनजाति (अत्याचार निवारण) अधिनियम',
  'Protection of Civil Rights Act': 'सिविल अधिकार संरक्षण अधिनियम',
  'It was first named the Untouchability (Offences) Act.': 'पहले इसका नाम अस्पृश्यता (अपराध) अधिनियम था।',
};

const SCHEMES: Readonly<Record<string, string>> = {
  'Pradhan Mantri Jan Dhan Yojana': 'प्रधानमंत्री जन धन योजना',
  'Pradhan Mantri Ujjwala Yojana': 'प्रधानमंत्री उज्ज्वला योजना',
  'Swachh Bharat Mission': 'स्वच्छ भारत मिशन',
  'Beti Bachao Beti Padhao': 'बेटी बचाओ बेटी पढ़ाओ',
  'Jal Jeevan Mission': 'जल जीवन मिशन',
  'Pradhan Mantri Mudra Yojana': 'प्रधानमंत्री मुद्रा योजना',
  'Atal Pension Yojana': 'अटल पेंशन योजना',
  'Pradhan Mantri Gram Sadak Yojana': 'प्रधानमंत्री ग्राम सड़क योजना',
  'Mission Indradhanush': 'मिशन इंद्रधनुष',
  'Ayushman Bharat – Pradhan Mantri Jan Arogya Yojana': 'आयुष्मान भारत – प्रधानमंत्री जन आरोग्य योजना',
  'Stand-Up India': 'स्टैंड-अप इंडिया',
  'Saubhagya (Pradhan Mantri Sahaj Bijli Har Ghar Yojana)': 'सौभाग्य (प्रधानमंत्री सहज बिजली हर घर योजना)',
  'Integrated Child Development Services (ICDS)': 'एकीकृत बाल विकास सेवा (ICDS)',
  'Make in India': 'मेक इन इंडिया',
  'Digital India': 'डिजिटल इंडिया',
  'A bank account for every household (financial inclusion)': 'प्रत्येक परिवार का बैंक खाता (वित्तीय समावेशन)',
  'LPG cooking gas connections for women of poor households': 'गरीब परिवारों की महिलाओं को LPG रसोई गैस कनेक्शन',
  'Ending open defecation and keeping India clean': 'खुले में शौच की समाप्ति और भारत को स्वच्छ रखना',
  'Saving and educating the girl child': 'बालिकाओं को बचाना और पढ़ाना',
  'A tap water connection for every rural household': 'प्रत्येक ग्रामीण परिवार को नल से जल का कनेक्शन',
  'Loans to small and micro enterprises': 'लघु और सूक्ष्म उद्यमों को ऋण',
  'A pension for workers of the unorganised sector': 'असंगठित क्षेत्र के श्रमिकों को पेंशन',
  'All-weather roads to unconnected villages': 'सड़क से न जुड़े गाँवों तक बारहमासी सड़कें',
  'Full immunisation of children and pregnant women': 'बच्चों और गर्भवती महिलाओं का पूर्ण टीकाकरण',
  'Health insurance for hospital care of poor and vulnerable families':
    'गरीब और वंचित परिवारों के अस्पताल में उपचार के लिए स्वास्थ्य बीमा',
  'Bank loans to Scheduled Caste, Scheduled Tribe and women entrepreneurs':
    'अनुसूचित जाति, अनुसूचित जनजाति और महिला उद्यमियों को बैंक ऋण',
  'An electricity connection for every household': 'प्रत्येक घर को बिजली कनेक्शन',
  'Nutrition, health care and pre-school education for young children and mothers':
    'छोटे बच्चों और माताओं के लिए पोषण, स्वास्थ्य देखभाल और पूर्व-विद्यालयी शिक्षा',
  'It works through anganwadi centres.': 'यह आंगनवाड़ी केंद्रों के माध्यम से चलती है।',
  'It was launched on 28 August 2014.': 'इसका शुभारंभ 28 अगस्त 2014 को हुआ।',
  'It was launched on 2 October 2014, Gandhi Jayanti.': 'इसका शुभारंभ 2 अक्टूबर 2014 को, गांधी जयंती के दिन, हुआ।',
  'It was launched at Panipat in January 2015.': 'इसका शुभारंभ जनवरी 2015 में पानीपत में हुआ।',
};

/** A Code is feminine in Hindi (संहिता), an Act (अधिनियम) masculine. */
const enacted = (act: string): string => (act.endsWith('संहिता') ? 'अधिनियमित हुई' : 'अधिनियमित हुआ');

export const ACT_YEAR_HI: FactTableHindi = {
  columns: ['अधिनियम', 'वर्ष'],
  forward: (k) => `${k} किस वर्ष ${enacted(k)}?`,
  backward: (v) => `इनमें से कौन-सा अधिनियम ${v} में अधिनियमित हुआ?`,
  fact: (k, v) => `${k} ${v} में ${enacted(k)}।`,
  words: ACTS,
};

export const SCHEME_AIM_HI: FactTableHindi = {
  columns: ['योजना', 'उद्देश्य'],
  forward: (k) => `${k} का मुख्य उद्देश्य क्या है?`,
  backward: (v) => `किस योजना का मुख्य उद्देश्य है: ${v}?`,
  fact: (k, v) => `${k} का उद्देश्य: ${v}।`,
  words: SCHEMES,
};

export const SCHEME_YEAR_HI: FactTableHindi = {
  columns: ['योजना', 'शुभारंभ वर्ष'],
  forward: (k) => `${k} का शुभारंभ किस वर्ष हुआ?`,
  backward: (v) => `इनमें से किसका शुभारंभ ${v} में हुआ?`,
  fact: (k, v) => `${k} का शुभारंभ ${v} में हुआ।`,
  words: SCHEMES,
};
