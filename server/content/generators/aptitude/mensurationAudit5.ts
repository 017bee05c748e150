/**
 * Mensuration asked backwards and shaded figures (coverage audit 4, items 2 and 3): a wire's radius
 * from its length and volume, or from the sphere or rod it was drawn from (the volume kept); and the
 * shaded area of a quadrant outside its inscribed square (πr²/4 − r²/2), of a circle outside its
 * inscribed square (πr² − 2r²) and of a square outside its inscribed circle (a² − πa²/4), each drawn.
 */
import { decimal, num, withUnit } from '../format';
import { isExact, until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { cm, m, sqcm } from './measures';
import { hiCm, hiM, hiSqcm, HI_TAKE_PI } from './hindiShapes';
import { aroundKey } from './keyRank';
import { lineFigure } from './geometryAudit5';

const mm = withUnit('mm');
const hiMm = withUnit('मिमी');

const usable = <T extends Distractor>(wrong: readonly T[]): T[] =>
  wrong.filter((d) => typeof d.value === 'number' && isExact(d.value) && d.value > 0);

// ── a wire's radius ──────────────────────────────────────────────────────────────────────────────

/**
 * The wire's radius r (asked in mm) from its length L and its volume: given as a number of cm³, or as a
 * sphere's (4/3 πR³) or a rod's (πR²h) melted and drawn into it. πr²L = V, L in centimetres.
 */
export const wireRadius: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    const from = rng.pick(level === 2 ? (['volume', 'rod'] as const) : (['sphere', 'rod'] as const));
    return until((): Problem | undefined => {
      const k = rng.pick([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7]);
      let question: string;
      let hiQuestion: string;
      let volumeStep: string;
      let hiVolumeStep: string;
      let params: Record<string, number>;
      let length: number;
      if (from === 'volume') {
        length = 7 * rng.int(1, 12);
        const v = 22 * k * k * (length / 7);
        if (!Number.isInteger(v)) return undefined;
        params = { length, volume: v };
        question = `A wire ${m(length)} long has a volume of ${v} cm³. What is the radius of the wire? (Take π = 22/7.)`;
        hiQuestion = `${hiM(length)} लंबे एक तार का आयतन ${v} घन सेमी है। तार की त्रिज्या कितनी है? ${HI_TAKE_PI}`;
        volumeStep = `The wire is a cylinder: 22/7 × r² × ${length * 100} = ${v}`;
        hiVolumeStep = `तार एक बेलन है: 22/7 × r² × ${length * 100} = ${v}`;
      } else if (from === 'sphere') {
        const big = rng.int(2, 12);
        length = (4 * big ** 3) / (3 * k * k);
        if (!Number.isInteger(length) || length < 2 || length > 400) return undefined;
        params = { length, sphere: big };
        question = `A solid metal sphere of radius ${cm(big)} is melted and drawn into a wire ${m(length)} long. What is the radius of the wire?`;
        hiQuestion = `${hiCm(big)} त्रिज्या वाले धातु के एक ठोस गोले को पिघलाकर ${hiM(length)} लंबा तार खींचा जाता है। तार की त्रिज्या कितनी है?`;
        volumeStep = `The volumes are equal: 4/3 π × ${big}³ = π × r² × ${length * 100}`;
        hiVolumeStep = `आयतन बराबर हैं: 4/3 π × ${big}³ = π × r² × ${length * 100}`;
      } else {
        const big = rng.int(1, 6);
        const h = rng.int(2, 40);
        length = (big * big * h) / (k * k);
        if (!Number.isInteger(length) || length < 2 || length > 400) return undefined;
        params = { length, rod: big, rodLength: h };
        question = `A metal rod of radius ${cm(big)} and length ${cm(h)} is melted and drawn into a wire ${m(length)} long. What is the radius of the wire?`;
        hiQuestion = `${hiCm(big)} त्रिज्या और ${hiCm(h)} लंबाई वाली धातु की एक छड़ को पिघलाकर ${hiM(length)} लंबा तार खींचा जाता है। तार की त्रिज्या कितनी है?`;
        volumeStep = `The volumes are equal: π × ${big}² × ${h} = π × r² × ${length * 100}`;
        hiVolumeStep = `आयतन बराबर हैं: π × ${big}² × ${h} = π × r² × ${length * 100}`;
      }
      const rcm = k / 10;
      const wrong = usable([
        {
          mistake: 'not converting the length from metres to centimetres',
          value: 10 * k,
          hi: 'लंबाई को मीटर से सेंटीमीटर में न बदलना',
        },
        { mistake: 'giving the diameter, not the radius', value: 2 * k, hi: 'त्रिज्या के स्थान पर व्यास दे देना' },
        {
          mistake: 'forgetting the square root (giving r²)',
          value: k * k,
          hi: 'वर्गमूल लेना भूल जाना (r² दे देना)',
        },
        {
          mistake: 'halving the value found, as if it were the diameter',
          value: k / 2,
          hi: 'प्राप्त मान को व्यास मानकर आधा कर देना',
        },
        {
          mistake: 'giving the radius in cm as if it were in mm',
          value: k / 10,
          hi: 'सेमी में त्रिज्या को मिमी मान लेना',
        },
      ]);
      return {
        question,
        answer: k,
        format: mm,
        wholeOptions: false,
        distractors: aroundKey(wrong, k, length),
        steps: [
          `${volumeStep} (the length in cm), so r² = ${decimal(rcm * rcm)} and r = ${num(rcm)} cm = ${mm(k)}.`,
        ],
        hi: {
          question: hiQuestion,
          steps: [
            `${hiVolumeStep} (लंबाई सेमी में), अतः r² = ${decimal(rcm * rcm)} और r = ${num(rcm)} सेमी = ${hiMm(k)}।`,
          ],
          format: hiMm,
        },
        params: { from, ...params },
      };
    });
  },
};

