/**
 * Hindi twins of the general-science rows derived from the fact tables of general-science.ts (SI
 * units, instruments, vitamins, discoveries, vaccines, inventions, common names of chemicals, acids)
 * and of the element questions elements.ts makes (issue 15), put on by `withHindi` (hindi.ts). Each
 * table's questions are worded once, as Hindi-medium SSC/RRB papers print them, and filled with the
 * Hindi of its keys, values and notes; scientific terms as NCERT's Hindi books print them (अम्ल,
 * परमाणु संख्या, उत्कृष्ट गैसें), symbols, formulae and units' letters unchanged. A table, name or note
 * without Hindi here stops the build, so an edited table cannot leave a half-English twin behind.
 */
import type { HindiTwins } from './hindi';
import { periodicTable, type ElementCuration } from './elements';
import type { Fact, Table } from './lib';

/** The Hindi of every key, value and option text of the tables (and the element names). */
const NAMES: Readonly<Record<string, string>> = {
  // SI units: quantities
  Force: 'बल',
  Work: 'कार्य',
  Power: 'शक्ति',
  Pressure: 'दाब',
  Frequency: 'आवृत्ति',
  'Electric current': 'विद्युत धारा',
  'Electric charge': 'विद्युत आवेश',
  'Electric potential difference': 'विद्युत विभवांतर',
  'Electrical resistance': 'विद्युत प्रतिरोध',
  Capacitance: 'धारिता',
  Inductance: 'प्रेरकत्व',
  'Magnetic flux': 'चुंबकीय फ्लक्स',
  'Magnetic flux density': 'चुंबकीय फ्लक्स घनत्व',
  'Luminous intensity': 'ज्योति तीव्रता',
  'Amount of substance': 'पदार्थ की मात्रा',
  'Thermodynamic temperature': 'ऊष्मागतिक ताप',
  'Electrical conductance': 'विद्युत चालकत्व',
  Radioactivity: 'रेडियोऐक्टिवता',
  Illuminance: 'प्रदीपन',
  'Luminous flux': 'ज्योति फ्लक्स',
  'Plane angle': 'समतल कोण',
  // SI units: units
  Newton: 'न्यूटन',
  Joule: 'जूल',
  Watt: 'वाट',
  Pascal: 'पास्कल',
  Hertz: 'हर्ट्ज़',
  Ampere: 'ऐम्पियर',
  Coulomb: 'कूलॉम',
  Volt: 'वोल्ट',
  Ohm: 'ओम',
  Farad: 'फैरड',
  Henry: 'हेनरी',
  Weber: 'वेबर',
  Tesla: 'टेस्ला',
  Candela: 'कैन्डेला',
  Mole: 'मोल',
  Kelvin: 'केल्विन',
  Siemens: 'सीमेंस',
  Becquerel: 'बेकरेल',
  Lux: 'लक्स',
  Lumen: 'ल्यूमेन',
  Radian: 'रेडियन',
  // instruments and what they measure
  Barometer: 'बैरोमीटर',
  Hygrometer: 'हाइग्रोमीटर',
  Anemometer: 'एनीमोमीटर',
  Ammeter: 'अमीटर',
  Voltmeter: 'वोल्टमीटर',
  Odometer: 'ओडोमीटर',
  Seismograph: 'सिस्मोग्राफ',
  Lactometer: 'लैक्टोमीटर',
  Hydrometer: 'हाइड्रोमीटर',
  Pyrometer: 'पाइरोमीटर',
  Sphygmomanometer: 'स्फिग्मोमैनोमीटर',
  Altimeter: 'अल्टीमीटर',
  Ohmmeter: 'ओममीटर',
  Tachometer: 'टैकोमीटर',
  Fathometer: 'फैदोमीटर',
  Audiometer: 'ऑडियोमीटर',
  'Rain gauge': 'वर्षामापी',
  Photometer: 'फोटोमीटर',
  'Atmospheric pressure': 'वायुमंडलीय दाब',
  'Relative humidity': 'आपेक्षिक आर्द्रता',
  'Wind speed': 'पवन की गति',
  'Potential difference': 'विभवांतर',
  'Distance travelled by a vehicle': 'वाहन द्वारा तय की गई दूरी',
  'Earthquake waves': 'भूकंपीय तरंगें',
  'Purity of milk': 'दूध की शुद्धता',
  'Relative density of liquids': 'द्रवों का आपेक्षिक घनत्व',
  'Very high temperatures': 'अत्यधिक उच्च ताप',
  'Blood pressure': 'रक्तचाप',
  Altitude: 'ऊँचाई',
  'Rotational speed of a shaft': 'शाफ्ट की घूर्णन गति',
  'Depth of the sea': 'समुद्र की गहराई',
  'Hearing ability': 'श्रवण क्षमता',
  Rainfall: 'वर्षा',
  // vitamins, their deficiency diseases and chemical names
  'Vitamin A': 'विटामिन A',
  'Vitamin B1': 'विटामिन B1',
  'Vitamin B2': 'विटामिन B2',
  'Vitamin B3': 'विटामिन B3',
  'Vitamin B6': 'विटामिन B6',
  'Vitamin B9': 'विटामिन B9',
  'Vitamin B12': 'विटामिन B12',
  'Vitamin C': 'विटामिन C',
  'Vitamin D': 'विटामिन D',
  'Vitamin E': 'विटामिन E',
  'Vitamin K': 'विटामिन K',
  'Night blindness': 'रतौंधी',
  Xerophthalmia: 'जीरोफ्थैल्मिया',
  Beriberi: 'बेरी-बेरी',
  Pellagra: 'पेलाग्रा',
  'Pernicious anaemia': 'प्रणाशी रक्ताल्पता',
  Scurvy: 'स्कर्वी',
  Rickets: 'रिकेट्स (सूखा रोग)',
  Osteomalacia: 'अस्थिमृदुता (ऑस्टियोमलेशिया)',
  'Delayed blood clotting': 'रक्त का थक्का देर से जमना',
  Goitre: 'घेंघा',
  Kwashiorkor: 'क्वाशियोरकर',
  Retinol: 'रेटिनॉल',
  Thiamine: 'थायमिन',
  Riboflavin: 'राइबोफ्लेविन',
  Niacin: 'नियासिन',
  Pyridoxine: 'पाइरिडॉक्सिन',
  'Folic acid': 'फोलिक अम्ल',
  Cobalamin: 'कोबालामिन',
  'Ascorbic acid': 'एस्कॉर्बिक अम्ल',
  Calciferol: 'कैल्सिफेरॉल',
  Tocopherol: 'टोकोफेरॉल',
  // discoveries, vaccines and inventions
  penicillin: 'पेनिसिलिन',
  'the electron': 'इलेक्ट्रॉन',
  'the neutron': 'न्यूट्रॉन',
  'the atomic nucleus': 'परमाणु नाभिक',
  radioactivity: 'रेडियोऐक्टिवता',
  'X-rays': 'X-किरणें',
  'the Raman effect': 'रमन प्रभाव',
  'the cell': 'कोशिका',
  'the circulation of blood': 'रक्त परिसंचरण',
  'the laws of inheritance': 'वंशागति के नियम',
  'electromagnetic induction': 'विद्युत चुंबकीय प्रेरण',
  hydrogen: 'हाइड्रोजन',
  bacteria: 'जीवाणु',
  'the structure of DNA (double helix)': 'DNA की संरचना (द्वि-कुंडली)',
  insulin: 'इंसुलिन',
  'Alexander Fleming': 'अलेक्जेंडर फ्लेमिंग',
  'J. J. Thomson': 'जे. जे. थॉमसन',
  'James Chadwick': 'जेम्स चैडविक',
  'Ernest Rutherford': 'अर्नेस्ट रदरफोर्ड',
  'Henri Becquerel': 'हेनरी बेकरेल',
  'Wilhelm Röntgen': 'विल्हेम रॉन्टजन',
  'C. V. Raman': 'सी. वी. रमन',
  'Robert Hooke': 'रॉबर्ट हुक',
  'William Harvey': 'विलियम हार्वे',
  'Gregor Mendel': 'ग्रेगर मेंडल',
  'Michael Faraday': 'माइकल फैराडे',
  'Henry Cavendish': 'हेनरी कैवेंडिश',
  'Antonie van Leeuwenhoek': 'एंटोनी वॉन ल्यूवेनहॉक',
  'Watson and Crick': 'वाटसन और क्रिक',
  'Banting and Best': 'बैंटिंग और बेस्ट',
  'the first vaccine, against smallpox': 'चेचक (स्मॉलपॉक्स) के विरुद्ध पहला टीका',
  'the rabies vaccine': 'रेबीज़ का टीका',
  'the first (injected) polio vaccine': 'पोलियो का पहला (इंजेक्शन वाला) टीका',
  'Edward Jenner': 'एडवर्ड जेनर',
  'Louis Pasteur': 'लुई पाश्चर',
  'Jonas Salk': 'जोनास साल्क',
  'Robert Koch': 'रॉबर्ट कोच',
  telephone: 'टेलीफोन',
  dynamite: 'डायनामाइट',
  aeroplane: 'हवाई जहाज़',
  'printing press with movable metal type': 'धातु के चल टाइप वाला छापाखाना',
  'electric battery (voltaic pile)': 'विद्युत बैटरी (वोल्टीय पुंज)',
  stethoscope: 'स्टेथोस्कोप',
  'diesel engine': 'डीज़ल इंजन',
  'mercury thermometer': 'पारा थर्मामीटर',
  'safety lamp for miners': 'खनिकों का सुरक्षा लैंप',
  cyclotron: 'साइक्लोट्रॉन',
  'Alexander Graham Bell': 'अलेक्जेंडर ग्राहम बेल',
  'Alfred Nobel': 'अल्फ्रेड नोबेल',
  'The Wright brothers': 'राइट बंधु',
  'Johannes Gutenberg': 'योहानेस गुटेनबर्ग',
  'Alessandro Volta': 'अलेसांद्रो वोल्टा',
  'René Laennec': 'रेने लैनेक',
  'Rudolf Diesel': 'रुडोल्फ डीज़ल',
  'Daniel Gabriel Fahrenheit': 'डेनियल गेब्रियल फारेनहाइट',
  'Humphry Davy': 'हम्फ्री डेवी',
  'Ernest Lawrence': 'अर्नेस्ट लॉरेंस',
  // chemicals and their common names
  'Sodium chloride': 'सोडियम क्लोराइड',
  'Sodium bicarbonate': 'सोडियम बाइकार्बोनेट',
  'Sodium carbonate decahydrate': 'सोडियम कार्बोनेट डेकाहाइड्रेट',
  'Calcium oxide': 'कैल्शियम ऑक्साइड',
  'Calcium hydroxide': 'कैल्शियम हाइड्रॉक्साइड',
  'Calcium sulphate hemihydrate': 'कैल्शियम सल्फेट हेमीहाइड्रेट',
  'Calcium sulphate dihydrate': 'कैल्शियम सल्फेट डाइहाइड्रेट',
  'Nitrous oxide': 'नाइट्रस ऑक्साइड',
  'Solid carbon dioxide': 'ठोस कार्बन डाइऑक्साइड',
  'Potassium nitrate': 'पोटैशियम नाइट्रेट',
  'Copper sulphate pentahydrate': 'कॉपर सल्फेट पेंटाहाइड्रेट',
  'Ferrous sulphate heptahydrate': 'फेरस सल्फेट हेप्टाहाइड्रेट',
  'Sodium hydroxide': 'सोडियम हाइड्रॉक्साइड',
  'Potassium hydroxide': 'पोटैशियम हाइड्रॉक्साइड',
  'Calcium oxychloride': 'कैल्शियम ऑक्सीक्लोराइड',
  Methane: 'मेथेन',
  'Common salt': 'साधारण नमक',
  'Baking soda': 'बेकिंग सोडा',
  'Washing soda': 'धोने का सोडा',
  Quicklime: 'बिना बुझा चूना',
  'Slaked lime': 'बुझा हुआ चूना',
  'Plaster of Paris': 'प्लास्टर ऑफ पेरिस',
  Gypsum: 'जिप्सम',
  'Laughing gas': 'लाफिंग गैस (हँसाने वाली गैस)',
  'Dry ice': 'शुष्क बर्फ (ड्राई आइस)',
  Saltpetre: 'शोरा',
  'Blue vitriol': 'नीला थोथा',
  'Green vitriol': 'हरा कसीस',
  'Caustic soda': 'कास्टिक सोडा',
  'Caustic potash': 'कास्टिक पोटाश',
  'Bleaching powder': 'विरंजक चूर्ण (ब्लीचिंग पाउडर)',
  'Marsh gas': 'मार्श गैस',
  // acids in everyday things
  lemon: 'नींबू',
  vinegar: 'सिरका',
  curd: 'दही',
  tamarind: 'इमली',
  'an ant sting': 'चींटी का डंक',
  tomato: 'टमाटर',
  apple: 'सेब',
  'gastric juice in the stomach': 'आमाशय का जठर रस',
  'Citric acid': 'साइट्रिक अम्ल',
  'Acetic acid': 'ऐसीटिक अम्ल',
  'Lactic acid': 'लैक्टिक अम्ल',
  'Tartaric acid': 'टार्टरिक अम्ल',
  'Formic acid': 'फॉर्मिक अम्ल',
  'Oxalic acid': 'ऑक्सैलिक अम्ल',
  'Malic acid': 'मैलिक अम्ल',
  'Hydrochloric acid': 'हाइड्रोक्लोरिक अम्ल',
  // elements (names as options and in questions), their old names and groups
  Hydrogen: 'हाइड्रोजन',
  Helium: 'हीलियम',
  Lithium: 'लीथियम',
  Beryllium: 'बेरिलियम',
  Boron: 'बोरॉन',
  Carbon: 'कार्बन',
  Nitrogen: 'नाइट्रोजन',
  Oxygen: 'ऑक्सीजन',
  Fluorine: 'फ्लुओरीन',
  Neon: 'निऑन',
  Sodium: 'सोडियम',
  Magnesium: 'मैग्नीशियम',
  Aluminium: 'ऐलुमिनियम',
  Silicon: 'सिलिकॉन',
  Phosphorus: 'फॉस्फोरस',
  Sulphur: 'सल्फर',
  Chlorine: 'क्लोरीन',
  Argon: 'आर्गन',
  Potassium: 'पोटैशियम',
  Calcium: 'कैल्शियम',
  Titanium: 'टाइटेनियम',
  Chromium: 'क्रोमियम',
  Manganese: 'मैंगनीज़',
  Iron: 'लोहा',
  Cobalt: 'कोबाल्ट',
  Nickel: 'निकेल',
  Copper: 'ताँबा',
  Zinc: 'जस्ता',
  Germanium: 'जर्मेनियम',
  Arsenic: 'आर्सेनिक',
  Bromine: 'ब्रोमीन',
  Krypton: 'क्रिप्टॉन',
  Rubidium: 'रुबिडियम',
  Strontium: 'स्ट्रॉन्शियम',
  Silver: 'चाँदी',
  Tin: 'टिन',
  Antimony: 'ऐन्टिमनी',
  Tellurium: 'टेल्यूरियम',
  Iodine: 'आयोडीन',
  Xenon: 'ज़ीनॉन',
  Caesium: 'सीज़ियम',
  Barium: 'बेरियम',
  Tungsten: 'टंगस्टन',
  Platinum: 'प्लैटिनम',
  Gold: 'सोना',
  Mercury: 'पारा',
  Lead: 'सीसा',
  Radon: 'रेडॉन',
  Radium: 'रेडियम',
  Uranium: 'यूरेनियम',
  Natrium: 'नेट्रियम',
  Kalium: 'कैलियम',
  Ferrum: 'फेरम',
  Cuprum: 'क्यूप्रम',
  Argentum: 'अर्जेंटम',
  Aurum: 'ऑरम',
  Plumbum: 'प्लम्बम',
  Stannum: 'स्टैनम',
  Hydrargyrum: 'हाइड्रार्जिरम',
  Stibium: 'स्टिबियम',
  Wolfram: 'वोल्फ्राम',
  'Noble gases': 'उत्कृष्ट गैसें',
  Halogens: 'हैलोजन',
  'Alkali metals': 'क्षार धातुएँ',
  'Alkaline earth metals': 'क्षारीय मृदा धातुएँ',
  Metalloids: 'उपधातुएँ',
  'Transition metals': 'संक्रमण धातुएँ',
};

