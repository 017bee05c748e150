/**
 * historyModern.ts in Hindi (issue 15; see factsHindi.ts): Congress sessions (भारतीय राष्ट्रीय
 * कांग्रेस), events, Governors-General and Viceroys, books, founders and world events, as Hindi-medium
 * papers print them. An event is a clause ("असहयोग आंदोलन आरंभ हुआ"), so "वर्ष 1920 में …" states it.
 */
import type { FactTableHindi } from './factsHindi';

const PLACES: Readonly<Record<string, string>> = {
  Lahore: 'लाहौर',
  Belgaum: 'बेलगाम',
  Haripura: 'हरिपुरा',
  Karachi: 'कराची',
  Kanpur: 'कानपुर',
  Calcutta: 'कलकत्ता',
  Surat: 'सूरत',
  Benares: 'बनारस',
  Madras: 'मद्रास',
  Allahabad: 'इलाहाबाद',
  Amritsar: 'अमृतसर',
  Ramgarh: 'रामगढ़',
  Tripuri: 'त्रिपुरी',
  Gaya: 'गया',
  Lucknow: 'लखनऊ',
  Nagpur: 'नागपुर',
  Kakinada: 'काकीनाडा',
  Delhi: 'दिल्ली',
  Gauhati: 'गौहाटी',
  Faizpur: 'फ़ैज़पुर',
  Meerut: 'मेरठ',
  Jaipur: 'जयपुर',
  Bombay: 'बंबई',
  Poona: 'पूना',
  Ahmedabad: 'अहमदाबाद',
  Amraoti: 'अमरावती',
};
const SESSIONS =
  'Lahore (1929)|Belgaum (1924)|Haripura (1938)|Karachi (1931)|Kanpur (1925)|Calcutta (1917)|Surat (1907)|Benares (1905)|Calcutta (1906)|Calcutta (1886)|Madras (1887)|Allahabad (1888)|Calcutta (1928)|Amritsar (1919)|Ramgarh (1940)|Tripuri (1939)|Gaya (1922)|Lahore (1893)|Calcutta (1896)|Lucknow (1916)|Nagpur (1920)|Calcutta special (1920)|Kakinada (1923)|Delhi special (1923)|Gauhati (1926)|Madras (1927)|Faizpur (1936)|Lucknow (1936)|Meerut (1946)|Jaipur (1948)|Bombay (1889)|Allahabad (1910)|Calcutta (1890)|Madras (1894)|Poona (1895)|Ahmedabad (1902)|Amraoti (1897)|Lucknow (1899)|Calcutta (1901)|Bombay (1904)|Madras (1908)|Lahore (1909)|Delhi (1918)|Calcutta (1911)|Bombay (1915)';
/** "Calcutta special (1920)" → "कलकत्ता विशेष (1920)". */
const session = (english: string): string => {
  const [, place, special, year] = /^(\w+)( special)? \((\d+)\)$/.exec(english)!;
  return `${PLACES[place!]!}${special ? ' विशेष' : ''} (${year!})`;
};

