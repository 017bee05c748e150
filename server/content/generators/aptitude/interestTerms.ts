/**
 * What the interest kinds share (interest.ts, interestDifferences.ts, interestFromAmounts.ts): the
 * rates they draw (years in Hindi are hindi.ts's hiYears; ₹ and % print the same in both languages).
 */
export const RATES = [4, 5, 6, 7.5, 8, 9, 10, 12, 12.5, 15];
