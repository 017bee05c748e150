/**
 * Cubes and dice, drawn as SVG.
 *
 * - Views of one die (isometric cubes showing the top, left and right faces) → which face is opposite
 *   X. Every die shown is a real die: a labelling of the six faces is drawn, then turned. The answer must
 *   be forced: every labelling of a cube (6! of them) is checked against every view (a view fits when
 *   its three faces meet at a corner of that labelling in the same turning order), and a question is
 *   kept only when all labellings that fit agree on the face opposite X.
 * - Unfolded cubes (nets): the six squares are folded by rolling a cube over them (the face touching a
 *   square gets its label) → which face is opposite X, or which cube can be formed.
 * - Painted cubes cut into small cubes → how many small cubes have so many painted faces (or colours).
 *
 * Faces of the die are numbered U 0, D 1, F 2, B 3, L 4, R 5 (top, bottom, front, back, left, right);
 * a view shows the top, the front (drawn on the left) and the right face (drawn on the right).
 */
import type { Figure } from '../../../../contract/quiz';
import { defineTopic, GeneratorError, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';

const [U, D, F, B, L, R] = [0, 1, 2, 3, 4, 5];
const OPPOSITE = [D, U, B, F, R, L];

/** Quarter turns as permutations: new position p holds what was at position perm[p]. */
const TURN_VERTICAL = [U, D, L, R, B, F]; // the side faces move round: front → right → back → left
const TURN_FRONT = [L, R, F, B, D, U]; // round the front–back axis: top → right → bottom → left
const compose = (a: readonly number[], b: readonly number[]): number[] => a.map((x) => b[x]!);

/** The 24 turns of a cube, as permutations of the six positions. */
const TURNS: number[][] = (() => {
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
const CORNERS = new Set(TURNS.map((t) => `${t[U]},${t[F]},${t[R]}`));

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

type View = [top: string, left: string, right: string];

/** Labels: six of them, as shown on the faces. */
const NUMBERS = ['1', '2', '3', '4', '5', '6'];
const LETTERS = 'ABDEFGHKLMPRSTUVWXYZ'.split('');

/**
 * For each label, the labels that can be opposite it in some cube labelling fitting every view.
 * A labelling is `where[label index] = face`.
 */
function oppositesThatFit(labels: readonly string[], views: readonly View[]): Map<string, Set<string>> {
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
  commonRule: boolean;
  eliminations: number;
}

/**
 * What a candidate can conclude: a face seen next to four others is opposite the sixth; two views that
 * share exactly one face, read in the same order (top, left, right) starting from it, put the faces that
 * follow it opposite each other in order; a face whose other candidates are all ruled out.
 */
function deduce(labels: readonly string[], views: readonly View[], target: string): Deduction {
  const adjacent = new Map(labels.map((l) => [l, new Set<string>()]));
  for (const v of views) for (const a of v) for (const b of v) if (a !== b) adjacent.get(a)!.add(b);
  const pairs = new Map<string, string>();
  const steps: string[] = [];
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
        pair(b, d);
        pair(c, e);
        commonRule = true;
        progress = true;
      }
    }
    if (!progress) break;
  }
  return { pairs, steps, commonRule, eliminations };
}

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// ---- drawings ----

const INK = '#1f2937';
const FACE_TOP = '#f3f4f6';
const FACE_LEFT = '#ffffff';
const FACE_RIGHT = '#e5e7eb';
const C30 = Math.cos(Math.PI / 6);
const fmt = (v: number): string => String(Math.round(v * 100) / 100);

function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${fmt(width)} ${fmt(height)}" width="${Math.round(width)}" height="${Math.round(height)}"><rect width="${fmt(width)}" height="${fmt(height)}" fill="#fff"/>${body}</svg>`;
}

const poly = (points: [number, number][], fill: string): string =>
  `<polygon points="${points.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ')}" fill="${fill}" stroke="${INK}" stroke-width="2" stroke-linejoin="round"/>`;