/** The form a name takes before a postposition (का, की, के, में, ने, को), where it differs. */
const OBLIQUE: Readonly<Record<string, string>> = {
  'Earthquake waves': 'भूकंपीय तरंगों',
  'Delayed blood clotting': 'रक्त का थक्का देर से जमने',
  'Relative density of liquids': 'द्रवों के आपेक्षिक घनत्व',
  'X-rays': 'X-किरणों',
  'the laws of inheritance': 'वंशागति के नियमों',
  bacteria: 'जीवाणुओं',
  'The Wright brothers': 'राइट बंधुओं',
  'printing press with movable metal type': 'धातु के चल टाइप वाले छापेखाने',
  'safety lamp for miners': 'खनिकों के सुरक्षा लैंप',
  'Washing soda': 'धोने के सोडे',
  Quicklime: 'बिना बुझे चूने',
  'Slaked lime': 'बुझे हुए चूने',
  vinegar: 'सिरके',
  'an ant sting': 'चींटी के डंक',
  'gastric juice in the stomach': 'आमाशय के जठर रस',
  Iron: 'लोहे',
  Copper: 'ताँबे',
  Zinc: 'जस्ते',
  Gold: 'सोने',
  Mercury: 'पारे',
  Lead: 'सीसे',
  'Noble gases': 'उत्कृष्ट गैसों',
  Halogens: 'हैलोजनों',
  'Alkali metals': 'क्षार धातुओं',
  'Alkaline earth metals': 'क्षारीय मृदा धातुओं',
  Metalloids: 'उपधातुओं',
  'Transition metals': 'संक्रमण धातुओं',
};

