/**
 * Paper folding and punching. A square sheet drawn as an n × n grid (columns A, B, C … from the left,
 * rows 1, 2, 3 … from the top) is folded once, twice or three times, every fold halving the folded paper
 * exactly (a middle line, or a diagonal of a folded square, or the axis of a folded triangle), and holes
 * are punched through every layer at whole cells of the folded paper. Unfolded, each punch leaves one
 * hole in every layer: 2^folds holes.
 *
 * The answer comes from folding the whole sheet forwards (every cell's centre follows the folds, and a
 * cell has a hole when its centre lands on a punch); the worked steps and the wrong options come from
 * unfolding backwards (mirroring the holes through each fold line in reverse), with one named mistake
 * made on the way: the wrong line, a forgotten layer, holes copied across instead of mirrored, a hole
 * left out. The two computations must agree, or the generator stops.
 * The parts: the geometry of the sheet (paperGeometry.ts), folds and holes both ways (paperFolds.ts), the
 * drawings (paperDrawings.ts); the problems are here.
 */
import { defineTopic, GeneratorError, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { cutText, foldingFigure, sheetFigure } from './paperDrawings';
import {
  drawFolding,
  type Folded,
  type FoldType,
  holesByFolding,
  holesByUnfolding,
  holesText,
  lineWords,
  names,
} from './paperFolds';
import { bbox } from './paperGeometry';
import {
  HI_COUNT_STEM,
  HI_CUT_STEM,
  HI_MOVED,
  HI_SLIP,
  HI_STEM,
  HI_SWAPPED,
  hiCutText,
  hiFoldingAlt,
  HI_PANEL_WORDS,
  hiHolesText,
  hiUnfoldSteps,
  hiWhichFold,
} from './paperHindi';

const STEM =
  'A square sheet of paper is folded and punched as shown. Which option shows the sheet when it is unfolded? Cells are named by column (A, B, C … from the left) and row (1, 2, 3 … from the top).';

function unfoldSteps(folded: Folded, added: [number, number][][]): string[] {
  const steps = [
    `Unfold in reverse order, starting from the punch${folded.punches.length === 1 ? '' : 'es'} at ${names(folded.punches)}: undoing a fold mirrors every hole so far across that fold line.`,
  ];
  for (let j = 0; j < added.length; j += 1) {
    const i = folded.folds.length - 1 - j;
    steps.push(`Undoing fold ${i + 1} (${lineWords(folded.folds[i]!)}) adds ${names(added[j]!)}.`);
  }
  return steps;
}

function unfolded(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const folded = drawFolding(rng, level);
    if (!folded) return undefined;
    const { n, folds } = folded;
    const answer = holesByFolding(folded);
    const unfolding = holesByUnfolding(folded, undefined);
    const check = unfolding.holes;
    if (
      holesText(check) !== holesText(answer) ||
      answer.length !== folded.punches.length * 2 ** folds.length
    ) {
      throw new GeneratorError(
        `paper folding: folding gives ${holesText(answer)}, unfolding ${holesText(check)}`,
      );
    }
    if (answer.length > 0.6 * n * n) return undefined;
    const slips: { mistake: string; hi: string; holes: [number, number][] }[] = [];
    folds.forEach((f, i) => {
      const which = folds.length === 1 ? 'the fold' : `fold ${i + 1}`;
      const hiWhich = hiWhichFold(folds.length, i);
      slips.push({
        mistake: `mirroring across the wrong line when undoing ${which}`,
        hi: HI_SLIP.wrongLine(hiWhich),
        holes: holesByUnfolding(folded, { at: i, how: 'wrongLine' }).holes,
      });
      slips.push({
        mistake: `forgetting the layer folded over by ${which}`,
        hi: HI_SLIP.skip(hiWhich),
        holes: holesByUnfolding(folded, { at: i, how: 'skip' }).holes,
      });
      if (f.type !== 'diagonal')
        slips.push({
          mistake: `copying the holes across ${which} without mirroring them`,
          hi: HI_SLIP.copy(hiWhich),
          holes: holesByUnfolding(folded, { at: i, how: 'copy' }).holes,
        });
    });
    // slips that keep the number of holes first: an option with fewer holes is shorter, and the
    // key would be the longest (and fullest) option too often
    const same = (holes: [number, number][]): number => (holes.length === answer.length ? 0 : 1);
    const ordered = rng.shuffle(slips).sort((a, b) => same(a.holes) - same(b.holes));
    // one hole put in a neighbouring cell instead of its own is the weakest trap: offered after two
    // mirroring slips
    const moved = movedHole(rng, answer, n);
    if (moved)
      ordered.splice(2, 0, {
        mistake: 'putting one hole in the cell next to its own',
        hi: HI_MOVED,
        holes: moved,
      });
    // the first three slips that give a new drawing (a symmetric punch can make two slips agree)
    const taken = new Set([holesText(answer)]);
    const chosen = ordered
      .filter((s) => {
        const text = holesText(s.holes);
        if (
          s.holes.length === 0 ||
          taken.has(text) ||
          s.holes.some(([r, c]) => r < 0 || c < 0 || r >= n || c >= n)
        )
          return false;
        taken.add(text);
        return true;
      })
      .slice(0, 3);
    if (chosen.length < 3) return undefined;
    const distractors: Distractor[] = chosen.map((s) => ({
      mistake: s.mistake,
      hi: s.hi,
      value: holesText(s.holes),
    }));
    const options = [answer, ...chosen.map((s) => s.holes)];
    return {
      question: STEM,
      answer: holesText(answer),
      distractors,
      steps: [
        ...unfoldSteps(folded, unfolding.added),
        `That makes ${answer.length} holes in all, so the answer is ${holesText(answer)}.`,
      ],
      hi: {
        question: HI_STEM,
        steps: [
          ...hiUnfoldSteps(folded, unfolding.added),
          `इस प्रकार कुल ${answer.length} छेद होते हैं, अतः उत्तर ${hiHolesText(answer)} है।`,
        ],
        options: Object.fromEntries(options.map((o) => [holesText(o), hiHolesText(o)])),
        figureAlt: hiFoldingAlt(folded),
        figureSvg: foldingFigure(folded, HI_PANEL_WORDS).svg,
      },
      questionFigure: foldingFigure(folded),
      optionFigures: Object.fromEntries(options.map((o) => [holesText(o), sheetFigure(n, o)])),
      params: paramsOf(folded),
    };
  });
}

