/**
 * Geometry asked backwards and figures the bank did not draw (coverage audit 4, items 2 and 3): AB : AC,
 * AC or BC from the segments the bisector of ∠A cuts on BC; a kite ABCD (AB = AD, CB = CD) whose angles
 * are given in x and y; AB = AD, AC = AE with ∠BAD = ∠CAE, so triangles ABC and ADE are congruent (ED
 * from BC, or an angle); the perpendicular OL from the circumcentre to BC (∠BOL = ∠A, ∠OBC = 90° − ∠A);
 * the marked angles of a five-pointed star (they sum to 180°) and of a triangle's exterior angles (360°).
 *
 * The figures are drawn as papers print them (`lineFigure`): small SVG documents of lines, circles and
 * single-letter labels only (no words, so one drawing serves both languages), each with a text
 * alternative in English and in Hindi that states what is drawn.
 */
import type { Figure } from '../../../../contract/figure';
import { deg, num, ratio } from '../format';
import { isWhole, reduceRatio } from '../math';
import { isExact, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Kind, Problem } from '../types';
import { cm } from './measures';
import { hiCm } from './hindiShapes';
import { aroundKey } from './keyRank';

// ── drawing ──────────────────────────────────────────────────────────────────────────────────────

type Pt = readonly [number, number];

const INK = '#1f2937';
const SHADE = '#cbd5e1';
const FIGURE_WIDTH = 260;
const MARGIN = 24;

export interface LineDrawing {
  /** Named points in plain coordinates (y up); every name is drawn as a label beside its point. */
  points: Readonly<Record<string, Pt>>;
  /** Segments between named points ("AB"). */
  segments?: readonly string[];
  /** Circles: a centre and a radius, in the points' coordinates. */
  circles?: readonly { centre: Pt; r: number }[];
  /** Shaded regions, each a list of closed outlines (filled even-odd: an inner outline is a hole). */
  shaded?: readonly (readonly Pt[])[][];
  /** Extra labels (an angle's letter x, y, z) at a position in the points' coordinates. */
  labels?: readonly { at: Pt; text: string }[];
  /** Where a point's label sits, when not pushed out from the figure's centre. */
  labelAt?: Readonly<Record<string, Pt>>;
  /** Points drawn as dots (a centre). */
  dots?: readonly string[];
  /** Lines between unnamed points (a side produced). */
  lines?: readonly (readonly [Pt, Pt])[];
}

const r2 = (v: number): string => String(Math.round(v * 100) / 100);

/** A small SVG of lines, circles, shaded regions and single-letter labels, with its text alternative. */
export function lineFigure(drawing: LineDrawing, alt: string): Figure {
  const all: Pt[] = [...Object.values(drawing.points), ...(drawing.lines ?? []).flat()];
  for (const c of drawing.circles ?? [])
    all.push([c.centre[0] - c.r, c.centre[1] - c.r], [c.centre[0] + c.r, c.centre[1] + c.r]);
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((FIGURE_WIDTH - 2 * MARGIN) / (maxX - minX || 1), 200 / (maxY - minY || 1));
  const height = Math.round((maxY - minY) * scale + 2 * MARGIN);
  const at = (p: Pt): [number, number] => [
    MARGIN + (p[0] - minX) * scale,
    height - MARGIN - (p[1] - minY) * scale,
  ];
  const centre: Pt = [(minX + maxX) / 2, (minY + maxY) / 2];
  const parts: string[] = [];
  for (const region of drawing.shaded ?? []) {
    const d = region
      .map((outline) => outline.map((p, i) => `${i ? 'L' : 'M'}${at(p).map(r2).join(' ')}`).join(' ') + ' Z')
      .join(' ');
    parts.push(`<path class="shaded" d="${d}" fill="${SHADE}" fill-rule="evenodd" stroke="none"/>`);
  }
  for (const c of drawing.circles ?? []) {
    const [cx, cy] = at(c.centre);
    parts.push(
      `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(c.r * scale)}" fill="none" stroke="${INK}" stroke-width="1.5"/>`,
    );
  }
  for (const s of drawing.segments ?? []) {
    const [p, q] = [drawing.points[s[0]!]!, drawing.points[s[1]!]!];
    const [[x1, y1], [x2, y2]] = [at(p), at(q)];
    parts.push(
      `<line class="segment" data-ends="${s}" x1="${r2(x1)}" y1="${r2(y1)}" x2="${r2(x2)}" y2="${r2(y2)}" stroke="${INK}" stroke-width="1.5"/>`,
    );
  }
  for (const [p, q] of drawing.lines ?? []) {
    const [[x1, y1], [x2, y2]] = [at(p), at(q)];
    parts.push(
      `<line class="produced" x1="${r2(x1)}" y1="${r2(y1)}" x2="${r2(x2)}" y2="${r2(y2)}" stroke="${INK}" stroke-width="1.5"/>`,
    );
  }
  for (const name of drawing.dots ?? []) {
    const [x, y] = at(drawing.points[name]!);
    parts.push(`<circle cx="${r2(x)}" cy="${r2(y)}" r="2.5" fill="${INK}"/>`);
  }
  const text = (p: [number, number], t: string, cls: string): string =>
    `<text class="${cls}" x="${r2(p[0])}" y="${r2(p[1] + 4)}" font-size="13" font-family="sans-serif" font-style="${cls === 'mark' ? 'italic' : 'normal'}" fill="${INK}" text-anchor="middle">${t}</text>`;
  for (const [name, p] of Object.entries(drawing.points)) {
    const placed = drawing.labelAt?.[name];
    let spot: [number, number];
    if (placed) spot = at(placed);
    else {
      const [x, y] = at(p);
      const [cx, cy] = at(centre);
      const len = Math.hypot(x - cx, y - cy) || 1;
      spot = [x + ((x - cx) / len) * 12, y + ((y - cy) / len) * 12];
    }
    parts.push(text(spot, name, 'vertex'));
  }
  for (const l of drawing.labels ?? []) parts.push(text(at(l.at), l.text, 'mark'));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${FIGURE_WIDTH} ${height}" width="${FIGURE_WIDTH}" height="${height}" role="img"><rect width="${FIGURE_WIDTH}" height="${height}" fill="#fff"/>${parts.join('')}</svg>`;
  return { svg, alt };
}

