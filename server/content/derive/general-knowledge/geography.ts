/**
 * Geography: India's facts as tables written here (states and capitals, national parks, rivers, dams,
 * passes, lakes, ports, mines, tributaries, cities on rivers) plus world facts (straits, boundary lines,
 * nicknames) and capitals and currencies derived from the countries-list package.
 */
import { countries, type TCountryCode } from 'countries-list';
import { currencies } from 'countries-list/currencies';
import {
  deriveTable,
  pickWrong,
  rngFor,
  row,
  type Derivation,
  type Fact,
  type Level,
  type Table,
} from './lib';

export const TABLE_SOURCE =
  'Original questions written for ParikshaPath, generated from the fact tables in server/content/derive/general-knowledge/geography.ts.';
export const COUNTRIES_SOURCE =
  'Derived from countries-list 3.4.1 (MIT), curated in server/content/derive/general-knowledge/geography.ts.';

const f = (key: string, value: string, level: Level | false, extra: Partial<Fact> = {}): Fact => ({
  key,
  value,
  level,
  ...extra,
});

// ---------------------------------------------------------------------------------------------- India

/** State → capital. Second capitals are listed in `also`, so they are never a wrong option. */
export const STATE_CAPITALS: Table = {
  name: 'state capitals',
  ask: (x) => `What is the capital of ${x.key}?`,
  askReverse: (x) => `${x.value} is the capital of which state?`,
  state: (x) => `${x.value} is the capital of ${x.key}.`,
  facts: [
    f('Arunachal Pradesh', 'Itanagar', 2, { reverse: 2, group: 'NE' }),
    f('Assam', 'Dispur', 1, { reverse: 2, group: 'NE', note: 'Dispur is a part of Guwahati.' }),
    f('Bihar', 'Patna', 1, { reverse: false, group: 'E' }),
    f('Chhattisgarh', 'Raipur', 1, { reverse: 2, group: 'C' }),
    f('Goa', 'Panaji', 1, { reverse: 2, group: 'W' }),
    f('Gujarat', 'Gandhinagar', 1, { reverse: 1, group: 'W' }),
    f('Haryana', 'Chandigarh', 1, {
      group: 'N',
      note: 'Chandigarh, a Union Territory, is the capital of both Punjab and Haryana.',
    }),
    f('Himachal Pradesh', 'Shimla', 1, {
      also: ['Dharamshala'],
      group: 'N',
      note: 'Dharamshala was declared its second (winter) capital in 2017.',
    }),
    f('Jharkhand', 'Ranchi', 1, { reverse: 1, group: 'E' }),
    f('Karnataka', 'Bengaluru', 1, { group: 'S' }),
    f('Kerala', 'Thiruvananthapuram', 1, { reverse: 2, group: 'S' }),
    f('Madhya Pradesh', 'Bhopal', 1, { reverse: 1, group: 'C' }),
    f('Maharashtra', 'Mumbai', 1, {
      also: ['Nagpur'],
      group: 'W',
      note: 'Nagpur is its second (winter) capital.',
    }),
    f('Manipur', 'Imphal', 2, { reverse: 2, group: 'NE' }),
    f('Meghalaya', 'Shillong', 2, { reverse: 2, group: 'NE' }),
    f('Mizoram', 'Aizawl', 2, { reverse: 3, group: 'NE' }),
    f('Nagaland', 'Kohima', 2, { reverse: 2, group: 'NE' }),
    f('Odisha', 'Bhubaneswar', 1, { reverse: 2, group: 'E' }),
    f('Punjab', 'Chandigarh', 2, {
      group: 'N',
      note: 'Chandigarh, a Union Territory, is the capital of both Punjab and Haryana.',
    }),
    f('Rajasthan', 'Jaipur', 1, { group: 'N' }),
    f('Sikkim', 'Gangtok', 1, { reverse: 2, group: 'NE' }),
    f('Tamil Nadu', 'Chennai', 1, { group: 'S' }),
    f('Telangana', 'Hyderabad', 1, { group: 'S' }),
    f('Tripura', 'Agartala', 2, { reverse: 2, group: 'NE' }),
    f('Uttar Pradesh', 'Lucknow', 1, { group: 'N' }),
    f('Uttarakhand', 'Dehradun', 1, {
      also: ['Gairsain'],
      group: 'N',
      note: 'Gairsain (Bhararisain) is its summer capital.',
    }),
    f('West Bengal', 'Kolkata', 1, { group: 'E' }),
  ],
};

