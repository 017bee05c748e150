/**
 * Mensuration's problem kinds about solids: cuboids, cylinders, cones, hemispheres, a solid melted and
 * recast.
 */
import { num, rupees } from '../format';
import { isWhole } from '../math';
import { until } from '../question';
import type { Problem, Kind } from '../types';
import { PI, cm, m, sqcm, sqm, cucm } from './measures';
import { HI_NO_THIRD, HI_TAKE_PI, hiCm, hiCucm, hiM, hiSqcm, hiSqm } from './hindiShapes';
import { aroundKey } from './keyRank';

const HI_CURVED = 'वक्र पृष्ठीय क्षेत्रफल';
const HI_TOTAL = 'संपूर्ण पृष्ठीय क्षेत्रफल';

export const cuboid: Kind = {
  levels: [2],
  make(rng): Problem {
    const [l, b, h] = [rng.int(4, 30), rng.int(3, 20), rng.int(2, 15)];
    const ask = rng.pick(['volume', 'surface', 'walls'] as const);
    if (ask === 'volume') {
      return {
        question: `What is the volume of a box ${cm(l)} long, ${cm(b)} wide and ${cm(h)} high?`,
        answer: l * b * h,
        format: cucm,
        distractors: [
          {
            mistake: 'finding the total surface area instead',
            value: 2 * (l * b + b * h + h * l),
            hi: `इसके स्थान पर ${HI_TOTAL} ज्ञात करना`,
          },
          { mistake: 'adding the three measures', value: l + b + h, hi: 'तीनों मापों को जोड़ देना' },
          {
            mistake: 'multiplying only length and breadth',
            value: l * b,
            hi: 'केवल लंबाई और चौड़ाई को गुणा करना',
          },
        ],
        steps: [`Volume = l × b × h = ${l} × ${b} × ${h} = ${cucm(l * b * h)}.`],
        hi: {
          question: `${hiCm(l)} लंबे, ${hiCm(b)} चौड़े और ${hiCm(h)} ऊँचे एक डिब्बे का आयतन कितना है?`,
          steps: [`आयतन = l × b × h = ${l} × ${b} × ${h} = ${hiCucm(l * b * h)}।`],
          format: hiCucm,
        },
        params: { ask, l, b, h },
      };
    }
    if (ask === 'surface') {
      const s = 2 * (l * b + b * h + h * l);
      return {
        question: `What is the total surface area of a cuboid ${cm(l)} × ${cm(b)} × ${cm(h)}?`,
        answer: s,
        format: sqcm,
        distractors: [
          {
            mistake: 'forgetting to double (counting each face once)',
            value: s / 2,
            hi: 'दोगुना करना भूल जाना (प्रत्येक फलक को एक ही बार गिनना)',
          },
          { mistake: 'giving the volume', value: l * b * h, hi: 'आयतन दे देना' },
          {
            mistake: 'finding only the four walls',
            value: 2 * h * (l + b),
            hi: 'केवल चारों दीवारों का क्षेत्रफल ज्ञात करना',
          },
        ],
        steps: [`TSA = 2(lb + bh + hl) = 2(${l * b} + ${b * h} + ${h * l}) = ${sqcm(s)}.`],
        hi: {
          question: `${hiCm(l)} × ${hiCm(b)} × ${hiCm(h)} माप वाले एक घनाभ का ${HI_TOTAL} कितना है?`,
          steps: [`${HI_TOTAL} = 2(lb + bh + hl) = 2(${l * b} + ${b * h} + ${h * l}) = ${hiSqcm(s)}।`],
          format: hiSqcm,
        },
        params: { ask, l, b, h },
      };
    }
    const rate = rng.pick([10, 12, 15, 20, 25, 30]);
    const walls = 2 * h * (l + b);
    return {
      question: `A hall is ${m(l)} long, ${m(b)} wide and ${m(h)} high. What does it cost to paint its four walls at ₹ ${rate} per m²?`,
      answer: walls * rate,
      format: rupees,
      distractors: [
        { mistake: 'including the ceiling', value: (walls + l * b) * rate, hi: 'छत को भी जोड़ लेना' },
        { mistake: 'painting only two walls', value: (walls / 2) * rate, hi: 'केवल दो दीवारों पर पेंट करना' },
        {
          mistake: 'painting all six faces',
          value: 2 * (l * b + b * h + h * l) * rate,
          hi: 'सभी छह फलकों पर पेंट करना',
        },
      ],
      steps: [
        `Area of four walls = 2h(l + b) = 2 × ${h} × (${l} + ${b}) = ${sqm(walls)}; cost = ${num(walls)} × ${rate} = ${rupees(walls * rate)}.`,
      ],
      hi: {
        question: `एक हॉल ${hiM(l)} लंबा, ${hiM(b)} चौड़ा और ${hiM(h)} ऊँचा है। ₹ ${rate} प्रति वर्ग मीटर की दर से उसकी चारों दीवारों पर पेंट कराने का व्यय कितना होगा?`,
        steps: [
          `चारों दीवारों का क्षेत्रफल = 2h(l + b) = 2 × ${h} × (${l} + ${b}) = ${hiSqm(walls)}; व्यय = ${num(walls)} × ${rate} = ${rupees(walls * rate)}।`,
        ],
      },
      params: { ask, l, b, h, rate },
    };
  },
};

