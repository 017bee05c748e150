/**
 * Usage items for the grammar, spotting-errors and sentence-improvement topics. An item is one
 * sentence with a slot, the one form that fits the slot, at least three forms that do not (each
 * wrong for a named reason, never merely another acceptable tense or style), and the rule.
 *
 * Items come from tables: subject–verb agreement, tenses and their sequence, fixed prepositions,
 * relative and reflexive pronouns, question tags and conjunctions (authored sentences), and
 * combinations computed from tables: prepositions of time (clause × time expression, each time word
 * carrying its own preposition), degrees of comparison (adjective forms × sentence frames) and the
 * articles "a"/"an" (by the sound that begins the next word).
 *
 * Wrong options are chosen so that none is also right: an agreement item never offers another tense
 * of the right number ("was" beside "is"), a time item never offers "by" (which fits most clauses).
 * The tables: the authored sentences in usageSentences.ts, the tables combined into items in
 * usageCombinations.ts; the items are made here.
 */
import type { Rng } from '../rng';
import type { Level } from '../types';
import { A_WORDS, ADJECTIVES, AN_WORDS, TIME_CLAUSES, TIME_RULE, WHAT } from './usageCombinations';
import { AGREEMENT, FIXED, type Row, TENSES, USAGE } from './usageSentences';

export interface Item {
  family: string;
  /** The sentence, with {} for the slot. */
  text: string;
  right: string;
  wrongs: string[];
  rule: string;
  /** A phrase (with the slot) that must stay in one segment when the sentence is cut for spotting errors. */
  unit?: string;
  /** degrees of comparison: the adjective's positive form */
  base?: string;
}

/** `unit`: the words (with the slot) a spotting-errors cut must keep together; "*" keeps the whole sentence (never cut). */
const takesAn = (phrase: string): boolean => {
  const w = phrase.toLowerCase();
  if (/^(honest|honour|hour|heir)/.test(w)) return true;
  if (/^(uni|use|eu|one|ewe|u-)/.test(w) || /^u[A-Z]/.test(phrase)) return false;
  if (/^[A-Z]{2,}|^[A-Z]-|^[A-Z]\./.test(phrase)) return /^[AEFHILMNORSX]/.test(phrase); // letters said with a vowel sound first
  return /^[aeiou]/.test(w);
};

const rows = (family: string, table: Row[], level: Level): Item[] =>
  table
    .filter((r) => r[0].includes(level))
    .map((r) => ({
      family,
      text: r[1],
      right: r[2],
      wrongs: [...r[3]],
      rule: r[4],
      ...(r[5] ? { unit: r[5] === '*' ? r[1] : r[5] } : {}),
    }));

/** Every item of one family that serves a level. */
export function itemsFor(family: string, level: Level): Item[] {
  switch (family) {
    case 'agreement':
      return rows(family, AGREEMENT, level).map((i) => ({
        ...i,
        unit: i.unit ?? i.text.slice(0, i.text.indexOf('{}') + 2),
      }));
    case 'tense':
      return rows(family, TENSES, level);
    case 'fixed':
      return rows(family, FIXED, level);
    case 'usage':
      return rows(family, USAGE, level);
    case 'time':
      return TIME_CLAUSES.filter((c) => c.levels.includes(level)).flatMap((c) =>
        c.times.map(([prep, time]) => ({
          family,
          text: c.clause.replace('{}', `{} ${time}`).replace(/\.\.$/, '.'),
          right: prep,
          wrongs: c.perfect
            ? ['since', 'for', 'in', 'at'].filter((p) => p !== prep)
            : ['at', 'on', 'in', 'since'].filter((p) => p !== prep),
          rule: TIME_RULE[prep]!,
          unit: `{} ${time}`,
        })),
      );
    case 'degree':
      return ADJECTIVES.flatMap((a) => {
        const doubleComp = a.long ? `more ${a.pos}er` : `more ${a.comp}`;
        const doubleSup = a.long ? `most ${a.pos}est` : `most ${a.sup}`;
        const out: Item[] = [];
        if (level <= 2) {
          out.push({
            family,
            text: a.than,
            right: a.comp,
            wrongs: [a.sup, a.pos, doubleComp],
            rule: `"Than" compares two, so the comparative "${a.comp}" is used.`,
            unit: `{} than`,
          });
          out.push({
            family,
            text: a.as,
            right: a.pos,
            wrongs: [a.comp, a.sup, a.long ? `much ${a.pos}` : `more ${a.pos}`],
            rule: '"As … as" takes the positive degree.',
            unit: 'as {}',
          });
        }
        if (level >= 2)
          out.push({
            family,
            text: a.the,
            right: a.sup,
            wrongs: [a.comp, a.pos, doubleSup],
            rule: `"The … in/of/ever" picks one out of a group: the superlative "${a.sup}".`,
          });
        if (level === 3 && a.two)
          out.push({
            family,
            text: a.two,
            right: a.comp,
            wrongs: [a.sup, doubleComp, a.pos],
            rule: `With "of the two", the comparative is used: "the ${a.comp}".`,
            unit: a.two,
          });
        if (level === 3 && !a.long)
          out.push({
            family,
            text: a.than,
            right: a.comp,
            wrongs: [doubleComp, a.sup, `${a.pos}`],
            rule: `A double comparative ("${doubleComp}") is wrong: the comparative is "${a.comp}".`,
            unit: '{} than',
          });
        return out
          .filter((i) => new Set([i.right, ...i.wrongs]).size === 4)
          .map((i) => ({ ...i, base: a.pos }));
      });
    case 'whatArticle':
      return WHAT.filter((w) => w[2] === level || (level === 2 && w[2] === 1)).map(([adjNoun, rest]) => {
        const an = takesAn(adjNoun);
        return {
          family,
          text: `What {} ${adjNoun} ${rest}!`,
          right: an ? 'an' : 'a',
          wrongs: [an ? 'a' : 'an', 'the', 'no article'],
          rule: `"${an ? 'An' : 'A'}" is used because "${adjNoun.split(' ')[0]}" begins with a ${an ? 'vowel' : 'consonant'} sound; "what" + singular countable noun needs "a" or "an".`,
          unit: `{} ${adjNoun.split(' ')[0]}`,
        };
      });
    default:
      throw new Error(`no family ${family}`);
  }
}

/** The article phrases for the "which phrase is correct" kind. */
export function articleWords(level: Level): { an: string[]; a: string[] } {
  const fit = (l: Level): boolean => (level === 1 ? l === 1 : level === 2 ? l <= 2 : l >= 2);
  return {
    an: AN_WORDS.filter((w) => fit(w[1])).map((w) => w[0]),
    a: A_WORDS.filter((w) => fit(w[1])).map((w) => w[0]),
  };
}
export { takesAn };

export const fillSlot = (text: string, value: string): string =>
  text.replace('{}', value).replace(/ no article /, ' ');

/** Picks an item of one of the families, weighted by how many items each has. */
export function drawItem(rng: Rng, level: Level, families: string[]): Item {
  const family = rng.pick(families);
  return rng.pick(itemsFor(family, level));
}