/** National parks and tiger reserves, each wholly in one state or UT. */
// prettier-ignore
export const NATIONAL_PARKS: Table = {
  name: 'national parks',
  ask: (x) => `In which state or Union Territory is ${x.key} located?`,
  askReverse: (x) => `Which of these is located in ${x.value}?`,
  state: (x) => `${x.key} is in ${x.value}.`,
  facts: [
    f('Kaziranga National Park', 'Assam', 1, { reverse: 1, group: 'NE', note: 'It is famous for the one-horned rhinoceros.' }),
    f('Jim Corbett National Park', 'Uttarakhand', 1, { reverse: 2, group: 'N', note: "Set up in 1936 as Hailey National Park, it is India's first national park." }),
    f('Gir National Park', 'Gujarat', 1, { reverse: 1, group: 'W', note: 'It is the only natural home of the Asiatic lion.' }),
    f('Sundarbans National Park', 'West Bengal', 1, { reverse: 2, group: 'E', note: 'Its mangrove forest in the Ganga–Brahmaputra delta is home to the Bengal tiger.' }),
    f('Ranthambore National Park', 'Rajasthan', 2, { reverse: 2, group: 'N' }),
    f('Keoladeo National Park', 'Rajasthan', 2, { group: 'N', note: 'Also called the Bharatpur Bird Sanctuary, it is a UNESCO World Heritage Site.' }),
    f('Bandhavgarh National Park', 'Madhya Pradesh', 2, { group: 'C' }),
    f('Kanha National Park', 'Madhya Pradesh', 2, { reverse: 3, group: 'C', note: 'It is known for the hard-ground barasingha (swamp deer).' }),
    f('Kuno National Park', 'Madhya Pradesh', 2, { group: 'C', note: 'Cheetahs brought from Namibia were released here in 2022.' }),
    f('Periyar National Park', 'Kerala', 2, { reverse: 2, group: 'S' }),
    f('Silent Valley National Park', 'Kerala', 2, { group: 'S' }),
    f('Eravikulam National Park', 'Kerala', 3, { group: 'S', note: 'It protects the Nilgiri tahr.' }),
    f('Bandipur National Park', 'Karnataka', 2, { reverse: 3, group: 'S' }),
    f('Nagarhole National Park', 'Karnataka', 3, { group: 'S' }),
    f('Manas National Park', 'Assam', 2, { group: 'NE' }),
    f('Dibru-Saikhowa National Park', 'Assam', 3, { group: 'NE' }),
    f('Keibul Lamjao National Park', 'Manipur', 2, { reverse: 3, group: 'NE', note: 'It floats on Loktak Lake and is the home of the sangai (brow-antlered deer).' }),
    f('Namdapha National Park', 'Arunachal Pradesh', 3, { reverse: 3, group: 'NE' }),
    f('Khangchendzonga National Park', 'Sikkim', 2, { reverse: 3, group: 'NE' }),
    f('Nokrek National Park', 'Meghalaya', 3, { group: 'NE' }),
    f('Valley of Flowers National Park', 'Uttarakhand', 2, { group: 'N' }),
    f('Rajaji National Park', 'Uttarakhand', 3, { group: 'N' }),
    f('Dudhwa National Park', 'Uttar Pradesh', 3, { reverse: 3, group: 'N' }),
    f('Great Himalayan National Park', 'Himachal Pradesh', 3, { reverse: 3, group: 'N' }),
    f('Dachigam National Park', 'Jammu and Kashmir', 3, { reverse: 3, group: 'N', note: 'It is known for the hangul (Kashmir stag).' }),
    f('Valmiki National Park', 'Bihar', 3, { reverse: 3, group: 'E' }),
    f('Simlipal National Park', 'Odisha', 3, { group: 'E' }),
    f('Bhitarkanika National Park', 'Odisha', 3, { group: 'E', note: 'Its mangroves are known for saltwater crocodiles.' }),
    f('Betla National Park', 'Jharkhand', 3, { reverse: 3, group: 'E' }),
    f('Tadoba-Andhari Tiger Reserve', 'Maharashtra', 3, { group: 'W' }),
    f('Sanjay Gandhi National Park', 'Maharashtra', 3, { group: 'W', note: 'It lies within Mumbai (Borivali).' }),
    f('Indravati National Park', 'Chhattisgarh', 3, { group: 'C' }),
    f('Mudumalai National Park', 'Tamil Nadu', 3, { group: 'S' }),
    f('Guindy National Park', 'Tamil Nadu', 3, { group: 'S', note: 'It lies within the city of Chennai.' }),
    f('Sariska Tiger Reserve', 'Rajasthan', 3, { group: 'N' }),
  ],
};

export const RIVER_ORIGINS: Table = {
  name: 'river origins',
  ask: (x) => `Where does the ${x.key} river originate?`,
  askReverse: (x) => `Which river originates at ${x.value}?`,
  state: (x) => `The ${x.key} rises at ${x.value}.`,
  facts: [
    f('Ganga', 'Gangotri Glacier', 1, {
      note: 'It rises as the Bhagirathi at Gaumukh, the snout of the Gangotri Glacier in Uttarakhand.',
    }),
    f('Yamuna', 'Yamunotri Glacier', 2, { note: 'The glacier lies in Uttarakhand.' }),
    f('Narmada', 'Amarkantak', 2, { note: 'Amarkantak is in Madhya Pradesh; the Son also rises near it.' }),
    f('Son', 'Amarkantak', 3, { note: 'The Narmada also rises at Amarkantak, in Madhya Pradesh.' }),
    f('Godavari', 'Trimbakeshwar', 2, { reverse: 2, note: 'Trimbakeshwar is near Nashik in Maharashtra.' }),
    f('Krishna', 'Mahabaleshwar', 2, {
      reverse: 2,
      note: 'Mahabaleshwar is in the Western Ghats of Maharashtra.',
    }),
    f('Kaveri', 'Talakaveri', 2, { note: 'Talakaveri is in the Brahmagiri hills of Kodagu, Karnataka.' }),
    f('Tapi', 'Multai', 3, { reverse: 3, note: 'Multai is in the Betul district of Madhya Pradesh.' }),
    f('Mahanadi', 'Sihawa', 3, { reverse: 3, note: 'Sihawa is in the Dhamtari district of Chhattisgarh.' }),
    f('Sutlej', 'Rakshastal Lake', 3, {
      reverse: 3,
      note: 'Rakshastal lies in Tibet, beside Lake Manasarovar.',
    }),
    f('Beas', 'Beas Kund', 2, { note: 'Beas Kund is near the Rohtang Pass in Himachal Pradesh.' }),
    f('Chambal', 'Janapav Hills', 3, {
      reverse: 3,
      note: 'The Janapav hills are near Mhow in Madhya Pradesh.',
    }),
  ],
};

