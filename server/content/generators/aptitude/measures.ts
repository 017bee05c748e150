/** Lengths, areas and volumes as the shape topics write them (geometry, mensuration), and the π they use. */
import { withUnit } from '../format';

/** π as exam questions take it, so that areas and volumes come out whole. */
export const PI = 22 / 7;
export const cm = withUnit('cm');
export const m = withUnit('m');
export const sqcm = withUnit('cm²');
export const sqm = withUnit('m²');
export const cucm = withUnit('cm³');
