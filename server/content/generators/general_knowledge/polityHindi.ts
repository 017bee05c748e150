/**
 * Polity's fact tables in Hindi (issue 15; see factsHindi.ts): the questions, fact sentences and column
 * names of each table, and one map of every key, value and note the polity tables hold, worded as
 * Hindi-medium papers and the Hindi text of the Constitution print them (अनुच्छेद, भाग, अनुसूची,
 * मौलिक अधिकार, राज्य के नीति निदेशक तत्त्व, उच्चतम न्यायालय, लोकसभा, राज्यसभा). Acronyms stay Latin.
 */
import type { FactTableHindi } from './factsHindi';

const ARTICLES =
  '1 14 15 16 17 18 19 20 21 21A 22 23 24 25 29 30 32 39A 40 43 44 45 47 48A 49 50 51 51A 61 72 76 79 80 81 85 108 110 112 123 124 143 148 155 163 200 213 226 262 263 265 266 267 280 300A 312 315 323A 324 326 330 338 343 350A 352 356 360 368 370'.split(
    ' ',
  );
const PARTS = 'I II III IV IVA V VI VIII IX IXA IXB XI XIII XIV XIVA XV XVII XVIII XX XXI'.split(' ');
const SCHEDULES: Readonly<Record<string, string>> = {
  First: 'पहली',
  Second: 'दूसरी',
  Third: 'तीसरी',
  Fourth: 'चौथी',
  Fifth: 'पाँचवीं',
  Sixth: 'छठी',
  Seventh: 'सातवीं',
  Eighth: 'आठवीं',
  Ninth: 'नौवीं',
  Tenth: 'दसवीं',
  Eleventh: 'ग्यारहवीं',
  Twelfth: 'बारहवीं',
};
/** The amendments by number; "1st" is 1ला as the digit must stay (the papers' प्रथम has none). */
const AMENDMENTS: readonly (readonly [string, number, string])[] = [
  ['1st', 1951, '1ला'],
  ['7th', 1956, '7वाँ'],
  ['12th', 1962, '12वाँ'],
  ['21st', 1967, '21वाँ'],
  ['36th', 1975, '36वाँ'],
  ['42nd', 1976, '42वाँ'],
  ['44th', 1978, '44वाँ'],
  ['52nd', 1985, '52वाँ'],
  ['61st', 1988, '61वाँ'],
  ['69th', 1991, '69वाँ'],
  ['71st', 1992, '71वाँ'],
  ['73rd', 1992, '73वाँ'],
  ['74th', 1992, '74वाँ'],
  ['86th', 2002, '86वाँ'],
  ['89th', 2003, '89वाँ'],
  ['91st', 2003, '91वाँ'],
  ['92nd', 2003, '92वाँ'],
  ['97th', 2011, '97वाँ'],
  ['99th', 2014, '99वाँ'],
  ['100th', 2015, '100वाँ'],
  ['101st', 2016, '101वाँ'],
  ['102nd', 2018, '102वाँ'],
  ['103rd', 2019, '103वाँ'],
  ['104th', 2020, '104वाँ'],
  ['106th', 2023, '106वाँ'],
];
/** "Articles 12–35." and the like, the Parts' notes. */
const ARTICLE_RANGES = ['12–35', '36–51', '5–11', '324–329', '352–360', '343–351', '1–4'];

const WORDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(ARTICLES.map((a) => [`Article ${a}`, `अनुच्छेद ${a}`])),
  ...Object.fromEntries(PARTS.map((p) => [`Part ${p}`, `भाग ${p}`])),
  ...Object.fromEntries(Object.entries(SCHEDULES).map(([en, hi]) => [`${en} Schedule`, `${hi} अनुसूची`])),
  ...Object.fromEntries(
    AMENDMENTS.map(([en, year, hi]) => [`${en} Amendment (${year})`, `${hi} संशोधन (${year})`]),
  ),
  ...Object.fromEntries(ARTICLE_RANGES.map((r) => [`Articles ${r}.`, `अनुच्छेद ${r}।`])),
  'Article 368.': 'अनुच्छेद 368।',

  // Articles
  'India, that is Bharat, shall be a Union of States': 'भारत, अर्थात् इंडिया, राज्यों का संघ होगा',
  'It opens Part I (The Union and its territory).': 'इससे भाग I (संघ और उसका राज्यक्षेत्र) आरंभ होता है।',
  'Equality before law': 'विधि के समक्ष समता',
  'It opens the Right to Equality (Articles 14–18).': 'इससे समता का अधिकार (अनुच्छेद 14–18) आरंभ होता है।',
  'Abolition of untouchability': 'अस्पृश्यता का अंत',
  'Its practice in any form is an offence punishable by law.':
    'किसी भी रूप में इसका आचरण विधि के अनुसार दंडनीय अपराध है।',
  'Protection of certain rights regarding freedom of speech, assembly, movement etc.':
    'वाक्-स्वातंत्र्य, सम्मेलन, संचरण आदि विषयक कुछ अधिकारों का संरक्षण',
  'Protection of life and personal liberty': 'प्राण और दैहिक स्वतंत्रता का संरक्षण',
  'It is the widest of the Fundamental Rights as read by the Supreme Court.':
    'उच्चतम न्यायालय की व्याख्या के अनुसार यह मौलिक अधिकारों में सबसे व्यापक है।',
  'Right to education': 'शिक्षा का अधिकार',
  'Inserted by the 86th Amendment (2002): free and compulsory education for children of 6 to 14 years.':
    '86वें संशोधन (2002) द्वारा जोड़ा गया: 6 से 14 वर्ष के बच्चों के लिए निःशुल्क और अनिवार्य शिक्षा।',
  'Prohibition of employment of children in factories, mines etc.':
    'कारखानों, खानों आदि में बालकों के नियोजन का प्रतिषेध',
  'It covers children below 14 years of age.': 'यह 14 वर्ष से कम आयु के बालकों पर लागू होता है।',
  'Right to constitutional remedies': 'संवैधानिक उपचारों का अधिकार',
  'Dr B. R. Ambedkar called it the "heart and soul" of the Constitution.':
    'डॉ. बी. आर. आंबेडकर ने इसे संविधान का "हृदय और आत्मा" कहा।',
  'Uniform civil code for the citizens': 'नागरिकों के लिए समान सिविल संहिता',
  'It is a Directive Principle.': 'यह राज्य की नीति का एक निदेशक तत्त्व है।',
  'Fundamental Duties': 'मौलिक कर्तव्य',
  'Part IVA, added by the 42nd Amendment (1976).': 'भाग IVA, 42वें संशोधन (1976) द्वारा जोड़ा गया।',
  'Power of the President to grant pardons': 'क्षमादान आदि की राष्ट्रपति की शक्ति',
  'The Governor has a similar power under Article 161.':
    'अनुच्छेद 161 के अंतर्गत राज्यपाल को भी ऐसी ही शक्ति प्राप्त है।',
  'Comptroller and Auditor-General of India': 'भारत का नियंत्रक-महालेखापरीक्षक',
  'Finance Commission': 'वित्त आयोग',
  'The President constitutes it every five years.': 'राष्ट्रपति प्रत्येक पाँच वर्ष पर इसका गठन करता है।',
  'Election Commission': 'निर्वाचन आयोग',
  'It vests the superintendence, direction and control of elections in the Election Commission.':
    'यह निर्वाचनों का अधीक्षण, निदेशन और नियंत्रण निर्वाचन आयोग में निहित करता है।',
  'Hindi in Devanagari script as the official language of the Union':
    'संघ की राजभाषा के रूप में देवनागरी लिपि में हिंदी',
  'Proclamation of National Emergency': 'राष्ट्रीय आपात की उद्घोषणा',
  "President's Rule in a state (failure of constitutional machinery)":
    'राज्य में राष्ट्रपति शासन (सांविधानिक तंत्र की विफलता)',
  'Financial Emergency': 'वित्तीय आपात',
  'It has never been proclaimed.': 'इसकी उद्घोषणा कभी नहीं की गई।',
  'Power of Parliament to amend the Constitution': 'संविधान का संशोधन करने की संसद की शक्ति',
  'Prohibition of traffic in human beings and forced labour': 'मानव के दुर्व्यापार और बलात् श्रम का प्रतिषेध',
  'Freedom of conscience and free profession, practice and propagation of religion':
    'अंतःकरण की और धर्म को अबाध रूप से मानने, आचरण और प्रचार करने की स्वतंत्रता',
  'Organisation of village panchayats': 'ग्राम पंचायतों का संगठन',
  'It is a Directive Principle; the 73rd Amendment later gave panchayats constitutional status.':
    'यह एक निदेशक तत्त्व है; बाद में 73वें संशोधन ने पंचायतों को संवैधानिक दर्जा दिया।',
  'Early childhood care and education for children below six years':
    'छह वर्ष से कम आयु के बालकों की प्रारंभिक बाल्यावस्था में देखरेख और शिक्षा',
  'Protection and improvement of environment, forests and wildlife':
    'पर्यावरण का संरक्षण और संवर्धन तथा वन और वन्यजीवों की रक्षा',
  'Added by the 42nd Amendment (1976).': '42वें संशोधन (1976) द्वारा जोड़ा गया।',
  'Separation of judiciary from executive': 'कार्यपालिका से न्यायपालिका का पृथक्करण',
  'Procedure for impeachment of the President': 'राष्ट्रपति पर महाभियोग की प्रक्रिया',
  'Attorney-General for India': 'भारत का महान्यायवादी',
  'Definition of Money Bills': 'धन विधेयकों की परिभाषा',
  'Annual financial statement (the Budget)': 'वार्षिक वित्तीय विवरण (बजट)',
  'Power of the President to promulgate Ordinances': 'अध्यादेश प्रख्यापित करने की राष्ट्रपति की शक्ति',
  'Establishment and constitution of the Supreme Court': 'उच्चतम न्यायालय की स्थापना और गठन',
  'Power of High Courts to issue writs': 'रिट जारी करने की उच्च न्यायालयों की शक्ति',
  'All-India Services': 'अखिल भारतीय सेवाएँ',
  'Elections on the basis of adult suffrage': 'वयस्क मताधिकार के आधार पर निर्वाचन',
  'Temporary provisions with respect to Jammu and Kashmir': 'जम्मू-कश्मीर के संबंध में अस्थायी उपबंध',
  'Its special provisions were made inoperative in August 2019.':
    'अगस्त 2019 में इसके विशेष उपबंध निष्प्रभावी कर दिए गए।',
  'Prohibition of discrimination on grounds of religion, race, caste, sex or place of birth':
    'धर्म, मूलवंश, जाति, लिंग या जन्मस्थान के आधार पर विभेद का प्रतिषेध',
  'Equality of opportunity in matters of public employment': 'लोक नियोजन के विषय में अवसर की समता',
  'Abolition of titles': 'उपाधियों का अंत',
  'Protection in respect of conviction for offences': 'अपराधों के लिए दोषसिद्धि के संबंध में संरक्षण',
  'Protection against arrest and detention in certain cases': 'कुछ दशाओं में गिरफ़्तारी और निरोध से संरक्षण',
  'Protection of interests of minorities (language, script and culture)':
    'अल्पसंख्यक-वर्गों के हितों का संरक्षण (भाषा, लिपि और संस्कृति)',
  'Right of minorities to establish and administer educational institutions':
    'शिक्षा संस्थाओं की स्थापना और प्रशासन करने का अल्पसंख्यक-वर्गों का अधिकार',
  'Equal justice and free legal aid': 'समान न्याय और निःशुल्क विधिक सहायता',
  'Living wage, etc., for workers': 'कर्मकारों के लिए निर्वाह मज़दूरी आदि',
  'Duty of the State to raise the level of nutrition and the standard of living':
    'पोषाहार स्तर और जीवन स्तर को ऊँचा करने का राज्य का कर्तव्य',
  'It also directs the State to try to prohibit intoxicating drinks injurious to health.':
    'यह राज्य को स्वास्थ्य के लिए हानिकर मादक पेयों के प्रतिषेध का प्रयास करने का निर्देश भी देता है।',
  'Protection of monuments and places of national importance': 'राष्ट्रीय महत्त्व के संस्मारकों और स्थानों का संरक्षण',
  'Promotion of international peace and security': 'अंतरराष्ट्रीय शांति और सुरक्षा की अभिवृद्धि',
  'Constitution of Parliament (the President and the two Houses)': 'संसद का गठन (राष्ट्रपति और दोनों सदन)',
  'Composition of the Council of States (Rajya Sabha)': 'राज्यसभा की संरचना',
  'Composition of the House of the People (Lok Sabha)': 'लोकसभा की संरचना',
  'Sessions of Parliament, prorogation and dissolution': 'संसद के सत्र, सत्रावसान और विघटन',
  'Six months may not pass between two sessions.': 'दो सत्रों के बीच छह महीने का अंतर नहीं होना चाहिए।',
  'Joint sitting of both Houses of Parliament': 'संसद के दोनों सदनों की संयुक्त बैठक',
  'Power of the President to consult the Supreme Court (advisory jurisdiction)':
    'उच्चतम न्यायालय से परामर्श करने की राष्ट्रपति की शक्ति (परामर्शी अधिकारिता)',
  'Appointment of the Governor': 'राज्यपाल की नियुक्ति',
  'Council of Ministers to aid and advise the Governor': 'राज्यपाल को सहायता और सलाह देने के लिए मंत्रिपरिषद्',
  'Assent to Bills by the Governor': 'राज्यपाल द्वारा विधेयकों पर अनुमति',
  'Power of the Governor to promulgate Ordinances': 'अध्यादेश प्रख्यापित करने की राज्यपाल की शक्ति',
  'Adjudication of disputes relating to waters of inter-state rivers':
    'अंतरराज्यिक नदियों के जल संबंधी विवादों का न्यायनिर्णयन',
  'Inter-State Council': 'अंतरराज्य परिषद्',
  'Taxes not to be imposed save by authority of law': 'विधि के प्राधिकार के बिना करों का अधिरोपण न किया जाना',
  'Consolidated Funds and public accounts of India and of the States':
    'भारत और राज्यों की संचित निधियाँ और लोक लेखे',
  'Contingency Fund': 'आकस्मिकता निधि',
  'Persons not to be deprived of property save by authority of law':
    'विधि के प्राधिकार के बिना व्यक्तियों को संपत्ति से वंचित न किया जाना',
  'The 44th Amendment (1978) moved the right to property here from Part III.':
    '44वें संशोधन (1978) ने संपत्ति के अधिकार को भाग III से हटाकर यहाँ रखा।',
  'Public Service Commissions for the Union and for the States': 'संघ और राज्यों के लिए लोक सेवा आयोग',
  'Administrative tribunals': 'प्रशासनिक अधिकरण',
  'Reservation of seats for Scheduled Castes and Scheduled Tribes in the Lok Sabha':
    'लोकसभा में अनुसूचित जातियों और अनुसूचित जनजातियों के लिए स्थानों का आरक्षण',
  'National Commission for Scheduled Castes': 'राष्ट्रीय अनुसूचित जाति आयोग',
  'Facilities for instruction in the mother tongue at the primary stage':
    'प्राथमिक स्तर पर मातृभाषा में शिक्षा की सुविधाएँ',

  // Schedules
  'Names of the states and union territories and their territories':
    'राज्यों और संघ राज्यक्षेत्रों के नाम और उनके राज्यक्षेत्र',
  'The Union, State and Concurrent Lists': 'संघ सूची, राज्य सूची और समवर्ती सूची',
  'It divides legislative subjects between the Union and the states.':
    'यह विधायी विषयों को संघ और राज्यों के बीच बाँटती है।',
  'The languages recognised by the Constitution': 'संविधान द्वारा मान्यता प्राप्त भाषाएँ',
  'It lists 22 languages.': 'इसमें 22 भाषाएँ सूचीबद्ध हैं।',
  'Disqualification on the ground of defection (anti-defection law)':
    'दल-बदल के आधार पर निरर्हता (दल-बदल विरोधी कानून)',
  'It was added by the 52nd Amendment (1985).': 'इसे 52वें संशोधन (1985) द्वारा जोड़ा गया।',
  'Emoluments of the President, Governors, judges, the CAG and others':
    'राष्ट्रपति, राज्यपालों, न्यायाधीशों, CAG और अन्य की परिलब्धियाँ',
  'Forms of oaths and affirmations': 'शपथों और प्रतिज्ञानों के प्रारूप',
  'Allocation of seats in the Rajya Sabha to states and union territories':
    'राज्यसभा में राज्यों और संघ राज्यक्षेत्रों के लिए स्थानों का आवंटन',
  'Acts and regulations (mostly land reform laws) protected from challenge on the ground of Fundamental Rights':
    'मौलिक अधिकारों के आधार पर चुनौती से संरक्षित अधिनियम और विनियम (अधिकतर भूमि सुधार कानून)',
  'It was added by the First Amendment (1951).': 'इसे पहले संशोधन (1951) द्वारा जोड़ा गया।',
  'Powers of panchayats (29 subjects)': 'पंचायतों की शक्तियाँ (29 विषय)',
  'It was added by the 73rd Amendment (1992).': 'इसे 73वें संशोधन (1992) द्वारा जोड़ा गया।',
  'Powers of municipalities (18 subjects)': 'नगरपालिकाओं की शक्तियाँ (18 विषय)',
  'It was added by the 74th Amendment (1992).': 'इसे 74वें संशोधन (1992) द्वारा जोड़ा गया।',
  'Administration and control of Scheduled Areas and Scheduled Tribes':
    'अनुसूचित क्षेत्रों और अनुसूचित जनजातियों का प्रशासन और नियंत्रण',
  'Administration of tribal areas in Assam, Meghalaya, Tripura and Mizoram':
    'असम, मेघालय, त्रिपुरा और मिज़ोरम के जनजाति क्षेत्रों का प्रशासन',

  // Parts
  'Fundamental Rights': 'मौलिक अधिकार',
  'Directive Principles of State Policy': 'राज्य के नीति निदेशक तत्त्व',
  'Article 51A, added in 1976.': 'अनुच्छेद 51A, 1976 में जोड़ा गया।',
  'The Panchayats': 'पंचायतें',
  'Added by the 73rd Amendment (1992).': '73वें संशोधन (1992) द्वारा जोड़ा गया।',
  'The Municipalities': 'नगरपालिकाएँ',
  'Added by the 74th Amendment (1992).': '74वें संशोधन (1992) द्वारा जोड़ा गया।',
  Citizenship: 'नागरिकता',
  Elections: 'निर्वाचन',
  'Emergency provisions': 'आपात उपबंध',
  'Official language': 'राजभाषा',
  'The Union and its territory': 'संघ और उसका राज्यक्षेत्र',
  'The co-operative societies': 'सहकारी सोसाइटियाँ',
  'Added by the 97th Amendment (2011).': '97वें संशोधन (2011) द्वारा जोड़ा गया।',
  'Amendment of the Constitution': 'संविधान का संशोधन',
  'The Union (Union executive, Parliament and Union judiciary)':
    'संघ (संघ की कार्यपालिका, संसद और संघ की न्यायपालिका)',
  'The States': 'राज्य',
  'The Union territories': 'संघ राज्यक्षेत्र',
  'Relations between the Union and the States': 'संघ और राज्यों के बीच संबंध',
  'Services under the Union and the States': 'संघ और राज्यों के अधीन सेवाएँ',
  Tribunals: 'अधिकरण',
  'Trade, commerce and intercourse within the territory of India':
    'भारत के राज्यक्षेत्र के भीतर व्यापार, वाणिज्य और समागम',
  'Temporary, transitional and special provisions': 'अस्थायी, संक्रमणकालीन और विशेष उपबंध',

  // Amendments
  'Lowered the voting age from 21 to 18 years': 'मतदान की आयु 21 से घटाकर 18 वर्ष की',
  'Gave constitutional status to Panchayati Raj institutions': 'पंचायती राज संस्थाओं को संवैधानिक दर्जा दिया',
  'Gave constitutional status to urban local bodies (municipalities)':
    'नगरीय स्थानीय निकायों (नगरपालिकाओं) को संवैधानिक दर्जा दिया',
  'Introduced the Goods and Services Tax (GST)': 'वस्तु एवं सेवा कर (GST) लागू किया',
  'Added the anti-defection law (Tenth Schedule)': 'दल-बदल विरोधी कानून (दसवीं अनुसूची) जोड़ा',
  "Added 'Socialist', 'Secular' and 'Integrity' to the Preamble":
    "उद्देशिका में 'समाजवादी', 'पंथनिरपेक्ष' और 'अखंडता' शब्द जोड़े",
  'It is called the "mini-Constitution" for its many changes.':
    'अपने अनेक परिवर्तनों के कारण इसे "लघु संविधान" कहा जाता है।',
  'Added Part IVA (the first ten Fundamental Duties)': 'भाग IVA (पहले दस मौलिक कर्तव्य) जोड़ा',
  'Removed the right to property from the Fundamental Rights': 'संपत्ति के अधिकार को मौलिक अधिकारों से हटाया',
  'Made elementary education a Fundamental Right (Article 21A)':
    'प्रारंभिक शिक्षा को मौलिक अधिकार बनाया (अनुच्छेद 21A)',
  'It also added an eleventh Fundamental Duty about educating children.':
    'इसने बच्चों की शिक्षा के विषय में ग्यारहवाँ मौलिक कर्तव्य भी जोड़ा।',
  'Added the Ninth Schedule': 'नौवीं अनुसूची जोड़ी',
  'Provided 10% reservation for economically weaker sections (EWS)':
    'आर्थिक रूप से कमज़ोर वर्गों (EWS) के लिए 10% आरक्षण का प्रावधान किया',
  'Reserved one-third of seats for women in the Lok Sabha and state assemblies':
    'लोकसभा और राज्य विधानसभाओं में एक-तिहाई स्थान महिलाओं के लिए आरक्षित किए',
  'Reorganised the states (on linguistic lines) and abolished the Part A, B, C, D classification':
    'राज्यों का (भाषायी आधार पर) पुनर्गठन किया और भाग A, B, C, D का वर्गीकरण समाप्त किया',
  "Replaced 'internal disturbance' with 'armed rebellion' as a ground for National Emergency":
    "राष्ट्रीय आपात के आधार के रूप में 'आंतरिक अशांति' के स्थान पर 'सशस्त्र विद्रोह' रखा",
  'Capped the Council of Ministers at 15% of the strength of the Lok Sabha or the state assembly':
    'मंत्रिपरिषद् का आकार लोकसभा या राज्य विधानसभा की सदस्य संख्या के 15% तक सीमित किया',
  'Gave constitutional status to co-operative societies': 'सहकारी सोसाइटियों को संवैधानिक दर्जा दिया',
  'Gave constitutional status to the National Commission for Backward Classes':
    'राष्ट्रीय पिछड़ा वर्ग आयोग को संवैधानिक दर्जा दिया',
  'Gave Delhi special status as the National Capital Territory':
    'दिल्ली को राष्ट्रीय राजधानी राज्यक्षेत्र के रूप में विशेष दर्जा दिया',
  'Added Konkani, Manipuri and Nepali to the Eighth Schedule': 'आठवीं अनुसूची में कोंकणी, मणिपुरी और नेपाली जोड़ीं',
  'Added Bodo, Dogri, Maithili and Santhali to the Eighth Schedule':
    'आठवीं अनुसूची में बोडो, डोगरी, मैथिली और संथाली जोड़ीं',
  'Added Sindhi to the Eighth Schedule': 'आठवीं अनुसूची में सिंधी जोड़ी',
  'Made Sikkim a full state of India': 'सिक्किम को भारत का पूर्ण राज्य बनाया',
  'Created a separate National Commission for Scheduled Tribes': 'अलग राष्ट्रीय अनुसूचित जनजाति आयोग बनाया',
  'Set up the National Judicial Appointments Commission': 'राष्ट्रीय न्यायिक नियुक्ति आयोग की स्थापना की',
  'The Supreme Court struck it down in 2015.': 'उच्चतम न्यायालय ने 2015 में इसे निरस्त कर दिया।',
  'Gave effect to the Land Boundary Agreement with Bangladesh': 'बांग्लादेश के साथ भूमि सीमा समझौते को लागू किया',
  'Ended the nomination of Anglo-Indians to the Lok Sabha and state assemblies':
    'लोकसभा और राज्य विधानसभाओं में आंग्ल-भारतीयों का मनोनयन समाप्त किया',
  'Included Goa, Daman and Diu as a union territory': 'गोवा, दमन और दीव को संघ राज्यक्षेत्र के रूप में शामिल किया',

  // Borrowed features
  'the USA': 'संयुक्त राज्य अमेरिका',
  Ireland: 'आयरलैंड',
  Britain: 'ब्रिटेन',
  'the former USSR': 'पूर्व सोवियत संघ',
  Australia: 'ऑस्ट्रेलिया',
  'Germany (Weimar Constitution)': 'जर्मनी (वाइमर संविधान)',
  'South Africa': 'दक्षिण अफ़्रीका',
  Canada: 'कनाडा',
  France: 'फ़्रांस',
  Japan: 'जापान',
  'Parliamentary form of government': 'संसदीय शासन प्रणाली',
  'Concurrent List': 'समवर्ती सूची',
  'Judicial review': 'न्यायिक पुनरावलोकन',
  'Impeachment of the President': 'राष्ट्रपति पर महाभियोग',
  'Rule of law': 'विधि का शासन',
  'Single citizenship': 'एकल नागरिकता',
  'Suspension of Fundamental Rights during an emergency': 'आपातकाल में मौलिक अधिकारों का निलंबन',
  'Procedure for amendment of the Constitution': 'संविधान संशोधन की प्रक्रिया',
  'Federation with a strong Centre': 'सशक्त केंद्र वाली संघीय व्यवस्था',
  'Residuary powers vested in the Centre': 'केंद्र में निहित अवशिष्ट शक्तियाँ',
  'Republic and the ideals of liberty, equality and fraternity in the Preamble':
    'गणतंत्र और उद्देशिका में स्वतंत्रता, समता और बंधुता के आदर्श',
  'Prerogative writs': 'प्रादेश (रिट)',
  'Method of election of the President': 'राष्ट्रपति की निर्वाचन पद्धति',
  'Nomination of members to the Rajya Sabha': 'राज्यसभा में सदस्यों का मनोनयन',
  "'Procedure established by law'": "'विधि द्वारा स्थापित प्रक्रिया'",
  'Election of members of the Rajya Sabha': 'राज्यसभा के सदस्यों का निर्वाचन',
  'Joint sitting of the two Houses of Parliament': 'संसद के दोनों सदनों की संयुक्त बैठक',
  'Freedom of trade, commerce and intercourse': 'व्यापार, वाणिज्य और समागम की स्वतंत्रता',
  'Appointment of state Governors by the Centre': 'केंद्र द्वारा राज्यपालों की नियुक्ति',
  'Advisory jurisdiction of the Supreme Court': 'उच्चतम न्यायालय की परामर्शी अधिकारिता',
  'Removal of Supreme Court and High Court judges': 'उच्चतम न्यायालय और उच्च न्यायालयों के न्यायाधीशों को हटाना',
  'Post of Vice-President': 'उपराष्ट्रपति का पद',
  'Ideals of social, economic and political justice in the Preamble':
    'उद्देशिका में सामाजिक, आर्थिक और राजनीतिक न्याय के आदर्श',
  'Bicameral Parliament': 'द्विसदनीय संसद',

  // Writs: the Hindi name, with the Latin name whose literal meaning is asked
  'Habeas corpus': 'बंदी प्रत्यक्षीकरण (हेबियस कॉर्पस)',
  Mandamus: 'परमादेश (मैंडेमस)',
  'Quo warranto': 'अधिकार पृच्छा (क्वो वारंटो)',
  Certiorari: 'उत्प्रेषण (सर्शियोरारी)',
  Prohibition: 'प्रतिषेध (प्रोहिबिशन)',
  'To have the body': 'सशरीर प्रस्तुत करना',
  'We command': 'हम आदेश देते हैं',
  'By what authority': 'किस अधिकार से',
  'To be certified (or informed)': 'प्रमाणित होना (या सूचित किया जाना)',
  'To forbid': 'मना करना',
  'It is issued to produce a detained person before the court.':
    'यह निरुद्ध व्यक्ति को न्यायालय के समक्ष प्रस्तुत करने के लिए जारी की जाती है।',
  'It orders a public official or body to perform a public duty.':
    'यह किसी लोक अधिकारी या निकाय को लोक कर्तव्य का पालन करने का आदेश देती है।',
  'It questions the right of a person to hold a public office.':
    'यह किसी व्यक्ति के लोक पद धारण करने के अधिकार पर प्रश्न उठाती है।',
  'A higher court quashes an order of a lower court or tribunal.':
    'उच्चतर न्यायालय निचले न्यायालय या अधिकरण के आदेश को रद्द करता है।',
  'A higher court stops a lower court from exceeding its jurisdiction.':
    'उच्चतर न्यायालय निचले न्यायालय को उसकी अधिकारिता से बाहर जाने से रोकता है।',
};

