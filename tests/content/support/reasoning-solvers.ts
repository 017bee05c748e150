/**
 * Independent solvers for the reasoning generators: alphabets, calendars (Zeller's congruence, not
 * the Date object the generator uses), family trees (a relation algebra over the chain of
 * statements, not the generator's tree), compass arithmetic and brute-force counting. Series terms are
 * read in sequence-terms.ts, weekdays and kinship worked out in calendar-and-kin.ts, figures in their
 * own solvers.
 */
import type { Params, Solver } from './values';
import { CUBE_DICE_SOLVERS } from './cube-dice-solver';
import {
  completionAnswer,
  countShapes,
  embeddedAnswer,
  embeddedInFigure,
  piecesAnswer,
} from './line-figure-solvers';
import { mirrorImage, mirrorLetters } from './mirror-solver';
import { solveSeries, type SeriesTrack } from './non-verbal-series-solver';
import { PAPER_FOLDING_SOLVERS } from './paper-folding-solver';
import { solveSeating } from './seating-solver';
import { solveFacingSeating, type FacingSeating } from './seating-table-solver';
import { judgeSyllogism, judgeThreeConclusions } from './syllogism-solver';
import { eitherThreeAnswer } from './syllogism-either-solver';
import { solveMatrix, solveNotRotation, solveRotation } from './visual-reasoning-solver';
import { clock, type Expected, num, sum, text } from './values';
import { leap, relationOf, zeller } from './calendar-and-kin';
import { ABC, at, letterTerm, opp, pos, rev, seriesTerm, shift } from './sequence-terms';
import { blanksAnswer, gapCluster, nextCluster, oddCluster } from './letter-pattern-solvers';
import {
  digitSumAnswer,
  digitTableAnswer,
  letterCountAnswer,
  letterDigitsAnswer,
  placeMathAnswer,
  placeSumAnswer,
  stepShiftAnswer,
  partReversedAnswer,
  phraseAnswer,
  rearrangedAnswer,
} from './code-form-solvers';
import { letterNumberAnswer, mixedStepsAnswer } from './series-mixed-solvers';
import { dictionaryOrderAnswer, lettersInPlaceAnswer } from './dictionary-order-solvers';
import { signFillAnswer, signMeaningsAnswer, signSwapAnswer } from './sign-solvers';
import { swapCheckAnswer, symbolKeyAnswer } from './sign-key-solvers';
import { numberSwapAnswer, numberSwapCheckAnswer } from './number-swap-solvers';
import { inequalityConclusionsAnswer, inequalityTrueAnswer } from './inequality-solvers';
import {
  meaningAnswer,
  PAIR_RULE_TEXTS,
  readPair,
  samePairAnswer,
  sameTriadAnswer,
  triadThird,
} from './word-relation-solvers';
import { pairOptionsAnswer, senseAnswer } from './sense-solvers';
import {
  clusterPairsAnswer,
  oppositeShiftAnswer,
  triadMiddleAnswer,
  vowelCodeAnswer,
  wordFactAnswer,
} from './re-solvers';
import { possessiveAnswer } from './trap-checks-possessive';
import { codedChainAnswer } from './coded-chain-solvers';
import { familyCountAnswer } from './family-count-solver';
import { compassSeatingAnswer } from './seating-compass-solver';
import { letterRegionsAnswer } from './letter-regions-solver';
import { vennAnswer } from './venn-solver';
import { fourShapesAnswer } from './four-shapes-solver';
import { pointsDirectionAnswer } from './points-direction-solver';
import { comparisonAnswer } from './ranking-comparison-solver';
import { rowPositionsAnswer } from './row-position-solver';
import { leapYearAnswer, numberRootAnswer, twoPlacesAnswer } from './rg-solvers';
import { RH_SOLVERS } from './rh-solvers';
import { RJ_SOLVERS } from './rj-solvers';
import { RI_SOLVERS } from './ri-solvers';

