/**
 * History's fact tables about civilisation and culture: ancient and medieval texts, the Harappan sites and
 * finds, the Vedas and Rigvedic rivers, Bhakti saints, Vedanta schools, Sufi dargahs.
 */
import type { FactTable } from './facts';
import {
  BHAKTI_SAINT_HI,
  HARAPPAN_FIND_HI,
  HARAPPAN_SITE_HI,
  RIGVEDIC_RIVER_HI,
  SUFI_DARGAH_HI,
  TEXT_HI,
  VEDANTA_HI,
  VEDA_HI,
} from './historyCultureHindi';

export const ancientAndMedievalText: FactTable = {
  name: 'ancient and medieval text',
  hi: TEXT_HI,
  columns: ['Text', 'Author'],
  forward: (k) => `Who wrote ${k}?`,
  backward: (v) => `Which of these works was written by ${v}?`,
  fact: (k, v) => `${k} was written by ${v}.`,
  rows: [
    [
      1,
      "'Abhijnanashakuntalam'",
      'Kalidasa',
      'Kalidasa was a poet of the Gupta age; he also wrote Meghaduta.',
    ],
    [1, "'Ramcharitmanas'", 'Tulsidas', 'Tulsidas lived in the time of Akbar.'],
    [1, "'Akbarnama'", 'Abul Fazl', 'Its third volume is the Ain-i-Akbari.'],
    [1, "'Baburnama' (Tuzuk-i-Baburi)", 'Babur', 'Babur wrote his memoirs in Chagatai Turkish.'],
    [
      1,
      "'Aryabhatiya'",
      'Aryabhata',
      'Aryabhata, a mathematician-astronomer of the Gupta age, held that the earth rotates on its axis.',
    ],
    [
      1,
      "'Tirukkural'",
      'Thiruvalluvar',
      'It is a Tamil classic of 1,330 couplets on virtue, wealth and love.',
    ],
    [1, "'Panchatantra'", 'Vishnu Sharma', 'It is a collection of animal fables.'],
    [2, "'Harshacharita'", 'Banabhatta', 'Bana was the court poet of Harshavardhana.'],
    [2, "'Ashtadhyayi'", 'Panini', 'It is the classic grammar of Sanskrit.'],
    [2, "'Gita Govinda'", 'Jayadeva', 'Jayadeva was a 12th-century poet of Bengal and Odisha.'],
    [2, "'Prithviraj Raso'", 'Chand Bardai', 'Chand Bardai was the court poet of Prithviraj Chauhan.'],
    [2, "'Humayun-nama'", 'Gulbadan Begum', 'Gulbadan Begum was the daughter of Babur.'],
    [2, "'Padmavat'", 'Malik Muhammad Jayasi'],
    [2, "'Kitab-ul-Hind' (Tahqiq-i-Hind)", 'Al-Biruni', 'Al-Biruni came to India with Mahmud of Ghazni.'],
    [2, "'Amuktamalyada'", 'Krishnadevaraya', 'The Vijayanagara emperor wrote it in Telugu.'],
    [2, "'Natyashastra'", 'Bharata Muni', 'It is the ancient treatise on drama, dance and music.'],
    [2, "'Brihat Samhita'", 'Varahamihira'],
    [2, "'Silappatikaram'", 'Ilango Adigal', 'It is one of the five great epics of Tamil literature.'],
    [2, "'Tuzuk-i-Jahangiri'", 'Jahangir'],
    [2, "'Meghaduta'", 'Kalidasa'],
    [
      3,
      "'Mudrarakshasa'",
      'Vishakhadatta',
      "The play is about Chanakya's plans to win over Rakshasa, the Nanda minister.",
    ],
    [3, "'Mahabhashya'", 'Patanjali', "It is a commentary on Panini's grammar."],
    [3, "'Buddhacharita'", 'Ashvaghosha', 'Ashvaghosha was at the court of Kanishka.'],
    [3, "'Tarikh-i-Firoz Shahi'", 'Ziauddin Barani'],
    [3, "'Tabaqat-i-Nasiri'", 'Minhaj-us-Siraj'],
    [3, "'Khazain-ul-Futuh'", 'Amir Khusrau', "It describes Alauddin Khalji's campaigns."],
    [3, "'Mrichchhakatikam'", 'Shudraka'],
    [3, "'Manimekalai'", 'Sittalai Sattanar'],
    [3, "'Kiratarjuniya'", 'Bharavi'],
    [3, "'Dashakumaracharita'", 'Dandin'],
    [3, "'Ratnavali'", 'Harshavardhana', 'Harsha also wrote the plays Nagananda and Priyadarsika.'],
  ],
};