export const DAMS: Table = {
  name: 'dams',
  ask: (x) => `The ${x.key} is built on which river?`,
  state: (x) => `The ${x.key} is on the ${x.value}.`,
  facts: [
    f('Bhakra Nangal Dam', 'Sutlej', 1, { note: 'It is in Himachal Pradesh and Punjab.' }),
    f('Hirakud Dam', 'Mahanadi', 1, {
      note: 'It is in Odisha and is one of the longest earthen dams in the world.',
    }),
    f('Sardar Sarovar Dam', 'Narmada', 2, { note: 'It is in Gujarat.' }),
    f('Tehri Dam', 'Bhagirathi', 2, {
      also: ['Ganga'],
      note: 'The Bhagirathi is the headstream of the Ganga; the dam is in Uttarakhand.',
    }),
    f('Nagarjuna Sagar Dam', 'Krishna', 2, {
      note: 'It lies on the border of Telangana and Andhra Pradesh.',
    }),
    f('Srisailam Dam', 'Krishna', 3),
    f('Almatti Dam', 'Krishna', 3, { note: 'It is in Karnataka.' }),
    f('Mettur Dam', 'Kaveri', 2, { note: 'It is in Tamil Nadu.' }),
    f('Krishna Raja Sagar Dam', 'Kaveri', 2, {
      note: 'It is near Mysuru in Karnataka; the Brindavan Gardens are beside it.',
    }),
    f('Idukki Dam', 'Periyar', 3, { note: 'This arch dam is in Kerala.' }),
    f('Mullaperiyar Dam', 'Periyar', 3, { note: 'It is in Kerala and is operated by Tamil Nadu.' }),
    f('Indira Sagar Dam', 'Narmada', 3, { note: 'It is in Madhya Pradesh.' }),
    f('Gandhi Sagar Dam', 'Chambal', 3, { note: 'It is in Madhya Pradesh.' }),
    f('Rana Pratap Sagar Dam', 'Chambal', 3, { note: 'It is in Rajasthan.' }),
    f('Ukai Dam', 'Tapi', 3, { note: 'It is in Gujarat.' }),
    f('Pong Dam', 'Beas', 3, { note: 'It is in Himachal Pradesh.' }),
    f('Ranjit Sagar Dam', 'Ravi', 3, { note: 'It is in Punjab, on the border with Jammu and Kashmir.' }),
    f('Salal Dam', 'Chenab', 3, { note: 'It is in Jammu and Kashmir.' }),
    f('Farakka Barrage', 'Ganga', 2, {
      also: ['Bhagirathi'],
      note: 'It is in West Bengal and diverts water into the Hooghly.',
    }),
    f('Jayakwadi Dam', 'Godavari', 3, { note: 'It is at Paithan in Maharashtra.' }),
  ],
};

export const PASSES: Table = {
  name: 'mountain passes',
  ask: (x) => `In which state or Union Territory is the ${x.key} located?`,
  state: (x) => `The ${x.key} is in ${x.value}.`,
  facts: [
    f('Shipki La pass', 'Himachal Pradesh', 3, { note: 'The Sutlej enters India from Tibet through it.' }),
    f('Rohtang Pass', 'Himachal Pradesh', 2, { note: 'It links the Kullu valley with Lahaul and Spiti.' }),
    f('Baralacha La pass', 'Himachal Pradesh', 3, { note: 'It lies on the Manali–Leh road.' }),
    f('Nathu La pass', 'Sikkim', 2, {
      note: 'It links Sikkim with Tibet and is a route for the Kailash Mansarovar Yatra.',
    }),
    f('Jelep La pass', 'Sikkim', 3, { note: 'It links Sikkim with the Chumbi valley of Tibet.' }),
    f('Bomdi La pass', 'Arunachal Pradesh', 3),
    f('Diphu Pass', 'Arunachal Pradesh', 3, {
      note: 'It lies near the tri-junction of India, China and Myanmar.',
    }),
    f('Lipulekh Pass', 'Uttarakhand', 3, {
      note: 'It links Uttarakhand with Tibet and is used by Kailash Mansarovar pilgrims.',
    }),
    f('Mana Pass', 'Uttarakhand', 3, { note: 'It lies beyond Badrinath, on the border with Tibet.' }),
    f('Niti Pass', 'Uttarakhand', 3),
    f('Khardung La pass', 'Ladakh', 3, { note: 'It lies north of Leh, on the road to the Nubra valley.' }),
    f('Banihal Pass', 'Jammu and Kashmir', 3, {
      note: 'It crosses the Pir Panjal range between Jammu and the Kashmir valley.',
    }),
    f('Bhor Ghat', 'Maharashtra', 3, { note: 'It carries the road and railway between Mumbai and Pune.' }),
    f('Thal Ghat', 'Maharashtra', 3, { note: 'It carries the road and railway between Mumbai and Nashik.' }),
  ],
};

