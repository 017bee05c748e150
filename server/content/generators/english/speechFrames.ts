/**
 * What reported speech is built from: the speakers and listeners, the frames of a clause, the tenses and how
 * each moves back, the time and place words that shift.
 */

export type Gender = 'm' | 'f';
export interface Person {
  name: string;
  gender: Gender;
}
export const SPEAKERS: readonly Person[] = [
  { name: 'Ravi', gender: 'm' },
  { name: 'Meena', gender: 'f' },
  { name: 'Anil', gender: 'm' },
  { name: 'Priya', gender: 'f' },
  { name: 'my father', gender: 'm' },
  { name: 'my mother', gender: 'f' },
  { name: 'the old man', gender: 'm' },
  { name: 'the girl', gender: 'f' },
  { name: 'Rohan', gender: 'm' },
  { name: 'Sita', gender: 'f' },
];
/** Listeners: "me", or a named person of the other gender from the speaker (so "he" and "she" never blur). */
export const LISTENERS: Record<Gender, readonly string[]> = {
  m: ['Arjun', 'Vikram', 'Rahul', 'the boy'],
  f: ['Neha', 'Kavita', 'Pooja', 'the girl'],
};

/** Who a subject or pronoun token refers to. */
export type Role = 'speaker' | 'listener' | 'group';
export type Subject = { role: Role } | { text: string; plural: boolean };

export type Tense =
  | 'presentSimple'
  | 'presentContinuous'
  | 'presentPerfect'
  | 'presentPerfectContinuous'
  | 'pastSimple'
  | 'pastContinuous'
  | 'future'
  | 'can'
  | 'may';

/** One step back, after a past reporting verb. */
export const BACKSHIFT: Record<Tense, string> = {
  presentSimple: 'pastSimple',
  presentContinuous: 'pastContinuous',
  presentPerfect: 'pastPerfect',
  presentPerfectContinuous: 'pastPerfectContinuous',
  pastSimple: 'pastPerfect',
  pastContinuous: 'pastPerfectContinuous',
  future: 'would',
  can: 'could',
  may: 'might',
};
export const TENSE_NAME: Record<string, string> = {
  presentSimple: 'the simple present',
  presentContinuous: 'the present continuous',
  presentPerfect: 'the present perfect',
  presentPerfectContinuous: 'the present perfect continuous',
  pastSimple: 'the simple past',
  pastContinuous: 'the past continuous',
  pastPerfect: 'the past perfect',
  pastPerfectContinuous: 'the past perfect continuous',
  future: '"will"',
  would: '"would"',
  can: '"can"',
  could: '"could"',
  may: '"may"',
  might: '"might"',
};

/**
 * A frame: the subjects it takes, its verb (or "be"), what follows the verb (with pronoun and place
 * tokens {my} {your} {me} {you} {here} {this}), the tenses it is natural in, with the time word
 * for each tense, and the wh-words a question about it can take.
 */
export interface Frame {
  subjects: Subject[];
  verb: string;
  rest: string;
  tenses: Partial<Record<Tense, string | null>>;
  wh?: { word: string; rest: string }[];
  /** a negative is natural */
  negative?: boolean;
  /** a statement may have "you" (the listener) as its subject: "You are late today." */
  youStatement?: boolean;
}
const SP: Subject = { role: 'speaker' };
const LI: Subject = { role: 'listener' };
const GR: Subject = { role: 'group' };