const COMPASS = ['North', 'North-East', 'East', 'South-East', 'South', 'South-West', 'West', 'North-West'];
const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const ROW_RULES: Record<string, (a: number, b: number) => number> = {
  product: (a, b) => a * b,
  sumDouble: (a, b) => (a + b) * 2,
  sumSquares: (a, b) => a ** 2 + b ** 2,
  squareOfSum: (a, b) => (a + b) ** 2,
  productPlusSum: (a, b) => a * b + (a + b),
  productMinusSum: (a, b) => a * b - (a + b),
  diffSquares: (a, b) => Math.abs(a ** 2 - b ** 2),
  squarePlus: (a, b) => a ** 2 + b,
  cubeMinus: (a, b) => a ** 3 - b,
  productDouble: (a, b) => 2 * a * b,
};

export const ANALOGY_RULES: Record<string, (n: number) => number> = {
  square: (n) => n ** 2,
  cube: (n) => n ** 3,
  squarePlusOne: (n) => n ** 2 + 1,
  squareMinusOne: (n) => n ** 2 - 1,
  cubePlusOne: (n) => n ** 3 + 1,
  cubeMinusOne: (n) => n ** 3 - 1,
  nTimesNextOne: (n) => n * (n + 1),
  squareMinusN: (n) => n ** 2 - n,
  doublePlusOne: (n) => 2 * n + 1,
  triple: (n) => 3 * n,
  cubePlusN: (n) => n ** 3 + n,
  squareOfNext: (n) => (n + 1) ** 2,
};

const isPrime = (n: number): boolean =>
  n > 1 && [...Array(Math.floor(Math.sqrt(n)) + 1).keys()].slice(2).every((d) => n % d !== 0);
const CLASS_CHECKS: Record<string, (option: string, p: Params) => boolean> = {
  multiple: (o, p) => Number(o.replace(/,/g, '')) % p.k === 0,
  square: (o) => Number.isInteger(Math.sqrt(Number(o.replace(/,/g, '')))),
  cube: (o) => {
    const n = Number(o.replace(/,/g, ''));
    return Math.round(Math.cbrt(n)) ** 3 === n;
  },
  prime: (o) => isPrime(Number(o)),
  digitSum: (o, p) => sum(o.split('').map(Number)) === p.s,
  pairSquare: (o) => {
    const [a, b] = o.split(' : ').map(Number);
    return a! ** 2 === b;
  },
  pairCube: (o) => {
    const [a, b] = o.split(' : ').map(Number);
    return a! ** 3 === b;
  },
  gap: (o, p) => pos(o[1]!) - pos(o[0]!) === p.g && pos(o[2]!) - pos(o[1]!) === p.g,
  opposite: (o) => pos(o[0]!) + pos(o[1]!) === 27,
  letterNumber: (o) => pos(o[0]!) === Number(o.slice(1)),
  triadRule: (o, p) => {
    const [a, b, c] = o.split(' – ').map(Number);
    return triadThird(p.text, a!, b!) === c;
  },
  pairRule: (o, p) => {
    const rule = PAIR_RULE_TEXTS[p.text];
    if (!rule) throw new Error(`no pair rule ${p.text}`);
    const [a, b] = readPair(o);
    return rule(a) === b;
  },
};

const hm = (h: number, m: number): string => `${h}:${String(m).padStart(2, '0')}`;