const label = (x: number, y: number, text: string, size: number): string =>
  `<text x="${fmt(x)}" y="${fmt(y + size * 0.36)}" font-size="${size}" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="${INK}">${text}</text>`;

/** An isometric die with its top vertex at (x, y) and edge e; faces' labels are digits or capital letters. */
function dieBody(x: number, y: number, e: number, [top, left, right]: View): string {
  const h = e / 2;
  const w = e * C30;
  const t: [number, number][] = [
    [x, y],
    [x + w, y + h],
    [x, y + e],
    [x - w, y + h],
  ];
  const l: [number, number][] = [
    [x - w, y + h],
    [x, y + e],
    [x, y + 2 * e],
    [x - w, y + 1.5 * e],
  ];
  const r: [number, number][] = [
    [x, y + e],
    [x + w, y + h],
    [x + w, y + 1.5 * e],
    [x, y + 2 * e],
  ];
  const size = Math.round(e * 0.4);
  return [
    poly(t, FACE_TOP),
    poly(l, FACE_LEFT),
    poly(r, FACE_RIGHT),
    label(x, y + h, top, size),
    label(x - w / 2, y + 1.25 * e, left, size),
    label(x + w / 2, y + 1.25 * e, right, size),
  ].join('');
}

const viewWords = ([t, l, r]: View): string =>
  `${t} on top, ${l} on the left face and ${r} on the right face`;

function diceFigure(views: readonly View[], what: string): Figure {
  const e = views.length >= 3 ? 46 : 52;
  const w = 2 * e * C30;
  const gap = 18;
  const width = views.length * w + (views.length - 1) * gap + 12;
  const height = 2 * e + 30;
  const body = views
    .map((v, i) => {
      const cx = 6 + w / 2 + i * (w + gap);
      return `${dieBody(cx, 6, e, v)}<text x="${fmt(cx)}" y="${fmt(2 * e + 26)}" font-size="13" font-family="sans-serif" text-anchor="middle" fill="${INK}">(${i + 1})</text>`;
    })
    .join('');
  const alt = `${['', 'One', 'Two', 'Three', 'Four'][views.length]} views of the same ${what}: ${views.map((v, i) => `die ${i + 1} shows ${viewWords(v)}`).join('; ')}.`;
  return { svg: svgDoc(width, height, body), alt };
}

function oneDieFigure(view: View): Figure {
  const e = 44;
  const w = e * C30;
  return { svg: svgDoc(2 * w + 12, 2 * e + 12, dieBody(6 + w, 6, e, view)), alt: viewText(view) };
}

const viewText = ([t, l, r]: View): string => `Top ${t}, left ${l}, right ${r}`;

// ---- views of a die ----

const LABEL_WORD = (labels: readonly string[]): string => (/\d/.test(labels[0]!) ? 'number' : 'letter');

