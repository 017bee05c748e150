/**
 * Mensuration asked for its other unknowns (coverage audit 5, brief qo): a sphere's surface area from
 * its diameter or its volume, its radius or volume from its surface; the cost of tin-plating or
 * painting a hemispherical bowl, a dome or a ball; a cuboid and a cube compared (the cube of the same
 * volume or the same surface, or on the cuboid's length); the arc or area a clock hand sweeps between
 * two times; a sector's radius, angle or perimeter from its area or arc; a cone's height or slant
 * height and a cylinder's radius or height from a volume or a curved surface; a triangle and a
 * parallelogram on the same base with equal areas (or between the same parallels).
 */
import { deg, num, rupees } from '../format';
import { isExact, until } from '../question';
import type { Distractor, Kind, ParamValue, Problem } from '../types';
import type { Rng } from '../rng';
import { cm, cucm, m, sqcm, sqm } from './measures';
import { hiCm, hiCucm, hiM, hiSqcm, hiSqm, HI_TAKE_PI } from './hindiShapes';
import { aroundKey } from './keyRank';

const TAKE_PI = '(Take π = 22/7.)';
const PI = 22 / 7;

/** What a form draws: the question both ways, its key, its named mistakes and its worked steps. */
interface Drawn {
  question: string;
  hiQuestion: string;
  key: number;
  wrong: Distractor[];
  steps: string[];
  hiSteps: string[];
  format: (v: number) => string;
  hiFormat: (v: number) => string;
  params: Record<string, ParamValue>;
  pick: number;
  /** Wrong values above this are no trap (an angle over 360°): left out. */
  most?: number;
}

/** A value as the papers print one: at most two decimals, or a whole number and a third or two. */
const clean = (v: number): boolean =>
  isExact(v) && [100, 3].some((d) => Math.abs(v * d - Math.round(v * d)) < 1e-7 * Math.max(1, v * d));

/**
 * The problem of a draw, or undefined when fewer than three of its mistakes give a clean distinct option
 * (whole when the key is whole, as the papers print them).
 */
function assemble(d: Drawn): Problem | undefined {
  if (!(d.key > 0) || !clean(d.key)) return undefined;
  const whole = Number.isInteger(d.key);
  const seen = new Set<string>([d.format(d.key)]);
  const wrong = d.wrong.filter((w) => {
    const v = w.value as number;
    if (!(v > 0) || !Number.isFinite(v) || !clean(v) || (whole && !Number.isInteger(v))) return false;
    if (d.most !== undefined && v > d.most) return false;
    const shown = d.format(v);
    if (seen.has(shown)) return false;
    seen.add(shown);
    return true;
  });
  if (wrong.length < 3) return undefined;
  return {
    question: d.question,
    answer: d.key,
    format: d.format,
    wholeOptions: whole,
    distractors: aroundKey(wrong, d.key, d.pick),
    steps: d.steps,
    hi: { question: d.hiQuestion, steps: d.hiSteps, format: d.hiFormat },
    params: d.params,
  };
}

/** Draws until a draw gives a problem; a draw whose numbers will not print exactly is drawn again. */
const drawUntil = (draw: () => Drawn | undefined): Problem =>
  until(() => {
    try {
      const d = draw();
      return d ? assemble(d) : undefined;
    } catch (error) {
      if (error instanceof RangeError) return undefined;
      throw error;
    }
  });

// ── a sphere's surface ───────────────────────────────────────────────────────────────────────────

/**
 * A sphere's surface area 4πr² from its diameter or from its volume (4/3 πr³), its radius from its
 * surface area, its volume from its surface area (π = 22/7).
 */