// prettier-ignore
export const FRAMES: readonly Frame[] = [
  { subjects: [SP, LI], verb: 'like', rest: 'tea', tenses: { presentSimple: null }, negative: true },
  { subjects: [SP, LI], verb: 'live', rest: 'in Delhi', tenses: { presentSimple: null, presentPerfectContinuous: null }, wh: [{ word: 'where', rest: '' }] },
  { subjects: [SP, LI], verb: 'be', rest: 'busy', tenses: { presentSimple: 'today' }, negative: true },
  { subjects: [SP, LI], verb: 'be', rest: 'late', tenses: { presentSimple: 'today' }, wh: [{ word: 'why', rest: 'late' }], youStatement: true },
  { subjects: [SP], verb: 'be', rest: 'very happy {here}', tenses: { presentSimple: null }, negative: true },
  { subjects: [SP, LI], verb: 'write', rest: 'a letter to {my} uncle', tenses: { presentContinuous: 'now', future: 'tomorrow' }, wh: [{ word: 'when', rest: 'a letter to {my} uncle' }] },
  { subjects: [SP, LI], verb: 'finish', rest: '{my} work', tenses: { presentPerfect: null, pastSimple: 'yesterday', future: 'tonight' }, negative: true },
  { subjects: [SP, LI], verb: 'meet', rest: '{your} brother', tenses: { pastSimple: 'yesterday', presentPerfect: null, future: 'tomorrow' }, wh: [{ word: 'where', rest: '{your} brother' }] },
  { subjects: [SP, LI], verb: 'solve', rest: 'this sum', tenses: { can: null, presentPerfect: null }, negative: true, youStatement: true },
  { subjects: [SP, LI], verb: 'lose', rest: '{my} pen', tenses: { presentPerfect: null, pastSimple: 'today' }, wh: [{ word: 'where', rest: '{my} pen' }] },
  { subjects: [SP, LI], verb: 'read', rest: 'this book', tenses: { presentPerfect: null, presentContinuous: 'now' }, negative: true },
  { subjects: [GR], verb: 'play', rest: 'cricket every Sunday', tenses: { presentSimple: null } },
  // the speaker only: with "you" as subject it read "Are you waiting for you here?"
  { subjects: [SP], verb: 'wait', rest: 'for {you}', tenses: { presentContinuous: 'here', presentPerfectContinuous: 'for an hour' } },
  { subjects: [{ text: '{my} brother', plural: false }], verb: 'work', rest: 'in a bank', tenses: { presentSimple: null, presentPerfectContinuous: 'for ten years' } },
  { subjects: [SP, LI], verb: 'visit', rest: 'Agra', tenses: { future: 'tomorrow', pastSimple: 'last week' }, wh: [{ word: 'when', rest: 'Agra' }] },
  { subjects: [SP, LI], verb: 'study', rest: 'for the exam', tenses: { presentContinuous: 'now', presentPerfectContinuous: 'since morning' } },
  { subjects: [SP, LI], verb: 'buy', rest: 'a new phone', tenses: { pastSimple: 'yesterday', presentPerfect: null }, wh: [{ word: 'why', rest: 'a new phone' }] },
  { subjects: [{ text: 'it', plural: false }], verb: 'rain', rest: 'heavily', tenses: { presentContinuous: 'now', pastContinuous: null } },
  { subjects: [SP, LI], verb: 'see', rest: 'this film', tenses: { pastSimple: 'yesterday', presentPerfect: null }, negative: true },
  { subjects: [GR], verb: 'finish', rest: 'the project', tenses: { future: 'tomorrow', presentPerfect: null } },
  { subjects: [SP, LI], verb: 'know', rest: 'the answer', tenses: { presentSimple: null }, negative: true },
  { subjects: [SP], verb: 'want', rest: 'a cup of tea', tenses: { presentSimple: null } },
  { subjects: [LI], verb: 'leave', rest: '{your} bag {here}', tenses: { pastSimple: 'yesterday', presentPerfect: null } },
  { subjects: [SP, LI], verb: 'speak', rest: 'English well', tenses: { can: null }, negative: true, youStatement: true },
  { subjects: [{ text: 'the train', plural: false }], verb: 'reach', rest: 'Delhi', tenses: { future: 'at noon', presentPerfect: null } },
  { subjects: [SP, LI], verb: 'go', rest: 'to the market', tenses: { presentContinuous: 'now', future: 'tomorrow', pastSimple: 'yesterday' }, wh: [{ word: 'why', rest: 'to the market' }] },
  { subjects: [SP], verb: 'help', rest: '{you}', tenses: { future: 'tomorrow', can: null } },
  { subjects: [LI], verb: 'help', rest: '{me}', tenses: { future: null, can: null } },
  { subjects: [SP, LI], verb: 'work', rest: 'on a new project', tenses: { pastContinuous: null, presentContinuous: null, presentPerfectContinuous: 'for a month' } },
  { subjects: [SP, LI], verb: 'play', rest: 'the guitar', tenses: { can: null, presentSimple: null }, negative: true, youStatement: true },
  { subjects: [SP], verb: 'take', rest: 'the bus {today}', tenses: { future: null } },
  { subjects: [SP, LI], verb: 'come', rest: 'to the party', tenses: { future: 'tomorrow', presentContinuous: 'tonight' }, negative: true },
  { subjects: [SP], verb: 'pay', rest: 'the bill', tenses: { pastSimple: 'yesterday', presentPerfect: null, future: 'tomorrow' } },
  { subjects: [SP, LI], verb: 'send', rest: 'the parcel', tenses: { pastSimple: 'yesterday', presentPerfect: null }, wh: [{ word: 'when', rest: 'the parcel' }] },
  { subjects: [{ text: '{my} sister', plural: false }], verb: 'study', rest: 'medicine', tenses: { presentSimple: null, presentContinuous: null } },
  { subjects: [SP], verb: 'be', rest: 'tired of waiting', tenses: { presentSimple: null } },
  { subjects: [SP, LI], verb: 'get', rest: 'a new job', tenses: { presentPerfect: null, pastSimple: 'last month' } },
];

/** Time and place words of the direct speech and their reported forms. */
export const SHIFT: Record<string, string> = {
  now: 'then',
  today: 'that day',
  tonight: 'that night',
  tomorrow: 'the next day',
  yesterday: 'the previous day',
  here: 'there',
  this: 'that',
  'last week': 'the previous week',
  'last month': 'the previous month',
};

/** The people of one question, and whether the reported words are turned to the reporter's view. */