export const LAKES: Table = {
  name: 'lakes',
  ask: (x) => `In which state or Union Territory is ${x.key} located?`,
  state: (x) => `${x.key} is in ${x.value}.`,
  facts: [
    f('Wular Lake', 'Jammu and Kashmir', 2, {
      note: "It is one of India's largest freshwater lakes; the Jhelum flows through it.",
    }),
    f('Dal Lake', 'Jammu and Kashmir', 1, { note: 'It lies in Srinagar.' }),
    f('Chilika Lake', 'Odisha', 1, { note: "It is India's largest coastal (brackish-water) lagoon." }),
    f('Loktak Lake', 'Manipur', 2, { note: 'Keibul Lamjao, the floating national park, is on it.' }),
    f('Sambhar Lake', 'Rajasthan', 2, { note: "It is India's largest inland salt lake." }),
    f('Pushkar Lake', 'Rajasthan', 2),
    f('Vembanad Lake', 'Kerala', 2, {
      note: "It is Kerala's largest lake; the Nehru Trophy boat race is held on it.",
    }),
    f('Ashtamudi Lake', 'Kerala', 3),
    f('Kolleru Lake', 'Andhra Pradesh', 3, { note: 'It lies between the Godavari and Krishna deltas.' }),
    f('Hussain Sagar Lake', 'Telangana', 2, { note: 'It lies between Hyderabad and Secunderabad.' }),
    f('Pangong Tso', 'Ladakh', 3, { note: 'It stretches from Ladakh into Tibet.' }),
    f('Tso Moriri', 'Ladakh', 3),
    f('Naini Lake', 'Uttarakhand', 2, { note: 'The town of Nainital surrounds it.' }),
    f('Lonar Lake', 'Maharashtra', 3, { note: 'It fills a crater made by a meteorite impact.' }),
    f('Tsomgo Lake', 'Sikkim', 3),
    f('Umiam Lake', 'Meghalaya', 3),
    f('Rudrasagar Lake', 'Tripura', 3, { note: 'The Neermahal water palace stands in it.' }),
    f('Renuka Lake', 'Himachal Pradesh', 3),
  ],
};

export const PORTS: Table = {
  name: 'ports',
  ask: (x) => `In which state is ${x.key} located?`,
  state: (x) => `${x.key} is in ${x.value}.`,
  facts: [
    f('Deendayal Port (Kandla)', 'Gujarat', 2, { note: 'It lies on the Gulf of Kutch.' }),
    f('Mundra Port', 'Gujarat', 3, { note: 'It lies on the Gulf of Kutch.' }),
    f('Jawaharlal Nehru Port (Nhava Sheva)', 'Maharashtra', 2, {
      note: "It is India's largest container port, across the harbour from Mumbai.",
    }),
    f('Mormugao Port', 'Goa', 2),
    f('New Mangalore Port', 'Karnataka', 2),
    f('Vizhinjam Port', 'Kerala', 3, {
      note: 'It is a deep-water transshipment port near Thiruvananthapuram.',
    }),
    f('V. O. Chidambaranar Port (Tuticorin)', 'Tamil Nadu', 3),
    f('Kamarajar Port (Ennore)', 'Tamil Nadu', 3),
    f('Visakhapatnam Port', 'Andhra Pradesh', 1),
    f('Krishnapatnam Port', 'Andhra Pradesh', 3),
    f('Paradip Port', 'Odisha', 2, { note: 'It lies near the mouth of the Mahanadi.' }),
    f('Dhamra Port', 'Odisha', 3),
    f('Haldia Port', 'West Bengal', 2, { note: 'It is a dock system of the Kolkata port on the Hooghly.' }),
  ],
};

export const MINES: Table = {
  name: 'mines',
  ask: (x) => `${x.key} is famous for which mineral?`,
  state: (x) => `${x.key} is known for ${x.value.toLowerCase()}.`,
  facts: [
    f('Khetri (Rajasthan)', 'Copper', 2),
    f('Malanjkhand (Madhya Pradesh)', 'Copper', 3),
    f('Kolar (Karnataka)', 'Gold', 1, { note: 'Mining at the Kolar Gold Fields stopped in 2001.' }),
    f('Hutti (Karnataka)', 'Gold', 3),
    f('Jharia (Jharkhand)', 'Coal', 1, {
      note: 'Jharia is also known for its long-burning coal-seam fires.',
    }),
    f('Raniganj (West Bengal)', 'Coal', 2, { note: 'It is the oldest coalfield of India.' }),
    f('Digboi (Assam)', 'Petroleum', 1, {
      note: 'Its refinery (1901) is the oldest working refinery in Asia.',
    }),
    f('Ankleshwar (Gujarat)', 'Petroleum', 3),
    f('Bailadila (Chhattisgarh)', 'Iron ore', 2),
    f('Kudremukh (Karnataka)', 'Iron ore', 3),
    f('Neyveli (Tamil Nadu)', 'Lignite', 2),
    f('Panna (Madhya Pradesh)', 'Diamond', 2),
    f('Jaduguda (Jharkhand)', 'Uranium', 2),
    f('Panchpatmali (Odisha)', 'Bauxite', 3),
    f('Zawar (Rajasthan)', 'Zinc and lead', 3),
  ],
};

