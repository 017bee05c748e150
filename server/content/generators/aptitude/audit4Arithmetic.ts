/**
 * Arithmetic forms the fourth coverage audit found one step beside the bank's (audit 4, items 2, 6
 * and 7): the sum of two numbers from their ratio and LCM (the HCF found backwards, beside
 * `ratioHcf`); the cost price from the marked price, the discount and the gain (beside
 * `markedPrice`); the new average when k people leave a group and k others join (beside
 * `replacement`); one train's speed from the other's and the times both take after they meet
 * (beside `meeting`). hcfLcm.ts, profit.ts, average.ts and speed.ts spread them in after their
 * other kinds. Each writes its Hindi twin from the same drawn values.
 */
import { num, pct, rupees } from '../format';
import { gcd, isWhole } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';
import { hiHours, hiKmph } from './hindiSpeed';
import { hours, kmph } from './speedUnits';

/** Named mistakes kept only when whole, positive and not the key, first of each value only. */
const wholeDistinct = (wrong: Distractor[], key: number): Distractor[] =>
  wrong
    .filter(
      (w) => typeof w.value === 'number' && w.value > 0 && isWhole(w.value) && Math.abs(w.value - key) > 1e-9,
    )
    .filter((w, i, all) => all.findIndex((o) => o.value === w.value) === i);

export const HCF_AUDIT4: Record<string, Kind> = {
  sumFromRatioLcm: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const a = rng.int(2, 8);
        const b = rng.int(a + 1, 9);
        if (gcd(a, b) !== 1) return undefined;
        const h = rng.int(3, 24);
        const l = a * b * h;
        if (l > 1000) return undefined;
        const sum = (a + b) * h;
        const wrong = wholeDistinct(
          [
            { mistake: 'stopping at the HCF', hi: 'केवल म.स. (HCF) पर रुक जाना', value: h },
            { mistake: 'giving the larger number only', hi: 'केवल बड़ी संख्या बताना', value: b * h },
            { mistake: 'giving the smaller number only', hi: 'केवल छोटी संख्या बताना', value: a * h },
            {
              mistake: 'taking the LCM as the larger number',
              hi: 'ल.स. (LCM) को ही बड़ी संख्या मान लेना',
              value: (l * (a + b)) / b,
            },
            { mistake: 'adding the LCM and the HCF', hi: 'ल.स. और म.स. को जोड़ देना', value: l + h },
            {
              mistake: 'dividing the LCM by the sum of the ratio terms',
              hi: 'ल.स. को अनुपात के पदों के योग से भाग देना',
              value: l / (a + b),
            },
          ],
          sum,
        );
        const kept = aroundKey(wrong, sum, l + a);
        if (new Set(kept.slice(0, 3).map((w) => w.value)).size < 3) return undefined;
        return {
          question: `Two numbers are in the ratio ${a} : ${b} and their LCM is ${num(l)}. What is the sum of the two numbers?`,
          answer: sum,
          distractors: kept,
          steps: [
            `Let the numbers be ${a}x and ${b}x (x their HCF, as ${a} and ${b} have no common factor). Their LCM is ${a} × ${b} × x = ${a * b}x = ${num(l)}, so x = ${h}.`,
            `The numbers are ${a * h} and ${b * h}; their sum is ${num(sum)}.`,
          ],
          hi: {
            question: `दो संख्याएँ ${a} : ${b} के अनुपात में हैं और उनका ल.स. (LCM) ${num(l)} है। दोनों संख्याओं का योग कितना है?`,
            steps: [
              `मान लीजिए संख्याएँ ${a}x और ${b}x हैं (x उनका म.स. है, क्योंकि ${a} और ${b} का कोई उभयनिष्ठ गुणनखंड नहीं है)। उनका ल.स. ${a} × ${b} × x = ${a * b}x = ${num(l)}, अतः x = ${h}।`,
              `संख्याएँ ${a * h} और ${b * h} हैं; उनका योग ${num(sum)} है।`,
            ],
          },
          params: { a, b, lcm: l },
        };
      });
    },
  },
};