function dieViews(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const labels = level === 3 && rng.chance(0.5) ? rng.sample(LETTERS, 6).sort() : [...NUMBERS];
    const onFace = rng.shuffle(labels); // onFace[face] = label
    const count = level === 3 ? 3 : level === 2 ? 2 : rng.pick([2, 3]);
    const turns = rng.sample(TURNS, count);
    const views = turns.map((t): View => [onFace[t[U]!]!, onFace[t[F]!]!, onFace[t[R]!]!]);
    // every pair of views must share a face (else the views hardly constrain each other), none repeats a corner
    const corners = views.map((v) => [...v].sort().join(''));
    if (new Set(corners).size !== count) return undefined;
    if (count === 2 && !views[0]!.some((l) => views[1]!.includes(l))) return undefined;
    const fit = oppositesThatFit(labels, views);
    const targets = rng.shuffle(
      labels.filter((l) => fit.get(l)!.size === 1 && views.some((v) => v.includes(l))),
    );
    for (const x of targets) {
      const answer = [...fit.get(x)!][0]!;
      if (onFace[OPPOSITE[onFace.indexOf(x)]!] !== answer)
        throw new GeneratorError("dice: the forced opposite face is not the drawn die's");
      const reasoning = deduce([x, answer, ...labels.filter((l) => l !== x && l !== answer)], views, x);
      if (reasoning.pairs.get(x) !== answer) continue; // the written reasoning does not reach it: not a fair question
      for (const [a, b] of reasoning.pairs) {
        if (onFace[OPPOSITE[onFace.indexOf(a)]!] !== b)
          throw new GeneratorError(`dice: the reasoning pairs ${a} with ${b}, the die does not`);
      }
      // level 1: X, or the face opposite it, is seen next to the four other faces
      const neighbours = (y: string) =>
        new Set(
          views
            .filter((v) => v.includes(y))
            .flat()
            .filter((z) => z !== y),
        ).size;
      const direct = neighbours(x) === 4 || neighbours(answer) === 4;
      if (level === 1 && !direct) continue;
      if (level >= 2 && direct) continue;
      if (level === 3 && reasoning.steps.length < 2) continue;
      const seenWith = labels.filter((y) => y !== x && views.some((v) => v.includes(x) && v.includes(y)));
      const others = labels.filter((y) => y !== x && y !== answer && !seenWith.includes(y));
      // the label in X's place on a die that does not show X
      const sameSpot = views
        .filter((v) => v.includes(x))
        .flatMap((v) => views.filter((w) => !w.includes(x)).map((w) => w[v.indexOf(x)]!));
      const distractors: Distractor[] = [
        ...others.map((y) => ({
          mistake: reasoning.commonRule
            ? `pairing ${y} with ${x} without checking the order of the faces round a corner`
            : `choosing ${y}, never seen next to ${x} but already opposite another face`,
          value: y,
        })),
        ...rng.shuffle(sameSpot).map((y) => ({
          mistake: `taking ${y}, which is where ${x} is on another die (the die has been turned)`,
          value: y,
        })),
        ...rng.shuffle(seenWith).map((y) => ({
          mistake: `taking ${y}, which is seen next to ${x} (faces seen together are adjacent, never opposite)`,
          value: y,
        })),
      ];
      const word = LABEL_WORD(labels);
      return {
        question: `${count === 2 ? 'Two' : 'Three'} views of the same die are shown. Which ${word} is on the face opposite ${x}?`,
        answer,
        distractors,
        steps: [...reasoning.steps, `So the answer is ${answer}.`],
        questionFigure: diceFigure(views, 'die'),
        params: { labels, views: views.map((v) => [...v]), ask: x },
      };
    }
    return undefined;
  });
}

// ---- nets ----

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

function drawNet(rng: Rng, level: Level): { net: Net; labels: string[]; faces: number[] } {
  const pool = NETS.filter((n) =>
    level === 1 ? hasStripOfFour(n) : level === 3 ? !hasStripOfFour(n) || rng.chance(0.3) : true,
  );
  const net = rng.pick(pool);
  const labels =
    level === 1 ? rng.shuffle(NUMBERS) : rng.chance(0.5) ? rng.shuffle(NUMBERS) : rng.sample(LETTERS, 6);
  return { net, labels, faces: foldNet(net.cells)! };
}

function netOpposite(rng: Rng, level: Level): Problem {
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
        value: y,
      })),
      ...rng.shuffle(neighbours).map((y) => ({
        mistake: `taking ${y}, whose square touches ${x}'s square (touching squares become adjacent faces)`,
        value: y,
      })),
    ];
    const word = LABEL_WORD(labels);
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
      questionFigure: netFigure(net, labels),
      params: { cells: net.cells.map((c) => [...c]), labels, ask: x },
    };
  });
}

