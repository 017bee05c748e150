/**
 * History fact tables of brief ga2 (issue 19, item 8): buildings of the Delhi Sultanate and the
 * Mughals and who built them (beside `builder`, none of its monuments repeated; a building begun by
 * one ruler and finished by another, such as the Qutb Minar or the Purana Qila, is left out), and
 * land reforms and land-revenue systems with what each was.
 */
import { lowerFirst, type FactTable } from './facts';
import { LAND_REFORM_HI, SULTANATE_MUGHAL_BUILDING_HI } from './historyGa2Hindi';

export const sultanateMughalBuilding: FactTable = {
  name: 'sultanate and mughal building',
  hi: SULTANATE_MUGHAL_BUILDING_HI,
  columns: ['Building', 'Built by'],
  forward: (k) => `Who built ${lowerFirst(k)}?`,
  backward: (v) => `Which of these was built by ${v}?`,
  fact: (k, v) => `${k} was built by ${v}.`,
  rows: [
    [
      1,
      'The Quwwat-ul-Islam mosque in Delhi',
      'Qutb-ud-din Aibak',
      'It stands in the Qutb complex at Mehrauli.',
    ],
    [1, 'The Tughlaqabad fort in Delhi', 'Ghiyasuddin Tughlaq'],
    [1, 'The Agra Fort', 'Akbar', 'He rebuilt it in red sandstone from 1565.'],
    [1, 'The city of Fatehpur Sikri', 'Akbar'],
    [2, 'The Adhai Din Ka Jhonpra at Ajmer', 'Qutb-ud-din Aibak'],
    [2, 'The Siri Fort in Delhi', 'Alauddin Khalji'],
    [2, 'The Firoz Shah Kotla in Delhi', 'Firoz Shah Tughlaq'],
    [2, 'The Shalimar Bagh in Srinagar', 'Jahangir'],
    [2, 'The Badshahi Mosque in Lahore', 'Aurangzeb'],
    [2, 'The Moti Masjid in the Agra Fort', 'Shah Jahan'],
    [2, 'The city of Jahanpanah in Delhi', 'Muhammad bin Tughlaq'],
    [3, 'The Sultan Ghari tomb in Delhi', 'Iltutmish', 'He built it for his eldest son, Nasiruddin Mahmud.'],
    [3, 'The Hauz-i-Shamsi tank at Mehrauli', 'Iltutmish'],
    [3, 'The Alai Minar at the Qutb complex', 'Alauddin Khalji', 'It was left unfinished.'],
    [3, 'The Nishat Bagh in Srinagar', 'Asif Khan', 'He was the brother of Nur Jahan.'],
    [3, 'The Qila-i-Kuhna mosque in the Purana Qila, Delhi', 'Sher Shah Suri'],
    [3, 'The Jama Masjid at Fatehpur Sikri', 'Akbar'],
  ],
};

export const landReform: FactTable = {
  name: 'land reform',
  hi: LAND_REFORM_HI,
  columns: ['Reform or movement', 'What it was'],
  forward: (k) => `Which of these best describes ${lowerFirst(k)}?`,
  backward: (v) => `Which land reform or movement does this describe: ${v}?`,
  fact: (k, v) => `${k}: ${v}.`,
  rows: [
    [
      1,
      'The Bhoodan movement',
      'Landowners giving land voluntarily to the landless, begun by Vinoba Bhave',
      'It began at Pochampalli in Telangana in 1951.',
    ],
    [1, 'The abolition of zamindari', 'Removing the intermediaries between the state and the tiller'],
    [
      1,
      'The ceiling on land holdings',
      'A legal limit on the land a family may own, the surplus going to the landless',
    ],
    [
      2,
      'The consolidation of holdings (chakbandi)',
      "Merging a farmer's scattered plots into one compact holding",
    ],
    [
      2,
      'Operation Barga',
      'Recording the names of sharecroppers in West Bengal to secure their tenure',
      'The West Bengal government began it in 1978.',
    ],
    [2, 'The Gramdan movement', "A whole village's land given to the village community"],
    [2, 'The Permanent Settlement', 'Land revenue fixed for ever with the zamindars of Bengal'],
    [3, 'The Ryotwari system', 'Land revenue settled directly with each cultivator'],
    [3, 'The Mahalwari system', 'Land revenue settled with the village community (mahal) as a whole'],
    [3, 'The Tebhaga movement', 'Sharecroppers of Bengal demanding two-thirds of the crop'],
    [3, 'Tenancy reform', "Securing tenants' tenure and regulating the rent they pay"],
  ],
};
