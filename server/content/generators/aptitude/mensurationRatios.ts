/**
 * Mensuration by ratios and sectors (issue 19; coverage audit 2, item 10): two cones or cylinders (or a
 * cone and a cylinder) whose radii and volumes, or radii and heights, are in given ratios, asked the
 * ratio of the third measure; and a sector of a circle: its area from its arc and radius, its arc or
 * its area from its angle. mensuration.ts spreads both in after its other kinds.
 */
import { ratio } from '../format';
import { gcd, reduceRatio } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';
import { cm, sqcm } from './measures';
import { HI_TAKE_PI, hiCm, hiSqcm } from './hindiShapes';

const reduced = (a: number, b: number): string => ratio(reduceRatio([a, b]));

type Pair = 'cones' | 'cylinders' | 'coneCylinder';
const PAIR_WORDS: Readonly<Record<Pair, { en: string; hi: string }>> = {
  cones: { en: 'two cones', hi: 'दो शंकुओं' },
  cylinders: { en: 'two cylinders', hi: 'दो बेलनों' },
  coneCylinder: { en: 'a cone and a cylinder', hi: 'एक शंकु और एक बेलन' },
};

export const solidRatios: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const pair: Pair = level === 3 ? 'coneCylinder' : rng.pick(['cones', 'cylinders'] as const);
      const [r1, r2] = [rng.int(1, 5), rng.int(1, 5)];
      if (r1 === r2 || gcd(r1, r2) !== 1) return undefined;
      // the volumes' factor: ⅓ for a cone; a cone beside a cylinder keeps it, two alike cancel it
      const third1 = pair === 'coneCylinder' ? 3 : 1;
      const askHeights = level === 3 || rng.chance(0.6);
      const words = PAIR_WORDS[pair];
      const radii = `${r1} : ${r2}`;
      if (askHeights) {
        const [v1, v2] = [rng.int(1, 9), rng.int(1, 9)];
        if (v1 === v2 || gcd(v1, v2) !== 1) return undefined;
        // h ∝ V / r² (× 3 for the cone beside a cylinder)
        const [h1, h2] = [third1 * v1 * r2 * r2, v2 * r1 * r1];
        const key = reduced(h1, h2);
        const wrong: Distractor[] = [
          {
            mistake: 'dividing by the radii instead of their squares',
            value: reduced(third1 * v1 * r2, v2 * r1),
            hi: 'त्रिज्याओं के वर्गों के स्थान पर त्रिज्याओं से भाग देना',
          },
          {
            mistake: 'multiplying by the squares of the radii instead of dividing',
            value: reduced(third1 * v1 * r1 * r1, v2 * r2 * r2),
            hi: 'त्रिज्याओं के वर्गों से भाग देने के स्थान पर गुणा करना',
          },
          {
            mistake: 'turning the ratio the wrong way round',
            value: reduced(h2, h1),
            hi: 'अनुपात को उलटे क्रम में लिख देना',
          },
        ];
        if (pair === 'coneCylinder')
          wrong.unshift({
            mistake: "forgetting the cone's one-third",
            value: reduced(v1 * r2 * r2, v2 * r1 * r1),
            hi: 'शंकु के सूत्र का एक-तिहाई भूल जाना',
          });
        if (new Set([key, ...wrong.map((w) => w.value)]).size < 4) return undefined;
        const formula =
          pair === 'coneCylinder'
            ? `V = ⅓πr²h for the cone and πr²h for the cylinder, so h = 3V/(πr²) and h = V/(πr²)`
            : `V = ${pair === 'cones' ? '⅓' : ''}πr²h for both, so h is as V/r²`;
        const hiFormula =
          pair === 'coneCylinder'
            ? `शंकु के लिए V = ⅓πr²h और बेलन के लिए V = πr²h, अतः h = 3V/(πr²) और h = V/(πr²)`
            : `दोनों के लिए V = ${pair === 'cones' ? '⅓' : ''}πr²h, अतः h, V/r² के अनुपात में है`;
        const calc = `${third1 === 3 ? '3 × ' : ''}${v1}/${r1}² : ${v2}/${r2}² = ${key}`;
        return {
          question: `The radii of the bases of ${words.en} are in the ratio ${radii} and their volumes are in the ratio ${v1} : ${v2}. What is the ratio of their heights?`,
          answer: key,
          distractors: wrong,
          steps: [`${formula}: h₁ : h₂ = ${calc}.`],
          hi: {
            question: `${words.hi} के आधारों की त्रिज्याओं का अनुपात ${radii} है और उनके आयतनों का अनुपात ${v1} : ${v2} है। उनकी ऊँचाइयों का अनुपात क्या है?`,
            steps: [`${hiFormula}: h₁ : h₂ = ${calc}।`],
          },
          params: { pair, ask: 'heights', radii: [r1, r2], volumes: [v1, v2] },
        };
      }
      const [h1, h2] = [rng.int(1, 9), rng.int(1, 9)];
      if (h1 === h2 || gcd(h1, h2) !== 1) return undefined;
      const key = reduced(r1 * r1 * h1, r2 * r2 * h2);
      const wrong: Distractor[] = [
        {
          mistake: 'not squaring the radii',
          value: reduced(r1 * h1, r2 * h2),
          hi: 'त्रिज्याओं का वर्ग न लेना',
        },
        {
          mistake: 'squaring the heights instead of the radii',
          value: reduced(r1 * h1 * h1, r2 * h2 * h2),
          hi: 'त्रिज्याओं के स्थान पर ऊँचाइयों का वर्ग लेना',
        },
        {
          mistake: 'turning the ratio the wrong way round',
          value: reduced(r2 * r2 * h2, r1 * r1 * h1),
          hi: 'अनुपात को उलटे क्रम में लिख देना',
        },
        {
          mistake: 'dividing by the heights instead of multiplying',
          value: reduced(r1 * r1 * h2, r2 * r2 * h1),
          hi: 'ऊँचाइयों से गुणा करने के स्थान पर भाग देना',
        },
      ];
      if (new Set([key, ...wrong.map((w) => w.value)]).size < 4) return undefined;
      const calc = `${r1}² × ${h1} : ${r2}² × ${h2} = ${key}`;
      return {
        question: `The radii of the bases of ${words.en} are in the ratio ${radii} and their heights are in the ratio ${h1} : ${h2}. What is the ratio of their volumes?`,
        answer: key,
        distractors: wrong,
        steps: [
          `V = ${pair === 'cones' ? '⅓' : ''}πr²h for both, so the volumes are as r²h: V₁ : V₂ = ${calc}.`,
        ],
        hi: {
          question: `${words.hi} के आधारों की त्रिज्याओं का अनुपात ${radii} है और उनकी ऊँचाइयों का अनुपात ${h1} : ${h2} है। उनके आयतनों का अनुपात क्या है?`,
          steps: [
            `दोनों के लिए V = ${pair === 'cones' ? '⅓' : ''}πr²h, अतः आयतन r²h के अनुपात में हैं: V₁ : V₂ = ${calc}।`,
          ],
        },
        params: { pair, ask: 'volumes', radii: [r1, r2], heights: [h1, h2] },
      };
    });
  },
};