export const sphereSurface: Kind = {
  levels: [1, 2],
  make(rng, level) {
    const form = rng.pick(
      level === 1
        ? (['diameter', 'radius'] as const)
        : (['fromVolume', 'volumeFromSurface', 'diameter'] as const),
    );
    return drawUntil((): Drawn | undefined => {
      if (form === 'diameter') {
        const d = 7 * rng.int(1, 8);
        const r = d / 2;
        const s = 4 * PI * r * r;
        return {
          question: `What is the surface area of a sphere of diameter ${cm(d)}? ${TAKE_PI}`,
          hiQuestion: `${hiCm(d)} व्यास वाले एक गोले का पृष्ठीय क्षेत्रफल कितना है? ${HI_TAKE_PI}`,
          key: s,
          wrong: [
            {
              mistake: 'using the diameter as the radius',
              value: 4 * PI * d * d,
              hi: 'व्यास को ही त्रिज्या मान लेना',
            },
            {
              mistake: 'using 2πr², a hemisphere’s curved surface',
              value: s / 2,
              hi: 'अर्धगोले का वक्र पृष्ठ 2πr² लेना',
            },
            {
              mistake: 'using 3πr², a hemisphere’s total surface',
              value: (3 * s) / 4,
              hi: 'अर्धगोले का संपूर्ण पृष्ठ 3πr² लेना',
            },
            { mistake: 'using πr², the area of a circle', value: s / 4, hi: 'वृत्त का क्षेत्रफल πr² लेना' },
            { mistake: 'using 2πd² (the diameter in 2πr²)', value: 2 * PI * d * d, hi: '2πr² में व्यास रख देना' },
            {
              mistake: 'finding the volume instead',
              value: (4 / 3) * PI * r ** 3,
              hi: 'इसके स्थान पर आयतन ज्ञात करना',
            },
          ],
          steps: [
            `r = ${num(d)} ÷ 2 = ${num(r)} cm; surface area = 4πr² = 4 × 22/7 × ${num(r)}² = ${sqcm(s)}.`,
          ],
          hiSteps: [
            `r = ${num(d)} ÷ 2 = ${num(r)} सेमी; पृष्ठीय क्षेत्रफल = 4πr² = 4 × 22/7 × ${num(r)}² = ${hiSqcm(s)}।`,
          ],
          format: sqcm,
          hiFormat: hiSqcm,
          params: { form, d },
          pick: d,
        };
      }
      if (form === 'radius') {
        const r = 3.5 * rng.int(1, 8);
        const s = 4 * PI * r * r;
        const diameter = rng.next() < 0.5;
        const key = diameter ? 2 * r : r;
        const wrong: Distractor[] = diameter
          ? [
              { mistake: 'giving the radius, not the diameter', value: r, hi: 'व्यास के स्थान पर त्रिज्या दे देना' },
              {
                mistake: 'halving the radius, as if it were the diameter',
                value: r / 2,
                hi: 'त्रिज्या को व्यास मानकर आधा कर देना',
              },
              { mistake: 'doubling the diameter', value: 4 * r, hi: 'व्यास को दोगुना कर देना' },
              {
                mistake: 'dividing by 4 × 7/22 (π upside down)',
                value: (44 * r) / 7,
                hi: '4 × 7/22 से भाग देना (π उलटा लेना)',
              },
              {
                mistake: 'forgetting the square root (giving 2r²)',
                value: 2 * r * r,
                hi: 'वर्गमूल लेना भूल जाना (2r² दे देना)',
              },
            ]
          : [
              {
                mistake: 'giving the diameter, not the radius',
                value: 2 * r,
                hi: 'त्रिज्या के स्थान पर व्यास दे देना',
              },
              {
                mistake: 'forgetting the square root (giving r²)',
                value: r * r,
                hi: 'वर्गमूल लेना भूल जाना (r² दे देना)',
              },
              {
                mistake: 'halving the radius found, as if it were the diameter',
                value: r / 2,
                hi: 'प्राप्त त्रिज्या को व्यास मानकर आधा कर देना',
              },
              {
                mistake: 'dividing by 4 × 7/22 (π upside down)',
                value: (22 * r) / 7,
                hi: '4 × 7/22 से भाग देना (π उलटा लेना)',
              },
            ];
        return {
          question: `The surface area of a sphere is ${sqcm(s)}. What is its ${diameter ? 'diameter' : 'radius'}? ${TAKE_PI}`,
          hiQuestion: `एक गोले का पृष्ठीय क्षेत्रफल ${hiSqcm(s)} है। ${diameter ? 'उसका व्यास कितना' : 'उसकी त्रिज्या कितनी'} है? ${HI_TAKE_PI}`,
          key,
          wrong,
          steps: [
            `4 × 22/7 × r² = ${num(s)}, so r² = ${num(r * r)} and r = ${cm(r)}${diameter ? `; the diameter is ${cm(2 * r)}` : ''}.`,
          ],
          hiSteps: [
            `4 × 22/7 × r² = ${num(s)}, अतः r² = ${num(r * r)} और r = ${hiCm(r)}${diameter ? `; व्यास ${hiCm(2 * r)} है` : ''}।`,
          ],
          format: cm,
          hiFormat: hiCm,
          params: { form, s, ask: diameter ? 'diameter' : 'radius' },
          pick: s,
        };
      }
      const r = 10.5 * rng.int(1, 3);
      const s = 4 * PI * r * r;
      const v = (4 / 3) * PI * r ** 3;
      if (form === 'fromVolume')
        return {
          question: `The volume of a sphere is ${cucm(v)}. What is its surface area? ${TAKE_PI}`,
          hiQuestion: `एक गोले का आयतन ${hiCucm(v)} है। उसका पृष्ठीय क्षेत्रफल कितना है? ${HI_TAKE_PI}`,
          key: s,
          wrong: [
            {
              mistake: 'using 2πr², a hemisphere’s curved surface',
              value: s / 2,
              hi: 'अर्धगोले का वक्र पृष्ठ 2πr² लेना',
            },
            {
              mistake: 'using 3πr², a hemisphere’s total surface',
              value: (3 * s) / 4,
              hi: 'अर्धगोले का संपूर्ण पृष्ठ 3πr² लेना',
            },
            { mistake: 'using the diameter as the radius', value: 4 * s, hi: 'व्यास को ही त्रिज्या मान लेना' },
            { mistake: 'using πr², the area of a circle', value: s / 4, hi: 'वृत्त का क्षेत्रफल πr² लेना' },
          ],
          steps: [
            `4/3 × 22/7 × r³ = ${num(v)}, so r³ = ${num(r ** 3)} and r = ${num(r)} cm.`,
            `Surface area = 4πr² = 4 × 22/7 × ${num(r)}² = ${sqcm(s)}.`,
          ],
          hiSteps: [
            `4/3 × 22/7 × r³ = ${num(v)}, अतः r³ = ${num(r ** 3)} और r = ${num(r)} सेमी।`,
            `पृष्ठीय क्षेत्रफल = 4πr² = 4 × 22/7 × ${num(r)}² = ${hiSqcm(s)}।`,
          ],
          format: sqcm,
          hiFormat: hiSqcm,
          params: { form, v },
          pick: v,
        };
      return {
        question: `The surface area of a sphere is ${sqcm(s)}. What is its volume? ${TAKE_PI}`,
        hiQuestion: `एक गोले का पृष्ठीय क्षेत्रफल ${hiSqcm(s)} है। उसका आयतन कितना है? ${HI_TAKE_PI}`,
        key: v,
        wrong: [
          { mistake: 'using the diameter as the radius', value: 8 * v, hi: 'व्यास को ही त्रिज्या मान लेना' },
          { mistake: 'using 2/3 πr³, a hemisphere’s volume', value: v / 2, hi: 'अर्धगोले का आयतन 2/3 πr³ लेना' },
          { mistake: 'using 4πr³ (no ⅓)', value: 3 * v, hi: '4πr³ लेना (⅓ भूल जाना)' },
          { mistake: 'using πr³', value: (3 * v) / 4, hi: 'πr³ लेना' },
          { mistake: 'using ⅓πr³, as for a cone', value: v / 4, hi: 'शंकु की तरह ⅓πr³ लेना' },
        ],
        steps: [
          `4 × 22/7 × r² = ${num(s)}, so r² = ${num(r * r)} and r = ${num(r)} cm.`,
          `Volume = 4/3 πr³ = 4/3 × 22/7 × ${num(r)}³ = ${cucm(v)}.`,
        ],
        hiSteps: [
          `4 × 22/7 × r² = ${num(s)}, अतः r² = ${num(r * r)} और r = ${num(r)} सेमी।`,
          `आयतन = 4/3 πr³ = 4/3 × 22/7 × ${num(r)}³ = ${hiCucm(v)}।`,
        ],
        format: cucm,
        hiFormat: hiCucm,
        params: { form, s },
        pick: s,
      };
    });
  },
};

// ── the cost of coating a curved surface ─────────────────────────────────────────────────────────

/**
 * The cost of tin-plating the inside of a hemispherical bowl (2πr², its inner diameter given), of
 * painting the whole surface of a solid hemisphere (3πr²) or of polishing a ball (4πr²), at ₹ per
 * 100 cm²; or of painting a hemispherical dome's outside at ₹ per m².
 */
