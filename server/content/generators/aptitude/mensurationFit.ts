/**
 * How many fit (issue 19, third round): cubes cut from a cuboid or boxes packed in a carton, with the
 * big one's sides in centimetres or partly in metres; and the bricks a wall needs, less the share the
 * mortar takes. Every side of the big solid is a whole number of the small one's, so the count packed
 * is the volumes' quotient. mensuration.ts spreads both in after its other kinds.
 */
import { num } from '../format';
import { isWhole } from '../math';
import { until } from '../question';
import type { Kind, Level, Problem } from '../types';
import { hiCm } from './hindiShapes';
import { aroundKey } from './keyRank';
import { cm } from './measures';

/** A side as the question prints it: "1.2 m" for whole metres' multiples of 10 cm when `inMetres`. */
const side = (lengthCm: number, inMetres: boolean): string =>
  inMetres ? `${num(lengthCm / 100)} m` : cm(lengthCm);
const hiSide = (lengthCm: number, inMetres: boolean): string =>
  inMetres ? `${num(lengthCm / 100)} मीटर` : hiCm(lengthCm);

/** The named mistakes that give a whole count other than the key, none twice; undefined unless three. */
function wholeTraps<T extends { value: number }>(wrong: T[], key: number): T[] | undefined {
  const kept = wrong.filter(
    (d, i) =>
      d.value > 0 &&
      isWhole(d.value) &&
      d.value !== key &&
      wrong.findIndex((e) => Math.abs(e.value - d.value) < 1e-9) === i,
  );
  return kept.length >= 3 ? kept : undefined;
}

/** Boxes papers pack, in cm (length, breadth, height). */
const BOXES = [
  [25, 20, 10],
  [20, 15, 10],
  [30, 20, 15],
  [25, 15, 10],
  [40, 25, 20],
  [15, 10, 8],
  [20, 12, 10],
] as const;

/** Bricks, in cm, as the papers give them. */
const BRICKS = [
  [25, 12.5, 7.5],
  [20, 10, 7.5],
  [24, 12, 8],
  [25, 15, 8],
  [22.5, 10, 7.5],
  [25, 11.25, 6],
  [25, 10, 8],
] as const;