// ── shaded areas of a square and a circle ────────────────────────────────────────────────────────

const ARC = (r: number, from: number, to: number, steps = 36): [number, number][] =>
  Array.from({ length: steps + 1 }, (_, i) => {
    const t = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [r * Math.cos(t), r * Math.sin(t)];
  });
const linesOf = (pts: readonly [number, number][]): [[number, number], [number, number]][] =>
  pts.slice(1).map((p, i) => [pts[i]!, p]);

/**
 * The shaded area of a quadrant outside its inscribed square (the radius or the square's side given), of
 * a circle outside its inscribed square, of a square outside its inscribed circle (π = 22/7).
 */
export const shadedInscribed: Kind = {
  levels: [2, 3],
  make(rng): Problem {
    const form = rng.pick(['quadrant', 'quadrantSide', 'circle', 'square'] as const);
    const j = rng.int(1, 4);
    const piTimes = (v: number): number => (22 * v) / 7;
    if (form === 'quadrant' || form === 'quadrantSide') {
      const given = 7 * j;
      const [r2, s2] =
        form === 'quadrant' ? [given * given, (given * given) / 2] : [2 * given * given, given * given];
      const key = piTimes(r2) / 4 - s2;
      const wrong = usable(
        form === 'quadrant'
          ? [
              {
                mistake: 'finding one of the two shaded parts only',
                value: key / 2,
                hi: 'दो छायांकित भागों में से केवल एक ज्ञात करना',
              },
              { mistake: "giving the quadrant's area", value: piTimes(r2) / 4, hi: 'चतुर्थांश का क्षेत्रफल दे देना' },
              { mistake: "giving the square's area", value: s2, hi: 'वर्ग का क्षेत्रफल दे देना' },
              {
                mistake: 'taking the whole circle, not a quarter of it',
                value: piTimes(r2) - s2,
                hi: 'चौथाई के स्थान पर पूरा वृत्त ले लेना',
              },
              {
                mistake: "taking the square's side as half the radius",
                value: piTimes(r2) / 4 - r2 / 4,
                hi: 'वर्ग की भुजा को त्रिज्या का आधा मान लेना',
              },
            ]
          : [
              {
                mistake: "taking the radius equal to the square's side",
                value: piTimes(s2) / 4 - s2 / 2,
                hi: 'त्रिज्या को वर्ग की भुजा के बराबर मान लेना',
              },
              { mistake: "giving the quadrant's area", value: piTimes(r2) / 4, hi: 'चतुर्थांश का क्षेत्रफल दे देना' },
              {
                mistake: 'subtracting half the square',
                value: piTimes(r2) / 4 - s2 / 2,
                hi: 'वर्ग का आधा ही घटाना',
              },
              {
                mistake: 'taking the whole circle, not a quarter of it',
                value: piTimes(r2) - s2,
                hi: 'चौथाई के स्थान पर पूरा वृत्त ले लेना',
              },
            ],
      );
      const r = Math.sqrt(r2);
      const s = Math.sqrt(s2);
      const arc = ARC(r, 0, 90);
      const figure = lineFigure(
        {
          points: { O: [0, 0], A: [r, 0], B: [0, r], P: [s, 0], Q: [s, s], R: [0, s] },
          segments: ['OA', 'OB', 'PQ', 'QR'],
          lines: linesOf(arc),
          shaded: [
            [
              [[0, 0], ...arc],
              [
                [0, 0],
                [s, 0],
                [s, s],
                [0, s],
              ],
            ],
          ],
          labelAt: { P: [s, -0.1 * r], R: [-0.1 * r, s], Q: [s + 0.08 * r, s + 0.08 * r] },
        },
        'Quadrant OAB with centre O; the square OPQR has P on OA, R on OB and Q on the arc AB; the part of the quadrant outside the square is shaded.',
      );
      const givenText =
        form === 'quadrant' ? `the radius OA is ${cm(given)}` : `the side of the square is ${cm(given)}`;
      const hiGiven = form === 'quadrant' ? `त्रिज्या OA = ${hiCm(given)} है` : `वर्ग की भुजा ${hiCm(given)} है`;
      const sideStep =
        form === 'quadrant'
          ? `The square's diagonal OQ is the radius, so its area is OQ²/2 = ${given}² ÷ 2 = ${num(s2)} cm².`
          : `The square's diagonal OQ is the radius: OQ² = 2 × ${given}² = ${num(r2)}, and the square's area is ${num(s2)} cm².`;
      const hiSideStep =
        form === 'quadrant'
          ? `वर्ग का विकर्ण OQ त्रिज्या है, अतः उसका क्षेत्रफल OQ²/2 = ${given}² ÷ 2 = ${num(s2)} वर्ग सेमी है।`
          : `वर्ग का विकर्ण OQ त्रिज्या है: OQ² = 2 × ${given}² = ${num(r2)}, और वर्ग का क्षेत्रफल ${num(s2)} वर्ग सेमी है।`;
      return {
        question: `In the figure, OPQR is a square inscribed in the quadrant OAB of a circle with centre O, P on OA, R on OB and Q on the arc AB. If ${givenText}, what is the area of the shaded region? (Take π = 22/7.)`,
        answer: key,
        format: sqcm,
        wholeOptions: false,
        distractors: aroundKey(wrong, key, given),
        steps: [
          sideStep,
          `The quadrant's area is 1/4 × 22/7 × ${num(r2)} = ${num(piTimes(r2) / 4)} cm², so the shaded region is ${num(piTimes(r2) / 4)} − ${num(s2)} = ${sqcm(key)}.`,
        ],
        hi: {
          question: `आकृति में OPQR एक वर्ग है, जो O केंद्र वाले वृत्त के चतुर्थांश OAB के अंदर इस प्रकार बना है कि P, OA पर, R, OB पर और Q, चाप AB पर है। यदि ${hiGiven}, तो छायांकित भाग का क्षेत्रफल कितना है? ${HI_TAKE_PI}`,
          steps: [
            hiSideStep,
            `चतुर्थांश का क्षेत्रफल 1/4 × 22/7 × ${num(r2)} = ${num(piTimes(r2) / 4)} वर्ग सेमी है, अतः छायांकित भाग ${num(piTimes(r2) / 4)} − ${num(s2)} = ${hiSqcm(key)} है।`,
          ],
          format: hiSqcm,
          figureAlt:
            'केंद्र O वाला चतुर्थांश OAB; वर्ग OPQR का P, OA पर, R, OB पर और Q, चाप AB पर है; चतुर्थांश का वर्ग से बाहर का भाग छायांकित है।',
        },
        questionFigure: figure,
        params: { form, given },
      };
    }
    if (form === 'circle') {
      const r = 7 * j;
      const key = piTimes(r * r) - 2 * r * r;
      const wrong = usable([
        {
          mistake: "taking the square's side as the radius",
          value: piTimes(r * r) - r * r,
          hi: 'वर्ग की भुजा को त्रिज्या मान लेना',
        },
        {
          mistake: 'finding the square around the circle minus the circle',
          value: 4 * r * r - piTimes(r * r),
          hi: 'वृत्त के बाहर बने वर्ग में से वृत्त घटाना',
        },
        {
          mistake: 'finding one of the four shaded parts only',
          value: key / 4,
          hi: 'चार छायांकित भागों में से केवल एक ज्ञात करना',
        },
        { mistake: "giving the square's area", value: 2 * r * r, hi: 'वर्ग का क्षेत्रफल दे देना' },
        { mistake: "giving the circle's area", value: piTimes(r * r), hi: 'वृत्त का क्षेत्रफल दे देना' },
      ]);
      const h = r / Math.SQRT2;
      const figure = lineFigure(
        {
          points: { A: [-h, h], B: [h, h], C: [h, -h], D: [-h, -h], O: [0, 0] },
          segments: ['AB', 'BC', 'CD', 'DA'],
          circles: [{ centre: [0, 0], r }],
          shaded: [
            [
              ARC(r, 0, 360, 72),
              [
                [-h, h],
                [h, h],
                [h, -h],
                [-h, -h],
              ],
            ],
          ],
          dots: ['O'],
          labelAt: {
            O: [0, -0.15 * r],
            A: [-h - 0.1 * r, h + 0.1 * r],
            B: [h + 0.1 * r, h + 0.1 * r],
            C: [h + 0.1 * r, -h - 0.1 * r],
            D: [-h - 0.1 * r, -h - 0.1 * r],
          },
        },
        'A circle with centre O and the square ABCD inscribed in it; the four parts of the circle outside the square are shaded.',
      );
      return {
        question: `In the figure, the square ABCD is inscribed in a circle with centre O and radius ${cm(r)}. What is the area of the shaded region? (Take π = 22/7.)`,
        answer: key,
        format: sqcm,
        wholeOptions: false,
        distractors: aroundKey(wrong, key, r),
        steps: [
          `The square's diagonal is the diameter, ${2 * r} cm, so its area is ${2 * r}² ÷ 2 = ${num(2 * r * r)} cm². The circle's area is 22/7 × ${r}² = ${num(piTimes(r * r))} cm², so the shaded region is ${num(piTimes(r * r))} − ${num(2 * r * r)} = ${sqcm(key)}.`,
        ],
        hi: {
          question: `आकृति में वर्ग ABCD, O केंद्र और ${hiCm(r)} त्रिज्या वाले वृत्त के अंतर्गत बना है। छायांकित भाग का क्षेत्रफल कितना है? ${HI_TAKE_PI}`,
          steps: [
            `वर्ग का विकर्ण वृत्त का व्यास ${2 * r} सेमी है, अतः वर्ग का क्षेत्रफल ${2 * r}² ÷ 2 = ${num(2 * r * r)} वर्ग सेमी है। वृत्त का क्षेत्रफल 22/7 × ${r}² = ${num(piTimes(r * r))} वर्ग सेमी है, अतः छायांकित भाग ${num(piTimes(r * r))} − ${num(2 * r * r)} = ${hiSqcm(key)} है।`,
          ],
          format: hiSqcm,
          figureAlt: 'केंद्र O वाला एक वृत्त और उसके अंतर्गत बना वर्ग ABCD; वृत्त के वर्ग से बाहर के चारों भाग छायांकित हैं।',
        },
        questionFigure: figure,
        params: { form, r },
      };
    }
    const a = 14 * j;
    const key = a * a - piTimes(a * a) / 4;
    const wrong = usable([
      { mistake: 'finding one corner only', value: key / 4, hi: 'केवल एक कोने का भाग ज्ञात करना' },
      {
        mistake: 'finding two of the four corners only',
        value: key / 2,
        hi: 'चार कोनों में से केवल दो ज्ञात करना',
      },
      { mistake: "giving the circle's area", value: piTimes(a * a) / 4, hi: 'वृत्त का क्षेत्रफल दे देना' },
      {
        mistake: 'finding the circle around the square minus the square',
        value: piTimes(a * a) / 2 - a * a,
        hi: 'वर्ग के बाहर बने वृत्त में से वर्ग घटाना',
      },
      { mistake: "giving the square's area", value: a * a, hi: 'वर्ग का क्षेत्रफल दे देना' },
    ]);
    const h = a / 2;
    const figure = lineFigure(
      {
        points: { A: [-h, h], B: [h, h], C: [h, -h], D: [-h, -h] },
        segments: ['AB', 'BC', 'CD', 'DA'],
        circles: [{ centre: [0, 0], r: h }],
        shaded: [
          [
            [
              [-h, h],
              [h, h],
              [h, -h],
              [-h, -h],
            ],
            ARC(h, 0, 360, 72),
          ],
        ],
      },
      'The square ABCD with a circle inscribed in it, touching all four sides; the four corners of the square outside the circle are shaded.',
    );
    return {
      question: `In the figure, a circle is inscribed in the square ABCD of side ${cm(a)}. What is the area of the shaded region? (Take π = 22/7.)`,
      answer: key,
      format: sqcm,
      wholeOptions: false,
      distractors: aroundKey(wrong, key, a),
      steps: [
        `The circle's diameter is the side, so its radius is ${h} cm and its area 22/7 × ${h}² = ${num(piTimes(a * a) / 4)} cm². The shaded region is ${a}² − ${num(piTimes(a * a) / 4)} = ${num(a * a)} − ${num(piTimes(a * a) / 4)} = ${sqcm(key)}.`,
      ],
      hi: {
        question: `आकृति में ${hiCm(a)} भुजा वाले वर्ग ABCD के अंदर एक वृत्त बना है, जो चारों भुजाओं को स्पर्श करता है। छायांकित भाग का क्षेत्रफल कितना है? ${HI_TAKE_PI}`,
        steps: [
          `वृत्त का व्यास वर्ग की भुजा है, अतः उसकी त्रिज्या ${h} सेमी और क्षेत्रफल 22/7 × ${h}² = ${num(piTimes(a * a) / 4)} वर्ग सेमी है। छायांकित भाग ${a}² − ${num(piTimes(a * a) / 4)} = ${num(a * a)} − ${num(piTimes(a * a) / 4)} = ${hiSqcm(key)} है।`,
        ],
        format: hiSqcm,
        figureAlt:
          'वर्ग ABCD और उसके अंदर बना वृत्त, जो चारों भुजाओं को स्पर्श करता है; वर्ग के वृत्त से बाहर के चारों कोने छायांकित हैं।',
      },
      questionFigure: figure,
      params: { form, a },
    };
  },
};
