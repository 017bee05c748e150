/**
 * Data interpretation's tables of other shapes (issue 19, third round), printed as text lines like the
 * topic's other tables: marks of students in subjects with different maximum marks (the maxima given
 * once, "Maximum marks: Maths 150, Science 100, English 75"), asking a percentage or an average of
 * percentages; and a cumulative "less than" distribution of marks in two papers, asking how many scored
 * between two marks or at least a mark. dataInterpretation.ts spreads them in after its other kinds.
 */
import { num, pct } from '../format';
import { hiName } from '../hindi';
import { people } from '../names';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Kind, Problem } from '../types';

/** The subjects of the marks tables, with their Hindi (dataScores.ts asks of the same subjects). */
export const SUBJECTS: Readonly<Record<string, string>> = {
  Maths: 'गणित',
  Science: 'विज्ञान',
  English: 'अंग्रेज़ी',
  Hindi: 'हिंदी',
  'Social Science': 'सामाजिक विज्ञान',
};
export const MAXIMA = [50, 75, 100, 150, 200] as const;

/** A whole percentage between 30 and 98 that gives whole marks out of the maximum m. */
export function wholePercentOf(rng: Rng, m: number): number {
  const step = m === 75 ? 4 : m === 50 || m === 150 ? 2 : 1;
  return rng.step(Math.ceil(30 / step) * step, 98, step);
}

const marksTable = (
  names: readonly string[],
  subjects: readonly string[],
  max: readonly number[],
  marks: number[][],
) =>
  [
    `The table shows the marks obtained by ${names.length} students in ${subjects.length} subjects.`,
    `Maximum marks: ${subjects.map((s, j) => `${s} ${max[j]}`).join(', ')}`,
    ...names.map((n, i) => `${n}: ${subjects.map((s, j) => `${s} ${marks[i]![j]}`).join(', ')}`),
  ].join('\n');

const hiMarksTable = (
  names: readonly string[],
  subjects: readonly string[],
  max: readonly number[],
  marks: number[][],
) =>
  [
    `तालिका में ${names.length} विद्यार्थियों द्वारा ${subjects.length} विषयों में प्राप्त अंक दिए गए हैं।`,
    `अधिकतम अंक: ${subjects.map((s, j) => `${SUBJECTS[s]} ${max[j]}`).join(', ')}`,
    ...names.map((n, i) => `${n}: ${subjects.map((s, j) => `${SUBJECTS[s]} ${marks[i]![j]}`).join(', ')}`),
  ].join('\n');

/** Papers of the cumulative table, and the marks its rows stop at. */
const BOUNDS = [20, 40, 60, 80, 100] as const;

