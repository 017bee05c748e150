/**
 * The tables combined into usage items: clauses × time expressions (prepositions of time), adjective forms ×
 * sentence frames (degrees of comparison), words that take "a" or "an".
 */
import type { Level } from '../types';

// prettier-ignore
export const TIME_CLAUSES: { clause: string; times: [string, string][]; perfect?: boolean; levels: Level[] }[] = [
  { clause: 'The train leaves Delhi {}.', times: [['at', '6:30 p.m.'], ['at', 'half past nine'], ['at', 'midnight']], levels: [1, 2] },
  { clause: 'The meeting will begin {}.', times: [['at', '10 a.m.'], ['at', 'noon'], ['on', 'Monday'], ['in', 'the afternoon']], levels: [1, 2] },
  { clause: 'I usually wake up {}.', times: [['at', "six o'clock"], ['at', 'dawn'], ['at', '5:30 a.m.']], levels: [1] },
  { clause: 'The shop closes {}.', times: [['at', '9 p.m.'], ['at', 'sunset'], ['on', 'Sundays']], levels: [1, 2] },
  { clause: 'The exam will be held {}.', times: [['on', 'Monday'], ['on', '15 March'], ['in', 'March'], ['in', 'the first week of April']], levels: [1, 2] },
  { clause: 'She was born {}.', times: [['on', '2 October 1998'], ['in', '1998'], ['in', 'October'], ['on', 'a Sunday']], levels: [1, 2] },
  { clause: 'We met for the first time {}.', times: [['on', 'Republic Day'], ['on', 'my birthday'], ['on', 'Friday evening'], ['in', '2019']], levels: [2, 3] },
  { clause: 'The school reopens {}.', times: [['in', 'June'], ['on', '1 July'], ['in', 'the second week of July']], levels: [1, 2] },
  { clause: 'It is very hot in Delhi {}.', times: [['in', 'summer'], ['in', 'May'], ['in', 'the afternoon']], levels: [1, 2] },
  { clause: 'My grandfather goes for a walk {}.', times: [['in', 'the morning'], ['in', 'the evening'], ['at', 'sunrise']], levels: [1] },
  { clause: 'The owls come out {}.', times: [['at', 'night']], levels: [1, 2] },
  { clause: 'India became independent {}.', times: [['in', '1947'], ['on', '15 August 1947'], ['at', 'midnight']], levels: [2, 3] },
  { clause: 'The guests arrived {}.', times: [['on', 'Saturday morning'], ['at', 'lunchtime'], ['in', 'the evening']], levels: [2, 3] },
  { clause: 'She has worked in this bank {}.', times: [['since', '2015'], ['for', 'five years'], ['since', 'last April'], ['for', 'a long time']], perfect: true, levels: [2, 3] },
  { clause: 'They have been waiting {}.', times: [['for', 'two hours'], ['since', 'morning'], ['since', '10 a.m.']], perfect: true, levels: [2, 3] },
  { clause: 'It has been raining {}.', times: [['since', 'yesterday'], ['for', 'three days'], ['since', 'Friday night']], perfect: true, levels: [2, 3] },
  { clause: 'We have lived in Pune {}.', times: [['since', '2010'], ['for', 'twelve years']], perfect: true, levels: [2, 3] },
  { clause: 'He has been ill {}.', times: [['since', 'Friday'], ['for', 'a fortnight']], perfect: true, levels: [2, 3] },
];
export const TIME_RULE: Record<string, string> = {
  at: '"At" is used with clock times and points of the day (at noon, at night, at midnight, at dawn).',
  on: '"On" is used with days and dates (on Monday, on 15 March, on Republic Day, on Friday evening).',
  in: '"In" is used with months, years, seasons and parts of the day (in May, in 1998, in summer, in the morning).',
  since: '"Since" gives the point of time an action started, with a perfect tense.',
  for: '"For" gives the length of time, with a perfect tense.',
};