/** Which cube can be formed: one real corner of the folded cube, and three that cannot be. */
function netCube(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const { net, labels, faces } = drawNet(rng, level);
    const labelOn = (face: number): string => labels[faces.indexOf(face)]!;
    const turn = rng.pick(TURNS);
    const right: View = [labelOn(turn[U]!), labelOn(turn[F]!), labelOn(turn[R]!)];
    const fits = (v: View): boolean => CORNERS.has(v.map((l) => faces[labels.indexOf(l)]).join(','));
    if (!fits(right)) throw new GeneratorError('nets: a turned corner does not fit');
    // wrong cubes: two faces that are opposite shown side by side, or a real corner read the other way round
    const wrong: { view: View; mistake: string }[] = [];
    const other = rng.pick(TURNS.filter((t) => t[U] !== turn[U] || t[F] !== turn[F]));
    const mirror: View = [labelOn(other[U]!), labelOn(other[R]!), labelOn(other[F]!)];
    wrong.push({ view: mirror, mistake: 'a corner whose faces go round the other way (its mirror image)' });
    for (let k = 0; k < 6 && wrong.length < 5; k += 1) {
      const t = rng.pick(TURNS);
      const slot = rng.int(0, 2);
      const base: View = [labelOn(t[U]!), labelOn(t[F]!), labelOn(t[R]!)];
      // put the face opposite one of the other two in this slot
      const keep = base[(slot + 1) % 3]!;
      const swapped = [...base] as View;
      swapped[slot] = labelOn(OPPOSITE[faces[labels.indexOf(keep)]!]!);
      wrong.push({ view: swapped, mistake: `showing ${swapped[slot]} next to ${keep}, its opposite face` });
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
      distractors: chosen.map((c) => ({ mistake: c.mistake, value: viewText(c.view) })),
      steps: [
        `Folded, the opposite pairs are ${pairs.join(', ')}: two faces of a pair can never be seen together.`,
        `Of the cubes that show no opposite pair, only one has its three faces going round the corner in the same order as on the folded sheet, so the answer is ${viewText(right)}.`,
      ],
      questionFigure: netFigure(net, labels),
      optionFigures: Object.fromEntries(views.map((v) => [viewText(v), oneDieFigure(v)])),
      params: { cells: net.cells.map((c) => [...c]), labels, offered: views.map((v) => [...v]) },
    };
  });
}

// ---- painted cubes ----

const COLOURS = ['red', 'blue', 'green', 'yellow', 'black'];
const FILL: Record<string, string> = {
  red: '#ef4444',
  blue: '#3b82f6',
  green: '#22c55e',
  yellow: '#facc15',
  black: '#374151',
  none: '#ffffff',
};

/** An isometric block a × b × c (width, depth, height in small cubes) with grid lines and painted faces. */
function blockFigure(
  a: number,
  b: number,
  c: number,
  fills: { top: string; left: string; right: string },
  alt: string,
): Figure {
  const unit = Math.min(24, 150 / Math.max(a + b, c * 1.2));
  const w = unit * C30;
  const h = unit / 2;
  const x0 = 8 + b * w; // the top face's back corner
  const y0 = 8;
  const P = (i: number, j: number, k: number): [number, number] => [
    x0 + (i - j) * w,
    y0 + (i + j) * h + (c - k) * unit,
  ];
  // i along a (to the right), j along b (to the left), k up
  const top: [number, number][] = [P(0, 0, c), P(a, 0, c), P(a, b, c), P(0, b, c)];
  const left: [number, number][] = [P(0, b, c), P(a, b, c), P(a, b, 0), P(0, b, 0)];
  const right: [number, number][] = [P(a, b, c), P(a, 0, c), P(a, 0, 0), P(a, b, 0)];
  const lines: string[] = [];
  const seg = (p: [number, number], q: [number, number]) =>
    lines.push(`M${fmt(p[0])} ${fmt(p[1])}L${fmt(q[0])} ${fmt(q[1])}`);
  for (let i = 1; i < a; i += 1) {
    seg(P(i, 0, c), P(i, b, c));
    seg(P(i, b, c), P(i, b, 0));
  }
  for (let j = 1; j < b; j += 1) {
    seg(P(0, j, c), P(a, j, c));
    seg(P(a, j, c), P(a, j, 0));
  }
  for (let k = 1; k < c; k += 1) {
    seg(P(0, b, k), P(a, b, k));
    seg(P(a, b, k), P(a, 0, k));
  }
  const width = (a + b) * w + 16;
  const height = (a + b) * h + c * unit + 16;
  const shade = (points: [number, number][], colour: string, opacity: number): string =>
    `<polygon points="${points.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ')}" fill="${colour}" fill-opacity="${opacity}"/>`;
  const body = `${poly(top, FILL[fills.top]!)}${poly(left, FILL[fills.left]!)}${poly(right, FILL[fills.right]!)}${shade(top, '#ffffff', 0.3)}${shade(right, '#000000', 0.15)}<path d="${lines.join('')}" stroke="${INK}" stroke-width="1.5" fill="none" stroke-opacity="0.7"/>`;
  return { svg: svgDoc(width, height, body), alt };
}