export const fitCount: Kind = {
  levels: [1, 2],
  make(rng, level: Level): Problem {
    return until((): Problem | undefined => {
      const cubes = level === 1 || rng.chance(0.5);
      const small = cubes
        ? (() => {
            const s = rng.pick([2, 3, 4, 5, 6, 10, 15, 20]);
            return [s, s, s] as const;
          })()
        : rng.pick(BOXES);
      // how many fit along each side, and which sides print in metres (level 2: the longest, maybe two)
      const along = [rng.int(2, 12), rng.int(2, 10), rng.int(2, 8)];
      const big = along.map((k, i) => k * small[i]!);
      const metres = big.map(
        (length, i) => level === 2 && length % 10 === 0 && length >= 100 && (i === 0 || rng.chance(0.4)),
      );
      if (level === 2 && !metres[0]) return undefined;
      if (new Set(big).size < 3 && !cubes) return undefined;
      const key = along[0]! * along[1]! * along[2]!;
      if (key > 5000) return undefined;
      const vBig = big[0]! * big[1]! * big[2]!;
      const vSmall = small[0] * small[1] * small[2];
      // the metre sides read as centimetres (1.2 m taken as 1.2 cm), or as 10 cm to the metre
      const unconverted = big.reduce((v, length, i) => v * (metres[i] ? length / 100 : length), 1) / vSmall;
      const tenToMetre = big.reduce((v, length, i) => v * (metres[i] ? length / 10 : length), 1) / vSmall;
      const wrong = [
        {
          mistake: 'counting only along the length and breadth',
          hi: 'केवल लंबाई और चौड़ाई के अनुदिश गिनना',
          value: along[0]! * along[1]!,
        },
        ...(cubes
          ? [
              {
                mistake: 'dividing by the square of the side instead of its cube',
                hi: 'भुजा के घन के स्थान पर उसके वर्ग से भाग देना',
                value: vBig / (small[0] * small[0]),
              },
            ]
          : [
              {
                mistake: 'dividing by the box’s base area instead of its volume',
                hi: 'बक्से के आयतन के स्थान पर उसके आधार के क्षेत्रफल से भाग देना',
                value: vBig / (small[0] * small[1]),
              },
            ]),
        ...(metres.some(Boolean)
          ? [
              {
                mistake: 'taking 1 m as 10 cm',
                hi: '1 मीटर को 10 सेमी मानना',
                value: tenToMetre,
              },
              {
                mistake: 'leaving the metres unconverted',
                hi: 'मीटर को सेमी में न बदलना',
                value: unconverted,
              },
            ]
          : []),
        {
          mistake: 'adding the numbers along the sides instead of multiplying',
          hi: 'भुजाओं के अनुदिश संख्याओं को गुणा करने के स्थान पर जोड़ना',
          value: along[0]! + along[1]! + along[2]!,
        },
        // slips on the key's other side, so that the key's place among the sorted options varies
        {
          mistake: 'counting one more along each side than fit',
          hi: 'प्रत्येक भुजा के अनुदिश जितने आते हैं उससे एक अधिक गिनना',
          value: (along[0]! + 1) * (along[1]! + 1) * (along[2]! + 1),
        },
        ...(metres.some(Boolean)
          ? [
              {
                mistake: 'taking 1 m as 1,000 cm',
                hi: '1 मीटर को 1,000 सेमी मानना',
                value: key * 10 ** metres.filter(Boolean).length,
              },
            ]
          : []),
        {
          mistake: 'counting the cuts along each side instead of the pieces',
          hi: 'प्रत्येक भुजा के अनुदिश टुकड़ों के स्थान पर कट गिनना',
          value: (along[0]! - 1) * (along[1]! - 1) * (along[2]! - 1),
        },
      ].filter((d) => d.value > 1);
      const kept = wholeTraps(aroundKey(wrong, key, along[0]! + along[1]! + along[2]!), key);
      if (!kept) return undefined;
      const bigText = big.map((length, i) => side(length, metres[i]!)).join(' × ');
      const hiBigText = big.map((length, i) => hiSide(length, metres[i]!)).join(' × ');
      const smallText = small.map((length) => num(length)).join(' cm × ');
      const hiSmallText = small.map((length) => num(length)).join(' सेमी × ');
      const question = cubes
        ? `How many cubes of side ${cm(small[0])} can be cut from a cuboid measuring ${bigText}?`
        : `How many boxes measuring ${smallText} cm can be packed in a carton measuring ${bigText}?`;
      const hiQuestion = cubes
        ? `${hiBigText} माप वाले एक घनाभ से ${hiCm(small[0])} भुजा वाले कितने घन काटे जा सकते हैं?`
        : `${hiBigText} माप वाले एक डिब्बे (कार्टन) में ${hiSmallText} सेमी माप वाले कितने बक्से रखे जा सकते हैं?`;
      const inCm = big.map((length) => num(length)).join(' cm × ');
      const hiInCm = big.map((length) => num(length)).join(' सेमी × ');
      const quotients = big.map((length, i) => `${num(length)} ÷ ${num(small[i]!)} = ${along[i]}`).join(', ');
      return {
        question,
        answer: key,
        distractors: kept,
        steps: [
          ...(metres.some(Boolean)
            ? [`In centimetres the ${cubes ? 'cuboid' : 'carton'} is ${inCm} cm.`]
            : []),
          `Along the sides: ${quotients}, so ${along[0]} × ${along[1]} × ${along[2]} = ${num(key)} ${cubes ? 'cubes' : 'boxes'} fit (the volumes' quotient ${num(vBig)} ÷ ${num(vSmall)} gives the same).`,
        ],
        hi: {
          question: hiQuestion,
          steps: [
            ...(metres.some(Boolean) ? [`सेंटीमीटर में ${cubes ? 'घनाभ' : 'डिब्बे'} की माप ${hiInCm} सेमी है।`] : []),
            `भुजाओं के अनुदिश: ${quotients}, अतः ${along[0]} × ${along[1]} × ${along[2]} = ${num(key)} ${cubes ? 'घन' : 'बक्से'} आएँगे (आयतनों का भागफल ${num(vBig)} ÷ ${num(vSmall)} भी यही देता है)।`,
          ],
        },
        params: { big, small: [...small], metres },
      };
    });
  },
};