export const TRIBUTARIES: Table = {
  name: 'tributaries',
  ask: (x) => `The ${x.key} is a tributary of which river?`,
  state: (x) => `The ${x.key} is a tributary of the ${x.value}.`,
  facts: [
    f('Chambal', 'Yamuna', 2, { also: ['Ganga'], note: 'The Yamuna in turn joins the Ganga at Prayagraj.' }),
    f('Betwa', 'Yamuna', 2, { also: ['Ganga'], note: 'The Yamuna in turn joins the Ganga at Prayagraj.' }),
    f('Ken', 'Yamuna', 3, { also: ['Ganga'], note: 'The Yamuna in turn joins the Ganga at Prayagraj.' }),
    f('Ghaghara', 'Ganga', 2),
    f('Gandak', 'Ganga', 2),
    f('Kosi', 'Ganga', 2, { note: 'Its floods earned it the name "Sorrow of Bihar".' }),
    f('Gomti', 'Ganga', 3),
    f('Jhelum', 'Indus', 2, {
      also: ['Chenab'],
      note: 'It joins the Chenab in Pakistan, which flows on into the Indus.',
    }),
    f('Tungabhadra', 'Krishna', 2),
    f('Bhima', 'Krishna', 2),
    f('Musi', 'Krishna', 3, { note: 'Hyderabad stands on the Musi.' }),
    f('Koyna', 'Krishna', 3),
    f('Manjira', 'Godavari', 3),
    f('Indravati', 'Godavari', 3),
    f('Sabari', 'Godavari', 3),
    f('Kabini', 'Kaveri', 3),
    f('Bhavani', 'Kaveri', 3),
    f('Hemavati', 'Kaveri', 3),
    f('Subansiri', 'Brahmaputra', 3),
    f('Teesta', 'Brahmaputra', 3, { note: 'It joins the Brahmaputra (Jamuna) in Bangladesh.' }),
    f('Manas', 'Brahmaputra', 3),
  ],
};

export const CITY_RIVERS: Table = {
  name: 'cities on rivers',
  ask: (x) => `${x.key} is situated on the bank of which river?`,
  state: (x) => `${x.key} stands on the ${x.value}.`,
  facts: [
    f('Srinagar', 'Jhelum', 2, { group: 'IN' }),
    f('Hyderabad', 'Musi', 3, { group: 'IN' }),
    f('Ahmedabad', 'Sabarmati', 2, { group: 'IN' }),
    f('Surat', 'Tapi', 2, { group: 'IN' }),
    f('Lucknow', 'Gomti', 2, { group: 'IN' }),
    f('Delhi', 'Yamuna', 1, { group: 'IN' }),
    f('Agra', 'Yamuna', 1, { group: 'IN' }),
    f('Kanpur', 'Ganga', 1, { group: 'IN' }),
    f('Guwahati', 'Brahmaputra', 1, { group: 'IN' }),
    f('Jabalpur', 'Narmada', 2, { group: 'IN' }),
    f('Cuttack', 'Mahanadi', 2, { group: 'IN' }),
    f('Vijayawada', 'Krishna', 2, { group: 'IN' }),
    f('Nashik', 'Godavari', 2, { group: 'IN' }),
    f('Tiruchirappalli', 'Kaveri', 3, { group: 'IN' }),
    f('Ludhiana', 'Sutlej', 3, { group: 'IN' }),
    f('Kota', 'Chambal', 3, { group: 'IN' }),
    f('Ujjain', 'Shipra', 3, { group: 'IN' }),
    f('Ayodhya', 'Sarayu', 2, { group: 'IN' }),
    f('Madurai', 'Vaigai', 3, { group: 'IN' }),
    f('London', 'Thames', 1, { group: 'W' }),
    f('Paris', 'Seine', 2, { group: 'W' }),
    f('Cairo', 'Nile', 1, { group: 'W' }),
    f('Baghdad', 'Tigris', 2, { group: 'W' }),
    f('Rome', 'Tiber', 3, { group: 'W' }),
    f('Vienna', 'Danube', 2, { group: 'W' }),
    f('Budapest', 'Danube', 3, { group: 'W' }),
    f('Berlin', 'Spree', 3, { group: 'W' }),
    f('Lahore', 'Ravi', 2, { group: 'W' }),
    f('Dhaka', 'Buriganga', 3, { group: 'W' }),
    f('New York', 'Hudson', 3, { group: 'W' }),
    f('Washington, D.C.', 'Potomac', 3, { group: 'W' }),
    f('Bangkok', 'Chao Phraya', 3, { group: 'W' }),
  ],
};

