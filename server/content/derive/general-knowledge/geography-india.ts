/**
 * Geography of India as fact tables written here: states and capitals, national parks, rivers and
 * their sources, dams, passes, lakes, ports, mines, tributaries and cities on rivers.
 */
import { fact as f, type Table } from './lib';

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

// prettier-ignore
export const INDIA_TABLES: readonly Table[] = [STATE_CAPITALS, NATIONAL_PARKS, RIVER_ORIGINS, DAMS, PASSES, LAKES, PORTS, MINES, TRIBUTARIES, CITY_RIVERS];
