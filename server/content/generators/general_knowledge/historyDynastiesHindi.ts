/**
 * historyDynasties.ts in Hindi (issue 15; see factsHindi.ts): dynasties, rulers, battles and monuments
 * as Hindi-medium papers print them (मौर्य साम्राज्य, दिल्ली सल्तनत, अलाउद्दीन खिलजी, पानीपत का पहला
 * युद्ध), a king's regnal number as प्रथम/द्वितीय, and the rows' notes.
 */
import type { FactTableHindi } from './factsHindi';

const WORDS: Readonly<Record<string, string>> = {
  // dynasties and their capitals
  'Maurya Empire': 'मौर्य साम्राज्य',
  'Vijayanagara Empire': 'विजयनगर साम्राज्य',
  'Sikh Empire of Maharaja Ranjit Singh': 'महाराजा रणजीत सिंह का सिख साम्राज्य',
  Pandyas: 'पांड्य वंश',
  Pallavas: 'पल्लव वंश',
  'Chalukyas of Badami': 'बादामी का चालुक्य वंश',
  Kakatiyas: 'काकतीय वंश',
  Kushanas: 'कुषाण वंश',
  'Qutb Shahi dynasty': 'कुतुबशाही वंश',
  'Adil Shahi dynasty': 'आदिलशाही वंश',
  'Nizam Shahi dynasty': 'निज़ामशाही वंश',
  Peshwas: 'पेशवा',
  'Imperial Cholas': 'शाही चोल वंश',
  Licchavis: 'लिच्छवि गण',
  Rashtrakutas: 'राष्ट्रकूट वंश',
  Hoysalas: 'होयसल वंश',
  'Yadavas of Devagiri': 'देवगिरि का यादव वंश',
  'Bahmani Sultanate': 'बहमनी सल्तनत',
  'Barid Shahi dynasty': 'बरीदशाही वंश',
  Satavahanas: 'सातवाहन वंश',
  'Western Gangas': 'पश्चिमी गंग वंश',
  Kadambas: 'कदंब वंश',
  'Eastern Chalukyas': 'पूर्वी चालुक्य वंश',
  'Chalukyas of Kalyani': 'कल्याणी का चालुक्य वंश',
  'Pushyabhuti (Vardhana) dynasty': 'पुष्यभूति (वर्धन) वंश',
  Pataliputra: 'पाटलिपुत्र',
  Hampi: 'हम्पी',
  Lahore: 'लाहौर',
  Madurai: 'मदुरै',
  Kanchipuram: 'कांचीपुरम',
  'Vatapi (Badami)': 'वातापी (बादामी)',
  Warangal: 'वारंगल',
  'Purushapura (Peshawar)': 'पुरुषपुर (पेशावर)',
  Mathura: 'मथुरा',
  Golconda: 'गोलकुंडा',
  Bijapur: 'बीजापुर',
  Ahmednagar: 'अहमदनगर',
  Pune: 'पुणे',
  Thanjavur: 'तंजावुर',
  Vaishali: 'वैशाली',
  'Gangaikonda Cholapuram': 'गंगैकोंड चोलपुरम',
  Manyakheta: 'मान्यखेट',
  'Dwarasamudra (Halebidu)': 'द्वारसमुद्र (हलेबिडु)',
  Devagiri: 'देवगिरि',
  Gulbarga: 'गुलबर्गा',
  Bidar: 'बीदर',
  'Pratishthana (Paithan)': 'प्रतिष्ठान (पैठण)',
  'Dhanyakataka (Amaravati)': 'धान्यकटक (अमरावती)',
  Talakad: 'तलकाड',
  Banavasi: 'बनवासी',
  Vengi: 'वेंगी',
  Kalyani: 'कल्याणी',
  Thanesar: 'थानेसर',
  Kannauj: 'कन्नौज',
  'Pataliputra is present-day Patna in Bihar.': 'पाटलिपुत्र बिहार का वर्तमान पटना है।',
  'Its ruins at Hampi, on the Tungabhadra in Karnataka, are a UNESCO World Heritage Site.':
    'कर्नाटक में तुंगभद्रा के तट पर हम्पी में इसके खंडहर UNESCO विश्व धरोहर स्थल हैं।',
  'Ranjit Singh captured Lahore in 1799 and made it his capital.':
    'रणजीत सिंह ने 1799 में लाहौर जीतकर उसे अपनी राजधानी बनाया।',
  'Madurai was also the seat of the Sangam assemblies of poets.': 'मदुरै कवियों की संगम सभाओं का केंद्र भी था।',
  'The Pallavas built the Kailasanatha temple at Kanchipuram and the shore temple at Mamallapuram.':
    'पल्लवों ने कांचीपुरम का कैलाशनाथ मंदिर और मामल्लपुरम का तट मंदिर बनवाया।',
  'Pulakeshin II, who defeated Harshavardhana, ruled from Vatapi.':
    'हर्षवर्धन को हराने वाले पुलकेशिन द्वितीय ने वातापी से शासन किया।',
  'Rudramadevi was the best-known Kakatiya ruler.': 'रुद्रमादेवी सबसे प्रसिद्ध काकतीय शासक थीं।',
  'Kanishka ruled from Purushapura; Mathura was an important second centre.':
    'कनिष्क ने पुरुषपुर से शासन किया; मथुरा दूसरा महत्त्वपूर्ण केंद्र था।',
  'The Qutb Shahis later founded Hyderabad nearby (1591).': 'कुतुबशाहियों ने बाद में पास ही हैदराबाद बसाया (1591)।',
  'The Gol Gumbaz at Bijapur is the tomb of Muhammad Adil Shah.':
    'बीजापुर का गोल गुंबद मुहम्मद आदिलशाह का मकबरा है।',
  'Chand Bibi defended Ahmednagar against the Mughals.': 'चाँद बीबी ने मुगलों से अहमदनगर की रक्षा की।',
  'Shaniwar Wada in Pune was the seat of the Peshwas.': 'पुणे का शनिवार वाड़ा पेशवाओं का निवास था।',
  'Rajaraja I built the Brihadeeswara temple at Thanjavur; Rajendra I later built Gangaikonda Cholapuram.':
    'राजराज प्रथम ने तंजावुर का बृहदेश्वर मंदिर बनवाया; बाद में राजेंद्र प्रथम ने गंगैकोंड चोलपुरम बसाया।',
  'Vaishali was the centre of the Vajji confederacy and the birthplace of Mahavira lies close to it.':
    'वैशाली वज्जि संघ का केंद्र थी और महावीर का जन्मस्थान इसके निकट है।',
  'Rajendra I built it after his northern campaign reached the Ganga.':
    'राजेंद्र प्रथम ने अपने उत्तरी अभियान के गंगा तक पहुँचने के बाद इसे बसाया।',
  'Amoghavarsha I made Manyakheta (Malkhed, Karnataka) the capital.':
    'अमोघवर्ष प्रथम ने मान्यखेट (मालखेड, कर्नाटक) को राजधानी बनाया।',
  'The Hoysaleswara temple stands at Halebidu.': 'होयसलेश्वर मंदिर हलेबिडु में है।',
  'Devagiri was later renamed Daulatabad by Muhammad bin Tughlaq.':
    'बाद में मुहम्मद बिन तुगलक ने देवगिरि का नाम दौलताबाद रखा।',
  'The capital was later moved from Gulbarga to Bidar (under Ahmad Shah I).':
    'बाद में (अहमद शाह प्रथम के समय) राजधानी गुलबर्गा से बीदर ले जाई गई।',
  'Pratishthana is on the Godavari in Maharashtra; Dhanyakataka (Amaravati) was a later centre.':
    'प्रतिष्ठान महाराष्ट्र में गोदावरी के तट पर है; धान्यकटक (अमरावती) बाद का केंद्र था।',
  'Talakad is on the Kaveri in Karnataka.': 'तलकाड कर्नाटक में कावेरी के तट पर है।',
  'Mayurasharma founded the Kadamba dynasty at Banavasi.': 'मयूरशर्मा ने बनवासी में कदंब वंश की स्थापना की।',
  'Vengi lay between the Krishna and the Godavari.': 'वेंगी कृष्णा और गोदावरी के बीच स्थित था।',
  'Kalyani is present-day Basavakalyan in Karnataka.': 'कल्याणी कर्नाटक का वर्तमान बसवकल्याण है।',
  'Harshavardhana later moved his capital from Thanesar to Kannauj.':
    'हर्षवर्धन ने बाद में अपनी राजधानी थानेसर से कन्नौज स्थानांतरित की।',

  // dynasties and their founders
  'Mughal dynasty': 'मुगल वंश',
  'Sur dynasty': 'सूर वंश',
  'Lodi dynasty': 'लोदी वंश',
  'Khalji dynasty': 'खिलजी वंश',
  'Tughlaq dynasty': 'तुगलक वंश',
  'Sayyid dynasty': 'सैयद वंश',
  'Satavahana dynasty': 'सातवाहन वंश',
  'Shunga dynasty': 'शुंग वंश',
  'Pala dynasty': 'पाल वंश',
  'Nanda dynasty': 'नंद वंश',
  'Kanva dynasty': 'कण्व वंश',
  'Rashtrakuta dynasty': 'राष्ट्रकूट वंश',
  'imperial Chola dynasty': 'शाही चोल वंश',
  'Kushan dynasty': 'कुषाण वंश',
  'Ahom kingdom': 'अहोम राज्य',
  'Asaf Jahi dynasty of Hyderabad': 'हैदराबाद का आसफ़जाही वंश',
  'independent Nawabs of Awadh': 'अवध की स्वतंत्र नवाबी',
  'Nawabs of Bengal (Murshidabad)': 'बंगाल (मुर्शिदाबाद) की नवाबी',
  'Haryanka dynasty': 'हर्यंक वंश',
  Babur: 'बाबर',
  Humayun: 'हुमायूँ',
  Akbar: 'अकबर',
  'Sher Shah Suri': 'शेरशाह सूरी',
  'Islam Shah Suri': 'इस्लामशाह सूरी',
  'Bahlul Lodi': 'बहलोल लोदी',
  'Ibrahim Lodi': 'इब्राहिम लोदी',
  'Sikandar Lodi': 'सिकंदर लोदी',
  'Jalal-ud-din Khalji': 'जलालुद्दीन खिलजी',
  'Alauddin Khalji': 'अलाउद्दीन खिलजी',
  'Ghiyas-ud-din Tughlaq': 'गयासुद्दीन तुगलक',
  'Muhammad bin Tughlaq': 'मुहम्मद बिन तुगलक',
  'Firoz Shah Tughlaq': 'फ़िरोज़शाह तुगलक',
  'Khizr Khan': 'ख़िज़्र ख़ाँ',
  'Mubarak Shah': 'मुबारक शाह',
  Simuka: 'सिमुक',
  'Gautamiputra Satakarni': 'गौतमीपुत्र शातकर्णी',
  'Pushyamitra Shunga': 'पुष्यमित्र शुंग',
  Agnimitra: 'अग्निमित्र',
  Gopala: 'गोपाल',
  Dharmapala: 'धर्मपाल',
  Devapala: 'देवपाल',
  'Mahapadma Nanda': 'महापद्म नंद',
  'Dhana Nanda': 'धनानंद',
  'Vasudeva Kanva': 'वासुदेव कण्व',
  Dantidurga: 'दंतिदुर्ग',
  'Amoghavarsha I': 'अमोघवर्ष प्रथम',
  'Krishna I': 'कृष्ण प्रथम',
  Vijayalaya: 'विजयालय',
  'Rajaraja I': 'राजराज प्रथम',
  'Rajendra I': 'राजेंद्र प्रथम',
  'Kujula Kadphises': 'कुजुल कडफ़िसेस',
  Kanishka: 'कनिष्क',
  'Vima Kadphises': 'विम कडफ़िसेस',
  'Alauddin Hasan Bahman Shah': 'अलाउद्दीन हसन बहमन शाह',
  'Firoz Shah Bahmani': 'फ़िरोज़शाह बहमनी',
  Sukaphaa: 'सुकाफ़ा',
  'Nizam-ul-Mulk Asaf Jah I': 'निज़ाम-उल-मुल्क आसफ़जाह प्रथम',
  'Mir Osman Ali Khan': 'मीर उस्मान अली ख़ाँ',
  'Saadat Khan Burhan-ul-Mulk': 'सआदत ख़ाँ बुरहान-उल-मुल्क',
  'Shuja-ud-Daula': 'शुजाउद्दौला',
  'Murshid Quli Khan': 'मुर्शिद कुली ख़ाँ',
  'Alivardi Khan': 'अलीवर्दी ख़ाँ',
  'Siraj-ud-Daulah': 'सिराजुद्दौला',
  Bimbisara: 'बिंबिसार',
  Ajatashatru: 'अजातशत्रु',
  'Babur defeated Ibrahim Lodi at the First Battle of Panipat in 1526.':
    'बाबर ने 1526 में पानीपत के पहले युद्ध में इब्राहिम लोदी को हराया।',
  'Sher Shah defeated Humayun at Chausa (1539) and Kannauj (1540).':
    'शेरशाह ने हुमायूँ को चौसा (1539) और कन्नौज (1540) में हराया।',
  'It was the last dynasty of the Delhi Sultanate; Ibrahim Lodi lost to Babur in 1526.':
    'यह दिल्ली सल्तनत का अंतिम वंश था; इब्राहिम लोदी 1526 में बाबर से हारा।',
  'His nephew Alauddin Khalji had him killed and took the throne in 1296.':
    'उसके भतीजे अलाउद्दीन खिलजी ने उसकी हत्या करवाकर 1296 में गद्दी ली।',
  'He was followed by his son Muhammad bin Tughlaq.': 'उसके बाद उसका पुत्र मुहम्मद बिन तुगलक गद्दी पर बैठा।',
  'Khizr Khan took Delhi in 1414; the Sayyids were followed by the Lodis.':
    'ख़िज़्र ख़ाँ ने 1414 में दिल्ली पर अधिकार किया; सैयदों के बाद लोदी आए।',
  'The Satavahanas ruled the Deccan after the Mauryas.': 'मौर्यों के बाद सातवाहनों ने दक्कन पर शासन किया।',
  'He killed Brihadratha, the last Maurya ruler, around 185 BCE.':
    'उसने लगभग 185 ई.पू. में अंतिम मौर्य शासक बृहद्रथ की हत्या की।',
  'Gopala was chosen king in Bengal around 750 CE; Dharmapala founded Vikramashila.':
    'गोपाल लगभग 750 ई. में बंगाल का राजा चुना गया; धर्मपाल ने विक्रमशिला की स्थापना की।',
  'The Nandas were overthrown by Chandragupta Maurya.': 'चंद्रगुप्त मौर्य ने नंदों को सत्ता से हटाया।',
  'He overthrew the last Shunga king.': 'उसने अंतिम शुंग राजा को सत्ता से हटाया।',
  'Dantidurga overthrew the Chalukyas of Badami in the 8th century.':
    'दंतिदुर्ग ने 8वीं शताब्दी में बादामी के चालुक्यों को सत्ता से हटाया।',
  'Vijayalaya captured Thanjavur in the 9th century.': 'विजयालय ने 9वीं शताब्दी में तंजावुर पर अधिकार किया।',
  'Kanishka was the greatest of the Kushan rulers.': 'कनिष्क कुषाण शासकों में सबसे महान था।',
  'He founded it in 1347 with Gulbarga as capital.': 'उसने 1347 में गुलबर्गा को राजधानी बनाकर इसकी स्थापना की।',
  'Sukaphaa came into Assam in 1228; the Ahoms ruled for about six centuries.':
    'सुकाफ़ा 1228 में असम आया; अहोमों ने लगभग छह शताब्दियों तक शासन किया।',
  'He was a Mughal governor of the Deccan who became independent in 1724.':
    'वह दक्कन का मुगल सूबेदार था जो 1724 में स्वतंत्र हो गया।',
  'He was appointed governor of Awadh by the Mughals in 1722.': 'मुगलों ने उसे 1722 में अवध का सूबेदार नियुक्त किया।',
  'He moved the capital of Bengal from Dhaka to Murshidabad.':
    'उसने बंगाल की राजधानी ढाका से मुर्शिदाबाद स्थानांतरित की।',
  'Bimbisara, a contemporary of the Buddha, ruled Magadha from Rajagriha.':
    'बुद्ध के समकालीन बिंबिसार ने राजगृह से मगध पर शासन किया।',

  // battles
  'First Battle of Panipat': 'पानीपत का पहला युद्ध',
  'Second Battle of Panipat': 'पानीपत का दूसरा युद्ध',
  'Third Battle of Panipat': 'पानीपत का तीसरा युद्ध',
  'Battle of Plassey': 'प्लासी का युद्ध',
  'Battle of Buxar': 'बक्सर का युद्ध',
  'Battle of Haldighati': 'हल्दीघाटी का युद्ध',
  'Battle of Khanwa': 'खानवा का युद्ध',
  'Battle of Talikota': 'तालीकोटा का युद्ध',
  'First Battle of Tarain': 'तराइन का पहला युद्ध',
  'Second Battle of Tarain': 'तराइन का दूसरा युद्ध',
  'Battle of Karnal': 'करनाल का युद्ध',
  'Battle of Wandiwash': 'वांडीवाश का युद्ध',
  'Battle of Chausa': 'चौसा का युद्ध',
  'Battle of Kannauj (Bilgram)': 'कन्नौज (बिलग्राम) का युद्ध',
  'Battle of Chanderi': 'चंदेरी का युद्ध',
  'Battle of Ghaghra': 'घाघरा का युद्ध',
  'Battle of Samugarh': 'सामूगढ़ का युद्ध',
  'Battle of Colachel': 'कोलाचेल का युद्ध',
  'Battle of Assaye': 'असाये का युद्ध',
  'Battle of Koregaon': 'कोरेगाँव का युद्ध',
  'Battle of Sobraon': 'सोबराँव का युद्ध',
  'Battle of Chillianwala': 'चिलियाँवाला का युद्ध',
  'Battle of Pollilur': 'पोल्लिलूर का युद्ध',
  'Babur defeated Ibrahim Lodi and founded Mughal rule.': 'बाबर ने इब्राहिम लोदी को हराकर मुगल शासन की नींव रखी।',
  "Akbar's forces under Bairam Khan defeated Hemu.": 'बैरम ख़ाँ के नेतृत्व में अकबर की सेना ने हेमू को हराया।',
  'Ahmad Shah Abdali defeated the Marathas.': 'अहमदशाह अब्दाली ने मराठों को हराया।',
  'Robert Clive defeated Siraj-ud-Daulah.': 'रॉबर्ट क्लाइव ने सिराजुद्दौला को हराया।',
  'The Company defeated the combined forces of Mir Qasim, Shuja-ud-Daula and Shah Alam II.':
    'कंपनी ने मीर कासिम, शुजाउद्दौला और शाह आलम द्वितीय की संयुक्त सेना को हराया।',
  "Maharana Pratap fought Akbar's army led by Man Singh.":
    'महाराणा प्रताप ने मानसिंह के नेतृत्व वाली अकबर की सेना से युद्ध किया।',
  'Babur defeated Rana Sanga of Mewar.': 'बाबर ने मेवाड़ के राणा सांगा को हराया।',
  'The Deccan sultanates defeated Vijayanagara; Hampi was sacked.':
    'दक्कन की सल्तनतों ने विजयनगर को हराया; हम्पी को लूटा गया।',
  'Prithviraj Chauhan defeated Muhammad Ghori.': 'पृथ्वीराज चौहान ने मुहम्मद गोरी को हराया।',
  'Muhammad Ghori defeated Prithviraj Chauhan.': 'मुहम्मद गोरी ने पृथ्वीराज चौहान को हराया।',
  'Nadir Shah of Persia defeated the Mughal emperor Muhammad Shah and sacked Delhi.':
    'फ़ारस के नादिरशाह ने मुगल बादशाह मुहम्मद शाह को हराकर दिल्ली को लूटा।',
  'The British under Eyre Coote defeated the French, ending French hopes in India.':
    'आयर कूट के नेतृत्व में अंग्रेज़ों ने फ़्रांसीसियों को हराया, जिससे भारत में फ़्रांसीसी आशाएँ समाप्त हो गईं।',
  'Sher Shah defeated Humayun.': 'शेरशाह ने हुमायूँ को हराया।',
  'Sher Shah defeated Humayun again, who fled into exile.':
    'शेरशाह ने हुमायूँ को फिर हराया, और हुमायूँ निर्वासन में चला गया।',
  'Babur defeated Medini Rai.': 'बाबर ने मेदिनी राय को हराया।',
  'Babur defeated the Afghan chiefs of Bihar and Bengal.': 'बाबर ने बिहार और बंगाल के अफ़गान सरदारों को हराया।',
  'Aurangzeb defeated Dara Shikoh in the war of succession.':
    'उत्तराधिकार के युद्ध में औरंगज़ेब ने दारा शिकोह को हराया।',
  'Marthanda Varma of Travancore defeated the Dutch East India Company.':
    'त्रावणकोर के मार्तंड वर्मा ने डच ईस्ट इंडिया कंपनी को हराया।',
  'Arthur Wellesley defeated the Marathas (Scindia and Bhonsle).':
    'आर्थर वेलेज़ली ने मराठों (सिंधिया और भोंसले) को हराया।',
  'Fought on 1 January 1818 in the Third Anglo-Maratha War.':
    'यह तीसरे आंग्ल-मराठा युद्ध में 1 जनवरी 1818 को लड़ा गया।',
  'It ended the First Anglo-Sikh War.': 'इससे पहला आंग्ल-सिख युद्ध समाप्त हुआ।',
  'It was fought in the Second Anglo-Sikh War.': 'यह दूसरे आंग्ल-सिख युद्ध में लड़ा गया।',
  'Hyder Ali and Tipu defeated a Company force in the Second Anglo-Mysore War.':
    'दूसरे आंग्ल-मैसूर युद्ध में हैदर अली और टीपू ने कंपनी की एक सेना को हराया।',

  // monuments and their builders
  'The Buland Darwaza at Fatehpur Sikri': 'फ़तेहपुर सीकरी का बुलंद दरवाज़ा',
  'The Red Fort in Delhi': 'दिल्ली का लाल क़िला',
  'The Charminar in Hyderabad': 'हैदराबाद की चारमीनार',
  'The Brihadeeswara temple at Thanjavur': 'तंजावुर का बृहदेश्वर मंदिर',
  'The Jama Masjid in Delhi': 'दिल्ली की जामा मस्जिद',
  'The Alai Darwaza at the Qutb complex': 'कुतुब परिसर का अलाई दरवाज़ा',
  'The Gol Gumbaz at Bijapur': 'बीजापुर का गोल गुंबद',
  'The Sun Temple at Konark': 'कोणार्क का सूर्य मंदिर',
  'The Kailasa temple at Ellora': 'एलोरा का कैलास मंदिर',
  'The Bibi Ka Maqbara at Aurangabad': 'औरंगाबाद का बीबी का मकबरा',
  "The tomb of I'timad-ud-Daulah at Agra": 'आगरा में एतमादुद्दौला का मकबरा',
  'The Shore Temple at Mamallapuram': 'मामल्लपुरम का तट मंदिर',
  'The Moti Masjid in the Red Fort, Delhi': 'दिल्ली के लाल क़िले की मोती मस्जिद',
  'The Hawa Mahal in Jaipur': 'जयपुर का हवा महल',
  'Shah Jahan': 'शाहजहाँ',
  'Muhammad Quli Qutb Shah': 'मुहम्मद कुली कुतुबशाह',
  'Rajaraja Chola I': 'राजराज चोल प्रथम',
  'Muhammad Adil Shah': 'मुहम्मद आदिलशाह',
  'Narasimhadeva I': 'नरसिंहदेव प्रथम',
  'Azam Shah': 'आज़म शाह',
  'Nur Jahan': 'नूरजहाँ',
  'Narasimhavarman II (Rajasimha)': 'नरसिंहवर्मन द्वितीय (राजसिंह)',
  Aurangzeb: 'औरंगज़ेब',
  'Maharaja Sawai Pratap Singh': 'महाराजा सवाई प्रताप सिंह',
  'It commemorates his conquest of Gujarat (1573).': 'यह उसकी गुजरात विजय (1573) की स्मृति में है।',
  'The Eastern Ganga king built it in the 13th century.': 'पूर्वी गंग राजा ने इसे 13वीं शताब्दी में बनवाया।',
  'The Rashtrakuta king had it cut out of a single rock.': 'राष्ट्रकूट राजा ने इसे एक ही चट्टान को काटकर बनवाया।',
  "Aurangzeb's son built it for his mother, Dilras Banu Begum.":
    'औरंगज़ेब के पुत्र ने इसे अपनी माँ दिलरास बानो बेगम के लिए बनवाया।',
  'It was the first Mughal building faced entirely with white marble.':
    'यह पूरी तरह सफ़ेद संगमरमर से मढ़ी पहली मुगल इमारत थी।',

  // rulers and what they are known for
  'introduced token currency of copper and brass': 'ताँबे और पीतल की सांकेतिक मुद्रा चलाना',
  'introduced the mansabdari system': 'मनसबदारी प्रथा आरंभ करना',
  "issued the silver coin called the 'rupiya'": "'रुपया' नामक चाँदी का सिक्का जारी करना",
  'introduced the iqta system and the silver tanka': 'इक्ता प्रथा और चाँदी का टंका आरंभ करना',
  "introduced the Persian court customs of 'sijda' and 'paibos'":
    "'सिजदा' और 'पैबोस' की फ़ारसी दरबारी प्रथाएँ आरंभ करना",
  "is called the 'Napoleon of India' by the historian V. A. Smith":
    "इतिहासकार वी. ए. स्मिथ द्वारा 'भारत का नेपोलियन' कहा जाना",
  'founded the Saka era of 78 CE': '78 ई. के शक संवत् का आरंभ करना',
  'founded the city of Agra': 'आगरा नगर बसाना',
  "took the title 'Vikramaditya' and defeated the Western Kshatrapas":
    "'विक्रमादित्य' की उपाधि धारण करना और पश्चिमी क्षत्रपों को हराना",
  'founded the university at Nalanda': 'नालंदा विश्वविद्यालय की स्थापना करना',
  'recorded his deeds in the Hathigumpha inscription near Bhubaneswar':
    'भुवनेश्वर के निकट हाथीगुम्फा अभिलेख में अपने कार्य अंकित करवाना',
  "bore the title 'Amitraghata' (slayer of foes)": "'अमित्रघात' (शत्रुओं का संहारक) की उपाधि धारण करना",
  'founded the cities of Hisar, Fatehabad and Jaunpur': 'हिसार, फ़तेहाबाद और जौनपुर नगर बसाना',
  'defeated the Greek ruler Seleucus Nicator': 'यूनानी शासक सेल्यूकस निकेटर को हराना',
  Iltutmish: 'इल्तुतमिश',
  Balban: 'बलबन',
  Samudragupta: 'समुद्रगुप्त',
  'Chandragupta II': 'चंद्रगुप्त द्वितीय',
  'Kumaragupta I': 'कुमारगुप्त प्रथम',
  Kharavela: 'खारवेल',
  Bindusara: 'बिंदुसार',
  'Chandragupta Maurya': 'चंद्रगुप्त मौर्य',
};

