/**
 * A die's faces and turns, and what views of a die force: which labellings fit them, and the reasoning
 * written out (cubeDice.ts explains the numbering).
 */
import { hiListAnd } from '../hindi';
import { GeneratorError } from '../question';

export const [U, D, F, B, L, R] = [0, 1, 2, 3, 4, 5];
export const OPPOSITE = [D, U, B, F, R, L];

/** Quarter turns as permutations: new position p holds what was at position perm[p]. */
const TURN_VERTICAL = [U, D, L, R, B, F]; // the side faces move round: front → right → back → left
const TURN_FRONT = [L, R, F, B, D, U]; // round the front–back axis: top → right → bottom → left
const compose = (a: readonly number[], b: readonly number[]): number[] => a.map((x) => b[x]!);

/** The 24 turns of a cube, as permutations of the six positions. */
export const TURNS: number[][] = (() => {
  const found = new Map<string, number[]>([['0,1,2,3,4,5', [0, 1, 2, 3, 4, 5]]]);
  const queue = [[0, 1, 2, 3, 4, 5]];
  while (queue.length) {
    const p = queue.shift()!;
    for (const g of [TURN_VERTICAL, TURN_FRONT]) {
      const q = compose(g, p);
      const key = q.join(',');
      if (!found.has(key)) {
        found.set(key, q);
        queue.push(q);
      }
    }
  }
  if (found.size !== 24) throw new GeneratorError(`a cube has 24 turns, found ${found.size}`);
  return [...found.values()];
})();

/** Every (top, left, right) triple of faces that can be seen at once, in that order. */
export const CORNERS = new Set(TURNS.map((t) => `${t[U]},${t[F]},${t[R]}`));

/** Every order of 0…5. */
const PERMUTATIONS: number[][] = (() => {
  const out: number[][] = [];
  const walk = (rest: number[], acc: number[]) => {
    if (rest.length === 0) return void out.push(acc);
    rest.forEach((x, i) => walk([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, x]));
  };
  walk([0, 1, 2, 3, 4, 5], []);
  return out;
})();

export type View = [top: string, left: string, right: string];

/** Labels: six of them, as shown on the faces. */
export const NUMBERS = ['1', '2', '3', '4', '5', '6'];
export const LETTERS = 'ABDEFGHKLMPRSTUVWXYZ'.split('');

/**
 * For each label, the labels that can be opposite it in some cube labelling fitting every view.
 * A labelling is `where[label index] = face`.
 */
export function oppositesThatFit(
  labels: readonly string[],
  views: readonly View[],
): Map<string, Set<string>> {
  const result = new Map(labels.map((l) => [l, new Set<string>()]));
  const index = new Map(labels.map((l, i) => [l, i]));
  for (const where of PERMUTATIONS) {
    const fits = views.every(([t, l, r]) =>
      CORNERS.has(`${where[index.get(t)!]},${where[index.get(l)!]},${where[index.get(r)!]}`),
    );
    if (!fits) continue;
    const labelAt: string[] = [];
    labels.forEach((l, i) => (labelAt[where[i]!] = l));
    labels.forEach((l, i) => result.get(l)!.add(labelAt[OPPOSITE[where[i]!]!]!));
  }
  return result;
}

// ---- reasoning written out (for the explanation and the level) ----

interface Deduction {
  pairs: Map<string, string>;
  steps: string[];
  /** The same steps in Hindi (issue 15). */
  hiSteps: string[];
  commonRule: boolean;
  eliminations: number;
}

/**
 * What a candidate can conclude: a face seen next to four others is opposite the sixth; two views that
 * share exactly one face, read in the same order (top, left, right) starting from it, put the faces that
 * follow it opposite each other in order; a face whose other candidates are all ruled out.
 */
