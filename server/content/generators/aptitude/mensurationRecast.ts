/**
 * A solid recast into another (coverage audit 4, item 3): a sphere melted and recast into a cone of
 * a given base radius, the cone's height asked (4/3 πr³ = 1/3 πR²h, so h = 4r³/R²).
 */
import { num } from '../format';
import { isWhole } from '../math';
import { isExact, until } from '../question';
import type { Kind, Problem } from '../types';
import { cm } from './measures';
import { hiCm } from './hindiShapes';
import { aroundKey } from './keyRank';

export const sphereToCone: Kind = {
  levels: [3],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const r = rng.int(2, 21);
      const big = rng.int(2, 42);
      const h = (4 * r ** 3) / big ** 2;
      if (big === r || !isWhole(h) || h < 4 || h > 200) return undefined;
      const wrong = [
        {
          mistake: "forgetting the ⅓ in the cone's volume",
          value: h / 3,
          hi: 'शंकु के आयतन में ⅓ भूल जाना',
        },
        {
          mistake: "using a hemisphere's volume (⅔πr³)",
          value: h / 2,
          hi: 'अर्धगोले का आयतन (⅔πr³) ले लेना',
        },
        {
          mistake: 'dividing by R instead of R²',
          value: (4 * r ** 3) / big,
          hi: 'R² के स्थान पर R से भाग देना',
        },
        {
          mistake: "taking the sphere's volume as πr³",
          value: (3 * r ** 3) / big ** 2,
          hi: 'गोले का आयतन πr³ मान लेना',
        },
        {
          mistake: "using the base's diameter as its radius",
          value: h / 4,
          hi: 'आधार के व्यास को उसकी त्रिज्या मान लेना',
        },
        {
          mistake: "using the sphere's diameter as its radius",
          value: 8 * h,
          hi: 'गोले के व्यास को उसकी त्रिज्या मान लेना',
        },
        {
          mistake: "taking the sphere's volume as 4πr³ (without the ⅓)",
          value: 3 * h,
          hi: 'गोले का आयतन 4πr³ मान लेना (⅓ के बिना)',
        },
        // a third is a rounded figure unless whole; halves and quarters print exactly
      ].filter((d) => isExact(d.value));
      return {
        question: `A solid metal sphere of radius ${cm(r)} is melted and recast into a solid cone whose base has radius ${cm(big)}. What is the height of the cone?`,
        answer: h,
        format: cm,
        wholeOptions: false,
        distractors: aroundKey(wrong, h, r + big),
        steps: [
          `Volumes are equal: 4/3 π × ${r}³ = 1/3 π × ${big}² × h, so h = 4 × ${num(r ** 3)} ÷ ${num(big ** 2)} = ${cm(h)}.`,
        ],
        hi: {
          question: `${hiCm(r)} त्रिज्या वाले धातु के एक ठोस गोले को पिघलाकर एक ठोस शंकु बनाया जाता है, जिसके आधार की त्रिज्या ${hiCm(big)} है। शंकु की ऊँचाई कितनी है?`,
          steps: [
            `आयतन बराबर हैं: 4/3 π × ${r}³ = 1/3 π × ${big}² × h, अतः h = 4 × ${num(r ** 3)} ÷ ${num(big ** 2)} = ${hiCm(h)}।`,
          ],
          format: hiCm,
        },
        params: { r, big },
      };
    });
  },
};
