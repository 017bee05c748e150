/** How the speed topic writes its quantities in English (its Hindi twins are in hindiSpeed.ts). */
import { num, withUnit } from '../format';

export const kmph = withUnit('km/h');
export const mps = withUnit('m/s');
export const km = withUnit('km');
export const seconds = (s: number): string => `${num(s)} seconds`;
export const hours = (h: number): string => `${num(h)} ${h === 1 ? 'hour' : 'hours'}`;