export const wallBricks: Kind = {
  levels: [2, 3],
  make(rng, level: Level): Problem {
    return until((): Problem | undefined => {
      const brick = rng.pick(BRICKS);
      const length = rng.int(4, 20);
      const height = rng.pick([1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6]);
      const thick = rng.pick([20, 22.5, 24, 25, 30, 37.5, 40]);
      const mortar = level === 3 ? rng.pick([5, 10, 20]) : 0;
      const vWall = length * 100 * height * 100 * thick;
      const vBrick = brick[0] * brick[1] * brick[2];
      const key = (vWall * (100 - mortar)) / 100 / vBrick;
      if (!isWhole(key) || key > 60000 || key < 500) return undefined;
      const wrong = [
        ...(mortar
          ? [
              { mistake: 'ignoring the mortar', hi: 'गारे को अनदेखा करना', value: vWall / vBrick },
              {
                mistake: 'adding the mortar’s share instead of taking it off',
                hi: 'गारे का भाग घटाने के स्थान पर जोड़ना',
                value: (vWall * (100 + mortar)) / 100 / vBrick,
              },
            ]
          : []),
        {
          mistake: 'leaving out the wall’s thickness',
          hi: 'दीवार की मोटाई को छोड़ देना',
          value: (length * 100 * height * 100 * (100 - mortar)) / 100 / (brick[0] * brick[2]),
        },
        {
          mistake: 'dividing by the brick’s length and breadth only',
          hi: 'केवल ईंट की लंबाई और चौड़ाई से भाग देना',
          value: (vWall * (100 - mortar)) / 100 / (brick[0] * brick[1]),
        },
        {
          mistake: 'converting the length to centimetres but not the height',
          hi: 'लंबाई को सेमी में बदलना पर ऊँचाई को नहीं',
          value: (vWall * (100 - mortar)) / 100 / vBrick / 100,
        },
        // slips on the key's other side, so that the key's place among the sorted options varies
        {
          mistake: 'dividing by the brick’s length and height only',
          hi: 'केवल ईंट की लंबाई और ऊँचाई से भाग देना',
          value: (vWall * (100 - mortar)) / 100 / (brick[0] * brick[2]),
        },
        {
          mistake: 'taking 1 m as 1,000 cm',
          hi: '1 मीटर को 1,000 सेमी मानना',
          value: ((vWall * (100 - mortar)) / 100 / vBrick) * 100,
        },
        ...(mortar
          ? [
              {
                mistake: 'taking the mortar’s share instead of the bricks’',
                hi: 'ईंटों के भाग के स्थान पर गारे का भाग लेना',
                value: (vWall * mortar) / 100 / vBrick,
              },
            ]
          : []),
      ];
      const kept = wholeTraps(aroundKey(wrong, key, length + thick + height * 2), key);
      if (!kept) return undefined;
      const brickText = brick.map((x) => num(x)).join(' cm × ');
      const hiBrickText = brick.map((x) => num(x)).join(' सेमी × ');
      const share = mortar ? ` if ${num(mortar)}% of the wall is filled with mortar` : '';
      const hiShare = mortar ? `, यदि दीवार का ${num(mortar)}% भाग गारे (मसाले) से भरा हो` : '';
      return {
        question: `How many bricks, each measuring ${brickText} cm, will be needed to build a wall ${num(length)} m long, ${num(height)} m high and ${cm(thick)} thick${share}?`,
        answer: key,
        distractors: kept,
        steps: [
          `In centimetres the wall is ${num(length * 100)} × ${num(height * 100)} × ${num(thick)} = ${num(vWall)} cm³, and a brick is ${brick.map((x) => num(x)).join(' × ')} = ${num(vBrick)} cm³.`,
          mortar
            ? `Bricks fill ${num(100 - mortar)}% of the wall: ${num(vWall)} × ${num(100 - mortar)}/100 ÷ ${num(vBrick)} = ${num(key)} bricks.`
            : `${num(vWall)} ÷ ${num(vBrick)} = ${num(key)} bricks.`,
        ],
        hi: {
          question: `${num(length)} मीटर लंबी, ${num(height)} मीटर ऊँची और ${hiCm(thick)} मोटी एक दीवार बनाने के लिए ${hiBrickText} सेमी माप वाली कितनी ईंटों की आवश्यकता होगी${hiShare}?`,
          steps: [
            `सेंटीमीटर में दीवार का आयतन = ${num(length * 100)} × ${num(height * 100)} × ${num(thick)} = ${num(vWall)} घन सेमी, और एक ईंट का आयतन = ${brick.map((x) => num(x)).join(' × ')} = ${num(vBrick)} घन सेमी।`,
            mortar
              ? `ईंटें दीवार का ${num(100 - mortar)}% भाग भरती हैं: ${num(vWall)} × ${num(100 - mortar)}/100 ÷ ${num(vBrick)} = ${num(key)} ईंटें।`
              : `${num(vWall)} ÷ ${num(vBrick)} = ${num(key)} ईंटें।`,
          ],
        },
        params: { length, height, thick, brick: [...brick], mortar },
      };
    });
  },
};