export const coatingCost: Kind = {
  levels: [2, 3],
  make(rng) {
    const form = rng.pick(['bowl', 'solid', 'ball', 'dome'] as const);
    return drawUntil((): Drawn | undefined => {
      const d = 7 * rng.int(1, form === 'dome' ? 6 : 4) * (form === 'dome' ? 1 : rng.pick([1, 1.5, 2]));
      const r = d / 2;
      const times = { bowl: 2, solid: 3, ball: 4, dome: 2 }[form];
      const rate =
        form === 'dome' ? rng.pick([5, 8, 10, 12, 15, 20, 25]) : rng.pick([4, 5, 8, 10, 12, 14, 16, 20, 25]);
      const per = form === 'dome' ? 1 : 100;
      const cost = (area: number): number => (area * rate) / per;
      const area = times * PI * r * r;
      const key = cost(area);
      const unitArea = form === 'dome' ? 'm²' : '100 cm²';
      const hiUnitArea = form === 'dome' ? 'वर्ग मीटर' : '100 वर्ग सेमी';
      const len = form === 'dome' ? m : cm;
      const hiLen = form === 'dome' ? hiM : hiCm;
      const areaFmt = form === 'dome' ? sqm : sqcm;
      const hiAreaFmt = form === 'dome' ? hiSqm : hiSqcm;
      const texts: Record<string, [string, string, string, string]> = {
        bowl: [
          `The inner diameter of a hemispherical bowl is ${len(d)}. What is the cost of tin-plating it on the inside at ₹ ${rate} per ${unitArea}? ${TAKE_PI}`,
          `एक अर्धगोलाकार कटोरे का आंतरिक व्यास ${hiLen(d)} है। ₹ ${rate} प्रति ${hiUnitArea} की दर से उसके अंदर कलई कराने का व्यय कितना होगा? ${HI_TAKE_PI}`,
          'The inside of the bowl is a curved surface 2πr²',
          'कटोरे का भीतरी भाग वक्र पृष्ठ 2πr² है',
        ],
        solid: [
          `What is the cost of painting the whole surface of a solid hemisphere of diameter ${len(d)} at ₹ ${rate} per ${unitArea}? ${TAKE_PI}`,
          `${hiLen(d)} व्यास वाले एक ठोस अर्धगोले के पूरे पृष्ठ को ₹ ${rate} प्रति ${hiUnitArea} की दर से रंगवाने का व्यय कितना होगा? ${HI_TAKE_PI}`,
          'A solid hemisphere’s whole surface is its curved surface and its flat circle, 3πr²',
          'ठोस अर्धगोले का पूरा पृष्ठ वक्र पृष्ठ और समतल वृत्त, 3πr² है',
        ],
        ball: [
          `What is the cost of polishing a spherical ball of diameter ${len(d)} at ₹ ${rate} per ${unitArea}? ${TAKE_PI}`,
          `${hiLen(d)} व्यास वाली एक गोलाकार गेंद पर ₹ ${rate} प्रति ${hiUnitArea} की दर से पॉलिश कराने का व्यय कितना होगा? ${HI_TAKE_PI}`,
          'The ball’s surface is 4πr²',
          'गेंद का पृष्ठ 4πr² है',
        ],
        dome: [
          `The base of a hemispherical dome has a diameter of ${len(d)}. What is the cost of painting the dome on the outside at ₹ ${rate} per ${unitArea}? ${TAKE_PI}`,
          `एक अर्धगोलाकार गुंबद के आधार का व्यास ${hiLen(d)} है। ₹ ${rate} प्रति ${hiUnitArea} की दर से गुंबद के बाहरी भाग को रंगवाने का व्यय कितना होगा? ${HI_TAKE_PI}`,
          'The dome’s outside is a curved surface 2πr²',
          'गुंबद का बाहरी भाग वक्र पृष्ठ 2πr² है',
        ],
      };
      const text = texts[form]!;
      const wrong: Distractor[] = [
        {
          mistake: 'using the diameter as the radius',
          value: cost(times * PI * d * d),
          hi: 'व्यास को ही त्रिज्या मान लेना',
        },
        form === 'ball'
          ? { mistake: 'using 2πr², half the sphere', value: cost(2 * PI * r * r), hi: 'आधे गोले का 2πr² लेना' }
          : {
              mistake: 'using 4πr², the whole sphere',
              value: cost(4 * PI * r * r),
              hi: 'पूरे गोले का 4πr² लेना',
            },
        form === 'solid'
          ? {
              mistake: 'leaving out the flat face (2πr²)',
              value: cost(2 * PI * r * r),
              hi: 'समतल वृत्त को छोड़ देना (2πr²)',
            }
          : {
              mistake: 'using 3πr², adding the flat face',
              value: cost(3 * PI * r * r),
              hi: 'समतल वृत्त जोड़कर 3πr² लेना',
            },
        { mistake: 'using πr², the area of a circle', value: cost(PI * r * r), hi: 'वृत्त का क्षेत्रफल πr² लेना' },
        {
          mistake: 'forgetting to square the radius',
          value: cost(times * PI * r),
          hi: 'त्रिज्या का वर्ग करना भूल जाना',
        },
      ];
      return {
        question: text[0],
        hiQuestion: text[1],
        key,
        wrong,
        steps: [
          `${text[2]} = ${times} × 22/7 × ${num(r)}² = ${areaFmt(area)}.`,
          `Cost = ${num(area)}${per === 100 ? ' ÷ 100' : ''} × ${rate} = ${rupees(key)}.`,
        ],
        hiSteps: [
          `${text[3]} = ${times} × 22/7 × ${num(r)}² = ${hiAreaFmt(area)}।`,
          `व्यय = ${num(area)}${per === 100 ? ' ÷ 100' : ''} × ${rate} = ${rupees(key)}।`,
        ],
        format: rupees,
        hiFormat: rupees,
        params: { form, d, rate },
        pick: d + rate,
      };
    });
  },
};

// ── a cuboid and a cube ──────────────────────────────────────────────────────────────────────────

/** Three unequal dimensions 2 ≤ h < b < l ≤ 30 whose product is a³, or whose lb + bh + hl is 3a². */
function cuboidFor(rng: Rng, same: 'volume' | 'surface'): [number, number, number, number] | undefined {
  const l = rng.int(4, 30);
  const b = rng.int(3, l - 1);
  const h = rng.int(2, b - 1);
  const a =
    same === 'volume' ? Math.round(Math.cbrt(l * b * h)) : Math.round(Math.sqrt((l * b + b * h + h * l) / 3));
  const ok = same === 'volume' ? a ** 3 === l * b * h : 3 * a * a === l * b + b * h + h * l;
  return ok && h < a ? [l, b, h, a] : undefined;
}

/**
 * A cuboid l × b × h and a cube compared: the cube it is melted into (its surface area), the gap
 * between their surfaces at the same volume, the cube of the same total surface (its volume), or the
 * cube whose edge is the cuboid's length (how much more it holds).
 */
