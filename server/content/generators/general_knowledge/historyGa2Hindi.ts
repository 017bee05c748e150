/**
 * historyGa2.ts in Hindi (issue 15; see factsHindi.ts): Sultanate and Mughal buildings and their
 * builders, and land reforms, as Hindi-medium papers print them.
 */
import type { FactTableHindi } from './factsHindi';

const BUILDINGS: Readonly<Record<string, string>> = {
  'The Quwwat-ul-Islam mosque in Delhi': 'दिल्ली की कुव्वत-उल-इस्लाम मस्जिद',
  'The Tughlaqabad fort in Delhi': 'दिल्ली का तुगलकाबाद क़िला',
  'The Agra Fort': 'आगरा का क़िला',
  'The city of Fatehpur Sikri': 'फ़तेहपुर सीकरी नगर',
  'The Adhai Din Ka Jhonpra at Ajmer': 'अजमेर का अढ़ाई दिन का झोंपड़ा',
  'The Siri Fort in Delhi': 'दिल्ली का सीरी क़िला',
  'The Firoz Shah Kotla in Delhi': 'दिल्ली का फ़िरोज़शाह कोटला',
  'The Shalimar Bagh in Srinagar': 'श्रीनगर का शालीमार बाग',
  'The Badshahi Mosque in Lahore': 'लाहौर की बादशाही मस्जिद',
  'The Moti Masjid in the Agra Fort': 'आगरा के क़िले की मोती मस्जिद',
  'The city of Jahanpanah in Delhi': 'दिल्ली का जहाँपनाह नगर',
  'The Sultan Ghari tomb in Delhi': 'दिल्ली का सुल्तान गढ़ी मकबरा',
  'The Hauz-i-Shamsi tank at Mehrauli': 'महरौली का हौज़-ए-शम्सी जलाशय',
  'The Alai Minar at the Qutb complex': 'कुतुब परिसर की अलाई मीनार',
  'The Nishat Bagh in Srinagar': 'श्रीनगर का निशात बाग',
  'The Qila-i-Kuhna mosque in the Purana Qila, Delhi': 'दिल्ली के पुराने क़िले की क़िला-ए-कुहना मस्जिद',
  'The Jama Masjid at Fatehpur Sikri': 'फ़तेहपुर सीकरी की जामा मस्जिद',
  'Qutb-ud-din Aibak': 'कुतुबुद्दीन ऐबक',
  'Ghiyasuddin Tughlaq': 'गयासुद्दीन तुगलक',
  'Shah Jahan': 'शाहजहाँ',
  Akbar: 'अकबर',
  'Alauddin Khalji': 'अलाउद्दीन खिलजी',
  'Firoz Shah Tughlaq': 'फ़िरोज़शाह तुगलक',
  Jahangir: 'जहाँगीर',
  Aurangzeb: 'औरंगज़ेब',
  'Muhammad bin Tughlaq': 'मुहम्मद बिन तुगलक',
  Iltutmish: 'इल्तुतमिश',
  'Asif Khan': 'आसफ़ ख़ाँ',
  'Sher Shah Suri': 'शेरशाह सूरी',
  'It stands in the Qutb complex at Mehrauli.': 'यह महरौली के कुतुब परिसर में है।',
  'He rebuilt it in red sandstone from 1565.': 'उसने 1565 से इसे लाल बलुआ पत्थर से फिर से बनवाया।',
  'He built it for his eldest son, Nasiruddin Mahmud.': 'उसने इसे अपने सबसे बड़े पुत्र नासिरुद्दीन महमूद के लिए बनवाया।',
  'It was left unfinished.': 'यह अधूरी रह गई।',
  'He was the brother of Nur Jahan.': 'वह नूरजहाँ का भाई था।',
};