export const MARKS_KINDS: Record<string, Kind> = {
  marksOutOf: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const subjects = rng.sample(Object.keys(SUBJECTS), 3);
        const max = rng.sample([...MAXIMA], 3);
        const folks = people(rng, 4);
        // whole percentages between 30 and 98 that give whole marks out of each maximum
        const marks = folks.map(() => max.map((m) => (m * wholePercentOf(rng, m)) / 100));
        const ask = rng.pick(['overall', 'averageOfPercentages', 'subjectAverage'] as const);
        const s = rng.int(0, folks.length - 1);
        const j = rng.int(0, 2);
        const totalMax = max[0]! + max[1]! + max[2]!;
        const row = marks[s]!;
        const rowTotal = row[0]! + row[1]! + row[2]!;
        const percents = row.map((m, k) => (m / max[k]!) * 100);
        const overall = (rowTotal / totalMax) * 100;
        const meanOfPercents = (percents[0]! + percents[1]! + percents[2]!) / 3;
        const column = marks.map((r) => r[j]!);
        const columnMean = column.reduce((a, b) => a + b, 0) / folks.length;
        const subjectPct = (columnMean / max[j]!) * 100;
        const answer =
          ask === 'overall' ? overall : ask === 'averageOfPercentages' ? meanOfPercents : subjectPct;
        // a clean answer, and the slip between the two kinds of percentage clean too (whole or a half),
        // so the key is not the one tidy option
        const clean = (x: number) => Number.isInteger(x * 2);
        if (!clean(answer) || Math.abs(overall - meanOfPercents) < 1) return undefined;
        if (ask !== 'subjectAverage' && !clean(ask === 'overall' ? meanOfPercents : overall))
          return undefined;
        const names = folks.map((f) => f.name);
        const hiNames = folks.map((f) => hiName(f));
        const who = names[s]!;
        const hiWho = hiNames[s]!;
        const subject = subjects[j]!;
        const table = marksTable(names, subjects, max, marks);
        const hiTableText = hiMarksTable(hiNames, subjects, max, marks);
        const base = { format: pct, wholeOptions: false, params: { ask, max, marks, s, j } };
        const rowSteps = `${who}: ${row.map((m, k) => `${m}/${max[k]}`).join(', ')}`;
        if (ask === 'overall')
          return {
            ...base,
            question: `${table}\nWhat percentage of the total maximum marks did ${who} obtain in the three subjects together?`,
            answer,
            distractors: [
              {
                mistake: 'averaging the three percentages',
                hi: 'तीनों प्रतिशतों का औसत लेना',
                value: meanOfPercents,
              },
              {
                mistake: 'taking every subject out of 100',
                hi: 'हर विषय को 100 में से मान लेना',
                value: rowTotal / 3,
              },
              {
                mistake: `giving the percentage in ${subject} only`,
                hi: `केवल ${SUBJECTS[subject]} का प्रतिशत बताना`,
                value: percents[j]!,
              },
            ],
            steps: [
              `${rowSteps}. Total = ${rowTotal} out of ${max.join(' + ')} = ${totalMax}; ${rowTotal}/${totalMax} × 100 = ${pct(overall)}.`,
            ],
            hi: {
              question: `${hiTableText}\n${hiWho} ने तीनों विषयों में मिलाकर कुल अधिकतम अंकों का कितना प्रतिशत प्राप्त किया?`,
              steps: [
                `${hiWho}: ${row.map((m, k) => `${m}/${max[k]}`).join(', ')}। कुल = ${max.join(' + ')} = ${totalMax} में से ${rowTotal}; ${rowTotal}/${totalMax} × 100 = ${pct(overall)}।`,
              ],
            },
          };
        if (ask === 'averageOfPercentages')
          return {
            ...base,
            question: `${table}\nWhat is the average of the percentages of marks obtained by ${who} in the three subjects?`,
            answer,
            distractors: [
              {
                mistake: 'dividing the total marks by the total maximum marks',
                hi: 'कुल अंकों को कुल अधिकतम अंकों से भाग देना',
                value: overall,
              },
              {
                mistake: 'taking every subject out of 100',
                hi: 'हर विषय को 100 में से मान लेना',
                value: rowTotal / 3,
              },
              {
                mistake: `giving the percentage in ${subject} only`,
                hi: `केवल ${SUBJECTS[subject]} का प्रतिशत बताना`,
                value: percents[j]!,
              },
            ],
            steps: [
              `${rowSteps}: ${percents.map((p) => pct(p)).join(', ')}. Average = (${percents.map((p) => num(p)).join(' + ')}) ÷ 3 = ${pct(meanOfPercents)}.`,
            ],
            hi: {
              question: `${hiTableText}\n${hiWho} द्वारा तीनों विषयों में प्राप्त अंकों के प्रतिशतों का औसत क्या है?`,
              steps: [
                `${hiWho}: ${row.map((m, k) => `${m}/${max[k]}`).join(', ')}: ${percents.map((p) => pct(p)).join(', ')}। औसत = (${percents.map((p) => num(p)).join(' + ')}) ÷ 3 = ${pct(meanOfPercents)}।`,
              ],
            },
          };
        const bestOfColumn = Math.max(...column);
        return {
          ...base,
          question: `${table}\nWhat is the average percentage of marks of the ${folks.length} students in ${subject}?`,
          answer,
          distractors: [
            {
              mistake: `taking ${subject} out of 100`,
              hi: `${SUBJECTS[subject]} को 100 में से मान लेना`,
              value: columnMean,
            },
            {
              mistake: 'averaging the highest and the lowest marks only',
              hi: 'केवल सबसे अधिक और सबसे कम अंकों का औसत लेना',
              value: ((Math.max(...column) + Math.min(...column)) / 2 / max[j]!) * 100,
            },
            {
              mistake: 'giving the highest percentage in the subject',
              hi: 'विषय का सबसे अधिक प्रतिशत बताना',
              value: (bestOfColumn / max[j]!) * 100,
            },
          ],
          steps: [
            `${subject} (out of ${max[j]}): ${column.join(' + ')} = ${column.reduce((a, b) => a + b, 0)}; average = ${num(columnMean)}; ${num(columnMean)}/${max[j]} × 100 = ${pct(subjectPct)}.`,
          ],
          hi: {
            question: `${hiTableText}\n${SUBJECTS[subject]} में ${folks.length} विद्यार्थियों के अंकों का औसत प्रतिशत क्या है?`,
            steps: [
              `${SUBJECTS[subject]} (${max[j]} में से): ${column.join(' + ')} = ${column.reduce((a, b) => a + b, 0)}; औसत = ${num(columnMean)}; ${num(columnMean)}/${max[j]} × 100 = ${pct(subjectPct)}।`,
            ],
          },
        };
      });
    },
  },
  lessThan: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        // each paper's students in the five bands of 20 marks, most in the middle bands, cumulated
        const unit = rng.pick([2, 4, 5, 10]);
        const bands1 = [rng.int(1, 4), rng.int(3, 8), rng.int(5, 12), rng.int(3, 8), rng.int(1, 4)];
        // the second paper's middle band makes up the same number of students
        const bands2 = [rng.int(1, 4), rng.int(3, 8), 0, rng.int(3, 8), rng.int(1, 4)];
        bands2[2] = bands1.reduce((a, b) => a + b, 0) - bands2.reduce((a, b) => a + b, 0);
        if (bands2[2] < 4 || bands2[2] > 14) return undefined;
        const cumulate = (bands: number[]): number[] =>
          bands.map((_, i) => unit * bands.slice(0, i + 1).reduce((a, b) => a + b, 0));
        const [p1, p2] = [cumulate(bands1), cumulate(bands2)];
        const total = p1[4]!;
        const paper = rng.int(0, 1);
        const cum = paper === 0 ? p1 : p2;
        const other = paper === 0 ? p2 : p1;
        const name = paper === 0 ? 'Paper I' : 'Paper II';
        const ask = rng.pick(['between', 'atLeast'] as const);
        const rows = BOUNDS.map((b, i) => `Less than ${b}: Paper I ${p1[i]}, Paper II ${p2[i]}`);
        const hiRows = BOUNDS.map((b, i) => `${b} से कम: प्रश्नपत्र I ${p1[i]}, प्रश्नपत्र II ${p2[i]}`);
        const head = `The table shows how many of ${total} students scored less than the given marks (out of 100) in two papers.\n${rows.join('\n')}`;
        const hiHead = `तालिका में दिखाया गया है कि ${total} विद्यार्थियों में से कितनों ने दो प्रश्नपत्रों में दिए गए अंकों से कम अंक (100 में से) प्राप्त किए।\n${hiRows.join('\n')}`;
        const hiName2 = paper === 0 ? 'प्रश्नपत्र I' : 'प्रश्नपत्र II';
        if (ask === 'between') {
          const i = rng.int(0, 2);
          const k = rng.int(i + 1, Math.min(i + 2, 3));
          const [x, y] = [BOUNDS[i]!, BOUNDS[k]!];
          const answer = cum[k]! - cum[i]!;
          return {
            question: `${head}\nHow many students scored ${x} or more but less than ${y} marks in ${name}?`,
            answer,
            distractors: [
              {
                mistake: `giving the students with less than ${y}`,
                hi: `${y} से कम अंक वाले विद्यार्थी बताना`,
                value: cum[k]!,
              },
              {
                mistake: `reading ${paper === 0 ? 'Paper II' : 'Paper I'}`,
                hi: `${paper === 0 ? 'प्रश्नपत्र II' : 'प्रश्नपत्र I'} पढ़ लेना`,
                value: other[k]! - other[i]!,
              },
              {
                mistake: 'subtracting the row below instead',
                hi: 'नीचे वाली पंक्ति को घटा देना',
                value: cum[k + 1]! - cum[i]!,
              },
              {
                mistake: `adding the two rows`,
                hi: 'दोनों पंक्तियों को जोड़ देना',
                value: cum[k]! + cum[i]!,
              },
            ],
            steps: [
              `Less than ${y}: ${cum[k]}; less than ${x}: ${cum[i]}. Those with ${x} or more but less than ${y} = ${cum[k]} − ${cum[i]} = ${answer}.`,
            ],
            hi: {
              question: `${hiHead}\n${hiName2} में कितने विद्यार्थियों ने ${x} या अधिक परंतु ${y} से कम अंक प्राप्त किए?`,
              steps: [
                `${y} से कम: ${cum[k]}; ${x} से कम: ${cum[i]}। ${x} या अधिक परंतु ${y} से कम = ${cum[k]} − ${cum[i]} = ${answer}।`,
              ],
            },
            params: { ask, total, p1, p2, paper, x, y },
          };
        }
        const i = rng.int(0, 3);
        const x = BOUNDS[i]!;
        const answer = total - cum[i]!;
        return {
          question: `${head}\nHow many students scored at least ${x} marks in ${name}?`,
          answer,
          distractors: [
            {
              mistake: `giving the students with less than ${x}`,
              hi: `${x} से कम अंक वाले विद्यार्थी बताना`,
              value: cum[i]!,
            },
            {
              mistake: `reading ${paper === 0 ? 'Paper II' : 'Paper I'}`,
              hi: `${paper === 0 ? 'प्रश्नपत्र II' : 'प्रश्नपत्र I'} पढ़ लेना`,
              value: total - other[i]!,
            },
            {
              mistake: 'subtracting the next row',
              hi: 'अगली पंक्ति को घटा देना',
              value: total - cum[i + 1]!,
            },
            ...(i > 0
              ? [
                  {
                    mistake: 'subtracting the row above',
                    hi: 'ऊपर वाली पंक्ति को घटा देना',
                    value: total - cum[i - 1]!,
                  },
                ]
              : []),
          ],
          steps: [`Less than ${x}: ${cum[i]}, so at least ${x}: ${total} − ${cum[i]} = ${answer}.`],
          hi: {
            question: `${hiHead}\n${hiName2} में कितने विद्यार्थियों ने कम से कम ${x} अंक प्राप्त किए?`,
            steps: [`${x} से कम: ${cum[i]}, अतः कम से कम ${x}: ${total} − ${cum[i]} = ${answer}।`],
          },
          params: { ask, total, p1, p2, paper, x },
        };
      });
    },
  },
};