const RAD = Math.PI / 180;
const polar = (len: number, angle: number, from: Pt = [0, 0]): Pt => [
  from[0] + len * Math.cos(angle * RAD),
  from[1] + len * Math.sin(angle * RAD),
];

/** "(3x + 10)°", "(5x − 20)°", "x°" for a·v + b. */
export function linearAngle(a: number, b: number, v: string): string {
  const lead = a === 1 ? v : `${a}${v}`;
  if (b === 0) return `${lead}°`;
  return `(${lead} ${b > 0 ? '+' : '−'} ${Math.abs(b)})°`;
}

/** Three distinct wrong values besides the key, so every option is a named mistake. */
const enough = (wrong: readonly Distractor[], key: number | string): boolean =>
  new Set(wrong.map((d) => String(d.value)).filter((v) => v !== String(key))).size >= 3;

/** Wrong options that are not exact (a rounded figure gives itself away) or not positive, left out. */
const usable = <T extends Distractor>(wrong: readonly T[]): T[] =>
  wrong.filter(
    (d) =>
      typeof d.value !== 'number' ||
      (isExact(d.value) && d.value > 0 && Math.abs(d.value * 10 - Math.round(d.value * 10)) < 1e-9),
  );

// ── 1. the bisector theorem backward ─────────────────────────────────────────────────────────────

/** AD bisects ∠A: AB : AC = BD : DC. Asked: AB : AC, or AC from AB, or BC from AB and AC. */
export const bisectorBackward: Kind = {
  levels: [2],
  make(rng: Rng): Problem {
    const ask = rng.pick(['ratio', 'side', 'base'] as const);
    return until((): Problem | undefined => {
      const b = rng.int(2, 9);
      const c = rng.int(2, 9);
      const k = rng.int(1, 4);
      const m = k + rng.int(1, 4);
      const [bd, dc, ab, ac] = [k * b, k * c, m * b, m * c];
      // a real triangle, sides not equal (then D is the midpoint and nothing is asked)
      if (b === c || ab + ac <= bd + dc || Math.abs(ab - ac) >= bd + dc) return undefined;
      if (reduceRatio([b, c]).join() !== [b, c].join()) return undefined;
      const opener = 'In triangle ABC, the bisector of ∠A meets BC at D.';
      const hiOpener = 'त्रिभुज ABC में ∠A का समद्विभाजक BC से D पर मिलता है।';
      if (ask === 'ratio') {
        const key = ratio([b, c]);
        const wrong: Distractor[] = [
          {
            mistake: 'inverting the ratio (DC : BD)',
            value: ratio([c, b]),
            hi: 'अनुपात को उलट देना (DC : BD)',
          },
          {
            mistake: 'taking AB : AC = BD : BC',
            value: ratio(reduceRatio([bd, bd + dc])),
            hi: 'AB : AC को BD : BC मान लेना',
          },
          {
            mistake: 'taking AB : AC = BC : DC',
            value: ratio(reduceRatio([bd + dc, dc])),
            hi: 'AB : AC को BC : DC मान लेना',
          },
          {
            mistake: 'squaring the ratio of the segments',
            value: ratio(reduceRatio([bd * bd, dc * dc])),
            hi: 'खंडों के अनुपात का वर्ग ले लेना',
          },
        ];
        return {
          question: `${opener} If BD = ${cm(bd)} and DC = ${cm(dc)}, what is AB : AC?`,
          answer: key,
          distractors: wrong,
          steps: [
            `The bisector of an angle divides the opposite side in the ratio of the other two sides: AB : AC = BD : DC = ${num(bd)} : ${num(dc)}${k === 1 ? '' : ` = ${key}`}.`,
          ],
          hi: {
            question: `${hiOpener} यदि BD = ${hiCm(bd)} और DC = ${hiCm(dc)} है, तो AB : AC कितना है?`,
            steps: [
              `कोण का समद्विभाजक सम्मुख भुजा को शेष दो भुजाओं के अनुपात में बाँटता है: AB : AC = BD : DC = ${num(bd)} : ${num(dc)}${k === 1 ? '' : ` = ${key}`}।`,
            ],
          },
          params: { ask, bd, dc },
        };
      }
      if (ask === 'side') {
        const wrong = usable([
          {
            mistake: 'inverting the ratio (AC = AB × BD ÷ DC)',
            value: (ab * bd) / dc,
            hi: 'अनुपात को उलट देना (AC = AB × BD ÷ DC)',
          },
          {
            mistake: 'taking AC : AB = BC : BD',
            value: (ab * (bd + dc)) / bd,
            hi: 'AC : AB को BC : BD मान लेना',
          },
          {
            mistake: 'taking AC : AB = DC : BC',
            value: (ab * dc) / (bd + dc),
            hi: 'AC : AB को DC : BC मान लेना',
          },
          {
            mistake: 'adding the difference of the segments to AB',
            value: ab + dc - bd,
            hi: 'खंडों का अंतर AB में जोड़ देना',
          },
        ]);
        if (!enough(wrong, ac)) return undefined;
        return {
          question: `${opener} If AB = ${cm(ab)}, BD = ${cm(bd)} and DC = ${cm(dc)}, what is the length of AC?`,
          answer: ac,
          format: cm,
          wholeOptions: false,
          distractors: aroundKey(wrong, ac, ab + bd),
          steps: [
            `AB : AC = BD : DC, so AC = AB × DC ÷ BD = ${num(ab)} × ${num(dc)} ÷ ${num(bd)} = ${cm(ac)}.`,
          ],
          hi: {
            question: `${hiOpener} यदि AB = ${hiCm(ab)}, BD = ${hiCm(bd)} और DC = ${hiCm(dc)} है, तो AC की लंबाई कितनी है?`,
            steps: [
              `AB : AC = BD : DC, अतः AC = AB × DC ÷ BD = ${num(ab)} × ${num(dc)} ÷ ${num(bd)} = ${hiCm(ac)}।`,
            ],
            format: hiCm,
          },
          params: { ask, ab, bd, dc },
        };
      }
      const bc = bd + dc;
      const wrong = usable([
        { mistake: 'giving DC, not BC', value: dc, hi: 'BC के स्थान पर DC दे देना' },
        {
          mistake: 'inverting the ratio (DC = BD × AB ÷ AC)',
          value: bd + (bd * ab) / ac,
          hi: 'अनुपात को उलट देना (DC = BD × AB ÷ AC)',
        },
        { mistake: 'taking BC : BD = AC : AB', value: (bd * ac) / ab, hi: 'BC : BD को AC : AB मान लेना' },
        {
          mistake: 'adding AB and AC and subtracting BD',
          value: ab + ac - bd,
          hi: 'AB और AC को जोड़कर BD घटा देना',
        },
      ]);
      if (!enough(wrong, bc)) return undefined;
      return {
        question: `${opener} If AB = ${cm(ab)}, AC = ${cm(ac)} and BD = ${cm(bd)}, what is the length of BC?`,
        answer: bc,
        format: cm,
        wholeOptions: false,
        distractors: aroundKey(wrong, bc, ab + ac),
        steps: [
          `BD : DC = AB : AC, so DC = BD × AC ÷ AB = ${num(bd)} × ${num(ac)} ÷ ${num(ab)} = ${cm(dc)}, and BC = BD + DC = ${num(bd)} + ${num(dc)} = ${cm(bc)}.`,
        ],
        hi: {
          question: `${hiOpener} यदि AB = ${hiCm(ab)}, AC = ${hiCm(ac)} और BD = ${hiCm(bd)} है, तो BC की लंबाई कितनी है?`,
          steps: [
            `BD : DC = AB : AC, अतः DC = BD × AC ÷ AB = ${num(bd)} × ${num(ac)} ÷ ${num(ab)} = ${hiCm(dc)}, और BC = BD + DC = ${num(bd)} + ${num(dc)} = ${hiCm(bc)}।`,
          ],
          format: hiCm,
        },
        params: { ask, ab, ac, bd },
      };
    });
  },
};