export const cylinder: Kind = {
  levels: [2],
  make(rng): Problem {
    const r = 7 * rng.int(1, 4);
    const h = rng.int(3, 30);
    const ask = rng.pick(['volume', 'curved'] as const);
    if (ask === 'volume') {
      const v = PI * r * r * h;
      return {
        question: `What is the volume of a cylinder of radius ${cm(r)} and height ${cm(h)}? (Take π = 22/7.)`,
        answer: v,
        format: cucm,
        distractors: [
          {
            mistake: 'using the diameter instead of the radius',
            value: 4 * v,
            hi: 'त्रिज्या के स्थान पर व्यास लेना',
          },
          { mistake: 'finding the curved surface area', value: 2 * PI * r * h, hi: `${HI_CURVED} ज्ञात करना` },
          { mistake: 'taking one-third (the cone formula)', value: v / 3, hi: 'एक-तिहाई लेना (शंकु का सूत्र)' },
        ],
        steps: [`V = πr²h = 22/7 × ${r}² × ${h} = ${cucm(v)}.`],
        hi: {
          question: `${hiCm(r)} त्रिज्या और ${hiCm(h)} ऊँचाई वाले बेलन का आयतन कितना है? ${HI_TAKE_PI}`,
          steps: [`आयतन = πr²h = 22/7 × ${r}² × ${h} = ${hiCucm(v)}।`],
          format: hiCucm,
        },
        params: { ask, r, h },
      };
    }
    const c = 2 * PI * r * h;
    return {
      question: `Find the curved surface area of a cylinder of radius ${cm(r)} and height ${cm(h)}. (Take π = 22/7.)`,
      answer: c,
      format: sqcm,
      distractors: [
        { mistake: 'using πrh instead of 2πrh', value: c / 2, hi: '2πrh के स्थान पर πrh लेना' },
        {
          mistake: 'adding the two ends (total surface area)',
          value: c + 2 * PI * r * r,
          hi: `दोनों सिरे भी जोड़ लेना (${HI_TOTAL})`,
        },
        { mistake: 'finding the volume', value: PI * r * r * h, hi: 'आयतन ज्ञात करना' },
      ],
      steps: [`CSA = 2πrh = 2 × 22/7 × ${r} × ${h} = ${sqcm(c)}.`],
      hi: {
        question: `${hiCm(r)} त्रिज्या और ${hiCm(h)} ऊँचाई वाले बेलन का ${HI_CURVED} ज्ञात कीजिए। ${HI_TAKE_PI}`,
        steps: [`${HI_CURVED} = 2πrh = 2 × 22/7 × ${r} × ${h} = ${hiSqcm(c)}।`],
        format: hiSqcm,
      },
      params: { ask, r, h },
    };
  },
};