interface Count {
  ask: string;
  value: number;
  steps: string[];
  mistakes: Distractor[];
}

function paintedCube(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    if (level === 3) return colouredCube(rng);
    const colour = rng.pick(COLOURS.slice(0, 4));
    const cuboid = level === 2 && rng.chance(0.4);
    const [a, b, c] = cuboid
      ? [rng.int(3, 7), rng.int(3, 6), rng.int(2, 5)]
      : (() => {
          const n = level === 1 ? rng.int(3, 6) : rng.int(4, 10);
          return [n, n, n];
        })();
    if (cuboid && a === b && b === c) return undefined;
    const [p, q, r] = [a - 2, b - 2, c - 2].map((x) => Math.max(0, x)) as [number, number, number];
    const n = a;
    const counts: Count[] = [
      {
        ask: 'exactly three faces painted',
        value: 8,
        steps: ['Only the 8 corner cubes have three painted faces, whatever the size.'],
        mistakes: [
          { mistake: 'counting the edge cubes', value: 4 * (p + q + r) },
          { mistake: 'counting the faces instead of the corners', value: 6 },
          { mistake: 'counting the edges', value: 12 },
        ],
      },
      {
        ask: 'exactly two faces painted',
        value: 4 * (p + q + r),
        steps: [
          cuboid
            ? `Two painted faces: the cubes along the 12 edges, leaving out the corners: 4 × (${a} − 2) + 4 × (${b} − 2) + 4 × (${c} − 2) = ${4 * (p + q + r)}.`
            : `Two painted faces: the cubes along the 12 edges, leaving out the corners: 12 × (${n} − 2) = ${12 * p}.`,
        ],
        mistakes: [
          { mistake: 'keeping the corner cubes on each edge', value: 4 * (a + b + c) },
          { mistake: 'leaving out only one corner per edge', value: 4 * (a + b + c - 3) },
          { mistake: 'counting the one-face cubes', value: 2 * (p * q + q * r + p * r) },
        ],
      },
      {
        ask: 'exactly one face painted',
        value: 2 * (p * q + q * r + p * r),
        steps: [
          cuboid
            ? `One painted face: the middle of each face, 2 × (${p} × ${q} + ${q} × ${r} + ${p} × ${r}) = ${2 * (p * q + q * r + p * r)}.`
            : `One painted face: the middle (${n} − 2) × (${n} − 2) of each of the 6 faces: 6 × ${p}² = ${6 * p * p}.`,
        ],
        mistakes: [
          { mistake: 'counting whole faces', value: 2 * (a * b + b * c + a * c) },
          {
            mistake: 'taking off only one row on each face',
            value: 2 * ((a - 1) * (b - 1) + (b - 1) * (c - 1) + (a - 1) * (c - 1)),
          },
          { mistake: 'counting one face only', value: p * q },
          { mistake: 'counting the two-face cubes', value: 4 * (p + q + r) },
        ],
      },
      {
        ask: 'no face painted',
        value: p * q * r,
        steps: [`No painted face: the inside block (${a} − 2) × (${b} − 2) × (${c} − 2) = ${p * q * r}.`],
        mistakes: [
          {
            mistake: 'taking off one layer instead of one from each side',
            value: (a - 1) * (b - 1) * (c - 1),
          },
          { mistake: 'counting the one-face cubes', value: 2 * (p * q + q * r + p * r) },
          {
            mistake: 'taking off two layers from each side',
            value: Math.max(0, a - 4) * Math.max(0, b - 4) * Math.max(0, c - 4),
          },
        ],
      },
    ];
    if (level === 2) {
      const some = a * b * c - p * q * r;
      counts.push({
        ask: 'at least one face painted',
        value: some,
        steps: [`All ${a * b * c} cubes minus the ${p * q * r} unpainted ones inside: ${some}.`],
        mistakes: [
          { mistake: 'counting the unpainted ones', value: p * q * r },
          { mistake: 'adding the three kinds but forgetting the corners', value: some - 8 },
          {
            mistake: 'taking off one layer instead of one from each side',
            value: a * b * c - (a - 1) * (b - 1) * (c - 1),
          },
        ],
      });
    }
    const pickCount = rng.pick(counts);
    if (pickCount.value <= 0) return undefined;
    const total = a * b * c;
    const shape = cuboid ? `A cuboid ${a} cm × ${b} cm × ${c} cm` : `A cube of side ${n} cm`;
    const question = `${shape} is painted ${colour} on all its faces and then cut into ${total} cubes of side 1 cm. How many of the small cubes have ${pickCount.ask}?`;
    return {
      question,
      answer: pickCount.value,
      distractors: pickCount.mistakes,
      steps: [...pickCount.steps, `So ${pickCount.value} small cubes have ${pickCount.ask}.`],
      questionFigure: blockFigure(
        a,
        b,
        c,
        { top: colour, left: colour, right: colour },
        `${shape}, painted ${colour} on every face, marked into 1 cm cubes.`,
      ),
      params: {
        dims: [a, b, c],
        paint: { top: colour, bottom: colour, front: colour, back: colour, left: colour, right: colour },
        ask: askKey(pickCount.ask),
      },
    };
  });
}