export const cubeCuboid: Kind = {
  levels: [2, 3],
  make(rng, level) {
    const form = rng.pick(
      level === 2
        ? (['meltSurface', 'volumeGap'] as const)
        : (['surfaceGap', 'sameSurface', 'meltSurface'] as const),
    );
    return drawUntil((): Drawn | undefined => {
      if (form === 'volumeGap') {
        const l = rng.int(5, 20);
        const b = rng.int(2, l - 1);
        const h = rng.int(1, l - 1);
        if (b === h && rng.next() < 0.7) return undefined;
        const key = l ** 3 - l * b * h;
        return {
          question: `A cuboid is ${cm(l)} long, ${cm(b)} wide and ${cm(h)} high. A cube has an edge equal to the length of the cuboid. By how much does the volume of the cube exceed that of the cuboid?`,
          hiQuestion: `एक घनाभ ${hiCm(l)} लंबा, ${hiCm(b)} चौड़ा और ${hiCm(h)} ऊँचा है। एक घन की भुजा घनाभ की लंबाई के बराबर है। घन का आयतन घनाभ के आयतन से कितना अधिक है?`,
          key,
          wrong: [
            { mistake: "giving the cube's volume", value: l ** 3, hi: 'घन का आयतन दे देना' },
            { mistake: 'adding the two volumes', value: l ** 3 + l * b * h, hi: 'दोनों आयतनों को जोड़ देना' },
            { mistake: "giving the cuboid's volume", value: l * b * h, hi: 'घनाभ का आयतन दे देना' },
            {
              mistake: 'taking the cube’s volume as 6l²',
              value: Math.abs(6 * l * l - l * b * h),
              hi: 'घन का आयतन 6l² मान लेना',
            },
            {
              mistake: 'taking the cube’s volume as l²',
              value: Math.abs(l * l - l * b * h),
              hi: 'घन का आयतन l² मान लेना',
            },
            {
              mistake: 'comparing the total surfaces',
              value: Math.abs(6 * l * l - 2 * (l * b + b * h + h * l)),
              hi: 'संपूर्ण पृष्ठों की तुलना करना',
            },
          ],
          steps: [
            `The cube holds ${l}³ = ${num(l ** 3)} cm³ and the cuboid ${l} × ${b} × ${h} = ${num(l * b * h)} cm³; the difference is ${cucm(key)}.`,
          ],
          hiSteps: [
            `घन का आयतन ${l}³ = ${num(l ** 3)} घन सेमी और घनाभ का ${l} × ${b} × ${h} = ${num(l * b * h)} घन सेमी है; अंतर ${hiCucm(key)} है।`,
          ],
          format: cucm,
          hiFormat: hiCucm,
          params: { form, l, b, h },
          pick: l + b + h,
        };
      }
      const dims = cuboidFor(rng, form === 'sameSurface' ? 'surface' : 'volume');
      if (!dims) return undefined;
      const [l, b, h, a] = dims;
      const cuboidTsa = 2 * (l * b + b * h + h * l);
      const sizes = `${cm(l)} × ${cm(b)} × ${cm(h)}`;
      const hiSizes = `${hiCm(l)} × ${hiCm(b)} × ${hiCm(h)}`;
      if (form === 'meltSurface')
        return {
          question: `A solid metal cuboid of dimensions ${sizes} is melted and recast into a cube. What is the total surface area of the cube?`,
          hiQuestion: `${hiSizes} माप वाले धातु के एक ठोस घनाभ को पिघलाकर एक घन बनाया जाता है। घन का संपूर्ण पृष्ठीय क्षेत्रफल कितना है?`,
          key: 6 * a * a,
          wrong: [
            {
              mistake: "giving the cuboid's total surface area",
              value: cuboidTsa,
              hi: 'घनाभ का संपूर्ण पृष्ठीय क्षेत्रफल दे देना',
            },
            {
              mistake: 'giving the four side faces only (4a²)',
              value: 4 * a * a,
              hi: 'केवल चार पार्श्व फलक (4a²) लेना',
            },
            {
              mistake: 'forgetting to square the edge (6a)',
              value: 6 * a,
              hi: 'भुजा का वर्ग करना भूल जाना (6a)',
            },
            { mistake: 'giving the cube’s volume', value: a ** 3, hi: 'घन का आयतन दे देना' },
            {
              mistake: "taking the cuboid's length as the edge",
              value: 6 * l * l,
              hi: 'घनाभ की लंबाई को घन की भुजा मान लेना',
            },
            {
              mistake: 'taking the edge as the mean of the three sides',
              value: 6 * ((l + b + h) / 3) ** 2,
              hi: 'भुजा को तीनों मापों का माध्य मान लेना',
            },
          ],
          steps: [
            `The volume is kept: a³ = ${l} × ${b} × ${h} = ${num(a ** 3)}, so a = ${num(a)} cm.`,
            `Total surface area = 6a² = 6 × ${num(a)}² = ${sqcm(6 * a * a)}.`,
          ],
          hiSteps: [
            `आयतन वही रहता है: a³ = ${l} × ${b} × ${h} = ${num(a ** 3)}, अतः a = ${num(a)} सेमी।`,
            `संपूर्ण पृष्ठीय क्षेत्रफल = 6a² = 6 × ${num(a)}² = ${hiSqcm(6 * a * a)}।`,
          ],
          format: sqcm,
          hiFormat: hiSqcm,
          params: { form, l, b, h },
          pick: l + b + h,
        };
      if (form === 'surfaceGap') {
        const key = cuboidTsa - 6 * a * a;
        return {
          question: `A cuboid measures ${sizes}. A cube has the same volume as the cuboid. By how much does the total surface area of the cuboid exceed that of the cube?`,
          hiQuestion: `एक घनाभ की माप ${hiSizes} है। एक घन का आयतन घनाभ के आयतन के बराबर है। घनाभ का संपूर्ण पृष्ठीय क्षेत्रफल घन के संपूर्ण पृष्ठीय क्षेत्रफल से कितना अधिक है?`,
          key,
          wrong: [
            {
              mistake: 'using lb + bh + hl, half the surface',
              value: key / 2,
              hi: 'आधा पृष्ठ lb + bh + hl लेना',
            },
            { mistake: "giving the cube's surface area", value: 6 * a * a, hi: 'घन का पृष्ठीय क्षेत्रफल दे देना' },
            {
              mistake: "giving the cuboid's surface area",
              value: cuboidTsa,
              hi: 'घनाभ का पृष्ठीय क्षेत्रफल दे देना',
            },
            {
              mistake: 'taking four faces of the cube (4a²)',
              value: cuboidTsa - 4 * a * a,
              hi: 'घन के केवल चार फलक (4a²) लेना',
            },
            {
              mistake: 'comparing the side faces only',
              value: Math.abs(2 * h * (l + b) - 4 * a * a),
              hi: 'केवल पार्श्व फलकों की तुलना करना',
            },
          ],
          steps: [
            `a³ = ${l} × ${b} × ${h} = ${num(a ** 3)}, so the cube's edge is ${num(a)} cm and its surface 6 × ${num(a)}² = ${num(6 * a * a)} cm².`,
            `The cuboid's surface is 2(${l * b} + ${b * h} + ${h * l}) = ${num(cuboidTsa)} cm²; the difference is ${sqcm(key)}.`,
          ],
          hiSteps: [
            `a³ = ${l} × ${b} × ${h} = ${num(a ** 3)}, अतः घन की भुजा ${num(a)} सेमी और उसका पृष्ठ 6 × ${num(a)}² = ${num(6 * a * a)} वर्ग सेमी है।`,
            `घनाभ का पृष्ठ 2(${l * b} + ${b * h} + ${h * l}) = ${num(cuboidTsa)} वर्ग सेमी है; अंतर ${hiSqcm(key)} है।`,
          ],
          format: sqcm,
          hiFormat: hiSqcm,
          params: { form, l, b, h },
          pick: l + b + h,
        };
      }
      return {
        question: `A cube has the same total surface area as a cuboid of dimensions ${sizes}. What is the volume of the cube?`,
        hiQuestion: `एक घन का संपूर्ण पृष्ठीय क्षेत्रफल ${hiSizes} माप वाले घनाभ के संपूर्ण पृष्ठीय क्षेत्रफल के बराबर है। घन का आयतन कितना है?`,
        key: a ** 3,
        wrong: [
          { mistake: "giving the cuboid's volume", value: l * b * h, hi: 'घनाभ का आयतन दे देना' },
          {
            mistake: 'taking the edge as the mean of the three sides',
            value: ((l + b + h) / 3) ** 3,
            hi: 'भुजा को तीनों मापों का माध्य मान लेना',
          },
          { mistake: 'giving the area of one face (a²)', value: a * a, hi: 'एक फलक का क्षेत्रफल (a²) दे देना' },
          {
            mistake: 'dividing the surface by 4 faces, not 6',
            value: (cuboidTsa / 4) ** 1.5,
            hi: 'पृष्ठ को 6 के स्थान पर 4 फलकों से भाग देना',
          },
          {
            mistake: "taking the cuboid's length as the edge",
            value: l ** 3,
            hi: 'घनाभ की लंबाई को घन की भुजा मान लेना',
          },
        ],
        steps: [
          `The cuboid's surface is 2(${l * b} + ${b * h} + ${h * l}) = ${num(cuboidTsa)} cm² = 6a², so a² = ${num(a * a)} and a = ${num(a)} cm.`,
          `The cube's volume is ${num(a)}³ = ${cucm(a ** 3)}.`,
        ],
        hiSteps: [
          `घनाभ का पृष्ठ 2(${l * b} + ${b * h} + ${h * l}) = ${num(cuboidTsa)} वर्ग सेमी = 6a², अतः a² = ${num(a * a)} और a = ${num(a)} सेमी।`,
          `घन का आयतन ${num(a)}³ = ${hiCucm(a ** 3)} है।`,
        ],
        format: cucm,
        hiFormat: hiCucm,
        params: { form, l, b, h },
        pick: l + b + h,
      };
    });
  },
};

