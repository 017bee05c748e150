/**
 * The percentage change in a solid's volume or surface area when its one length changes (brief qs,
 * issue 19; SSC syllabus "mensuration"): a cube's edge, a sphere's radius, or a cylinder's radius
 * and height both changed by r%; the volume goes with the cube of (1 ± r/100), the area with the
 * square. And a solid made of two or three (a cone on a hemisphere, a capsule, a cone on a cylinder):
 * its volume. mensuration.ts spreads them in after its other kinds.
 */
import { decimal, num, pct } from '../format';
import { isExact, until } from '../question';
import { cm, cucm, PI } from './measures';
import { HI_TAKE_PI, hiCm, hiCucm } from './hindiShapes';
import type { Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

/** Clears floating-point dust from a percentage with at most a few decimals. */
const tidy = (x: number): number => Math.round(x * 1e6) / 1e6;

const SOLIDS = {
  cube: { en: 'the edge of a cube', hi: 'एक घन की भुजा', hiOf: 'उसके' },
  sphere: { en: 'the radius of a sphere', hi: 'एक गोले की त्रिज्या', hiOf: 'उसके' },
  cylinder: {
    en: 'both the radius and the height of a cylinder',
    hi: 'एक बेलन की त्रिज्या और ऊँचाई दोनों',
    hiOf: 'उसके',
  },
} as const;

export const MENSURATION_QS: Record<string, Kind> = {
  solidChange: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const solid = rng.pick(['cube', 'sphere', 'cylinder'] as const);
        const up = rng.chance(0.6);
        const r = up ? rng.pick([10, 20, 30, 40, 50, 100]) : rng.pick([10, 20, 30, 40, 50]);
        const volume = solid === 'cylinder' || rng.chance(0.65);
        const power = volume ? 3 : 2;
        const f = 1 + (up ? r : -r) / 100;
        const key = tidy(Math.abs(f ** power - 1) * 100);
        const otherPower = volume ? 2 : 3;
        const wrong = [
          {
            mistake: `multiplying the ${r}% by ${power}`,
            value: power * r,
            hi: `${r}% को ${power} से गुणा कर देना`,
          },
          {
            mistake: `taking the ${volume ? 'volume' : 'area'} to change by the same ${r}%`,
            value: r,
            hi: `${volume ? 'आयतन' : 'क्षेत्रफल'} में भी वही ${r}% परिवर्तन मान लेना`,
          },
          {
            mistake: `${volume ? 'squaring instead of cubing' : 'cubing instead of squaring'} (1 ${up ? '+' : '−'} ${r}/100)`,
            value: tidy(Math.abs(f ** otherPower - 1) * 100),
            hi: `(1 ${up ? '+' : '−'} ${r}/100) का ${volume ? 'घन के स्थान पर वर्ग' : 'वर्ग के स्थान पर घन'} लेना`,
          },
          {
            mistake: `giving the new ${volume ? 'volume' : 'area'} as a percentage of the old`,
            value: tidy(f ** power * 100),
            hi: `नए ${volume ? 'आयतन' : 'क्षेत्रफल'} को पुराने के प्रतिशत के रूप में दे देना`,
          },
          // a decrease past 100% is no option a candidate would mark
        ].filter((w) => w.value > 0 && w.value !== key && w.value < (up ? 1000 : 100));
        if (new Set(wrong.map((w) => w.value)).size < 3) return undefined;
        const what = volume ? 'volume' : solid === 'sphere' ? 'surface area' : 'total surface area';
        const hiWhat = volume ? 'आयतन' : solid === 'sphere' ? 'पृष्ठीय क्षेत्रफल' : 'संपूर्ण पृष्ठीय क्षेत्रफल';
        const dir = up ? 'increase' : 'decrease';
        const hiDir = up ? 'वृद्धि' : 'कमी';
        const factor = decimal(f);
        const raised = decimal(tidy(f ** power));
        const s = SOLIDS[solid];
        return {
          question: `If ${s.en} ${solid === 'cylinder' ? 'are' : 'is'} ${up ? 'increased' : 'decreased'} by ${r}%, by what percentage does its ${what} ${dir}?`,
          answer: key,
          format: pct,
          wholeOptions: false,
          distractors: aroundKey(wrong, key, r + power),
          steps: [
            `The ${what} goes with the ${volume ? 'cube' : 'square'} of the length${solid === 'cylinder' ? ' (radius² × height)' : ''}: the new ${what} = ${factor}${power === 3 ? '³' : '²'} = ${raised} times the old.`,
            `${up ? `Increase = ${raised} − 1` : `Decrease = 1 − ${raised}`} = ${decimal(tidy(key / 100))} = ${pct(key)}.`,
          ],
          hi: {
            question: `यदि ${s.hi} में ${r}% की ${up ? 'वृद्धि' : 'कमी'} की जाए, तो ${s.hiOf} ${hiWhat} में कितने प्रतिशत की ${hiDir} होगी?`,
            steps: [
              `${hiWhat} लंबाई के ${volume ? 'घन' : 'वर्ग'} के अनुसार बदलता है${solid === 'cylinder' ? ' (त्रिज्या² × ऊँचाई)' : ''}: नया ${hiWhat} = ${factor}${power === 3 ? '³' : '²'} = पुराने का ${raised} गुना।`,
              `${up ? `वृद्धि = ${raised} − 1` : `कमी = 1 − ${raised}`} = ${decimal(tidy(key / 100))} = ${pct(key)}।`,
            ],
          },
          params: { solid, r, up, volume },
        };
      });
    },
  },
};

