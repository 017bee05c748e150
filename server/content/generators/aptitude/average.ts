import { listAnd, num, ordinal, withUnit } from '../format';
import { isWhole, sum } from '../math';
import { hiListAnd, hiName, inHindi } from '../hindi';
import { anyone } from '../names';
import { defineTopic, until } from '../question';

const kg = withUnit('kg');
const years = withUnit('years');
// The same values in Hindi (issue 15): किग्रा as papers print it, वर्ष for years.
const hiKg = (value: number) => `${num(value)} किग्रा`;
const hiYears = (value: number) => `${num(value)} वर्ष`;

const CONSECUTIVE_HI = {
  whole: 'क्रमागत संख्याओं',
  odd: 'क्रमागत विषम संख्याओं',
  even: 'क्रमागत सम संख्याओं',
};

export const average = defineTopic({
  meanOfList: {
    levels: [1],
    make(rng) {
      return until(() => {
        const n = rng.int(5, 7);
        const mean = rng.int(30, 90);
        const values: number[] = [];
        for (let i = 0; i < n - 1; i += 1) values.push(mean + rng.int(-15, 15));
        values.push(n * mean - sum(values));
        if (values[n - 1]! < 5 || values[n - 1]! > 120 || new Set(values).size < n - 1) return undefined;
        const total = sum(values);
        const sorted = [...values].sort((a, b) => a - b);
        const who = anyone(rng);
        const list = listAnd(values.map((v) => num(v)));
        const plain = rng.chance(0.5);
        const hiList = hiListAnd(values.map((v) => num(v)));
        const question = plain
          ? `What is the average of ${list}?`
          : `${who.name} scored ${list} marks in ${n} tests. What is ${who.his} average score?`;
        return {
          question,
          answer: mean,
          distractors: [
            {
              mistake: `dividing the total by ${n - 1} instead of ${n}`,
              hi: `कुल योग को ${n} के स्थान पर ${n - 1} से भाग देना`,
              value: total / (n - 1),
            },
            // an even count has no single middle value: its median is the mean of the two middle ones
            n % 2 === 1
              ? {
                  mistake: 'taking the middle value of the sorted list',
                  hi: 'क्रमबद्ध सूची का मध्य मान लेना',
                  value: sorted[(n - 1) / 2]!,
                }
              : {
                  mistake: 'taking the median (the average of the two middle values) instead',
                  hi: 'औसत के स्थान पर माध्यिका (दो मध्य मानों का औसत) लेना',
                  value: (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2,
                },
            {
              mistake: 'averaging only the largest and smallest values',
              hi: 'केवल सबसे बड़े और सबसे छोटे मान का औसत लेना',
              value: (sorted[0]! + sorted[n - 1]!) / 2,
            },
            {
              mistake: `dividing the total by ${n + 1} instead of ${n}`,
              hi: `कुल योग को ${n} के स्थान पर ${n + 1} से भाग देना`,
              value: total / (n + 1),
            },
          ],
          steps: [
            `Sum = ${values.map((v) => num(v)).join(' + ')} = ${num(total)}. Average = ${num(total)} ÷ ${n} = ${num(mean)}.`,
          ],
          hi: {
            question: plain
              ? `${hiList} का औसत क्या है?`
              : `${hiName(who)} ने ${n} परीक्षाओं में क्रमशः ${hiList} अंक प्राप्त किए। उसके अंकों का औसत क्या है?`,
            steps: [
              `योग = ${values.map((v) => num(v)).join(' + ')} = ${num(total)}। औसत = ${num(total)} ÷ ${n} = ${num(mean)}।`,
            ],
          },
          params: { values },
        };
      });
    },
  },
  firstN: {
    levels: [1],
    make(rng) {
      const type = rng.pick(['natural', 'even', 'odd', 'multiples'] as const);
      const n = rng.int(10, 60);
      const k = rng.pick([3, 4, 5, 6, 7, 8, 9]);
      const ans = { natural: (n + 1) / 2, even: n + 1, odd: n, multiples: (k * (n + 1)) / 2 }[type];
      const what = {
        natural: `the first ${n} natural numbers`,
        even: `the first ${n} even numbers`,
        odd: `the first ${n} odd numbers`,
        multiples: `the first ${n} multiples of ${k}`,
      }[type];
      const hiWhat = {
        natural: `प्रथम ${n} प्राकृत संख्याओं`,
        even: `प्रथम ${n} सम संख्याओं`,
        odd: `प्रथम ${n} विषम संख्याओं`,
        multiples: `${k} के प्रथम ${n} गुणजों`,
      }[type];
      const last = { natural: n, even: 2 * n, odd: 2 * n - 1, multiples: k * n }[type];
      const first = { natural: 1, even: 2, odd: 1, multiples: k }[type];
      return {
        question: `What is the average of ${what}?`,
        answer: ans,
        wholeOptions: false,
        distractors: [
          {
            mistake: 'halving the last term instead of averaging the first and last',
            hi: 'पहले और अंतिम पद का औसत लेने के स्थान पर अंतिम पद को आधा करना',
            value: last / 2,
          },
          { mistake: 'taking the last term as the average', hi: 'अंतिम पद को ही औसत मान लेना', value: last },
          { mistake: 'averaging 0 and the last term', hi: '0 और अंतिम पद का औसत लेना', value: last / 2 },
          {
            mistake: 'adding one term too many',
            hi: 'एक पद अधिक गिन लेना',
            value: ans + (last - first) / (n - 1) / 2,
          },
        ],
        steps: [
          `The terms are equally spaced, so the average = (first + last)/2 = (${num(first)} + ${num(last)})/2 = ${num(ans)}.`,
        ],
        hi: {
          question: `${hiWhat} का औसत क्या है?`,
          steps: [
            `पद समान अंतर पर हैं, इसलिए औसत = (पहला पद + अंतिम पद)/2 = (${num(first)} + ${num(last)})/2 = ${num(ans)}।`,
          ],
        },
        params: { type, n, k },
      };
    },
  },
  missingValue: {
    levels: [1, 2],
    make(rng) {
      return until(() => {
        const n = rng.int(4, 6);
        const mean = rng.int(20, 80);
        const known = Array.from({ length: n - 1 }, () => mean + rng.int(-12, 12));
        const missing = n * mean - sum(known);
        if (missing <= 0) return undefined;
        return {
          question: `The average of ${n} numbers is ${num(mean)}. If ${n - 1} of them are ${listAnd(known.map((v) => num(v)))}, what is the ${ordinal(n)} number?`,
          answer: missing,
          distractors: [
            {
              mistake: 'assuming the missing number equals the average',
              hi: 'लुप्त संख्या को औसत के बराबर मान लेना',
              value: mean,
            },
            {
              mistake: `using ${n - 1} × the average as the total`,
              hi: `कुल योग के लिए ${n - 1} × औसत लेना`,
              value: (n - 1) * mean - sum(known),
            },
            {
              mistake: `using ${n + 1} × the average as the total`,
              hi: `कुल योग के लिए ${n + 1} × औसत लेना`,
              value: (n + 1) * mean - sum(known),
            },
            {
              mistake: 'stopping at the total of all the numbers',
              hi: 'सभी संख्याओं के योग पर ही रुक जाना',
              value: n * mean,
            },
          ],
          steps: [
            `Total = ${n} × ${num(mean)} = ${num(n * mean)}; the known numbers add up to ${num(sum(known))}, so the ${ordinal(n)} is ${num(n * mean)} − ${num(sum(known))} = ${num(missing)}.`,
          ],
          hi: {
            question: `${n} संख्याओं का औसत ${num(mean)} है। यदि उनमें से ${n - 1} संख्याएँ ${hiListAnd(known.map((v) => num(v)))} हैं, तो ${n}वीं संख्या क्या है?`,
            steps: [
              `योग = ${n} × ${num(mean)} = ${num(n * mean)}; ज्ञात संख्याओं का योग ${num(sum(known))} है, इसलिए ${n}वीं संख्या = ${num(n * mean)} − ${num(sum(known))} = ${num(missing)}।`,
            ],
          },
          params: { n, mean, known },
        };
      });
    },
  },
  replacement: {
    levels: [2],
    make(rng) {
      return until(() => {
        const n = rng.int(5, 12);
        const d = rng.pick([0.5, 1, 1.5, 2, 2.5, 3]);
        const out = rng.int(45, 75);
        const newcomer = out + n * d;
        if (!isWhole(newcomer)) return undefined;
        return {
          question: `The average weight of ${n} people increases by ${kg(d)} when a new person takes the place of one of them who weighs ${kg(out)}. What is the weight of the new person?`,
          answer: newcomer,
          format: kg,
          distractors: [
            {
              mistake: 'adding the rise in average only once',
              hi: 'औसत की वृद्धि को केवल एक बार जोड़ना',
              value: out + d,
            },
            {
              mistake: 'subtracting the total rise instead of adding it',
              hi: 'कुल वृद्धि को जोड़ने के स्थान पर घटाना',
              value: out - n * d,
            },
            {
              mistake: `multiplying the rise by ${n + 1} instead of ${n}`,
              value: out + (n + 1) * d,
              hi: `वृद्धि को ${n} के स्थान पर ${n + 1} से गुणा करना`,
            },
            {
              mistake: `multiplying the rise by ${n - 1} instead of ${n}`,
              hi: `वृद्धि को ${n} के स्थान पर ${n - 1} से गुणा करना`,
              value: out + (n - 1) * d,
            },
          ],
          steps: [
            `The total rises by ${n} × ${num(d)} = ${kg(n * d)}, so the new person weighs ${num(out)} + ${num(n * d)} = ${kg(newcomer)}.`,
          ],
          hi: {
            question: `${n} व्यक्तियों का औसत भार ${hiKg(d)} बढ़ जाता है, जब उनमें से ${hiKg(out)} भार वाले एक व्यक्ति के स्थान पर एक नया व्यक्ति आता है। नए व्यक्ति का भार कितना है?`,
            steps: [
              `कुल भार ${n} × ${num(d)} = ${hiKg(n * d)} बढ़ता है, इसलिए नए व्यक्ति का भार = ${num(out)} + ${num(n * d)} = ${hiKg(newcomer)}।`,
            ],
            format: hiKg,
          },
          params: { n, d, out },
        };
      });
    },
  },
  newMember: {
    levels: [2],
    make(rng) {
      return until(() => {
        const n = rng.pick([20, 24, 25, 30, 35, 39, 40, 29, 19]);
        const a = rng.int(10, 16);
        const d = rng.pick([0.5, 1, 1.5, 2]);
        const teacher = a + (n + 1) * d;
        if (!isWhole(teacher) || teacher < 24 || teacher > 70) return undefined;
        return {
          question: `The average age of ${n} students in a class is ${years(a)}. When the teacher's age is included, the average rises by ${num(d)} ${d === 1 ? 'year' : 'years'}. What is the teacher's age?`,
          answer: teacher,
          format: years,
          distractors: [
            {
              mistake: `multiplying the rise by ${n} instead of ${n + 1}`,
              hi: `वृद्धि को ${n + 1} के स्थान पर ${n} से गुणा करना`,
              value: a + n * d,
            },
            {
              mistake: 'adding the rise to the old average only',
              hi: 'वृद्धि को केवल पुराने औसत में जोड़ना',
              value: a + d,
            },
            {
              mistake: `multiplying the rise by ${n - 1}`,
              hi: `वृद्धि को ${n - 1} से गुणा करना`,
              value: a + (n - 1) * d,
            },
            {
              mistake: "giving the new total age instead of the teacher's age",
              hi: 'शिक्षक की आयु के स्थान पर नई कुल आयु बताना',
              value: (n + 1) * (a + d),
            },
          ],
          steps: [
            `New total = ${n + 1} × ${num(a + d)} = ${num((n + 1) * (a + d))}; old total = ${n} × ${num(a)} = ${num(n * a)}.`,
            `Teacher = ${num((n + 1) * (a + d))} − ${num(n * a)} = ${years(teacher)}.`,
          ],
          hi: {
            question: `एक कक्षा के ${n} विद्यार्थियों की औसत आयु ${hiYears(a)} है। शिक्षक की आयु भी सम्मिलित करने पर औसत ${hiYears(d)} बढ़ जाता है। शिक्षक की आयु कितनी है?`,
            steps: [
              `नया योग = ${n + 1} × ${num(a + d)} = ${num((n + 1) * (a + d))}; पुराना योग = ${n} × ${num(a)} = ${num(n * a)}।`,
              `शिक्षक की आयु = ${num((n + 1) * (a + d))} − ${num(n * a)} = ${hiYears(teacher)}।`,
            ],
            format: hiYears,
          },
          params: { n, a, d },
        };
      });
    },
  },
  combined: {
    levels: [2],
    make(rng) {
      for (;;) {
        const n1 = rng.int(15, 50);
        const n2 = rng.int(15, 50);
        const a1 = rng.int(40, 80);
        const a2 = rng.int(40, 80);
        const total = n1 * a1 + n2 * a2;
        if (a1 === a2 || total % (n1 + n2) !== 0 || (a1 + a2) % 2 !== 0) continue;
        const ans = total / (n1 + n2);
        if (ans * 2 === a1 + a2) continue;
        return {
          question: `Section A has ${n1} students with an average of ${num(a1)} marks, and section B has ${n2} students with an average of ${num(a2)} marks. What is the average of all ${n1 + n2} students?`,
          answer: ans,
          wholeOptions: false,
          distractors: [
            {
              mistake: 'averaging the two averages without weighting',
              hi: 'विद्यार्थियों की संख्या का ध्यान रखे बिना दोनों औसतों का सीधा औसत लेना',
              value: (a1 + a2) / 2,
            },
            {
              mistake: "weighting each average by the other section's size",
              hi: 'प्रत्येक औसत को दूसरे वर्ग की संख्या से गुणा करना',
              value: (n2 * a1 + n1 * a2) / (n1 + n2),
            },
            {
              mistake: `dividing the total by ${n1 + n2 + 1} instead of ${n1 + n2}`,
              hi: `कुल योग को ${n1 + n2} के स्थान पर ${n1 + n2 + 1} से भाग देना`,
              value: total / (n1 + n2 + 1),
            },
          ],
          steps: [
            `Total marks = ${n1} × ${num(a1)} + ${n2} × ${num(a2)} = ${num(total)}; average = ${num(total)} ÷ ${n1 + n2} = ${num(ans)}.`,
          ],
          hi: {
            question: `वर्ग A के ${n1} विद्यार्थियों के औसत अंक ${num(a1)} हैं और वर्ग B के ${n2} विद्यार्थियों के औसत अंक ${num(a2)} हैं। सभी ${n1 + n2} विद्यार्थियों के औसत अंक कितने हैं?`,
            steps: [
              `कुल अंक = ${n1} × ${num(a1)} + ${n2} × ${num(a2)} = ${num(total)}; औसत = ${num(total)} ÷ ${n1 + n2} = ${num(ans)}।`,
            ],
          },
          params: { n1, a1, n2, a2 },
        };
      }
    },
  },
  batting: {
    levels: [2, 3],
    make(rng) {
      const n = rng.int(10, 24);
      const d = rng.pick([2, 3, 4, 5]);
      const after = rng.int(25, 60);
      const score = after + n * d;
      return {
        question: `In the ${ordinal(n + 1)} innings of a season, a batsman scores ${num(score)} runs and so raises his average by ${num(d)}. What is his average after the ${ordinal(n + 1)} innings?`,
        answer: after,
        distractors: [
          {
            mistake: 'giving the average before this innings',
            hi: 'इस पारी से पहले का औसत बताना',
            value: after - d,
          },
          {
            mistake: `multiplying the rise by ${n + 1} instead of ${n}`,
            value: score - (n + 1) * d,
            hi: `वृद्धि को ${n} के स्थान पर ${n + 1} से गुणा करना`,
          },
          {
            mistake: 'adding the rise once more to the new average',
            hi: 'नए औसत में वृद्धि एक बार और जोड़ देना',
            value: after + d,
          },
        ],
        steps: [
          `Let the new average be x. The first ${n} innings made ${n}(x − ${d}) runs, so ${n}(x − ${d}) + ${num(score)} = ${n + 1}x.`,
          `This gives x = ${num(score)} − ${n} × ${d} = ${num(after)}.`,
        ],
        hi: {
          question: `एक सत्र की ${n + 1}वीं पारी में एक बल्लेबाज़ ${num(score)} रन बनाता है और इससे उसका औसत ${num(d)} बढ़ जाता है। ${n + 1}वीं पारी के बाद उसका औसत क्या है?`,
          steps: [
            `मान लीजिए नया औसत x है। पहली ${n} पारियों में ${n}(x − ${d}) रन बने, इसलिए ${n}(x − ${d}) + ${num(score)} = ${n + 1}x।`,
            `इससे x = ${num(score)} − ${n} × ${d} = ${num(after)}।`,
          ],
        },
        params: { n, d, score },
      };
    },
  },
  misread: {
    levels: [3],
    make(rng) {
      return until(() => {
        const n = rng.pick([10, 20, 25, 30, 40, 50, 15, 12]);
        const a = rng.int(30, 90);
        const diff = n * rng.pick([0.2, 0.4, 0.5, 0.6, 0.8, 1, 1.2, 1.5, 2]);
        if (!isWhole(diff)) return undefined;
        const right = rng.int(20, 99);
        const up = rng.chance(0.5);
        const wrong = up ? right - diff : right + diff;
        if (wrong <= 0) return undefined;
        const corrected = a + (right - wrong) / n;
        return {
          question: `The average of ${n} numbers was found to be ${num(a)}. Later it was noticed that ${num(right)} had been copied as ${num(wrong)}. What is the correct average?`,
          answer: corrected,
          wholeOptions: false,
          distractors: [
            {
              mistake: 'correcting in the wrong direction',
              hi: 'सुधार उलटी दिशा में करना',
              value: a - (right - wrong) / n,
            },
            {
              mistake: 'adding the whole error without dividing by the count',
              hi: 'संख्याओं की गिनती से भाग दिए बिना पूरी त्रुटि जोड़ देना',
              value: a + (right - wrong),
            },
            {
              mistake: `dividing the error by ${n - 1}`,
              hi: `त्रुटि को ${n - 1} से भाग देना`,
              value: a + (right - wrong) / (n - 1),
            },
          ],
          steps: [
            `Wrong total = ${n} × ${num(a)} = ${num(n * a)}. Correct total = ${num(n * a)} − ${num(wrong)} + ${num(right)} = ${num(n * a - wrong + right)}.`,
            `Correct average = ${num(n * a - wrong + right)} ÷ ${n} = ${num(corrected)}.`,
          ],
          hi: {
            question: `${n} संख्याओं का औसत ${num(a)} पाया गया। बाद में पता चला कि ${num(right)} को भूल से ${num(wrong)} लिख लिया गया था। सही औसत क्या है?`,
            steps: [
              `गलत योग = ${n} × ${num(a)} = ${num(n * a)}। सही योग = ${num(n * a)} − ${num(wrong)} + ${num(right)} = ${num(n * a - wrong + right)}।`,
              `सही औसत = ${num(n * a - wrong + right)} ÷ ${n} = ${num(corrected)}।`,
            ],
          },
          params: { n, a, right, wrong },
        };
      });
    },
  },
  overlap: {
    levels: [3],
    make(rng) {
      const k = rng.pick([4, 5, 6, 7, 8]);
      const total = 2 * k - 1;
      for (;;) {
        const all = rng.int(30, 70);
        const p = all + rng.int(-8, 8);
        const q = all + rng.int(-8, 8);
        const middle = k * p + k * q - total * all;
        if (p === q || middle < 10 || middle > 150) continue;
        return {
          question: `The average of ${total} results is ${num(all)}. The average of the first ${k} is ${num(p)} and that of the last ${k} is ${num(q)}. What is the ${ordinal(k)} result?`,
          answer: middle,
          distractors: [
            {
              mistake: `subtracting ${2 * k} × the average instead of ${total} ×`,
              hi: `${total} × औसत के स्थान पर ${2 * k} × औसत घटाना`,
              value: k * p + k * q - 2 * k * all,
            },
            {
              mistake: 'averaging the two group averages',
              hi: 'दोनों समूहों के औसतों का औसत लेना',
              value: (p + q) / 2,
            },
            {
              mistake: `subtracting only the first ${k} from the total of all ${total}`,
              hi: `सभी ${total} के योग में से केवल पहले ${k} का योग घटाना`,
              value: total * all - k * p,
            },
            {
              mistake: 'taking the overall average as the result',
              hi: 'समग्र औसत को ही परिणाम मान लेना',
              value: all,
            },
          ],
          steps: [
            `First ${k} total ${k} × ${num(p)} = ${num(k * p)}; last ${k} total ${k} × ${num(q)} = ${num(k * q)}; all ${total} total ${total} × ${num(all)} = ${num(total * all)}.`,
            `The ${ordinal(k)} result is counted twice: ${num(k * p)} + ${num(k * q)} − ${num(total * all)} = ${num(middle)}.`,
          ],
          hi: {
            question: `${total} परिणामों का औसत ${num(all)} है। पहले ${k} परिणामों का औसत ${num(p)} और अंतिम ${k} परिणामों का औसत ${num(q)} है। ${k}वाँ परिणाम क्या है?`,
            steps: [
              `पहले ${k} का योग ${k} × ${num(p)} = ${num(k * p)}; अंतिम ${k} का योग ${k} × ${num(q)} = ${num(k * q)}; सभी ${total} का योग ${total} × ${num(all)} = ${num(total * all)}।`,
              `${k}वाँ परिणाम दो बार गिना गया है: ${num(k * p)} + ${num(k * q)} − ${num(total * all)} = ${num(middle)}।`,
            ],
          },
          params: { k, all, p, q },
        };
      }
    },
  },
  familyAges: {
    levels: [3],
    make(rng) {
      for (;;) {
        const t1 = rng.int(2, 6);
        const t2 = rng.int(2, 8);
        if (t1 === t2) continue;
        const husband = rng.int(32, 50);
        const wife = husband - rng.int(2, 7);
        const child = rng.int(t1 + 1 > t2 + 1 ? t1 + 1 : t2 + 1, 14);
        const s1 = husband + wife + child - 3 * t1;
        const s2 = wife + child - 2 * t2;
        if (s1 % 3 !== 0 || s2 % 2 !== 0) continue;
        const a1 = s1 / 3;
        const a2 = s2 / 2;
        return {
          question: `${t1} years ago, the average age of a husband, his wife and their child was ${years(a1)}. ${t2} years ago, the average age of the wife and the child was ${years(a2)}. How old is the husband now?`,
          answer: husband,
          format: years,
          distractors: [
            {
              mistake: 'not bringing either average up to today',
              hi: 'किसी भी औसत को आज की आयु तक न बढ़ाना',
              value: 3 * a1 - 2 * a2,
            },
            {
              mistake: 'bringing only the first average up to today',
              hi: 'केवल पहले औसत को आज की आयु तक बढ़ाना',
              value: 3 * (a1 + t1) - 2 * a2,
            },
            {
              mistake: 'bringing only the second average up to today',
              hi: 'केवल दूसरे औसत को आज की आयु तक बढ़ाना',
              value: 3 * a1 - 2 * (a2 + t2),
            },
            {
              mistake: "giving the husband's age at the first time",
              hi: 'पहले समय पर पति की आयु बताना',
              value: husband - t1,
            },
          ],
          steps: [
            `Today the three together are 3 × (${num(a1)} + ${t1}) = ${num(3 * (a1 + t1))} years old, and the wife and child 2 × (${num(a2)} + ${t2}) = ${num(2 * (a2 + t2))}.`,
            `Husband = ${num(3 * (a1 + t1))} − ${num(2 * (a2 + t2))} = ${years(husband)}.`,
          ],
          hi: {
            question: `${t1} वर्ष पहले पति, पत्नी और उनके बच्चे की औसत आयु ${hiYears(a1)} थी। ${t2} वर्ष पहले पत्नी और बच्चे की औसत आयु ${hiYears(a2)} थी। पति की वर्तमान आयु कितनी है?`,
            steps: [
              `आज तीनों की कुल आयु 3 × (${num(a1)} + ${t1}) = ${num(3 * (a1 + t1))} वर्ष है, और पत्नी व बच्चे की 2 × (${num(a2)} + ${t2}) = ${num(2 * (a2 + t2))} वर्ष।`,
              `पति की आयु = ${num(3 * (a1 + t1))} − ${num(2 * (a2 + t2))} = ${hiYears(husband)}।`,
            ],
            format: hiYears,
          },
          params: { t1, a1, t2, a2 },
        };
      }
    },
  },
  consecutive: {
    levels: [2, 3],
    make(rng) {
      const type = rng.pick(['odd', 'even', 'whole'] as const);
      const n = rng.pick([5, 6, 7, 8, 9]);
      const stepSize = type === 'whole' ? 1 : 2;
      const firstTerm =
        type === 'odd' ? 2 * rng.int(5, 40) + 1 : type === 'even' ? 2 * rng.int(5, 40) : rng.int(10, 80);
      const largest = firstTerm + (n - 1) * stepSize;
      const avg = (firstTerm + largest) / 2;
      const label = type === 'whole' ? 'consecutive numbers' : `consecutive ${type} numbers`;
      return {
        question: `The average of ${n} ${label} is ${num(avg)}. What is the largest of them?`,
        answer: largest,
        wholeOptions: false,
        distractors: [
          { mistake: 'adding the count to the average', hi: 'औसत में संख्याओं की गिनती जोड़ देना', value: avg + n },
          {
            mistake: `using a step of ${stepSize === 1 ? 2 : 1} between the numbers`,
            hi: `संख्याओं के बीच ${stepSize === 1 ? 2 : 1} का अंतर लेना`,
            value: avg + ((n - 1) * (3 - stepSize)) / 2,
          },
          { mistake: 'giving the smallest number', hi: 'सबसे छोटी संख्या बताना', value: firstTerm },
          { mistake: 'going one step too far', hi: 'एक पद आगे चले जाना', value: largest + stepSize },
        ],
        steps: [
          `The numbers are evenly spaced about the average, so the largest is ${num(avg)} + (${n} − 1) × ${stepSize}/2 = ${num(largest)}.`,
        ],
        hi: {
          question: `${n} ${inHindi(CONSECUTIVE_HI, type)} का औसत ${num(avg)} है। उनमें सबसे बड़ी संख्या कौन-सी है?`,
          steps: [
            `संख्याएँ औसत के दोनों ओर समान अंतर पर हैं, इसलिए सबसे बड़ी संख्या = ${num(avg)} + (${n} − 1) × ${stepSize}/2 = ${num(largest)}।`,
          ],
        },
        params: { type, n, avg },
      };
    },
  },
});
