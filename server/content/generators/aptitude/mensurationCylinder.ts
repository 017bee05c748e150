/**
 * A cylinder asked the other way round (issue 19, audit 3, item 4): the radius from the curved surface
 * and the height, then the volume. mensuration.ts lists it after its other kinds.
 */
import { num } from '../format';
import { isWhole } from '../math';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { HI_TAKE_PI, hiCm, hiCucm, hiSqcm } from './hindiShapes';
import { aroundKey } from './keyRank';
import { PI, cm, cucm, sqcm } from './measures';

export const cylinderFromCurved: Kind = {
  levels: [2],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const r = 7 * rng.int(1, 5);
      const h = rng.int(4, 30);
      const curved = 2 * PI * r * h;
      const v = PI * r * r * h;
      if (!isWhole(curved) || !isWhole(v)) return undefined;
      const wrong = [
        { mistake: 'taking the curved surface as πrh', hi: 'वक्र पृष्ठीय क्षेत्रफल को πrh मानना', value: 4 * v },
        {
          mistake: 'taking the radius found as the diameter',
          hi: 'प्राप्त त्रिज्या को व्यास मान लेना',
          value: v / 4,
        },
        { mistake: 'forgetting to square the radius', hi: 'त्रिज्या का वर्ग करना भूल जाना', value: curved / 2 },
        {
          mistake: 'multiplying the curved surface by the radius',
          hi: 'वक्र पृष्ठीय क्षेत्रफल को त्रिज्या से गुणा करना',
          value: curved * r,
        },
        { mistake: 'taking one-third (the cone formula)', hi: 'एक-तिहाई लेना (शंकु का सूत्र)', value: v / 3 },
      ]
        .filter((d) => isWhole(d.value) && d.value > 0 && d.value !== v)
        .filter((e, i, all) => all.findIndex((o) => Math.abs(o.value - e.value) < 1e-9) === i);
      const kept = aroundKey(wrong, v, r + h);
      if (new Set(kept.slice(0, 3).map((d) => d.value)).size < 3) return undefined;
      return {
        question: `The curved surface area of a cylinder is ${sqcm(curved)} and its height is ${cm(h)}. What is its volume? (Take π = 22/7.)`,
        answer: v,
        format: cucm,
        distractors: kept,
        steps: [
          `Curved surface = 2πrh: 2 × 22/7 × r × ${h} = ${num(curved)}, so r = ${num(curved)} × 7/(44 × ${h}) = ${cm(r)}.`,
          `Volume = πr²h = 22/7 × ${r}² × ${h} = ${cucm(v)}.`,
        ],
        hi: {
          question: `एक बेलन का वक्र पृष्ठीय क्षेत्रफल ${hiSqcm(curved)} और उसकी ऊँचाई ${hiCm(h)} है। उसका आयतन कितना है? ${HI_TAKE_PI}`,
          steps: [
            `वक्र पृष्ठीय क्षेत्रफल = 2πrh: 2 × 22/7 × r × ${h} = ${num(curved)}, अतः r = ${num(curved)} × 7/(44 × ${h}) = ${hiCm(r)}।`,
            `आयतन = πr²h = 22/7 × ${r}² × ${h} = ${hiCucm(v)}।`,
          ],
          format: hiCucm,
        },
        params: { curved, h },
      };
    });
  },
};