// ---------------------------------------------------------------------------------------------- world

export const STRAITS: Table = {
  name: 'straits',
  ask: (x) => `The ${x.key} separates which two lands?`,
  state: (x) => `The ${x.key} separates ${x.value}.`,
  facts: [
    f('Palk Strait', 'India and Sri Lanka', 1),
    f('Strait of Gibraltar', 'Spain and Morocco', 2, {
      note: 'It links the Mediterranean Sea with the Atlantic Ocean.',
    }),
    f('Bering Strait', 'Russia and Alaska (USA)', 2, {
      note: 'It links the Pacific Ocean with the Arctic Ocean.',
    }),
    f('Strait of Malacca', 'Malay Peninsula and Sumatra', 2, {
      note: 'It links the Andaman Sea (Indian Ocean) with the South China Sea.',
    }),
    f('Strait of Dover', 'England and France', 2),
    f('Cook Strait', 'North and South Islands of New Zealand', 3),
    f('Sunda Strait', 'Java and Sumatra', 3),
    f('Bass Strait', 'Australian mainland and Tasmania', 3),
    f('Mozambique Channel', 'Mozambique and Madagascar', 3),
    f('Ten Degree Channel', 'Andaman and Nicobar Islands', 2),
    f('Nine Degree Channel', 'Minicoy and the main Lakshadweep group', 3, {
      note: 'It runs between Kalpeni and Minicoy.',
    }),
    f('Eight Degree Channel', 'Minicoy and the Maldives', 3),
    f('Duncan Passage', 'South Andaman and Little Andaman', 3),
    f('Korea Strait', 'South Korea and Japan', 3),
  ],
};

export const BOUNDARY_LINES: Table = {
  name: 'boundary lines',
  ask: (x) => `The ${x.key} is the boundary between which countries?`,
  state: (x) => `The ${x.key} is the boundary between ${x.value}.`,
  facts: [
    f('Radcliffe Line', 'India and Pakistan', 2, {
      also: ['India and Bangladesh'],
      note: 'Drawn in 1947, it also divided Bengal (the India–East Pakistan border, now India–Bangladesh).',
    }),
    f('McMahon Line', 'India and China', 1, { note: 'It was drawn at the Simla Convention of 1914.' }),
    f('Durand Line', 'Afghanistan and Pakistan', 2, {
      note: 'It was drawn in 1893 between British India and Afghanistan.',
    }),
    f('38th Parallel', 'North Korea and South Korea', 2),
    f('49th Parallel', 'USA and Canada', 3),
    f('Oder–Neisse Line', 'Germany and Poland', 3),
  ],
};

export const NICKNAMES: Table = {
  name: 'nicknames',
  ask: (x) => `Which country is known as the "${x.key}"?`,
  state: (x) => `${x.value} is called the "${x.key}".`,
  facts: [
    f('Land of the Rising Sun', 'Japan', 1),
    f('Land of the Thunder Dragon', 'Bhutan', 1),
    f('Land of the Midnight Sun', 'Norway', 2, {
      note: 'North of the Arctic Circle the sun does not set in midsummer.',
    }),
    f('Land of a Thousand Lakes', 'Finland', 2),
    f('Land of White Elephants', 'Thailand', 2),
    f('Sugar Bowl of the World', 'Cuba', 2),
    f('Emerald Isle', 'Ireland', 2),
    f('Gift of the Nile', 'Egypt', 2, { note: 'The phrase is from the Greek historian Herodotus.' }),
    f('Land of Golden Pagodas', 'Myanmar', 3),
    f('Land of the Morning Calm', 'South Korea', 3),
    f('Land of Cakes', 'Scotland', 3),
  ],
};

// prettier-ignore
export const INDIA_TABLES: readonly Table[] = [STATE_CAPITALS, NATIONAL_PARKS, RIVER_ORIGINS, DAMS, PASSES, LAKES, PORTS, MINES, TRIBUTARIES, CITY_RIVERS, STRAITS, BOUNDARY_LINES, NICKNAMES];

// --------------------------------------------------------------------------------- countries-list

/**
 * The countries an Indian exam asks about, each with the level of its capital question (false: not
 * asked) and its currency question. Excluded capitals: Israel (Jerusalem's status is disputed), South
 * Africa (three capitals), Sri Lanka (the package gives Colombo; the official capital is Sri
 * Jayawardenepura Kotte), Kuwait and Mexico (the answer repeats the country's name; so does
 * Afghanistan's currency, the Afghani). Zimbabwe is left out
 * (many currencies in use).
 */
