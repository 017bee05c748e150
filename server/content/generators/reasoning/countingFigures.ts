/**
 * The figures whose shapes are counted (fans, grids with diagonals, squares with lines, broken grids, divided
 * triangles), their text alternatives and drawings.
 */
import { hiListAnd } from '../hindi';
import type { Rng } from '../rng';
import type { Pt, Seg } from './shapeCounting';

export interface Drawn {
  lines: Seg[];
  words: string;
  width: number;
  height: number;
  /** A lattice figure: its lines are listed by dot names in the text alternative. */
  lattice: boolean;
  /** What the outline is ("the whole square") and its area: it may be one of the shapes asked about. */
  outline: string;
  outlineArea: number;
  /** How its shapes are grouped in the explanation: by the figure's own rule, by area in grid squares, or smallest first. */
  explain: 'fan' | 'grid' | 'sizes';
  /**
   * The same in Hindi (issue 15): the text alternative, and the outline as its own subject ("पूरा
   * त्रिभुज") and before a postposition ("पूरे त्रिभुज को").
   */
  hi: { words: string; outline: string; outlineOf: string };
  /** Fan: lines from the top corner, and lines across (the base included). */
  fan?: [number, number];
}

const col = (x: number): string => String.fromCharCode(65 + x);
const dot = (x: number, y: number): string => `${col(x)}${y + 1}`;
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
/** "2 रेखाएँ खींची गई हैं" / "1 रेखा खींची गई है". */
const hiLinesDrawn = (n: number): string => (n === 1 ? '1 रेखा खींची गई है' : `${n} रेखाएँ खींची गई हैं`);
const HI_WHOLE = {
  triangle: { outline: 'पूरा त्रिभुज', outlineOf: 'पूरे त्रिभुज' },
  square: { outline: 'पूरा वर्ग', outlineOf: 'पूरे वर्ग' },
  rectangle: { outline: 'पूरा आयत', outlineOf: 'पूरे आयत' },
} as const;
const HI_SHAPE_WORD = { square: 'वर्ग', rectangle: 'आयत' } as const;

export function latticeList(lines: Seg[]): string {
  return [...lines]
    .sort((a, b) => a[1] - b[1] || a[0] - b[0] || a[3] - b[3] || a[2] - b[2])
    .map((s) => `${dot(s[0], s[1])}–${dot(s[2], s[3])}`)
    .join(', ');
}

/** A triangle with `cevians` lines from its top corner to the base and `across` lines parallel to the base. */
export function fan(rng: Rng, cevians: number, across: number): Drawn {
  const W = 6;
  const H = 5;
  const feet = rng.sample([1, 2, 3, 4, 5], cevians).sort((a, b) => a - b);
  const levels = rng.sample([1.5, 2.5, 3.5], across).sort((a, b) => a - b);
  const lines: Seg[] = [[3, 0, 0, H], [3, 0, W, H], [0, H, W, H], ...feet.map((f): Seg => [3, 0, f, H])];
  for (const y of levels) lines.push([3 - (3 * y) / H, y, 3 + (3 * y) / H, y]);
  const words = `A triangle with ${plural(cevians, 'line')} drawn from its top corner to its base${across ? ` and ${plural(across, 'line')} drawn across it parallel to the base, from side to side` : ''}.`;
  return {
    lines,
    words,
    width: W,
    height: H,
    lattice: false,
    outline: 'the whole triangle',
    outlineArea: (W * H) / 2,
    explain: 'fan',
    hi: {
      words: `एक त्रिभुज, जिसमें ऊपरी शीर्ष से आधार तक ${hiLinesDrawn(cevians)}${across ? `, और आधार के समांतर एक भुजा से दूसरी भुजा तक ${hiLinesDrawn(across)}` : ''}।`,
      ...HI_WHOLE.triangle,
    },
    fan: [cevians + 2, across + 1],
  };
}

type CellMark = 'none' | 'down' | 'up' | 'both';

