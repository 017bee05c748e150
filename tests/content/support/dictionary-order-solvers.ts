/**
 * The tests' own reading of the whole-order dictionary questions and of letters kept in place by
 * sorting (dictionaryOrder.ts): words compared letter by letter here, not by the generator's sort.
 */
import { type Expected, num, type Params, text } from './values';
import { type Checks, misnamed } from './trap-expected';

/** Dictionary order of two words: the first letter that differs decides; a word that begins another comes first. */
export function before(a: string, b: string): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1)
    if (a[i] !== b[i]) return a.charCodeAt(i) - b.charCodeAt(i);
  return a.length - b.length;
}

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];

export const dictionaryOrdered = (words: string[]): string[] => [...words].sort(before);
const numbers = (order: string[], words: string[]): Expected =>
  text(order.map((w) => words.indexOf(w) + 1).join(', '));

export const dictionaryOrderAnswer = (p: Params): Expected => numbers(dictionaryOrdered(p.words), p.words);

/** A word's letters arranged alphabetically, and the places where a row has the word's own letter. */
const alphabetical = (word: string): string[] => [...word].sort(before);
const samePlaces = (word: string, row: string[]): number => [...word].filter((c, i) => row[i] === c).length;

export const lettersInPlaceAnswer = (p: Params): Expected => num(samePlaces(p.word, alphabetical(p.word)));

/** The order with the neighbours `a` then `b` swapped, if they are neighbours in that order. */
function swapped(p: Params, a: string, b: string): string[] | undefined {
  const order = dictionaryOrdered(p.words);
  const i = order.indexOf(a);
  if (i < 0 || order[i + 1] !== b) return undefined;
  return [...order.slice(0, i), b, a, ...order.slice(i + 2)];
}

export const DICTIONARY_ORDER: Record<string, Checks> = {
  dictionaryOrder: [
    [
      /^swapping (\w+) and (\w+) \(they first differ at the (\w+) letter\)$/,
      (p, m) => {
        const [a, b] = [m[1]!, m[2]!];
        const first = [...a].findIndex((c, i) => b[i] !== c);
        const order = swapped(p, a, b);
        return order && first >= 0 && ORDINALS[first] === m[3] ? numbers(order, p.words) : misnamed(m[0]!);
      },
    ],
    [
      /^putting (\w+) before (\w+) \(it begins with (\w+)\)$/,
      (p, m) => {
        const order = swapped(p, m[2]!, m[1]!);
        return order && m[3] === m[2] && m[1]!.startsWith(m[2]!) ? numbers(order, p.words) : misnamed(m[0]!);
      },
    ],
    [/^writing the order backwards$/, (p) => numbers(dictionaryOrdered(p.words).reverse(), p.words)],
    [
      /^ordering the words by length \(shortest first\)$/,
      // equal lengths stay in dictionary order
      (p) =>
        numbers(
          dictionaryOrdered(p.words).sort((a, b) => a.length - b.length),
          p.words,
        ),
    ],
  ],
  lettersInPlace: [
    [
      /^arranging the letters in reverse alphabetical order$/,
      (p) => num(samePlaces(p.word, alphabetical(p.word).reverse())),
    ],
    [
      /^counting the letters that move instead$/,
      (p) => num(p.word.length - samePlaces(p.word, alphabetical(p.word))),
    ],
    [
      /^counting a letter that moves one place as staying$/,
      (p) => {
        const row = alphabetical(p.word);
        return num(
          [...(p.word as string)].filter((c, i) => [row[i - 1], row[i], row[i + 1]].includes(c)).length,
        );
      },
    ],
  ],
};
