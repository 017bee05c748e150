/**
 * Order by comparison (issue 19, reasoning C), a kind of time sequence, number and ranking: "Five
 * friends P, Q, R, S and T are compared by height. Q is taller than T but shorter than R. … Who is the second
 * tallest?" The clues hold every neighbouring pair of the hidden order (so exactly one order fits
 * them, proved by trying every order), each printed one way or the other ("taller than" or "shorter
 * than"), two clues on one person joined by "but" at levels 2–3, and a clue that follows from the
 * others added at level 3. Asked: the person at a place counted from the top or the bottom.
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';

interface Attribute {
  noun: string;
  hiNoun: string;
  more: string;
  less: string;
  top: string;
  bottom: string;
  hiMore: string;
  hiLess: string;
  hiTop: string;
  hiBottom: string;
}

const ATTRIBUTES: Record<string, Attribute> = {
  height: {
    noun: 'height',
    hiNoun: 'की लंबाई',
    more: 'taller',
    less: 'shorter',
    top: 'tallest',
    bottom: 'shortest',
    hiMore: 'लंबा',
    hiLess: 'नाटा',
    hiTop: 'सबसे लंबा',
    hiBottom: 'सबसे नाटा',
  },
  weight: {
    noun: 'weight',
    hiNoun: 'के वज़न',
    more: 'heavier',
    less: 'lighter',
    top: 'heaviest',
    bottom: 'lightest',
    hiMore: 'भारी',
    hiLess: 'हल्का',
    hiTop: 'सबसे भारी',
    hiBottom: 'सबसे हल्का',
  },
  age: {
    noun: 'age',
    hiNoun: 'की आयु',
    more: 'older',
    less: 'younger',
    top: 'oldest',
    bottom: 'youngest',
    hiMore: 'बड़ा',
    hiLess: 'छोटा',
    hiTop: 'सबसे बड़ा',
    hiBottom: 'सबसे छोटा',
  },
};

const COUNT = ['', '', '', '', 'four', 'five', 'six'];
const HI_COUNT = ['', '', '', '', 'चार', 'पाँच', 'छह'];
const PLACE = ['', '', 'second', 'third'];
const HI_PLACE = ['', '', 'दूसरा', 'तीसरा'];
const LETTERS = 'ABCDFGHJKLMPQRTUVXYZ'.split('');

/** Every order (tallest first) of n people that the clues [upper, lower] allow. */
export function ordersFitting(n: number, clues: readonly (readonly [number, number])[]): number[][] {
  const out: number[][] = [];
  const build = (row: number[], left: number[]): void => {
    if (left.length === 0) {
      out.push(row);
      return;
    }
    for (const p of left) {
      // p may come next only when no one still to place must stand above it
      if (clues.some(([u, l]) => l === p && left.includes(u))) continue;
      build(
        [...row, p],
        left.filter((x) => x !== p),
      );
    }
  };
  build(
    [],
    Array.from({ length: n }, (_, i) => i),
  );
  return out;
}

