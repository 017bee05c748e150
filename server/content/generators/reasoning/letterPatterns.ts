/**
 * Letter patterns beyond equal steps (issue 19, item 3), as the papers set them: clusters whose
 * letters each move by a step of their own (unequal, alternating or growing, running on past Z to A),
 * and letter series with blanks to fill ("a _ b c _ a b _ …"). Both are kinds of the series topic;
 * the odd one out among clusters with unequal gaps is a kind of classification (classification.ts).
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { HI_WRAP } from './hindiLetters';
import { letterAt, position } from './letters';

/** How one letter of a cluster moves from term to term. */
export type Track =
  | { rule: 'constant'; start: number; step: number }
  | { rule: 'alternate'; start: number; steps: [number, number] }
  | { rule: 'growing'; start: number; step: number; growth: number };

/** The i-th step (from term i to term i + 1) of a track. */
export const trackStep = (t: Track, i: number): number =>
  t.rule === 'constant' ? t.step : t.rule === 'alternate' ? t.steps[i % 2]! : t.step + i * t.growth;

/** The place (1–26, wrapping round) of a track's letter in term n. */
export function trackPlace(t: Track, n: number): number {
  let p = t.start;
  for (let i = 0; i < n; i += 1) p += trackStep(t, i);
  return p;
}

/** Places in a cluster and blanks in a row, as the papers word them. */
export const PLACE_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const;
const ordinal = (n: number): string => PLACE_WORDS[n - 1]!;
/** The same places in Hindi (issue 15), as before a noun ("पहला अक्षर") and before a postposition ("पहले अक्षर का"). */
const HI_PLACES = ['पहला', 'दूसरा', 'तीसरा', 'चौथा', 'पाँचवाँ', 'छठा'] as const;
const HI_PLACES_OBLIQUE = ['पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे'] as const;
const hiOrdinal = (n: number): string => HI_PLACES[n - 1]!;
const hiOblique = (n: number): string => HI_PLACES_OBLIQUE[n - 1]!;

const signed = (k: number): string => (k >= 0 ? `+${k}` : `−${-k}`);

function describeTrack(t: Track, which: string): string {
  if (t.rule === 'constant') return `the ${which} letter moves ${signed(t.step)} each time`;
  if (t.rule === 'alternate')
    return `the ${which} letter moves ${signed(t.steps[0])} and ${signed(t.steps[1])} in turn`;
  return `the ${which} letter moves ${[0, 1, 2, 3].map((i) => signed(trackStep(t, i))).join(', ')}`;
}

function hiDescribeTrack(t: Track, which: string): string {
  if (t.rule === 'constant') return `${which} अक्षर हर बार ${signed(t.step)} चलता है`;
  if (t.rule === 'alternate')
    return `${which} अक्षर बारी-बारी से ${signed(t.steps[0])} और ${signed(t.steps[1])} चलता है`;
  return `${which} अक्षर ${[0, 1, 2, 3].map((i) => signed(trackStep(t, i))).join(', ')} चलता है`;
}

/** Whether any shown or asked letter of the tracks runs past Z (or back past A). */
const wraps = (tracks: readonly Track[], terms: number): boolean =>
  tracks.some((t) => {
    for (let n = 1; n <= terms; n += 1) {
      const raw = trackPlace(t, n);
      if (raw > 26 || raw < 1) return true;
    }
    return false;
  });

function drawTrack(rng: Rng, level: Level, shape: 'constant' | 'alternate' | 'growing'): Track {
  const start = rng.int(1, 26);
  if (shape === 'constant') return { rule: 'constant', start, step: rng.pick([-3, -2, -1, 1, 2, 3, 4, 5]) };
  if (shape === 'alternate') {
    const [a, b] = rng.sample(level === 2 ? [1, 2, 3, 4] : [-3, -2, -1, 1, 2, 3, 4, 5], 2);
    return { rule: 'alternate', start, steps: [a!, b!] };
  }
  return { rule: 'growing', start, step: rng.int(1, 3), growth: rng.pick([1, 2]) };
}

/**
 * "What comes next? DHK, FKO, HNS, JQW, ?": every letter of a cluster follows its own track, the
 * steps differ from letter to letter, and at level 3 a letter's steps alternate or grow.
 */