// ── a clock hand's sweep ─────────────────────────────────────────────────────────────────────────

/** A clock time as the papers print it ("9 a.m.", "12 noon", "2 p.m.", "9:35 a.m.") and in Hindi. */
function clockAt(hour: number, minute?: number): [string, string] {
  const h = ((hour - 1) % 12) + 1;
  const mm = minute === undefined ? '' : `:${String(minute).padStart(2, '0')}`;
  if (hour === 12 && minute === undefined) return ['12 noon', 'दोपहर 12 बजे'];
  return hour < 12 ? [`${h}${mm} a.m.`, `पूर्वाह्न ${h}${mm} बजे`] : [`${h}${mm} p.m.`, `अपराह्न ${h}${mm} बजे`];
}

/**
 * The arc or the area a clock hand of length r sweeps: the minute hand over m minutes (6° a minute),
 * the hour hand between two whole hours (30° an hour); π = 22/7.
 */
export const clockSweep: Kind = {
  levels: [2, 3],
  make(rng, level) {
    const hand = rng.pick(['minute', 'hour'] as const);
    const what =
      level === 2 ? rng.pick(['arc', 'area', 'area'] as const) : rng.pick(['arc', 'area'] as const);
    return drawUntil((): Drawn | undefined => {
      const r = rng.pick([7, 14, 21, 10.5, 3.5, 28]);
      const start = rng.int(7, 11);
      const span = hand === 'minute' ? 5 * rng.int(1, 11) : rng.int(1, 5);
      const angle = hand === 'minute' ? 6 * span : 30 * span;
      const [from, hiFrom] = hand === 'minute' ? clockAt(start, 0) : clockAt(start);
      const [to, hiTo] = hand === 'minute' ? clockAt(start, span) : clockAt(start + span);
      const arcOf = (deg: number, rad = r): number => (2 * PI * rad * deg) / 360;
      const areaOf = (deg: number, rad = r): number => (PI * rad * rad * deg) / 360;
      const sweep = what === 'arc' ? arcOf : areaOf;
      const key = sweep(angle);
      const handEn = hand === 'minute' ? 'minute hand' : 'hour hand';
      const handHi = hand === 'minute' ? 'मिनट की सुई' : 'घंटे की सुई';
      const [ask, hiAsk] =
        what === 'arc'
          ? ['what distance does its tip travel', 'उसकी नोक कितनी दूरी तय करती है']
          : ['what area does it sweep', 'वह कितना क्षेत्रफल घेरती (पार करती) है'];
      const rate = hand === 'minute' ? '6° a minute' : '30° an hour';
      const hiRate = hand === 'minute' ? '6° प्रति मिनट' : '30° प्रति घंटा';
      const wrong: Distractor[] = [
        {
          mistake: 'using the length as the diameter',
          value: sweep(angle, r / 2),
          hi: 'लंबाई को व्यास मान लेना',
        },
        what === 'arc'
          ? { mistake: 'using πr instead of 2πr', value: key / 2, hi: '2πr के स्थान पर πr लेना' }
          : { mistake: 'using 2πr² instead of πr²', value: 2 * key, hi: 'πr² के स्थान पर 2πr² लेना' },
        { mistake: 'giving the whole circle', value: sweep(360), hi: 'पूरा वृत्त दे देना' },
        {
          mistake: 'finding the part of the circle not swept',
          value: sweep(360 - angle),
          hi: 'वृत्त का वह भाग ज्ञात करना जो पार नहीं हुआ',
        },
        ...(hand === 'minute' && angle < 72
          ? [
              {
                mistake: 'counting 30° a minute, as between hour marks',
                value: sweep(5 * angle),
                hi: 'घंटे के निशानों की तरह 30° प्रति मिनट गिनना',
              },
            ]
          : []),
        hand === 'minute'
          ? {
              mistake: "turning the minute hand at the hour hand's 0.5° a minute",
              value: sweep(angle / 12),
              hi: 'मिनट की सुई को घंटे की सुई की दर 0.5° प्रति मिनट से घुमाना',
            }
          : {
              mistake: 'turning the hour hand at 15° an hour',
              value: sweep(angle / 2),
              hi: 'घंटे की सुई को 15° प्रति घंटा घुमाना',
            },
        what === 'arc'
          ? { mistake: 'finding the area instead', value: areaOf(angle), hi: 'इसके स्थान पर क्षेत्रफल ज्ञात करना' }
          : { mistake: 'finding the arc instead', value: arcOf(angle), hi: 'इसके स्थान पर चाप ज्ञात करना' },
      ];
      const formula =
        what === 'arc' ? `2 × 22/7 × ${num(r)} × ${angle}/360` : `22/7 × ${num(r)}² × ${angle}/360`;
      const fmt = what === 'arc' ? cm : sqcm;
      const hiFmt = what === 'arc' ? hiCm : hiSqcm;
      return {
        question: `The ${handEn} of a clock is ${cm(r)} long. Between ${from} and ${to}, ${ask}? ${TAKE_PI}`,
        hiQuestion: `एक घड़ी की ${handHi} ${hiCm(r)} लंबी है। ${hiFrom} से ${hiTo} के बीच ${hiAsk}? ${HI_TAKE_PI}`,
        key,
        wrong,
        steps: [
          `The ${handEn} turns ${rate}, so it turns ${angle}° in ${span} ${hand === 'minute' ? 'minutes' : span === 1 ? 'hour' : 'hours'}.`,
          `${what === 'arc' ? 'Arc' : 'Area'} = ${formula} = ${fmt(key)}.`,
        ],
        hiSteps: [
          `${handHi} ${hiRate} घूमती है, अतः ${span} ${hand === 'minute' ? 'मिनट' : 'घंटे'} में वह ${angle}° घूमती है।`,
          `${what === 'arc' ? 'चाप' : 'क्षेत्रफल'} = ${formula} = ${hiFmt(key)}।`,
        ],
        format: fmt,
        hiFormat: hiFmt,
        params: { hand, what, r, span },
        pick: r + span,
      };
    });
  },
};

// ── a sector backward ────────────────────────────────────────────────────────────────────────────

const SECTOR_ANGLES = [30, 36, 40, 45, 60, 72, 80, 90, 120, 135, 144, 150, 180, 210, 240, 270];

