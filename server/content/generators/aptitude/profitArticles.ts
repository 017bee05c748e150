/**
 * Two profit forms SSC papers set often (issue 19, quantc): the cost price of a articles equal to the
 * selling price of b articles, the gain or loss per cent (the gain is the a − b articles' worth, on the
 * cost of b; a loss is on the selling price of the more); and a profit (or loss) given as a per cent of
 * the selling price, asked as a per cent of the cost price. profit.ts spreads them in after its other
 * kinds.
 */
import { num, pct } from '../format';
import { until } from '../question';
import type { Kind } from '../types';
import { aroundKey } from './keyRank';

/** A per cent the papers print: two decimals at most (12.5), or thirds, sixths, sevenths … (33⅓, 14 2/7). */
const printable = (v: number): boolean =>
  Math.abs(v * 100 - Math.round(v * 100)) < 1e-6 ||
  [3, 6, 7, 9, 11, 12].some((d) => Math.abs(v * d - Math.round(v * d)) < 1e-6);

export const PROFIT_ARTICLES: Record<string, Kind> = {
  articlesCost: {
    levels: [1, 2],
    make(rng, level) {
      return until(() => {
        const fewer = level === 1 ? rng.int(8, 25) : rng.int(12, 40);
        const more = fewer + rng.int(2, level === 1 ? 6 : 12);
        // a gain when the cost of the more equals the selling price of the fewer
        const gain = rng.chance(0.6);
        const [cpN, spN] = gain ? [more, fewer] : [fewer, more];
        const diff = more - fewer;
        const key = gain ? (100 * diff) / fewer : (100 * diff) / more;
        const other = gain ? (100 * diff) / more : (100 * diff) / fewer;
        const values = [key, other, (100 * spN) / cpN, (100 * cpN) / spN, diff];
        if (!values.every(printable)) return undefined;
        const word = gain ? 'gain' : 'loss';
        const hiWord = gain ? 'लाभ' : 'हानि';
        const wrong = aroundKey(
          [
            {
              mistake: gain
                ? 'dividing the difference by the larger number of articles'
                : 'dividing the difference by the smaller number of articles',
              hi: gain ? 'अंतर को वस्तुओं की बड़ी संख्या से भाग देना' : 'अंतर को वस्तुओं की छोटी संख्या से भाग देना',
              value: other,
            },
            {
              mistake: 'giving the difference in articles as the per cent',
              hi: 'वस्तुओं की संख्या के अंतर को ही प्रतिशत मान लेना',
              value: diff,
            },
            {
              mistake: 'giving the selling price as a per cent of the cost price',
              hi: 'विक्रय मूल्य को क्रय मूल्य का प्रतिशत बताना',
              value: (100 * cpN) / spN,
            },
            {
              mistake: 'giving the cost price as a per cent of the selling price',
              hi: 'क्रय मूल्य को विक्रय मूल्य का प्रतिशत बताना',
              value: (100 * spN) / cpN,
            },
          ],
          key,
          cpN * 7 + spN,
        );
        const wording = rng.int(0, 1);
        return {
          question: [
            `The cost price of ${cpN} articles is equal to the selling price of ${spN} articles. What is the ${word} per cent?`,
            `If the selling price of ${spN} pens is equal to the cost price of ${cpN} pens, find the ${word} per cent.`,
          ][wording]!,
          answer: key,
          format: pct,
          distractors: wrong,
          steps: [
            `Let each article cost ₹ 1. Then ${spN} articles sell for ₹ ${cpN}, against a cost of ₹ ${spN}.`,
            gain
              ? `Gain = ${cpN} − ${spN} = ₹ ${diff} on a cost of ₹ ${spN}: ${diff}/${spN} × 100 = ${pct(key)}.`
              : `Loss = ${spN} − ${cpN} = ₹ ${diff} on a cost of ₹ ${spN}: ${diff}/${spN} × 100 = ${pct(key)}.`,
          ],
          hi: {
            question: [
              `${cpN} वस्तुओं का क्रय मूल्य ${spN} वस्तुओं के विक्रय मूल्य के बराबर है। ${hiWord} प्रतिशत क्या है?`,
              `यदि ${spN} पेनों का विक्रय मूल्य ${cpN} पेनों के क्रय मूल्य के बराबर है, तो ${hiWord} प्रतिशत ज्ञात कीजिए।`,
            ][wording]!,
            steps: [
              `मान लीजिए एक वस्तु का मूल्य ₹ 1 है। तब ${spN} वस्तुएँ ₹ ${cpN} में बिकती हैं, जबकि उनका क्रय मूल्य ₹ ${spN} है।`,
              `${hiWord} = ₹ ${diff}, क्रय मूल्य ₹ ${spN} पर: ${diff}/${spN} × 100 = ${pct(key)}।`,
            ],
          },
          params: { cpN, spN, gain },
        };
      });
    },
  },
  onSellingPrice: {
    levels: [2, 3],
    make(rng, level) {
      return until(() => {
        const p = rng.pick([5, 10, 12.5, 15, 20, 25, 30, 37.5, 40, 50]);
        // given on the selling price (asked on the cost) or the other way; level 3 also asks a loss
        const onSelling = rng.chance(0.6);
        const gain = level === 2 || rng.chance(0.6);
        if (!gain && p >= 50) return undefined;
        // the asked base is 100 + s × p when the given base is 100
        const s = onSelling === gain ? -1 : 1;
        const key = (100 * p) / (100 + s * p);
        const reverse = (100 * p) / (100 - s * p);
        const successive = p - (s * p * p) / 100;
        if (![key, reverse, successive].every(printable)) return undefined;
        const [given, asked] = onSelling ? ['selling', 'cost'] : ['cost', 'selling'];
        const [hiGiven, hiAsked] = onSelling ? ['विक्रय', 'क्रय'] : ['क्रय', 'विक्रय'];
        const word = gain ? 'profit' : 'loss';
        const hiWord = gain ? 'लाभ' : 'हानि';
        const hiBe = gain ? 'होता है' : 'होती है';
        const who = rng.int(0, 3);
        const wrong = aroundKey(
          [
            {
              mistake:
                s < 0 ? 'dividing by 100 + p instead of 100 − p' : 'dividing by 100 − p instead of 100 + p',
              hi: s < 0 ? '100 − p के स्थान पर 100 + p से भाग देना' : '100 + p के स्थान पर 100 − p से भाग देना',
              value: reverse,
            },
            {
              mistake: `taking the same per cent on the ${asked} price`,
              hi: `${hiAsked} मूल्य पर भी वही प्रतिशत मान लेना`,
              value: p,
            },
            {
              mistake:
                s < 0
                  ? 'adding p²/100 as for successive changes'
                  : 'subtracting p²/100 as for successive changes',
              hi: s < 0 ? 'क्रमिक परिवर्तन की तरह p²/100 जोड़ना' : 'क्रमिक परिवर्तन की तरह p²/100 घटाना',
              value: successive,
            },
            {
              mistake: `giving the ${asked} price as a per cent of the ${given} price`,
              hi: `${hiAsked} मूल्य को ${hiGiven} मूल्य का प्रतिशत बताना`,
              value: 100 + s * p,
            },
          ],
          key,
          p * 8 + who + (gain ? 1 : 0),
        );
        const other = 100 + s * p;
        return {
          question: `${['A shopkeeper', 'A trader', 'A dealer', 'A grocer'][who]} makes a ${word} of ${pct(p)} on the ${given} price. What is the ${word} per cent on the ${asked} price?`,
          answer: key,
          format: pct,
          distractors: wrong,
          steps: [
            `Let the ${given} price be ₹ 100. The ${word} is ₹ ${num(p)}, so the ${asked} price is ₹ ${num(other)}.`,
            `${word[0]!.toUpperCase()}${word.slice(1)} on the ${asked} price = ${num(p)}/${num(other)} × 100 = ${pct(key)}.`,
          ],
          hi: {
            question: `${['एक दुकानदार', 'एक व्यापारी', 'एक विक्रेता', 'एक पंसारी'][who]} को ${hiGiven} मूल्य पर ${pct(p)} ${hiWord} ${hiBe}। ${hiAsked} मूल्य पर ${hiWord} प्रतिशत क्या है?`,
            steps: [
              `मान लीजिए ${hiGiven} मूल्य ₹ 100 है। ${hiWord} ₹ ${num(p)} है, अतः ${hiAsked} मूल्य ₹ ${num(other)} है।`,
              `${hiAsked} मूल्य पर ${hiWord} = ${num(p)}/${num(other)} × 100 = ${pct(key)}।`,
            ],
          },
          params: { p, gain, onSelling },
        };
      });
    },
  },
};
