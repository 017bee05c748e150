/**
 * The short names candidates search by (design §6, "Job search"), each with the words of the full
 * titles in our own job listings that it stands for: "ssc cgl" must find "Combined Graduate Level
 * Examination 2027". Lower case. A short name still matches itself too (a title may use it: "Constable
 * (GD)").
 */
export const EXAM_SHORT_NAMES: Readonly<Record<string, readonly string[]>> = {
  cgl: ['combined graduate level'],
  chsl: ['combined higher secondary level'],
  mts: ['multi-tasking staff'],
  gd: ['general duty'],
  cpo: ['central police organisation', 'sub-inspector in delhi police'],
  ntpc: ['non-technical popular categories'],
  alp: ['assistant loco pilot'],
  je: ['junior engineer'],
  cse: ['civil services'],
  net: ['national eligibility test'],
  ctet: ['central teacher eligibility test'],
};