export const PROFIT_AUDIT4: Record<string, Kind> = {
  costFromMarked: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const d = rng.pick([5, 10, 12.5, 15, 20, 25, 30]);
        const g = rng.pick([5, 8, 10, 12.5, 15, 20, 25]);
        const cost = rng.step(200, 2000, 10);
        const sp = (cost * (100 + g)) / 100;
        const marked = (sp * 100) / (100 - d);
        if (!isWhole(sp) || !isWhole(marked) || d === g) return undefined;
        const wrong = wholeDistinct(
          [
            {
              mistake: 'giving the selling price',
              hi: 'विक्रय मूल्य को ही क्रय मूल्य बताना',
              value: sp,
            },
            {
              mistake: 'taking the gain as a per cent of the selling price',
              hi: 'लाभ को विक्रय मूल्य का प्रतिशत मानना',
              value: (sp * (100 - g)) / 100,
            },
            {
              mistake: 'subtracting the discount and the gain together from the marked price',
              hi: 'अंकित मूल्य में से छूट और लाभ दोनों प्रतिशत एक साथ घटाना',
              value: (marked * (100 - d - g)) / 100,
            },
            {
              mistake: 'leaving out the discount',
              hi: 'छूट को छोड़ देना',
              value: (marked * 100) / (100 + g),
            },
            {
              mistake: 'giving the gain in rupees',
              hi: 'लाभ की राशि (रुपयों में) बताना',
              value: sp - cost,
            },
            {
              mistake: 'giving the discount in rupees',
              hi: 'छूट की राशि (रुपयों में) बताना',
              value: marked - sp,
            },
            {
              mistake: 'subtracting the gain per cent from the marked price',
              hi: 'अंकित मूल्य में से लाभ प्रतिशत घटाना',
              value: (marked * (100 - g)) / 100,
            },
            {
              mistake: 'adding the gain to the selling price',
              hi: 'विक्रय मूल्य में लाभ जोड़ देना',
              value: (sp * (100 + g)) / 100,
            },
          ],
          cost,
        );
        const kept = aroundKey(wrong, cost, marked + d);
        if (new Set(kept.slice(0, 3).map((w) => w.value)).size < 3) return undefined;
        return {
          question: `The marked price of an article is ${rupees(marked)}. A shopkeeper sells it at a discount of ${pct(d)} and still gains ${pct(g)}. What is the cost price of the article?`,
          answer: cost,
          format: rupees,
          distractors: kept,
          steps: [
            `Selling price = ${num(marked)} × ${num(100 - d)}/100 = ${rupees(sp)}.`,
            `The selling price is ${num(100 + g)}% of the cost price, so the cost price = ${num(sp)} × 100/${num(100 + g)} = ${rupees(cost)}.`,
          ],
          hi: {
            question: `एक वस्तु का अंकित मूल्य ${rupees(marked)} है। एक दुकानदार इसे ${pct(d)} की छूट पर बेचता है और फिर भी उसे ${pct(g)} का लाभ होता है। वस्तु का क्रय मूल्य कितना है?`,
            steps: [
              `विक्रय मूल्य = ${num(marked)} × ${num(100 - d)}/100 = ${rupees(sp)}।`,
              `विक्रय मूल्य क्रय मूल्य का ${num(100 + g)}% है, अतः क्रय मूल्य = ${num(sp)} × 100/${num(100 + g)} = ${rupees(cost)}।`,
            ],
          },
          params: { marked, d, g },
        };
      });
    },
  },
};

export const AVERAGE_AUDIT4: Record<string, Kind> = {
  leaveAndJoin: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const n = rng.pick([20, 24, 25, 28, 30, 35, 40, 42, 50]);
        const k = rng.int(3, 9);
        const mean = rng.int(30, 60);
        const p = rng.int(25, 60);
        const q = p + rng.int(4, 20);
        const rise = (k * (q - p)) / n;
        if (!isWhole(rise * 10) || k * 2 > n) return undefined;
        const next = mean + rise;
        const wrong: Distractor[] = [
          {
            mistake: 'adding the difference of the two averages',
            hi: 'दोनों औसतों का अंतर सीधे जोड़ देना',
            value: mean + (q - p),
          },
          {
            mistake: `dividing the change in the total by ${n - k} instead of ${n}`,
            hi: `कुल में परिवर्तन को ${n} के स्थान पर ${n - k} से भाग देना`,
            value: mean + (k * (q - p)) / (n - k),
          },
          {
            mistake: 'subtracting the rise instead of adding it',
            hi: 'वृद्धि को जोड़ने के स्थान पर घटाना',
            value: mean - rise,
          },
          {
            mistake: `dividing the change in the total by ${n + k} instead of ${n}`,
            hi: `कुल में परिवर्तन को ${n} के स्थान पर ${n + k} से भाग देना`,
            value: mean + (k * (q - p)) / (n + k),
          },
          {
            mistake: 'adding the change in the total to the average',
            hi: 'कुल में परिवर्तन को सीधे औसत में जोड़ देना',
            value: mean + k * (q - p),
          },
          {
            mistake: 'counting only one person who left and one who joined',
            hi: 'केवल एक व्यक्ति के जाने और एक के आने को गिनना',
            value: mean + (q - p) / n,
          },
          {
            mistake: 'keeping the old average, as the number of people is unchanged',
            hi: 'व्यक्तियों की संख्या न बदलने के कारण पुराना औसत ही मान लेना',
            value: mean,
          },
        ].filter((w) => isWhole((w.value as number) * 100) && (w.value as number) > 0);
        const kept = aroundKey(wrong, next, n + mean + k);
        if (new Set(kept.slice(0, 3).map((w) => w.value)).size < 3 || kept.length < 3) return undefined;
        return {
          question: `The average age of ${n} people in a group is ${mean} years. ${k} of them, whose average age is ${p} years, leave the group, and ${k} others, whose average age is ${q} years, join it. What is the new average age of the group?`,
          answer: next,
          format: (v) => `${num(v)} years`,
          wholeOptions: false,
          distractors: kept,
          steps: [
            `The group stays at ${n} people. The total age changes by ${k} × ${q} − ${k} × ${p} = ${k} × ${q - p} = ${num(k * (q - p))} years.`,
            `The average rises by ${num(k * (q - p))} ÷ ${n} = ${num(rise)}, to ${num(mean)} + ${num(rise)} = ${num(next)} years.`,
          ],
          hi: {
            question: `एक समूह के ${n} व्यक्तियों की औसत आयु ${mean} वर्ष है। उनमें से ${k} व्यक्ति, जिनकी औसत आयु ${p} वर्ष है, समूह छोड़ देते हैं और ${k} अन्य व्यक्ति, जिनकी औसत आयु ${q} वर्ष है, समूह में आ जाते हैं। समूह की नई औसत आयु कितनी है?`,
            steps: [
              `समूह में ${n} व्यक्ति ही रहते हैं। कुल आयु में परिवर्तन = ${k} × ${q} − ${k} × ${p} = ${k} × ${q - p} = ${num(k * (q - p))} वर्ष।`,
              `औसत ${num(k * (q - p))} ÷ ${n} = ${num(rise)} बढ़ता है, अतः नई औसत आयु = ${num(mean)} + ${num(rise)} = ${num(next)} वर्ष।`,
            ],
            format: (v) => `${num(v)} वर्ष`,
          },
          params: { n, k, mean, p, q },
        };
      });
    },
  },
};