// ── sectors ──────────────────────────────────────────────────────────────────────────────────────

const ANGLES = [30, 40, 45, 60, 72, 90, 120, 135, 144, 150, 210, 240, 270];

export const sector: Kind = {
  levels: [1, 2],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const ask = level === 1 ? 'areaFromArc' : rng.pick(['arc', 'area'] as const);
      if (ask === 'areaFromArc') {
        const r = rng.int(4, 30);
        const l = rng.int(3, 40);
        if ((l * r) % 2 || l === r || l >= 6 * r) return undefined;
        const key = (l * r) / 2;
        const wrong: Distractor[] = [
          { mistake: 'forgetting to halve l × r', value: l * r, hi: 'l × r को आधा करना भूल जाना' },
          { mistake: 'halving l × r twice', value: (l * r) / 4, hi: 'l × r को दो बार आधा करना' },
          { mistake: 'using ½ × l²', value: (l * l) / 2, hi: '½ × l² लेना' },
          { mistake: 'using ½ × r²', value: (r * r) / 2, hi: '½ × r² लेना' },
        ].filter((d) => Number.isInteger(d.value));
        return {
          question: `The arc of a sector of a circle of radius ${cm(r)} is ${cm(l)} long. What is the area of the sector?`,
          answer: key,
          format: sqcm,
          distractors: aroundKey(wrong, key, l + r),
          steps: [`Area of a sector = ½ × arc × radius = ½ × ${l} × ${r} = ${sqcm(key)}.`],
          hi: {
            question: `${hiCm(r)} त्रिज्या वाले वृत्त के एक त्रिज्यखंड का चाप ${hiCm(l)} लंबा है। त्रिज्यखंड का क्षेत्रफल कितना है?`,
            steps: [`त्रिज्यखंड का क्षेत्रफल = ½ × चाप × त्रिज्या = ½ × ${l} × ${r} = ${hiSqcm(key)}।`],
            format: hiSqcm,
          },
          params: { ask, r, l },
        };
      }
      const r = 7 * rng.int(1, 6);
      const theta = rng.pick(ANGLES);
      // arc = 2πrθ/360, area = πr²θ/360 with π = 22/7 (r a multiple of 7)
      const arc = (44 * r * theta) / (7 * 360);
      const area = (22 * r * r * theta) / (7 * 360);
      const major = (44 * r * (360 - theta)) / (7 * 360);
      const majorArea = (22 * r * r * (360 - theta)) / (7 * 360);
      const circumference = (44 * r) / 7;
      if (ask === 'arc') {
        if (!Number.isInteger(arc)) return undefined;
        const wrong: Distractor[] = [
          { mistake: 'using πr instead of 2πr', value: arc / 2, hi: '2πr के स्थान पर πr लेना' },
          { mistake: 'finding the major arc', value: major, hi: 'दीर्घ चाप ज्ञात करना' },
          {
            mistake: 'adding the two radii (the perimeter)',
            value: arc + 2 * r,
            hi: 'दोनों त्रिज्याएँ जोड़ देना (परिमाप)',
          },
          { mistake: 'giving the whole circumference', value: circumference, hi: 'पूरी परिधि दे देना' },
          { mistake: 'using the diameter for the radius', value: 2 * arc, hi: 'त्रिज्या के स्थान पर व्यास लेना' },
        ].filter((d) => Number.isInteger(d.value));
        return {
          question: `What is the length of the arc of a sector of angle ${theta}° in a circle of radius ${cm(r)}? (Take π = 22/7.)`,
          answer: arc,
          format: cm,
          distractors: aroundKey(wrong, arc, theta + r),
          steps: [`Arc = 2πr × θ/360° = 2 × 22/7 × ${r} × ${theta}/360 = ${cm(arc)}.`],
          hi: {
            question: `${hiCm(r)} त्रिज्या वाले वृत्त में ${theta}° कोण वाले त्रिज्यखंड के चाप की लंबाई कितनी है? ${HI_TAKE_PI}`,
            steps: [`चाप = 2πr × θ/360° = 2 × 22/7 × ${r} × ${theta}/360 = ${hiCm(arc)}।`],
            format: hiCm,
          },
          params: { ask, r, theta },
        };
      }
      if (!Number.isInteger(area)) return undefined;
      const wrong: Distractor[] = [
        { mistake: 'using 2πr² instead of πr²', value: 2 * area, hi: 'πr² के स्थान पर 2πr² लेना' },
        { mistake: 'finding the major sector', value: majorArea, hi: 'दीर्घ त्रिज्यखंड ज्ञात करना' },
        { mistake: 'finding the arc instead', value: arc, hi: 'इसके स्थान पर चाप ज्ञात करना' },
        { mistake: 'halving πr² × θ/360°', value: area / 2, hi: 'πr² × θ/360° को आधा करना' },
      ].filter((d) => Number.isInteger(d.value) && d.value > 0);
      return {
        question: `What is the area of a sector of angle ${theta}° in a circle of radius ${cm(r)}? (Take π = 22/7.)`,
        answer: area,
        format: sqcm,
        distractors: aroundKey(wrong, area, theta + r),
        steps: [`Area = πr² × θ/360° = 22/7 × ${r}² × ${theta}/360 = ${sqcm(area)}.`],
        hi: {
          question: `${hiCm(r)} त्रिज्या वाले वृत्त में ${theta}° कोण वाले त्रिज्यखंड का क्षेत्रफल कितना है? ${HI_TAKE_PI}`,
          steps: [`क्षेत्रफल = πr² × θ/360° = 22/7 × ${r}² × ${theta}/360 = ${hiSqcm(area)}।`],
          format: hiSqcm,
        },
        params: { ask, r, theta },
      };
    });
  },
};