/** The Hindi of the tables' notes (the sentence added to an explanation), keyed by the English note. */
const NOTES: Readonly<Record<string, string>> = {
  'One newton gives a mass of 1 kg an acceleration of 1 m/s².':
    'एक न्यूटन बल 1 kg द्रव्यमान में 1 m/s² का त्वरण उत्पन्न करता है।',
  'Energy and work share the unit joule.': 'ऊर्जा और कार्य का मात्रक एक ही है: जूल।',
  'One watt is one joule per second.': 'एक वाट = एक जूल प्रति सेकंड।',
  'One pascal is one newton per square metre.': 'एक पास्कल = एक न्यूटन प्रति वर्ग मीटर।',
  'One hertz is one cycle per second.': 'एक हर्ट्ज़ = एक चक्र प्रति सेकंड।',
  'The candela is one of the seven SI base units.': 'कैन्डेला सात SI मूल मात्रकों में से एक है।',
  'The mole is one of the seven SI base units.': 'मोल सात SI मूल मात्रकों में से एक है।',
  'The kelvin is one of the seven SI base units.': 'केल्विन सात SI मूल मात्रकों में से एक है।',
  'One becquerel is one decay per second.': 'एक बेकरेल = प्रति सेकंड एक विघटन।',
  'One lux is one lumen per square metre.': 'एक लक्स = एक ल्यूमेन प्रति वर्ग मीटर।',
  'It works by measuring the density of the milk.': 'यह दूध का घनत्व मापकर काम करता है।',
  'A common (pressure) altimeter works by measuring the fall in air pressure with height.':
    'सामान्य (दाब) अल्टीमीटर ऊँचाई के साथ वायुदाब में होने वाली कमी को मापकर काम करता है।',
  'It is an echo sounder that times sound pulses reflected from the sea bed.':
    'यह एक प्रतिध्वनि यंत्र (इको साउंडर) है, जो समुद्र तल से परावर्तित ध्वनि स्पंदों का समय मापता है।',
  'Vitamin B1 is thiamine.': 'विटामिन B1 को थायमिन कहते हैं।',
  'Vitamin B3 is niacin.': 'विटामिन B3 को नियासिन कहते हैं।',
  'Vitamin B12 is cobalamin.': 'विटामिन B12 को कोबालामिन कहते हैं।',
  'Scurvy shows as bleeding gums and slow healing of wounds.': 'स्कर्वी में मसूड़ों से खून आता है और घाव देर से भरते हैं।',
  'In adults it causes osteomalacia (soft bones).':
    'वयस्कों में इसकी कमी से अस्थिमृदुता (हड्डियों का नरम होना) होती है।',
  'He noticed in 1928 that a Penicillium mould killed bacteria.':
    'उन्होंने 1928 में देखा कि पेनिसिलियम कवक जीवाणुओं को नष्ट कर देता है।',
  'He found it in 1897 with cathode-ray tubes.': 'उन्होंने 1897 में कैथोड किरण नलिकाओं के प्रयोग से इसकी खोज की।',
  'He discovered it in 1932.': 'उन्होंने 1932 में इसकी खोज की।',
  'His gold-foil experiment (1911) showed a small, dense, positive nucleus.':
    'उनके स्वर्ण पन्नी प्रयोग (1911) ने एक छोटा, सघन और धनावेशित नाभिक दिखाया।',
  'He found in 1896 that uranium salts give off radiation.':
    'उन्होंने 1896 में पाया कि यूरेनियम के लवण विकिरण उत्सर्जित करते हैं।',
  'He discovered them in 1895 and won the first Nobel Prize in Physics.':
    'उन्होंने 1895 में इनकी खोज की और भौतिकी का पहला नोबेल पुरस्कार जीता।',
  'It was announced on 28 February 1928, now National Science Day; he won the Nobel Prize in 1930.':
    'इसकी घोषणा 28 फरवरी 1928 को हुई थी, यह दिन अब राष्ट्रीय विज्ञान दिवस है; उन्हें 1930 में नोबेल पुरस्कार मिला।',
  'In 1665 he saw and named cells in a thin slice of cork.':
    'उन्होंने 1665 में कॉर्क की एक पतली काट में कोशिकाएँ देखीं और उन्हें यह नाम दिया।',
  'He described it in 1628.': 'उन्होंने 1628 में इसका वर्णन किया।',
  'He found them by crossing pea plants.': 'उन्होंने मटर के पौधों का संकरण कराकर इनका पता लगाया।',
  'He discovered it in 1831.': 'उन्होंने 1831 में इसकी खोज की।',
  'He identified it as a distinct gas in 1766.': 'उन्होंने 1766 में इसे एक अलग गैस के रूप में पहचाना।',
  'He first saw them through his own microscopes in the 1670s.':
    'उन्होंने 1670 के दशक में अपने बनाए सूक्ष्मदर्शियों से इन्हें पहली बार देखा।',
  'They published it in 1953.': 'उन्होंने 1953 में इसे प्रकाशित किया।',
  'They isolated it in 1921 at Toronto.': 'उन्होंने 1921 में टोरंटो में इसे पृथक किया।',
  'In 1796 he used cowpox to protect against smallpox.':
    'उन्होंने 1796 में चेचक से बचाव के लिए गोशीतला (काउपॉक्स) का उपयोग किया।',
  'He first used it on a person in 1885.': 'उन्होंने 1885 में पहली बार किसी व्यक्ति पर इसका प्रयोग किया।',
  'It was licensed in 1955; Albert Sabin later developed the oral polio vaccine.':
    'इसे 1955 में लाइसेंस मिला; बाद में अल्बर्ट सेबिन ने मुँह से दिया जाने वाला पोलियो टीका विकसित किया।',
  'He patented it in 1876.': 'उन्होंने 1876 में इसका पेटेंट कराया।',
  'He patented it in 1867 and left his fortune to found the Nobel Prizes.':
    'उन्होंने 1867 में इसका पेटेंट कराया और अपनी संपत्ति नोबेल पुरस्कारों की स्थापना के लिए छोड़ दी।',
  'They made the first powered, controlled flight in 1903.':
    'उन्होंने 1903 में इंजन से चलने वाली पहली नियंत्रित उड़ान भरी।',
  'He built it around 1440 in Germany.': 'उन्होंने लगभग 1440 में जर्मनी में इसे बनाया।',
  'He built it in 1800; the unit volt is named after him.':
    'उन्होंने 1800 में इसे बनाया; मात्रक वोल्ट उन्हीं के नाम पर है।',
  'He invented it in 1816.': 'उन्होंने 1816 में इसका आविष्कार किया।',
  'He made it in 1714 and devised the Fahrenheit scale.':
    'उन्होंने 1714 में इसे बनाया और फारेनहाइट पैमाना विकसित किया।',
  'He invented it in 1815.': 'उन्होंने 1815 में इसका आविष्कार किया।',
  'Acetic acid is also called ethanoic acid.': 'ऐसीटिक अम्ल को एथेनॉइक अम्ल भी कहते हैं।',
  'Bacteria turn the lactose of milk into lactic acid.': 'जीवाणु दूध के लैक्टोस को लैक्टिक अम्ल में बदल देते हैं।',
  'Formic acid is also called methanoic acid.': 'फॉर्मिक अम्ल को मेथेनॉइक अम्ल भी कहते हैं।',
  'Exams commonly cite oxalic acid for tomato; it also contains citric and malic acids.':
    'परीक्षाओं में टमाटर के लिए प्रायः ऑक्सैलिक अम्ल पूछा जाता है; इसमें साइट्रिक और मैलिक अम्ल भी होते हैं।',
  'It kills germs and activates the enzyme pepsin.':
    'यह रोगाणुओं को नष्ट करता है और पेप्सिन एंजाइम को सक्रिय करता है।',
};

