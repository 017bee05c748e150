/**
 * The Hindi (issue 15) that profit and loss and time and work share: the words Hindi-medium papers
 * print for them (लाभ, हानि, क्रय मूल्य, विक्रय मूल्य, अंकित मूल्य, छूट; कार्य, दिन, घंटे), the plural of
 * an article (names.ts has only the singular), and the Hindi of the formats with words. The values are
 * the English ones: only the words change.
 */
import { num, pct } from '../format';
import { byGender, hiThing, inHindi } from '../hindi';
import type { Person } from '../names';

/** The English "12% profit", "5% loss", "No profit, no loss" of a gain or loss in per cent. */
export const hiGainOrLoss = (value: number): string =>
  Math.abs(value) < 1e-9 ? 'न लाभ, न हानि' : value > 0 ? `${pct(value)} लाभ` : `${pct(-value)} हानि`;

/** "10% लाभ" / "5% हानि", the words a profit or loss takes after a percentage. */
export const hiProfitWord = (p: number): string => (p > 0 ? 'लाभ' : 'हानि');

/** होता (लाभ is masculine) or होती (हानि is feminine), agreeing with the profit or loss. */
export const hiHappens = (p: number): string => (p > 0 ? 'होता' : 'होती');

/** "एक कमीज़", but "जूतों की एक जोड़ी" (the one is the pair, not the shoes). */
export const hiOneThing = (english: string): string =>
  english === 'pair of shoes' ? 'जूतों की एक जोड़ी' : `एक ${hiThing(english)}`;

/** Plurals of names.ts ARTICLES, as they stand before a verb ("दो साड़ियाँ बेचता है"). */
const ARTICLE_PLURALS: Readonly<Record<string, string>> = {
  shirt: 'कमीज़ें',
  saree: 'साड़ियाँ',
  bicycle: 'साइकिलें',
  'mobile phone': 'मोबाइल फ़ोन',
  wristwatch: 'कलाई घड़ियाँ',
  'table fan': 'टेबल पंखे',
  'mixer grinder': 'मिक्सर ग्राइंडर',
  'pressure cooker': 'प्रेशर कुकर',
  'school bag': 'स्कूल बैग',
  'pair of shoes': 'जूतों की जोड़ियाँ',
  'ceiling fan': 'छत के पंखे',
  'steel almirah': 'स्टील की अलमारियाँ',
};

export const hiPluralThing = (english: string): string => inHindi(ARTICLE_PLURALS, english);

/** The goods of the false-weight questions. */
export const HI_GOODS: Readonly<Record<string, string>> = {
  rice: 'चावल',
  sugar: 'चीनी',
  dal: 'दाल',
  'wheat flour': 'आटा',
};

/**
 * Days and hours: "1 दिन", "7.5 दिन"; "1 घंटा", "3 घंटे". In a sentence, before में or का, a count of
 * hours is always घंटे (the oblique form), so `hiHoursIn` serves the question and the steps.
 */
export const hiDays = (value: number): string => `${num(value)} दिन`;
export const hiHours = (value: number): string =>
  `${num(value)} ${Math.abs(value - 1) < 1e-9 ? 'घंटा' : 'घंटे'}`;
export const hiHoursIn = (value: number): string => `${num(value)} घंटे`;

// Mistakes (Distractor.hi) that several kinds name, as Hindi infinitives.
export const HI_AVERAGE_TIMES = 'दोनों समयों का औसत लेना';
export const HI_ADD_TIMES = 'दोनों समयों को जोड़ना';
export const HI_SUBTRACT_TIMES = 'दोनों समयों को घटाना';
export const HI_WHOLE_WORK = 'पूरे कार्य का समय बताना';
export const HI_REST_OF_WORK = 'शेष कार्य का समय बताना';

/** The rooms, shops and houses painters paint (work.ts), singular and plural, as objects before को. */
export const HI_PAINTED: Readonly<Record<string, { one: string; many: string }>> = {
  rooms: { one: 'कमरे', many: 'कमरों' },
  classrooms: { one: 'कक्षा-कक्ष', many: 'कक्षा-कक्षों' },
  shops: { one: 'दुकान', many: 'दुकानों' },
  houses: { one: 'मकान', many: 'मकानों' },
};

/** "कर सकता है" / "कर सकती है", agreeing with the worker. */
export const hiCanDo = (who: Pick<Person, 'female'>): string => `कर ${byGender(who, 'सकता', 'सकती')} है`;