// ── 3. a kite with angles in x and y ─────────────────────────────────────────────────────────────

/**
 * ABCD a kite, AB = AD and CB = CD: the diagonal AC is its axis, so ∠ABC = ∠ADC; ∠ABC and ∠ADC are given
 * in x (their equality gives x), ∠BAD as a number and ∠BCD in y, and the angle sum 360° gives y.
 */
export const kiteAngles: Kind = {
  levels: [2],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const x = rng.int(8, 30);
      const [a1, a2] = rng.sample([2, 3, 4, 5, 6], 2) as [number, number];
      const b = rng.int(65, 125);
      const [b1, b2] = [b - a1 * x, b - a2 * x];
      if (Math.abs(b1) > 60 || Math.abs(b2) > 60) return undefined;
      const a = 2 * rng.int(20, 70);
      const c = 360 - a - 2 * b;
      if (c < 30 || c > 150 || c === a) return undefined;
      const k = rng.int(1, 3);
      const y = rng.int(10, 60);
      const e = c - k * y;
      if (Math.abs(e) > 40 || (k === 1 && e === 0)) return undefined;
      const yFrom = (angle: number): number => (angle - e) / k;
      const wrong = usable([
        {
          mistake: 'counting the equal angles ∠ABC and ∠ADC once',
          value: yFrom(360 - a - b),
          hi: 'बराबर कोणों ∠ABC और ∠ADC को एक ही बार गिनना',
        },
        {
          mistake: 'taking ∠BCD = ∠BAD (as in a rhombus)',
          value: yFrom(a),
          hi: '∠BCD = ∠BAD मान लेना (जैसे समचतुर्भुज में)',
        },
        {
          mistake: 'taking ∠BAD and ∠BCD supplementary (as in a cyclic quadrilateral)',
          value: yFrom(180 - a),
          hi: '∠BAD और ∠BCD को संपूरक मान लेना (जैसे चक्रीय चतुर्भुज में)',
        },
        { mistake: 'giving ∠BCD, not y', value: c, hi: 'y के स्थान पर ∠BCD दे देना' },
        { mistake: 'taking ∠BCD = ∠ABC', value: yFrom(b), hi: '∠BCD = ∠ABC मान लेना' },
        { mistake: 'giving x, not y', value: x, hi: 'y के स्थान पर x दे देना' },
        {
          mistake: 'moving the constant of ∠BCD across without changing its sign',
          value: (c + e) / k,
          hi: '∠BCD के अचर पद को दूसरी ओर ले जाते समय उसका चिह्न न बदलना',
        },
      ]).filter((d) => isWhole(d.value as number));
      if (!enough(wrong, y)) return undefined;
      const B = polar(1, a / 2);
      const C: Pt = [B[0] + B[1] / Math.tan((c / 2) * RAD), 0];
      const figure = lineFigure(
        { points: { A: [0, 0], B, C, D: [B[0], -B[1]] }, segments: ['AB', 'BC', 'CD', 'DA'] },
        'Kite ABCD: AB = AD and CB = CD, the vertices A, B, C, D in order.',
      );
      const [angB, angD, angC] = [linearAngle(a1, b1, 'x'), linearAngle(a2, b2, 'x'), linearAngle(k, e, 'y')];
      return {
        question: `In the figure, ABCD is a kite in which AB = AD and CB = CD. If ∠BAD = ${deg(a)}, ∠ABC = ${angB}, ∠ADC = ${angD} and ∠BCD = ${angC}, what is the value of y?`,
        answer: y,
        distractors: aroundKey(wrong, y, x + a),
        steps: [
          `In a kite the angles between the unequal sides are equal: ∠ABC = ∠ADC, so ${angB.replace(/[()°]/g, '')} = ${angD.replace(/[()°]/g, '')}, x = ${x} and ∠ABC = ∠ADC = ${deg(b)}.`,
          `The angles of a quadrilateral add to 360°: ∠BCD = 360° − ${deg(a)} − 2 × ${deg(b)} = ${deg(c)}, so ${angC.replace(/[()°]/g, '')} = ${c} and y = ${y}.`,
        ],
        hi: {
          question: `आकृति में ABCD एक पतंग (काइट) है, जिसमें AB = AD और CB = CD है। यदि ∠BAD = ${deg(a)}, ∠ABC = ${angB}, ∠ADC = ${angD} और ∠BCD = ${angC} है, तो y का मान कितना है?`,
          steps: [
            `पतंग में असमान भुजाओं के बीच के कोण बराबर होते हैं: ∠ABC = ∠ADC, अतः ${angB.replace(/[()°]/g, '')} = ${angD.replace(/[()°]/g, '')}, x = ${x} और ∠ABC = ∠ADC = ${deg(b)}।`,
            `चतुर्भुज के कोणों का योग 360° होता है: ∠BCD = 360° − ${deg(a)} − 2 × ${deg(b)} = ${deg(c)}, अतः ${angC.replace(/[()°]/g, '')} = ${c} और y = ${y}।`,
          ],
          figureAlt: 'पतंग ABCD: AB = AD और CB = CD, शीर्ष क्रम से A, B, C, D।',
        },
        questionFigure: figure,
        params: { a, a1, b1, a2, b2, k, e },
      };
    });
  },
};