export function letterClusters(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const size = level === 2 ? 3 : rng.pick([3, 4]);
    const shown = 4;
    const tracks: Track[] = Array.from({ length: size }, (_, i) =>
      drawTrack(
        rng,
        level,
        level === 2
          ? i === 0 || rng.chance(0.7)
            ? 'constant'
            : 'alternate'
          : i === 0
            ? rng.pick(['alternate', 'growing'] as const)
            : rng.pick(['constant', 'alternate', 'growing'] as const),
      ),
    );
    // unequal steps: not every letter moving alike, and the letters of a term all different
    const firstSteps = tracks.map((t) => trackStep(t, 0));
    if (new Set(firstSteps).size < 2) return undefined;
    if (!wraps(tracks, shown)) return undefined;
    const term = (n: number, ts: readonly Track[] = tracks): string =>
      ts.map((t) => letterAt(trackPlace(t, n))).join('');
    const terms = Array.from({ length: shown + 1 }, (_, n) => term(n));
    if (terms.some((w) => new Set(w).size < w.length)) return undefined;
    const ans = terms[shown]!;
    // one letter off: the slip a candidate makes on one track
    const at = (i: number, place: number): string =>
      [...ans].map((c, j) => (j === i ? letterAt(place) : c)).join('');
    const last = (i: number): number => trackPlace(tracks[i]!, shown);
    const order = rng.shuffle(tracks.map((_, i) => i));
    const distractors: Distractor[] = [];
    for (const i of order) {
      const t = tracks[i]!;
      if (t.rule !== 'constant')
        distractors.push({
          mistake: `repeating the last step of the ${ordinal(i + 1)} letter`,
          hi: `${hiOblique(i + 1)} अक्षर का अंतिम चरण दोहराना`,
          value: at(i, last(i) - trackStep(t, shown - 1) + trackStep(t, shown - 2)),
        });
    }
    for (const i of order) {
      const way = Math.sign(trackStep(tracks[i]!, shown - 1));
      distractors.push(
        {
          mistake: `moving the ${ordinal(i + 1)} letter one place too many`,
          hi: `${hiOblique(i + 1)} अक्षर को एक स्थान अधिक चलाना`,
          value: at(i, last(i) + way),
        },
        {
          mistake: `moving the ${ordinal(i + 1)} letter one place too few`,
          hi: `${hiOblique(i + 1)} अक्षर को एक स्थान कम चलाना`,
          value: at(i, last(i) - way),
        },
      );
    }
    return {
      question: `Which letter cluster comes next in the series? ${terms.slice(0, shown).join(', ')}, ?`,
      answer: ans,
      distractors,
      steps: [
        `Take the letters one place at a time: ${tracks.map((t, i) => describeTrack(t, ordinal(i + 1))).join('; ')} (after Z, counting goes on from A).`,
        `So the next cluster is ${ans}.`,
      ],
      hi: {
        question: `श्रृंखला में आगे कौन-सा अक्षर-समूह आएगा? ${terms.slice(0, shown).join(', ')}, ?`,
        steps: [
          `अक्षरों को एक-एक स्थान पर अलग से देखिए: ${tracks.map((t, i) => hiDescribeTrack(t, hiOrdinal(i + 1))).join('; ')} (${HI_WRAP})।`,
          `अतः अगला अक्षर-समूह ${ans} है।`,
        ],
      },
      params: { shown: terms.slice(0, shown) },
    };
  });
}

/** A fill of the blanks and the whole row it makes. */
const fillRow = (row: string, fill: string): string => {
  let k = 0;
  return [...row].map((c) => (c === '_' ? fill[k++]! : c)).join('');
};

/** The shortest period p ≤ half the row with which the row repeats, or 0 when there is none. */
export function periodOf(row: string): number {
  for (let p = 1; p * 2 <= row.length; p += 1)
    if ([...row].every((c, i) => i < p || c === row[i - p])) return p;
  return 0;
}

const GROUPS: Record<Level, readonly string[]> = {
  1: ['abc', 'acb', 'bca', 'cab', 'abcd', 'adbc', 'bdac'],
  2: ['aabc', 'abbc', 'abca', 'abcc', 'ababc', 'aabb', 'abcb', 'mnop', 'pqrq'],
  3: ['abcab', 'aabcc', 'abbca', 'abaca', 'abccb', 'pqrsp', 'mnnom', 'xyzzy'],
};