/** What is counted, in the form the checks read: faces=k, atLeast=1, or a colour rule. */
function askKey(ask: string): string {
  return (
    (
      {
        'exactly three faces painted': 'faces=3',
        'exactly two faces painted': 'faces=2',
        'exactly one face painted': 'faces=1',
        'no face painted': 'faces=0',
        'at least one face painted': 'faces>=1',
      } as Record<string, string>
    )[ask] ?? ask
  );
}

function colouredCube(rng: Rng): Problem | undefined {
  const n = rng.int(3, 8);
  const [c1, c2, c3] = rng.sample(COLOURS.slice(0, 4), 3) as [string, string, string];
  const m = n - 2;
  // c1 on top and bottom, c2 on front and back, c3 on left and right
  const asks: { ask: string; key: string; value: number; steps: string[]; mistakes: Distractor[] }[] = [
    {
      ask: `${c1} and ${c2} paint but no ${c3}`,
      key: `only:${c1}+${c2}`,
      value: 4 * m,
      steps: [
        `${c1} and ${c2} faces meet along 4 edges; each edge has ${n} − 2 = ${m} cubes without a corner (a corner also has ${c3}), so 4 × ${m} = ${4 * m}.`,
      ],
      mistakes: [
        { mistake: 'keeping the corners', value: 4 * n },
        { mistake: 'counting all 12 edges', value: 12 * m },
        { mistake: 'counting only one edge of each face', value: 2 * m },
      ],
    },
    {
      ask: `only ${c1} paint`,
      key: `only:${c1}`,
      value: 2 * m * m,
      steps: [`Only ${c1}: the middle ${m} × ${m} of the two ${c1} faces: 2 × ${m * m} = ${2 * m * m}.`],
      mistakes: [
        { mistake: 'counting one face only', value: m * m },
        { mistake: 'counting whole faces', value: 2 * n * n },
        { mistake: 'counting the other colours too', value: 6 * m * m },
      ],
    },
    {
      ask: 'paint of exactly two colours',
      key: 'colours=2',
      value: 12 * m,
      steps: [
        `Adjacent faces always differ in colour, so two colours means two painted faces: the edge cubes without corners, 12 × ${m} = ${12 * m}.`,
      ],
      mistakes: [
        { mistake: 'keeping the corners', value: 12 * n },
        { mistake: 'counting only the edges of one pair of colours', value: 4 * m },
        { mistake: 'counting the one-colour cubes', value: 6 * m * m },
      ],
    },
    {
      ask: 'paint of exactly one colour',
      key: 'colours=1',
      value: 6 * m * m,
      steps: [`One colour means one painted face (adjacent faces differ): 6 × ${m}² = ${6 * m * m}.`],
      mistakes: [
        { mistake: 'counting only one colour', value: 2 * m * m },
        { mistake: 'counting whole faces', value: 6 * n * n },
        { mistake: 'counting the two-colour cubes', value: 12 * m },
      ],
    },
    {
      ask: `some ${c1} paint but no ${c2}`,
      key: `has:${c1};not:${c2}`,
      value: 2 * n * (n - 2),
      steps: [
        `Each ${c1} face has ${n} × ${n} cubes; the ${n} along each of its two edges with a ${c2} face have ${c2}: 2 × (${n * n} − 2 × ${n}) = ${2 * n * (n - 2)}.`,
      ],
      mistakes: [
        { mistake: `leaving out the ${c3} edges too`, value: 2 * m * m },
        { mistake: 'counting one face only', value: n * (n - 2) },
        { mistake: `counting every cube with ${c1}`, value: 2 * n * n },
      ],
    },
    {
      ask: 'no paint',
      key: 'colours=0',
      value: m * m * m,
      steps: [`No paint: the inside block ${m} × ${m} × ${m} = ${m ** 3}.`],
      mistakes: [
        { mistake: 'taking off one layer instead of one from each side', value: (n - 1) ** 3 },
        { mistake: 'counting the one-colour cubes', value: 6 * m * m },
        { mistake: 'squaring instead of cubing', value: m * m },
      ],
    },
  ];
  const pick = rng.pick(asks);
  if (pick.value <= 0) return undefined;
  const question = `A cube of side ${n} cm has its top and bottom faces painted ${c1}, its front and back faces ${c2}, and its left and right faces ${c3}. It is cut into ${n ** 3} cubes of side 1 cm. How many of the small cubes have ${pick.ask}?`;
  return {
    question,
    answer: pick.value,
    distractors: pick.mistakes,
    steps: [...pick.steps, `So the answer is ${pick.value}.`],
    questionFigure: blockFigure(
      n,
      n,
      n,
      { top: c1, left: c2, right: c3 },
      `A cube of side ${n} cm marked into 1 cm cubes: top and bottom ${c1}, front and back ${c2}, left and right ${c3}. The front is drawn on the left.`,
    ),
    params: {
      dims: [n, n, n],
      paint: { top: c1, bottom: c1, front: c2, back: c2, left: c3, right: c3 },
      ask: pick.key,
    },
  };
}

export const cubeAndDice = defineTopic({
  dieViews: { levels: [1, 2, 3], weight: 2, make: dieViews },
  netOpposite: { levels: [1, 2, 3], weight: 1.2, make: netOpposite },
  netCube: { levels: [2, 3], weight: 1, make: netCube },
  paintedCube: { levels: [1, 2, 3], weight: 1, make: paintedCube },
});
