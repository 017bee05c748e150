/**
 * Number analogy by a root (coverage audit 4, item 13): "144 : 36 :: 81 : ? :: 196 : 42", each second
 * number k × the square root (at level 3 the cube root) of the first. The two complete pairs fix k,
 * and their roots differ, so no rule n → n ÷ m reads them too; each wrong option is a named slip (the
 * root alone, another multiplier, k added, the root of the next or previous perfect power), ordered
 * around the key with `aroundKey`.
 */
import { aroundKey } from '../aptitude/keyRank';
import { num } from '../format';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';

const SETTINGS: Record<Level, { power: 2 | 3; ks: number[]; roots: [number, number] }> = {
  1: { power: 2, ks: [2, 3], roots: [4, 15] },
  2: { power: 2, ks: [3, 4, 5], roots: [6, 20] },
  3: { power: 3, ks: [2, 3, 4, 5], roots: [2, 10] },
};

export function numberRoot(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const { power, ks, roots } = SETTINGS[level];
    const k = rng.pick(ks);
    const [r1, r2, r3] = rng.sample(
      Array.from({ length: roots[1] - roots[0] + 1 }, (_, i) => roots[0] + i),
      3,
    ) as [number, number, number];
    const n = (r: number): number => r ** power;
    const key = k * r2;
    const root = power === 2 ? 'square root' : 'cube root';
    const hiRoot = power === 2 ? 'वर्गमूल' : 'घनमूल';
    const whole = power === 2 ? 'perfect square' : 'perfect cube';
    const hiWhole = power === 2 ? 'पूर्ण वर्ग' : 'पूर्ण घन';
    const slips: Distractor[] = [
      { mistake: `taking the ${root} alone`, hi: `केवल ${hiRoot} लेना`, value: r2 },
      ...[k - 1, k + 1, k + 2]
        .filter((j) => j >= 2)
        .map((j) => ({
          mistake: `multiplying the ${root} by ${j} instead of ${k}`,
          hi: `${hiRoot} को ${k} के बजाय ${j} से गुणा करना`,
          value: j * r2,
        })),
      {
        mistake: `adding ${k} to the ${root} instead of multiplying by it`,
        hi: `${hiRoot} को ${k} से गुणा करने के बजाय उसमें ${k} जोड़ना`,
        value: r2 + k,
      },
      {
        mistake: `using the ${root} of the next ${whole}`,
        hi: `अगले ${hiWhole} का ${hiRoot} लेना`,
        value: k * (r2 + 1),
      },
      {
        mistake: `using the ${root} of the ${whole} before it`,
        hi: `उससे पहले वाले ${hiWhole} का ${hiRoot} लेना`,
        value: k * (r2 - 1),
      },
    ];
    const distractors = aroundKey(slips, key, r1 + r2 * 7 + r3 * 13 + k);
    if (distractors.slice(0, 3).some((d) => d.value === key || Number(d.value) <= 0)) return undefined;
    const shown = `${num(n(r1))} : ${num(k * r1)} :: ${num(n(r2))} : ? :: ${num(n(r3))} : ${num(k * r3)}`;
    const sign = power === 2 ? '√' : '∛';
    const work = (r: number): string => `${k} × ${sign}${num(n(r))} = ${k} × ${r} = ${num(k * r)}`;
    return {
      question: `Select the option that is related to the third number in the same way as the second number is related to the first number and the sixth number is related to the fifth number.\n${shown}`,
      answer: key,
      trap: false,
      distractors,
      steps: [
        `Each second number is ${k} × the ${root} of the first: ${work(r1)}; ${work(r3)}.`,
        `So ${work(r2)}.`,
      ],
      hi: {
        question: `उस विकल्प का चयन कीजिए जो तीसरी संख्या से उसी प्रकार संबंधित है, जिस प्रकार दूसरी संख्या पहली संख्या से संबंधित है और छठी संख्या पाँचवीं संख्या से संबंधित है।\n${shown}`,
        steps: [
          `प्रत्येक दूसरी संख्या पहली संख्या के ${hiRoot} की ${k} गुनी है: ${work(r1)}; ${work(r3)}।`,
          `अतः ${work(r2)}।`,
        ],
      },
      params: {
        power,
        examples: [
          [n(r1), k * r1],
          [n(r3), k * r3],
        ],
        c: n(r2),
      },
    };
  });
}