// ── 4. AB = AD, AC = AE, ∠BAD = ∠CAE: triangles ABC and ADE congruent ──────────────────────────────

/** The fan of the figure: A at the top, the rays AB, AD, AC, AE in that order. */
function fanFigure(alpha: number, phi: number, p: number, q: number): Figure {
  const start = 270 - (alpha + phi) / 2;
  const [ab, ac] = [Math.sin(q * RAD), Math.sin(p * RAD)];
  return lineFigure(
    {
      points: {
        A: [0, 0],
        B: polar(ab, start),
        D: polar(ab, start + phi),
        C: polar(ac, start + alpha),
        E: polar(ac, start + alpha + phi),
      },
      segments: ['AB', 'AD', 'AC', 'AE', 'BC', 'DE'],
    },
    'Triangles ABC and ADE share the vertex A; from A the lines AB, AD, AC and AE go out in that order, with BC and DE drawn.',
  );
}
const FAN_HI_ALT =
  'त्रिभुज ABC और ADE का शीर्ष A उभयनिष्ठ है; A से रेखाएँ AB, AD, AC और AE इसी क्रम में निकलती हैं, और BC तथा DE खींची गई हैं।';

export const congruentFan: Kind = {
  levels: [1, 2],
  make(rng): Problem {
    const ask = rng.pick(['ED', 'BAE', 'DAE', 'DAC'] as const);
    const opener = 'In the figure, AB = AD, AC = AE and ∠BAD = ∠CAE.';
    const hiOpener = 'आकृति में AB = AD, AC = AE और ∠BAD = ∠CAE है।';
    const congruence =
      'AB = AD, AC = AE and ∠BAC = ∠BAD + ∠DAC = ∠CAE + ∠DAC = ∠DAE, so triangles ABC and ADE are congruent (SAS)';
    const hiCongruence =
      'AB = AD, AC = AE और ∠BAC = ∠BAD + ∠DAC = ∠CAE + ∠DAC = ∠DAE, अतः त्रिभुज ABC और ADE सर्वांगसम हैं (SAS)';
    if (ask === 'ED')
      return until((): Problem | undefined => {
        const x = rng.int(3, 12);
        const a = rng.int(2, 5);
        const c = rng.int(1, a - 1);
        const len = rng.int(8, 40);
        const [b, d] = [len - a * x, len - c * x];
        if (b === 0 || d <= 0 || Math.abs(b) > 30) return undefined;
        const slip1 = c * ((d + b) / (a - c)) + d;
        const slip2 = c * ((d - b) / (a + c)) + d;
        const wrong = usable([
          { mistake: 'giving x, not ED', value: x, hi: 'ED के स्थान पर x दे देना' },
          {
            mistake: 'moving a constant across without changing its sign',
            value: slip1,
            hi: 'अचर पद को दूसरी ओर ले जाते समय उसका चिह्न न बदलना',
          },
          {
            mistake: 'adding the coefficients of x instead of subtracting them',
            value: slip2,
            hi: 'x के गुणांकों को घटाने के स्थान पर जोड़ देना',
          },
          { mistake: 'adding BC and ED', value: 2 * len, hi: 'BC और ED को जोड़ देना' },
        ]).filter((d) => isWhole(d.value as number));
        if (!enough(wrong, len)) return undefined;
        const [bc, ed] = [linearAngle(a, b, 'x').replace('°', ''), linearAngle(c, d, 'x').replace('°', '')];
        const edAt = `${c === 1 ? '' : `${c} × `}${x} + ${d}`;
        const alpha = rng.int(50, 80);
        const phi = rng.int(15, 30);
        const p = rng.int(40, 130 - alpha);
        return {
          question: `${opener} If BC = ${bc} cm and ED = ${ed} cm, what is the length of ED?`,
          answer: len,
          format: cm,
          distractors: aroundKey(wrong, len, x + a),
          steps: [
            `${congruence}. So BC = ED: ${bc.replace(/[()]/g, '')} = ${ed.replace(/[()]/g, '')}, x = ${x}, and ED = ${edAt} = ${cm(len)}.`,
          ],
          hi: {
            question: `${hiOpener} यदि BC = ${bc} सेमी और ED = ${ed} सेमी है, तो ED की लंबाई कितनी है?`,
            steps: [
              `${hiCongruence}। अतः BC = ED: ${bc.replace(/[()]/g, '')} = ${ed.replace(/[()]/g, '')}, x = ${x}, और ED = ${edAt} = ${hiCm(len)}।`,
            ],
            format: hiCm,
            figureAlt: FAN_HI_ALT,
          },
          questionFigure: fanFigure(alpha, phi, p, 180 - alpha - p),
          params: { ask, a, b, c, d },
        };
      });
    return until((): Problem | undefined => {
      const p = rng.int(35, 85);
      const q = rng.int(35, 85);
      const alpha = 180 - p - q;
      const phi = rng.int(10, 40);
      if (p === q || alpha < 30 || phi >= alpha - 5 || alpha + phi > 160) return undefined;
      const key = { BAE: alpha + phi, DAE: alpha, DAC: alpha - phi }[ask];
      const wrong = usable(
        {
          BAE: [
            { mistake: 'leaving out ∠BAD (giving ∠BAC)', value: alpha, hi: '∠BAD को छोड़ देना (∠BAC दे देना)' },
            {
              mistake: 'subtracting ∠BAD instead of adding it',
              value: alpha - phi,
              hi: '∠BAD को जोड़ने के स्थान पर घटाना',
            },
            {
              mistake: 'adding both ∠BAD and ∠CAE to ∠BAC',
              value: alpha + 2 * phi,
              hi: '∠BAC में ∠BAD और ∠CAE दोनों जोड़ देना',
            },
            { mistake: 'adding ∠BAC and ∠DAE', value: 2 * alpha, hi: '∠BAC और ∠DAE को जोड़ देना' },
            { mistake: 'giving ∠BAD + ∠CAE', value: 2 * phi, hi: '∠BAD + ∠CAE दे देना' },
          ],
          DAE: [
            { mistake: 'adding ∠BAD (giving ∠BAE)', value: alpha + phi, hi: '∠BAD जोड़ देना (∠BAE दे देना)' },
            {
              mistake: 'subtracting ∠BAD (giving ∠DAC)',
              value: alpha - phi,
              hi: '∠BAD घटा देना (∠DAC दे देना)',
            },
            { mistake: 'subtracting only ∠ABC from 180°', value: 180 - p, hi: '180° में से केवल ∠ABC घटाना' },
            { mistake: 'subtracting only ∠AED from 180°', value: 180 - q, hi: '180° में से केवल ∠AED घटाना' },
            { mistake: 'taking ∠DAE = ∠BAD', value: phi, hi: '∠DAE = ∠BAD मान लेना' },
          ],
          DAC: [
            { mistake: 'not subtracting ∠BAD (giving ∠BAC)', value: alpha, hi: '∠BAD न घटाना (∠BAC दे देना)' },
            {
              mistake: 'adding ∠BAD instead of subtracting it',
              value: alpha + phi,
              hi: '∠BAD को घटाने के स्थान पर जोड़ना',
            },
            {
              mistake: 'subtracting both ∠BAD and ∠CAE',
              value: alpha - 2 * phi,
              hi: '∠BAD और ∠CAE दोनों घटा देना',
            },
            { mistake: 'giving ∠BAD', value: phi, hi: '∠BAD दे देना' },
          ],
        }[ask],
      );
      if (!enough(wrong, key)) return undefined;
      const finish = {
        BAE: `∠BAE = ∠BAC + ∠CAE = ${deg(alpha)} + ${deg(phi)} = ${deg(key)}`,
        DAE: `∠DAE = ∠BAC = ${deg(alpha)}`,
        DAC: `∠DAC = ∠BAC − ∠BAD = ${deg(alpha)} − ${deg(phi)} = ${deg(key)}`,
      }[ask];
      return {
        question: `${opener} If ∠BAD = ${deg(phi)}, ∠ABC = ${deg(p)} and ∠AED = ${deg(q)}, what is ∠${ask}?`,
        answer: key,
        format: deg,
        distractors: aroundKey(wrong, key, p + q),
        steps: [
          `${congruence}; E corresponds to C, so ∠ACB = ∠AED = ${deg(q)}.`,
          `∠BAC = 180° − ${deg(p)} − ${deg(q)} = ${deg(alpha)}, and ${finish}.`,
        ],
        hi: {
          question: `${hiOpener} यदि ∠BAD = ${deg(phi)}, ∠ABC = ${deg(p)} और ∠AED = ${deg(q)} है, तो ∠${ask} कितना है?`,
          steps: [
            `${hiCongruence}; E, C के संगत है, अतः ∠ACB = ∠AED = ${deg(q)}।`,
            `∠BAC = 180° − ${deg(p)} − ${deg(q)} = ${deg(alpha)}, और ${finish}।`,
          ],
          figureAlt: FAN_HI_ALT,
        },
        questionFigure: fanFigure(alpha, phi, p, q),
        params: { ask, phi, p, q },
      };
    });
  },
};

