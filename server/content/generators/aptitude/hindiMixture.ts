/**
 * The Hindi (issue 15) of mixture and alligation: the units (किग्रा, लीटर), the price per kg, the
 * grains with the ending वाले/वाली that agrees with them, and the liquids of the replacement kind.
 * The values are the English ones: only the words change.
 */
import { num, withUnit } from '../format';
import { hiThing, inHindi } from '../hindi';

export const hiLitres = withUnit('लीटर');
export const hiKg = withUnit('किग्रा');
export const hiPerKg = (v: number): string => `₹ ${num(v)} प्रति किग्रा`;

// चावल and गेहूँ are masculine; चीनी, चाय, दाल and कॉफ़ी feminine: "₹ 40 प्रति किग्रा वाले चावल" but
// "₹ 40 प्रति किग्रा वाली चाय".
const FEMININE: ReadonlySet<string> = new Set(['sugar', 'tea', 'pulses', 'coffee']);

/** "₹ 40 प्रति किग्रा वाले चावल": a grain at a price, in the oblique form it takes before को/के साथ. */
export const hiGrainAt = (grain: string, price: number): string =>
  `₹ ${num(price)} प्रति किग्रा ${FEMININE.has(grain) ? 'वाली' : 'वाले'} ${hiThing(grain)}`;

/** The replacement kind's liquids (all masculine in Hindi: दूध, रस, पेट्रोल, शहद). */
const LIQUIDS: Readonly<Record<string, string>> = {
  milk: 'दूध',
  'pure juice': 'शुद्ध रस',
  petrol: 'पेट्रोल',
  honey: 'शहद',
};
export const hiLiquid = (english: string): string => inHindi(LIQUIDS, english);

// Mistakes (Distractor.hi) that several kinds name, as Hindi infinitives.
export const HI_REVERSED = 'अनुपात को उलटा लिखना';
export const HI_PRICES_AS_RATIO = 'मूल्यों को ही अनुपात मान लेना';
export const HI_EQUAL = 'बराबर मात्राएँ मिलाना';
