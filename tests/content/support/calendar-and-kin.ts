/**
 * Two pieces of independent arithmetic the reasoning solvers lean on: Zeller's congruence for weekdays, and a
 * relation algebra for family trees.
 */

/** Zeller's congruence, converted to 0 = Sunday. */
export function zeller(y: number, m: number, d: number): number {
  const [mm, yy] = m < 3 ? [m + 12, y - 1] : [m, y];
  const k = yy % 100;
  const j = Math.floor(yy / 100);
  const h = (d + Math.floor((13 * (mm + 1)) / 5) + k + Math.floor(k / 4) + Math.floor(j / 4) + 5 * j) % 7; // 0 = Saturday
  return (h + 6) % 7;
}
export const leap = (y: number): boolean => (y % 400 === 0 ? true : y % 100 === 0 ? false : y % 4 === 0);
export function relationOf(words: string[]): string {
  const step: Record<string, string> = {
    son: 'U',
    daughter: 'U',
    father: 'D',
    mother: 'D',
    brother: 'S',
    sister: 'S',
    husband: 'M',
    wife: 'M',
  };
  const male = ['son', 'father', 'brother', 'husband'].includes(words[0]!);
  let path = words.map((w) => step[w]!).join('');
  const rules: [string, string][] = [
    ['UD', 'S'],
    ['DU', 'M'],
    ['SS', 'S'],
    ['SU', 'U'],
    ['DS', 'D'],
    ['UM', 'U'],
    ['MD', 'D'],
  ];
  for (let changed = true; changed;) {
    changed = false;
    for (const [from, to] of rules) {
      if (path.includes(from)) {
        path = path.replace(from, to);
        changed = true;
      }
    }
  }
  const names: Record<string, [string, string]> = {
    M: ['Husband', 'Wife'],
    D: ['Father', 'Mother'],
    U: ['Son', 'Daughter'],
    S: ['Brother', 'Sister'],
    DD: ['Grandfather', 'Grandmother'],
    UU: ['Grandson', 'Granddaughter'],
    SD: ['Uncle', 'Aunt'],
    MSD: ['Uncle', 'Aunt'],
    US: ['Nephew', 'Niece'],
    USM: ['Nephew', 'Niece'],
    USD: ['Cousin', 'Cousin'],
    DM: ['Father-in-law', 'Mother-in-law'],
    MU: ['Son-in-law', 'Daughter-in-law'],
    MS: ['Brother-in-law', 'Sister-in-law'],
    SM: ['Brother-in-law', 'Sister-in-law'],
  };
  const pair = names[path];
  if (!pair) throw new Error(`no relation word for the path ${path} (${words.join(', ')})`);
  return male ? pair[0] : pair[1];
}