// ── 5. the perpendicular from the circumcentre to a side ─────────────────────────────────────────

/**
 * O the circumcentre of an acute triangle ABC, OL ⊥ BC: OL bisects ∠BOC = 2∠A, so ∠BOL = ∠A and
 * ∠OBC = 90° − ∠A. Asked: ∠BOL or ∠OBC from ∠A, or ∠A from ∠OBC.
 */
export const circumcentrePerpendicular: Kind = {
  levels: [2],
  make(rng): Problem {
    const ask = rng.pick(['BOL', 'OBC', 'BAC'] as const);
    return until((): Problem | undefined => {
      const a = 2 * rng.int(16, 42);
      if (a === 60) return undefined;
      const g = 90 - a;
      const givenName = ask === 'BAC' ? '∠OBC' : '∠BAC';
      const given = ask === 'BAC' ? g : a;
      const key = ask === 'OBC' ? g : a;
      const wrong = usable(
        {
          BOL: [
            { mistake: 'taking ∠BOL as ∠BOC (2∠A)', value: 2 * a, hi: '∠BOL को ∠BOC (2∠A) मान लेना' },
            { mistake: 'halving ∠A', value: a / 2, hi: '∠A को आधा कर देना' },
            { mistake: 'giving ∠OBL (90° − ∠A)', value: 90 - a, hi: '∠OBL (90° − ∠A) दे देना' },
            { mistake: 'taking ∠BOL = 180° − ∠A', value: 180 - a, hi: '∠BOL = 180° − ∠A मान लेना' },
            { mistake: 'taking ∠BOL = 90° + ∠A/2', value: 90 + a / 2, hi: '∠BOL = 90° + ∠A/2 मान लेना' },
          ],
          OBC: [
            { mistake: 'giving ∠BOL (= ∠A)', value: a, hi: '∠BOL (= ∠A) दे देना' },
            {
              mistake: 'taking ∠BOL as ∠A/2 (∠OBC = 90° − ∠A/2)',
              value: 90 - a / 2,
              hi: '∠BOL को ∠A/2 मान लेना (∠OBC = 90° − ∠A/2)',
            },
            { mistake: 'taking ∠OBC = 180° − ∠BOC', value: 180 - 2 * a, hi: '∠OBC = 180° − ∠BOC मान लेना' },
            { mistake: 'halving 90° − ∠A', value: (90 - a) / 2, hi: '90° − ∠A को आधा कर देना' },
            { mistake: 'adding ∠A to 90°', value: 90 + a, hi: '90° में ∠A जोड़ देना' },
          ],
          BAC: [
            { mistake: 'taking ∠BAC = ∠OBC', value: g, hi: '∠BAC = ∠OBC मान लेना' },
            { mistake: 'giving ∠BOC (180° − 2∠OBC)', value: 180 - 2 * g, hi: '∠BOC (180° − 2∠OBC) दे देना' },
            { mistake: 'adding ∠OBC to 90°', value: 90 + g, hi: '90° में ∠OBC जोड़ देना' },
            {
              mistake: 'halving ∠BOL (taking ∠BAC = ∠BOL/2)',
              value: a / 2,
              hi: '∠BOL को आधा कर देना (∠BAC = ∠BOL/2 मान लेना)',
            },
          ],
        }[ask],
      );
      if (!enough(wrong, key)) return undefined;
      const opener =
        'O is the circumcentre of the acute triangle ABC, and OL is perpendicular to BC, with L on BC.';
      const hiOpener = 'O न्यूनकोण त्रिभुज ABC का परिकेंद्र है, और OL, BC पर लंब है, जहाँ L, BC पर स्थित है।';
      const chase =
        ask === 'BAC'
          ? `In the right triangle OLB, ∠BOL = 90° − ${deg(g)} = ${deg(a)}. OB = OC, so OL bisects ∠BOC and ∠BOC = 2 × ${deg(a)} = ${deg(2 * a)}; the angle at the centre is twice the angle at the circumference, so ∠BAC = ${deg(a)}.`
          : `The angle at the centre is twice the angle at the circumference: ∠BOC = 2 × ${deg(a)} = ${deg(2 * a)}. OB = OC, so the perpendicular OL bisects ∠BOC: ∠BOL = ${deg(a)}${ask === 'OBC' ? `, and in the right triangle OLB, ∠OBC = 90° − ${deg(a)} = ${deg(g)}` : ''}.`;
      const hiChase =
        ask === 'BAC'
          ? `समकोण त्रिभुज OLB में ∠BOL = 90° − ${deg(g)} = ${deg(a)}। OB = OC, अतः OL, ∠BOC को समद्विभाजित करता है और ∠BOC = 2 × ${deg(a)} = ${deg(2 * a)}; केंद्र पर बना कोण परिधि पर बने कोण का दोगुना होता है, अतः ∠BAC = ${deg(a)}।`
          : `केंद्र पर बना कोण परिधि पर बने कोण का दोगुना होता है: ∠BOC = 2 × ${deg(a)} = ${deg(2 * a)}। OB = OC, अतः लंब OL, ∠BOC को समद्विभाजित करता है: ∠BOL = ${deg(a)}${ask === 'OBC' ? `, और समकोण त्रिभुज OLB में ∠OBC = 90° − ${deg(a)} = ${deg(g)}` : ''}।`;
      const shift = Math.min(14, a - 6);
      const A = polar(1, 90 + shift);
      const B = polar(1, 270 - a);
      const C = polar(1, 270 + a);
      const figure = lineFigure(
        {
          points: { A, B, C, O: [0, 0], L: [0, B[1]] },
          segments: ['AB', 'BC', 'CA', 'OB', 'OC', 'OL'],
          circles: [{ centre: [0, 0], r: 1 }],
          dots: ['O'],
          labelAt: { O: [0.14, 0.06], L: [0, B[1] - 0.14] },
        },
        'Triangle ABC in its circumcircle with centre O; OB and OC are drawn, and OL is perpendicular to BC with L on BC.',
      );
      return {
        question: `${opener} If ${givenName} = ${deg(given)}, what is ∠${ask}?`,
        answer: key,
        format: deg,
        distractors: aroundKey(wrong, key, a + rng.int(0, 9)),
        steps: [chase],
        hi: {
          question: `${hiOpener} यदि ${givenName} = ${deg(given)} है, तो ∠${ask} कितना है?`,
          steps: [hiChase],
          figureAlt:
            'त्रिभुज ABC अपने परिवृत्त में, जिसका केंद्र O है; OB और OC खींची गई हैं, और OL, BC पर लंब है, जहाँ L, BC पर है।',
        },
        questionFigure: figure,
        params: { ask, given },
      };
    });
  },
};