// prettier-ignore
export const COUNTRIES: Readonly<Record<string, { capital: Level | false; currency: Level | false }>> = {
  AF: { capital: 2, currency: false }, BD: { capital: 1, currency: 2 }, BT: { capital: 1, currency: 2 }, CN: { capital: 1, currency: 1 },
  MM: { capital: 2, currency: 3 }, NP: { capital: 1, currency: 1 }, PK: { capital: 1, currency: 1 }, LK: { capital: false, currency: 1 },
  MV: { capital: 2, currency: 3 }, IR: { capital: 2, currency: 3 }, IQ: { capital: 2, currency: 3 }, SA: { capital: 2, currency: 2 },
  AE: { capital: 2, currency: 2 }, QA: { capital: 3, currency: 3 }, KW: { capital: false, currency: 3 }, OM: { capital: 3, currency: 3 },
  IL: { capital: false, currency: 3 }, TR: { capital: 2, currency: 2 }, JP: { capital: 1, currency: 1 }, KR: { capital: 2, currency: 2 },
  KP: { capital: 3, currency: 3 }, ID: { capital: 2, currency: 2 }, MY: { capital: 2, currency: 2 }, SG: { capital: false, currency: 2 },
  TH: { capital: 2, currency: 2 }, VN: { capital: 2, currency: 3 }, PH: { capital: 2, currency: 3 }, KH: { capital: 3, currency: 3 },
  LA: { capital: 3, currency: 3 }, MN: { capital: 3, currency: 3 }, KZ: { capital: 3, currency: 3 }, UZ: { capital: 3, currency: 3 },
  AU: { capital: 1, currency: 1 }, NZ: { capital: 2, currency: 2 }, FJ: { capital: 3, currency: false },
  GB: { capital: 1, currency: 1 }, FR: { capital: 1, currency: 2 }, DE: { capital: 1, currency: 2 }, IT: { capital: 1, currency: 2 },
  ES: { capital: 2, currency: false }, PT: { capital: 2, currency: false }, NL: { capital: 3, currency: false }, BE: { capital: 3, currency: false },
  CH: { capital: 3, currency: 2 }, AT: { capital: 3, currency: false }, SE: { capital: 2, currency: 3 }, NO: { capital: 2, currency: 3 },
  DK: { capital: 3, currency: 3 }, FI: { capital: 3, currency: false }, PL: { capital: 2, currency: 3 }, GR: { capital: 2, currency: false },
  IE: { capital: 2, currency: false }, RU: { capital: 1, currency: 1 }, UA: { capital: 2, currency: 3 }, HU: { capital: 3, currency: 3 },
  CZ: { capital: 3, currency: 3 }, US: { capital: 1, currency: 1 }, CA: { capital: 2, currency: false }, MX: { capital: false, currency: 2 },
  BR: { capital: 2, currency: 2 }, AR: { capital: 2, currency: 3 }, CL: { capital: 3, currency: false }, PE: { capital: 3, currency: 3 },
  CO: { capital: 3, currency: false }, VE: { capital: 3, currency: 3 }, CU: { capital: 2, currency: false }, EG: { capital: 1, currency: 2 },
  NG: { capital: 2, currency: 3 }, KE: { capital: 2, currency: 3 }, ET: { capital: 3, currency: 3 }, GH: { capital: 3, currency: 3 },
  TZ: { capital: 3, currency: false }, UG: { capital: 3, currency: false }, ZM: { capital: 3, currency: 3 }, DZ: { capital: 3, currency: false },
  MA: { capital: 3, currency: 3 }, SD: { capital: 3, currency: false }, RW: { capital: 3, currency: false }, MU: { capital: 3, currency: 3 },
  MG: { capital: 3, currency: false }, AO: { capital: 3, currency: 3 }, BW: { capital: 3, currency: 3 }, ZA: { capital: false, currency: 2 },
};

/**
 * The short name a currency is asked by (the package's name without the country's adjective: "Yen", not
 * "Japanese Yen", which would give the answer away). The test checks that each is how the package's
 * name ends. Codes a country lists but that are not its everyday money (USN, CHE, CHW, CLF) are ignored.
 */
// prettier-ignore
export const CURRENCY_SHORT: Readonly<Record<string, string>> = {
  AFN: 'Afghani', BDT: 'Taka', BTN: 'Ngultrum', INR: 'Rupee', CNY: 'Yuan', MMK: 'Kyat', NPR: 'Rupee', PKR: 'Rupee', LKR: 'Rupee',
  MVR: 'Rufiyaa', IRR: 'Rial', IQD: 'Dinar', SAR: 'Riyal', AED: 'Dirham', QAR: 'Riyal', KWD: 'Dinar', OMR: 'Rial', ILS: 'Shekel',
  TRY: 'Lira', JPY: 'Yen', KRW: 'Won', KPW: 'Won', IDR: 'Rupiah', MYR: 'Ringgit', SGD: 'Dollar', THB: 'Baht', VND: 'Dong',
  PHP: 'Peso', KHR: 'Riel', LAK: 'Kip', MNT: 'Tugrik', KZT: 'Tenge', UZS: 'Som', AUD: 'Dollar', NZD: 'Dollar', FJD: 'Dollar',
  GBP: 'Pound', EUR: 'Euro', CHF: 'Franc', SEK: 'Krona', NOK: 'Krone', DKK: 'Krone', PLN: 'Zloty', RUB: 'Ruble', UAH: 'Hryvnia',
  HUF: 'Forint', CZK: 'Koruna', USD: 'Dollar', CAD: 'Dollar', MXN: 'Peso', BRL: 'Real', ARS: 'Peso', CLP: 'Peso', PEN: 'Sol',
  COP: 'Peso', VES: 'Bolívar', CUP: 'Peso', EGP: 'Pound', ZAR: 'Rand', NGN: 'Naira', KES: 'Shilling', ETB: 'Birr', GHS: 'Cedi',
  TZS: 'Shilling', UGX: 'Shilling', ZMW: 'Kwacha', DZD: 'Dinar', MAD: 'Dirham', SDG: 'Pound', RWF: 'Franc', MUR: 'Rupee',
  MGA: 'Ariary', AOA: 'Kwanza', BWP: 'Pula',
};
export const IGNORED_CURRENCIES: readonly string[] = ['USN', 'CHE', 'CHW', 'CLF'];

