/**
 * Forts, monuments and temples by the state or Union Territory they stand in, and India's transport
 * corridors and national waterways with their ends: fact tables written here (standard textbook facts
 * that do not change). A monument's state is where it stands today.
 */
import { fact as f, type Table } from './lib';

/** Names read without "the" in a sentence ("visit Hampi", but "visit the Ajanta Caves"). */
const WITHOUT_THE: readonly string[] = [
  'Hampi',
  'Fatehpur Sikri',
  "Humayun's Tomb",
  "Itimad-ud-Daulah's Tomb",
  'Rani ki Vav',
  'Dholavira',
  'Bibi Ka Maqbara',
];
const the = (name: string): string => (WITHOUT_THE.includes(name) ? name : `the ${name}`);
const capitalFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const isPlural = (name: string): boolean => /(Caves|Temples|Shelters|Monuments)$/.test(name);

/** Monument → the state or Union Territory it stands in. One reverse question a state at most. */
// prettier-ignore
export const MONUMENTS: Table = {
  name: 'monuments by state',
  ask: (x) => `In which state or Union Territory would you visit ${the(x.key)}?`,
  askReverse: (x) => `Which of these monuments is in ${x.value}?`,
  state: (x) => `${capitalFirst(the(x.key))} ${isPlural(x.key) ? 'are' : 'is'} in ${x.value}.`,
  facts: [
    f('Taj Mahal', 'Uttar Pradesh', 1, { group: 'N', note: 'Shah Jahan built it at Agra in memory of Mumtaz Mahal.' }),
    f('Qutub Minar', 'Delhi', 1, { reverse: 1, group: 'N', note: 'Qutbuddin Aibak began it; Iltutmish completed it.' }),
    f('Hawa Mahal', 'Rajasthan', 1, { group: 'N', note: 'It stands in Jaipur.' }),
    f('Gateway of India', 'Maharashtra', 1, { group: 'W', note: 'It stands on the waterfront of Mumbai.' }),
    f('Charminar', 'Telangana', 1, { reverse: 1, group: 'S', note: 'Muhammad Quli Qutb Shah built it in Hyderabad in 1591.' }),
    f('Konark Sun Temple', 'Odisha', 1, { reverse: 1, group: 'E', note: 'The Eastern Ganga king Narasimhadeva I built it in the 13th century.' }),
    f('Golden Temple (Harmandir Sahib)', 'Punjab', 1, { reverse: 1, group: 'N', note: 'It stands in Amritsar.' }),
    f('Victoria Memorial', 'West Bengal', 1, { reverse: 1, group: 'E', note: 'It stands in Kolkata.' }),
    f('Sanchi Stupa', 'Madhya Pradesh', 1, { group: 'C', note: 'Its Great Stupa was first built under Ashoka.' }),
    f('Ajanta Caves', 'Maharashtra', 1, { group: 'W', note: 'They are Buddhist caves famous for their paintings, near Aurangabad (Chhatrapati Sambhajinagar).' }),
    f('Khajuraho Group of Monuments', 'Madhya Pradesh', 1, { group: 'C', note: 'The Chandela kings built these temples.' }),
    f('Meenakshi Temple', 'Tamil Nadu', 1, { reverse: 1, group: 'S', note: 'It stands in Madurai.' }),
    f('Gol Gumbaz', 'Karnataka', 1, { reverse: 1, group: 'S', note: 'It is the tomb of Muhammad Adil Shah at Vijayapura (Bijapur).' }),
    f('Mahabodhi Temple', 'Bihar', 1, { reverse: 1, group: 'E', note: 'It stands at Bodh Gaya, where the Buddha attained enlightenment.' }),
    f('Chittorgarh Fort', 'Rajasthan', 2, { reverse: 2, group: 'N' }),
    f('Mehrangarh Fort', 'Rajasthan', 2, { group: 'N', note: 'It overlooks Jodhpur.' }),
    f('Golconda Fort', 'Telangana', 2, { group: 'S', note: 'It was the seat of the Qutb Shahi sultans, near Hyderabad.' }),
    f('Gwalior Fort', 'Madhya Pradesh', 2, { reverse: 2, group: 'C' }),
    f('Ellora Caves', 'Maharashtra', 2, { reverse: 2, group: 'W', note: 'Their Kailasa temple (Cave 16) was cut from the rock under the Rashtrakuta king Krishna I.' }),
    f('Brihadeeswarar Temple', 'Tamil Nadu', 2, { group: 'S', note: 'Rajaraja Chola I built it at Thanjavur.' }),
    f('Hampi', 'Karnataka', 2, { group: 'S', note: 'It was Vijayanagara, the capital of the Vijayanagara empire.' }),
    f('Fatehpur Sikri', 'Uttar Pradesh', 2, { reverse: 2, group: 'N', note: 'Akbar built it as his capital near Agra.' }),
    f('Rani ki Vav', 'Gujarat', 2, { reverse: 2, group: 'W', note: 'It is a stepwell at Patan.' }),
    f('Nalanda Mahavihara', 'Bihar', 2, { group: 'E' }),
    f('Kumbhalgarh Fort', 'Rajasthan', 2, { group: 'N' }),
    f('Shore Temple', 'Tamil Nadu', 2, { group: 'S', note: 'The Pallavas built it at Mahabalipuram (Mamallapuram).' }),
    f("Humayun's Tomb", 'Delhi', 2, { group: 'N' }),
    f('Elephanta Caves', 'Maharashtra', 2, { group: 'W', note: 'They are on an island in Mumbai harbour.' }),
    f('Dilwara Temples', 'Rajasthan', 2, { group: 'N', note: 'They are Jain temples at Mount Abu.' }),
    f('Bibi Ka Maqbara', 'Maharashtra', 2, { group: 'W', note: 'It is the tomb of Dilras Banu Begum, wife of Aurangzeb, at Aurangabad.' }),
    f('Lingaraj Temple', 'Odisha', 2, { group: 'E', note: 'It stands in Bhubaneswar.' }),
    f('Kamakhya Temple', 'Assam', 2, { reverse: 2, group: 'NE', note: 'It stands on Nilachal Hill in Guwahati.' }),
    f('Somnath Temple', 'Gujarat', 2, { group: 'W' }),
    f('Kedarnath Temple', 'Uttarakhand', 2, { reverse: 2, group: 'N' }),
    f('Raigad Fort', 'Maharashtra', 3, { group: 'W', note: 'Shivaji was crowned there in 1674.' }),
    f('Daulatabad Fort', 'Maharashtra', 3, { group: 'W', note: 'Muhammad bin Tughluq moved his capital here from Delhi.' }),
    f('Kangra Fort', 'Himachal Pradesh', 3, { reverse: 3, group: 'N' }),
    f('Bekal Fort', 'Kerala', 3, { reverse: 3, group: 'S' }),
    f('Gingee Fort', 'Tamil Nadu', 3, { group: 'S' }),
    f('Chitradurga Fort', 'Karnataka', 3, { group: 'S' }),
    f('Kalinjar Fort', 'Uttar Pradesh', 3, { group: 'N' }),
    f('Rang Ghar', 'Assam', 3, { group: 'NE', note: 'The Ahom king Pramatta Singha built this pavilion at Sivasagar.' }),
    f('Kangla Fort', 'Manipur', 3, { reverse: 3, group: 'NE' }),
    f('Ujjayanta Palace', 'Tripura', 3, { reverse: 3, group: 'NE', note: 'It stands in Agartala.' }),
    f('Pattadakal Group of Monuments', 'Karnataka', 3, { group: 'S', note: 'The Chalukyas of Badami built these temples.' }),
    f('Bhimbetka Rock Shelters', 'Madhya Pradesh', 3, { group: 'C', note: 'Their paintings go back to the Stone Age.' }),
    f('Ramappa Temple', 'Telangana', 3, { group: 'S', note: 'The Kakatiyas built it at Palampet.' }),
    f('Dholavira', 'Gujarat', 3, { group: 'W', note: 'It is a Harappan city in the Rann of Kutch.' }),
    f('Aguada Fort', 'Goa', 3, { reverse: 3, group: 'W', note: 'The Portuguese built it in the 17th century.' }),
    f('Tawang Monastery', 'Arunachal Pradesh', 3, { reverse: 3, group: 'NE' }),
    f('Rumtek Monastery', 'Sikkim', 3, { reverse: 3, group: 'NE' }),
    f('Hemis Monastery', 'Ladakh', 3, { reverse: 3, group: 'N' }),
    f('Hoysaleswara Temple', 'Karnataka', 3, { group: 'S', note: 'It stands at Halebidu, the Hoysala capital.' }),
    f("Itimad-ud-Daulah's Tomb", 'Uttar Pradesh', 3, { group: 'N', note: 'Nur Jahan built it at Agra for her father.' }),
    f('Vijay Stambh', 'Rajasthan', 3, { group: 'N', note: 'Rana Kumbha built this tower of victory in Chittorgarh Fort.' }),
  ],
};