export function rankingComparison(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const n = level === 1 ? rng.int(4, 5) : level === 2 ? 5 : 6;
    const names = rng.sample(LETTERS, n).sort();
    const order = rng.shuffle(Array.from({ length: n }, (_, i) => i)); // tallest first
    const attribute = rng.pick(Object.keys(ATTRIBUTES));
    const a = ATTRIBUTES[attribute]!;
    const clues: [number, number][] = [];
    for (let i = 0; i + 1 < n; i += 1) clues.push([order[i]!, order[i + 1]!]);
    if (level === 3) {
      const i = rng.int(0, n - 3);
      const j = rng.int(i + 2, n - 1);
      clues.push([order[i]!, order[j]!]);
    }
    const fits = ordersFitting(n, clues);
    if (fits.length !== 1 || fits[0]!.join() !== order.join()) return undefined;

    // sentences: a clue is "U is taller than L" or "L is shorter than U"; two on one middle person joined by "but"
    const left = rng.shuffle(clues.map((c) => [...c] as [number, number]));
    const sentences: { en: string; hi: string }[] = [];
    const more = (u: number, l: number): string => `${names[u]} is ${a.more} than ${names[l]}`;
    const less = (l: number, u: number): string => `${names[l]} is ${a.less} than ${names[u]}`;
    const hiMore = (u: number, l: number): string => `${names[u]}, ${names[l]} से ${a.hiMore} है`;
    const hiLess = (l: number, u: number): string => `${names[l]}, ${names[u]} से ${a.hiLess} है`;
    while (left.length > 0) {
      const [u, l] = left.shift()!;
      const join = level >= 2 && rng.chance(0.7) ? left.findIndex(([u2, l2]) => u2 === l || l2 === u) : -1;
      if (join >= 0) {
        const [u2, l2] = left.splice(join, 1)[0]!;
        // the person in the middle: below one, above the other
        const [top, mid, low] = u2 === l ? [u, l, l2] : [u2, u, l];
        sentences.push({
          en: `${names[mid]} is ${a.less} than ${names[top]} but ${a.more} than ${names[low]}.`,
          hi: `${names[mid]}, ${names[top]} से ${a.hiLess} है परन्तु ${names[low]} से ${a.hiMore} है।`,
        });
      } else if (rng.chance(0.5)) sentences.push({ en: `${more(u, l)}.`, hi: `${hiMore(u, l)}।` });
      else sentences.push({ en: `${less(l, u)}.`, hi: `${hiLess(l, u)}।` });
    }

    const fromTop = rng.chance(0.5);
    const place = level === 1 ? rng.int(1, 2) : rng.int(2, 3);
    const rank = fromTop ? place : n + 1 - place; // 1 = tallest
    const asked =
      place === 1 ? (fromTop ? a.top : a.bottom) : `${PLACE[place]} ${fromTop ? a.top : a.bottom}`;
    const hiAsked =
      place === 1 ? (fromTop ? a.hiTop : a.hiBottom) : `${HI_PLACE[place]} ${fromTop ? a.hiTop : a.hiBottom}`;
    const at = (r: number): string | undefined => (r >= 1 && r <= n ? names[order[r - 1]!] : undefined);
    const wrong: (Distractor | undefined)[] = [
      {
        mistake: 'counting from the other end',
        hi: 'दूसरे छोर से गिनना',
        value: at(n + 1 - rank)!,
      },
      {
        mistake: `taking the ${a.top} or the ${a.bottom} instead`,
        hi: `${a.hiTop} या ${a.hiBottom} ले लेना`,
        value: at(fromTop ? 1 : n)!,
      },
      {
        mistake: 'going one place too far',
        hi: 'एक स्थान आगे चले जाना',
        value: at(fromTop ? rank + 1 : rank - 1)!,
      },
      {
        mistake: 'stopping one place short',
        hi: 'एक स्थान पहले रुक जाना',
        value: at(fromTop ? rank - 1 : rank + 1)!,
      },
    ];
    const distractors = wrong.filter((d): d is Distractor => d !== undefined && d.value !== undefined);
    const answer = names[order[rank - 1]!]!;
    const distinct = new Set(distractors.map((d) => d.value).filter((v) => v !== answer));
    if (distinct.size < 3) return undefined;
    const chain = order.map((i) => names[i]).join(' > ');
    const list = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    const hiList = `${names.slice(0, -1).join(', ')} और ${names.at(-1)}`;
    return {
      question: `${COUNT[n]![0]!.toUpperCase()}${COUNT[n]!.slice(1)} friends ${list} are compared by ${a.noun}. ${sentences.map((s) => s.en).join(' ')} Who is the ${asked}?`,
      answer,
      distractors,
      steps: [
        `Joining the clues, the order from ${a.top} to ${a.bottom} is ${chain}.`,
        `So the ${asked} is ${answer}.`,
      ],
      hi: {
        question: `${HI_COUNT[n]} मित्रों ${hiList} ${a.hiNoun} की तुलना की गई है। ${sentences.map((s) => s.hi).join(' ')} ${hiAsked} कौन है?`,
        steps: [
          `सभी कथनों को मिलाने पर क्रम (${a.hiTop} → ${a.hiBottom}): ${chain}।`,
          `अतः ${hiAsked} ${answer} है।`,
        ],
        options: Object.fromEntries(names.map((x) => [x, x])),
      },
      params: { names, clues, attribute, fromTop, place },
    };
  });
}