export function deduce(labels: readonly string[], views: readonly View[], target: string): Deduction {
  const adjacent = new Map(labels.map((l) => [l, new Set<string>()]));
  for (const v of views) for (const a of v) for (const b of v) if (a !== b) adjacent.get(a)!.add(b);
  const pairs = new Map<string, string>();
  const steps: string[] = [];
  const hiSteps: string[] = [];
  let commonRule = false;
  let eliminations = 0;
  const pair = (a: string, b: string) => {
    pairs.set(a, b);
    pairs.set(b, a);
  };
  for (let round = 0; round < 6 && !pairs.has(target); round += 1) {
    let progress = false;
    for (const x of labels) {
      if (pairs.has(x)) continue;
      const candidates = labels.filter((y) => y !== x && !adjacent.get(x)!.has(y) && !pairs.has(y));
      if (candidates.length !== 1) continue;
      const y = candidates[0]!;
      const seen = [...adjacent.get(x)!].sort();
      const taken = labels.filter((z) => z !== x && !adjacent.get(x)!.has(z) && pairs.has(z));
      steps.push(
        taken.length === 0
          ? `${x} is seen next to ${listWords(seen)}, and a face has only four neighbours, so ${y} is opposite ${x}.`
          : `${x} is seen next to ${listWords(seen)}, and ${listWords(taken)} ${taken.length === 1 ? 'is' : 'are'} already opposite another face, so ${y} is opposite ${x}.`,
      );
      hiSteps.push(
        taken.length === 0
          ? `${x} के साथ ${hiListAnd(seen)} दिखाई देते हैं, और एक फलक के केवल चार आसन्न फलक होते हैं, अतः ${x} के सम्मुख ${y} है।`
          : `${x} के साथ ${hiListAnd(seen)} दिखाई देते हैं, और ${hiListAnd(taken)} पहले ही किसी अन्य फलक के सम्मुख ${taken.length === 1 ? 'है' : 'हैं'}, अतः ${x} के सम्मुख ${y} है।`,
      );
      if (taken.length > 0) eliminations += 1;
      pair(x, y);
      progress = true;
      if (pairs.has(target)) break;
    }
    if (pairs.has(target)) break;
    for (let i = 0; i < views.length && !progress; i += 1) {
      for (let j = i + 1; j < views.length && !progress; j += 1) {
        const shared = views[i]!.filter((l) => views[j]!.includes(l));
        if (shared.length !== 1) continue;
        const a = shared[0]!;
        const from = (v: View): [string, string] => {
          const k = v.indexOf(a);
          return [v[(k + 1) % 3]!, v[(k + 2) % 3]!];
        };
        const [b, c] = from(views[i]!);
        const [d, e] = from(views[j]!);
        if (pairs.get(b) === d && pairs.get(c) === e) continue;
        steps.push(
          `Dice ${i + 1} and ${j + 1} share only ${a}. Reading each die in the same order (top, left, right) starting from ${a}, die ${i + 1} gives ${a}, ${b}, ${c} and die ${j + 1} gives ${a}, ${d}, ${e}; turning one die to put ${a} where it is on the other, ${b} and ${d} take the same place, and so do ${c} and ${e}, so ${b} is opposite ${d} and ${c} is opposite ${e}.`,
        );
        hiSteps.push(
          `पासा ${i + 1} और पासा ${j + 1} में केवल ${a} उभयनिष्ठ है। दोनों को ${a} से आरंभ करके एक ही क्रम (ऊपर, बाएँ, दाएँ) में पढ़ने पर पासा ${i + 1} से ${a}, ${b}, ${c} और पासा ${j + 1} से ${a}, ${d}, ${e} मिलता है; एक पासे को घुमाकर ${a} को दूसरे पासे वाले स्थान पर लाने पर ${b} और ${d} एक ही स्थान पर आते हैं, और ${c} तथा ${e} भी, अतः ${b} के सम्मुख ${d} है और ${c} के सम्मुख ${e} है।`,
        );
        pair(b, d);
        pair(c, e);
        commonRule = true;
        progress = true;
      }
    }
    if (!progress) break;
  }
  return { pairs, steps, hiSteps, commonRule, eliminations };
}

export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