export const harappanSite: FactTable = {
  name: 'Harappan site',
  hi: HARAPPAN_SITE_HI,
  columns: ['Harappan site', 'Present-day location'],
  forward: (k) => `The Harappan (Indus Valley) site of ${k} is in which present-day state or region?`,
  backward: (v) => `Which of these Harappan (Indus Valley) sites is in ${v}?`,
  fact: (k, v) => `${k} is in ${v}.`,
  rows: [
    [1, 'Lothal', 'Gujarat', 'Lothal, near the Gulf of Khambhat, had a dockyard.'],
    [
      1,
      'Harappa',
      'Punjab (Pakistan)',
      'Harappa, on the Ravi, was excavated by Daya Ram Sahni in 1921 and gave the civilisation its name.',
    ],
    [1, 'Kalibangan', 'Rajasthan', 'Kalibangan, on the Ghaggar, shows a ploughed field.'],
    [
      1,
      'Dholavira',
      'Gujarat',
      'Dholavira, in the Rann of Kutch, became a UNESCO World Heritage Site in 2021.',
    ],
    [2, 'Rakhigarhi', 'Haryana', 'It is the largest known Harappan site in India.'],
    [2, 'Banawali', 'Haryana'],
    [
      2,
      'Ropar (Rupnagar)',
      'Punjab (India)',
      'It was the first Harappan site excavated in independent India.',
    ],
    [2, 'Chanhudaro', 'Sindh (Pakistan)', 'It is the only Harappan city without a citadel.'],
    [2, 'Mohenjo-daro', 'Sindh (Pakistan)', 'R. D. Banerji excavated it in 1922.'],
    [2, 'Surkotada', 'Gujarat', 'Horse remains have been reported from Surkotada.'],
    [3, 'Alamgirpur', 'Uttar Pradesh', 'It is the easternmost Harappan site, on the Hindon.'],
    [
      3,
      'Sutkagen Dor',
      'Balochistan (Pakistan)',
      'It is the westernmost Harappan site, near the Iran border.',
    ],
    [3, 'Manda', 'Jammu and Kashmir', 'On the Chenab, it is the northernmost Harappan site in India.'],
    [3, 'Daimabad', 'Maharashtra', 'It is the southernmost Harappan site, on the Pravara.'],
    [3, 'Shortugai', 'Afghanistan', 'It was a Harappan trading post on the Amu Darya.'],
    [3, 'Kot Diji', 'Sindh (Pakistan)'],
    [3, 'Bhirrana', 'Haryana'],
  ],
};

export const harappanFind: FactTable = {
  name: 'Harappan find',
  hi: HARAPPAN_FIND_HI,
  columns: ['Find', 'Harappan site'],
  forward: (k) => `${k} was found at which Harappan site?`,
  backward: (v) => `Which of these was found at the Harappan site of ${v}?`,
  fact: (k, v) => `${k} was found at ${v}.`,
  rows: [
    [1, 'The Great Bath', 'Mohenjo-daro'],
    [1, 'A dockyard', 'Lothal'],
    [2, "The bronze 'dancing girl'", 'Mohenjo-daro'],
    [2, 'A ploughed field', 'Kalibangan'],
    [2, "The 'Pashupati' seal", 'Mohenjo-daro'],
    [2, "The steatite 'priest-king' bust", 'Mohenjo-daro'],
    [3, 'A large signboard in the Harappan script', 'Dholavira'],
    [3, 'A clay model of a plough', 'Banawali'],
    [3, 'A burial of a dog with a man', 'Ropar (Rupnagar)'],
    [3, 'A cemetery known as R-37', 'Harappa'],
  ],
};

export const veda: FactTable = {
  name: 'Veda',
  hi: VEDA_HI,
  columns: ['Veda', 'Mainly a collection of'],
  forward: (k) => `The ${k} is mainly a collection of what?`,
  backward: (v) => `Which Veda is mainly a collection of ${v.toLowerCase()}?`,
  fact: (k, v) => `The ${k} is mainly a collection of ${v.toLowerCase()}.`,
  rows: [
    [
      1,
      'Rigveda',
      'Hymns in praise of gods',
      'It is the oldest Veda, in ten books (mandalas); the Gayatri Mantra is in its third book.',
    ],
    [
      2,
      'Samaveda',
      'Melodies (chants) for singing at sacrifices',
      'It is regarded as the origin of Indian music.',
    ],
    [
      2,
      'Yajurveda',
      'Formulas for performing sacrifices',
      'It has a "black" (Krishna) and a "white" (Shukla) version.',
    ],
    [2, 'Atharvaveda', 'Charms, spells and remedies for diseases'],
  ],
};