const need = (table: Record<string, string>, text: string, what: string): string => {
  const hi = table[text];
  if (hi === undefined) throw new Error(`no Hindi for the ${what} "${text}"`);
  return hi;
};
const hi = (text: string): string => need(NAMES, text, 'name');
const obl = (text: string): string => OBLIQUE[text] ?? hi(text);

/** How a table's questions and explanation read in Hindi (k: the key's English, v: the value's). */
interface HindiTable {
  ask: (k: string) => string;
  askReverse?: (v: string) => string;
  state: (k: string, v: string) => string;
}

const HINDI_TABLES: Readonly<Record<string, HindiTable>> = {
  'SI units': {
    ask: (k) => `${obl(k)} का SI मात्रक क्या है?`,
    askReverse: (v) => `${hi(v)} किस राशि का SI मात्रक है?`,
    state: (k, v) => `${obl(k)} का SI मात्रक ${hi(v)} है।`,
  },
  instruments: {
    ask: (k) => `${hi(k)} क्या मापता है?`,
    askReverse: (v) => `${obl(v)} को मापने के लिए किस यंत्र का उपयोग किया जाता है?`,
    state: (k, v) => `${hi(k)} ${obl(v)} को मापने का यंत्र है।`,
  },
  'vitamin deficiency': {
    ask: (k) => `${obl(k)} की कमी से कौन-सा रोग होता है?`,
    askReverse: (v) => `${obl(v)} का कारण किस विटामिन की कमी है?`,
    state: (k, v) => `${obl(v)} का कारण ${obl(k)} की कमी है।`,
  },
  'vitamin names': {
    ask: (k) => `${obl(k)} का रासायनिक नाम क्या है?`,
    askReverse: (v) => `${hi(v)} किस विटामिन का रासायनिक नाम है?`,
    state: (k, v) => `${obl(k)} का रासायनिक नाम ${hi(v)} है।`,
  },
  discoveries: {
    ask: (k) => `${obl(k)} की खोज किसने की?`,
    state: (k, v) => `${obl(k)} की खोज ${obl(v)} ने की थी।`,
  },
  vaccines: {
    ask: (k) => `${hi(k)} किसने विकसित किया?`,
    state: (k, v) => `${hi(k)} ${obl(v)} ने विकसित किया था।`,
  },
  inventions: {
    ask: (k) => `${obl(k)} का आविष्कार किसने किया?`,
    state: (k, v) => `${obl(k)} का आविष्कार ${obl(v)} ने किया था।`,
  },
  'common names of chemicals': {
    ask: (k) => `${obl(k)} का सामान्य नाम क्या है?`,
    askReverse: (v) => `${obl(v)} का रासायनिक नाम क्या है?`,
    state: (k, v) => `${obl(k)} को सामान्यतः ${hi(v)} कहते हैं।`,
  },
  'acids in everyday things': {
    ask: (k) => `${obl(k)} में मुख्य रूप से कौन-सा अम्ल पाया जाता है?`,
    state: (k, v) => `${obl(k)} में मुख्य रूप से ${hi(v)} होता है।`,
  },
};