const CONTINENT_NAMES: Readonly<Record<string, string>> = {
  AF: 'Africa',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  SA: 'South America',
  OC: 'Oceania',
};

/** Names that take "the" in a sentence. */
const WITH_THE: readonly string[] = ['US', 'GB', 'AE', 'NL', 'PH', 'MV'];

/** Currency names too alike to be told apart fairly (the same word spelt two ways). */
export const CURRENCY_FAMILIES: readonly (readonly string[])[] = [
  ['Rial', 'Riyal'],
  ['Krona', 'Krone'],
];
const family = (name: string): string[] => [...(CURRENCY_FAMILIES.find((f) => f.includes(name)) ?? [name])];

interface Country {
  code: string;
  name: string;
  capital: string;
  continent: string;
  currencyCodes: string[];
  inSentence: string;
}

export function curatedCountries(): Country[] {
  return Object.keys(COUNTRIES).map((code) => {
    const c = countries[code as TCountryCode];
    const currencyCodes = c.currency.filter((x) => !IGNORED_CURRENCIES.includes(x));
    for (const x of currencyCodes)
      if (!(x in CURRENCY_SHORT)) throw new Error(`${code}: no short name for ${x}`);
    // Russia is listed in Asia by the package; for choosing similar wrong options Europe fits better.
    const continent = code === 'RU' ? 'EU' : c.continent;
    return {
      code,
      name: c.name,
      capital: c.capital,
      continent,
      currencyCodes,
      inSentence: WITH_THE.includes(code) ? `the ${c.name}` : c.name,
    };
  });
}

export const shortCurrencies = (c: Country): string[] => [
  ...new Set(c.currencyCodes.map((x) => CURRENCY_SHORT[x]!)),
];

function deriveCountries(): Derivation[] {
  const list = curatedCountries();
  const out: Derivation[] = [];
  const capitalPool = list.filter((c) => COUNTRIES[c.code]!.capital !== false);
  for (const c of list) {
    const level = COUNTRIES[c.code]!.capital;
    if (level === false) continue;
    const where = CONTINENT_NAMES[c.continent] ?? c.continent;
    const explanation = `${c.capital} is the capital of ${c.inSentence} (${where}).`;
    const sameContinent = capitalPool.filter((o) => o.continent === c.continent && o.code !== c.code);
    const q1 = `What is the capital of ${c.inSentence}?`;
    const wrong1 = pickWrong(
      rngFor(q1),
      capitalPool.map((o) => o.capital),
      [c.capital],
      3,
      sameContinent.map((o) => o.capital),
    );
    out.push({
      row: row(level, q1, c.capital, wrong1, explanation, COUNTRIES_SOURCE),
      table: 'capital',
      truth: (o) => o === c.capital,
    });
    // The reverse question one level up (capped at 3), for the better-known half.
    if (level < 3) {
      const q2 = `${c.capital} is the capital of which country?`;
      const wrong2 = pickWrong(
        rngFor(q2),
        capitalPool.map((o) => o.name),
        [c.name],
        3,
        sameContinent.map((o) => o.name),
      );
      out.push({
        row: row((level + 1) as Level, q2, c.name, wrong2, explanation, COUNTRIES_SOURCE),
        table: 'capital-reverse',
        truth: (o) => o === c.name,
      });
    }
  }
  const currencyPool = list.filter((c) => COUNTRIES[c.code]!.currency !== false);
  for (const c of currencyPool) {
    const level = COUNTRIES[c.code]!.currency as Level;
    const own = shortCurrencies(c);
    const main = CURRENCY_SHORT[c.currencyCodes[0]!]!;
    const full = currencies[c.currencyCodes[0]! as keyof typeof currencies].name;
    const others = c.currencyCodes.slice(1).map((x) => currencies[x as keyof typeof currencies].name);
    const explanation = `The currency of ${c.inSentence} is the ${main} (${full}).${others.length ? ` The ${others.join(', ')} is also used there.` : ''}`;
    const q = `Which is the currency of ${c.inSentence}?`;
    const sameContinent = currencyPool.filter((o) => o.continent === c.continent).flatMap(shortCurrencies);
    const wrong = pickWrong(
      rngFor(q),
      [...new Set(Object.values(CURRENCY_SHORT))],
      own.flatMap(family),
      3,
      sameContinent,
    );
    out.push({
      row: row(level, q, main, wrong, explanation, COUNTRIES_SOURCE),
      table: 'currency',
      truth: (o) => own.includes(o),
    });
  }
  return out;
}

export function deriveGeography(): Derivation[] {
  return [...INDIA_TABLES.flatMap((t) => deriveTable(t, TABLE_SOURCE)), ...deriveCountries()];
}