const PEOPLE: Readonly<Record<string, string>> = {
  'Jawaharlal Nehru': 'जवाहरलाल नेहरू',
  'Mahatma Gandhi': 'महात्मा गांधी',
  'Subhas Chandra Bose': 'सुभाष चंद्र बोस',
  'Sardar Vallabhbhai Patel': 'सरदार वल्लभभाई पटेल',
  'Sarojini Naidu': 'सरोजिनी नायडू',
  'Annie Besant': 'एनी बेसेंट',
  'Rash Behari Ghosh': 'रासबिहारी घोष',
  'Gopal Krishna Gokhale': 'गोपाल कृष्ण गोखले',
  'Dadabhai Naoroji': 'दादाभाई नौरोजी',
  'Badruddin Tyabji': 'बदरुद्दीन तैयबजी',
  'George Yule': 'जॉर्ज यूल',
  'Motilal Nehru': 'मोतीलाल नेहरू',
  'Maulana Abul Kalam Azad': 'मौलाना अबुल कलाम आज़ाद',
  'C. R. Das': 'सी. आर. दास',
  'Rahimtulla M. Sayani': 'रहीमतुल्ला एम. सयानी',
  'Ambica Charan Mazumdar': 'अंबिका चरण मजूमदार',
  'C. Vijayaraghavachariar': 'सी. विजयराघवाचारियर',
  'Lala Lajpat Rai': 'लाला लाजपत राय',
  'Maulana Mohammad Ali': 'मौलाना मोहम्मद अली',
  'S. Srinivasa Iyengar': 'एस. श्रीनिवास आयंगर',
  'M. A. Ansari': 'एम. ए. अंसारी',
  'J. B. Kripalani': 'जे. बी. कृपलानी',
  'Pattabhi Sitaramayya': 'पट्टाभि सीतारमैया',
  'William Wedderburn': 'विलियम वेडरबर्न',
  'Pherozeshah Mehta': 'फ़िरोज़शाह मेहता',
  'Alfred Webb': 'अल्फ़्रेड वेब',
  'Surendranath Banerjee': 'सुरेंद्रनाथ बनर्जी',
  'C. Sankaran Nair': 'सी. शंकरन नायर',
  'Romesh Chunder Dutt': 'रमेशचंद्र दत्त',
  'Dinshaw Wacha': 'दिनशॉ वाचा',
  'Henry Cotton': 'हेनरी कॉटन',
  'Madan Mohan Malaviya': 'मदन मोहन मालवीय',
  'Bishan Narayan Dar': 'बिशन नारायण दर',
  'Satyendra Prasanna Sinha': 'सत्येंद्र प्रसन्न सिन्हा',
  'B. R. Ambedkar': 'बी. आर. आंबेडकर',
  'Jyotiba Phule': 'ज्योतिबा फुले',
  'Bhagat Singh': 'भगत सिंह',
  'V. D. Savarkar': 'वी. डी. सावरकर',
  'Swami Vivekananda': 'स्वामी विवेकानंद',
  'Sir Syed Ahmad Khan': 'सर सैयद अहमद ख़ाँ',
  'Khan Abdul Ghaffar Khan': 'ख़ान अब्दुल ग़फ़्फ़ार ख़ान',
  'E. V. Ramasamy (Periyar)': 'ई. वी. रामासामी (पेरियार)',
  'C. R. Das and Motilal Nehru': 'सी. आर. दास और मोतीलाल नेहरू',
  'Lala Har Dayal and Sohan Singh Bhakna': 'लाला हरदयाल और सोहन सिंह भकना',
  'Atmaram Pandurang': 'आत्माराम पांडुरंग',
  'Sree Narayana Guru': 'श्री नारायण गुरु',
  'Henry Louis Vivian Derozio': 'हेनरी लुई विवियन डेरोज़ियो',
  'Debendranath Tagore': 'देवेंद्रनाथ टैगोर',
  'Radhakanta Deb': 'राधाकांत देव',
  'Rash Behari Bose': 'रासबिहारी बोस',
  'Chandrashekhar Azad and Bhagat Singh': 'चंद्रशेखर आज़ाद और भगत सिंह',
};

const LORDS: Readonly<Record<string, string>> = {
  Curzon: 'कर्ज़न',
  Canning: 'कैनिंग',
  Irwin: 'इरविन',
  Linlithgow: 'लिनलिथगो',
  Dufferin: 'डफ़रिन',
  Dalhousie: 'डलहौज़ी',
  Chelmsford: 'चेम्सफ़ोर्ड',
  Mountbatten: 'माउंटबेटन',
  Wavell: 'वेवेल',
  'Hardinge II': 'हार्डिंग द्वितीय',
  'Hardinge I': 'हार्डिंग प्रथम',
  'Minto II': 'मिंटो द्वितीय',
  Ripon: 'रिपन',
  Lytton: 'लिटन',
  'William Bentinck': 'विलियम बैंटिक',
  Wellesley: 'वेलेज़ली',
  Reading: 'रीडिंग',
  Willingdon: 'विलिंगडन',
  Lansdowne: 'लैंसडाउन',
  Ellenborough: 'एलनबरो',
  Auckland: 'ऑकलैंड',
  Amherst: 'एमहर्स्ट',
  Hastings: 'हेस्टिंग्स',
  Mayo: 'मेयो',
};

const WORDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SESSIONS.split('|').map((s) => [s, session(s)])),
  ...PEOPLE,
  ...Object.fromEntries(Object.entries(LORDS).map(([en, hi]) => [`Lord ${en}`, `लॉर्ड ${hi}`])),
  'Warren Hastings': 'वॉरेन हेस्टिंग्स',

  // Congress sessions' notes
  'The Lahore session adopted Purna Swaraj as the goal of the Congress.':
    'लाहौर अधिवेशन ने पूर्ण स्वराज को कांग्रेस का लक्ष्य घोषित किया।',
  'It was the only session Gandhi presided over.': 'यह एकमात्र अधिवेशन था जिसकी अध्यक्षता गांधीजी ने की।',
  'Bose was elected again for the Tripuri session of 1939.': 'बोस 1939 के त्रिपुरी अधिवेशन के लिए फिर चुने गए।',
  'The Karachi session passed the resolution on Fundamental Rights and Economic Policy.':
    'कराची अधिवेशन ने मौलिक अधिकारों और आर्थिक नीति पर प्रस्ताव पारित किया।',
  'She was the first Indian woman to be president of the Congress.': 'वे कांग्रेस की पहली भारतीय महिला अध्यक्ष थीं।',
  'She was the first woman president of the Congress.': 'वे कांग्रेस की पहली महिला अध्यक्ष थीं।',
  'The Congress split into Moderates and Extremists at Surat.': 'सूरत में कांग्रेस नरमपंथियों और गरमपंथियों में बँट गई।',
  'The session supported the Swadeshi movement against the partition of Bengal.':
    'इस अधिवेशन ने बंगाल विभाजन के विरुद्ध स्वदेशी आंदोलन का समर्थन किया।',
  'At this session Naoroji declared Swaraj to be the goal.': 'इस अधिवेशन में नौरोजी ने स्वराज को लक्ष्य घोषित किया।',
  'This was the second session of the Congress.': 'यह कांग्रेस का दूसरा अधिवेशन था।',
  'He was the first Muslim president of the Congress.': 'वे कांग्रेस के पहले मुस्लिम अध्यक्ष थे।',
  'He was the first Englishman to be president of the Congress.': 'वे कांग्रेस के अध्यक्ष बनने वाले पहले अंग्रेज़ थे।',
  'The session discussed the Nehru Report.': 'इस अधिवेशन में नेहरू रिपोर्ट पर चर्चा हुई।',
  'The session met months after the Jallianwala Bagh massacre.':
    'यह अधिवेशन जलियाँवाला बाग हत्याकांड के कुछ महीने बाद हुआ।',
  'Azad remained president until 1946.': 'आज़ाद 1946 तक अध्यक्ष रहे।',
  'Bose defeated Pattabhi Sitaramayya in the election, but soon resigned.':
    'बोस ने चुनाव में पट्टाभि सीतारमैया को हराया, पर जल्द ही त्यागपत्र दे दिया।',
  'After Gaya, C. R. Das and Motilal Nehru formed the Swaraj Party.':
    'गया के बाद सी. आर. दास और मोतीलाल नेहरू ने स्वराज पार्टी बनाई।',
  "'Vande Mataram' was sung at this session.": "इस अधिवेशन में 'वंदे मातरम्' गाया गया।",
  'The Lucknow Pact was made and the Moderates and Extremists reunited.':
    'लखनऊ समझौता हुआ और नरमपंथी तथा गरमपंथी फिर एक हुए।',
  'The Nagpur session endorsed the Non-Cooperation Movement.': 'नागपुर अधिवेशन ने असहयोग आंदोलन का अनुमोदन किया।',
  'The special session accepted the Non-Cooperation programme.':
    'विशेष अधिवेशन ने असहयोग का कार्यक्रम स्वीकार किया।',
  'He was one of the Ali brothers of the Khilafat Movement.': 'वे खिलाफ़त आंदोलन के अली बंधुओं में से एक थे।',
  'At 35 he was the youngest president of the Congress.': '35 वर्ष की आयु में वे कांग्रेस के सबसे युवा अध्यक्ष थे।',
  'The session resolved to boycott the Simon Commission.': 'इस अधिवेशन ने साइमन कमीशन के बहिष्कार का संकल्प लिया।',
  'Faizpur was the first session held in a village.': 'फ़ैज़पुर गाँव में हुआ पहला अधिवेशन था।',
  'He was president of the Congress at independence.': 'स्वतंत्रता के समय वे कांग्रेस के अध्यक्ष थे।',
  "'Jana Gana Mana' was first sung at this session.": "इस अधिवेशन में पहली बार 'जन गण मन' गाया गया।",

  // events, as clauses
  'The Revolt (First War of Independence) began at Meerut': 'मेरठ से विद्रोह (प्रथम स्वतंत्रता संग्राम) आरंभ हुआ',
  'The Non-Cooperation Movement was launched': 'असहयोग आंदोलन आरंभ हुआ',
  'Mahatma Gandhi returned to India from South Africa': 'महात्मा गांधी दक्षिण अफ़्रीका से भारत लौटे',
  'The Cripps Mission came to India': 'क्रिप्स मिशन भारत आया',
  'The Cabinet Mission came to India': 'कैबिनेट मिशन भारत आया',
  'The Rowlatt Act was passed': 'रॉलेट एक्ट पारित हुआ',
  'Bhagat Singh, Sukhdev and Rajguru were hanged': 'भगत सिंह, सुखदेव और राजगुरु को फाँसी दी गई',
  'The first passenger train ran from Bombay to Thane': 'पहली यात्री रेलगाड़ी बंबई से ठाणे तक चली',
  'The Gandhi–Irwin Pact was signed': 'गांधी–इरविन समझौते पर हस्ताक्षर हुए',
  'The Regulating Act was passed': 'रेगुलेटिंग एक्ट पारित हुआ',
  'The Chauri Chaura incident took place': 'चौरी चौरा कांड हुआ',
  'The Simon Commission arrived in India': 'साइमन कमीशन भारत पहुँचा',
  'The Poona Pact was signed': 'पूना समझौते पर हस्ताक्षर हुए',
  'The Government of India Act that ended Company rule was passed':
    'कंपनी शासन समाप्त करने वाला भारत शासन अधिनियम पारित हुआ',
  'The Lucknow Pact between the Congress and the Muslim League was made':
    'कांग्रेस और मुस्लिम लीग के बीच लखनऊ समझौता हुआ',
  'The Swaraj Party was formed': 'स्वराज पार्टी बनी',
  'The Kakori train action took place': 'काकोरी ट्रेन कांड हुआ',
  'The Chittagong Armoury Raid took place': 'चटगाँव शस्त्रागार पर छापा पड़ा',
  'The Ghadar Party was founded in North America': 'उत्तरी अमेरिका में ग़दर पार्टी की स्थापना हुई',
  'The August Offer was made by the Viceroy': 'वायसराय ने अगस्त प्रस्ताव रखा',
  'The Royal Indian Navy mutiny broke out in Bombay': 'बंबई में रॉयल इंडियन नेवी का विद्रोह हुआ',
  'The Communal Award was announced': 'सांप्रदायिक पंचाट की घोषणा हुई',
  'The Nehru Report was published': 'नेहरू रिपोर्ट प्रकाशित हुई',
  'The Vernacular Press Act was passed': 'वर्नाक्युलर प्रेस एक्ट पारित हुआ',
  'The Surat split of the Congress took place': 'सूरत में कांग्रेस का विभाजन हुआ',
  'The Montagu–Chelmsford Reforms were enacted as the Government of India Act':
    'मॉन्टेग्यू–चेम्सफ़ोर्ड सुधार भारत शासन अधिनियम के रूप में लागू हुए',
  'The Champaran Satyagraha took place': 'चंपारण सत्याग्रह हुआ',
  'The Kheda Satyagraha took place': 'खेड़ा सत्याग्रह हुआ',
  "The Ahmedabad mill workers' strike led by Gandhi took place":
    'गांधीजी के नेतृत्व में अहमदाबाद मिल मज़दूरों की हड़ताल हुई',
  'The Hunter Commission on education was appointed': 'शिक्षा पर हंटर आयोग नियुक्त हुआ',
  'The Indian Councils Act that introduced indirect elections was passed':
    'अप्रत्यक्ष चुनाव लागू करने वाला भारतीय परिषद अधिनियम पारित हुआ',
  'The Darul Uloom at Deoband was founded': 'देवबंद में दारुल उलूम की स्थापना हुई',
  'The Moplah (Malabar) rebellion broke out': 'मोपला (मालाबार) विद्रोह हुआ',
  'The Simla Conference was held by Lord Wavell': 'लॉर्ड वेवेल ने शिमला सम्मेलन बुलाया',
  'The Azad Hind (Provisional) Government was proclaimed in Singapore':
    'सिंगापुर में आज़ाद हिंद (अस्थायी) सरकार की घोषणा हुई',
  'The Bardoli Satyagraha led by Vallabhbhai Patel took place': 'वल्लभभाई पटेल के नेतृत्व में बारडोली सत्याग्रह हुआ',
  'The great Bengal Famine took place': 'बंगाल का भीषण अकाल पड़ा',
  'The Ilbert Bill controversy took place': 'इल्बर्ट बिल विवाद हुआ',
  'The universities of Calcutta, Bombay and Madras were founded':
    'कलकत्ता, बंबई और मद्रास विश्वविद्यालयों की स्थापना हुई',
  'The Permanent Settlement of Bengal was introduced': 'बंगाल में स्थायी बंदोबस्त लागू हुआ',
  "Pitt's India Act was passed": 'पिट्स इंडिया एक्ट पारित हुआ',
  'The Individual Satyagraha began': 'व्यक्तिगत सत्याग्रह आरंभ हुआ',

  // events under Governors-General and Viceroys
  'The partition of Bengal (1905)': 'बंगाल का विभाजन (1905)',
  'The Revolt of 1857': '1857 का विद्रोह',
  'Canning then became the first Viceroy in 1858.': 'इसके बाद 1858 में कैनिंग पहले वायसराय बने।',
  'The Dandi March (1930)': 'दांडी मार्च (1930)',
  'The Quit India Movement (1942)': 'भारत छोड़ो आंदोलन (1942)',
  'The founding of the Indian National Congress (1885)': 'भारतीय राष्ट्रीय कांग्रेस की स्थापना (1885)',
  'The first railway line, Bombay to Thane (1853)': 'पहली रेल लाइन, बंबई से ठाणे (1853)',
  'The Jallianwala Bagh massacre (1919)': 'जलियाँवाला बाग हत्याकांड (1919)',
  'The Mountbatten Plan for partition (3 June 1947)': 'विभाजन की माउंटबेटन योजना (3 जून 1947)',
  'The Cabinet Mission (1946)': 'कैबिनेट मिशन (1946)',
  'The Delhi Durbar and the decision to move the capital to Delhi (1911)':
    'दिल्ली दरबार और राजधानी दिल्ली ले जाने का निर्णय (1911)',
  'The Morley–Minto Reforms (1909)': 'मॉर्ले–मिंटो सुधार (1909)',
  'The resolution on local self-government (1882)': 'स्थानीय स्वशासन संबंधी प्रस्ताव (1882)',
  'The Delhi Durbar proclaiming Queen Victoria Empress of India (1877)':
    'महारानी विक्टोरिया को भारत की साम्राज्ञी घोषित करने वाला दिल्ली दरबार (1877)',
  'The annexation of Awadh (1856)': 'अवध का विलय (1856)',
  'The English Education Act (1835)': 'अंग्रेज़ी शिक्षा अधिनियम (1835)',
  'The Fourth Anglo-Mysore War and the death of Tipu Sultan (1799)':
    'चौथा आंग्ल-मैसूर युद्ध और टीपू सुल्तान की मृत्यु (1799)',
  'The Chauri Chaura incident (1922)': 'चौरी चौरा कांड (1922)',
  'The Poona Pact (1932)': 'पूना समझौता (1932)',
  'The Cripps Mission (1942)': 'क्रिप्स मिशन (1942)',
  'The arrival of the Simon Commission (1928)': 'साइमन कमीशन का आगमन (1928)',
  'The Government of India Act, 1935': 'भारत शासन अधिनियम, 1935',
  'The Second Round Table Conference (1931)': 'दूसरा गोलमेज़ सम्मेलन (1931)',
  'The Age of Consent Act (1891)': 'सहमति आयु अधिनियम (1891)',
  'The Durand Line agreement with Afghanistan (1893)': 'अफ़गानिस्तान के साथ डूरंड रेखा समझौता (1893)',
  'The Ancient Monuments Preservation Act (1904)': 'प्राचीन स्मारक संरक्षण अधिनियम (1904)',
  'The founding of the Muslim League (1906)': 'मुस्लिम लीग की स्थापना (1906)',
  'The founding of the Ghadar Party (1913)': 'ग़दर पार्टी की स्थापना (1913)',
  'The First Anglo-Sikh War (1845–46)': 'पहला आंग्ल-सिख युद्ध (1845–46)',
  'The annexation of Sindh (1843)': 'सिंध का विलय (1843)',
  'The First Anglo-Afghan War (1839)': 'पहला आंग्ल-अफ़गान युद्ध (1839)',
  'The First Anglo-Burmese War (1824)': 'पहला आंग्ल-बर्मा युद्ध (1824)',
  'The Third Anglo-Maratha War (1817–18)': 'तीसरा आंग्ल-मराठा युद्ध (1817–18)',
  'The founding of the Asiatic Society of Bengal (1784)': 'एशियाटिक सोसाइटी ऑफ़ बंगाल की स्थापना (1784)',
  'The founding of the College of Fort William (1800)': 'फ़ोर्ट विलियम कॉलेज की स्थापना (1800)',
  'The first (non-synchronous) census (1872)': 'पहली (असमकालिक) जनगणना (1872)',
  'The Moplah rebellion (1921)': 'मोपला विद्रोह (1921)',
  'The Simla Conference (1945)': 'शिमला सम्मेलन (1945)',
  'The Arms Act (1878)': 'शस्त्र अधिनियम (1878)',
  'The suppression of thuggee (1830s)': 'ठगी का दमन (1830 का दशक)',
  "The Hindu Widows' Remarriage Act (1856)": 'हिंदू विधवा पुनर्विवाह अधिनियम (1856)',

  // books
  "'Hind Swaraj'": "'हिंद स्वराज'",
  "'The Discovery of India'": "'द डिस्कवरी ऑफ़ इंडिया'",
  "'Annihilation of Caste'": "'एनिहिलेशन ऑफ़ कास्ट' (जाति का विनाश)",
  "'Poverty and Un-British Rule in India'": "'पॉवर्टी एंड अन-ब्रिटिश रूल इन इंडिया'",
  "'Gulamgiri'": "'गुलामगीरी'",
  "'India Wins Freedom'": "'इंडिया विन्स फ़्रीडम'",
  "'Why I Am an Atheist'": "'मैं नास्तिक क्यों हूँ'",
  "'The Indian War of Independence, 1857'": "'द इंडियन वॉर ऑफ़ इंडिपेंडेंस, 1857'",
  "'Unhappy India'": "'अनहैपी इंडिया'",
  'Gandhi wrote it in Gujarati in 1909.': 'गांधीजी ने इसे 1909 में गुजराती में लिखा।',
  'Nehru wrote it in Ahmednagar Fort prison in 1944.': 'नेहरू ने इसे 1944 में अहमदनगर क़िले की जेल में लिखा।',
  'Phule wrote it in 1873 against caste slavery.': 'फुले ने इसे 1873 में जातिगत दासता के विरुद्ध लिखा।',

  // organisations
  'Ramakrishna Mission': 'रामकृष्ण मिशन',
  'He founded it in 1897 in the name of his guru, Ramakrishna Paramahamsa.':
    'उन्होंने 1897 में अपने गुरु रामकृष्ण परमहंस के नाम पर इसकी स्थापना की।',
  'Forward Bloc': 'फ़ॉरवर्ड ब्लॉक',
  'Bose founded it in 1939 after leaving the Congress presidency.':
    'बोस ने 1939 में कांग्रेस अध्यक्ष पद छोड़ने के बाद इसकी स्थापना की।',
  'Banaras Hindu University': 'बनारस हिंदू विश्वविद्यालय',
  'It was founded in 1916.': 'इसकी स्थापना 1916 में हुई।',
  'Satyashodhak Samaj': 'सत्यशोधक समाज',
  'Phule founded it in 1873 for the rights of lower castes and women.':
    'फुले ने 1873 में निम्न जातियों और महिलाओं के अधिकारों के लिए इसकी स्थापना की।',
  'Muhammadan Anglo-Oriental College at Aligarh': 'अलीगढ़ का मुहम्मडन एंग्लो-ओरिएंटल कॉलेज',
  'Founded in 1875, it became Aligarh Muslim University in 1920.':
    '1875 में स्थापित यह कॉलेज 1920 में अलीगढ़ मुस्लिम विश्वविद्यालय बना।',
  'Khudai Khidmatgar': 'ख़ुदाई ख़िदमतगार',
  'Known as the "Red Shirts", it was a non-violent movement of the North-West Frontier.':
    '"लाल कुर्ती" के नाम से प्रसिद्ध यह पश्चिमोत्तर सीमांत का अहिंसक आंदोलन था।',
  'Self-Respect Movement': 'आत्मसम्मान आंदोलन',
  'It began in 1925 in Tamil Nadu.': 'यह 1925 में तमिलनाडु में आरंभ हुआ।',
  'Swaraj Party': 'स्वराज पार्टी',
  'They founded it in 1923 to contest the council elections.':
    'उन्होंने परिषद चुनाव लड़ने के लिए 1923 में इसकी स्थापना की।',
  'Ghadar Party': 'ग़दर पार्टी',
  'It was founded in 1913 on the Pacific coast of North America.':
    'इसकी स्थापना 1913 में उत्तरी अमेरिका के प्रशांत तट पर हुई।',
  'Indian Association (1876)': 'इंडियन एसोसिएशन (1876)',
  'It was one of the forerunners of the Congress.': 'यह कांग्रेस की अग्रदूत संस्थाओं में से एक थी।',
  'Prarthana Samaj': 'प्रार्थना समाज',
  'It was founded in Bombay in 1867; M. G. Ranade was a leading member.':
    'इसकी स्थापना 1867 में बंबई में हुई; एम. जी. रानाडे इसके प्रमुख सदस्य थे।',
  'Servants of India Society': 'सर्वेंट्स ऑफ़ इंडिया सोसाइटी',
  'Sree Narayana Dharma Paripalana Yogam': 'श्री नारायण धर्म परिपालन योगम',
  'It was founded in Kerala in 1903.': 'इसकी स्थापना 1903 में केरल में हुई।',
  'Young Bengal Movement': 'यंग बंगाल आंदोलन',
  'Tattvabodhini Sabha': 'तत्त्वबोधिनी सभा',
  'Dharma Sabha (1830)': 'धर्म सभा (1830)',
  'It was set up to oppose the abolition of sati.': 'इसकी स्थापना सती प्रथा के उन्मूलन का विरोध करने के लिए हुई।',
  'Bahishkrit Hitakarini Sabha': 'बहिष्कृत हितकारिणी सभा',
  'It was set up in 1924.': 'इसकी स्थापना 1924 में हुई।',
  'Harijan Sevak Sangh': 'हरिजन सेवक संघ',
  'It was set up in 1932 after the Poona Pact.': 'इसकी स्थापना 1932 में पूना समझौते के बाद हुई।',
  'Indian Independence League': 'इंडियन इंडिपेंडेंस लीग',
  'Abhinav Bharat Society': 'अभिनव भारत सोसाइटी',
  'East India Association (London, 1866)': 'ईस्ट इंडिया एसोसिएशन (लंदन, 1866)',
  'Hindustan Socialist Republican Association': 'हिंदुस्तान सोशलिस्ट रिपब्लिकन एसोसिएशन',
  'The Hindustan Republican Association was renamed so in 1928 at Delhi.':
    'हिंदुस्तान रिपब्लिकन एसोसिएशन का यह नाम 1928 में दिल्ली में रखा गया।',

  // world events, as clauses
  'The French Revolution began with the storming of the Bastille': 'बास्तील पर धावे के साथ फ़्रांसीसी क्रांति आरंभ हुई',
  'The American Declaration of Independence was adopted': 'अमेरिकी स्वतंत्रता की घोषणा स्वीकार की गई',
  'The First World War began': 'प्रथम विश्व युद्ध आरंभ हुआ',
  'The Second World War began': 'द्वितीय विश्व युद्ध आरंभ हुआ',
  'The United Nations was founded': 'संयुक्त राष्ट्र की स्थापना हुई',
  'The Berlin Wall fell': 'बर्लिन की दीवार गिरी',
  'The Russian (October) Revolution took place': 'रूसी (अक्टूबर) क्रांति हुई',
  'The Treaty of Versailles was signed': 'वर्साय की संधि पर हस्ताक्षर हुए',
  "The People's Republic of China was proclaimed": 'चीनी जनवादी गणराज्य की घोषणा हुई',
  'Christopher Columbus reached the Americas': 'क्रिस्टोफ़र कोलंबस अमेरिका महाद्वीप पहुँचा',
  'The Battle of Waterloo was fought': 'वाटरलू का युद्ध लड़ा गया',
  'The Magna Carta was sealed in England': 'इंग्लैंड में मैग्ना कार्टा पर मुहर लगी',
  'The Ottoman Turks captured Constantinople': 'उस्मानी तुर्कों ने कुस्तुनतुनिया पर अधिकार किया',
  'The Glorious Revolution took place in England': 'इंग्लैंड में गौरवपूर्ण क्रांति हुई',
  'The German Empire was proclaimed at Versailles': 'वर्साय में जर्मन साम्राज्य की घोषणा हुई',
  'The Xinhai Revolution overthrew the Qing dynasty in China': 'शिनहाई क्रांति ने चीन में चिंग वंश को सत्ता से हटाया',
  'The Soviet Union was dissolved': 'सोवियत संघ का विघटन हुआ',
  'Martin Luther posted his Ninety-five Theses': 'मार्टिन लूथर ने अपनी पंचानवे थीसिस प्रकाशित कीं',
};