type Rows = Record<string, { question: string; explanation: string }>;

function tableRows(table: Table, rows: Rows): void {
  const h = HINDI_TABLES[table.name];
  if (!h) throw new Error(`no Hindi wording for the table ${table.name}`);
  const explanation = (x: Fact): string =>
    [h.state(x.key, x.value), x.note === undefined ? '' : need(NOTES, x.note, 'note')]
      .filter(Boolean)
      .join(' ');
  for (const x of table.facts) {
    if (x.level !== false) rows[table.ask(x)] = { question: h.ask(x.key), explanation: explanation(x) };
    if (x.reverse && table.askReverse) {
      if (!h.askReverse) throw new Error(`no Hindi reverse question for the table ${table.name}`);
      rows[table.askReverse(x)] = { question: h.askReverse(x.value), explanation: explanation(x) };
    }
  }
}

/** The element questions of elements.ts, worded in Hindi (the same questions, made the same way). */
function elementRows(c: ElementCuration, rows: Rows): void {
  const table = periodicTable();
  const bySymbol = new Map(table.map((e) => [e.symbol, e]));
  const nameOf = (s: string): string => {
    const e = bySymbol.get(s)!;
    return c.displayNames[e.name] ?? e.name;
  };
  for (const s of Object.keys(c.elements)) {
    const name = nameOf(s);
    const z = bySymbol.get(s)!.atomicNumber;
    const old = c.oldNames[s];
    const because = old ? ` यह प्रतीक इसके पुराने नाम ${hi(old)} से आया है।` : '';
    const explanation = `${obl(name)} का प्रतीक ${s} है (परमाणु संख्या ${z})।${because}`;
    rows[`What is the chemical symbol of ${name.toLowerCase()}?`] = {
      question: `${obl(name)} का रासायनिक प्रतीक क्या है?`,
      explanation,
    };
    if (old)
      rows[`Which element has the chemical symbol ${s}?`] = {
        question: `किस तत्व का रासायनिक प्रतीक ${s} है?`,
        explanation,
      };
    if (old && s !== 'W')
      rows[`The symbol ${s} of ${name.toLowerCase()} comes from which Latin name?`] = {
        question: `${obl(name)} का प्रतीक ${s} किस लैटिन नाम से आया है?`,
        explanation,
      };
  }
  for (const s of c.atomicNumberAsked) {
    const name = nameOf(s);
    const z = bySymbol.get(s)!.atomicNumber;
    const explanation = `${obl(name)} (${s}) की परमाणु संख्या ${z} है: इसके नाभिक में ${z} प्रोटॉन होते हैं।`;
    rows[`What is the atomic number of ${name.toLowerCase()}?`] = {
      question: `${obl(name)} की परमाणु संख्या क्या है?`,
      explanation,
    };
    if (z <= 10)
      rows[`Which element has the atomic number ${z}?`] = {
        question: `किस तत्व की परमाणु संख्या ${z} है?`,
        explanation,
      };
  }
  for (const s of Object.keys(c.groupAsked)) {
    const e = bySymbol.get(s)!;
    const name = nameOf(s);
    const group = c.groupNames[e.groupBlock]!;
    rows[`To which group of elements does ${name.toLowerCase()} belong?`] = {
      question: `${hi(name)} तत्वों के किस वर्ग से संबंधित है?`,
      explanation: `${hi(name)} (${s}, परमाणु संख्या ${e.atomicNumber}) ${obl(group)} में से एक है।`,
    };
  }
}

/**
 * The Hindi twins of the general-science fact tables and element questions. The option names are
 * every name above, plus symbols and numbers, which Hindi papers print as they are.
 */
export function generalScienceHindi(tables: readonly Table[], elements: ElementCuration): HindiTwins {
  const rows: Rows = {};
  for (const table of tables) tableRows(table, rows);
  elementRows(elements, rows);
  const codes: Record<string, string> = {};
  for (const e of periodicTable()) codes[e.symbol] = e.symbol;
  for (let n = 1; n <= 120; n++) codes[String(n)] = String(n);
  return { rows, names: { ...codes, ...NAMES } };
}
