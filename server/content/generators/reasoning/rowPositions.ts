/**
 * Positions of several objects from pairwise distances (issue 19, item 6), a kind of direction and
 * distance: "On a straight road running east to west, the post office is 40 m east of the bank …
 * How far is the school from the temple?" Each statement places a new object against one already
 * placed, so the statements fix every position; the asked pair is never one a statement links.
 */
import { num } from '../format';
import { hiListAnd, inHindi } from '../hindi';
import { HI_PLACES, hiM } from './hindiDirection';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';

const PLACES = [
  'bank',
  'school',
  'temple',
  'post office',
  'hospital',
  'library',
  'park',
  'market',
  'bus stop',
];

export function rowPositions(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const n = level === 2 ? 4 : 5;
    const names = rng.sample(PLACES, n);
    const at: number[] = [0];
    // statement k places object k + 1 against an earlier one: [object, metres, east?, against]
    const statements: [number, number, boolean, number][] = [];
    for (let k = 1; k < n; k += 1) {
      const against = rng.int(0, k - 1);
      const metres = rng.step(10, 90, 10);
      const east = rng.chance(0.5);
      at.push(at[against]! + (east ? metres : -metres));
      statements.push([k, metres, east, against]);
    }
    if (new Set(at).size < n) return undefined;
    const linked = (a: number, b: number): boolean =>
      statements.some(([x, , , y]) => (x === a && y === b) || (x === b && y === a));
    const [a, b] = rng.sample(
      Array.from({ length: n }, (_, i) => i),
      2,
    ) as [number, number];
    if (linked(a, b)) return undefined;
    const distance = Math.abs(at[a]! - at[b]!);
    // the statements on the way from a to b
    const route = (from: number, to: number, seen: number[] = []): number[] | undefined => {
      if (from === to) return [];
      for (const [i, [x, , , y]] of statements.entries()) {
        const next = x === from ? y : y === from ? x : undefined;
        if (next === undefined || seen.includes(next)) continue;
        const rest = route(next, to, [...seen, from]);
        if (rest) return [i, ...rest];
      }
      return undefined;
    };
    const path = route(a, b)!;
    const flipped = (i: number): number => {
      const [x, metres, east] = statements[i]!;
      // the object x moved to the other side of its reference point: everything placed through it too
      const shift = (east ? -2 : 2) * metres;
      const moved = new Set([x]);
      for (const [y, , , z] of statements) if (moved.has(z)) moved.add(y);
      const pos = (o: number): number => at[o]! + (moved.has(o) ? shift : 0);
      return Math.abs(pos(a) - pos(b));
    };
    const hiNames = names.map((p) => inHindi(HI_PLACES, p));
    // "डाकघर बैंक से 40 मीटर पूर्व में है"
    const hiSaid = statements.map(
      ([x, metres, east, y]) => `${hiNames[x]} ${hiNames[y]} से ${hiM(metres)} ${east ? 'पूर्व' : 'पश्चिम'} में है`,
    );
    const distractors: Distractor[] = [
      {
        mistake: 'adding the distances on the way without minding their directions',
        hi: 'रास्ते की दूरियों को उनकी दिशा देखे बिना जोड़ देना',
        value: path.reduce((s, i) => s + statements[i]![1], 0),
      },
      ...path.map((i) => ({
        mistake: `reading "the ${names[statements[i]![0]]} is ${statements[i]![1]} m ${statements[i]![2] ? 'east' : 'west'} of the ${names[statements[i]![3]]}" the wrong way round`,
        hi: `"${hiSaid[i]!}" को उलटा पढ़ लेना`,
        value: flipped(i),
      })),
    ];
    if (distance === 0) return undefined;
    const said = statements.map(
      ([x, metres, east, y]) => `the ${names[x]} is ${metres} m ${east ? 'east' : 'west'} of the ${names[y]}`,
    );
    const first = said[0]!;
    return {
      question: `On a straight road running east to west, ${first}, ${said.slice(1, -1).join(', ')}${said.length > 2 ? ' and ' : ''}${said[said.length - 1]}. How far is the ${names[a]} from the ${names[b]}?`,
      answer: distance,
      distractors,
      format: (v) => `${num(v)} m`,
      steps: [
        `Take the ${names[0]} as 0 m and east as +: ${names.map((p, i) => `${p} ${num(at[i]!)} m`).join(', ')}.`,
        `The ${names[a]} and the ${names[b]} are ${num(Math.abs(at[a]! - at[b]!))} m apart.`,
      ],
      hi: {
        question: `पूर्व से पश्चिम जाती एक सीधी सड़क पर ${hiListAnd(hiSaid)}। ${hiNames[a]!} ${hiNames[b]!} से कितनी दूर है?`,
        steps: [
          `${hiNames[0]!} को 0 मीटर पर और पूर्व को धनात्मक मानें: ${hiNames.map((p, i) => `${p} ${hiM(at[i]!)}`).join(', ')}।`,
          `${hiNames[a]!} और ${hiNames[b]!} के बीच ${hiM(Math.abs(at[a]! - at[b]!))} की दूरी है।`,
        ],
        format: hiM,
      },
      params: { names, statements: statements.map(([x, m, e, y]) => [x, m, e ? 1 : -1, y]), a, b },
    };
  });
}