// ── 6. the sum of marked angles ──────────────────────────────────────────────────────────────────

/**
 * The points of a five-pointed star add to 180° (four given, the fifth asked); the exterior angles of a
 * triangle, its sides produced in order, add to 360° (two given, the third asked).
 */
export const markedAngleSum: Kind = {
  levels: [1, 2],
  make(rng): Problem {
    if (rng.chance(0.5))
      return until((): Problem | undefined => {
        const key = rng.int(40, 64);
        const given = [rng.int(20, 50), rng.int(20, 50), rng.int(20, 50)];
        const last = 180 - key - given[0]! - given[1]! - given[2]!;
        if (last < 20 || last > 50) return undefined;
        const four = [...given, last];
        const s4 = 180 - key;
        const wrong = usable([
          {
            mistake: 'taking the sum of the points as 360°',
            value: 360 - s4,
            hi: 'शीर्ष-कोणों का योग 360° मान लेना',
          },
          {
            mistake: "taking every point as 72° (a regular pentagon's exterior angle)",
            value: 72,
            hi: 'हर शीर्ष-कोण को 72° मान लेना (सम पंचभुज का बहिष्कोण)',
          },
          {
            mistake: 'taking every point as 36° (as in a regular star)',
            value: 36,
            hi: 'हर शीर्ष-कोण को 36° मान लेना (जैसे सम तारे में)',
          },
          {
            mistake: 'taking the average of the four given angles',
            value: s4 / 4,
            hi: 'दिए गए चार कोणों का औसत ले लेना',
          },
          {
            mistake: 'leaving out one of the given angles',
            value: 180 - s4 + Math.min(...four),
            hi: 'दिए गए कोणों में से एक को छोड़ देना',
          },
        ]).filter((d) => isWhole(d.value as number));
        if (!enough(wrong, key)) return undefined;
        const star = [0, 1, 2, 3, 4].map((i) => polar(1, 90 + 72 * i));
        const names = ['A', 'B', 'C', 'D', 'E'];
        const figure = lineFigure(
          {
            points: Object.fromEntries(names.map((n, i) => [n, star[i]!])),
            segments: ['AC', 'CE', 'EB', 'BD', 'DA'],
          },
          'A five-pointed star with points A, B, C, D and E, drawn by joining A to C, C to E, E to B, B to D and D to A.',
        );
        const list = four.map((v, i) => `∠${names[i]} = ${deg(v)}`);
        const [en, hi] = [
          `${list.slice(0, 3).join(', ')} and ${list[3]}`,
          `${list.slice(0, 3).join(', ')} और ${list[3]}`,
        ];
        return {
          question: `In the five-pointed star ABCDE shown in the figure, ${en}. What is ∠E?`,
          answer: key,
          format: deg,
          distractors: aroundKey(wrong, key, s4),
          steps: [
            `The points of a five-pointed star add to 180°: where AC and AD cut BE, the triangle with vertex A has its other two angles equal to ∠C + ∠E and ∠B + ∠D (each an exterior angle of a small triangle), so ∠A + ∠B + ∠C + ∠D + ∠E = 180°. So ∠E = 180° − (${four.join(' + ')})° = 180° − ${deg(s4)} = ${deg(key)}.`,
          ],
          hi: {
            question: `आकृति में दिखाए गए पाँच शीर्षों वाले तारे ABCDE में ${hi} है। ∠E कितना है?`,
            steps: [
              `पाँच शीर्षों वाले तारे के शीर्ष-कोणों का योग 180° होता है: AC और AD जहाँ BE को काटती हैं, वहाँ A शीर्ष वाले त्रिभुज के शेष दो कोण ∠C + ∠E और ∠B + ∠D हैं (प्रत्येक एक छोटे त्रिभुज का बहिष्कोण), अतः ∠A + ∠B + ∠C + ∠D + ∠E = 180°। इसलिए ∠E = 180° − (${four.join(' + ')})° = 180° − ${deg(s4)} = ${deg(key)}।`,
            ],
            figureAlt:
              'पाँच शीर्षों वाला एक तारा, जिसके शीर्ष A, B, C, D और E हैं; इसे A से C, C से E, E से B, B से D और D से A को मिलाकर बनाया गया है।',
          },
          questionFigure: figure,
          params: { form: 'star', four },
        };
      });
    return until((): Problem | undefined => {
      // interior angles P, Q, R; exterior x = 180 − P, y = 180 − Q, z = 180 − R
      const P = rng.int(35, 85);
      const R = rng.int(35, 85);
      const Q = 180 - P - R;
      if (Q < 35 || Q > 100) return undefined;
      const [x, y, z] = [180 - P, 180 - Q, 180 - R];
      const wrong = usable([
        { mistake: 'giving the interior angle at R', value: R, hi: 'R पर बना अंतःकोण दे देना' },
        {
          mistake: 'taking the sum of the exterior angles as 540°',
          value: 540 - x - y,
          hi: 'बहिष्कोणों का योग 540° मान लेना',
        },
        { mistake: 'taking z as the sum of x and y', value: x + y, hi: 'z को x और y का योग मान लेना' },
        { mistake: 'averaging x and y', value: (x + y) / 2, hi: 'x और y का औसत ले लेना' },
        {
          mistake: 'taking z as the difference of x and y',
          value: Math.abs(x - y),
          hi: 'z को x और y का अंतर मान लेना',
        },
      ]).filter((d) => isWhole(d.value as number));
      if (!enough(wrong, z)) return undefined;
      // the triangle, each side produced beyond one vertex: QP beyond P, RQ beyond Q, PR beyond R
      const Pp: Pt = [0, 0];
      const Qp: Pt = [1, 0];
      const Rp = polar(Math.sin(Q * RAD) / Math.sin(R * RAD), P, Pp);
      const beyond = (from: Pt, through: Pt, t: number): Pt => [
        through[0] + (through[0] - from[0]) * t,
        through[1] + (through[1] - from[1]) * t,
      ];
      const X = beyond(Qp, Pp, 0.45);
      const Y = beyond(Rp, Qp, 0.45);
      const Z = beyond(Pp, Rp, 0.45);
      const mark = (vertex: Pt, a: Pt, b: Pt): Pt => {
        const u = [a[0] - vertex[0], a[1] - vertex[1]];
        const v = [b[0] - vertex[0], b[1] - vertex[1]];
        const [lu, lv] = [Math.hypot(u[0]!, u[1]!), Math.hypot(v[0]!, v[1]!)];
        const d = [u[0]! / lu + v[0]! / lv, u[1]! / lu + v[1]! / lv];
        const ld = Math.hypot(d[0]!, d[1]!);
        return [vertex[0] + (d[0]! / ld) * 0.16, vertex[1] + (d[1]! / ld) * 0.16];
      };
      const figure = lineFigure(
        {
          points: { P: Pp, Q: Qp, R: Rp },
          segments: ['PQ', 'QR', 'RP'],
          labels: [
            { at: mark(Pp, X, Rp), text: 'x' },
            { at: mark(Qp, Y, Pp), text: 'y' },
            { at: mark(Rp, Z, Qp), text: 'z' },
          ],
          lines: [
            [Pp, X],
            [Qp, Y],
            [Rp, Z],
          ],
        },
        'Triangle PQR with QP produced beyond P, RQ beyond Q and PR beyond R; the exterior angles are x at P, y at Q and z at R.',
      );
      return {
        question: `In the figure, the sides of triangle PQR are produced in order, making the exterior angles x at P, y at Q and z at R. If x = ${deg(x)} and y = ${deg(y)}, what is z?`,
        answer: z,
        format: deg,
        distractors: aroundKey(wrong, z, x),
        steps: [
          `The exterior angles of a triangle, one at each vertex, add to 360°: z = 360° − ${deg(x)} − ${deg(y)} = ${deg(z)}.`,
        ],
        hi: {
          question: `आकृति में त्रिभुज PQR की भुजाओं को क्रम से बढ़ाया गया है, जिससे P पर बहिष्कोण x, Q पर y और R पर z बनते हैं। यदि x = ${deg(x)} और y = ${deg(y)} है, तो z कितना है?`,
          steps: [
            `त्रिभुज के बहिष्कोणों (प्रत्येक शीर्ष पर एक) का योग 360° होता है: z = 360° − ${deg(x)} − ${deg(y)} = ${deg(z)}।`,
          ],
          figureAlt:
            'त्रिभुज PQR, जिसमें QP को P से आगे, RQ को Q से आगे और PR को R से आगे बढ़ाया गया है; P पर बहिष्कोण x, Q पर y और R पर z है।',
        },
        questionFigure: figure,
        params: { form: 'exterior', x, y },
      };
    });
  },
};