export const SPEED_AUDIT4: Record<string, Kind> = {
  afterMeeting: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const m = rng.int(1, 5);
        const n = rng.int(1, 5);
        if (m === n || gcd(m, n) !== 1) return undefined;
        const s = rng.pick([1, 1, 2, 3]);
        const t1 = m * m * s;
        const t2 = n * n * s;
        if (t1 > 25 || t2 > 25 || Math.min(t1, t2) < 2) return undefined;
        const v1 = rng.step(20, 120, 2);
        const v2 = (v1 * m) / n; // v1 / v2 = √(t2 / t1) = n / m
        if (!isWhole(v2) || v2 < 10) return undefined;
        const wrong = wholeDistinct(
          [
            {
              mistake: 'taking the speeds in the ratio of the times without the square root',
              hi: 'वर्गमूल लिए बिना चालों को समयों के अनुपात में लेना',
              value: (v1 * t1) / t2,
            },
            {
              mistake: 'inverting the ratio of the speeds',
              hi: 'चालों का अनुपात उलट देना',
              value: (v1 * n) / m,
            },
            {
              mistake: 'taking the speeds in the inverse ratio of the times',
              hi: 'चालों को समयों के व्युत्क्रम अनुपात में लेना',
              value: (v1 * t2) / t1,
            },
            {
              mistake: "giving the first train's speed",
              hi: 'पहली रेलगाड़ी की चाल ही बता देना',
              value: v1,
            },
          ],
          v2,
        );
        const kept = aroundKey(wrong, v2, v1 + t1 + t2);
        if (kept.length < 3) return undefined;
        return {
          question: `Two trains start at the same time from stations A and B towards each other. After they meet, the first train (from A) takes ${hours(t1)} and the second ${hours(t2)} to reach their destinations. If the first train runs at ${kmph(v1)}, what is the speed of the second train?`,
          answer: v2,
          format: kmph,
          distractors: kept,
          steps: [
            `After meeting, the speeds are in the ratio √(time of the second) : √(time of the first): v₁ : v₂ = √${t2} : √${t1} = ${n} : ${m}.`,
            `So v₂ = ${num(v1)} × ${m}/${n} = ${kmph(v2)}.`,
          ],
          hi: {
            question: `दो रेलगाड़ियाँ एक ही समय पर स्टेशन A और B से एक-दूसरे की ओर चलती हैं। मिलने के बाद पहली रेलगाड़ी (A से चली) को अपने गंतव्य तक पहुँचने में ${hiHours(t1)} और दूसरी को ${hiHours(t2)} लगते हैं। यदि पहली रेलगाड़ी की चाल ${hiKmph(v1)} है, तो दूसरी रेलगाड़ी की चाल कितनी है?`,
            steps: [
              `मिलने के बाद चालें समयों के वर्गमूलों के व्युत्क्रम अनुपात में होती हैं: v₁ : v₂ = √${t2} : √${t1} = ${n} : ${m}।`,
              `अतः v₂ = ${num(v1)} × ${m}/${n} = ${hiKmph(v2)}।`,
            ],
            format: hiKmph,
          },
          params: { t1, t2, v1 },
        };
      });
    },
  },
};