/** The answer with one hole moved to a free neighbouring cell (the same number of holes), if any. */
function movedHole(rng: Rng, answer: [number, number][], n: number): [number, number][] | undefined {
  const taken = new Set(answer.map(([r, c]) => `${r},${c}`));
  const moves = answer.flatMap(([r, c], i) =>
    [
      [r - 1, c],
      [r + 1, c],
      [r, c - 1],
      [r, c + 1],
    ]
      .filter(([y, x]) => y! >= 0 && x! >= 0 && y! < n && x! < n && !taken.has(`${y},${x}`))
      .map((to) => ({ i, to: to as [number, number] })),
  );
  if (moves.length === 0) return undefined;
  const { i, to } = rng.pick(moves);
  return answer.map((h, k) => (k === i ? to : h));
}

function paramsOf(folded: Folded) {
  return {
    n: folded.n,
    folds: folded.folds.map((f) => ({
      type: f.type,
      from: [f.from[0], f.from[1]],
      to: [f.to[0], f.to[1]],
      moving: f.moving,
    })),
    punches: folded.punches.map(([r, c]) => [r, c]),
    ...(folded.cuts ? { cuts: folded.cuts.map(([r, c]) => [r, c]) } : {}),
  };
}

function holeCount(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const folded = drawFolding(rng, level);
    if (!folded) return undefined;
    const answer = holesByFolding(folded);
    const k = folded.folds.length;
    const p = folded.punches.length;
    return {
      question: `A square sheet of paper is folded and punched as shown. How many holes will the sheet have when it is unfolded?`,
      answer: answer.length,
      distractors: [
        {
          mistake: 'forgetting the layer made by one fold',
          hi: 'एक मोड़ से बनी परत को भूल जाना',
          value: p * 2 ** (k - 1),
        },
        { mistake: 'counting only the punches', hi: 'केवल किए गए छेदों को गिनना', value: p },
        {
          mistake: 'adding a hole for each fold instead of doubling',
          hi: 'दोगुना करने के स्थान पर हर मोड़ के लिए एक छेद जोड़ना',
          value: p * (k + 1),
        },
        { mistake: 'doubling once too often', hi: 'एक बार अधिक दोगुना करना', value: p * 2 ** (k + 1) },
      ],
      hi: {
        question: HI_COUNT_STEM,
        steps: [
          `हर मोड़ परतों को दोगुना करता है, इसलिए ${k} मोड़ के बाद कागज़ ${2 ** k} परत मोटा है और हर छेद से ${2 ** k} छेद बनते हैं।`,
          `${p} छेद × ${2 ** k} = ${answer.length} छेद (${names(answer)})।`,
        ],
        figureAlt: hiFoldingAlt(folded),
        figureSvg: foldingFigure(folded, HI_PANEL_WORDS).svg,
      },
      steps: [
        `Each fold doubles the layers, so after ${k} fold${k === 1 ? '' : 's'} the paper is ${2 ** k} layers thick and each punch makes ${2 ** k} holes.`,
        `${p} punch${p === 1 ? '' : 'es'} × ${2 ** k} = ${answer.length} holes (${names(answer)}).`,
      ],
      questionFigure: foldingFigure(folded),
      params: paramsOf(folded),
    };
  });
}

