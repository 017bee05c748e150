/**
 * The kinds of average where a group changes, kept beside average.ts (which spreads them in their draw
 * order): one member replaced by another, a new member joining, two groups combined, a batsman's next
 * innings (also level 3). Each writes its Hindi twin (issue 15) from the same drawn values.
 */
import { num, ordinal } from '../format';
import { isWhole } from '../math';
import { until } from '../question';
import type { Kind } from '../types';
import { hiKg, kg, years } from './averageUnits';
import { aroundKey } from './keyRank';
import { hiYears } from '../hindi';

export const AVERAGE_GROUPS: Record<string, Kind> = {
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
          // slips on both sides of the key, ordered around it (issue 19)
          distractors: aroundKey(
            [
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
              {
                mistake: 'adding the total rise twice, for the one who left and for the new person',
                hi: 'कुल वृद्धि को दो बार जोड़ देना, एक बार जाने वाले के लिए और एक बार नए व्यक्ति के लिए',
                value: out + 2 * n * d,
              },
            ],
            newcomer,
            n + out,
          ),
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
          distractors: aroundKey(
            [
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
              {
                mistake: `adding ${n + 1} × the rise to the new average`,
                hi: `नए औसत में ${n + 1} × वृद्धि जोड़ना`,
                value: a + d + (n + 1) * d,
              },
              {
                mistake: `taking only the rise in the total, ${n + 1} × the rise`,
                hi: `केवल कुल योग में वृद्धि, ${n + 1} × वृद्धि, लेना`,
                value: (n + 1) * d,
              },
              {
                mistake: "giving the students' total age instead of the teacher's age",
                hi: 'शिक्षक की आयु के स्थान पर विद्यार्थियों की कुल आयु बताना',
                value: n * a,
              },
            ].filter((d) => isWhole(d.value)),
            teacher,
            n + a,
          ),
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
        // slips on both sides of the key, ordered around it (issue 19)
        distractors: aroundKey(
          [
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
            {
              mistake: `subtracting the rise from the score without multiplying it by ${n}`,
              hi: `वृद्धि को ${n} से गुणा किए बिना रन में से घटा देना`,
              value: score - d,
            },
            {
              mistake: `adding ${n} times the rise to the score instead of subtracting it`,
              hi: `वृद्धि के ${n} गुने को रन में से घटाने के स्थान पर जोड़ देना`,
              value: score + n * d,
            },
            {
              mistake: 'taking the rise off the average before this innings once more',
              hi: 'इस पारी से पहले के औसत में से वृद्धि एक बार और घटा देना',
              value: after - 2 * d,
            },
          ],
          after,
          n + d,
        ),
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
};