export const REASONING_SOLVERS: Record<string, Record<string, Solver>> = {
  series: {
    ...RJ_SOLVERS.series,
    ...RI_SOLVERS.series,
    numberNext: (p) => num(seriesTerm(p.rule, p.ruleParams, p.missing)),
    wrongTerm: (p) => {
      const wrong = (p.shown as number[]).filter((t, i) => t !== seriesTerm(p.rule, p.ruleParams, i));
      if (wrong.length !== 1) throw new Error(`expected exactly one wrong term, found ${wrong.length}`);
      return num(wrong[0]!);
    },
    letters: (p) => text(letterTerm(p, p.length - 1)),
    clusters: (p) => text(nextCluster(p.shown)),
    clusterGap: (p) => text(gapCluster(p.shown)),
    blanks: blanksAnswer,
    letterNumber: letterNumberAnswer,
    mixedSteps: mixedStepsAnswer,
  },
  coding_and_decoding: {
    twoPlaces: twoPlacesAnswer,
    shift: (p) => text(p.decode ? shift(p.askedCode, -p.k) : shift(p.asked, p.k)),
    opposite: (p) => text(opp(p.asked)),
    reverseShift: (p) => text(shift(rev(p.asked), p.k)),
    vowelCode: vowelCodeAnswer,
    positionSum: (p) => {
      const places = [...(p.asked as string)].map(pos);
      return num(
        p.rule === 'sum'
          ? sum(places)
          : p.rule === 'reverseSum'
            ? sum(places.map((x) => 27 - x))
            : sum(places) * places.length,
      );
    },
    pattern: (p) => {
      const steps = p.rule === 'alternate' ? p.steps : [1, 2, 3, 4, 5, 6, 7];
      return text([...(p.asked as string)].map((c, i) => at(pos(c) + steps[i % steps.length])).join(''));
    },
    phrase: phraseAnswer,
    letterDigits: letterDigitsAnswer,
    rearranged: rearrangedAnswer,
    digitTable: digitTableAnswer,
    partReversed: partReversedAnswer,
    digitSum: digitSumAnswer,
    placeSum: placeSumAnswer,
    letterCount: letterCountAnswer,
    stepShift: stepShiftAnswer,
    placeMath: placeMathAnswer,
    ...RJ_SOLVERS.coding_and_decoding,
  },
  alphabet_test: {
    ...RJ_SOLVERS.alphabet_test,
    position: (p) => text(p.fromRight ? [...ABC].reverse()[p.n - 1]! : ABC[p.n - 1]!),
    relative: (p) => {
      const row = [...ABC];
      const base = p.fromRight ? row.length - p.n : p.n - 1;
      return text(row[p.toLeft ? base - p.k : base + p.k]!);
    },
    between: (p) => num([...ABC].filter((c) => c > p.a && c < p.b).length),
    dictionary: (p) => text([...p.words].sort((a: string, b: string) => (a < b ? -1 : 1))[p.k - 1]),
    pairs: (p) => {
      const w: string = p.word;
      let count = 0;
      for (let i = 0; i < w.length; i += 1)
        for (let j = i + 1; j < w.length; j += 1) if (Math.abs(pos(w[j]!) - pos(w[i]!)) === j - i) count += 1;
      return num(count);
    },
    rearranged: (p) => {
      const first = [...ABC.slice(0, 13)];
      const second = [...ABC.slice(13)];
      const row = p.half === 'first' ? [...first.reverse(), ...second] : [...first, ...second.reverse()];
      return text(row[p.n - 1 + (p.toRight ? p.k : -p.k)]!);
    },
    dictionaryOrder: dictionaryOrderAnswer,
    lettersInPlace: lettersInPlaceAnswer,
  },
  direction_distance: {
    facing: (p) => text(COMPASS[(((p.start + sum(p.turns)) % 8) + 8) % 8]!),
    walk: (p) => {
      let [x, y] = [0, 0];
      for (const [dir, d] of p.moves as [number, number][]) {
        const angle = (dir * 45 * Math.PI) / 180;
        x += Math.round(Math.sin(angle)) * d;
        y += Math.round(Math.cos(angle)) * d;
      }
      if (p.ask === 'distance') return num(Math.hypot(x, y));
      return text(`${y > 0 ? 'North' : 'South'}-${x > 0 ? 'East' : 'West'}`);
    },
    shadow: (p) => {
      // vectors: East = (1, 0), North = (0, 1); the shadow points away from the sun
      const shadow: [number, number] = p.morning ? [-1, 0] : [1, 0];
      const candidates: [string, [number, number]][] = [
        ['North', [0, 1]],
        ['East', [1, 0]],
        ['South', [0, -1]],
        ['West', [-1, 0]],
      ];
      const [name] = candidates.find(([, f]) => {
        const right: [number, number] = [f[1], -f[0]];
        const where = { 'in front of': f, behind: [-f[0], -f[1]], right, left: [-right[0], -right[1]] }[
          p.side as 'right'
        ]!;
        return where[0] === shadow[0] && where[1] === shadow[1];
      })!;
      return text(name);
    },
    rowPositions: rowPositionsAnswer,
    pointsDirection: pointsDirectionAnswer,
  },
  blood_relation: {
    chain: (p) => text(relationOf(p.words)),
    possessive: possessiveAnswer,
    codedChain: codedChainAnswer,
    familyCount: familyCountAnswer,
    ...RH_SOLVERS.blood_relation,
  },
  clock_calender: {
    leapYear: leapYearAnswer,
    handsAngle: (p) => {
      const hour = ((p.h % 12) * 60 + p.m) * 0.5;
      const minute = p.m * 6;
      const gap = Math.abs(hour - minute) % 360;
      return num(Math.min(gap, 360 - gap));
    },
    mirror: (p) => {
      const t = (720 - ((p.h % 12) * 60 + p.m)) % 720;
      return text(hm(Math.floor(t / 60) || 12, t % 60));
    },
    dayOfDate: (p) => text(WEEK[zeller(p.y, p.m, p.d)]!),
    // day by day, one step at a time
    dayAfter: (p) => {
      let w = p.w;
      for (let i = 0; i < p.n; i += 1) w = (w + (p.later ? 1 : 6)) % 7;
      return text(WEEK[w]!);
    },
    dayRiddle: (p) => text(WEEK[(((p.known - p.a + p.b) % 7) + 7) % 7]!),
    handTurn: (p) => num((p.hand === 'hour' ? 360 / 720 : 360 / 60) * p.minutes),
    // the minute hand gains 5.5° a minute: count the moments in [0, whole days) at which that gain,
    // modulo a full turn, is one of the angles asked
    handsMeetings: (p) => {
      const angles = { together: [0], right: [90, 270], straight: [0, 180] }[p.how as 'right'];
      const end = 24 * 60 * p.days;
      let count = 0;
      for (const x of angles) for (let k = 0; (x + 360 * k) / 5.5 < end - 1e-9; k += 1) count += 1;
      return num(count);
    },
    sameDate: (p) => text(WEEK[zeller(p.y2, p.m, p.d)]!),
    coincide: (p) => {
      const target = { together: 0, opposite: 180, right: 90 }[p.type as 'right'];
      // the hands' real positions, minute by minute after the hour
      const miss = (t: number) => {
        const hour = (p.h % 12) * 30 + t * 0.5;
        const minute = t * 6;
        const g = Math.abs(hour - minute) % 360;
        return Math.abs(Math.min(g, 360 - g) - target);
      };
      for (let t = 0.001; t < 60; t += 0.001) {
        if (miss(t) < 0.01 && miss(t) <= miss(t - 0.001) && miss(t) <= miss(t + 0.001)) {
          const lo = t - 0.001;
          const hi = t + 0.001;
          // golden-section search for where the miss is smallest
          const g = (Math.sqrt(5) - 1) / 2;
          let [a, b] = [lo, hi];
          for (let i = 0; i < 200; i += 1) {
            const c = b - g * (b - a);
            const d = a + g * (b - a);
            if (miss(c) < miss(d)) b = d;
            else a = c;
          }
          return { number: (a + b) / 2 } as Expected;
        }
      }
      throw new Error('no time found');
    },
    clockGain: (p) => clock(p.start * 60 + p.hours * (60 + p.gain)),
    repeatYear: (p) => {
      let y = p.y + 1;
      while (!(zeller(y, 1, 1) === zeller(p.y, 1, 1) && leap(y) === leap(p.y))) y += 1;
      return text(String(y));
    },
  },
  number_puzzle: {
    // try every number until the steps, done forwards as the words say, give the answer
    thinkOfNumber: (p) => {
      const forwards: Record<string, (n: number) => number> = {
        mulAdd: (n) => n * p.k + p.c,
        mulSub: (n) => n * p.k - p.c,
        addMul: (n) => (n + p.c) * p.k,
        subMul: (n) => (n - p.c) * p.k,
      };
      for (let n = -1000; n <= 1000; n += 1) if (forwards[p.how]!(n) === p.result) return num(n);
      throw new Error('no number');
    },
    sumDifference: (p) => {
      for (let small = 0; small <= p.sum; small += 1) {
        const big = p.sum - small;
        if (big - small === p.diff) return num(p.larger ? big : small);
      }
      throw new Error('no pair');
    },
    consecutive: (p) => {
      for (let first = 1; first <= p.sum; first += 1) {
        const terms = Array.from({ length: p.count }, (_, i) => first + i * p.gap);
        if (sum(terms) === p.sum) return num(p.largest ? terms[terms.length - 1]! : first);
      }
      throw new Error('no run');
    },
    rows: (p) => {
      const f = ROW_RULES[p.rule]!;
      const [a, b] = p.rows[2];
      return num(f(a, b));
    },
    digits: (p) => {
      for (let n = 10; n < 100; n += 1) {
        const [t, u] = [Math.floor(n / 10), n % 10];
        if (t + u === p.sum && 10 * u + t - n === p.diff) return num(n);
      }
      throw new Error('no number');
    },
    grid: (p) => {
      const [a, b] = p.cols[2];
      return num(p.op === 'productMinus' ? a * b - p.k : (a + b) * p.k);
    },
    signMeanings: signMeaningsAnswer,
    signSwap: signSwapAnswer,
    signFill: signFillAnswer,
    symbolKey: symbolKeyAnswer,
    swapCheck: swapCheckAnswer,
    numberSwap: numberSwapAnswer,
    numberSwapCheck: numberSwapCheckAnswer,
    inequalityTrue: inequalityTrueAnswer,
    inequalityCoded: inequalityTrueAnswer,
    inequalityConclusions: inequalityConclusionsAnswer,
    ...RH_SOLVERS.number_puzzle,
    ...RI_SOLVERS.number_puzzle,
  },
  time_sequence_number_ranking: {
    total: (p) => num(p.top + p.bottom - 1),
    otherEnd: (p) => num(p.n - p.left + 1),
    between: (p) => {
      const row = Array.from({ length: p.n }, (_, i) => i + 1);
      const a = p.a;
      const b = p.n - p.b + 1;
      return num(row.filter((x) => x > Math.min(a, b) && x < Math.max(a, b)).length);
    },
    interchange: (p) => num(p.bLeft + p.bRight - 1),
    timeSequence: (p) =>
      p.type === 'train' ? clock(p.due + p.late + p.halt) : num(p.due + p.startDelay - (p.due - p.early)),
    digitCount: (p) => {
      const d: number[] = p.digits;
      return num(
        d.filter((x, i) => i > 0 && i < d.length - 1 && x === p.x && d[i - 1] === p.y && d[i + 1] === p.z)
          .length,
      );
    },
    sortedPlaces: (p) => {
      const d: number[] = p.digits;
      const sorted = [...d].sort((a, b) => (p.ascending ? a - b : b - a));
      return num(d.filter((x, i) => sorted[i] === x).length);
    },
    comparison: comparisonAnswer,
  },
  embedded_figure: {
    hidden: (p) =>
      embeddedAnswer(p as { canvas: number; figure: number[][]; options: Record<string, number[][]> }),
    inFigure: (p) =>
      embeddedInFigure(p as { canvas: number; figure: number[][]; options: Record<string, number[][]> }),
  },
  completion_of_figure: {
    symmetric: (p) =>
      completionAnswer(
        p as { axes: 'upright' | 'both'; grid: string[][]; options: Record<string, string[][]> },
      ),
  },
  figure_formation_analysis: {
    counting: (p) => num(countShapes(p as { shape: string; lines: number[][] })),
    pieces: (p) =>
      piecesAnswer(p as { n: number; placed: number[][]; options: Record<string, number[][][]> }),
  },
  mirror_and_water_image: {
    grid: (p) =>
      mirrorImage(p as { n: number; cells: [number, number][]; line: 'mirror' | 'water'; side: string }),
    letters: (p) => mirrorLetters(p as { chars: string; line: 'mirror' | 'water' }),
  },
  non_verbal_series: {
    turning: (p) => solveSeries(p as { shown: number; tracks: SeriesTrack[] }),
    movingDot: (p) => solveSeries(p as { shown: number; tracks: SeriesTrack[] }),
    counting: (p) => solveSeries(p as { shown: number; tracks: SeriesTrack[] }),
    grid: (p) => solveSeries(p as { shown: number; tracks: SeriesTrack[] }),
    twoRules: (p) => solveSeries(p as { shown: number; tracks: SeriesTrack[] }),
  },
  visual_reasoning: {
    rotation: (p) => solveRotation(p as { n: number; cells: [number, number][]; words: string }),
    notRotation: (p) =>
      solveNotRotation(p as { n: number; cells: [number, number][]; candidates: [number, number][][] }),
    matrix: (p) => solveMatrix(p as { boxes: { shape: string; count: number; shade: string }[] }),
    venn: vennAnswer,
    fourShapes: fourShapesAnswer,
    letterRegions: letterRegionsAnswer,
  },
  paper_cutting_folding: PAPER_FOLDING_SOLVERS,
  cube_and_dice: CUBE_DICE_SOLVERS,
  sitting_arrangements: {
    arrangement: (p) =>
      solveSeating(p as { shape: 'row' | 'circle'; people: string[]; clues: string[]; ask: string }),
    facingOut: (p) => solveFacingSeating(p as FacingSeating),
    mixedFacing: (p) => solveFacingSeating(p as FacingSeating),
    squareTable: (p) => solveFacingSeating(p as FacingSeating),
    compass: compassSeatingAnswer,
  },
  syllogism: {
    statements: (p) =>
      judgeSyllogism(p as { statements: string[]; conclusions: string[]; options: string[] }),
    threeConclusions: (p) => judgeThreeConclusions(p as { statements: string[]; conclusions: string[] }),
    eitherThree: eitherThreeAnswer,
    ...RH_SOLVERS.syllogism,
    ...RJ_SOLVERS.syllogism,
  },
  classification: {
    numbers: (p) => oddOne(p),
    letters: (p) => oddOne(p),
    clusters: (p) => oddCluster(p.options),
    numberSets: (p) => oddOne(p),
    numberPairs: (p) => oddOne(p),
    clusterPairs: clusterPairsAnswer,
    ...RH_SOLVERS.classification,
    ...RJ_SOLVERS.classification,
    ...RI_SOLVERS.classification,
  },
  anology: {
    numbers: (p) => {
      const f = ANALOGY_RULES[p.rule]!;
      const rivals = Object.entries(ANALOGY_RULES).filter(
        ([name, g]) => name !== p.rule && (p.examples as number[]).every((e) => g(e) === f(e)),
      );
      if (rivals.length) throw new Error(`the examples also fit ${rivals.map(([n]) => n).join(', ')}`);
      return num(f(p.c));
    },
    letters: (p) => {
      switch (p.type) {
        case 'shift':
          return text(shift(p.c, p.k));
        case 'opposite':
          return text(opp(p.c));
        case 'reverse':
          return text(rev(p.c));
        case 'shiftSteps':
          return text([...(p.c as string)].map((c, i) => at(pos(c) + i + 1)).join(''));
        case 'position':
          return num(p.c);
        case 'positionSquare':
          return num(p.c * p.c);
        default:
          throw new Error(`no analogy ${p.type}`);
      }
    },
    rearranged: rearrangedAnswer,
    meaning: meaningAnswer,
    samePair: samePairAnswer,
    sameTriad: sameTriadAnswer,
    triadMiddle: triadMiddleAnswer,
    numberRoot: numberRootAnswer,
    wordFacts: wordFactAnswer,
    oppositeShift: oppositeShiftAnswer,
    senses: senseAnswer,
    pairOptions: pairOptionsAnswer,
    // the order of places read off the example (every letter of it once), as for rearranged
    letterMap: rearrangedAnswer,
    ...RJ_SOLVERS.anology,
    ...RI_SOLVERS.anology,
  },
};

function oddOne(p: Params): Expected {
  const check = CLASS_CHECKS[p.rule];
  if (!check) throw new Error(`no classification rule ${p.rule}`);
  const misfits = (p.options as string[]).filter((o) => !check(o, p));
  if (misfits.length !== 1)
    throw new Error(`expected one misfit, found ${misfits.length} in ${p.options.join(', ')}`);
  return text(misfits[0]!);
}
