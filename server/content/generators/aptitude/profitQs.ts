/**
 * A part of the stock sold at a loss, the rest at what gain (brief qs, issue 19; SSC syllabus
 * "profit and loss"): q kg of Q kg bought at ₹ c a kg sold at l% loss; the profit per cent on the rest
 * (or its selling price a kg) that makes g% on the whole. With f = q/Q, the rest's gain is
 * x = (g + f·l)/(1 − f). profit.ts spreads it in after its other kinds.
 */
import { pct, rupees } from '../format';
import { isExact, until } from '../question';
import type { Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

const GOODS = [
  { en: 'rice', hi: 'चावल' },
  { en: 'sugar', hi: 'चीनी' },
  { en: 'wheat', hi: 'गेहूँ' },
  { en: 'pulses', hi: 'दाल' },
] as const;

export const PROFIT_QS: Record<string, Kind> = {
  restAtGain: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const [fn, fd] = rng.pick([
          [1, 4],
          [1, 3],
          [2, 5],
          [1, 2],
          [1, 5],
          [3, 10],
        ] as const);
        const whole = fd * rng.int(4, 20);
        const part = (whole * fn) / fd;
        const f = fn / fd;
        const l = rng.pick([5, 10, 15, 20, 25, 30]);
        const g = rng.pick([5, 10, 12, 15, 20, 25]);
        // in whole numbers of the fraction's parts, so no floating-point dust reaches the check
        const x = Math.round(((g * fd + fn * l) / (fd - fn)) * 1e6) / 1e6;
        if (!Number.isInteger(2 * x) || x > 100) return undefined;
        const c = 5 * rng.int(4, 24);
        const askPrice = rng.chance(0.45);
        const rate = (v: number): number => (c * (100 + v)) / 100;
        const wrongRates = [
          {
            mistake: 'adding the loss to the gain on the whole',
            value: g + l,
            hi: 'पूरे पर लाभ में हानि जोड़ देना',
          },
          {
            mistake: 'treating the two parts as equal (twice the gain plus the loss)',
            value: 2 * g + l,
            hi: 'दोनों भागों को बराबर मान लेना (लाभ का दोगुना + हानि)',
          },
          {
            mistake: 'selling the rest at the gain wanted on the whole',
            value: g,
            hi: 'शेष को भी पूरे पर वांछित लाभ पर बेचना',
          },
          {
            mistake: "dividing by the sold part's share instead of the rest's",
            value: (g + f * l) / f,
            hi: 'शेष भाग के स्थान पर बेचे गए भाग के अंश से भाग देना',
          },
          {
            mistake: 'subtracting the loss instead of making it up',
            value: (g - f * l) / (1 - f),
            hi: 'हानि की भरपाई करने के स्थान पर उसे घटा देना',
          },
          {
            mistake: "not dividing by the rest's share",
            value: g + f * l,
            hi: 'शेष भाग के अंश से भाग न देना',
          },
        ];
        const key = askPrice ? rate(x) : x;
        // a price a kg in whole rupees or 50 paise, as papers print it
        if (askPrice && !Number.isInteger(2 * key)) return undefined;
        const wrong = wrongRates
          .map((w) => (askPrice ? { ...w, value: rate(w.value) } : w))
          .filter(
            (w) =>
              w.value > 0 && isExact(w.value) && Math.abs(w.value * 100 - Math.round(w.value * 100)) < 1e-6,
          );
        if (new Set(wrong.map((w) => w.value).filter((v) => Math.abs(v - key) > 1e-9)).size < 3)
          return undefined;
        const goods = rng.pick(GOODS);
        const rest = whole - part;
        const ask = askPrice
          ? `At what price per kg must he sell the rest to gain ${g}% on the whole?`
          : `At what profit per cent must he sell the rest to gain ${g}% on the whole?`;
        const hiAsk = askPrice
          ? `पूरे सौदे पर ${g}% लाभ पाने के लिए उसे शेष ${goods.hi} किस भाव (प्रति किग्रा) पर बेचना चाहिए?`
          : `पूरे सौदे पर ${g}% लाभ पाने के लिए उसे शेष ${goods.hi} कितने प्रतिशत लाभ पर बेचना चाहिए?`;
        const cost = whole * c;
        const wanted = (cost * (100 + g)) / 100;
        const got = (part * c * (100 - l)) / 100;
        const restCost = rest * c;
        if (![wanted, got].every((v) => isExact(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6))
          return undefined;
        const lastEn = askPrice
          ? `The rest must fetch ${rupees(wanted)} − ${rupees(got)} = ${rupees(wanted - got)} for ${rest} kg, i.e. ${rupees(key)} a kg (a profit of ${pct(x)}).`
          : `The rest must fetch ${rupees(wanted)} − ${rupees(got)} = ${rupees(wanted - got)} on a cost of ${rupees(restCost)}: a profit of ${rupees(wanted - got - restCost)}, i.e. ${pct(x)}.`;
        const lastHi = askPrice
          ? `शेष ${rest} किग्रा से ${rupees(wanted)} − ${rupees(got)} = ${rupees(wanted - got)} मिलने चाहिए, अर्थात ${rupees(key)} प्रति किग्रा (${pct(x)} लाभ)।`
          : `शेष से ${rupees(wanted)} − ${rupees(got)} = ${rupees(wanted - got)} मिलने चाहिए, जबकि उसका क्रय मूल्य ${rupees(restCost)} है: लाभ ${rupees(wanted - got - restCost)}, अर्थात ${pct(x)}।`;
        return {
          question: `A trader buys ${whole} kg of ${goods.en} at ${rupees(c)} per kg. He sells ${part} kg of it at a loss of ${l}%. ${ask}`,
          answer: key,
          format: askPrice ? rupees : pct,
          wholeOptions: false,
          distractors: aroundKey(wrong, key, whole + l + g),
          steps: [
            `Cost of all ${whole} kg = ${rupees(cost)}; for a ${g}% gain he must receive ${rupees(wanted)}.`,
            `The ${part} kg sold at a ${l}% loss fetch ${part} × ${rupees(c)} × ${100 - l}/100 = ${rupees(got)}.`,
            lastEn,
          ],
          hi: {
            question: `एक व्यापारी ${whole} किग्रा ${goods.hi} ${rupees(c)} प्रति किग्रा की दर से खरीदता है। वह उसमें से ${part} किग्रा ${l}% की हानि पर बेचता है। ${hiAsk}`,
            steps: [
              `सभी ${whole} किग्रा का क्रय मूल्य = ${rupees(cost)}; ${g}% लाभ के लिए उसे ${rupees(wanted)} मिलने चाहिए।`,
              `${l}% हानि पर बेचे गए ${part} किग्रा से ${part} × ${rupees(c)} × ${100 - l}/100 = ${rupees(got)} मिलते हैं।`,
              lastHi,
            ],
          },
          params: { whole, part, c, l, g, ask: askPrice ? 'price' : 'percent' },
        };
      });
    },
  },
};
