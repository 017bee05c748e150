/**
 * miscellaneousDaysFirsts.ts and miscellaneousEconomy.ts in Hindi (issue 15; see factsHindi.ts):
 * important days and their dates ("12 जनवरी"), the first men and women (प्रथम …), and the economy's
 * terms, the RBI's instruments, social indicators and committees, worded as the NCERT Hindi textbooks
 * and Hindi-medium papers print them (राजकोषीय घाटा, रेपो दर, शिशु मृत्यु दर). Numbers keep their order.
 */
import type { FactTableHindi } from './factsHindi';

const MONTHS: Readonly<Record<string, string>> = {
  January: 'जनवरी',
  February: 'फ़रवरी',
  March: 'मार्च',
  April: 'अप्रैल',
  May: 'मई',
  June: 'जून',
  July: 'जुलाई',
  August: 'अगस्त',
  September: 'सितंबर',
  October: 'अक्टूबर',
  November: 'नवंबर',
  December: 'दिसंबर',
};
/** Every "12 January" → "12 जनवरी". */
const DATES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(MONTHS).flatMap(([en, hi]) =>
    Array.from({ length: 31 }, (_, i) => [`${i + 1} ${en}`, `${i + 1} ${hi}`] as const),
  ),
);

const WORDS: Readonly<Record<string, string>> = {
  ...DATES,
  // days
  'National Youth Day': 'राष्ट्रीय युवा दिवस',
  'National Science Day': 'राष्ट्रीय विज्ञान दिवस',
  'World Environment Day': 'विश्व पर्यावरण दिवस',
  'International Day of Yoga': 'अंतरराष्ट्रीय योग दिवस',
  "Teachers' Day in India": 'भारत में शिक्षक दिवस',
  "Children's Day in India": 'भारत में बाल दिवस',
  'World Health Day': 'विश्व स्वास्थ्य दिवस',
  'Hindi Diwas': 'हिंदी दिवस',
  'Constitution Day (Samvidhan Divas)': 'संविधान दिवस',
  'National Sports Day': 'राष्ट्रीय खेल दिवस',
  "International Women's Day": 'अंतरराष्ट्रीय महिला दिवस',
  'World AIDS Day': 'विश्व एड्स दिवस',
  'Human Rights Day': 'मानवाधिकार दिवस',
  'Earth Day': 'पृथ्वी दिवस',
  'National Girl Child Day': 'राष्ट्रीय बालिका दिवस',
  "National Voters' Day": 'राष्ट्रीय मतदाता दिवस',
  "Martyrs' Day (Shaheed Diwas)": 'शहीद दिवस',
  'World Water Day': 'विश्व जल दिवस',
  'World Book and Copyright Day': 'विश्व पुस्तक और कॉपीराइट दिवस',
  'National Technology Day': 'राष्ट्रीय प्रौद्योगिकी दिवस',
  'World No Tobacco Day': 'विश्व तंबाकू निषेध दिवस',
  'World Population Day': 'विश्व जनसंख्या दिवस',
  'International Literacy Day': 'अंतरराष्ट्रीय साक्षरता दिवस',
  'World Tourism Day': 'विश्व पर्यटन दिवस',
  'International Day of Non-Violence': 'अंतरराष्ट्रीय अहिंसा दिवस',
  'World Food Day': 'विश्व खाद्य दिवस',
  'National Unity Day (Rashtriya Ekta Diwas)': 'राष्ट्रीय एकता दिवस',
  'National Mathematics Day': 'राष्ट्रीय गणित दिवस',
  "Kisan Diwas (National Farmers' Day)": 'किसान दिवस (राष्ट्रीय किसान दिवस)',
  'Army Day': 'थल सेना दिवस',
  'Navy Day': 'नौसेना दिवस',
  'Air Force Day': 'वायु सेना दिवस',
  "Engineers' Day in India": 'भारत में अभियंता दिवस',
  "National Doctors' Day in India": 'भारत में राष्ट्रीय चिकित्सक दिवस',
  'World Wetlands Day': 'विश्व आर्द्रभूमि दिवस',
  'World Wildlife Day': 'विश्व वन्यजीव दिवस',
  'World Meteorological Day': 'विश्व मौसम विज्ञान दिवस',
  'World Tuberculosis Day': 'विश्व क्षय रोग (टीबी) दिवस',
  'World Heritage Day': 'विश्व धरोहर दिवस',
  'World Red Cross Day': 'विश्व रेड क्रॉस दिवस',
  'National Handloom Day': 'राष्ट्रीय हथकरघा दिवस',
  'World Ozone Day': 'विश्व ओज़ोन दिवस',
  'International Day for Biological Diversity': 'अंतरराष्ट्रीय जैव विविधता दिवस',
  'World Oceans Day': 'विश्व महासागर दिवस',
  'World Blood Donor Day': 'विश्व रक्तदाता दिवस',
  'World Day Against Child Labour': 'विश्व बाल श्रम निषेध दिवस',
  'International Tiger Day': 'अंतरराष्ट्रीय बाघ दिवस',
  'National Statistics Day': 'राष्ट्रीय सांख्यिकी दिवस',
  'United Nations Day': 'संयुक्त राष्ट्र दिवस',
  'World Soil Day': 'विश्व मृदा दिवस',
  'National Energy Conservation Day': 'राष्ट्रीय ऊर्जा संरक्षण दिवस',
  'Vijay Diwas': 'विजय दिवस',
  'Pravasi Bharatiya Divas': 'प्रवासी भारतीय दिवस',
  'Parakram Diwas': 'पराक्रम दिवस',
  'International Mother Language Day': 'अंतरराष्ट्रीय मातृभाषा दिवस',
  'Civil Services Day': 'सिविल सेवा दिवस',
  'National Panchayati Raj Day': 'राष्ट्रीय पंचायती राज दिवस',
  'World Press Freedom Day': 'विश्व प्रेस स्वतंत्रता दिवस',
  'Kargil Vijay Diwas': 'कारगिल विजय दिवस',
  'World Post Day': 'विश्व डाक दिवस',
  'National Education Day': 'राष्ट्रीय शिक्षा दिवस',
  'Armed Forces Flag Day': 'सशस्त्र सेना झंडा दिवस',
  'World Diabetes Day': 'विश्व मधुमेह दिवस',
  'World Radio Day': 'विश्व रेडियो दिवस',
  "It marks Swami Vivekananda's birth anniversary.": 'यह स्वामी विवेकानंद की जयंती है।',
  'It marks the discovery of the Raman effect (1928).': 'यह रमन प्रभाव की खोज (1928) की स्मृति में है।',
  "It marks Dr S. Radhakrishnan's birth anniversary.": 'यह डॉ. एस. राधाकृष्णन की जयंती है।',
  "It marks Jawaharlal Nehru's birth anniversary.": 'यह जवाहरलाल नेहरू की जयंती है।',
  'The Constituent Assembly adopted the Constitution on 26 November 1949.':
    'संविधान सभा ने 26 नवंबर 1949 को संविधान अंगीकार किया।',
  "It marks hockey legend Major Dhyan Chand's birth anniversary.":
    'यह हॉकी के महान खिलाड़ी मेजर ध्यानचंद की जयंती है।',
  'The Election Commission was set up on 25 January 1950.': 'निर्वाचन आयोग की स्थापना 25 जनवरी 1950 को हुई।',
  'Mahatma Gandhi was assassinated on 30 January 1948.': '30 जनवरी 1948 को महात्मा गांधी की हत्या हुई।',
  'It marks the Pokhran nuclear tests of 11 May 1998.': 'यह 11 मई 1998 के पोखरण परमाणु परीक्षणों की स्मृति में है।',
  "It is Mahatma Gandhi's birth anniversary.": 'यह महात्मा गांधी की जयंती है।',
  "It marks Sardar Vallabhbhai Patel's birth anniversary.": 'यह सरदार वल्लभभाई पटेल की जयंती है।',
  "It marks Srinivasa Ramanujan's birth anniversary.": 'यह श्रीनिवास रामानुजन की जयंती है।',
  "It marks Chaudhary Charan Singh's birth anniversary.": 'यह चौधरी चरण सिंह की जयंती है।',
  "It marks M. Visvesvaraya's birth anniversary.": 'यह एम. विश्वेश्वरैया की जयंती है।',
  "It marks Dr B. C. Roy's birth (and death) anniversary.": 'यह डॉ. बी. सी. रॉय की जयंती (और पुण्यतिथि) है।',
  'It recalls the Swadeshi Movement launched on 7 August 1905.':
    'यह 7 अगस्त 1905 को आरंभ हुए स्वदेशी आंदोलन की स्मृति में है।',
  "It marks P. C. Mahalanobis's birth anniversary.": 'यह पी. सी. महालनोबिस की जयंती है।',
  'It marks the victory in the 1971 war.': 'यह 1971 के युद्ध में विजय की स्मृति में है।',
  'Mahatma Gandhi returned from South Africa on 9 January 1915.':
    'महात्मा गांधी 9 जनवरी 1915 को दक्षिण अफ़्रीका से लौटे।',
  "It marks Netaji Subhas Chandra Bose's birth anniversary.": 'यह नेताजी सुभाष चंद्र बोस की जयंती है।',
  "It marks Maulana Abul Kalam Azad's birth anniversary.": 'यह मौलाना अबुल कलाम आज़ाद की जयंती है।',

  // firsts (men)
  'First President of India': 'भारत के प्रथम राष्ट्रपति',
  'First Indian to travel to space': 'अंतरिक्ष की यात्रा करने वाले प्रथम भारतीय',
  'First Indian to win a Nobel Prize': 'नोबेल पुरस्कार जीतने वाले प्रथम भारतीय',
  'First Vice-President of India': 'भारत के प्रथम उपराष्ट्रपति',
  'First Indian to win an individual Olympic gold medal': 'व्यक्तिगत ओलंपिक स्वर्ण पदक जीतने वाले प्रथम भारतीय',
  'First Indian Governor-General of India': 'भारत के प्रथम भारतीय गवर्नर-जनरल',
  'First Chief Election Commissioner of India': 'भारत के प्रथम मुख्य निर्वाचन आयुक्त',
  'First Speaker of the Lok Sabha': 'लोकसभा के प्रथम अध्यक्ष',
  'First Chief of Defence Staff of India': 'भारत के प्रथम चीफ़ ऑफ़ डिफ़ेंस स्टाफ़',
  'First Field Marshal of India': 'भारत के प्रथम फ़ील्ड मार्शल',
  'First Indian Commander-in-Chief of the Indian Army': 'भारतीय सेना के प्रथम भारतीय कमांडर-इन-चीफ़',
  'First Indian chess Grandmaster': 'प्रथम भारतीय शतरंज ग्रैंडमास्टर',
  'First captain of India in Test cricket': 'टेस्ट क्रिकेट में भारत के प्रथम कप्तान',
  'First Muslim President of India': 'भारत के प्रथम मुस्लिम राष्ट्रपति',
  'First Chief Justice of India': 'भारत के प्रथम मुख्य न्यायाधीश',
  'First Indian to join the Indian Civil Service': 'भारतीय सिविल सेवा में प्रवेश पाने वाले प्रथम भारतीय',
  'First Indian to swim across the English Channel': 'इंग्लिश चैनल तैरकर पार करने वाले प्रथम भारतीय',
  'First Indian to score a Test century': 'टेस्ट शतक लगाने वाले प्रथम भारतीय',
  'First Sikh President of India': 'भारत के प्रथम सिख राष्ट्रपति',
  'Dr Rajendra Prasad': 'डॉ. राजेंद्र प्रसाद',
  'Rakesh Sharma': 'राकेश शर्मा',
  'Rabindranath Tagore': 'रवींद्रनाथ टैगोर',
  'Dr S. Radhakrishnan': 'डॉ. एस. राधाकृष्णन',
  'Abhinav Bindra': 'अभिनव बिंद्रा',
  'C. Rajagopalachari': 'सी. राजगोपालाचारी',
  'Sukumar Sen': 'सुकुमार सेन',
  'G. V. Mavalankar': 'जी. वी. मावलंकर',
  'General Bipin Rawat': 'जनरल बिपिन रावत',
  'Sam Manekshaw': 'सैम मानेकशॉ',
  'K. M. Cariappa': 'के. एम. करियप्पा',
  'Viswanathan Anand': 'विश्वनाथन आनंद',
  'C. K. Nayudu': 'सी. के. नायडू',
  'Dr Zakir Husain': 'डॉ. ज़ाकिर हुसैन',
  'H. J. Kania': 'एच. जे. कानिया',
  'Satyendranath Tagore': 'सत्येंद्रनाथ टैगोर',
  'Mihir Sen': 'मिहिर सेन',
  'Lala Amarnath': 'लाला अमरनाथ',
  'Giani Zail Singh': 'ज्ञानी ज़ैल सिंह',
  'He flew aboard the Soviet Soyuz T-11 in 1984.': 'उन्होंने 1984 में सोवियत सोयुज़ T-11 से उड़ान भरी।',
  'He won the 10 m air rifle at Beijing 2008.': 'उन्होंने बीजिंग 2008 में 10 मी एयर राइफ़ल स्पर्धा जीती।',

  // firsts (women)
  'First woman Prime Minister of India': 'भारत की प्रथम महिला प्रधानमंत्री',
  'First woman President of India': 'भारत की प्रथम महिला राष्ट्रपति',
  'First Indian-born woman to travel to space': 'अंतरिक्ष की यात्रा करने वाली प्रथम भारत में जन्मी महिला',
  'First woman IPS officer of India': 'भारत की प्रथम महिला IPS अधिकारी',
  'First Indian woman to climb Mount Everest': 'माउंट एवरेस्ट पर चढ़ने वाली प्रथम भारतीय महिला',
  'First woman Chief Minister of an Indian state': 'किसी भारतीय राज्य की प्रथम महिला मुख्यमंत्री',
  'First woman Governor of an Indian state': 'किसी भारतीय राज्य की प्रथम महिला राज्यपाल',
  'First woman judge of the Supreme Court of India': 'भारत के उच्चतम न्यायालय की प्रथम महिला न्यायाधीश',
  'First Indian woman to win an Olympic medal': 'ओलंपिक पदक जीतने वाली प्रथम भारतीय महिला',
  'First woman Speaker of the Lok Sabha': 'लोकसभा की प्रथम महिला अध्यक्ष',
  'First Indian to win an Academy Award (Oscar)': 'अकादमी पुरस्कार (ऑस्कर) जीतने वाली प्रथम भारतीय',
  'First woman IAS officer of India': 'भारत की प्रथम महिला IAS अधिकारी',
  'First Indian woman to qualify as a doctor of Western medicine':
    'पाश्चात्य चिकित्सा में डॉक्टर की उपाधि पाने वाली प्रथम भारतीय महिला',
  "First Indian woman to fly an aircraft (pilot's licence)":
    'विमान उड़ाने वाली प्रथम भारतीय महिला (पायलट लाइसेंस)',
  'First woman Chief Justice of a High Court in India': 'भारत में किसी उच्च न्यायालय की प्रथम महिला मुख्य न्यायाधीश',
  'First woman Chief Election Commissioner of India': 'भारत की प्रथम महिला मुख्य निर्वाचन आयुक्त',
  'First woman President of the UN General Assembly': 'संयुक्त राष्ट्र महासभा की प्रथम महिला अध्यक्ष',
  'First Indian woman chess Grandmaster': 'प्रथम भारतीय महिला शतरंज ग्रैंडमास्टर',
  'Indira Gandhi': 'इंदिरा गांधी',
  'Pratibha Patil': 'प्रतिभा पाटिल',
  'Kalpana Chawla': 'कल्पना चावला',
  'Kiran Bedi': 'किरण बेदी',
  'Bachendri Pal': 'बछेंद्री पाल',
  'Sucheta Kripalani': 'सुचेता कृपलानी',
  'Sarojini Naidu': 'सरोजिनी नायडू',
  'M. Fathima Beevi': 'एम. फ़ातिमा बीवी',
  'Karnam Malleswari': 'कर्णम मल्लेश्वरी',
  'Meira Kumar': 'मीरा कुमार',
  'Bhanu Athaiya': 'भानु अथैया',
  'Anna Rajam Malhotra': 'अन्ना राजम मल्होत्रा',
  'Anandibai Joshi': 'आनंदीबाई जोशी',
  'Sarla Thakral': 'सरला ठकराल',
  'Leila Seth': 'लीला सेठ',
  'V. S. Ramadevi': 'वी. एस. रमादेवी',
  'Vijaya Lakshmi Pandit': 'विजयलक्ष्मी पंडित',
  'S. Vijayalakshmi': 'एस. विजयलक्ष्मी',
  'She reached the summit in 1984.': 'वे 1984 में शिखर पर पहुँचीं।',
  'She became Chief Minister of Uttar Pradesh in 1963.': 'वे 1963 में उत्तर प्रदेश की मुख्यमंत्री बनीं।',
  'She became Governor of the United Provinces in 1947.': 'वे 1947 में संयुक्त प्रांत की राज्यपाल बनीं।',
  'She won weightlifting bronze at Sydney 2000.': 'उन्होंने सिडनी 2000 में भारोत्तोलन में कांस्य पदक जीता।',
  "She won for costume design for 'Gandhi' (1983).":
    "उन्हें 'गांधी' फ़िल्म की वेशभूषा डिज़ाइन के लिए (1983) पुरस्कार मिला।",

  // economy terms
  'Fiscal deficit': 'राजकोषीय घाटा',
  'Revenue deficit': 'राजस्व घाटा',
  'Primary deficit': 'प्राथमिक घाटा',
  'Effective revenue deficit': 'प्रभावी राजस्व घाटा',
  Inflation: 'मुद्रास्फीति',
  Deflation: 'अपस्फीति',
  Stagflation: 'मुद्रास्फीतिजनित मंदी (स्टैगफ़्लेशन)',
  'Gross Domestic Product (GDP)': 'सकल घरेलू उत्पाद (GDP)',
  'Gross National Product (GNP)': 'सकल राष्ट्रीय उत्पाद (GNP)',
  'Net National Product (NNP)': 'निवल राष्ट्रीय उत्पाद (NNP)',
  'National income': 'राष्ट्रीय आय',
  'Per capita income': 'प्रति व्यक्ति आय',
  Depreciation: 'मूल्यह्रास',
  Disinvestment: 'विनिवेश',
  'Lender of last resort': 'अंतिम ऋणदाता',
  "The government's total expenditure minus its total receipts other than borrowings":
    'सरकार का कुल व्यय घटा उधार को छोड़कर उसकी कुल प्राप्तियाँ',
  'Revenue expenditure minus revenue receipts': 'राजस्व व्यय घटा राजस्व प्राप्तियाँ',
  'Fiscal deficit minus interest payments': 'राजकोषीय घाटा घटा ब्याज भुगतान',
  'Revenue deficit minus grants for the creation of capital assets':
    'राजस्व घाटा घटा पूँजीगत परिसंपत्तियों के सृजन हेतु अनुदान',
  'A sustained rise in the general level of prices': 'कीमतों के सामान्य स्तर में निरंतर वृद्धि',
  'A sustained fall in the general level of prices': 'कीमतों के सामान्य स्तर में निरंतर गिरावट',
  'High inflation together with stagnant output and high unemployment':
    'स्थिर उत्पादन और ऊँची बेरोज़गारी के साथ ऊँची मुद्रास्फीति',
  'The market value of all final goods and services produced within a country in a year':
    'किसी देश के भीतर एक वर्ष में उत्पादित सभी अंतिम वस्तुओं और सेवाओं का बाज़ार मूल्य',
  'GDP plus net factor income from abroad': 'GDP जमा विदेशों से प्राप्त निवल साधन आय',
  'GNP minus depreciation': 'GNP घटा मूल्यह्रास',
  'Net national product at factor cost': 'साधन लागत पर निवल राष्ट्रीय उत्पाद',
  'National income divided by the population': 'राष्ट्रीय आय को जनसंख्या से भाग देने पर प्राप्त राशि',
  'The fall in the value of fixed capital through normal wear and tear':
    'सामान्य टूट-फूट से स्थायी पूँजी के मूल्य में कमी',
  "The sale of the government's shares in public sector enterprises":
    'सार्वजनिक क्षेत्र के उद्यमों में सरकार के शेयरों की बिक्री',
  'The central bank lending to banks in difficulty when no other source of funds is left':
    'कोई अन्य स्रोत न बचने पर संकटग्रस्त बैंकों को केंद्रीय बैंक द्वारा ऋण देना',
  'It is the amount the government has to borrow in the year.':
    'यह वह राशि है जो सरकार को वर्ष में उधार लेनी पड़ती है।',
  'It shows the borrowing needed for spending other than interest on past debt.':
    'यह पिछले ऋण पर ब्याज के अतिरिक्त व्यय के लिए आवश्यक उधार दिखाता है।',
  'In India the Reserve Bank of India is the lender of last resort.': 'भारत में भारतीय रिज़र्व बैंक अंतिम ऋणदाता है।',

  // RBI instruments
  'Repo rate': 'रेपो दर',
  'Reverse repo rate': 'रिवर्स रेपो दर',
  'Cash Reserve Ratio (CRR)': 'नकद आरक्षित अनुपात (CRR)',
  'Statutory Liquidity Ratio (SLR)': 'सांविधिक तरलता अनुपात (SLR)',
  'Marginal Standing Facility (MSF)': 'सीमांत स्थायी सुविधा (MSF)',
  'Open market operations': 'खुले बाज़ार की क्रियाएँ',
  'Bank rate': 'बैंक दर',
  'The rate at which the RBI lends short-term funds to banks against government securities':
    'वह दर जिस पर RBI सरकारी प्रतिभूतियों के बदले बैंकों को अल्पकालिक ऋण देता है',
  'The rate at which the RBI borrows funds from banks against government securities':
    'वह दर जिस पर RBI सरकारी प्रतिभूतियों के बदले बैंकों से धन उधार लेता है',
  "The share of a bank's net demand and time liabilities that it must keep as cash with the RBI":
    'बैंक की निवल माँग और सावधि देयताओं का वह अंश जो उसे RBI के पास नकद रखना होता है',
  "The share of a bank's net demand and time liabilities that it must hold itself in cash, gold or approved securities":
    'बैंक की निवल माँग और सावधि देयताओं का वह अंश जो उसे स्वयं नकद, सोने या अनुमोदित प्रतिभूतियों में रखना होता है',
  'An overnight window through which banks borrow from the RBI by dipping into their SLR securities':
    'रातभर की वह सुविधा जिससे बैंक अपनी SLR प्रतिभूतियों के सहारे RBI से उधार लेते हैं',
  "The RBI's buying and selling of government securities in the market":
    'बाज़ार में RBI द्वारा सरकारी प्रतिभूतियों की ख़रीद और बिक्री',
  'The rate at which the RBI buys or rediscounts bills of exchange and other commercial papers':
    'वह दर जिस पर RBI विनिमय बिलों और अन्य वाणिज्यिक पत्रों को ख़रीदता या पुनर्भुनाता है',
  'A higher repo rate makes borrowing dearer and is used to curb inflation.':
    'ऊँची रेपो दर उधार को महँगा करती है और मुद्रास्फीति रोकने में प्रयुक्त होती है।',
  'Buying securities adds money to the system; selling them takes money out.':
    'प्रतिभूतियाँ ख़रीदने से प्रणाली में मुद्रा बढ़ती है; बेचने से घटती है।',

  // social indicators
  'Infant mortality rate (IMR)': 'शिशु मृत्यु दर (IMR)',
  'Maternal mortality ratio (MMR)': 'मातृ मृत्यु अनुपात (MMR)',
  'Under-five mortality rate': 'पाँच वर्ष से कम आयु की मृत्यु दर',
  'Sex ratio (as India counts it)': 'लिंगानुपात (भारत की गणना के अनुसार)',
  'Child sex ratio': 'शिशु लिंगानुपात',
  'Crude birth rate': 'अशोधित जन्म दर',
  'Crude death rate': 'अशोधित मृत्यु दर',
  'Total fertility rate (TFR)': 'कुल प्रजनन दर (TFR)',
  'Dependency ratio': 'निर्भरता अनुपात',
  'Literacy rate (Census of India)': 'साक्षरता दर (भारत की जनगणना)',
  'Deaths of infants under one year of age per 1,000 live births':
    'एक वर्ष से कम आयु के शिशुओं की मृत्यु, प्रति 1,000 जीवित जन्म',
  'Deaths of mothers from pregnancy causes per 1,00,000 live births':
    'गर्भावस्था संबंधी कारणों से माताओं की मृत्यु, प्रति 1,00,000 जीवित जन्म',
  'Deaths of children under five years of age per 1,000 live births':
    'पाँच वर्ष से कम आयु के बच्चों की मृत्यु, प्रति 1,000 जीवित जन्म',
  'Number of females per 1,000 males': 'प्रति 1,000 पुरुषों पर महिलाओं की संख्या',
  'Number of girls per 1,000 boys in the 0–6 age group': 'प्रति 1,000 लड़कों पर लड़कियों की संख्या, 0–6 आयु वर्ग में',
  'Number of live births per 1,000 people in a year': 'एक वर्ष में जीवित जन्मों की संख्या, प्रति 1,000 व्यक्ति',
  'Number of deaths per 1,000 people in a year': 'एक वर्ष में मृत्युओं की संख्या, प्रति 1,000 व्यक्ति',
  'Average number of children a woman would bear over her lifetime at current birth rates':
    'वर्तमान जन्म दरों पर एक महिला द्वारा जीवनकाल में जन्म दिए जाने वाले बच्चों की औसत संख्या',
  'Number of people aged under 15 or over 64 per 100 people aged 15–64':
    '15 से कम या 64 से अधिक आयु के लोगों की संख्या, प्रति 100 लोग (आयु 15–64)',
  'Share of literate people among those aged seven years and above':
    'सात वर्ष और उससे अधिक आयु के लोगों में साक्षरों का अनुपात',
  'A TFR of about 2.1 is the replacement level.': 'लगभग 2.1 की TFR प्रतिस्थापन स्तर है।',

  // committees
  'Tendulkar Committee': 'तेंदुलकर समिति',
  'Rangarajan Committee (2014)': 'रंगराजन समिति (2014)',
  'Narasimham Committee': 'नरसिंहम समिति',
  'Malhotra Committee': 'मल्होत्रा समिति',
  'Raja Chelliah Committee': 'राजा चेलैया समिति',
  'Urjit Patel Committee': 'उर्जित पटेल समिति',
  'Estimation of poverty': 'गरीबी का आकलन',
  'Banking sector reforms': 'बैंकिंग क्षेत्र के सुधार',
  'Insurance sector reforms': 'बीमा क्षेत्र के सुधार',
  'Tax reforms': 'कर सुधार',
  'The monetary policy framework (inflation targeting)': 'मौद्रिक नीति की रूपरेखा (मुद्रास्फीति लक्ष्यीकरण)',
  'It reported in 2009.': 'इसने 2009 में रिपोर्ट दी।',
  'It reported in 1991 and again in 1998.': 'इसने 1991 में और फिर 1998 में रिपोर्ट दी।',
  'It reported in 1994.': 'इसने 1994 में रिपोर्ट दी।',
  'It reported in 1991–93.': 'इसने 1991–93 में रिपोर्ट दी।',
  'It reported in 2014.': 'इसने 2014 में रिपोर्ट दी।',
};