export const rigvedicRiver: FactTable = {
  name: 'Rigvedic river',
  hi: RIGVEDIC_RIVER_HI,
  columns: ['Rigvedic name', 'Modern river'],
  forward: (k) => `The river called ${k} in the Rigveda is known today as:`,
  backward: (v) => `What was the Rigvedic name of the river ${v}?`,
  fact: (k, v) => `The Rigvedic ${k} is the ${v}.`,
  // Not the Sindhu (Indus): its Hindi name today is सिंधु too, so the question would answer itself.
  rows: [
    [3, 'Vitasta', 'Jhelum'],
    [3, 'Asikni', 'Chenab'],
    [3, 'Parushni', 'Ravi'],
    [3, 'Vipasha', 'Beas'],
    [3, 'Shutudri', 'Sutlej'],
    [3, 'Gomati', 'Gomal'],
    [3, 'Kubha', 'Kabul'],
  ],
};

export const bhaktiSaint: FactTable = {
  name: 'Bhakti saint',
  hi: BHAKTI_SAINT_HI,
  columns: ['Saint', 'Region'],
  forward: (k) => `The Bhakti saint ${k} is associated with which region?`,
  backward: (v) => `Which of these Bhakti saints is associated with ${v}?`,
  fact: (k, v) => `${k} belonged to ${v}.`,
  rows: [
    [1, 'Tukaram', 'Maharashtra', 'His abhangas in Marathi are sung by the Varkari pilgrims to Pandharpur.'],
    [1, 'Chaitanya Mahaprabhu', 'Bengal', "He popularised the chanting (sankirtan) of Krishna's name."],
    [1, 'Srimanta Sankardev', 'Assam', 'He founded the Ekasarana Dharma and the sattras (monasteries).'],
    [1, 'Mirabai', 'Rajasthan', 'The Rajput princess of Mewar was a devotee of Krishna.'],
    [2, 'Namdev', 'Maharashtra'],
    [
      2,
      'Jnaneshwar (Dnyaneshwar)',
      'Maharashtra',
      'He wrote the Jnaneshwari, a Marathi commentary on the Gita.',
    ],
    [2, 'Basavanna', 'Karnataka', 'He led the Virashaiva (Lingayat) movement in the 12th century.'],
    [2, 'Narsinh Mehta', 'Gujarat', "He wrote 'Vaishnava Jana To', Gandhi's favourite bhajan."],
    [2, 'Lal Ded (Lalleshwari)', 'Kashmir'],
    [3, 'Purandara Dasa', 'Karnataka', 'He is called the father of Carnatic music.'],
    [3, 'Andal', 'Tamil Nadu', 'She is the only woman among the twelve Alvars.'],
    [3, 'Eknath', 'Maharashtra'],
  ],
  alsoTrue: [['Mirabai', 'Gujarat']],
};

export const vedantaSchool: FactTable = {
  name: 'Vedanta school',
  hi: VEDANTA_HI,
  columns: ['Teacher', 'School of Vedanta'],
  forward: (k) => `Which school of Vedanta philosophy was taught by ${k}?`,
  backward: (v) => `Who taught the ${v} school of Vedanta?`,
  fact: (k, v) => `${k} taught ${v}.`,
  rows: [
    [
      2,
      'Adi Shankaracharya',
      'Advaita (non-dualism)',
      'He founded four mathas at Sringeri, Dwarka, Puri and Jyotirmath.',
    ],
    [2, 'Ramanujacharya', 'Vishishtadvaita (qualified non-dualism)'],
    [2, 'Madhvacharya', 'Dvaita (dualism)'],
    [3, 'Nimbarka', 'Dvaitadvaita (dualistic non-dualism)'],
    [3, 'Vallabhacharya', 'Shuddhadvaita (pure non-dualism)', 'He founded the Pushtimarg sect.'],
  ],
};

export const sufiDargah: FactTable = {
  name: 'Sufi dargah',
  hi: SUFI_DARGAH_HI,
  columns: ['Sufi saint', 'Dargah'],
  forward: (k) => `Where is the dargah (shrine) of the Sufi saint ${k}?`,
  backward: (v) => `Which Sufi saint's dargah is at ${v}?`,
  fact: (k, v) => `The dargah of ${k} is at ${v}.`,
  rows: [
    [1, 'Khwaja Moinuddin Chishti', 'Ajmer', 'He established the Chishti order in India.'],
    [2, 'Nizamuddin Auliya', 'Delhi', 'The poet Amir Khusrau was his disciple.'],
    [2, 'Shaikh Salim Chishti', 'Fatehpur Sikri', 'Akbar named his son Salim (Jahangir) after him.'],
    [
      3,
      'Baba Farid (Fariduddin Ganj-i-Shakar)',
      'Pakpattan',
      'His verses are included in the Guru Granth Sahib.',
    ],
    [3, 'Bahauddin Zakariya', 'Multan', 'He established the Suhrawardi order in India.'],
    [3, 'Qutbuddin Bakhtiyar Kaki', 'Delhi'],
  ],
};