export const melt: Kind = {
  levels: [3],
  make(rng): Problem {
    const type = rng.pick(['spheres', 'cubes', 'wire'] as const);
    if (type === 'spheres') {
      const r = rng.int(1, 4);
      const k = rng.int(2, 5);
      const big = r * k;
      return {
        question: `A solid metal sphere of radius ${cm(big)} is melted and recast into small spheres of radius ${cm(r)} each. How many small spheres are made?`,
        answer: k ** 3,
        distractors: [
          { mistake: 'using the ratio of radii', value: k, hi: 'त्रिज्याओं का अनुपात ले लेना' },
          { mistake: 'using the ratio of surface areas', value: k * k, hi: 'पृष्ठीय क्षेत्रफलों का अनुपात ले लेना' },
          {
            mistake: 'multiplying the ratio of radii by 3 instead of cubing it',
            value: 3 * k,
            hi: 'त्रिज्याओं के अनुपात का घन करने के स्थान पर उसे 3 से गुणा करना',
          },
        ],
        steps: [`Number = (4/3 π × ${big}³) ÷ (4/3 π × ${r}³) = (${big}/${r})³ = ${k}³ = ${k ** 3}.`],
        hi: {
          question: `${hiCm(big)} त्रिज्या वाले धातु के एक ठोस गोले को पिघलाकर ${hiCm(r)} त्रिज्या वाले छोटे गोले बनाए जाते हैं। कितने छोटे गोले बनेंगे?`,
          steps: [`संख्या = (4/3 π × ${big}³) ÷ (4/3 π × ${r}³) = (${big}/${r})³ = ${k}³ = ${k ** 3}।`],
        },
        params: { type, big, r },
      };
    }
    if (type === 'cubes') {
      const a = rng.int(1, 4);
      const k = rng.int(2, 6);
      return {
        question: `A cube of edge ${cm(a * k)} is cut into small cubes of edge ${cm(a)} each. How many small cubes are there?`,
        answer: k ** 3,
        distractors: [
          { mistake: 'dividing the edges only', value: k, hi: 'केवल भुजाओं को भाग देना' },
          { mistake: 'dividing the face areas', value: k * k, hi: 'फलकों के क्षेत्रफलों को भाग देना' },
          {
            mistake: 'counting the small squares on the six faces',
            value: 6 * k * k,
            hi: 'छहों फलकों पर बने छोटे वर्गों को गिनना',
          },
        ],
        steps: [`Number = (${a * k} ÷ ${a})³ = ${k}³ = ${k ** 3}.`],
        hi: {
          question: `${hiCm(a * k)} भुजा वाले एक घन को ${hiCm(a)} भुजा वाले छोटे घनों में काटा जाता है। कितने छोटे घन बनेंगे?`,
          steps: [`संख्या = (${a * k} ÷ ${a})³ = ${k}³ = ${k ** 3}।`],
        },
        params: { type, big: a * k, r: a },
      };
    }
    return until((): Problem | undefined => {
      const R = rng.int(2, 12);
      const wireR = rng.pick([0.1, 0.2, 0.5, 1]);
      const length = ((4 / 3) * R ** 3) / (wireR * wireR); // cm
      if (!isWhole(length)) return undefined;
      const metres = length / 100;
      return {
        question: `A metal sphere of radius ${cm(R)} is melted and drawn into a wire of radius ${num(wireR * 10)} mm. How long is the wire, in metres?`,
        answer: metres,
        format: m,
        wholeOptions: false,
        distractors: [
          {
            mistake: 'forgetting to convert centimetres to metres',
            value: length,
            hi: 'सेंटीमीटर को मीटर में बदलना भूल जाना',
          },
          {
            mistake: 'using the wire diameter as its radius',
            value: metres / 4,
            hi: 'तार के व्यास को उसकी त्रिज्या मान लेना',
          },
          { mistake: 'leaving out the 4/3', value: (metres * 3) / 4, hi: '4/3 को छोड़ देना' },
        ],
        steps: [
          `4/3 π × ${R}³ = π × ${num(wireR)}² × L (in cm), so L = ${num((4 / 3) * R ** 3)} ÷ ${num(wireR * wireR)} = ${num(length)} cm = ${m(metres)}.`,
        ],
        hi: {
          question: `${hiCm(R)} त्रिज्या वाले धातु के एक गोले को पिघलाकर ${num(wireR * 10)} मिमी त्रिज्या वाला एक तार खींचा जाता है। तार की लंबाई कितने मीटर है?`,
          steps: [
            `4/3 π × ${R}³ = π × ${num(wireR)}² × L (सेमी में), अतः L = ${num((4 / 3) * R ** 3)} ÷ ${num(wireR * wireR)} = ${hiCm(length)} = ${hiM(metres)}।`,
          ],
          format: hiM,
        },
        params: { type, R, wireR },
      };
    });
  },
};