/** A grid of `cols` × `rows` squares with diagonals in some squares. */
export function gridWithDiagonals(
  rng: Rng,
  cols: number,
  rows: number,
  marked: number,
  extra: boolean,
): Drawn {
  const lines: Seg[] = [];
  for (let y = 0; y <= rows; y += 1) lines.push([0, y, cols, y]);
  for (let x = 0; x <= cols; x += 1) lines.push([x, 0, x, rows]);
  const cells: [number, number][] = [];
  for (let y = 0; y < rows; y += 1) for (let x = 0; x < cols; x += 1) cells.push([x, y]);
  const marks: CellMark[] = ['down', 'up', 'both', 'both'];
  for (const [x, y] of rng
    .sample(cells, Math.min(marked, cells.length))
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])) {
    const m = rng.pick(marks);
    if (m === 'down' || m === 'both') lines.push([x, y, x + 1, y + 1]);
    if (m === 'up' || m === 'both') lines.push([x, y + 1, x + 1, y]);
  }
  if (extra && cols === rows) lines.push(rng.chance(0.5) ? [0, 0, cols, rows] : [0, rows, cols, 0]);
  const whole = cols === rows ? 'square' : 'rectangle';
  return {
    lines,
    words: `A ${whole} divided into a grid of equal squares, ${cols} across and ${rows} down, with diagonals drawn in some of them.`,
    width: cols,
    height: rows,
    lattice: true,
    outline: `the whole ${whole}`,
    outlineArea: cols * rows,
    explain: 'grid',
    hi: {
      words: `एक ${HI_SHAPE_WORD[whole]}, जो समान वर्गों के ग्रिड में बँटा है (${cols} आड़े और ${rows} खड़े), और उनमें से कुछ में विकर्ण खींचे गए हैं।`,
      ...HI_WHOLE[whole],
    },
  };
}

type SquarePart = 'diagonal1' | 'diagonal2' | 'across' | 'upright' | 'diamond';

/** A square (2 × 2 lattice steps) with some of: both diagonals, the two midlines, the square joining the midpoints of its sides. */
export function squareWith(parts: readonly SquarePart[]): Drawn {
  const lines: Seg[] = [
    [0, 0, 2, 0],
    [2, 0, 2, 2],
    [0, 2, 2, 2],
    [0, 0, 0, 2],
  ];
  const words: string[] = [];
  const hiWords: string[] = [];
  if (parts.includes('diagonal1')) lines.push([0, 0, 2, 2]);
  if (parts.includes('diagonal2')) lines.push([0, 2, 2, 0]);
  if (parts.includes('diagonal1') && parts.includes('diagonal2')) {
    words.push('both diagonals');
    hiWords.push('दोनों विकर्ण');
  } else if (parts.includes('diagonal1') || parts.includes('diagonal2')) {
    words.push('one diagonal');
    hiWords.push('एक विकर्ण');
  }
  if (parts.includes('across')) lines.push([0, 1, 2, 1]);
  if (parts.includes('upright')) lines.push([1, 0, 1, 2]);
  if (parts.includes('across') && parts.includes('upright')) {
    words.push('both lines joining the midpoints of opposite sides');
    hiWords.push('सम्मुख भुजाओं के मध्य-बिंदुओं को मिलाने वाली दोनों रेखाएँ');
  } else if (parts.includes('across')) {
    words.push('the level line joining the midpoints of its left and right sides');
    hiWords.push('बाईं और दाईं भुजाओं के मध्य-बिंदुओं को मिलाने वाली क्षैतिज रेखा');
  } else if (parts.includes('upright')) {
    words.push('the upright line joining the midpoints of its top and bottom sides');
    hiWords.push('ऊपरी और निचली भुजाओं के मध्य-बिंदुओं को मिलाने वाली खड़ी रेखा');
  }
  if (parts.includes('diamond')) {
    lines.push([1, 0, 2, 1], [2, 1, 1, 2], [1, 2, 0, 1], [0, 1, 1, 0]);
    words.push('the square formed by joining the midpoints of its sides');
    hiWords.push('भुजाओं के मध्य-बिंदुओं को मिलाकर बना वर्ग');
  }
  return {
    lines,
    words: `A square with ${words.join(', ').replace(/, ([^,]*)$/, ' and $1')}.`,
    width: 2,
    height: 2,
    lattice: true,
    outline: 'the whole square',
    outlineArea: 4,
    explain: 'sizes',
    hi: { words: `एक वर्ग, जिसमें ${hiListAnd(hiWords)} बने हैं।`, ...HI_WHOLE.square },
  };
}

