/**
 * What the generators need to write a question in Hindi (issue 15) beside its English, from the same
 * drawn values: the Devanagari of the names and things in names.ts, a verb's ending by the person's
 * gender, and the Hindi of the formats that hold words. Numbers stay in international digits, as SSC
 * and RRB papers print them, so `num`, `pct` and ₹ amounts are shared with the English.
 *
 * Nothing here draws from the rng: a generator's English questions (and their ids) stay the same when
 * it learns Hindi.
 */
import { MEN, WOMEN, type Person } from './names';
import { num, pct } from './format';
import { UNNAMED } from './question';
import type { Distractor } from './types';

const NAMES: Readonly<Record<(typeof MEN)[number] | (typeof WOMEN)[number], string>> = {
  Ravi: 'रवि',
  Amit: 'अमित',
  Suresh: 'सुरेश',
  Rahul: 'राहुल',
  Vikram: 'विक्रम',
  Arjun: 'अर्जुन',
  Sanjay: 'संजय',
  Rohit: 'रोहित',
  Manoj: 'मनोज',
  Farhan: 'फ़रहान',
  Harpreet: 'हरप्रीत',
  Joseph: 'जोसेफ़',
  Karthik: 'कार्तिक',
  Anil: 'अनिल',
  Deepak: 'दीपक',
  Imran: 'इमरान',
  Gaurav: 'गौरव',
  Nikhil: 'निखिल',
  Prakash: 'प्रकाश',
  Tarun: 'तरुण',
  Vivek: 'विवेक',
  Ajay: 'अजय',
  Mohan: 'मोहन',
  Rakesh: 'राकेश',
  Sunil: 'सुनील',
  Varun: 'वरुण',
  Yusuf: 'यूसुफ़',
  Abhishek: 'अभिषेक',
  Naveen: 'नवीन',
  Pranav: 'प्रणव',
  Anita: 'अनीता',
  Priya: 'प्रिया',
  Neha: 'नेहा',
  Kavita: 'कविता',
  Pooja: 'पूजा',
  Meena: 'मीना',
  Deepa: 'दीपा',
  Sunita: 'सुनीता',
  Lakshmi: 'लक्ष्मी',
  Ayesha: 'आयशा',
  Simran: 'सिमरन',
  Divya: 'दिव्या',
  Rekha: 'रेखा',
  Shalini: 'शालिनी',
  Nisha: 'निशा',
  Geeta: 'गीता',
  Swati: 'स्वाति',
  Farida: 'फ़रीदा',
  Jyoti: 'ज्योति',
  Radha: 'राधा',
  Sneha: 'स्नेहा',
  Tanvi: 'तन्वी',
  Usha: 'उषा',
  Asha: 'आशा',
  Bhavna: 'भावना',
  Kiran: 'किरण',
  Mary: 'मैरी',
  Preeti: 'प्रीति',
  Ritu: 'रितु',
  Zoya: 'ज़ोया',
};

/** The things of names.ts ARTICLES and GRAINS, and the towns' Devanagari. */
const THINGS: Readonly<Record<string, string>> = {
  shirt: 'कमीज़',
  saree: 'साड़ी',
  bicycle: 'साइकिल',
  'mobile phone': 'मोबाइल फ़ोन',
  wristwatch: 'कलाई घड़ी',
  'table fan': 'टेबल पंखे',
  'mixer grinder': 'मिक्सर ग्राइंडर',
  'pressure cooker': 'प्रेशर कुकर',
  'school bag': 'स्कूल बैग',
  'pair of shoes': 'जूतों की जोड़ी',
  'ceiling fan': 'छत के पंखे',
  'steel almirah': 'स्टील की अलमारी',
  rice: 'चावल',
  wheat: 'गेहूँ',
  sugar: 'चीनी',
  tea: 'चाय',
  pulses: 'दालों',
  coffee: 'कॉफ़ी',
};

/** A word the Hindi tables do not have is a generator bug: the build stops rather than mix languages. */
function lookUp(table: Readonly<Record<string, string>>, english: string, what: string): string {
  const hindi = table[english];
  if (hindi === undefined) throw new Error(`No Hindi for the ${what} ${JSON.stringify(english)}`);
  return hindi;
}

/** A person's name in Devanagari (names.ts MEN and WOMEN). */
export const hiName = (person: Pick<Person, 'name'>): string => lookUp(NAMES, person.name, 'name');

/**
 * A thing of names.ts (an article, a grain) in Hindi, in the oblique form it takes before का/की/में
 * ("टेबल पंखे का मूल्य"), which for most of them is the plain form.
 */
export const hiThing = (english: string): string => lookUp(THINGS, english, 'thing');

/** The ending that agrees with the person: `byGender(who, 'ता', 'ती')` → करता / करती. */
export const byGender = (who: Pick<Person, 'female'>, masculine: string, feminine: string): string =>
  who.female ? feminine : masculine;

/** Looks a word up in a generator's own table of Hindi, keyed by the English it drew. */
export function inHindi(table: Readonly<Record<string, string>>, english: string): string {
  return lookUp(table, english, 'word');
}

/** format.ts `change` in Hindi: "12% वृद्धि", "5% कमी". */
/** A number of years in Hindi: "3 वर्ष" (the aptitude topics that count years share it). */
export const hiYears = (value: number): string => `${num(value)} वर्ष`;

export const hiChange = (value: number): string => (value < 0 ? `${pct(-value)} कमी` : `${pct(value)} वृद्धि`);

/** format.ts `listAnd` in Hindi: "12, 15 और 18". */
export function hiListAnd(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} और ${items.at(-1)!}`;
}

/** A topic's mistakes in Hindi by their English: fixed ones, and ones worded with drawn numbers. */
export type MistakePatterns = readonly (readonly [RegExp, (...parts: string[]) => string])[];

/** The Hindi of a mistake from its topic's table, else the first pattern that matches it; none stops the build. */
export function mistakeInHindi(
  fixed: Readonly<Record<string, string>>,
  patterns: MistakePatterns,
  english: string,
): string {
  if (fixed[english] !== undefined) return fixed[english];
  for (const [pattern, hindi] of patterns) {
    const found = pattern.exec(english);
    if (found) return hindi(...found.slice(1));
  }
  return inHindi(fixed, english);
}

/**
 * The distractors with their mistakes in Hindi, for the trap line: a mistake written with drawn
 * numbers brings its own `hi`, the others take `hindiOf` theirs (an option no named mistake gives
 * needs none). A mistake without Hindi stops the build rather than leave a trap line out.
 */
export const withHindiMistakes = (
  distractors: readonly Distractor[],
  hindiOf: (mistake: string) => string,
): Distractor[] =>
  distractors.map((d) => (d.hi || d.mistake === UNNAMED ? d : { ...d, hi: hindiOf(d.mistake) }));
