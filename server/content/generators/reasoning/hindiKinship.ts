/**
 * Kinship in Hindi (issue 15) for blood relation questions. English has one word where Hindi papers
 * have several, chosen by the side of the family: an uncle is चाचा (father's brother), मामा (mother's
 * brother), फूफा (father's sister's husband) or मौसा (mother's sister's husband). So the Hindi of an
 * answer is read off the same family tree as the English, never translated word for word; a wrong
 * option no tree gives (a near relation) takes the plain word.
 */

/** The family tree of bloodRelation.ts, as much of it as the Hindi needs. */
export interface KinMember {
  male: boolean;
  father?: number;
  mother?: number;
  spouse?: number;
}
type Tree = readonly KinMember[];

const parentsOf = (t: Tree, x: number): number[] =>
  [t[x]!.father, t[x]!.mother].filter((p): p is number => p !== undefined);
const siblingsOf = (t: Tree, x: number): number[] =>
  t.flatMap((m, i) =>
    i !== x && m.father !== undefined && m.father === t[x]!.father && m.mother === t[x]!.mother ? [i] : [],
  );

/**
 * How a is related to d in Hindi, by bloodRelation.ts `kinship`'s tests in its order, with the side
 * of the family that decides the word: दादा or नाना by the parent's sex, भतीजा (a brother's child) or
 * भांजा (a sister's), चचेरा, फुफेरा, ममेरा or मौसेरा भाई by both parents', देवर, साला or जीजा by
 * whose sibling or spouse.
 */
export function hiKinship(t: Tree, a: number, d: number): string | undefined {
  const g = (m: string, f: string) => (t[a]!.male ? m : f);
  const male = (x: number) => t[x]!.male;
  const sa = t[a]!.spouse;
  const sd = t[d]!.spouse;
  if (sa === d) return g('पति', 'पत्नी');
  if (parentsOf(t, d).includes(a)) return g('पिता', 'माता');
  if (parentsOf(t, a).includes(d)) return g('पुत्र', 'पुत्री');
  if (siblingsOf(t, a).includes(d)) return g('भाई', 'बहन');
  const viaParent = parentsOf(t, d).find((p) => parentsOf(t, p).includes(a));
  if (viaParent !== undefined) return male(viaParent) ? g('दादा', 'दादी') : g('नाना', 'नानी');
  const viaChild = parentsOf(t, a).find((p) => parentsOf(t, p).includes(d));
  if (viaChild !== undefined) return male(viaChild) ? g('पोता', 'पोती') : g('नाती', 'नातिन');
  for (const p of parentsOf(t, d)) {
    // a is the parent's sibling (blood) or the sibling's spouse (by marriage)
    if (siblingsOf(t, p).includes(a)) return male(p) ? g('चाचा', 'बुआ') : g('मामा', 'मौसी');
    const s = siblingsOf(t, p).find((x) => t[x]!.spouse === a);
    if (s !== undefined) return male(p) ? (male(s) ? 'चाची' : 'फूफा') : male(s) ? 'मामी' : 'मौसा';
  }
  for (const p of parentsOf(t, a))
    if (siblingsOf(t, p).some((s) => s === d || t[s]!.spouse === d))
      return male(p) ? g('भतीजा', 'भतीजी') : g('भांजा', 'भांजी');
  for (const p of parentsOf(t, a))
    for (const q of parentsOf(t, d))
      if (siblingsOf(t, p).includes(q)) {
        const side = male(q) ? (male(p) ? 'चचेर' : 'फुफेर') : male(p) ? 'ममेर' : 'मौसेर';
        return g(`${side}ा भाई`, `${side}ी बहन`);
      }
  if (sd !== undefined && parentsOf(t, sd).includes(a)) return g('ससुर', 'सास');
  if (sa !== undefined && parentsOf(t, sa).includes(d)) return g('दामाद', 'बहू');
  // the spouse's sibling: a husband's brother or sister (देवर, ननद), a wife's (साला, साली)
  if (sd !== undefined && siblingsOf(t, sd).includes(a))
    return male(sd) ? g('देवर', 'ननद') : g('साला', 'साली');
  // a sibling's spouse: a sister's husband, a brother's wife
  if (siblingsOf(t, d).some((s) => t[s]!.spouse === a)) return g('जीजा', 'भाभी');
  return undefined;
}