/** "61वाँ संशोधन" → "61वें संशोधन" before a postposition. */
const oblique = (amendment: string): string =>
  amendment.replace(/(वाँ|ला) संशोधन/, (_, e: string) => `${e === 'ला' ? 'ले' : 'वें'} संशोधन`);

export const ARTICLE_HI: FactTableHindi = {
  columns: ['अनुच्छेद', 'विषय'],
  forward: (k) => `भारत के संविधान का ${k} किससे संबंधित है?`,
  backward: (v) => `भारत के संविधान का कौन-सा अनुच्छेद "${v}" से संबंधित है?`,
  fact: (k, v) => `${k}: ${v}।`,
  words: WORDS,
};

export const SCHEDULE_HI: FactTableHindi = {
  columns: ['अनुसूची', 'विषय'],
  forward: (k) => `भारत के संविधान की ${k} में किसका उल्लेख है?`,
  backward: (v) => `भारत के संविधान की किस अनुसूची में "${v}" का उल्लेख है?`,
  fact: (k, v) => `${k}: ${v}।`,
  words: WORDS,
};

export const PART_HI: FactTableHindi = {
  columns: ['भाग', 'विषय'],
  forward: (k) => `भारत के संविधान का ${k} किससे संबंधित है?`,
  backward: (v) => `भारत के संविधान का कौन-सा भाग "${v}" से संबंधित है?`,
  fact: (k, v) => `${k}: ${v}।`,
  words: WORDS,
};

export const AMENDMENT_HI: FactTableHindi = {
  columns: ['संशोधन', 'परिवर्तन'],
  forward: (k) => `भारत के संविधान के ${oblique(k)} ने क्या किया?`,
  backward: (v) => `किस संविधान संशोधन ने यह किया: "${v}"?`,
  fact: (k, v) => `${k}: ${v}।`,
  words: WORDS,
};

export const BORROWED_HI: FactTableHindi = {
  columns: ['विशेषता', 'स्रोत देश'],
  forward: (k) => `भारत ने यह विशेषता किस देश के संविधान से ली: ${k}?`,
  backward: (v) => `भारतीय संविधान की कौन-सी विशेषता ${v} से ली गई है?`,
  fact: (k, v) => `${k}: ${v} से ली गई।`,
  words: WORDS,
};

export const WRIT_HI: FactTableHindi = {
  columns: ['रिट', 'शाब्दिक अर्थ'],
  forward: (k) => `${k} रिट के नाम का शाब्दिक अर्थ क्या है?`,
  backward: (v) => `किस रिट के नाम का शाब्दिक अर्थ "${v}" है?`,
  fact: (k, v) => `${k} का अर्थ है "${v}"।`,
  words: WORDS,
};
