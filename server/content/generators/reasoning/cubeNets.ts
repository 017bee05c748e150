/**
 * Unfolded cubes (nets), folded by rolling a cube over them → which face is opposite X, or which cube can be
 * formed.
 */
import type { Figure } from '../../../../contract/figure';
import { GeneratorError, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { INK, label, oneDieFigure, svgDoc, viewText } from './dieDrawings';
import {
  B,
  CORNERS,
  D,
  F,
  L,
  LETTERS,
  listWords,
  NUMBERS,
  OPPOSITE,
  R,
  TURNS,
  U,
  type View,
} from './dieGeometry';
import { LABEL_WORD } from './dieViews';
import { hiLabelWord, hiViewText } from './hindiFigures';
import { hiListAnd } from '../hindi';

type Cell = [row: number, col: number];
interface Net {
  cells: Cell[];
  rows: number;
  cols: number;
}

/** Rolling a cube one square north, south, east or west: [up, down, north, south, east, west] positions. */
const ROLL: Record<string, number[]> = {
  // new[k] = old[ROLL[k]]; positions: 0 up, 1 down, 2 north, 3 south, 4 east, 5 west
  east: [5, 4, 2, 3, 0, 1],
  west: [4, 5, 2, 3, 1, 0],
  north: [3, 2, 0, 1, 4, 5],
  south: [2, 3, 1, 0, 4, 5],
};

/**
 * Folds a net: the cube rolls from square to square, and the face touching a square gets its label.
 * Returns, for each square, the cube face (as the U/D/F/B/L/R of the generator's die, seen from
 * outside: the net is folded away from the viewer), or undefined when two squares share a face.
 */
function foldNet(cells: readonly Cell[]): number[] | undefined {
  // start: the cube's faces named by where they are (0 up … 5 west) while it sits on the first square
  const faceOf: number[] = new Array(cells.length).fill(-1);
  const at = new Map(cells.map((c, i) => [`${c[0]},${c[1]}`, i]));
  const stack: [number, number[]][] = [[0, [0, 1, 2, 3, 4, 5]]];
  faceOf[0] = 1;
  while (stack.length) {
    const [i, state] = stack.pop()!;
    const [r, c] = cells[i]!;
    for (const [dir, dr, dc] of [
      ['north', -1, 0],
      ['south', 1, 0],
      ['east', 0, 1],
      ['west', 0, -1],
    ] as const) {
      const j = at.get(`${r + dr},${c + dc}`);
      if (j === undefined || faceOf[j] !== -1) continue;
      const next = ROLL[dir]!.map((k) => state[k]!);
      faceOf[j] = next[1]!;
      stack.push([j, next]);
    }
  }
  if (new Set(faceOf).size !== 6) return undefined;
  // rolling prints the squares onto the cube from below; seen from outside (folded away from the viewer)
  // the cube is that one's mirror image in the paper's plane: up and down swap. Then east → front,
  // north → right (a right-handed frame: up, front, right).
  const DIRECTION_TO_FACE = [D, U, R, L, F, B];
  return faceOf.map((f) => DIRECTION_TO_FACE[f]!);
}

/** Every net of a cube that fits a 3 × 5 box, in every orientation, by brute force over 6-square shapes. */
const NETS: Net[] = (() => {
  const nets = new Map<string, Net>();
  const boxes: [number, number][] = [
    [3, 5],
    [5, 3],
  ];
  for (const [rows, cols] of boxes) {
    const all: Cell[] = [];
    for (let r = 0; r < rows; r += 1) for (let c = 0; c < cols; c += 1) all.push([r, c]);
    const choose = (start: number, chosen: Cell[]) => {
      if (chosen.length === 6) {
        const minR = Math.min(...chosen.map((c) => c[0]));
        const minC = Math.min(...chosen.map((c) => c[1]));
        const cells = chosen.map(([r, c]): Cell => [r - minR, c - minC]);
        const key = cells
          .map((c) => c.join(','))
          .sort()
          .join(';');
        if (nets.has(key)) return;
        const faces = foldNet(cells);
        // connected (every square reached) and every face once
        if (faces && faces.every((f) => f >= 0)) {
          nets.set(key, {
            cells,
            rows: Math.max(...cells.map((c) => c[0])) + 1,
            cols: Math.max(...cells.map((c) => c[1])) + 1,
          });
        }
        return;
      }
      for (let i = start; i < all.length; i += 1) choose(i + 1, [...chosen, all[i]!]);
    };
    choose(0, []);
  }
  return [...nets.values()];
})();

/** 1-4-1 nets (a row or column of four squares) are the easy ones. */
const hasStripOfFour = (net: Net): boolean =>
  [...Array(Math.max(net.rows, net.cols)).keys()].some(
    (k) =>
      net.cells.filter((c) => c[0] === k).length === 4 || net.cells.filter((c) => c[1] === k).length === 4,
  );

function netFigure(net: Net, labels: readonly string[]): Figure {
  const s = 38;
  const pad = 6;
  const body = net.cells
    .map(
      ([r, c], i) =>
        `<rect x="${pad + c * s}" y="${pad + r * s}" width="${s}" height="${s}" fill="#fff" stroke="${INK}" stroke-width="2"/>${label(pad + c * s + s / 2, pad + r * s + s / 2, labels[i]!, 18)}`,
    )
    .join('');
  const rowsText = [...Array(net.rows).keys()].map((r) => {
    const inRow = net.cells
      .map((c, i) => ({ c, l: labels[i]! }))
      .filter((x) => x.c[0] === r)
      .sort((a, b) => a.c[1] - b.c[1]);
    return `row ${r + 1}: ${inRow.map((x) => `${x.l} in column ${x.c[1] + 1}`).join(', ')}`;
  });
  const alt = `An unfolded cube (a net of six squares on a grid of ${net.rows} rows and ${net.cols} columns): ${rowsText.join('; ')}. Squares that share a side are joined.`;
  return { svg: svgDoc(net.cols * s + 2 * pad, net.rows * s + 2 * pad, body), alt };
}

/** netFigure's text alternative in Hindi. */
function hiNetAlt(net: Net, labels: readonly string[]): string {
  const rowsText = [...Array(net.rows).keys()].map((r) => {
    const inRow = net.cells
      .map((c, i) => ({ c, l: labels[i]! }))
      .filter((x) => x.c[0] === r)
      .sort((a, b) => a.c[1] - b.c[1]);
    return `पंक्ति ${r + 1}: ${inRow.map((x) => `स्तंभ ${x.c[1] + 1} में ${x.l}`).join(', ')}`;
  });
  return `एक खुला हुआ घन (${net.rows} पंक्तियों और ${net.cols} स्तंभों के ग्रिड पर छह वर्गों का जाल): ${rowsText.join('; ')}। एक भुजा साझा करने वाले वर्ग जुड़े हुए हैं।`;
}

function drawNet(rng: Rng, level: Level): { net: Net; labels: string[]; faces: number[] } {
  const pool = NETS.filter((n) =>
    level === 1 ? hasStripOfFour(n) : level === 3 ? !hasStripOfFour(n) || rng.chance(0.3) : true,
  );
  const net = rng.pick(pool);
  const labels =
    level === 1 ? rng.shuffle(NUMBERS) : rng.chance(0.5) ? rng.shuffle(NUMBERS) : rng.sample(LETTERS, 6);
  return { net, labels, faces: foldNet(net.cells)! };
}

export function netOpposite(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const { net, labels, faces } = drawNet(rng, level);
    const i = rng.int(0, 5);
    const x = labels[i]!;
    const j = faces.indexOf(OPPOSITE[faces[i]!]!);
    const answer = labels[j]!;
    const touching = (a: number, b: number): boolean =>
      Math.abs(net.cells[a]![0] - net.cells[b]![0]) + Math.abs(net.cells[a]![1] - net.cells[b]![1]) === 1;
    // squares in one straight line two apart are opposite: the easy rule; the level says how often it applies
    const [ri, ci] = net.cells[i]!;
    const [rj, cj] = net.cells[j]!;
    const inLine = (ri === rj && Math.abs(ci - cj) === 2) || (ci === cj && Math.abs(ri - rj) === 2);
    if (level === 1 && !inLine) return undefined;
    if (level === 3 && inLine) return undefined;
    const neighbours = labels.filter((_, k) => k !== i && touching(i, k));
    const rest = labels.filter((_, k) => k !== i && k !== j && !touching(i, k));
    const distractors: Distractor[] = [
      ...rng.shuffle(rest).map((y) => ({
        mistake: `taking ${y}, which meets ${x} at an edge once the net is folded`,
        hi: `मोड़ने पर ${x} से एक किनारे पर मिलने वाले ${y} को ले लेना`,
        value: y,
      })),
      ...rng.shuffle(neighbours).map((y) => ({
        mistake: `taking ${y}, whose square touches ${x}'s square (touching squares become adjacent faces)`,
        hi: `${x} के वर्ग को छूने वाले ${y} को ले लेना (छूने वाले वर्ग आसन्न फलक बनते हैं)`,
        value: y,
      })),
    ];
    const word = LABEL_WORD(labels);
    const hiWord = hiLabelWord(word);
    const pairs: string[] = [];
    faces.forEach((f, k) => {
      const m = faces.indexOf(OPPOSITE[f]!);
      if (k < m) pairs.push(`${labels[k]}–${labels[m]}`);
    });
    return {
      question: `The sheet shown is folded to make a cube, with the ${word}s outside. Which ${word} is on the face opposite ${x}?`,
      answer,
      distractors,
      steps: [
        inLine
          ? `${x} and ${answer} lie in one straight line with one square between them, so they become opposite faces when the sheet is folded.`
          : `Folding the sheet, ${listWords(labels.filter((_, k) => k !== i && k !== j))} all end up beside ${x} (the squares touching ${x}'s square, and those that meet it at an edge after folding), so the face left over, ${answer}, is opposite ${x}.`,
        `The opposite pairs are ${pairs.join(', ')}, so ${answer} is opposite ${x}.`,
      ],
      hi: {
        question: `दर्शाई गई शीट को मोड़कर एक घन बनाया जाता है, जिसमें ${hiWord.plural} बाहर की ओर हैं। ${x} के सम्मुख फलक पर ${hiWord.which} ${hiWord.noun} है?`,
        steps: [
          inLine
            ? `${x} और ${answer} एक सीधी रेखा में हैं और उनके बीच एक वर्ग है, इसलिए शीट मोड़ने पर वे सम्मुख फलक बनते हैं।`
            : `शीट मोड़ने पर ${hiListAnd(labels.filter((_, k) => k !== i && k !== j))} सभी ${x} के बगल में आते हैं (${x} के वर्ग को छूने वाले वर्ग, और मोड़ने के बाद उससे किनारे पर मिलने वाले), इसलिए बचा हुआ फलक ${answer}, ${x} के सम्मुख है।`,
          `सम्मुख युग्म ${pairs.join(', ')} हैं, अतः ${x} के सम्मुख ${answer} है।`,
        ],
        figureAlt: hiNetAlt(net, labels),
      },
      questionFigure: netFigure(net, labels),
      params: { cells: net.cells.map((c) => [...c]), labels, ask: x },
    };
  });
}

