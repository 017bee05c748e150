/**
 * Members of a family counted by sex (blood_relation `familyCount`), from the statements alone: each
 * relation word says its first person's sex, a marriage the other person's too (the opposite one).
 * Every member must get one sex and no member two; nothing is imported from the generator.
 */
import type { Checks } from './trap-expected';
import { type Expected, num, type Params } from './values';

const MALE_WORDS = ['father', 'son', 'brother', 'husband'];
const FEMALE_WORDS = ['mother', 'daughter', 'sister', 'wife'];
type Statement = [string, string, string];

/** Each member's sex (true for male) as the statements fix it. */
export function sexesOf(p: Params, statements: Statement[] = p.statements): Map<string, boolean> {
  const sex = new Map<string, boolean>();
  const set = (who: string, male: boolean): void => {
    if (sex.has(who) && sex.get(who) !== male) throw new Error(`${who} is both male and female`);
    sex.set(who, male);
  };
  for (const [a, word, b] of statements) {
    const male = MALE_WORDS.includes(word);
    if (!male && !FEMALE_WORDS.includes(word)) throw new Error(`unknown word ${word}`);
    set(a, male);
    if (word === 'husband' || word === 'wife') set(b, !male);
  }
  if (statements === p.statements)
    for (const n of p.names as string[]) if (!sex.has(n)) throw new Error(`${n}'s sex is open`);
  return sex;
}

const wantMale = (p: Params): boolean => p.ask === 'male';

export function familyCountAnswer(p: Params): Expected {
  return num([...sexesOf(p).values()].filter((m) => m === wantMale(p)).length);
}

/** The trap notes' mistakes, made on the statements. */
export const FAMILY_COUNT_CHECKS: Checks = [
  [
    /^counting the (male|female) members instead$/,
    (p, m) => num([...sexesOf(p).values()].filter((x) => x === (m[1] === 'male')).length),
  ],
  [
    /^counting only those a statement calls /,
    (p) => {
      const words = wantMale(p) ? MALE_WORDS : FEMALE_WORDS;
      return num(
        new Set((p.statements as Statement[]).filter(([, w]) => words.includes(w)).map(([a]) => a)).size,
      );
    },
  ],
  [
    /^taking the other person of each such statement \(but a husband's or wife's\) to be (male|female) too$/,
    (p) => {
      const words = wantMale(p) ? MALE_WORDS : FEMALE_WORDS;
      const sex = sexesOf(p);
      const taken = new Set([...sex].filter(([, m]) => m === wantMale(p)).map(([n]) => n));
      for (const [, w, b] of p.statements as Statement[])
        if (words.includes(w) && w !== 'husband' && w !== 'wife') taken.add(b);
      return num(taken.size);
    },
  ],
  [/^counting every member of the family$/, (p) => num((p.names as string[]).length)],
  [
    /^missing the (first|last) statement$/,
    (p, m) => {
      const all = p.statements as Statement[];
      const kept = m[1] === 'first' ? all.slice(1) : all.slice(0, -1);
      return num([...sexesOf(p, kept).values()].filter((x) => x === wantMale(p)).length);
    },
  ],
  [
    /^counting the statements that use the words /,
    (p) => {
      const words = wantMale(p) ? MALE_WORDS : FEMALE_WORDS;
      return num((p.statements as Statement[]).filter(([, w]) => words.includes(w)).length);
    },
  ],
  [
    /^counting the different words .* used$/,
    (p) => {
      const words = wantMale(p) ? MALE_WORDS : FEMALE_WORDS;
      return num(
        new Set((p.statements as Statement[]).map(([, w]) => w).filter((w) => words.includes(w))).size,
      );
    },
  ],
];