export const DYNASTY_CAPITAL_HI: FactTableHindi = {
  columns: ['राजवंश', 'राजधानी'],
  forward: (k) => `${k} की राजधानी कौन-सा नगर था?`,
  backward: (v) => `${v} इनमें से किसकी राजधानी थी?`,
  fact: (k, v) => `${v} ${k} की एक राजधानी थी।`,
  words: WORDS,
};

export const DYNASTY_FOUNDER_HI: FactTableHindi = {
  columns: ['राजवंश', 'संस्थापक'],
  forward: (k) => `${k} की स्थापना किसने की?`,
  fact: (k, v) => `${k} की स्थापना ${v} ने की।`,
  words: WORDS,
};

export const BATTLE_YEAR_HI: FactTableHindi = {
  columns: ['युद्ध', 'वर्ष'],
  forward: (k) => `${k} किस वर्ष लड़ा गया?`,
  backward: (v) => `इनमें से कौन-सा युद्ध ${v} में लड़ा गया?`,
  fact: (k, v) => `${k} ${v} में लड़ा गया।`,
  words: WORDS,
};

/**
 * "बुलंद दरवाज़ा" → "बुलंद दरवाज़े का निर्माण": a monument's last noun in its oblique form before का (the
 * fact keeps the plain name, the option's text, which the explanation must reach).
 */
const oblique = (monument: string): string => monument.replace(/(दरवाज़|क़िल|मकबर)ा$/, '$1े');

export const BUILDER_HI: FactTableHindi = {
  columns: ['स्मारक', 'निर्माता'],
  forward: (k) => `${oblique(k)} का निर्माण किसने करवाया?`,
  backward: (v) => `इनमें से किसका निर्माण ${v} ने करवाया?`,
  fact: (k, v) => `${k}: इसका निर्माण ${v} ने करवाया।`,
  words: WORDS,
};

/** The deeds are verbal nouns ("… चलाना"), so one sentence form fits "introduced" and "is called" alike. */
export const RULER_KNOWN_FOR_HI: FactTableHindi = {
  columns: ['किसके लिए प्रसिद्ध', 'शासक'],
  forward: (k) => `कौन-सा शासक इसके लिए जाना जाता है: ${k}?`,
  backward: (v) => `${v} किसके लिए जाना जाता है?`,
  fact: (k, v) => `${v} इसके लिए जाना जाता है: ${k}।`,
  words: WORDS,
};