/** Which cube can be formed: one real corner of the folded cube, and three that cannot be. */
export function netCube(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const { net, labels, faces } = drawNet(rng, level);
    const labelOn = (face: number): string => labels[faces.indexOf(face)]!;
    const turn = rng.pick(TURNS);
    const right: View = [labelOn(turn[U]!), labelOn(turn[F]!), labelOn(turn[R]!)];
    const fits = (v: View): boolean => CORNERS.has(v.map((l) => faces[labels.indexOf(l)]).join(','));
    if (!fits(right)) throw new GeneratorError('nets: a turned corner does not fit');
    // wrong cubes: two faces that are opposite shown side by side, or a real corner read the other way round
    const wrong: { view: View; mistake: string; hi: string }[] = [];
    const other = rng.pick(TURNS.filter((t) => t[U] !== turn[U] || t[F] !== turn[F]));
    const mirror: View = [labelOn(other[U]!), labelOn(other[R]!), labelOn(other[F]!)];
    wrong.push({
      view: mirror,
      mistake: 'a corner whose faces go round the other way (its mirror image)',
      hi: 'ऐसा कोना चुनना जिसके फलक उलटे क्रम में घूमते हैं (उसका दर्पण प्रतिबिंब)',
    });
    for (let k = 0; k < 6 && wrong.length < 5; k += 1) {
      const t = rng.pick(TURNS);
      const slot = rng.int(0, 2);
      const base: View = [labelOn(t[U]!), labelOn(t[F]!), labelOn(t[R]!)];
      // put the face opposite one of the other two in this slot
      const keep = base[(slot + 1) % 3]!;
      const swapped = [...base] as View;
      swapped[slot] = labelOn(OPPOSITE[faces[labels.indexOf(keep)]!]!);
      wrong.push({
        view: swapped,
        mistake: `showing ${swapped[slot]} next to ${keep}, its opposite face`,
        hi: `${swapped[slot]} को उसके सम्मुख फलक ${keep} के बगल में दिखाना`,
      });
    }
    const texts = new Set([viewText(right)]);
    const chosen = wrong
      .filter((w) => {
        const t = viewText(w.view);
        if (fits(w.view) || texts.has(t)) return false;
        texts.add(t);
        return true;
      })
      .slice(0, 3);
    if (chosen.length < 3) return undefined;
    const pairs: string[] = [];
    faces.forEach((f, k) => {
      const m = faces.indexOf(OPPOSITE[f]!);
      if (k < m) pairs.push(`${labels[k]}–${labels[m]}`);
    });
    const views = [right, ...chosen.map((c) => c.view)];
    return {
      question:
        'The sheet shown is folded to make a cube, with the labels outside. Which cube can be formed? Each option names the faces seen on top, on the left and on the right.',
      answer: viewText(right),
      distractors: chosen.map((c) => ({ mistake: c.mistake, hi: c.hi, value: viewText(c.view) })),
      steps: [
        `Folded, the opposite pairs are ${pairs.join(', ')}: two faces of a pair can never be seen together.`,
        `Of the cubes that show no opposite pair, only one has its three faces going round the corner in the same order as on the folded sheet, so the answer is ${viewText(right)}.`,
      ],
      hi: {
        question:
          'दर्शाई गई शीट को मोड़कर एक घन बनाया जाता है, जिसमें लेबल बाहर की ओर हैं। कौन-सा घन बनाया जा सकता है? प्रत्येक विकल्प में ऊपर, बाएँ और दाएँ दिखने वाले फलक बताए गए हैं।',
        steps: [
          `मोड़ने पर सम्मुख युग्म ${pairs.join(', ')} हैं: किसी युग्म के दोनों फलक कभी एक साथ नहीं दिख सकते।`,
          `जिन घनों में कोई सम्मुख युग्म नहीं दिखता, उनमें से केवल एक के तीनों फलक कोने पर उसी क्रम में घूमते हैं जिस क्रम में मुड़ी हुई शीट पर, अतः उत्तर ${hiViewText(right)} है।`,
        ],
        options: Object.fromEntries(views.map((v) => [viewText(v), hiViewText(v)])),
        figureAlt: hiNetAlt(net, labels),
      },
      questionFigure: netFigure(net, labels),
      optionFigures: Object.fromEntries(views.map((v) => [viewText(v), oneDieFigure(v)])),
      params: { cells: net.cells.map((c) => [...c]), labels, offered: views.map((v) => [...v]) },
    };
  });
}