/** A grid of `cols` × `rows` squares with some inner unit lines left out (merged cells). */
export function brokenGrid(rng: Rng, cols: number, rows: number, removed: number): Drawn {
  const inner: Seg[] = [];
  for (let y = 1; y < rows; y += 1) for (let x = 0; x < cols; x += 1) inner.push([x, y, x + 1, y]);
  for (let x = 1; x < cols; x += 1) for (let y = 0; y < rows; y += 1) inner.push([x, y, x, y + 1]);
  const gone = new Set(
    rng.sample(
      inner.map((_, i) => i),
      removed,
    ),
  );
  const kept = inner.filter((_, i) => !gone.has(i));
  const lines: Seg[] = [
    [0, 0, cols, 0],
    [cols, 0, cols, rows],
    [0, rows, cols, rows],
    [0, 0, 0, rows],
    ...kept,
  ];
  const whole = cols === rows ? 'square' : 'rectangle';
  return {
    lines,
    words: `A ${whole} ${cols} units wide and ${rows} high, divided by level and upright lines into smaller rectangles and squares.`,
    width: cols,
    height: rows,
    lattice: true,
    outline: `the whole ${whole}`,
    outlineArea: cols * rows,
    explain: 'grid',
    hi: {
      words: `${cols} इकाई चौड़ा और ${rows} इकाई ऊँचा एक ${HI_SHAPE_WORD[whole]}, जो क्षैतिज और खड़ी रेखाओं से छोटे आयतों और वर्गों में बँटा है।`,
      ...HI_WHOLE[whole],
    },
  };
}

/** An equilateral triangle with each side cut into `n` equal parts and lines through the cuts parallel to the sides. */
export function triangleGrid(n: number, families: 2 | 3): Drawn {
  const s = 6 / n;
  const h = Math.sqrt(3) / 2;
  const P = (i: number, j: number): Pt => [3 - (i * s) / 2 + j * s, i * s * h]; // row i from the top, j-th point
  // lines parallel to the right side: from (k, 0) down-right to (n, n - k)
  const out: Seg[] = [];
  for (let k = 0; k < n; k += 1) out.push([...P(k, 0), ...P(n, n - k)] as Seg);
  // lines parallel to the left side: from (k, k) down-left to (n, k)
  if (families === 3) for (let k = 0; k < n; k += 1) out.push([...P(k, k), ...P(n, k)] as Seg);
  else out.push([...P(0, 0), ...P(n, 0)] as Seg);
  for (let k = 1; k <= n; k += 1) out.push([...P(k, 0), ...P(k, k)] as Seg);
  return {
    lines: out,
    words:
      families === 3
        ? `An equilateral triangle with each side divided into ${n} equal parts, and lines joining the division points parallel to all three sides.`
        : `An equilateral triangle with each side divided into ${n} equal parts, and lines through the division points parallel to the base and to the right side only.`,
    width: 6,
    height: 6 * h,
    lattice: false,
    outline: 'the whole triangle',
    outlineArea: 6 * 6 * h * 0.5,
    explain: 'sizes',
    hi: {
      words:
        families === 3
          ? `एक समबाहु त्रिभुज, जिसकी प्रत्येक भुजा ${n} बराबर भागों में बँटी है, और विभाजन-बिंदुओं को मिलाने वाली रेखाएँ तीनों भुजाओं के समांतर हैं।`
          : `एक समबाहु त्रिभुज, जिसकी प्रत्येक भुजा ${n} बराबर भागों में बँटी है, और विभाजन-बिंदुओं से होकर जाने वाली रेखाएँ केवल आधार और दाईं भुजा के समांतर हैं।`,
      ...HI_WHOLE.triangle,
    },
  };
}

const INK = '#1f2937';

export function svgOf(d: Drawn, lines: Seg[]): { svg: string; px: number } {
  const px = Math.min(240 / d.width, 200 / d.height, 120);
  const pad = 10;
  const w = Math.round(d.width * px + 2 * pad);
  const h = Math.round(d.height * px + 2 * pad);
  const c = (v: number): string => String(Math.round((pad + v * px) * 10) / 10);
  const path = lines.map((s) => `M${c(s[0])} ${c(s[1])}L${c(s[2])} ${c(s[3])}`).join('');
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#fff"/><path d="${path}" stroke="${INK}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/></svg>`,
    px,
  };
}
