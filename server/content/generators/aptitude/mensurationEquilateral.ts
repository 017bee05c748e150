/**
 * The equilateral triangle (issue 19, third coverage audit, item 16: "the area of an equilateral
 * triangle of side 18 cm") and the same triangle asked the other ways papers ask it: its area or
 * height from its side (1); its side from its area or height, its area from its perimeter, its inradius
 * and circumradius from its side (2); its perimeter or circumradius from its area, its area from its
 * height (3). Lengths and areas print as the papers print them, 81√3 cm², 6√3 cm, 4√3/3 cm.
 * mensuration.ts lists it after its other kinds.
 */
import { surd } from '../format';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

const R3 = Math.sqrt(3);
const R2 = Math.sqrt(2);
const cmS = (v: number): string => `${surd(v)} cm`;
const sqS = (v: number): string => `${surd(v)} cm²`;
const hiCmS = (v: number): string => `${surd(v)} सेमी`;
const hiSqS = (v: number): string => `${surd(v)} वर्ग सेमी`;

/** A value the surd format can print (toQuestion would drop the rest, and a near miss would fill in). */
const printable = (v: number): boolean => {
  try {
    surd(v);
    return v > 0;
  } catch {
    return false;
  }
};

type Ask =
  | 'areaFromSide'
  | 'heightFromSide'
  | 'sideFromArea'
  | 'sideFromHeight'
  | 'areaFromPerimeter'
  | 'inradius'
  | 'circumradius'
  | 'perimeterFromArea'
  | 'areaFromHeight'
  | 'circumradiusFromArea';

const ASKS: Record<1 | 2 | 3, readonly Ask[]> = {
  1: ['areaFromSide', 'areaFromSide', 'heightFromSide'],
  2: ['sideFromArea', 'sideFromHeight', 'areaFromPerimeter', 'inradius', 'circumradius'],
  3: ['perimeterFromArea', 'areaFromHeight', 'circumradiusFromArea'],
};

const mistake = (english: string, hi: string, value: number): Distractor => ({ mistake: english, hi, value });

