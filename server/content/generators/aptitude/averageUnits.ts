/**
 * The units average questions print, in English and in Hindi (issue 15): kg (किग्रा, as papers print
 * it) and years (their Hindi, वर्ष, is hindi.ts's hiYears). averageGroups.ts and averageLevel3.ts both use them.
 */
import { num, withUnit } from '../format';

export const kg = withUnit('kg');
export const years = withUnit('years');
export const hiKg = (value: number) => `${num(value)} किग्रा`;