/** The same relation with the other sex, word for word ("getting the gender wrong"): मामा → मामी. */
const COUNTERPART: [string, string][] = [
  ['पिता', 'माता'],
  ['पुत्र', 'पुत्री'],
  ['भाई', 'बहन'],
  ['पति', 'पत्नी'],
  ['दादा', 'दादी'],
  ['नाना', 'नानी'],
  ['पोता', 'पोती'],
  ['नाती', 'नातिन'],
  ['चाचा', 'चाची'],
  ['मामा', 'मामी'],
  ['फूफा', 'बुआ'],
  ['मौसा', 'मौसी'],
  ['भतीजा', 'भतीजी'],
  ['भांजा', 'भांजी'],
  ['ससुर', 'सास'],
  ['दामाद', 'बहू'],
  ['देवर', 'ननद'],
  ['साला', 'साली'],
  ['जीजा', 'भाभी'],
];
export function hiCounterpart(hindi: string): string | undefined {
  const pair = COUNTERPART.find((p) => p.includes(hindi));
  return pair && (pair[0] === hindi ? pair[1] : pair[0]);
}

/**
 * The plain Hindi of an English relation word (bloodRelation.ts GENDER_PAIRS and SLIPS), for a wrong
 * option no tree reading gives: the father's side, as the near relation a candidate slips into.
 * "cousin" takes the person's sex, which the English word does not show.
 */
const PLAIN: Readonly<Record<string, string>> = {
  father: 'पिता',
  mother: 'माता',
  son: 'पुत्र',
  daughter: 'पुत्री',
  brother: 'भाई',
  sister: 'बहन',
  husband: 'पति',
  wife: 'पत्नी',
  grandfather: 'दादा',
  grandmother: 'दादी',
  grandson: 'पोता',
  granddaughter: 'पोती',
  uncle: 'चाचा',
  aunt: 'चाची',
  nephew: 'भतीजा',
  niece: 'भतीजी',
  'father-in-law': 'ससुर',
  'mother-in-law': 'सास',
  'son-in-law': 'दामाद',
  'daughter-in-law': 'बहू',
  'brother-in-law': 'जीजा',
  'sister-in-law': 'भाभी',
};
export function hiPlainKin(english: string, male: boolean): string {
  const word = english.toLowerCase();
  if (word === 'cousin') return male ? 'चचेरा भाई' : 'चचेरी बहन';
  const hindi = PLAIN[word];
  if (hindi === undefined) throw new Error(`No Hindi for the relation ${JSON.stringify(english)}`);
  return hindi;
}

/** The words Hindi treats as feminine (की before them, "A, B की बहन है"). */
const FEMININE = new Set([
  'माता',
  'पुत्री',
  'बहन',
  'पत्नी',
  'दादी',
  'नानी',
  'पोती',
  'नातिन',
  'चाची',
  'मामी',
  'बुआ',
  'मौसी',
  'भतीजी',
  'भांजी',
  'सास',
  'बहू',
  'ननद',
  'साली',
  'भाभी',
]);
const feminine = (hindi: string): boolean => FEMININE.has(hindi) || hindi.endsWith(' बहन');

/** "का" or "की" agreeing with the relation that follows: "B का पुत्र", "B की बहन". */
export const kaKi = (hindi: string): string => (feminine(hindi) ? 'की' : 'का');

/**
 * A possessive chain as Hindi says it, each का/की/के agreeing with the noun after it (के before a
 * noun that itself takes a postposition): "मेरे पिता की बहन का पुत्र".
 */
export function hiPossessive(words: readonly string[]): string {
  const hindi = words.map((w) => hiPlainKin(w, true));
  return hindi
    .map((w, i) => {
      const last = i === hindi.length - 1;
      const before = feminine(w)
        ? i === 0
          ? 'मेरी'
          : 'की'
        : i === 0
          ? last
            ? 'मेरा'
            : 'मेरे'
          : last
            ? 'का'
            : 'के';
      return `${before} ${w}`;
    })
    .join(' ');
}

/**
 * A chain of relations as an option or a step prints it, each का/की/के agreeing with the noun after it:
 * "भाई की पत्नी का पिता", and with its owner "D के भाई की पत्नी का पिता" (coded chains, codedChain.ts).
 */
export function hiChainOf(words: readonly string[], owner?: string): string {
  const hindi = words.map((w) => hiPlainKin(w, true));
  const joined = hindi
    .map((w, i) => {
      if (i === 0 && owner === undefined) return w;
      const of = feminine(w) ? 'की' : i === hindi.length - 1 ? 'का' : 'के';
      return `${of} ${w}`;
    })
    .join(' ');
  return owner === undefined ? joined : `${owner} ${joined}`;
}