/** Highway and rail corridors and national waterways → the places they run between. */
// prettier-ignore
export const ROUTES: Table = {
  name: 'transport corridors',
  ask: (x) => `Between which two places does ${the(x.key)} run?`,
  askReverse: (x) => `Which of these runs from ${x.value}?`,
  state: (x) => `${capitalFirst(the(x.key))} runs from ${x.value}.`,
  facts: [
    f('North–South Corridor of the National Highways Development Project', 'Srinagar to Kanyakumari', 2, { reverse: 2, note: 'NH 44, the longest national highway, runs on the same line.' }),
    f('East–West Corridor of the National Highways Development Project', 'Silchar to Porbandar', 2, { reverse: 2 }),
    f('National Highway 44', 'Srinagar to Kanyakumari', 1, { note: 'It is the longest national highway of India.' }),
    f('Western Dedicated Freight Corridor', 'Dadri to Jawaharlal Nehru Port (Navi Mumbai)', 3, { reverse: 3, note: 'It is a railway line for goods trains only.' }),
    f('National Waterway 1', 'Haldia to Prayagraj', 2, { reverse: 2, note: 'It runs on the Ganga–Bhagirathi–Hooghly river system.' }),
    f('National Waterway 2', 'Dhubri to Sadiya', 3, { reverse: 3, note: 'It runs on the Brahmaputra.' }),
    f('National Waterway 3', 'Kollam to Kottapuram', 3, { reverse: 3, note: 'It is the West Coast Canal of Kerala.' }),
    f('Konkan Railway', 'Roha to Thokur', 3, { reverse: 3, note: 'It runs along the west coast through Maharashtra, Goa and Karnataka.' }),
  ],
};

export const HERITAGE_TABLES: readonly Table[] = [MONUMENTS, ROUTES];