export const DAY_HI: FactTableHindi = {
  columns: ['दिवस', 'तिथि'],
  forward: (k) => `${k} किस तिथि को मनाया जाता है?`,
  backward: (v) => `इनमें से कौन-सा दिवस ${v} को मनाया जाता है?`,
  fact: (k, v) => `${k} ${v} को मनाया जाता है।`,
  words: WORDS,
};

export const FIRST_MEN_HI: FactTableHindi = {
  columns: ['प्रथम', 'व्यक्ति'],
  forward: (k) => `${k} कौन थे?`,
  backward: (v) => `${v} इनमें से किस "प्रथम" के लिए याद किए जाते हैं?`,
  fact: (k, v) => `${v}: ${k}।`,
  words: WORDS,
};

export const FIRST_WOMEN_HI: FactTableHindi = {
  columns: ['प्रथम', 'व्यक्ति'],
  forward: (k) => `${k} कौन थीं?`,
  backward: (v) => `${v} इनमें से किस "प्रथम" के लिए याद की जाती हैं?`,
  fact: (k, v) => `${v}: ${k}।`,
  words: WORDS,
};

export const ECONOMY_TERM_HI: FactTableHindi = {
  columns: ['शब्द', 'अर्थ'],
  forward: (k) => `अर्थशास्त्र में "${k}" का क्या अर्थ है?`,
  backward: (v) => `अर्थशास्त्र का कौन-सा शब्द इसका अर्थ देता है: ${v}?`,
  fact: (k, v) => `"${k}" का अर्थ है: ${v}।`,
  words: WORDS,
};

export const RBI_INSTRUMENT_HI: FactTableHindi = {
  columns: ['उपकरण', 'यह क्या है'],
  forward: (k) => `RBI की मौद्रिक नीति में ${k} क्या है?`,
  backward: (v) => `RBI की मौद्रिक नीति का कौन-सा उपकरण यह है: ${v}?`,
  fact: (k, v) => `${k}: ${v}।`,
  words: WORDS,
};

export const SOCIAL_INDICATOR_HI: FactTableHindi = {
  columns: ['सूचक', 'यह क्या मापता है'],
  forward: (k) => `${k} से क्या मापा जाता है?`,
  backward: (v) => `किस सूचक से यह मापा जाता है: ${v}?`,
  fact: (k, v) => `${k} से यह मापा जाता है: ${v}।`,
  words: WORDS,
};

export const COMMITTEE_HI: FactTableHindi = {
  columns: ['समिति', 'विषय'],
  forward: (k) => `${k} किस विषय से संबंधित है?`,
  backward: (v) => `कौन-सी समिति ${v} से संबंधित है?`,
  fact: (k, v) => `${k} का विषय था: ${v}।`,
  words: WORDS,
};