/** Adjectives with their degrees and sentence frames written for each (so every sentence makes sense). */
interface Adjective {
  pos: string;
  comp: string;
  sup: string;
  /** short adjective (-er/-est) or long (more/most) */
  long: boolean;
  than: string;
  the: string;
  as: string;
  two?: string;
}
// prettier-ignore
export const ADJECTIVES: Adjective[] = [
  { pos: 'tall', comp: 'taller', sup: 'tallest', long: false, than: 'Ravi is {} than his brother.', the: 'Ravi is the {} boy in the class.', as: 'Ravi is as {} as his father.', two: 'Of the two brothers, Ravi is the {}.' },
  { pos: 'good', comp: 'better', sup: 'best', long: false, than: 'This book is {} than that one.', the: 'She is the {} singer in our school.', as: 'This pen is as {} as that one.', two: 'Of the two plans, this one is the {}.' },
  { pos: 'bad', comp: 'worse', sup: 'worst', long: false, than: 'The traffic today is {} than it was yesterday.', the: 'This is the {} film I have ever seen.', as: 'The road is not as {} as people say.' },
  { pos: 'big', comp: 'bigger', sup: 'biggest', long: false, than: 'An elephant is {} than a horse.', the: 'This is the {} tree in our village.', as: 'Your room is as {} as mine.' },
  { pos: 'beautiful', comp: 'more beautiful', sup: 'most beautiful', long: true, than: 'This garden is {} than that one.', the: 'Kashmir is the {} place I have ever visited.', as: 'The lake is as {} as the sea.' },
  { pos: 'heavy', comp: 'heavier', sup: 'heaviest', long: false, than: 'This box is {} than that one.', the: 'This is the {} bag of all.', as: 'My bag is as {} as yours.', two: 'Of the two boxes, this one is the {}.' },
  { pos: 'careful', comp: 'more careful', sup: 'most careful', long: true, than: 'Meena is {} than her sister.', the: 'He is the {} driver I know.', as: 'Be as {} as you can.' },
  { pos: 'hot', comp: 'hotter', sup: 'hottest', long: false, than: 'Today is {} than yesterday.', the: 'May is the {} month of the year in Delhi.', as: 'It is not as {} today as it was yesterday.' },
  { pos: 'intelligent', comp: 'more intelligent', sup: 'most intelligent', long: true, than: 'Priya is {} than her classmates.', the: 'She is the {} student in the class.', as: 'He is as {} as his sister.', two: 'Of the two sisters, Priya is the {}.' },
  { pos: 'fast', comp: 'faster', sup: 'fastest', long: false, than: 'A cheetah is {} than a lion.', the: 'The cheetah is the {} land animal.', as: 'He cannot run as {} as his brother.' },
  { pos: 'cheap', comp: 'cheaper', sup: 'cheapest', long: false, than: 'Travelling by bus is {} than travelling by air.', the: 'This is the {} phone in the whole shop.', as: 'This shirt is as {} as that one.' },
  { pos: 'easy', comp: 'easier', sup: 'easiest', long: false, than: 'This question is {} than the last one.', the: 'This is the {} way of all.', as: 'The second test was as {} as the first.' },
  { pos: 'honest', comp: 'more honest', sup: 'most honest', long: true, than: 'Ramesh is {} than his partner.', the: 'He is the {} officer in the department.', as: 'She is as {} as her father.' },
  { pos: 'wise', comp: 'wiser', sup: 'wisest', long: false, than: 'My grandmother is {} than all of us.', the: 'He was the {} king of his time.', as: 'He is as {} as an owl, people say.' },
  { pos: 'useful', comp: 'more useful', sup: 'most useful', long: true, than: 'This dictionary is {} than that one.', the: 'This is the {} book in my library.', as: 'A bicycle is as {} as a scooter in the village.', two: 'Of the two books, this one is the {}.' },
  { pos: 'large', comp: 'larger', sup: 'largest', long: false, than: 'Asia is {} than Europe.', the: 'Asia is the {} continent.', as: 'Their house is as {} as ours.' },
];

/** Words and the article their first sound takes. */
export const AN_WORDS: [string, Level][] = [
  ['apple', 1],
  ['egg', 1],
  ['orange', 1],
  ['umbrella', 1],
  ['elephant', 1],
  ['old man', 1],
  ['idea', 1],
  ['engineer', 1],
  ['onion', 1],
  ['eagle', 1],
  ['hour', 2],
  ['honest man', 2],
  ['heir', 2],
  ['honour', 2],
  ['ugly duckling', 2],
  ['unusual idea', 2],
  ['easy question', 2],
  ['inkpot', 1],
  ['MBA degree', 3],
  ['MLA', 3],
  ['FIR', 3],
  ['X-ray', 3],
  ['SOS message', 3],
  ['NCC cadet', 3],
  ['IAS officer', 3],
  ['LLB degree', 3],
  ['honourable judge', 3],
  ['hourly wage', 3],
  ['NGO', 3],
  ['MP', 3],
];
export const A_WORDS: [string, Level][] = [
  ['book', 1],
  ['dog', 1],
  ['car', 1],
  ['house', 1],
  ['pen', 1],
  ['teacher', 1],
  ['horse', 1],
  ['banana', 1],
  ['year', 2],
  ['university', 2],
  ['uniform', 2],
  ['European country', 2],
  ['one-rupee coin', 2],
  ['useful book', 2],
  ['union leader', 2],
  ['unique gift', 2],
  ['one-way street', 3],
  ['U-turn', 3],
  ['unicorn', 3],
  ['USB cable', 3],
  ['B.Sc. degree', 3],
  ['UPSC exam', 3],
  ['one-eyed man', 3],
  ['ewe', 3],
];

/** "What ___ honest man he is!": an exclamation where only "a" or "an" fits. */
// prettier-ignore
export const WHAT: [adjNoun: string, rest: string, level: Level][] = [
  ['honest man', 'he is', 2], ['unusual idea', 'that is', 2], ['useful book', 'this is', 2], ['old building', 'this is', 1], ['easy question', 'that was', 1],
  ['interesting story', 'it was', 1], ['amazing view', 'it is', 1], ['beautiful garden', 'this is', 1], ['huge crowd', 'it was', 1], ['unique painting', 'this is', 2],
  ['awful day', 'it was', 1], ['excellent idea', 'that is', 1], ['honourable man', 'he is', 3], ['lovely evening', 'it is', 1], ['one-sided match', 'it was', 3],
  ['exciting match', 'it was', 1], ['useless machine', 'this is', 2], ['heavy bag', 'this is', 1], ['intelligent girl', 'she is', 1],
  ['obedient boy', 'he is', 1], ['unforgettable day', 'it was', 2], ['European city', 'Paris is', 3], ['honest answer', 'that was', 2], ['hour-long speech', 'it was', 3],
  ['universal truth', 'that is', 3], ['ordinary house', 'it is', 2], ['expensive car', 'this is', 1],
];
