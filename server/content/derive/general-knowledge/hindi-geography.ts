/**
 * Hindi twins of some derived geography rows (issue 15), put on by `withHindi` (hindi.ts): the capitals
 * of eight states (level 1) and the tributaries of eight peninsular and northern rivers (level 3), and
 * the derived rows the published mock papers ask (capitals, national parks, lakes, passes, ports,
 * mines, cities on rivers, river origins, a barrage, straits, boundary lines, nicknames, currencies),
 * worded as Hindi-medium SSC/RRB papers print them, place names as Hindi papers spell them. The hand-written rows carry their Hindi in the data
 * file itself.
 */
import type { HindiTwins } from './hindi';

const capital = (state: string, city: string, note = ''): { question: string; explanation: string } => ({
  question: `${state} की राजधानी क्या है?`,
  explanation: `${city} ${state} की राजधानी है।${note ? ` ${note}` : ''}`,
});

const tributary = (river: string, main: string, note = ''): { question: string; explanation: string } => ({
  question: `${river} किस नदी की सहायक नदी है?`,
  explanation: `${river} ${main} की सहायक नदी है।${note ? ` ${note}` : ''}`,
});

type Twin = { question: string; explanation: string };
const and = (note: string): string => (note ? ` ${note}` : '');

const capitalOf = (city: string, state: string, note = ''): Twin => ({
  question: `${city} किस राज्य की राजधानी है?`,
  explanation: `${city} ${state} की राजधानी है।${and(note)}`,
});

/** A national park or lake asked by its state or Union Territory (forward) or from its state (reverse). */
const located = (place: string, state: string, note = ''): Twin => ({
  question: `${place} किस राज्य/केंद्रशासित प्रदेश में स्थित है?`,
  explanation: `${place} ${state} में है।${and(note)}`,
});
const locatedIn = (place: string, state: string, note = ''): Twin => ({
  question: `इनमें से कौन-सा ${state} में स्थित है?`,
  explanation: `${place} ${state} में है।${and(note)}`,
});

const pass = (name: string, state: string, note = ''): Twin => ({
  question: `${name} दर्रा किस राज्य/केंद्रशासित प्रदेश में स्थित है?`,
  explanation: `${name} दर्रा ${state} में है।${and(note)}`,
});

const port = (name: string, state: string, note = ''): Twin => ({
  question: `${name} बंदरगाह किस राज्य में स्थित है?`,
  explanation: `${name} बंदरगाह ${state} में है।${and(note)}`,
});

const mine = (place: string, mineral: string, note = ''): Twin => ({
  question: `${place} किस खनिज के लिए प्रसिद्ध है?`,
  explanation: `${place} ${mineral} के लिए प्रसिद्ध है।${and(note)}`,
});

const onRiver = (city: string, river: string): Twin => ({
  question: `${city} किस नदी के तट पर स्थित है?`,
  explanation: `${city} ${river} नदी के तट पर स्थित है।`,
});

const origin = (river: string, place: string, note = ''): Twin => ({
  question: `${river} नदी का उद्गम कहाँ से होता है?`,
  explanation: `${river} नदी का उद्गम ${place} से होता है।${and(note)}`,
});

const strait = (name: string, lands: string, note = ''): Twin => ({
  question: `${name} किन दो भूभागों को अलग करता है?`,
  explanation: `${name} ${lands} को अलग करता है।${and(note)}`,
});

const boundary = (line: string, countries: string, note = ''): Twin => ({
  question: `${line} किन देशों के बीच की सीमा है?`,
  explanation: `${line} ${countries} के बीच की सीमा है।${and(note)}`,
});

const nickname = (name: string, country: string, note = ''): Twin => ({
  question: `किस देश को "${name}" कहा जाता है?`,
  explanation: `${country} को "${name}" कहा जाता है।${and(note)}`,
});

const currency = (country: string, name: string, full: string): Twin => ({
  question: `${country} की मुद्रा कौन-सी है?`,
  explanation: `${country} की मुद्रा ${name} (${full}) है।`,
});