export const cone: Kind = {
  levels: [3],
  make(rng): Problem {
    // radius, height, slant height: whole numbers with the radius a multiple of 7 (π = 22/7)
    const [r, h, l] = rng.pick([
      [7, 24, 25],
      [21, 20, 29],
      [21, 28, 35],
      [28, 21, 35],
      [35, 12, 37],
      [14, 48, 50],
      [28, 45, 53],
    ] as const);
    const v = (PI * r * r * h) / 3;
    if (rng.chance(0.5) && isWhole(v)) {
      return {
        question: `Find the volume of a cone of base radius ${cm(r)} and height ${cm(h)}. (Take π = 22/7.)`,
        answer: v,
        format: cucm,
        distractors: [
          { mistake: 'forgetting the one-third', value: 3 * v, hi: HI_NO_THIRD },
          {
            mistake: 'using the slant height instead of the height',
            value: (PI * r * r * l) / 3,
            hi: 'ऊँचाई के स्थान पर तिर्यक ऊँचाई लेना',
          },
          {
            mistake: 'using r and h the other way round',
            value: (PI * h * h * r) / 3,
            hi: 'r और h को आपस में बदल देना',
          },
        ],
        steps: [`V = ⅓πr²h = ⅓ × 22/7 × ${r}² × ${h} = ${cucm(v)}.`],
        hi: {
          question: `${hiCm(r)} आधार त्रिज्या और ${hiCm(h)} ऊँचाई वाले शंकु का आयतन ज्ञात कीजिए। ${HI_TAKE_PI}`,
          steps: [`आयतन = ⅓πr²h = ⅓ × 22/7 × ${r}² × ${h} = ${hiCucm(v)}।`],
          format: hiCucm,
        },
        params: { ask: 'volume', r, h },
      };
    }
    const c = PI * r * l;
    return {
      question: `A cone has base radius ${cm(r)} and height ${cm(h)}. What is its curved surface area? (Take π = 22/7.)`,
      answer: c,
      format: sqcm,
      distractors: [
        {
          mistake: 'using the height instead of the slant height',
          value: PI * r * h,
          hi: 'तिर्यक ऊँचाई के स्थान पर ऊँचाई लेना',
        },
        {
          mistake: 'adding the base (total surface area)',
          value: c + PI * r * r,
          hi: `आधार भी जोड़ लेना (${HI_TOTAL})`,
        },
        { mistake: 'using 2πrl', value: 2 * c, hi: '2πrl लेना' },
      ],
      steps: [`Slant height l = √(${r}² + ${h}²) = ${l} cm. CSA = πrl = 22/7 × ${r} × ${l} = ${sqcm(c)}.`],
      hi: {
        question: `एक शंकु की आधार त्रिज्या ${hiCm(r)} और ऊँचाई ${hiCm(h)} है। उसका ${HI_CURVED} कितना है? ${HI_TAKE_PI}`,
        steps: [
          `तिर्यक ऊँचाई l = √(${r}² + ${h}²) = ${hiCm(l)}। ${HI_CURVED} = πrl = 22/7 × ${r} × ${l} = ${hiSqcm(c)}।`,
        ],
        format: hiSqcm,
      },
      params: { ask: 'curved', r, h },
    };
  },
};