/**
 * "Which cluster fills the blanks? a _ b c _ a b _ c a _ b c": a group of letters repeated, some
 * letters left blank. The blanks are chosen so the group can be read off the row: every place of the
 * group is shown at least once.
 */
export function letterBlanks(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const group = rng.pick(GROUPS[level]);
    const p = group.length;
    const repeats = level === 1 ? 4 : p >= 5 ? 3 : 4;
    const full = group.repeat(repeats);
    const blanks = level === 1 ? 4 : level === 2 ? 5 : 6;
    const places = rng.sample(
      Array.from({ length: full.length }, (_, i) => i),
      blanks,
    );
    places.sort((a, b) => a - b);
    const row = [...full].map((c, i) => (places.includes(i) ? '_' : c)).join('');
    // every place of the group shown somewhere, so the group can be read off the row
    for (let r = 0; r < p; r += 1) if (![...row].some((c, i) => i % p === r && c !== '_')) return undefined;
    // no shorter group may agree with the shown letters: it would fill the row another way
    for (let q = 1; q < p; q += 1) {
      const group = new Map<number, string>();
      const clash = [...row].some((c, i) => {
        if (c === '_') return false;
        const seen = group.get(i % q);
        group.set(i % q, c);
        return seen !== undefined && seen !== c;
      });
      if (!clash) return undefined;
    }
    const ans = places.map((i) => full[i]!).join('');
    if (new Set(ans).size < 2) return undefined;
    const swaps: Distractor[] = places.flatMap((_, j) => {
      if (j + 1 >= places.length || ans[j] === ans[j + 1]) return [];
      const swapped = [...ans];
      [swapped[j], swapped[j + 1]] = [swapped[j + 1]!, swapped[j]!];
      return [
        {
          mistake: `swapping the letters of the ${ordinal(j + 1)} and ${ordinal(j + 2)} blanks`,
          hi: `${hiOblique(j + 1)} और ${hiOblique(j + 2)} रिक्त स्थानों के अक्षर आपस में बदल देना`,
          value: swapped.join(''),
        },
      ];
    });
    const distractors: Distractor[] = [
      ...swaps.slice(0, 1),
      {
        mistake: 'filling each blank with the letter that follows it in the group',
        hi: 'प्रत्येक रिक्त स्थान में समूह का अगला अक्षर भरना',
        value: places.map((i) => group[(i + 1) % p]!).join(''),
      },
      {
        mistake: 'filling each blank with the letter before it in the group',
        hi: 'प्रत्येक रिक्त स्थान में समूह का पिछला अक्षर भरना',
        value: places.map((i) => group[(i + p - 1) % p]!).join(''),
      },
      {
        mistake: 'filling the blanks from the right-hand end',
        hi: 'रिक्त स्थानों को दाएँ सिरे से भरना',
        value: [...ans].reverse().join(''),
      },
      ...swaps.slice(1),
    ];
    if (new Set(distractors.map((d) => d.value).filter((v) => v !== ans)).size < 3) return undefined;
    // a wrong fill that also makes a repeating row would be a second answer
    if (distractors.some((d) => periodOf(fillRow(row, String(d.value))) > 0 && d.value !== ans))
      return undefined;
    const spaced = (s: string): string => [...s].join(' ');
    return {
      question: `Which letter cluster, filled into the blanks in order from left to right, completes the series? ${spaced(row)}`,
      answer: ans,
      distractors,
      steps: [
        `The group ${group} repeats: ${Array.from({ length: repeats }, () => group).join(' | ')}.`,
        `The blanks take ${spaced(ans)}, so the answer is ${ans}.`,
      ],
      hi: {
        question: `कौन-सा अक्षर-समूह रिक्त स्थानों में बाएँ से दाएँ क्रम में भरने पर श्रृंखला को पूरा करता है? ${spaced(row)}`,
        steps: [
          `समूह ${group} बार-बार आता है: ${Array.from({ length: repeats }, () => group).join(' | ')}।`,
          `रिक्त स्थानों में क्रम से ${spaced(ans)} आते हैं, अतः उत्तर ${ans} है।`,
        ],
      },
      params: { row },
    };
  });
}