/** A sector's radius from its area and angle, its angle from its area and radius, its perimeter. */
export const sectorBackward: Kind = {
  levels: [2, 3],
  make(rng, level) {
    const form = rng.pick(
      level === 2 ? (['radius', 'perimeter'] as const) : (['radius', 'angle', 'perimeter', 'angle'] as const),
    );
    return drawUntil((): Drawn | undefined => {
      const r = rng.pick([3.5, 7, 10.5, 14, 21, 28, 35]);
      const theta = rng.pick(SECTOR_ANGLES);
      const area = (PI * r * r * theta) / 360;
      const arc = (2 * PI * r * theta) / 360;
      if (form === 'radius') {
        const diameter = rng.next() < 0.5;
        const wrong: Distractor[] = diameter
          ? [
              { mistake: 'giving the radius, not the diameter', value: r, hi: 'व्यास के स्थान पर त्रिज्या दे देना' },
              {
                mistake: 'halving the radius, as if it were the diameter',
                value: r / 2,
                hi: 'त्रिज्या को व्यास मानकर आधा कर देना',
              },
              { mistake: 'doubling the diameter', value: 4 * r, hi: 'व्यास को दोगुना कर देना' },
              {
                mistake: 'dividing by 7/22 (π upside down)',
                value: (44 * r) / 7,
                hi: '7/22 से भाग देना (π उलटा लेना)',
              },
              {
                mistake: 'forgetting the square root (giving 2r²)',
                value: 2 * r * r,
                hi: 'वर्गमूल लेना भूल जाना (2r² दे देना)',
              },
            ]
          : [
              {
                mistake: 'giving the diameter, not the radius',
                value: 2 * r,
                hi: 'त्रिज्या के स्थान पर व्यास दे देना',
              },
              {
                mistake: 'forgetting the square root (giving r²)',
                value: r * r,
                hi: 'वर्गमूल लेना भूल जाना (r² दे देना)',
              },
              {
                mistake: 'dividing by 7/22 (π upside down)',
                value: (22 * r) / 7,
                hi: '7/22 से भाग देना (π उलटा लेना)',
              },
              {
                mistake: 'halving the radius found, as if it were the diameter',
                value: r / 2,
                hi: 'प्राप्त त्रिज्या को व्यास मानकर आधा कर देना',
              },
            ];
        return {
          question: `The area of a sector of a circle is ${sqcm(area)} and the angle of the sector is ${theta}°. What is the ${diameter ? 'diameter' : 'radius'} of the circle? ${TAKE_PI}`,
          hiQuestion: `एक वृत्त के त्रिज्यखंड का क्षेत्रफल ${hiSqcm(area)} है और त्रिज्यखंड का कोण ${theta}° है। वृत्त ${diameter ? 'का व्यास कितना' : 'की त्रिज्या कितनी'} है? ${HI_TAKE_PI}`,
          key: diameter ? 2 * r : r,
          wrong,
          steps: [
            `22/7 × r² × ${theta}/360 = ${num(area)}, so r² = ${num(r * r)} and r = ${cm(r)}${diameter ? `; the diameter is ${cm(2 * r)}` : ''}.`,
          ],
          hiSteps: [
            `22/7 × r² × ${theta}/360 = ${num(area)}, अतः r² = ${num(r * r)} और r = ${hiCm(r)}${diameter ? `; व्यास ${hiCm(2 * r)} है` : ''}।`,
          ],
          format: cm,
          hiFormat: hiCm,
          params: { form, area, theta, ask: diameter ? 'diameter' : 'radius' },
          pick: theta + r,
        };
      }
      if (form === 'angle')
        return {
          question: `The area of a sector of a circle of radius ${cm(r)} is ${sqcm(area)}. What is the angle of the sector? ${TAKE_PI}`,
          hiQuestion: `${hiCm(r)} त्रिज्या वाले वृत्त के एक त्रिज्यखंड का क्षेत्रफल ${hiSqcm(area)} है। त्रिज्यखंड का कोण कितना है? ${HI_TAKE_PI}`,
          key: theta,
          wrong: [
            {
              mistake: 'using θ/180° in place of θ/360°',
              value: theta / 2,
              hi: 'θ/360° के स्थान पर θ/180° लेना',
            },
            {
              mistake: 'using the diameter as the radius',
              value: theta / 4,
              hi: 'व्यास को ही त्रिज्या मान लेना',
            },
            {
              mistake: 'using the arc formula 2πr × θ/360°',
              value: (theta * r) / 2,
              hi: 'चाप का सूत्र 2πr × θ/360° लेना',
            },
            {
              mistake: 'forgetting to square the radius',
              value: theta * r,
              hi: 'त्रिज्या का वर्ग करना भूल जाना',
            },
            { mistake: 'using θ/720°', value: 2 * theta, hi: 'θ/720° लेना' },
          ],
          steps: [
            `22/7 × ${num(r)}² × θ/360 = ${num(area)}, so θ/360 = ${num(area)} ÷ ${num(PI * r * r)} and θ = ${theta}°.`,
          ],
          hiSteps: [
            `22/7 × ${num(r)}² × θ/360 = ${num(area)}, अतः θ/360 = ${num(area)} ÷ ${num(PI * r * r)} और θ = ${theta}°।`,
          ],
          format: deg,
          hiFormat: deg,
          params: { form, area, r },
          pick: theta + r,
          most: 360,
        };
      const key = 2 * r + arc;
      return {
        question: `The radius of a circle is ${cm(r)}. What is the perimeter of a sector of angle ${theta}° of this circle? ${TAKE_PI}`,
        hiQuestion: `एक वृत्त की त्रिज्या ${hiCm(r)} है। इस वृत्त के ${theta}° कोण वाले त्रिज्यखंड का परिमाप कितना है? ${HI_TAKE_PI}`,
        key,
        wrong: [
          { mistake: 'giving the arc only', value: arc, hi: 'केवल चाप दे देना' },
          { mistake: 'adding one radius only', value: arc + r, hi: 'केवल एक त्रिज्या जोड़ना' },
          { mistake: 'adding the whole circumference', value: 2 * r + 2 * PI * r, hi: 'पूरी परिधि जोड़ देना' },
          {
            mistake: 'using the diameter as the radius',
            value: 4 * r + 2 * arc,
            hi: 'व्यास को ही त्रिज्या मान लेना',
          },
          {
            mistake: 'using θ/180° in place of θ/360°',
            value: 2 * r + 2 * arc,
            hi: 'θ/360° के स्थान पर θ/180° लेना',
          },
        ],
        steps: [
          `Arc = 2 × 22/7 × ${num(r)} × ${theta}/360 = ${num(arc)} cm; perimeter = arc + 2r = ${num(arc)} + ${num(2 * r)} = ${cm(key)}.`,
        ],
        hiSteps: [
          `चाप = 2 × 22/7 × ${num(r)} × ${theta}/360 = ${num(arc)} सेमी; परिमाप = चाप + 2r = ${num(arc)} + ${num(2 * r)} = ${hiCm(key)}।`,
        ],
        format: cm,
        hiFormat: hiCm,
        params: { form, r, theta },
        pick: theta + r,
      };
    });
  },
};

// ── a solid's length from its volume or curved surface ───────────────────────────────────────────