export const CONGRESS_SESSION_HI: FactTableHindi = {
  columns: ['कांग्रेस अधिवेशन', 'अध्यक्ष'],
  forward: (k) => `भारतीय राष्ट्रीय कांग्रेस के ${k} अधिवेशन की अध्यक्षता किसने की?`,
  backward: (v) => `भारतीय राष्ट्रीय कांग्रेस के किस अधिवेशन की अध्यक्षता ${v} ने की?`,
  fact: (k, v) => `कांग्रेस के ${k} अधिवेशन की अध्यक्षता ${v} ने की।`,
  words: WORDS,
};

export const EVENT_YEAR_HI: FactTableHindi = {
  columns: ['घटना', 'वर्ष'],
  forward: (k) => `यह घटना किस वर्ष हुई: ${k}?`,
  backward: (v) => `इनमें से क्या वर्ष ${v} में हुआ?`,
  fact: (k, v) => `वर्ष ${v} में ${k}।`,
  words: WORDS,
};

export const GOVERNOR_GENERAL_HI: FactTableHindi = {
  columns: ['घटना', 'गवर्नर-जनरल / वायसराय'],
  forward: (k) => `इस घटना के समय भारत का गवर्नर-जनरल/वायसराय कौन था: ${k}?`,
  backward: (v) => `इनमें से क्या ${v} के भारत का गवर्नर-जनरल/वायसराय रहते हुआ?`,
  fact: (k, v) => `${k}: उस समय ${v} गवर्नर-जनरल/वायसराय थे।`,
  words: WORDS,
};

export const MODERN_BOOK_HI: FactTableHindi = {
  columns: ['पुस्तक', 'लेखक'],
  forward: (k) => `${k} किसने लिखी?`,
  backward: (v) => `इनमें से कौन-सी पुस्तक ${v} ने लिखी?`,
  fact: (k, v) => `${k} ${v} ने लिखी।`,
  words: WORDS,
};

export const FOUNDER_HI: FactTableHindi = {
  columns: ['संस्था', 'संस्थापक'],
  forward: (k) => `${k} की स्थापना किसने की?`,
  backward: (v) => `इनमें से किसकी स्थापना ${v} ने की?`,
  fact: (k, v) => `${k} की स्थापना ${v} ने की।`,
  words: WORDS,
};

export const WORLD_EVENT_YEAR_HI: FactTableHindi = {
  columns: ['घटना', 'वर्ष'],
  forward: (k) => `यह घटना किस वर्ष हुई: ${k}?`,
  backward: (v) => `इनमें से कौन-सी विश्व घटना वर्ष ${v} में हुई?`,
  fact: (k, v) => `वर्ष ${v} में ${k}।`,
  words: WORDS,
};
