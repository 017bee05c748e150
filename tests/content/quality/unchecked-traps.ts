/**
 * Generated topics whose "Trap:" notes are not yet recomputed by a check of their own
 * (tests/content/support/trap-checks.ts). Their notes are still checked to quote a wrong option
 * and to name the mistake the generator paired with it (tests/content/trap-notes.test.ts). The list
 * may only shrink: add a topic's checks, then remove it here (the test fails on a stale entry).
 */
export const UNCHECKED_TRAPS: readonly string[] = [
  'aptitude/algebraic_expression',
  'aptitude/data_interpretation',
  'aptitude/geometry',
  'aptitude/mensuration',
  'aptitude/percentage',
  'aptitude/profit_and_loss',
  'aptitude/ratio_proportion_partnership',
  'aptitude/simple_compound_interest',
  'aptitude/speed_and_distance',
  'aptitude/statistics_probability',
  'aptitude/time_and_work',
  'aptitude/trigonometry',
];