const SLANT: readonly [number, number, number][] = [
  [7, 24, 25],
  [21, 20, 29],
  [14, 48, 50],
  [3.5, 12, 12.5],
  [10.5, 14, 17.5],
  [28, 21, 35],
  [21, 28, 35],
  [14, 10.5, 17.5],
];

/**
 * A cone's height from its volume and base radius (or diameter), a cylinder's height from its volume
 * and diameter, a cylinder's radius from its curved surface and height, a cone's slant height from its
 * curved surface and radius (π = 22/7).
 */
export const solidBackward: Kind = {
  levels: [1, 2],
  make(rng, level) {
    const form = rng.pick(
      level === 1
        ? (['coneHeight', 'cylinderRadius', 'coneSlant'] as const)
        : (['coneHeight', 'cylinderHeight', 'coneSlant'] as const),
    );
    return drawUntil((): Drawn | undefined => {
      if (form === 'coneHeight' || form === 'cylinderHeight') {
        const cone = form === 'coneHeight';
        const r = rng.pick([3.5, 7, 10.5, 14, 21]);
        const byDiameter = !cone || (level === 2 && rng.next() < 0.5);
        const h = rng.int(2, 30);
        const v = (cone ? 1 / 3 : 1) * PI * r * r * h;
        if (!Number.isInteger(Math.round(v * 1e6) / 1e6)) return undefined;
        const given = byDiameter ? `base diameter ${cm(2 * r)}` : `base radius ${cm(r)}`;
        const hiGiven = byDiameter ? `आधार का व्यास ${hiCm(2 * r)}` : `आधार की त्रिज्या ${hiCm(r)}`;
        const wrong: Distractor[] = cone
          ? [
              { mistake: 'forgetting the ⅓', value: h / 3, hi: '⅓ भूल जाना' },
              {
                mistake: 'dividing by 3 instead of multiplying',
                value: h / 9,
                hi: '3 से गुणा करने के स्थान पर भाग देना',
              },
              { mistake: 'using r in place of r²', value: h * r, hi: 'r² के स्थान पर r लेना' },
              { mistake: 'using 2πr in place of πr²', value: (h * r) / 2, hi: 'πr² के स्थान पर 2πr लेना' },
              ...(byDiameter
                ? [
                    {
                      mistake: 'using the diameter as the radius',
                      value: h / 4,
                      hi: 'व्यास को ही त्रिज्या मान लेना',
                    },
                  ]
                : []),
            ]
          : [
              { mistake: 'using the diameter as the radius', value: h / 4, hi: 'व्यास को ही त्रिज्या मान लेना' },
              { mistake: 'using 2πr²h', value: h / 2, hi: '2πr²h लेना' },
              { mistake: 'using ⅓πr²h, a cone’s volume', value: 3 * h, hi: 'शंकु का आयतन ⅓πr²h लेना' },
              { mistake: 'using r in place of r²', value: h * r, hi: 'r² के स्थान पर r लेना' },
              { mistake: 'using 2πr in place of πr²', value: (h * r) / 2, hi: 'πr² के स्थान पर 2πr लेना' },
            ];
        const solid = cone ? 'cone' : 'cylinder';
        const hiSolid = cone ? 'शंकु' : 'बेलन';
        const formula = cone ? `⅓ × 22/7 × ${num(r)}² × h` : `22/7 × ${num(r)}² × h`;
        return {
          question: `The volume of a right circular ${solid} is ${cucm(v)} and its ${given}. What is its height? ${TAKE_PI}`,
          hiQuestion: `एक लंब वृत्तीय ${hiSolid} का आयतन ${hiCucm(v)} है और उसके ${hiGiven} है। उसकी ऊँचाई कितनी है? ${HI_TAKE_PI}`,
          key: h,
          wrong,
          steps: [
            `${byDiameter ? `r = ${num(2 * r)} ÷ 2 = ${num(r)} cm; ` : ''}${formula} = ${num(v)}, so h = ${cm(h)}.`,
          ],
          hiSteps: [
            `${byDiameter ? `r = ${num(2 * r)} ÷ 2 = ${num(r)} सेमी; ` : ''}${formula} = ${num(v)}, अतः h = ${hiCm(h)}।`,
          ],
          format: cm,
          hiFormat: hiCm,
          params: { form, v, r, byDiameter },
          pick: h + r,
        };
      }
      if (form === 'cylinderRadius') {
        const r = rng.pick([3.5, 7, 10.5, 14, 21]);
        const h = rng.int(2, 25);
        const curved = 2 * PI * r * h;
        return {
          question: `The curved surface area of a right circular cylinder is ${sqcm(curved)} and its height is ${cm(h)}. What is the radius of its base? ${TAKE_PI}`,
          hiQuestion: `एक लंब वृत्तीय बेलन का वक्र पृष्ठीय क्षेत्रफल ${hiSqcm(curved)} है और उसकी ऊँचाई ${hiCm(h)} है। उसके आधार की त्रिज्या कितनी है? ${HI_TAKE_PI}`,
          key: r,
          wrong: [
            { mistake: 'using πrh, giving the diameter', value: 2 * r, hi: 'πrh लेना, जिससे व्यास आ जाता है' },
            { mistake: 'leaving out π', value: (22 * r) / 7, hi: 'π छोड़ देना' },
            { mistake: 'dividing by the height only', value: 2 * PI * r, hi: 'केवल ऊँचाई से भाग देना' },
            {
              mistake: 'halving the radius found, as if it were the diameter',
              value: r / 2,
              hi: 'प्राप्त त्रिज्या को व्यास मानकर आधा कर देना',
            },
          ],
          steps: [
            `2 × 22/7 × r × ${h} = ${num(curved)}, so r = ${num(curved)} × 7 ÷ (2 × 22 × ${h}) = ${cm(r)}.`,
          ],
          hiSteps: [
            `2 × 22/7 × r × ${h} = ${num(curved)}, अतः r = ${num(curved)} × 7 ÷ (2 × 22 × ${h}) = ${hiCm(r)}।`,
          ],
          format: cm,
          hiFormat: hiCm,
          params: { form, curved, h },
          pick: h + r,
        };
      }
      const [r0, h0, l0] = rng.pick(SLANT);
      const k = rng.pick([1, 1, 2]);
      const [r, h, l] = [r0 * k, h0 * k, l0 * k];
      const curved = PI * r * l;
      return {
        question: `The curved surface area of a right circular cone is ${sqcm(curved)} and the radius of its base is ${cm(r)}. What is its slant height? ${TAKE_PI}`,
        hiQuestion: `एक लंब वृत्तीय शंकु का वक्र पृष्ठीय क्षेत्रफल ${hiSqcm(curved)} है और उसके आधार की त्रिज्या ${hiCm(r)} है। उसकी तिर्यक ऊँचाई कितनी है? ${HI_TAKE_PI}`,
        key: l,
        wrong: [
          { mistake: 'using 2πrl', value: l / 2, hi: '2πrl लेना' },
          { mistake: 'giving the height √(l² − r²)', value: h, hi: 'ऊँचाई √(l² − r²) दे देना' },
          { mistake: 'using πr(l + r), the total surface', value: l - r, hi: 'संपूर्ण पृष्ठ πr(l + r) लेना' },
          { mistake: 'leaving out π', value: (22 * l) / 7, hi: 'π छोड़ देना' },
          {
            mistake: 'adding the radius to the slant height',
            value: l + r,
            hi: 'तिर्यक ऊँचाई में त्रिज्या जोड़ देना',
          },
        ],
        steps: [`22/7 × ${num(r)} × l = ${num(curved)}, so l = ${num(curved)} ÷ ${num(PI * r)} = ${cm(l)}.`],
        hiSteps: [
          `22/7 × ${num(r)} × l = ${num(curved)}, अतः l = ${num(curved)} ÷ ${num(PI * r)} = ${hiCm(l)}।`,
        ],
        format: cm,
        hiFormat: hiCm,
        params: { form, curved, r, h },
        pick: l + r,
      };
    });
  },
};