type Part = { mistake: string; hi: string; value: number };

/** A solid made of two or three simple ones, radius r (a multiple of 7), its volume with π = 22/7. */
export const combinedSolid: Kind = {
  levels: [3],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const shape = rng.pick(['coneOnHemisphere', 'capsule', 'coneOnCylinder'] as const);
      const r = 7 * rng.int(1, 3) * (rng.chance(0.3) ? 0.5 : 1);
      const hemi = (2 / 3) * PI * r ** 3;
      const cyl = (h: number): number => PI * r * r * h;
      let key: number;
      let wrong: Part[];
      let question: string;
      let hiQuestion: string;
      let steps: string[];
      let hiSteps: string[];
      let params: Record<string, number | string>;
      if (shape === 'coneOnHemisphere') {
        const total = r + rng.int(2, 6) * 2;
        const h = total - r;
        key = hemi + cyl(h) / 3;
        wrong = [
          {
            mistake: "taking the whole height as the cone's",
            value: hemi + cyl(total) / 3,
            hi: 'पूरी ऊँचाई को शंकु की ऊँचाई मान लेना',
          },
          {
            mistake: "forgetting the ⅓ in the cone's volume",
            value: hemi + cyl(h),
            hi: 'शंकु के आयतन में ⅓ भूल जाना',
          },
          {
            mistake: 'taking a whole sphere for the hemisphere',
            value: 2 * hemi + cyl(h) / 3,
            hi: 'अर्धगोले के स्थान पर पूरा गोला ले लेना',
          },
          { mistake: 'leaving out the hemisphere', value: cyl(h) / 3, hi: 'अर्धगोले को छोड़ देना' },
          { mistake: 'leaving out the cone', value: hemi, hi: 'शंकु को छोड़ देना' },
          {
            mistake: 'taking the hemisphere as a cone of height r (⅓πr³)',
            value: hemi / 2 + cyl(h) / 3,
            hi: 'अर्धगोले को r ऊँचाई का शंकु मान लेना (⅓πr³)',
          },
        ];
        question = `A toy is in the form of a cone mounted on a hemisphere of the same radius, ${cm(r)}. The total height of the toy is ${cm(total)}. What is its volume? (Take π = 22/7.)`;
        hiQuestion = `एक खिलौना ${hiCm(r)} त्रिज्या के अर्धगोले पर उसी त्रिज्या के शंकु को रखकर बना है। खिलौने की कुल ऊँचाई ${hiCm(total)} है। उसका आयतन कितना है? ${HI_TAKE_PI}`;
        steps = [
          `The cone's height = ${num(total)} − ${num(r)} = ${num(h)} cm.`,
          `Volume = ⅔πr³ + ⅓πr²h = ${num(hemi)} + ${num(cyl(h) / 3)} = ${cucm(key)}.`,
        ];
        hiSteps = [
          `शंकु की ऊँचाई = ${num(total)} − ${num(r)} = ${num(h)} सेमी।`,
          `आयतन = ⅔πr³ + ⅓πr²h = ${num(hemi)} + ${num(cyl(h) / 3)} = ${hiCucm(key)}।`,
        ];
        params = { shape, r, total };
      } else if (shape === 'capsule') {
        const total = 2 * r + rng.int(2, 12) * 2;
        const h = total - 2 * r;
        key = cyl(h) + 2 * hemi;
        wrong = [
          {
            mistake: "taking the whole length as the cylinder's",
            value: cyl(total) + 2 * hemi,
            hi: 'पूरी लंबाई को बेलन की लंबाई मान लेना',
          },
          {
            mistake: 'subtracting only one radius from the length',
            value: cyl(total - r) + 2 * hemi,
            hi: 'लंबाई में से केवल एक त्रिज्या घटाना',
          },
          { mistake: 'counting only one hemisphere', value: cyl(h) + hemi, hi: 'केवल एक अर्धगोला गिनना' },
          { mistake: 'leaving out the hemispheres', value: cyl(h), hi: 'दोनों अर्धगोलों को छोड़ देना' },
          {
            mistake: 'taking the given radius as the diameter',
            value: PI * (r / 2) ** 2 * (total - r) + (4 / 3) * PI * (r / 2) ** 3,
            hi: 'दी गई त्रिज्या को व्यास मान लेना',
          },
        ];
        question = `A capsule is a cylinder with a hemisphere at each end. Its radius is ${cm(r)} and its whole length is ${cm(total)}. What is its volume? (Take π = 22/7.)`;
        hiQuestion = `एक कैप्सूल एक बेलन है जिसके दोनों सिरों पर एक-एक अर्धगोला लगा है। उसकी त्रिज्या ${hiCm(r)} और पूरी लंबाई ${hiCm(total)} है। उसका आयतन कितना है? ${HI_TAKE_PI}`;
        steps = [
          `The cylinder's length = ${num(total)} − 2 × ${num(r)} = ${num(h)} cm; the two hemispheres make a sphere.`,
          `Volume = πr²h + 4/3 πr³ = ${num(cyl(h))} + ${num(2 * hemi)} = ${cucm(key)}.`,
        ];
        hiSteps = [
          `बेलन की लंबाई = ${num(total)} − 2 × ${num(r)} = ${num(h)} सेमी; दोनों अर्धगोले मिलकर एक गोला बनाते हैं।`,
          `आयतन = πr²h + 4/3 πr³ = ${num(cyl(h))} + ${num(2 * hemi)} = ${hiCucm(key)}।`,
        ];
        params = { shape, r, total };
      } else {
        const h1 = rng.int(2, 15) * 2;
        const h2 = rng.int(1, 8) * 3;
        key = cyl(h1) + cyl(h2) / 3;
        wrong = [
          {
            mistake: "forgetting the ⅓ in the cone's volume",
            value: cyl(h1 + h2),
            hi: 'शंकु के आयतन में ⅓ भूल जाना',
          },
          {
            mistake: 'taking the cone as half the cylinder of its height',
            value: cyl(h1) + cyl(h2) / 2,
            hi: 'शंकु को अपनी ऊँचाई के बेलन का आधा मान लेना',
          },
          { mistake: 'leaving out the cone', value: cyl(h1), hi: 'शंकु को छोड़ देना' },
          {
            mistake: 'taking the given radius as the diameter',
            value: key / 4,
            hi: 'दी गई त्रिज्या को व्यास मान लेना',
          },
          {
            mistake: 'taking the cone as a third of the whole',
            value: cyl(h1 + h2) / 3,
            hi: 'पूरे ठोस को ही शंकु मानकर ⅓ लेना',
          },
        ];
        question = `A solid is a cylinder of radius ${cm(r)} and height ${cm(h1)} surmounted by a cone of the same radius and height ${cm(h2)}. What is its volume? (Take π = 22/7.)`;
        hiQuestion = `एक ठोस ${hiCm(r)} त्रिज्या और ${hiCm(h1)} ऊँचाई वाला बेलन है, जिसके ऊपर उसी त्रिज्या और ${hiCm(h2)} ऊँचाई का शंकु लगा है। उसका आयतन कितना है? ${HI_TAKE_PI}`;
        steps = [`Volume = πr²h₁ + ⅓πr²h₂ = ${num(cyl(h1))} + ${num(cyl(h2) / 3)} = ${cucm(key)}.`];
        hiSteps = [`आयतन = πr²h₁ + ⅓πr²h₂ = ${num(cyl(h1))} + ${num(cyl(h2) / 3)} = ${hiCucm(key)}।`];
        params = { shape, r, h1, h2 };
      }
      const shown = wrong.filter(
        (w) => w.value > 0 && isExact(w.value) && Math.abs(w.value * 100 - Math.round(w.value * 100)) < 1e-6,
      );
      if (!isExact(key) || Math.abs(key * 100 - Math.round(key * 100)) > 1e-6) return undefined;
      if (new Set(shown.map((w) => w.value).filter((v) => Math.abs(v - key) > 1e-6)).size < 3)
        return undefined;
      return {
        question,
        answer: key,
        format: cucm,
        wholeOptions: false,
        distractors: aroundKey(shown, key, r + ((params.total as number) ?? 0)),
        steps,
        hi: { question: hiQuestion, steps: hiSteps, format: hiCucm },
        params,
      };
    });
  },
};