/** The letters a place can hold at term `missing` by a constant or evenly growing step fitting the known ones. */
function gapReadings(known: readonly (number | undefined)[], missing: number): Set<number> {
  const found = new Set<number>();
  const start = known[0]!;
  for (let step = -12; step <= 13; step += 1)
    for (const growth of [0, 1, 2]) {
      const place = (n: number): number =>
        (((start + n * step + (growth * n * (n - 1)) / 2 - 1) % 26) + 26) % 26;
      if (known.every((k, n) => k === undefined || place(n) === (k - 1 + 26) % 26))
        found.add(place(missing) + 1);
    }
  return found;
}

/**
 * "Which letter cluster replaces the question mark? DHK, FKO, ?, JQW, LTA" (issue 19; audit 2, form
 * 19): the missing term in the middle. Each letter keeps a step of its own (growing evenly at level 3);
 * the missing letters are proved the only ones a constant or evenly growing step gives.
 */
export function letterClusterGap(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const size = level === 2 ? 3 : rng.pick([3, 4]);
    const count = 5;
    const missing = rng.int(1, 3);
    const tracks: Track[] = Array.from({ length: size }, (_, i) =>
      drawTrack(rng, level, level === 3 && (i === 0 || rng.chance(0.4)) ? 'growing' : 'constant'),
    );
    if (new Set(tracks.map((t) => trackStep(t, 0))).size < 2) return undefined;
    const terms = Array.from({ length: count }, (_, n) =>
      tracks.map((t) => letterAt(trackPlace(t, n))).join(''),
    );
    if (terms.some((w) => new Set(w).size < w.length)) return undefined;
    // every letter of the missing term the only one its place's known letters allow
    for (let i = 0; i < size; i += 1) {
      const known = terms.map((w, n) => (n === missing ? undefined : position(w[i]!)));
      if (gapReadings(known, missing).size !== 1) return undefined;
    }
    const ans = terms[missing]!;
    const at = (i: number, place: number): string =>
      [...ans].map((c, j) => (j === i ? letterAt(place) : c)).join('');
    const distractors: Distractor[] = [];
    for (const i of rng.shuffle(tracks.map((_, k) => k))) {
      const way = Math.sign(trackStep(tracks[i]!, missing - 1));
      const place = trackPlace(tracks[i]!, missing);
      distractors.push(
        {
          mistake: `moving the ${ordinal(i + 1)} letter one place too many`,
          hi: `${hiOblique(i + 1)} अक्षर को एक स्थान अधिक चलाना`,
          value: at(i, place + way),
        },
        {
          mistake: `moving the ${ordinal(i + 1)} letter one place too few`,
          hi: `${hiOblique(i + 1)} अक्षर को एक स्थान कम चलाना`,
          value: at(i, place - way),
        },
      );
    }
    const shown = terms.map((w, n) => (n === missing ? '?' : w));
    const wrapNote = wraps(tracks, count - 1);
    return {
      question: `Which letter cluster will replace the question mark (?) in the following series? ${shown.join(', ')}`,
      answer: ans,
      distractors,
      steps: [
        `Take the letters one place at a time: ${tracks.map((t, i) => describeTrack(t, ordinal(i + 1))).join('; ')}${wrapNote ? ' (after Z, counting goes on from A)' : ''}.`,
        `So the missing cluster, the ${ordinal(missing + 1)} term, is ${ans}.`,
      ],
      hi: {
        question: `निम्नलिखित श्रृंखला में प्रश्नचिह्न (?) के स्थान पर कौन-सा अक्षर-समूह आएगा? ${shown.join(', ')}`,
        steps: [
          `अक्षरों को एक-एक स्थान पर अलग से देखिए: ${tracks.map((t, i) => hiDescribeTrack(t, hiOrdinal(i + 1))).join('; ')}${wrapNote ? ` (${HI_WRAP})` : ''}।`,
          `अतः लुप्त अक्षर-समूह (${hiOrdinal(missing + 1)} पद) ${ans} है।`,
        ],
      },
      params: { shown, missing },
    };
  });
}