// ── a triangle and a parallelogram of equal area ─────────────────────────────────────────────────

/**
 * A triangle and a parallelogram of equal areas: on the same base, the triangle's height is twice the
 * parallelogram's (asked either way); on different bases, the triangle's height is twice the area over
 * its base.
 */
export const equalAreaHeights: Kind = {
  levels: [1, 2],
  make(rng, level) {
    const form = rng.pick(
      level === 1
        ? (['triangle', 'parallelogram'] as const)
        : (['triangle', 'parallelogram', 'otherBase'] as const),
    );
    return drawUntil((): Drawn | undefined => {
      const b = rng.int(4, 24);
      if (form === 'triangle') {
        const h = rng.int(3, 20);
        const area = b * h;
        return {
          question: `A triangle and a parallelogram stand on the same base of ${cm(b)} and have equal areas. If the height of the parallelogram is ${cm(h)}, what is the height of the triangle?`,
          hiQuestion: `एक त्रिभुज और एक समांतर चतुर्भुज ${hiCm(b)} के एक ही आधार पर स्थित हैं और उनके क्षेत्रफल बराबर हैं। यदि समांतर चतुर्भुज की ऊँचाई ${hiCm(h)} है, तो त्रिभुज की ऊँचाई कितनी है?`,
          key: 2 * h,
          wrong: [
            { mistake: 'taking the same height', value: h, hi: 'ऊँचाई वही मान लेना' },
            { mistake: 'halving instead of doubling', value: h / 2, hi: 'दोगुना करने के स्थान पर आधा करना' },
            {
              mistake: 'dividing twice the area by half the base',
              value: 4 * h,
              hi: 'दोगुने क्षेत्रफल को आधे आधार से भाग देना',
            },
            { mistake: 'giving the common area', value: area, hi: 'उभयनिष्ठ क्षेत्रफल दे देना' },
          ],
          steps: [
            `Parallelogram: ${b} × ${h} = ${area} cm². Triangle: ½ × ${b} × H = ${area}, so H = 2 × ${area} ÷ ${b} = ${cm(2 * h)}.`,
          ],
          hiSteps: [
            `समांतर चतुर्भुज: ${b} × ${h} = ${area} वर्ग सेमी। त्रिभुज: ½ × ${b} × H = ${area}, अतः H = 2 × ${area} ÷ ${b} = ${hiCm(2 * h)}।`,
          ],
          format: cm,
          hiFormat: hiCm,
          params: { form, b, h },
          pick: b + h,
        };
      }
      if (form === 'parallelogram') {
        const big = 2 * rng.int(2, 12);
        const area = (b * big) / 2;
        return {
          question: `A parallelogram and a triangle stand on the same base of ${cm(b)} and have equal areas. If the height of the triangle is ${cm(big)}, what is the height of the parallelogram?`,
          hiQuestion: `एक समांतर चतुर्भुज और एक त्रिभुज ${hiCm(b)} के एक ही आधार पर स्थित हैं और उनके क्षेत्रफल बराबर हैं। यदि त्रिभुज की ऊँचाई ${hiCm(big)} है, तो समांतर चतुर्भुज की ऊँचाई कितनी है?`,
          key: big / 2,
          wrong: [
            { mistake: 'taking the same height', value: big, hi: 'ऊँचाई वही मान लेना' },
            { mistake: 'doubling instead of halving', value: 2 * big, hi: 'आधा करने के स्थान पर दोगुना करना' },
            { mistake: 'halving twice', value: big / 4, hi: 'दो बार आधा करना' },
            { mistake: 'giving the common area', value: area, hi: 'उभयनिष्ठ क्षेत्रफल दे देना' },
          ],
          steps: [
            `Triangle: ½ × ${b} × ${big} = ${num(area)} cm². Parallelogram: ${b} × h = ${num(area)}, so h = ${cm(big / 2)}.`,
          ],
          hiSteps: [
            `त्रिभुज: ½ × ${b} × ${big} = ${num(area)} वर्ग सेमी। समांतर चतुर्भुज: ${b} × h = ${num(area)}, अतः h = ${hiCm(big / 2)}।`,
          ],
          format: cm,
          hiFormat: hiCm,
          params: { form, b, big },
          pick: b + big,
        };
      }
      const h = rng.int(3, 20);
      const base = rng.int(4, 30);
      const area = b * h;
      const key = (2 * area) / base;
      if (base === b) return undefined;
      return {
        question: `A triangle and a parallelogram have equal areas. The parallelogram has a base of ${cm(b)} and a height of ${cm(h)}. If the base of the triangle is ${cm(base)}, what is its height?`,
        hiQuestion: `एक त्रिभुज और एक समांतर चतुर्भुज के क्षेत्रफल बराबर हैं। समांतर चतुर्भुज का आधार ${hiCm(b)} और ऊँचाई ${hiCm(h)} है। यदि त्रिभुज का आधार ${hiCm(base)} है, तो उसकी ऊँचाई कितनी है?`,
        key,
        wrong: [
          {
            mistake: 'forgetting the ½ in the triangle’s area',
            value: area / base,
            hi: 'त्रिभुज के क्षेत्रफल में ½ भूल जाना',
          },
          {
            mistake: 'halving instead of doubling',
            value: area / (2 * base),
            hi: 'दोगुना करने के स्थान पर आधा करना',
          },
          {
            mistake: 'dividing by half the base as well',
            value: (4 * area) / base,
            hi: 'आधे आधार से भी भाग देना',
          },
          {
            mistake: "doubling the parallelogram's height",
            value: 2 * h,
            hi: 'समांतर चतुर्भुज की ऊँचाई को दोगुना कर देना',
          },
          { mistake: "taking the parallelogram's height", value: h, hi: 'समांतर चतुर्भुज की ऊँचाई ले लेना' },
        ],
        steps: [
          `Parallelogram: ${b} × ${h} = ${area} cm². Triangle: ½ × ${base} × H = ${area}, so H = 2 × ${area} ÷ ${base} = ${cm(key)}.`,
        ],
        hiSteps: [
          `समांतर चतुर्भुज: ${b} × ${h} = ${area} वर्ग सेमी। त्रिभुज: ½ × ${base} × H = ${area}, अतः H = 2 × ${area} ÷ ${base} = ${hiCm(key)}।`,
        ],
        format: cm,
        hiFormat: hiCm,
        params: { form, b, h, base },
        pick: b + h + base,
      };
    });
  },
};
