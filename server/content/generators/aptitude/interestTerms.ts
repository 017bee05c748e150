/**
 * What the interest kinds share (interest.ts, interestDifferences.ts, interestFromAmounts.ts): the
 * rates they draw, and years in Hindi (issue 15: वर्ष; ₹ and % print the same in both languages).
 */
import { num } from '../format';

export const RATES = [4, 5, 6, 7.5, 8, 9, 10, 12, 12.5, 15];

export const hiYears = (value: number) => `${num(value)} वर्ष`;