export const hemisphere: Kind = {
  levels: [3],
  make(rng): Problem {
    if (rng.chance(0.4)) {
      const r = rng.pick([21, 42, 10.5, 31.5]);
      const v = (2 / 3) * PI * r ** 3;
      return {
        question: `A hemispherical bowl has an inner radius of ${cm(r)}. How much liquid, in cm³, can it hold? (Take π = 22/7.)`,
        answer: v,
        format: cucm,
        wholeOptions: false,
        distractors: [
          { mistake: 'using the full sphere', value: 2 * v, hi: 'पूरे गोले का आयतन ले लेना' },
          { mistake: 'using ⅓ instead of ⅔', value: v / 2, hi: '⅔ के स्थान पर ⅓ लेना' },
        ],
        steps: [`V = ⅔πr³ = ⅔ × 22/7 × ${num(r)}³ = ${cucm(v)}.`],
        hi: {
          question: `एक अर्धगोलाकार कटोरे की आंतरिक त्रिज्या ${hiCm(r)} है। उसमें कितने घन सेमी द्रव समा सकता है? ${HI_TAKE_PI}`,
          steps: [`आयतन = ⅔πr³ = ⅔ × 22/7 × ${num(r)}³ = ${hiCucm(v)}।`],
          format: hiCucm,
        },
        params: { ask: 'volume', r },
      };
    }
    const r = rng.pick([7, 14, 21, 3.5, 10.5, 28, 35]);
    const total = rng.chance(0.5);
    const value = (total ? 3 : 2) * PI * r * r;
    return {
      question: `What is the ${total ? 'total' : 'curved'} surface area of a solid hemisphere of radius ${cm(r)}? (Take π = 22/7.)`,
      answer: value,
      format: sqcm,
      wholeOptions: false,
      distractors: [
        {
          mistake: total ? 'leaving out the flat circular face' : 'adding the flat circular face',
          value: (total ? 2 : 3) * PI * r * r,
          hi: total ? 'समतल वृत्ताकार फलक को छोड़ देना' : 'समतल वृत्ताकार फलक को भी जोड़ लेना',
        },
        { mistake: 'using the whole sphere, 4πr²', value: 4 * PI * r * r, hi: 'पूरे गोले का सूत्र 4πr² लेना' },
        { mistake: 'using πr²', value: PI * r * r, hi: 'πr² लेना' },
      ],
      steps: [
        `${total ? 'TSA = 2πr² (curved) + πr² (flat) = 3πr²' : 'CSA = 2πr²'} = ${total ? 3 : 2} × 22/7 × ${num(r)}² = ${sqcm(value)}.`,
      ],
      hi: {
        question: `${hiCm(r)} त्रिज्या वाले एक ठोस अर्धगोले का ${total ? HI_TOTAL : HI_CURVED} कितना है? ${HI_TAKE_PI}`,
        steps: [
          `${total ? `${HI_TOTAL} = 2πr² (वक्र) + πr² (समतल) = 3πr²` : `${HI_CURVED} = 2πr²`} = ${total ? 3 : 2} × 22/7 × ${num(r)}² = ${hiSqcm(value)}।`,
        ],
        format: hiSqcm,
      },
      params: { ask: total ? 'total' : 'curved', r },
    };
  },
};

/** The frustum of a cone (a bucket): V = πh/3 (R² + Rr + r²), with π = 22/7 and h a multiple of 21. */
export const frustum: Kind = {
  levels: [3],
  make(rng): Problem {
    const r = rng.int(3, 14);
    const big = r + rng.int(2, 10);
    const h = 21 * rng.int(1, 3);
    const sum = big * big + big * r + r * r;
    const v = ((PI * h) / 3) * sum;
    return {
      question: `A bucket is the frustum of a cone ${cm(h)} deep, with radii ${cm(big)} at the top and ${cm(r)} at the bottom. What is its capacity? (Take π = 22/7.)`,
      answer: v,
      format: cucm,
      // two mistakes fall below the key and three above: aroundKey spreads the key's rank
      distractors: aroundKey(
        [
          {
            mistake: 'leaving out the R × r term',
            value: ((PI * h) / 3) * (big * big + r * r),
            hi: 'R × r वाला पद छोड़ देना',
          },
          {
            mistake: 'using a cylinder of the mean radius',
            value: PI * ((big + r) / 2) ** 2 * h,
            hi: 'दोनों त्रिज्याओं के माध्य वाला बेलन ले लेना',
          },
          { mistake: 'forgetting the one-third', value: PI * h * sum, hi: HI_NO_THIRD },
          {
            mistake: 'using (R + r)² in place of R² + Rr + r²',
            value: ((PI * h) / 3) * (big + r) ** 2,
            hi: 'R² + Rr + r² के स्थान पर (R + r)² लेना',
          },
          {
            mistake: 'using a cylinder of the top radius',
            value: PI * big * big * h,
            hi: 'ऊपरी त्रिज्या वाला बेलन ले लेना',
          },
        ].filter((d) => isWhole(d.value)),
        v,
        big + r + h,
      ),
      steps: [
        `V = πh/3 × (R² + Rr + r²) = 22/7 × ${h}/3 × (${big * big} + ${big * r} + ${r * r}) = 22/7 × ${h / 3} × ${sum} = ${cucm(v)}.`,
      ],
      hi: {
        question: `एक बाल्टी शंकु के छिन्नक के आकार की है, जिसकी गहराई ${hiCm(h)} है तथा ऊपर और नीचे की त्रिज्याएँ क्रमशः ${hiCm(big)} और ${hiCm(r)} हैं। बाल्टी की धारिता कितनी है? ${HI_TAKE_PI}`,
        steps: [
          `आयतन = πh/3 × (R² + Rr + r²) = 22/7 × ${h}/3 × (${big * big} + ${big * r} + ${r * r}) = 22/7 × ${h / 3} × ${sum} = ${hiCucm(v)}।`,
        ],
        format: hiCucm,
      },
      params: { big, r, h },
    };
  },
};