export const equilateralTriangle: Kind = {
  levels: [1, 2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const ask = rng.pick(ASKS[level as 1 | 2 | 3]);
      // an even side keeps a²/4 (the area's coefficient of √3) and a/2 (the height's) whole
      const a = 2 * rng.int(2, 15);
      const area = (a * a * R3) / 4;
      const height = (a * R3) / 2;
      const inr = (a * R3) / 6;
      const circ = (a * R3) / 3;
      const k = (a * a) / 4; // area = k√3
      const h = a / 2; // height = h√3
      let question: string;
      let hiQuestion: string;
      let answer: number;
      let lengthAnswer = true;
      let wrong: Distractor[];
      let steps: string[];
      let hiSteps: string[];
      let given: number;
      let root: 1 | 3;
      switch (ask) {
        case 'areaFromSide':
          [given, root, answer, lengthAnswer] = [a, 1, area, false];
          question = `What is the area of an equilateral triangle of side ${a} cm?`;
          hiQuestion = `${a} सेमी भुजा वाले समबाहु त्रिभुज का क्षेत्रफल कितना है?`;
          wrong = [
            mistake('using √3/2 in place of √3/4', '√3/4 के स्थान पर √3/2 लेना', 2 * area),
            mistake('forgetting to square the side', 'भुजा का वर्ग करना भूल जाना', (a * R3) / 4),
            mistake('taking ½ × side × side', '½ × भुजा × भुजा ले लेना', (a * a) / 2),
            mistake('giving the height instead', 'इसके स्थान पर ऊँचाई दे देना', height),
            mistake('dividing by 4 twice', '4 से दो बार भाग देना', area / 4),
          ];
          steps = [`Area = (√3/4) × side² = (√3/4) × ${a}² = ${a * a}√3/4 = ${sqS(area)}.`];
          hiSteps = [`क्षेत्रफल = (√3/4) × भुजा² = (√3/4) × ${a}² = ${a * a}√3/4 = ${hiSqS(area)}।`];
          break;
        case 'heightFromSide':
          [given, root, answer] = [a, 1, height];
          question = `What is the height of an equilateral triangle of side ${a} cm?`;
          hiQuestion = `${a} सेमी भुजा वाले समबाहु त्रिभुज की ऊँचाई कितनी है?`;
          wrong = [
            mistake('forgetting to halve a√3', 'a√3 को आधा करना भूल जाना', a * R3),
            mistake('taking the height as half the side', 'ऊँचाई को भुजा का आधा मान लेना', a / 2),
            mistake(
              'giving the circumradius (two-thirds of the height)',
              'परिवृत्त की त्रिज्या (ऊँचाई का दो-तिहाई) दे देना',
              circ,
            ),
            mistake(
              'giving the inradius (one-third of the height)',
              'अंतःवृत्त की त्रिज्या (ऊँचाई का एक-तिहाई) दे देना',
              inr,
            ),
            mistake('using √2 in place of √3', '√3 के स्थान पर √2 लेना', (a * R2) / 2),
          ];
          steps = [`Height = √(${a}² − ${a / 2}²) = (√3/2) × ${a} = ${cmS(height)}.`];
          hiSteps = [`ऊँचाई = √(${a}² − ${a / 2}²) = (√3/2) × ${a} = ${hiCmS(height)}।`];
          break;
        case 'sideFromArea':
          [given, root, answer] = [k, 3, a];
          question = `The area of an equilateral triangle is ${sqS(area)}. What is the length of its side?`;
          hiQuestion = `एक समबाहु त्रिभुज का क्षेत्रफल ${hiSqS(area)} है। उसकी भुजा की लंबाई कितनी है?`;
          wrong = [
            mistake('leaving out the 4 of √3/4', '√3/4 का 4 छोड़ देना', a / 2),
            mistake('using √3/2 in place of √3/4', '√3/4 के स्थान पर √3/2 लेना', a / R2),
            mistake('giving the perimeter instead', 'इसके स्थान पर परिमाप दे देना', 3 * a),
            mistake('giving the height instead', 'इसके स्थान पर ऊँचाई दे देना', height),
            mistake('forgetting the square root', 'वर्गमूल लेना भूल जाना', a * a),
          ];
          steps = [`(√3/4) × side² = ${k}√3, so side² = 4 × ${k} = ${a * a} and side = ${cmS(a)}.`];
          hiSteps = [`(√3/4) × भुजा² = ${k}√3, अतः भुजा² = 4 × ${k} = ${a * a} और भुजा = ${hiCmS(a)}।`];
          break;
        case 'sideFromHeight':
          [given, root, answer] = [h, 3, a];
          question = `The height of an equilateral triangle is ${cmS(height)}. What is the length of its side?`;
          hiQuestion = `एक समबाहु त्रिभुज की ऊँचाई ${hiCmS(height)} है। उसकी भुजा की लंबाई कितनी है?`;
          wrong = [
            mistake(
              'multiplying the height by √3/2 instead of dividing',
              'ऊँचाई को √3/2 से भाग देने के स्थान पर गुणा करना',
              (3 * a) / 4,
            ),
            mistake('doubling the height', 'ऊँचाई को दोगुना कर देना', 2 * height),
            mistake('taking the side equal to the height', 'भुजा को ऊँचाई के बराबर मान लेना', height),
            mistake('dividing the height by √3 only', 'ऊँचाई को केवल √3 से भाग देना', a / 2),
            mistake('giving the perimeter instead', 'इसके स्थान पर परिमाप दे देना', 3 * a),
          ];
          steps = [`Height = (√3/2) × side, so side = ${h}√3 × 2/√3 = ${cmS(a)}.`];
          hiSteps = [`ऊँचाई = (√3/2) × भुजा, अतः भुजा = ${h}√3 × 2/√3 = ${hiCmS(a)}।`];
          break;
        case 'areaFromPerimeter':
          [given, root, answer, lengthAnswer] = [3 * a, 1, area, false];
          question = `The perimeter of an equilateral triangle is ${3 * a} cm. What is its area?`;
          hiQuestion = `एक समबाहु त्रिभुज का परिमाप ${3 * a} सेमी है। उसका क्षेत्रफल कितना है?`;
          wrong = [
            mistake('taking the perimeter as the side', 'परिमाप को ही भुजा मान लेना', 9 * area),
            mistake(
              'dividing the perimeter by 2 for the side',
              'भुजा के लिए परिमाप को 2 से भाग देना',
              (9 * area) / 4,
            ),
            mistake('using √3/2 in place of √3/4', '√3/4 के स्थान पर √3/2 लेना', 2 * area),
            mistake('taking ½ × side × side', '½ × भुजा × भुजा ले लेना', (a * a) / 2),
            mistake('forgetting to square the side', 'भुजा का वर्ग करना भूल जाना', (a * R3) / 4),
          ];
          steps = [`Side = ${3 * a} ÷ 3 = ${a} cm.`, `Area = (√3/4) × ${a}² = ${sqS(area)}.`];
          hiSteps = [`भुजा = ${3 * a} ÷ 3 = ${a} सेमी।`, `क्षेत्रफल = (√3/4) × ${a}² = ${hiSqS(area)}।`];
          break;
        case 'inradius':
          [given, root, answer] = [a, 1, inr];
          question = `What is the radius of the circle inscribed in an equilateral triangle of side ${a} cm?`;
          hiQuestion = `${a} सेमी भुजा वाले समबाहु त्रिभुज के अंतःवृत्त की त्रिज्या कितनी है?`;
          wrong = [
            mistake('giving the circumradius instead', 'इसके स्थान पर परिवृत्त की त्रिज्या दे देना', circ),
            mistake('giving the height instead', 'इसके स्थान पर ऊँचाई दे देना', height),
            mistake('taking half the side', 'भुजा का आधा ले लेना', a / 2),
            mistake('taking half the height', 'ऊँचाई का आधा ले लेना', height / 2),
            mistake('dividing the side by 2√2', 'भुजा को 2√2 से भाग देना', a / (2 * R2)),
          ];
          steps = [
            `Height = (√3/2) × ${a} = ${cmS(height)}; the incentre is the centroid, one-third of the height above a side.`,
            `Inradius = ${surd(height)} ÷ 3 = a/(2√3) = ${cmS(inr)}.`,
          ];
          hiSteps = [
            `ऊँचाई = (√3/2) × ${a} = ${hiCmS(height)}; अंतःकेंद्र ही केन्द्रक है, जो भुजा से ऊँचाई के एक-तिहाई पर होता है।`,
            `अंतःवृत्त की त्रिज्या = ${surd(height)} ÷ 3 = a/(2√3) = ${hiCmS(inr)}।`,
          ];
          break;
        case 'circumradius':
          [given, root, answer] = [a, 1, circ];
          question = `What is the radius of the circle passing through the vertices of an equilateral triangle of side ${a} cm?`;
          hiQuestion = `${a} सेमी भुजा वाले समबाहु त्रिभुज के शीर्षों से होकर जाने वाले वृत्त की त्रिज्या कितनी है?`;
          wrong = [
            mistake('giving the inradius instead', 'इसके स्थान पर अंतःवृत्त की त्रिज्या दे देना', inr),
            mistake('giving the height instead', 'इसके स्थान पर ऊँचाई दे देना', height),
            mistake('taking half the side', 'भुजा का आधा ले लेना', a / 2),
            mistake(
              'multiplying the side by √3 instead of dividing',
              'भुजा को √3 से भाग देने के स्थान पर गुणा करना',
              a * R3,
            ),
            mistake('taking the side itself', 'भुजा को ही त्रिज्या मान लेना', a),
          ];
          steps = [
            `Height = (√3/2) × ${a} = ${cmS(height)}; the circumcentre is the centroid, two-thirds of the height from a vertex.`,
            `Circumradius = ⅔ × ${surd(height)} = a/√3 = ${cmS(circ)}.`,
          ];
          hiSteps = [
            `ऊँचाई = (√3/2) × ${a} = ${hiCmS(height)}; परिकेंद्र ही केन्द्रक है, जो शीर्ष से ऊँचाई के दो-तिहाई पर होता है।`,
            `परिवृत्त की त्रिज्या = ⅔ × ${surd(height)} = a/√3 = ${hiCmS(circ)}।`,
          ];
          break;
        case 'perimeterFromArea':
          [given, root, answer] = [k, 3, 3 * a];
          question = `The area of an equilateral triangle is ${sqS(area)}. What is its perimeter?`;
          hiQuestion = `एक समबाहु त्रिभुज का क्षेत्रफल ${hiSqS(area)} है। उसका परिमाप कितना है?`;
          wrong = [
            mistake('giving the side instead', 'इसके स्थान पर भुजा दे देना', a),
            mistake('leaving out the 4 of √3/4', '√3/4 का 4 छोड़ देना', (3 * a) / 2),
            mistake('using √3/2 in place of √3/4', '√3/4 के स्थान पर √3/2 लेना', (3 * a) / R2),
            mistake('adding four sides', 'चार भुजाएँ जोड़ लेना', 4 * a),
            mistake('giving twice the side', 'भुजा का दोगुना दे देना', 2 * a),
          ];
          steps = [
            `(√3/4) × side² = ${k}√3, so side² = ${a * a} and side = ${a} cm.`,
            `Perimeter = 3 × ${a} = ${cmS(3 * a)}.`,
          ];
          hiSteps = [
            `(√3/4) × भुजा² = ${k}√3, अतः भुजा² = ${a * a} और भुजा = ${a} सेमी।`,
            `परिमाप = 3 × ${a} = ${hiCmS(3 * a)}।`,
          ];
          break;
        case 'areaFromHeight': {
          // the height is a whole number of cm here, so the side is a surd: side = 2 × height/√3
          const hWhole = rng.int(3, 24);
          const side = (2 * hWhole) / R3;
          const ar = (hWhole * hWhole) / R3;
          [given, root, answer, lengthAnswer] = [hWhole, 1, ar, false];
          question = `The height of an equilateral triangle is ${hWhole} cm. What is its area?`;
          hiQuestion = `एक समबाहु त्रिभुज की ऊँचाई ${hWhole} सेमी है। उसका क्षेत्रफल कितना है?`;
          wrong = [
            mistake('taking the height as the side', 'ऊँचाई को ही भुजा मान लेना', (hWhole * hWhole * R3) / 4),
            mistake('taking ½ × height × height', '½ × ऊँचाई × ऊँचाई ले लेना', (hWhole * hWhole) / 2),
            mistake('forgetting the ½ of ½ × base × height', '½ × आधार × ऊँचाई का ½ भूल जाना', 2 * ar),
            mistake(
              'multiplying the height by √3 for the side',
              'भुजा के लिए ऊँचाई को √3 से गुणा करना',
              (hWhole * hWhole * R3) / 2,
            ),
            mistake(
              'dividing the height by √3 for the side',
              'भुजा के लिए ऊँचाई को √3 से भाग देना',
              (hWhole * hWhole * R3) / 6,
            ),
          ];
          steps = [
            `Height = (√3/2) × side, so side = 2 × ${hWhole}/√3 = ${cmS(side)}.`,
            `Area = ½ × side × height = ½ × ${surd(side)} × ${hWhole} = ${sqS(ar)} (or height²/√3).`,
          ];
          hiSteps = [
            `ऊँचाई = (√3/2) × भुजा, अतः भुजा = 2 × ${hWhole}/√3 = ${hiCmS(side)}।`,
            `क्षेत्रफल = ½ × भुजा × ऊँचाई = ½ × ${surd(side)} × ${hWhole} = ${hiSqS(ar)} (या ऊँचाई²/√3)।`,
          ];
          break;
        }
        case 'circumradiusFromArea':
          [given, root, answer] = [k, 3, circ];
          question = `The area of an equilateral triangle is ${sqS(area)}. What is the radius of its circumcircle?`;
          hiQuestion = `एक समबाहु त्रिभुज का क्षेत्रफल ${hiSqS(area)} है। उसके परिवृत्त की त्रिज्या कितनी है?`;
          wrong = [
            mistake('giving the side instead', 'इसके स्थान पर भुजा दे देना', a),
            mistake('giving the inradius instead', 'इसके स्थान पर अंतःवृत्त की त्रिज्या दे देना', inr),
            mistake('giving the height instead', 'इसके स्थान पर ऊँचाई दे देना', height),
            mistake('taking half the side', 'भुजा का आधा ले लेना', a / 2),
            mistake(
              'multiplying the side by √3 instead of dividing',
              'भुजा को √3 से भाग देने के स्थान पर गुणा करना',
              a * R3,
            ),
          ];
          steps = [
            `(√3/4) × side² = ${k}√3, so side² = ${a * a} and side = ${a} cm.`,
            `Circumradius = side/√3 = ${a}/√3 = ${cmS(circ)}.`,
          ];
          hiSteps = [
            `(√3/4) × भुजा² = ${k}√3, अतः भुजा² = ${a * a} और भुजा = ${a} सेमी।`,
            `परिवृत्त की त्रिज्या = भुजा/√3 = ${a}/√3 = ${hiCmS(circ)}।`,
          ];
          break;
      }
      const kept = wrong.filter(
        (w, i, all) =>
          printable(w.value as number) &&
          Math.abs((w.value as number) - answer) > 1e-9 &&
          all.findIndex((o) => Math.abs((o.value as number) - (w.value as number)) < 1e-9) === i,
      );
      if (kept.length < 3) return undefined;
      return {
        question,
        answer,
        format: lengthAnswer ? cmS : sqS,
        symbolic: true,
        wholeOptions: false,
        distractors: aroundKey(kept, answer, a + given),
        steps,
        hi: { question: hiQuestion, steps: hiSteps, format: lengthAnswer ? hiCmS : hiSqS },
        params: { ask, given, root },
      };
    });
  },
};