/** Folded in four; a round hole is punched and a square cut from a corner of the folded paper. */
const CUT_PLANS = [
  { n: 4, folds: ['vertical', 'horizontal'] as FoldType[], punches: [1, 1] as [number, number] },
  { n: 4, folds: ['horizontal', 'vertical'] as FoldType[], punches: [1, 1] as [number, number] },
  { n: 6, folds: ['vertical', 'horizontal'] as FoldType[], punches: [1, 1] as [number, number] },
  { n: 6, folds: ['horizontal', 'vertical'] as FoldType[], punches: [1, 1] as [number, number] },
];

function cutUnfolded(rng: Rng): Problem {
  return until((): Problem | undefined => {
    const drawn = drawFolding(rng, 3, CUT_PLANS);
    if (!drawn) return undefined;
    const { n, paper } = drawn;
    const box = bbox(paper);
    const corners: [number, number][] = [
      [box.minY, box.minX],
      [box.minY, box.maxX - 1],
      [box.maxY - 1, box.minX],
      [box.maxY - 1, box.maxX - 1],
    ];
    const cut = rng.pick(corners);
    if (drawn.punches.some(([r, c]) => r === cut[0] && c === cut[1])) return undefined;
    const folded: Folded = { ...drawn, cuts: [cut] };
    const cutsOnly: Folded = { ...drawn, punches: [cut] };
    const round = holesByFolding(folded);
    const square = holesByFolding(cutsOnly);
    if (
      cutText(round, square) !==
      cutText(holesByUnfolding(folded, undefined).holes, holesByUnfolding(cutsOnly, undefined).holes)
    ) {
      throw new GeneratorError('paper cutting: folding and unfolding disagree');
    }
    const slips: { mistake: string; hi: string; round: [number, number][]; square: [number, number][] }[] =
      [];
    drawn.folds.forEach((_, i) => {
      for (const how of ['wrongLine', 'skip', 'copy'] as const) {
        const words = {
          wrongLine: 'mirroring across the wrong line when undoing',
          skip: 'forgetting the layer folded over by',
          copy: 'copying the holes across without mirroring them at',
        }[how];
        slips.push({
          mistake: `${words} fold ${i + 1}`,
          hi: HI_SLIP[how](hiWhichFold(2, i)),
          round: holesByUnfolding(folded, { at: i, how }).holes,
          square: holesByUnfolding(cutsOnly, { at: i, how }).holes,
        });
      }
    });
    const ordered = rng.shuffle(slips);
    ordered.splice(1, 0, {
      mistake: 'swapping the round holes and the square cut-outs',
      hi: HI_SWAPPED,
      round: square,
      square: round,
    });
    const taken = new Set([cutText(round, square)]);
    const chosen = ordered
      .filter((x) => {
        const t = cutText(x.round, x.square);
        if (taken.has(t) || [...x.round, ...x.square].some(([r, c]) => r < 0 || c < 0 || r >= n || c >= n))
          return false;
        taken.add(t);
        return true;
      })
      .slice(0, 3);
    if (chosen.length < 3) return undefined;
    const answer = cutText(round, square);
    return {
      question:
        'A square sheet of paper is folded as shown; then a round hole is punched and a square is cut out of one corner, through all the layers (the dark square). Which option shows the sheet when it is unfolded? Cells are named by column (A, B, C … from the left) and row (1, 2, 3 … from the top).',
      answer,
      distractors: chosen.map((x) => ({ mistake: x.mistake, hi: x.hi, value: cutText(x.round, x.square) })),
      hi: {
        question: HI_CUT_STEM,
        steps: [
          'उलटे क्रम में खोलें; कोई मोड़ खोलने पर अब तक के हर छेद और कटाव का उस मोड़-रेखा के पार प्रतिबिंब बनता है। हर मोड़ इन्हें दोगुना करता है, इसलिए 4 गोल छेद और 4 वर्गाकार कटाव होते हैं।',
          `${names(drawn.punches)} पर किया गया गोल छेद खोलने पर ${names(round)} बनते हैं; ${names([cut])} पर काटा गया वर्ग खोलने पर ${names(square)} बनते हैं${square.some(([r, c]) => r === 0 || c === 0 || r === n - 1 || c === n - 1) ? ' (शीट के किनारे वाले कटाव खाँचे बनते हैं)' : ''}।`,
          `अतः उत्तर ${hiCutText(round, square)} है।`,
        ],
        options: Object.fromEntries(
          [{ round, square }, ...chosen].map((x) => [
            cutText(x.round, x.square),
            hiCutText(x.round, x.square),
          ]),
        ),
        figureAlt: hiFoldingAlt(folded),
        figureSvg: foldingFigure(folded, HI_PANEL_WORDS).svg,
      },
      steps: [
        `Unfold in reverse order; undoing a fold mirrors every hole and cut so far across that fold line. Each fold doubles them, so there are 4 round holes and 4 square cut-outs.`,
        `The round hole at ${names(drawn.punches)} unfolds to ${names(round)}; the square cut at ${names([cut])} unfolds to ${names(square)}${square.some(([r, c]) => r === 0 || c === 0 || r === n - 1 || c === n - 1) ? ' (those on the edge of the sheet are notches)' : ''}.`,
        `So the answer is ${answer}.`,
      ],
      questionFigure: foldingFigure(folded),
      optionFigures: Object.fromEntries(
        [{ round, square }, ...chosen].map((x) => [
          cutText(x.round, x.square),
          sheetFigure(n, x.round, x.square),
        ]),
      ),
      params: paramsOf(folded),
    };
  });
}

export const paperCuttingFolding = defineTopic({
  cutUnfolded: { levels: [3], weight: 0.35, make: cutUnfolded },
  unfolded: { levels: [1, 2, 3], make: unfolded },
  holeCount: { levels: [1, 2, 3], weight: 0.15, make: holeCount },
});
