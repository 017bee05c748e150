import { listAnd, num, ratio, rupees, term } from '../format';
import { gcd, isWhole, reduceRatio, sum } from '../math';
import { byGender, hiListAnd, hiName, hiYears } from '../hindi';
import { people } from '../names';
import { defineTopic, until } from '../question';
import type { Problem } from '../types';
import { aroundKey } from './keyRank';
import { RATIO_COINS } from './ratioCoins';
import { RATIO_GROUPS } from './ratioGroups';
import { RATIO_AGES_AGO } from './ratioAgesAgo';
import { RATIO_SAVINGS } from './ratioSavings';
import { RATIO_AUDIT5 } from './ratioAudit5';
import { RATIO_AUDIT6 } from './ratioAudit6';

const ratioText = (parts: readonly number[]): string => ratio(reduceRatio(parts));

export const ratioProportionPartnership = defineTopic({
  divide: {
    levels: [1],
    make(rng) {
      return until(() => {
        const n = rng.chance(0.6) ? 2 : 3;
        const parts = reduceRatio(Array.from({ length: n }, () => rng.int(1, 9)));
        if (new Set(parts).size < n) return undefined;
        const total = sum(parts) * rng.step(20, 2000, 10);
        const unit = total / sum(parts);
        const folks = people(rng, n);
        const ask = rng.int(0, n - 1);
        const share = parts[ask]! * unit;
        const reversed = [...parts].reverse();
        return {
          question: `${rupees(total)} is divided among ${listAnd(folks.map((p) => p.name))} in the ratio ${ratio(parts)}. What is ${folks[ask]!.name}'s share?`,
          answer: share,
          format: rupees,
          distractors: [
            {
              mistake: 'reading the ratio in reverse order',
              hi: 'अनुपात को उलटे क्रम में पढ़ना',
              value: reversed[ask]! * unit,
            },
            {
              mistake: `dividing the total by ${parts[ask]} parts only`,
              hi: `कुल राशि को केवल ${parts[ask]} भागों में बाँटना`,
              value: total / parts[ask]!,
            },
            { mistake: 'giving an equal share to everyone', hi: 'सबको बराबर हिस्सा देना', value: total / n },
            { mistake: "giving the others' share", hi: 'बाकी लोगों का हिस्सा बताना', value: total - share },
          ],
          steps: [
            `Total parts = ${parts.join(' + ')} = ${sum(parts)}; one part = ${num(total)} ÷ ${sum(parts)} = ${rupees(unit)}. ${folks[ask]!.name} gets ${parts[ask]} × ${num(unit)} = ${rupees(share)}.`,
          ],
          hi: {
            question: `${rupees(total)} को ${hiListAnd(folks.map((p) => hiName(p)))} में ${ratio(parts)} के अनुपात में बाँटा जाता है। ${hiName(folks[ask]!)} का हिस्सा कितना है?`,
            steps: [
              `कुल भाग = ${parts.join(' + ')} = ${sum(parts)}; एक भाग = ${num(total)} ÷ ${sum(parts)} = ${rupees(unit)}। ${hiName(folks[ask]!)} को ${parts[ask]} × ${num(unit)} = ${rupees(share)} मिलते हैं।`,
            ],
          },
          params: { total, parts, ask },
        };
      });
    },
  },
  proportional: {
    levels: [1, 2],
    make(rng): Problem {
      const type = rng.pick(['fourth', 'third', 'mean'] as const);
      if (type === 'fourth') {
        return until(() => {
          const a = rng.int(2, 20);
          const b = rng.int(2, 40);
          const c = rng.int(2, 40);
          const x = (b * c) / a;
          if (!isWhole(x) || a === b || b === c) return undefined;
          return {
            question: `Find the fourth proportional to ${a}, ${b} and ${c}.`,
            answer: x,
            distractors: [
              { mistake: 'computing a × c ÷ b', hi: 'a × c ÷ b निकालना', value: (a * c) / b },
              { mistake: 'computing a × b ÷ c', hi: 'a × b ÷ c निकालना', value: (a * b) / c },
              { mistake: 'multiplying all three', hi: 'तीनों संख्याओं को गुणा करना', value: a * b * c },
            ],
            steps: [`${a} : ${b} = ${c} : x, so x = ${b} × ${c} ÷ ${a} = ${num(x)}.`],
            hi: {
              question: `${a}, ${b} और ${c} का चतुर्थानुपाती ज्ञात कीजिए।`,
              steps: [`${a} : ${b} = ${c} : x, इसलिए x = ${b} × ${c} ÷ ${a} = ${num(x)}।`],
            },
            params: { type, a, b, c },
          };
        });
      }
      if (type === 'third') {
        return until(() => {
          const a = rng.int(2, 25);
          const b = rng.int(a + 1, 60);
          const x = (b * b) / a;
          if (!isWhole(x)) return undefined;
          return {
            question: `Find the third proportional to ${a} and ${b}.`,
            answer: x,
            distractors: [
              { mistake: 'computing a² ÷ b', hi: 'a² ÷ b निकालना', value: (a * a) / b },
              { mistake: 'multiplying the two numbers', hi: 'दोनों संख्याओं को गुणा करना', value: a * b },
              {
                mistake: 'finding the mean proportional instead',
                hi: 'तृतीयानुपाती के स्थान पर मध्यानुपाती निकालना',
                value: Math.sqrt(a * b),
              },
              { mistake: 'squaring the second number only', hi: 'केवल दूसरी संख्या का वर्ग करना', value: b * b },
            ],
            steps: [`${a} : ${b} = ${b} : x, so x = ${b}² ÷ ${a} = ${num(x)}.`],
            hi: {
              question: `${a} और ${b} का तृतीयानुपाती ज्ञात कीजिए।`,
              steps: [`${a} : ${b} = ${b} : x, इसलिए x = ${b}² ÷ ${a} = ${num(x)}।`],
            },
            params: { type, a, b },
          };
        });
      }
      return until(() => {
        const k = rng.int(1, 6);
        const m = rng.int(1, 7);
        const n = rng.int(m + 1, 12);
        const a = k * m * m;
        const b = k * n * n;
        const x = k * m * n;
        return {
          question: `Find the mean proportional between ${a} and ${b}.`,
          answer: x,
          distractors: [
            { mistake: 'taking the arithmetic mean', hi: 'समांतर माध्य लेना', value: (a + b) / 2 },
            {
              mistake: 'taking the product without the square root',
              hi: 'वर्गमूल लिए बिना गुणनफल लेना',
              value: a * b,
            },
            {
              mistake: 'finding the third proportional instead',
              hi: 'मध्यानुपाती के स्थान पर तृतीयानुपाती निकालना',
              value: (b * b) / a,
            },
          ],
          steps: [`The mean proportional is √(${a} × ${b}) = √${num(a * b)} = ${num(x)}.`],
          hi: {
            question: `${a} और ${b} का मध्यानुपाती ज्ञात कीजिए।`,
            steps: [`मध्यानुपाती = √(${a} × ${b}) = √${num(a * b)} = ${num(x)}।`],
          },
          params: { type, a, b },
        };
      });
    },
  },
  combine: {
    levels: [2],
    make(rng) {
      return until(() => {
        const [a, b] = reduceRatio([rng.int(1, 9), rng.int(1, 9)]);
        const [b2, c] = reduceRatio([rng.int(1, 9), rng.int(1, 9)]);
        if (a === b || b2 === c || b === b2) return undefined;
        const abc = reduceRatio([a! * b2!, b! * b2!, b! * c!]);
        const glued = reduceRatio([a!, b!, c!]);
        return {
          question: `If A : B = ${a} : ${b} and B : C = ${b2} : ${c}, what is A : B : C?`,
          answer: ratio(abc),
          trap: true,
          distractors: [
            {
              mistake: 'joining the ratios without making B equal',
              hi: 'B को बराबर किए बिना अनुपातों को जोड़ देना',
              value: ratio(glued),
            },
            {
              mistake: 'scaling the ratios the wrong way',
              hi: 'अनुपातों को गलत ढंग से गुणा करना',
              value: ratioText([a! * b!, b! * b2!, b2! * c!]),
            },
            { mistake: 'writing C : B : A', hi: 'C : B : A लिख देना', value: ratio([...abc].reverse()) },
            {
              mistake: 'writing the terms in the order A : C : B',
              hi: 'पदों को A : C : B क्रम में लिखना',
              value: ratio([abc[0]!, abc[2]!, abc[1]!]),
            },
          ],
          steps: [
            `Make B the same in both: A : B = ${a! * b2!} : ${b! * b2!} and B : C = ${b! * b2!} : ${b! * c!}. So A : B : C = ${ratio([a! * b2!, b! * b2!, b! * c!])}${a! * b2! === abc[0] ? '' : ` = ${ratio(abc)}`}.`,
          ],
          hi: {
            question: `यदि A : B = ${a} : ${b} और B : C = ${b2} : ${c} है, तो A : B : C क्या है?`,
            steps: [
              `दोनों में B को बराबर करें: A : B = ${a! * b2!} : ${b! * b2!} और B : C = ${b! * b2!} : ${b! * c!}। अतः A : B : C = ${ratio([a! * b2!, b! * b2!, b! * c!])}${a! * b2! === abc[0] ? '' : ` = ${ratio(abc)}`}।`,
            ],
          },
          params: { a: a!, b: b!, b2: b2!, c: c! },
        };
      });
    },
  },
  partnership: {
    levels: [2],
    make(rng) {
      return until(() => {
        const [p, q] = people(rng, 2);
        const x = rng.step(10000, 90000, 5000);
        const y = rng.step(10000, 90000, 5000);
        const m1 = 12;
        const m2 = rng.int(3, 11);
        const weights = [x * m1, y * m2];
        const r = reduceRatio(weights);
        const profit = rng.step(20000, 300000, 100 * sum(r));
        const shareQ = (profit * r[1]!) / sum(r);
        const byCapital = reduceRatio([x, y]);
        const wrong = (profit * byCapital[1]!) / sum(byCapital);
        if (x === y || Math.abs(wrong - shareQ) < 1) return undefined;
        return {
          question: `${p!.name} starts a business with ${rupees(x)}. ${12 - m2} months later ${q!.name} joins with ${rupees(y)}. At the end of the year the profit is ${rupees(profit)}. What is ${q!.name}'s share?`,
          answer: shareQ,
          format: rupees,
          distractors: [
            {
              mistake: 'sharing by capital only, ignoring the time',
              hi: 'समय को छोड़कर केवल पूँजी के अनुपात में बाँटना',
              value: wrong,
            },
            {
              mistake: `giving ${p!.name}'s share`,
              hi: `${hiName(p!)} का हिस्सा बताना`,
              value: profit - shareQ,
            },
            {
              mistake: `counting ${q!.name}'s months as ${12 - m2}`,
              hi: `${hiName(q!)} के महीने ${12 - m2} गिनना`,
              value: (profit * y * (12 - m2)) / (x * 12 + y * (12 - m2)),
            },
            { mistake: 'splitting the profit equally', hi: 'लाभ को बराबर बाँटना', value: profit / 2 },
          ],
          steps: [
            `Capital × months: ${p!.name} ${num(x)} × 12, ${q!.name} ${num(y)} × ${m2}; ratio ${ratio(r)}.`,
            `${q!.name}'s share = ${num(profit)} × ${r[1]}/${sum(r)} = ${rupees(shareQ)}.`,
          ],
          hi: {
            question: `${hiName(p!)} ${rupees(x)} से एक व्यवसाय शुरू ${byGender(p!, 'करता', 'करती')} है। ${12 - m2} महीने बाद ${hiName(q!)} ${rupees(y)} लेकर साझेदार ${byGender(q!, 'बनता', 'बनती')} है। वर्ष के अंत में लाभ ${rupees(profit)} है। ${hiName(q!)} का हिस्सा कितना है?`,
            steps: [
              `पूँजी × महीने: ${hiName(p!)} ${num(x)} × 12, ${hiName(q!)} ${num(y)} × ${m2}; अनुपात ${ratio(r)}।`,
              `${hiName(q!)} का हिस्सा = ${num(profit)} × ${r[1]}/${sum(r)} = ${rupees(shareQ)}।`,
            ],
          },
          params: { x, y, m2, profit },
        };
      });
    },
  },
  savings: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const [a, b] = [rng.int(2, 9), rng.int(2, 9)];
        const [c, d] = [rng.int(2, 9), rng.int(2, 9)];
        if (gcd(a, b) !== 1 || gcd(c, d) !== 1 || a === b || c === d || a * d === b * c) return undefined;
        if ((b - a) * (d - c) <= 0) return undefined;
        const k = rng.step(1000, 20000, 100 * Math.abs(d - c));
        const m = (k * (b - a)) / (d - c);
        const s1 = a * k - c * m;
        if (!isWhole(m / 100) || s1 <= 0 || s1 % 100 !== 0) return undefined;
        const [p, q] = people(rng, 2);
        return {
          question: `The incomes of ${p!.name} and ${q!.name} are in the ratio ${a} : ${b} and their expenses in the ratio ${c} : ${d}. If each saves ${rupees(s1)} a month, what is ${p!.name}'s monthly income?`,
          answer: a * k,
          format: rupees,
          distractors: aroundKey(
            [
              { mistake: `giving ${q!.name}'s income`, hi: `${hiName(q!)} की आय बताना`, value: b * k },
              { mistake: `giving ${p!.name}'s expenses`, hi: `${hiName(p!)} का व्यय बताना`, value: c * m },
              {
                mistake: 'adding the savings to the expenses of the other person',
                hi: 'बचत को दूसरे व्यक्ति के व्यय में जोड़ना',
                value: d * m + s1,
              },
              { mistake: 'adding the two incomes', hi: 'दोनों की आय को जोड़ देना', value: (a + b) * k },
              {
                mistake: "using the other person's expenses",
                hi: 'दूसरे व्यक्ति का व्यय ले लेना',
                value: d * m,
              },
            ],
            a * k,
            k + a,
          ),
          steps: [
            `Let the incomes be ${term(a)} and ${term(b)} and the expenses ${term(c, 'y')} and ${term(d, 'y')}. Then ${term(a)} − ${term(c, 'y')} = ${term(b)} − ${term(d, 'y')} = ${num(s1)}.`,
            `Solving, x = ${num(k)} and y = ${num(m)}, so ${p!.name}'s income = ${a} × ${num(k)} = ${rupees(a * k)}.`,
          ],
          step: 1000,
          hi: {
            question: `${hiName(p!)} और ${hiName(q!)} की आय का अनुपात ${a} : ${b} है और उनके व्यय का अनुपात ${c} : ${d} है। यदि दोनों में से प्रत्येक की मासिक बचत ${rupees(s1)} है, तो ${hiName(p!)} की मासिक आय कितनी है?`,
            steps: [
              `मान लीजिए आय ${term(a)} और ${term(b)} है तथा व्यय ${term(c, 'y')} और ${term(d, 'y')}। तब ${term(a)} − ${term(c, 'y')} = ${term(b)} − ${term(d, 'y')} = ${num(s1)}।`,
              `हल करने पर x = ${num(k)} और y = ${num(m)}, इसलिए ${hiName(p!)} की आय = ${a} × ${num(k)} = ${rupees(a * k)}।`,
            ],
          },
          params: { a, b, c, d, s: s1 },
        };
      });
    },
  },
  partnershipChange: {
    levels: [3],
    make(rng) {
      return until(() => {
        const [p, q] = people(rng, 2);
        const x = rng.step(20000, 100000, 5000);
        const y = rng.step(20000, 100000, 5000);
        const after = rng.int(3, 9);
        const withdraw = rng.step(5000, x - 5000, 5000);
        const wp = x * after + (x - withdraw) * (12 - after);
        const wq = y * 12;
        const r = reduceRatio([wp, wq]);
        if (sum(r) > 60) return undefined;
        const profit = rng.step(20000, 300000, 100 * sum(r));
        const shareP = (profit * r[0]!) / sum(r);
        return {
          question: `${p!.name} and ${q!.name} start a business with ${rupees(x)} and ${rupees(y)}. After ${after} months ${p!.name} withdraws ${rupees(withdraw)}. Out of a profit of ${rupees(profit)} at the end of the year, what is ${p!.name}'s share?`,
          answer: shareP,
          format: rupees,
          distractors: [
            {
              mistake: 'ignoring the withdrawal',
              hi: 'निकाली गई राशि को अनदेखा करना',
              value: (profit * x) / (x + y),
            },
            {
              mistake: 'using the reduced capital for the whole year',
              hi: 'पूरे वर्ष के लिए घटी हुई पूँजी लेना',
              value: (profit * (x - withdraw)) / (x - withdraw + y),
            },
            {
              mistake: `giving ${q!.name}'s share`,
              hi: `${hiName(q!)} का हिस्सा बताना`,
              value: profit - shareP,
            },
          ],
          steps: [
            `${p!.name}: ${num(x)} × ${after} + ${num(x - withdraw)} × ${12 - after} = ${num(wp)}; ${q!.name}: ${num(y)} × 12 = ${num(wq)}. Ratio ${ratio(r)}.`,
            `${p!.name}'s share = ${num(profit)} × ${r[0]}/${sum(r)} = ${rupees(shareP)}.`,
          ],
          hi: {
            question: `${hiName(p!)} और ${hiName(q!)} क्रमशः ${rupees(x)} और ${rupees(y)} से एक व्यवसाय शुरू करते हैं। ${after} महीने बाद ${hiName(p!)} ${rupees(withdraw)} निकाल ${byGender(p!, 'लेता', 'लेती')} है। वर्ष के अंत में ${rupees(profit)} के लाभ में ${hiName(p!)} का हिस्सा कितना है?`,
            steps: [
              `${hiName(p!)}: ${num(x)} × ${after} + ${num(x - withdraw)} × ${12 - after} = ${num(wp)}; ${hiName(q!)}: ${num(y)} × 12 = ${num(wq)}। अनुपात ${ratio(r)}।`,
              `${hiName(p!)} का हिस्सा = ${num(profit)} × ${r[0]}/${sum(r)} = ${rupees(shareP)}।`,
            ],
          },
          params: { x, y, after, withdraw, profit },
        };
      });
    },
  },
  coins: {
    levels: [3],
    make(rng) {
      return until(() => {
        const r = [rng.int(1, 6), rng.int(1, 6), rng.int(1, 8)];
        if (new Set(r).size < 3) return undefined;
        // ₹ 1, 50 paise and 25 paise coins; value of one "set" in paise
        const setValue = r[0]! * 100 + r[1]! * 50 + r[2]! * 25;
        const sets = rng.int(5, 40);
        const total = (setValue * sets) / 100;
        if (!isWhole(total)) return undefined;
        const fifty = r[1]! * sets;
        return {
          question: `A bag has ₹ 1, 50-paise and 25-paise coins in the ratio ${ratio(r)}. The total value is ${rupees(total)}. How many 50-paise coins are there?`,
          answer: fifty,
          distractors: [
            {
              mistake: 'dividing the value in the ratio of the numbers of coins',
              hi: 'मूल्य को सिक्कों की संख्या के अनुपात में बाँटना',
              value: (total * r[1]!) / sum(r) / 0.5,
            },
            {
              mistake: 'giving the number of ₹ 1 coins',
              hi: '₹ 1 के सिक्कों की संख्या बताना',
              value: r[0]! * sets,
            },
            {
              mistake: 'giving the number of 25-paise coins',
              hi: '25 पैसे के सिक्कों की संख्या बताना',
              value: r[2]! * sets,
            },
            {
              mistake: 'giving the value of the 50-paise coins in rupees',
              hi: '50 पैसे के सिक्कों का रुपयों में मूल्य बताना',
              value: fifty / 2,
            },
          ],
          steps: [
            `Take ${term(r[0]!)}, ${term(r[1]!)} and ${term(r[2]!)} coins. Value = ${term(r[0]!)} + ${term(r[1]!)}/2 + ${term(r[2]!)}/4 = ${term(setValue / 100)} rupees.`,
            `${term(setValue / 100)} = ${num(total)} gives x = ${sets}, so there are ${r[1]} × ${sets} = ${fifty} fifty-paise coins.`,
          ],
          hi: {
            question: `एक थैले में ₹ 1, 50 पैसे और 25 पैसे के सिक्के ${ratio(r)} के अनुपात में हैं। उनका कुल मूल्य ${rupees(total)} है। 50 पैसे के कितने सिक्के हैं?`,
            steps: [
              `सिक्के ${term(r[0]!)}, ${term(r[1]!)} और ${term(r[2]!)} लें। मूल्य = ${term(r[0]!)} + ${term(r[1]!)}/2 + ${term(r[2]!)}/4 = ${term(setValue / 100)} रुपये।`,
              `${term(setValue / 100)} = ${num(total)} से x = ${sets}, अतः 50 पैसे के ${r[1]} × ${sets} = ${fifty} सिक्के हैं।`,
            ],
          },
          params: { r, total },
        };
      });
    },
  },
  ages: {
    levels: [3],
    make(rng) {
      return until(() => {
        const a = rng.int(2, 9);
        const b = rng.int(2, 9);
        if (a === b || gcd(a, b) !== 1) return undefined;
        const k = rng.int(2, 9);
        const t = rng.int(3, 12);
        const [c, d] = reduceRatio([a * k + t, b * k + t]);
        if (c! > 15 || d! > 15) return undefined;
        const [p, q] = people(rng, 2);
        return {
          question: `The ages of ${p!.name} and ${q!.name} are in the ratio ${a} : ${b}. After ${t} years the ratio will be ${c} : ${d}. What is ${p!.name}'s present age?`,
          answer: a * k,
          // the new ratio's first term, taken as the age, can be 1
          format: (v) => (v === 1 ? '1 year' : `${num(v)} years`),
          distractors: [
            {
              mistake: `giving ${p!.name}'s age after ${t} years`,
              hi: `${t} वर्ष बाद की ${hiName(p!)} की आयु बताना`,
              value: a * k + t,
            },
            {
              mistake: `giving ${q!.name}'s present age`,
              hi: `${hiName(q!)} की वर्तमान आयु बताना`,
              value: b * k,
            },
            {
              mistake: 'taking the first term of the new ratio as the age',
              hi: 'नए अनुपात के पहले पद को ही आयु मान लेना',
              value: c!,
            },
          ],
          steps: [
            `Let the ages be ${term(a)} and ${term(b)}. Then (${term(a)} + ${t}) : (${term(b)} + ${t}) = ${c} : ${d}, so ${d}(${term(a)} + ${t}) = ${c}(${term(b)} + ${t}).`,
            `This gives x = ${k}, so ${p!.name} is ${a} × ${k} = ${num(a * k)} years old.`,
          ],
          hi: {
            question: `${hiName(p!)} और ${hiName(q!)} की आयु का अनुपात ${a} : ${b} है। ${t} वर्ष बाद यह अनुपात ${c} : ${d} हो जाएगा। ${hiName(p!)} की वर्तमान आयु कितनी है?`,
            steps: [
              `मान लीजिए आयु ${term(a)} और ${term(b)} है। तब (${term(a)} + ${t}) : (${term(b)} + ${t}) = ${c} : ${d}, इसलिए ${d}(${term(a)} + ${t}) = ${c}(${term(b)} + ${t})।`,
              `इससे x = ${k}, अतः ${hiName(p!)} की आयु ${a} × ${k} = ${num(a * k)} वर्ष है।`,
            ],
            format: hiYears,
          },
          params: { a, b, t, c: c!, d: d! },
        };
      });
    },
  },
  // a ratio of totals from two groups given in separate ratios (ratioGroups.ts)
  ...RATIO_GROUPS,
  // coins whose values are in a ratio, or worth the same (ratioCoins.ts)
  ...RATIO_COINS,
  // both present ages given, the years ago or hence their ratio was or will be m : n (ratioAgesAgo.ts)
  ...RATIO_AGES_AGO,
  // three incomes and expenditures in ratios, one saving a given per cent (ratioSavings.ts)
  ...RATIO_SAVINGS,
  // a ratio after each term grows by its own per cent (ratioAudit5.ts)
  ...RATIO_AUDIT5,
  // a ratio of fractions, p% less of one equal to q% more of the other, componendo–dividendo (ratioAudit6.ts)
  ...RATIO_AUDIT6,
});