const REFORMS: Readonly<Record<string, string>> = {
  'The Bhoodan movement': 'भूदान आंदोलन',
  'The abolition of zamindari': 'ज़मींदारी उन्मूलन',
  'The ceiling on land holdings': 'भूमि जोत की अधिकतम सीमा (सीलिंग)',
  'The consolidation of holdings (chakbandi)': 'जोतों की चकबंदी',
  'Operation Barga': 'ऑपरेशन बरगा',
  'The Gramdan movement': 'ग्रामदान आंदोलन',
  'The Permanent Settlement': 'स्थायी बंदोबस्त',
  'The Ryotwari system': 'रैयतवाड़ी व्यवस्था',
  'The Mahalwari system': 'महालवाड़ी व्यवस्था',
  'The Tebhaga movement': 'तेभागा आंदोलन',
  'Tenancy reform': 'काश्तकारी सुधार',
  'Landowners giving land voluntarily to the landless, begun by Vinoba Bhave':
    'भूस्वामियों द्वारा भूमिहीनों को स्वेच्छा से भूमि देना, जिसे विनोबा भावे ने आरंभ किया',
  'Removing the intermediaries between the state and the tiller': 'राज्य और किसान के बीच के बिचौलियों को हटाना',
  'A legal limit on the land a family may own, the surplus going to the landless':
    'एक परिवार के पास रहने वाली भूमि की कानूनी सीमा, अधिशेष भूमि भूमिहीनों को',
  "Merging a farmer's scattered plots into one compact holding": 'किसान के बिखरे खेतों को मिलाकर एक जोत बनाना',
  'Recording the names of sharecroppers in West Bengal to secure their tenure':
    'पश्चिम बंगाल में बटाईदारों के नाम दर्ज करके उनका काश्त-अधिकार सुरक्षित करना',
  "A whole village's land given to the village community": 'पूरे गाँव की भूमि ग्राम समुदाय को सौंपना',
  'Land revenue fixed for ever with the zamindars of Bengal':
    'बंगाल के ज़मींदारों के साथ भू-राजस्व सदा के लिए तय करना',
  'Land revenue settled directly with each cultivator': 'भू-राजस्व सीधे प्रत्येक किसान से तय करना',
  'Land revenue settled with the village community (mahal) as a whole':
    'भू-राजस्व पूरे ग्राम समुदाय (महाल) के साथ तय करना',
  'Sharecroppers of Bengal demanding two-thirds of the crop': 'बंगाल के बटाईदारों की उपज के दो-तिहाई भाग की माँग',
  "Securing tenants' tenure and regulating the rent they pay":
    'काश्तकारों का काश्त-अधिकार सुरक्षित करना और उनका लगान नियंत्रित करना',
  'It began at Pochampalli in Telangana in 1951.': 'यह 1951 में तेलंगाना के पोचमपल्ली से आरंभ हुआ।',
  'The West Bengal government began it in 1978.': 'पश्चिम बंगाल सरकार ने इसे 1978 में आरंभ किया।',
};

/**
 * "दिल्ली का तुगलकाबाद क़िला" → "दिल्ली के तुगलकाबाद क़िले का निर्माण": before का a masculine building
 * takes its oblique form, its "का" becoming "के" and a last noun in -ा ending in -े (a feminine one,
 * "दिल्ली की … मस्जिद", is unchanged). The fact keeps the plain name, the option's text.
 */
const oblique = (building: string): string =>
  building.replace(/ का /g, ' के ').replace(/(क़िल|कोटल|मकबर|झोंपड़)ा$/, '$1े');

export const SULTANATE_MUGHAL_BUILDING_HI: FactTableHindi = {
  columns: ['इमारत', 'निर्माता'],
  forward: (k) => `${oblique(k)} का निर्माण किसने करवाया?`,
  backward: (v) => `इनमें से किसका निर्माण ${v} ने करवाया?`,
  fact: (k, v) => `${k}: इसका निर्माण ${v} ने करवाया।`,
  words: BUILDINGS,
};

export const LAND_REFORM_HI: FactTableHindi = {
  columns: ['सुधार या आंदोलन', 'क्या था'],
  forward: (k) => `${k} का सबसे सही वर्णन कौन-सा है?`,
  backward: (v) => `यह किस भूमि सुधार या आंदोलन का वर्णन है: ${v}?`,
  fact: (k, v) => `${k}: ${v}।`,
  words: REFORMS,
};