export const GEOGRAPHY_HINDI: HindiTwins = {
  rows: {
    'What is the capital of Assam?': capital('असम', 'दिसपुर', 'दिसपुर गुवाहाटी का एक भाग है।'),
    'What is the capital of Bihar?': capital('बिहार', 'पटना'),
    'What is the capital of Goa?': capital('गोवा', 'पणजी'),
    'What is the capital of Gujarat?': capital('गुजरात', 'गांधीनगर'),
    'What is the capital of Jharkhand?': capital('झारखंड', 'राँची'),
    'What is the capital of Maharashtra?': capital(
      'महाराष्ट्र',
      'मुंबई',
      'नागपुर इसकी दूसरी (शीतकालीन) राजधानी है।',
    ),
    'What is the capital of Odisha?': capital('ओडिशा', 'भुवनेश्वर'),
    'What is the capital of West Bengal?': capital('पश्चिम बंगाल', 'कोलकाता'),
    'The Ken is a tributary of which river?': tributary('केन', 'यमुना', 'यमुना आगे प्रयागराज में गंगा से मिलती है।'),
    'The Gomti is a tributary of which river?': tributary('गोमती', 'गंगा'),
    'The Musi is a tributary of which river?': tributary('मूसी', 'कृष्णा', 'हैदराबाद मूसी के तट पर बसा है।'),
    'The Koyna is a tributary of which river?': tributary('कोयना', 'कृष्णा'),
    'The Manjira is a tributary of which river?': tributary('मंजीरा', 'गोदावरी'),
    'The Indravati is a tributary of which river?': tributary('इंद्रावती', 'गोदावरी'),
    'The Sabari is a tributary of which river?': tributary('सबरी', 'गोदावरी'),
    'The Kabini is a tributary of which river?': tributary('काबिनी', 'कावेरी'),
    // the derived rows published mock papers ask
    'What is the capital of Manipur?': capital('मणिपुर', 'इंफाल'),
    'What is the capital of Uttarakhand?': capital(
      'उत्तराखंड',
      'देहरादून',
      'गैरसैंण (भराड़ीसैंण) इसकी ग्रीष्मकालीन राजधानी है।',
    ),
    'What is the capital of Haryana?': capital(
      'हरियाणा',
      'चंडीगढ़',
      'केंद्रशासित प्रदेश चंडीगढ़ पंजाब और हरियाणा दोनों की राजधानी है।',
    ),
    'What is the capital of Uttar Pradesh?': capital('उत्तर प्रदेश', 'लखनऊ'),
    'What is the capital of Chhattisgarh?': capital('छत्तीसगढ़', 'रायपुर'),
    'What is the capital of Rajasthan?': capital('राजस्थान', 'जयपुर'),
    'What is the capital of Tamil Nadu?': capital('तमिलनाडु', 'चेन्नई'),
    'Thiruvananthapuram is the capital of which state?': capitalOf('तिरुवनंतपुरम', 'केरल'),
    'Ranchi is the capital of which state?': capitalOf('राँची', 'झारखंड'),
    'Dispur is the capital of which state?': capitalOf('दिसपुर', 'असम', 'दिसपुर गुवाहाटी का एक भाग है।'),
    'Itanagar is the capital of which state?': capitalOf('ईटानगर', 'अरुणाचल प्रदेश'),
    'In which state or Union Territory is Nagarhole National Park located?': located(
      'नागरहोल राष्ट्रीय उद्यान',
      'कर्नाटक',
    ),
    'In which state or Union Territory is Nokrek National Park located?': located(
      'नोकरेक राष्ट्रीय उद्यान',
      'मेघालय',
    ),
    'In which state or Union Territory is Silent Valley National Park located?': located(
      'साइलेंट वैली राष्ट्रीय उद्यान',
      'केरल',
    ),
    'In which state or Union Territory is Periyar National Park located?': located(
      'पेरियार राष्ट्रीय उद्यान',
      'केरल',
    ),
    'In which state or Union Territory is Kaziranga National Park located?': located(
      'काज़ीरंगा राष्ट्रीय उद्यान',
      'असम',
      'यह एक सींग वाले गैंडे के लिए प्रसिद्ध है।',
    ),
    'In which state or Union Territory is Bandipur National Park located?': located(
      'बांदीपुर राष्ट्रीय उद्यान',
      'कर्नाटक',
    ),
    'In which state or Union Territory is Khangchendzonga National Park located?': located(
      'कंचनजंगा राष्ट्रीय उद्यान',
      'सिक्किम',
    ),
    'In which state or Union Territory is Rajaji National Park located?': located(
      'राजाजी राष्ट्रीय उद्यान',
      'उत्तराखंड',
    ),
    'In which state or Union Territory is Bandhavgarh National Park located?': located(
      'बांधवगढ़ राष्ट्रीय उद्यान',
      'मध्य प्रदेश',
    ),
    'Which of these is located in Gujarat?': locatedIn(
      'गिर राष्ट्रीय उद्यान',
      'गुजरात',
      'यह एशियाई शेर का एकमात्र प्राकृतिक आवास है।',
    ),
    'Which of these is located in Uttar Pradesh?': locatedIn('दुधवा राष्ट्रीय उद्यान', 'उत्तर प्रदेश'),
    'Which of these is located in Manipur?': locatedIn(
      'केइबुल लामजाओ राष्ट्रीय उद्यान',
      'मणिपुर',
      'यह लोकटक झील पर तैरता है और संगाई (भौंह-सींग वाले हिरण) का आवास है।',
    ),
    'Which of these is located in Assam?': locatedIn(
      'काज़ीरंगा राष्ट्रीय उद्यान',
      'असम',
      'यह एक सींग वाले गैंडे के लिए प्रसिद्ध है।',
    ),
    'In which state or Union Territory is Wular Lake located?': located(
      'वुलर झील',
      'जम्मू और कश्मीर',
      'यह भारत की सबसे बड़ी मीठे पानी की झीलों में से एक है; झेलम नदी इससे होकर बहती है।',
    ),
    'In which state or Union Territory is Dal Lake located?': located(
      'डल झील',
      'जम्मू और कश्मीर',
      'यह श्रीनगर में स्थित है।',
    ),
    'In which state or Union Territory is Sambhar Lake located?': located(
      'सांभर झील',
      'राजस्थान',
      'यह भारत की सबसे बड़ी अंतर्देशीय खारे पानी की झील है।',
    ),
    'In which state or Union Territory is Vembanad Lake located?': located(
      'वेम्बनाड झील',
      'केरल',
      'यह केरल की सबसे बड़ी झील है; इस पर नेहरू ट्रॉफी नौका दौड़ होती है।',
    ),
    'In which state or Union Territory is Naini Lake located?': located(
      'नैनी झील',
      'उत्तराखंड',
      'नैनीताल नगर इसके चारों ओर बसा है।',
    ),
    'In which state or Union Territory is the Baralacha La pass located?': pass(
      'बारालाचा ला',
      'हिमाचल प्रदेश',
      'यह मनाली–लेह मार्ग पर स्थित है।',
    ),
    'In which state or Union Territory is the Nathu La pass located?': pass(
      'नाथू ला',
      'सिक्किम',
      'यह सिक्किम को तिब्बत से जोड़ता है और कैलाश मानसरोवर यात्रा का एक मार्ग है।',
    ),
    'In which state is Visakhapatnam Port located?': port('विशाखापत्तनम', 'आंध्र प्रदेश'),
    'In which state is Paradip Port located?': port('पारादीप', 'ओडिशा', 'यह महानदी के मुहाने के पास स्थित है।'),
    'In which state is Vizhinjam Port located?': port(
      'विझिंजम',
      'केरल',
      'यह तिरुवनंतपुरम के पास एक गहरे पानी का ट्रांसशिपमेंट बंदरगाह है।',
    ),
    'In which state is Mundra Port located?': port('मुंद्रा', 'गुजरात', 'यह कच्छ की खाड़ी पर स्थित है।'),
    'Khetri (Rajasthan) is famous for which mineral?': mine('खेतड़ी (राजस्थान)', 'ताँबे'),
    'Jharia (Jharkhand) is famous for which mineral?': mine(
      'झरिया (झारखंड)',
      'कोयले',
      'झरिया कोयले की परतों में लंबे समय से जल रही आग के लिए भी जाना जाता है।',
    ),
    'Kolar (Karnataka) is famous for which mineral?': mine(
      'कोलार (कर्नाटक)',
      'सोने',
      'कोलार गोल्ड फील्ड्स में खनन 2001 में बंद हो गया।',
    ),
    'Digboi (Assam) is famous for which mineral?': mine(
      'डिगबोई (असम)',
      'पेट्रोलियम',
      'इसकी तेल शोधनशाला (1901) एशिया की सबसे पुरानी चालू तेल शोधनशाला है।',
    ),
    'Malanjkhand (Madhya Pradesh) is famous for which mineral?': mine('मलाजखंड (मध्य प्रदेश)', 'ताँबे'),
    'Jaduguda (Jharkhand) is famous for which mineral?': mine('जादूगोड़ा (झारखंड)', 'यूरेनियम'),
    'Delhi is situated on the bank of which river?': onRiver('दिल्ली', 'यमुना'),
    'London is situated on the bank of which river?': onRiver('लंदन', 'टेम्स'),
    'Srinagar is situated on the bank of which river?': onRiver('श्रीनगर', 'झेलम'),
    'Tiruchirappalli is situated on the bank of which river?': onRiver('तिरुचिरापल्ली', 'कावेरी'),
    'The Farakka Barrage is built on which river?': {
      question: 'फरक्का बैराज किस नदी पर बना है?',
      explanation: 'फरक्का बैराज गंगा नदी पर है। यह पश्चिम बंगाल में है और गंगा का पानी हुगली में मोड़ता है।',
    },
    'Where does the Krishna river originate?': origin(
      'कृष्णा',
      'महाबलेश्वर',
      'महाबलेश्वर महाराष्ट्र के पश्चिमी घाट में है।',
    ),
    'Where does the Godavari river originate?': origin(
      'गोदावरी',
      'त्र्यंबकेश्वर',
      'त्र्यंबकेश्वर महाराष्ट्र में नासिक के पास है।',
    ),
    'The Betwa is a tributary of which river?': tributary(
      'बेतवा',
      'यमुना',
      'यमुना आगे प्रयागराज में गंगा से मिलती है।',
    ),
    'The Chambal is a tributary of which river?': tributary(
      'चंबल',
      'यमुना',
      'यमुना आगे प्रयागराज में गंगा से मिलती है।',
    ),
    'The Bhavani is a tributary of which river?': tributary('भवानी', 'कावेरी'),
    'The Bering Strait separates which two lands?': strait(
      'बेरिंग जलडमरूमध्य',
      'रूस और अलास्का (USA)',
      'यह प्रशांत महासागर को आर्कटिक महासागर से जोड़ता है।',
    ),
    'The Nine Degree Channel separates which two lands?': strait(
      'नौ डिग्री चैनल',
      'मिनिकॉय और मुख्य लक्षद्वीप समूह',
      'यह कल्पेनी और मिनिकॉय के बीच से गुजरता है।',
    ),
    'The Strait of Gibraltar separates which two lands?': strait(
      'जिब्राल्टर जलडमरूमध्य',
      'स्पेन और मोरक्को',
      'यह भूमध्य सागर को अटलांटिक महासागर से जोड़ता है।',
    ),
    'The McMahon Line is the boundary between which countries?': boundary(
      'मैकमोहन रेखा',
      'भारत और चीन',
      'यह 1914 के शिमला समझौते में खींची गई थी।',
    ),
    'The 49th Parallel is the boundary between which countries?': boundary(
      '49वीं समानांतर रेखा',
      'USA और कनाडा',
    ),
    'Which country is known as the "Gift of the Nile"?': nickname(
      'नील नदी का उपहार',
      'मिस्र',
      'यह उक्ति यूनानी इतिहासकार हेरोडोटस की है।',
    ),
    'Which country is known as the "Land of the Rising Sun"?': nickname('उगते सूरज का देश', 'जापान'),
    'Which country is known as the "Emerald Isle"?': nickname('पन्ने का द्वीप (एमराल्ड आइल)', 'आयरलैंड'),
    'Which is the currency of Mexico?': currency('मेक्सिको', 'पेसो', 'मैक्सिकन पेसो'),
    'Which is the currency of the United States?': currency('संयुक्त राज्य अमेरिका', 'डॉलर', 'US डॉलर'),
  },
  names: {
    // capitals offered as options
    Dispur: 'दिसपुर',
    Aizawl: 'आइज़ोल',
    Agartala: 'अगरतला',
    Kohima: 'कोहिमा',
    Patna: 'पटना',
    Bhubaneswar: 'भुवनेश्वर',
    Kolkata: 'कोलकाता',
    Ranchi: 'राँची',
    Panaji: 'पणजी',
    Gandhinagar: 'गांधीनगर',
    Mumbai: 'मुंबई',
    Nagpur: 'नागपुर',
    Dehradun: 'देहरादून',
    Raipur: 'रायपुर',
    Bhopal: 'भोपाल',
    Shillong: 'शिलांग',
    Itanagar: 'ईटानगर',
    Imphal: 'इंफाल',
    Hyderabad: 'हैदराबाद',
    // rivers offered as options
    Ganga: 'गंगा',
    Yamuna: 'यमुना',
    Godavari: 'गोदावरी',
    Krishna: 'कृष्णा',
    Kaveri: 'कावेरी',
    Chenab: 'चिनाब',
    Indus: 'सिंधु',
    Brahmaputra: 'ब्रह्मपुत्र',
    Narmada: 'नर्मदा',
    Mahanadi: 'महानदी',
    Tapi: 'तापी',
    Sutlej: 'सतलुज',
    Chambal: 'चंबल',
    Gomti: 'गोमती',
    Jhelum: 'झेलम',
    Musi: 'मूसी',
    Vaigai: 'वैगई',
    Thames: 'टेम्स',
    Tigris: 'टिगरिस (दजला)',
    'Chao Phraya': 'चाओ फ्राया',
    Buriganga: 'बूढ़ीगंगा',
    // states and Union Territories offered as options
    'Andhra Pradesh': 'आंध्र प्रदेश',
    'Arunachal Pradesh': 'अरुणाचल प्रदेश',
    Assam: 'असम',
    Bihar: 'बिहार',
    Chhattisgarh: 'छत्तीसगढ़',
    Gujarat: 'गुजरात',
    'Himachal Pradesh': 'हिमाचल प्रदेश',
    'Jammu and Kashmir': 'जम्मू और कश्मीर',
    Jharkhand: 'झारखंड',
    Karnataka: 'कर्नाटक',
    Kerala: 'केरल',
    Ladakh: 'लद्दाख',
    'Madhya Pradesh': 'मध्य प्रदेश',
    Maharashtra: 'महाराष्ट्र',
    Manipur: 'मणिपुर',
    Meghalaya: 'मेघालय',
    Mizoram: 'मिज़ोरम',
    Odisha: 'ओडिशा',
    Rajasthan: 'राजस्थान',
    Sikkim: 'सिक्किम',
    'Tamil Nadu': 'तमिलनाडु',
    Telangana: 'तेलंगाना',
    Tripura: 'त्रिपुरा',
    'Uttar Pradesh': 'उत्तर प्रदेश',
    Uttarakhand: 'उत्तराखंड',
    'West Bengal': 'पश्चिम बंगाल',
    // more cities offered as options
    Bengaluru: 'बेंगलुरु',
    Chandigarh: 'चंडीगढ़',
    Chennai: 'चेन्नई',
    Dharamshala: 'धर्मशाला',
    Gairsain: 'गैरसैंण',
    Gangtok: 'गंगटोक',
    Jaipur: 'जयपुर',
    Lucknow: 'लखनऊ',
    Shimla: 'शिमला',
    Thiruvananthapuram: 'तिरुवनंतपुरम',
    // minerals
    Bauxite: 'बॉक्साइट',
    Coal: 'कोयला',
    Copper: 'ताँबा',
    Diamond: 'हीरा',
    Gold: 'सोना',
    'Iron ore': 'लौह अयस्क',
    Lignite: 'लिग्नाइट',
    Petroleum: 'पेट्रोलियम',
    Uranium: 'यूरेनियम',
    'Zinc and lead': 'जस्ता और सीसा',
    // where rivers rise
    Amarkantak: 'अमरकंटक',
    'Beas Kund': 'ब्यास कुंड',
    'Gangotri Glacier': 'गंगोत्री हिमनद',
    Mahabaleshwar: 'महाबलेश्वर',
    Sihawa: 'सिहावा',
    Trimbakeshwar: 'त्र्यंबकेश्वर',
    'Yamunotri Glacier': 'यमुनोत्री हिमनद',
    // national parks and a tiger reserve
    'Dachigam National Park': 'दाचीगाम राष्ट्रीय उद्यान',
    'Dudhwa National Park': 'दुधवा राष्ट्रीय उद्यान',
    'Gir National Park': 'गिर राष्ट्रीय उद्यान',
    'Great Himalayan National Park': 'ग्रेट हिमालयन राष्ट्रीय उद्यान',
    'Kaziranga National Park': 'काज़ीरंगा राष्ट्रीय उद्यान',
    'Keibul Lamjao National Park': 'केइबुल लामजाओ राष्ट्रीय उद्यान',
    'Khangchendzonga National Park': 'कंचनजंगा राष्ट्रीय उद्यान',
    'Manas National Park': 'मानस राष्ट्रीय उद्यान',
    'Nokrek National Park': 'नोकरेक राष्ट्रीय उद्यान',
    'Sanjay Gandhi National Park': 'संजय गांधी राष्ट्रीय उद्यान',
    'Tadoba-Andhari Tiger Reserve': 'ताडोबा-अंधारी बाघ अभयारण्य',
    'Valley of Flowers National Park': 'फूलों की घाटी राष्ट्रीय उद्यान',
    // countries, pairs of lands and countries, currencies
    Bhutan: 'भूटान',
    Egypt: 'मिस्र',
    Ireland: 'आयरलैंड',
    Japan: 'जापान',
    Myanmar: 'म्यांमार',
    Norway: 'नॉर्वे',
    Scotland: 'स्कॉटलैंड',
    'South Korea': 'दक्षिण कोरिया',
    'Afghanistan and Pakistan': 'अफ़गानिस्तान और पाकिस्तान',
    'Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीप समूह',
    'England and France': 'इंग्लैंड और फ्रांस',
    'India and Bangladesh': 'भारत और बांग्लादेश',
    'India and China': 'भारत और चीन',
    'India and Pakistan': 'भारत और पाकिस्तान',
    'Malay Peninsula and Sumatra': 'मलय प्रायद्वीप और सुमात्रा',
    'Minicoy and the main Lakshadweep group': 'मिनिकॉय और मुख्य लक्षद्वीप समूह',
    'Mozambique and Madagascar': 'मोज़ाम्बिक और मेडागास्कर',
    'North Korea and South Korea': 'उत्तर कोरिया और दक्षिण कोरिया',
    'Russia and Alaska (USA)': 'रूस और अलास्का (USA)',
    'South Andaman and Little Andaman': 'दक्षिण अंडमान और लिटिल अंडमान',
    'South Korea and Japan': 'दक्षिण कोरिया और जापान',
    'Spain and Morocco': 'स्पेन और मोरक्को',
    'USA and Canada': 'USA और कनाडा',
    Dollar: 'डॉलर',
    Peso: 'पेसो',
    Pula: 'पुला',
    Rial: 'रियाल',
    Rupiah: 'रुपिया',
    Yuan: 'युआन',
  },
};
