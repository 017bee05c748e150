/**
 * Data interpretation's score and attendance tables (issue 19, fourth round), printed as text lines
 * beside dataMarks.ts's (whose subjects, maxima and running totals they share): percentages scored in
 * subjects with different maximum marks (a student's overall percentage or total marks; how many
 * students reach a subject's pass mark, or pass in all three); a cumulative "and above" table of two
 * papers and their aggregate (how many scored between two marks or less than a mark, the percentage in
 * a band); and candidates enrolled and present per year (the absentees, the year of the most or fewest
 * absentees, the percentage present or absent). dataInterpretation.ts spreads them in after its other
 * kinds.
 */
import { num, pct } from '../format';
import { hiName } from '../hindi';
import { sum } from '../math';
import { people } from '../names';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';
import { MAXIMA, SUBJECTS, wholePercentOf } from './dataMarks';

/** A value a percentage option may take without being the one tidy option: whole or a half. */
const tidy = (x: number): boolean => Math.abs(x * 2 - Math.round(x * 2)) < 1e-9;

const percentTable = (
  names: readonly string[],
  subjects: readonly string[],
  max: readonly number[],
  percents: number[][],
  hindi: boolean,
): string =>
  [
    hindi
      ? `तालिका में ${names.length} विद्यार्थियों द्वारा ${subjects.length} विषयों में प्राप्त अंकों का प्रतिशत दिया गया है।`
      : `The table shows the percentage of marks obtained by ${names.length} students in ${subjects.length} subjects.`,
    `${hindi ? 'अधिकतम अंक' : 'Maximum marks'}: ${subjects.map((s, j) => `${hindi ? SUBJECTS[s] : s} ${max[j]}`).join(', ')}`,
    ...names.map(
      (n, i) =>
        `${n}: ${subjects.map((s, j) => `${hindi ? SUBJECTS[s] : s} ${percents[i]![j]}%`).join(', ')}`,
    ),
  ].join('\n');

/** The rows of the "and above" table, from the top: marks out of 50 in each paper. */
const FLOORS = [40, 30, 20, 10, 0] as const;
const COLUMNS = ['Paper I', 'Paper II', 'Aggregate'] as const;
const HI_COLUMNS: Readonly<Record<string, string>> = {
  'Paper I': 'प्रश्नपत्र I',
  'Paper II': 'प्रश्नपत्र II',
  Aggregate: 'कुल (औसत)',
};

export const SCORE_KINDS: Record<string, Kind> = {
  percentOutOf: {
    levels: [2, 3],
    make(rng): Problem {
      // drawn once, so the asks whose clean draws are rarer keep their share
      const ask = rng.pick(['overall', 'total', 'passIn', 'passAll'] as const);
      return until((): Problem | undefined => {
        const subjects = rng.sample(Object.keys(SUBJECTS), 3);
        const max = rng.sample([...MAXIMA], 3);
        const folks = people(rng, 5);
        const percents = folks.map(() => max.map((m) => wholePercentOf(rng, m)));
        const marks = percents.map((row) => row.map((p, j) => (p * max[j]!) / 100));
        const s = rng.int(0, folks.length - 1);
        const j = rng.int(0, 2);
        const names = folks.map((f) => f.name);
        const hiNames = folks.map((f) => hiName(f));
        const table = percentTable(names, subjects, max, percents, false);
        const hiTableText = percentTable(hiNames, subjects, max, percents, true);
        const totalMax = sum(max);
        const row = percents[s]!;
        const got = sum(marks[s]!);
        const who = names[s]!;
        const hiWho = hiNames[s]!;
        const subject = subjects[j]!;
        const hiSubject = SUBJECTS[subject]!;
        const base = { params: { ask, subjects, max, percents, s, j } };
        const rowSteps = row.map((p, k) => `${p}% of ${max[k]} = ${num(marks[s]![k]!)}`).join(', ');
        const hiRowSteps = row.map((p, k) => `${max[k]} का ${p}% = ${num(marks[s]![k]!)}`).join(', ');
        if (ask === 'overall') {
          const answer = (100 * got) / totalMax;
          const mean = sum(row) / 3;
          if (!tidy(answer) || !tidy(mean) || Math.abs(answer - mean) < 1) return undefined;
          const wrong: Distractor[] = [
            { mistake: 'averaging the three percentages', hi: 'तीनों प्रतिशतों का औसत लेना', value: mean },
            {
              mistake: `giving the percentage in ${subject} only`,
              hi: `केवल ${hiSubject} का प्रतिशत बताना`,
              value: row[j]!,
            },
            {
              mistake: 'giving the highest of the three percentages',
              hi: 'तीनों में से सबसे अधिक प्रतिशत बताना',
              value: Math.max(...row),
            },
            {
              mistake: 'giving the lowest of the three percentages',
              hi: 'तीनों में से सबसे कम प्रतिशत बताना',
              value: Math.min(...row),
            },
          ];
          return {
            ...base,
            format: pct,
            wholeOptions: false,
            question: `${table}\nWhat is the overall percentage of marks obtained by ${who} in the three subjects?`,
            answer,
            distractors: aroundKey(wrong, answer, s + j),
            steps: [
              `${who}: ${rowSteps}. Total = ${num(got)} out of ${max.join(' + ')} = ${totalMax}; ${num(got)}/${totalMax} × 100 = ${pct(answer)}.`,
            ],
            hi: {
              question: `${hiTableText}\nतीनों विषयों में ${hiWho} द्वारा प्राप्त अंकों का कुल प्रतिशत क्या है?`,
              steps: [
                `${hiWho}: ${hiRowSteps}। कुल = ${max.join(' + ')} = ${totalMax} में से ${num(got)}; ${num(got)}/${totalMax} × 100 = ${pct(answer)}।`,
              ],
            },
          };
        }
        if (ask === 'total') {
          const wrong: Distractor[] = [
            {
              mistake: 'adding the percentages as if they were marks',
              hi: 'प्रतिशतों को ही अंक मानकर जोड़ना',
              value: sum(row),
            },
            {
              mistake: `leaving out ${subject}`,
              hi: `${hiSubject} को छोड़ देना`,
              value: got - marks[s]![j]!,
            },
            {
              mistake: 'taking the average percentage of the total maximum marks',
              hi: 'कुल अधिकतम अंकों का औसत प्रतिशत लेना',
              value: (sum(row) / 3 / 100) * totalMax,
            },
            {
              mistake: 'giving the marks lost',
              hi: 'कटे हुए अंक बताना',
              value: totalMax - got,
            },
            ...[0, 1, 2]
              .filter((k) => max[k] !== 100)
              .map((k) => ({
                mistake: `taking ${subjects[k]} out of 100`,
                hi: `${SUBJECTS[subjects[k]!]} को 100 में से मान लेना`,
                value: got - marks[s]![k]! + row[k]!,
              })),
          ];
          if (!Number.isInteger(got)) return undefined;
          return {
            ...base,
            question: `${table}\nWhat are the total marks obtained by ${who} in the three subjects?`,
            answer: got,
            distractors: aroundKey(wrong, got, s + j),
            steps: [`${who}: ${rowSteps}. Total = ${num(got)}.`],
            hi: {
              question: `${hiTableText}\nतीनों विषयों में ${hiWho} द्वारा प्राप्त कुल अंक कितने हैं?`,
              steps: [`${hiWho}: ${hiRowSteps}। कुल = ${num(got)}।`],
            },
          };
        }
        // pass marks in marks, 30 to 60 per cent of each maximum (whole marks)
        const pass = max.map((m) => (m * rng.pick([30, 35, 40, 45, 50, 60])) / 100);
        if (!pass.every((p) => Number.isInteger(p))) return undefined;
        const passes = (i: number, k: number): boolean => marks[i]![k]! >= pass[k]!;
        // the slip: the pass mark compared with the printed percentage, as if out of 100
        const passesRaw = (i: number, k: number): boolean => percents[i]![k]! >= pass[k]!;
        const count = (ok: (i: number) => boolean): number => folks.filter((_, i) => ok(i)).length;
        const passLine = `The pass marks are ${subjects.map((x, k) => `${x} ${pass[k]}`).join(', ')}.`;
        const hiPassLine = `उत्तीर्ण होने के न्यूनतम अंक: ${subjects.map((x, k) => `${SUBJECTS[x]} ${pass[k]}`).join(', ')}।`;
        const n = folks.length;
        if (ask === 'passIn') {
          const answer = count((i) => passes(i, j));
          const wrong: Distractor[] = [
            {
              mistake: 'comparing the pass mark with the percentage',
              hi: 'न्यूनतम अंकों की तुलना प्रतिशत से करना',
              value: count((i) => passesRaw(i, j)),
            },
            {
              mistake: `counting those who failed in ${subject}`,
              hi: `${hiSubject} में अनुत्तीर्ण विद्यार्थियों को गिनना`,
              value: n - answer,
            },
            ...[0, 1, 2]
              .filter((k) => k !== j)
              .map((k) => ({
                mistake: `counting those who passed in ${subjects[k]}`,
                hi: `${SUBJECTS[subjects[k]!]} में उत्तीर्ण विद्यार्थियों को गिनना`,
                value: count((i) => passes(i, k)),
              })),
          ];
          const named = new Set(wrong.map((w) => w.value).filter((v) => v !== answer));
          if (answer === 0 || named.size < 3 || wrong[0]!.value === answer) return undefined;
          return {
            ...base,
            params: { ...base.params, pass },
            allowNonPositive: true,
            question: `${table}\n${passLine}\nHow many students passed in ${subject}?`,
            answer,
            distractors: aroundKey(wrong, answer, s + j),
            steps: [
              `${subject} is out of ${max[j]}: ${names.map((x, i) => `${x} ${num(marks[i]![j]!)}`).join(', ')}. At least ${pass[j]}: ${answer} students.`,
            ],
            hi: {
              question: `${hiTableText}\n${hiPassLine}\n${hiSubject} में कितने विद्यार्थी उत्तीर्ण हुए?`,
              steps: [
                `${hiSubject} ${max[j]} में से: ${hiNames.map((x, i) => `${x} ${num(marks[i]![j]!)}`).join(', ')}। कम से कम ${pass[j]}: ${answer} विद्यार्थी।`,
              ],
            },
          };
        }
        const all = (i: number) => [0, 1, 2].every((k) => passes(i, k));
        const answer = count(all);
        const wrong: Distractor[] = [
          {
            mistake: 'comparing the pass marks with the percentages',
            hi: 'न्यूनतम अंकों की तुलना प्रतिशतों से करना',
            value: count((i) => [0, 1, 2].every((k) => passesRaw(i, k))),
          },
          {
            mistake: 'counting those who passed in at least one subject',
            hi: 'कम से कम एक विषय में उत्तीर्ण विद्यार्थियों को गिनना',
            value: count((i) => [0, 1, 2].some((k) => passes(i, k))),
          },
          {
            mistake: 'counting those who failed in some subject',
            hi: 'किसी विषय में अनुत्तीर्ण विद्यार्थियों को गिनना',
            value: n - answer,
          },
          ...[0, 1, 2].map((k) => ({
            mistake: `counting those who passed in ${subjects[k]}`,
            hi: `${SUBJECTS[subjects[k]!]} में उत्तीर्ण विद्यार्थियों को गिनना`,
            value: count((i) => passes(i, k)),
          })),
        ];
        const named = new Set(wrong.map((w) => w.value).filter((v) => v !== answer));
        if (answer === 0 || named.size < 3 || wrong[0]!.value === answer) return undefined;
        const failed = names
          .map((x, i) => {
            const k = [0, 1, 2].find((m) => !passes(i, m));
            return k === undefined ? undefined : `${x} (${subjects[k]} ${num(marks[i]![k]!)})`;
          })
          .filter(Boolean);
        const hiFailed = hiNames
          .map((x, i) => {
            const k = [0, 1, 2].find((m) => !passes(i, m));
            return k === undefined ? undefined : `${x} (${SUBJECTS[subjects[k]!]} ${num(marks[i]![k]!)})`;
          })
          .filter(Boolean);
        return {
          ...base,
          params: { ...base.params, pass },
          allowNonPositive: true,
          question: `${table}\n${passLine}\nHow many students passed in all three subjects?`,
          answer,
          distractors: aroundKey(wrong, answer, s + j),
          steps: [
            `Turn each percentage into marks (${who}: ${rowSteps}) and compare with the pass marks. ${failed.length ? `Below a pass mark: ${failed.join(', ')}` : 'Nobody is below a pass mark'}; so ${answer} of ${n} passed in all three.`,
          ],
          hi: {
            question: `${hiTableText}\n${hiPassLine}\nकितने विद्यार्थी तीनों विषयों में उत्तीर्ण हुए?`,
            steps: [
              `प्रत्येक प्रतिशत को अंकों में बदलें (${hiWho}: ${hiRowSteps}) और न्यूनतम अंकों से तुलना करें। ${hiFailed.length ? `न्यूनतम से कम: ${hiFailed.join(', ')}` : 'कोई भी न्यूनतम से कम नहीं है'}; अतः ${n} में से ${answer} तीनों विषयों में उत्तीर्ण हुए।`,
            ],
          },
        };
      });
    },
  },
  andAbove: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        // each student's marks out of 50 in the two papers (most near the middle), and their average:
        // the three columns count the same students, so the aggregate agrees with the papers
        const total = rng.pick([40, 50, 60, 80, 100, 120, 150, 200]);
        const mark = (): number => rng.int(0, 16) + rng.int(0, 17) + rng.int(0, 17);
        const scores = Array.from({ length: total }, () => {
          const one = mark();
          const two = mark();
          return [one, two, (one + two) / 2];
        });
        const above = [0, 1, 2].map((k) => FLOORS.map((f) => scores.filter((m) => m[k]! >= f).length));
        const c = rng.int(0, 2);
        const col = above[c]!;
        const other = above[(c + 1 + rng.int(0, 1)) % 3]!;
        const otherName = COLUMNS[above.indexOf(other)]!;
        const at = (column: number[], floor: number): number => column[FLOORS.indexOf(floor as 0)]!;
        const ask = rng.pick(['between', 'below', 'bandPercent'] as const);
        const rows = FLOORS.map(
          (f, i) => `${f} and above: ${COLUMNS.map((name, k) => `${name} ${above[k]![i]}`).join(', ')}`,
        );
        const hiRows = FLOORS.map(
          (f, i) =>
            `${f} और अधिक: ${COLUMNS.map((name, k) => `${HI_COLUMNS[name]} ${above[k]![i]}`).join(', ')}`,
        );
        const head = `The table shows how many of ${total} students scored the given marks (out of 50) and above in two papers and in the aggregate (the average of the two papers).\n${rows.join('\n')}`;
        const hiHead = `तालिका में दिखाया गया है कि ${total} विद्यार्थियों में से कितनों ने दो प्रश्नपत्रों में और कुल (दोनों प्रश्नपत्रों के औसत) में दिए गए अंक (50 में से) या अधिक प्राप्त किए।\n${hiRows.join('\n')}`;
        const name = COLUMNS[c]!;
        const hiColumn = HI_COLUMNS[name]!;
        const where = name === 'Aggregate' ? 'in the aggregate' : `in ${name}`;
        const hiWhere = name === 'Aggregate' ? 'कुल (औसत) में' : `${hiColumn} में`;
        const pick = c + total;
        if (ask === 'below') {
          const x = rng.pick([10, 20, 30, 40]);
          const answer = total - at(col, x);
          const wrong: Distractor[] = [
            {
              mistake: `giving the students with ${x} and above`,
              hi: `${x} और अधिक अंक वाले विद्यार्थी बताना`,
              value: at(col, x),
            },
            {
              mistake: `reading ${otherName}`,
              hi: `${HI_COLUMNS[otherName]} पढ़ लेना`,
              value: total - at(other, x),
            },
            ...[x + 10, x - 10]
              .filter((f) => f >= 10 && f <= 40)
              .map((f) => ({
                mistake: `subtracting the "${f} and above" row`,
                hi: `"${f} और अधिक" वाली पंक्ति घटाना`,
                value: total - at(col, f),
              })),
          ];
          return {
            question: `${head}\nHow many students scored less than ${x} marks ${where}?`,
            answer,
            distractors: aroundKey(wrong, answer, pick),
            steps: [
              `${x} and above ${where}: ${at(col, x)}, so less than ${x}: ${total} − ${at(col, x)} = ${answer}.`,
            ],
            hi: {
              question: `${hiHead}\n${hiWhere} कितने विद्यार्थियों ने ${x} से कम अंक प्राप्त किए?`,
              steps: [
                `${hiWhere} ${x} और अधिक: ${at(col, x)}, अतः ${x} से कम: ${total} − ${at(col, x)} = ${answer}।`,
              ],
            },
            params: { ask, above, c, x },
          };
        }
        const x = rng.pick(ask === 'between' ? [0, 10, 20, 30] : [10, 20, 30]);
        const y = rng.pick([x + 10, x + 20].filter((v) => v <= 40));
        const band = at(col, x) - at(col, y);
        if (ask === 'between') {
          const wrong: Distractor[] = [
            {
              mistake: `giving the students with ${x} and above`,
              hi: `${x} और अधिक अंक वाले विद्यार्थी बताना`,
              value: at(col, x),
            },
            {
              mistake: `reading ${otherName}`,
              hi: `${HI_COLUMNS[otherName]} पढ़ लेना`,
              value: at(other, x) - at(other, y),
            },
            { mistake: 'adding the two rows', hi: 'दोनों पंक्तियों को जोड़ देना', value: at(col, x) + at(col, y) },
            ...(y + 10 <= 40
              ? [
                  {
                    mistake: `subtracting the "${y + 10} and above" row`,
                    hi: `"${y + 10} और अधिक" वाली पंक्ति घटाना`,
                    value: at(col, x) - at(col, y + 10),
                  },
                ]
              : []),
            {
              mistake: `giving the students with ${y} and above`,
              hi: `${y} और अधिक अंक वाले विद्यार्थी बताना`,
              value: at(col, y),
            },
          ];
          return {
            question: `${head}\nHow many students scored ${x} or more but less than ${y} marks ${where}?`,
            answer: band,
            distractors: aroundKey(wrong, band, pick),
            steps: [
              `${x} and above: ${at(col, x)}; ${y} and above: ${at(col, y)}. So ${x} or more but less than ${y}: ${at(col, x)} − ${at(col, y)} = ${band}.`,
            ],
            hi: {
              question: `${hiHead}\n${hiWhere} कितने विद्यार्थियों ने ${x} या अधिक परंतु ${y} से कम अंक प्राप्त किए?`,
              steps: [
                `${x} और अधिक: ${at(col, x)}; ${y} और अधिक: ${at(col, y)}। अतः ${x} या अधिक परंतु ${y} से कम: ${at(col, x)} − ${at(col, y)} = ${band}।`,
              ],
            },
            params: { ask, above, c, x, y },
          };
        }
        const answer = (100 * band) / total;
        const wrong: Distractor[] = [
          {
            mistake: `taking the "${x} and above" row as the band`,
            hi: `"${x} और अधिक" वाली पंक्ति को ही वर्ग मान लेना`,
            value: (100 * at(col, x)) / total,
          },
          {
            mistake: `dividing by the students with ${x} and above`,
            hi: `${x} और अधिक अंक वाले विद्यार्थियों से भाग देना`,
            value: (100 * band) / at(col, x),
          },
          {
            mistake: `reading ${otherName}`,
            hi: `${HI_COLUMNS[otherName]} पढ़ लेना`,
            value: (100 * (at(other, x) - at(other, y))) / total,
          },
          {
            mistake: 'giving the percentage outside the band',
            hi: 'वर्ग से बाहर वालों का प्रतिशत बताना',
            value: 100 - answer,
          },
        ];
        const fit = wrong.filter((w) => tidy(w.value as number) && (w.value as number) < 100);
        if (!tidy(answer) || fit.length < 3) return undefined;
        return {
          question: `${head}\nWhat percentage of the students scored ${x} or more but less than ${y} marks ${where}?`,
          answer,
          format: pct,
          wholeOptions: false,
          distractors: aroundKey(fit, answer, pick),
          steps: [
            `${x} or more but less than ${y}: ${at(col, x)} − ${at(col, y)} = ${band}; ${band}/${total} × 100 = ${pct(answer)}.`,
          ],
          hi: {
            question: `${hiHead}\n${hiWhere} कितने प्रतिशत विद्यार्थियों ने ${x} या अधिक परंतु ${y} से कम अंक प्राप्त किए?`,
            steps: [
              `${x} या अधिक परंतु ${y} से कम: ${at(col, x)} − ${at(col, y)} = ${band}; ${band}/${total} × 100 = ${pct(answer)}।`,
            ],
          },
          params: { ask, above, c, x, y },
        };
      });
    },
  },
  attendance: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const n = 5;
        const start = rng.int(2015, 2020);
        const years = Array.from({ length: n }, (_, i) => start + i);
        const enrolled = years.map(() => 100 * rng.int(8, 40));
        const present = enrolled.map((e) => (e * rng.int(70, 97)) / 100);
        const absent = enrolled.map((e, i) => e - present[i]!);
        if (new Set(absent).size < n) return undefined;
        const i = rng.int(0, n - 1);
        const rows = years.map((y, k) => `${y}: enrolled ${num(enrolled[k]!)}, present ${num(present[k]!)}`);
        const hiRows = years.map((y, k) => `${y}: पंजीकृत ${num(enrolled[k]!)}, उपस्थित ${num(present[k]!)}`);
        const head = `The table shows the number of candidates enrolled for an examination and the number present, from ${years[0]} to ${years[n - 1]}.\n${rows.join('\n')}`;
        const hiHead = `तालिका में ${years[0]} से ${years[n - 1]} तक एक परीक्षा के लिए पंजीकृत और उपस्थित अभ्यर्थियों की संख्या दी गई है।\n${hiRows.join('\n')}`;
        const ask =
          level === 1
            ? 'absentees'
            : level === 2
              ? rng.pick(['rank', 'percentPresent'] as const)
              : rng.pick(['rank', 'overallAbsent'] as const);
        const near = i + 1 < n ? i + 1 : i - 1;
        if (ask === 'absentees') {
          const wrong: Distractor[] = [
            { mistake: `reading ${years[near]}`, hi: `${years[near]} पढ़ लेना`, value: absent[near]! },
            {
              mistake: `subtracting the candidates present in ${years[near]}`,
              hi: `${years[near]} के उपस्थित अभ्यर्थियों को घटाना`,
              value: enrolled[i]! - present[near]!,
            },
            ...(i > 0 && i + 1 < n
              ? [{ mistake: `reading ${years[i - 1]}`, hi: `${years[i - 1]} पढ़ लेना`, value: absent[i - 1]! }]
              : []),
            {
              mistake: 'giving the candidates present',
              hi: 'उपस्थित अभ्यर्थियों की संख्या बताना',
              value: present[i]!,
            },
          ];
          return {
            question: `${head}\nHow many candidates were absent in ${years[i]}?`,
            answer: absent[i]!,
            distractors: aroundKey(wrong, absent[i]!, i + start),
            steps: [
              `Absent in ${years[i]} = enrolled − present = ${num(enrolled[i]!)} − ${num(present[i]!)} = ${num(absent[i]!)}.`,
            ],
            hi: {
              question: `${hiHead}\n${years[i]} में कितने अभ्यर्थी अनुपस्थित रहे?`,
              steps: [
                `${years[i]} में अनुपस्थित = पंजीकृत − उपस्थित = ${num(enrolled[i]!)} − ${num(present[i]!)} = ${num(absent[i]!)}।`,
              ],
            },
            params: { ask, years, enrolled, present, i },
          };
        }
        if (ask === 'percentPresent') {
          // the share present, or the share absent, of one year's candidates enrolled
          const which = rng.pick(['present', 'absent'] as const);
          const hiWhich = which === 'present' ? 'उपस्थित' : 'अनुपस्थित';
          const part = which === 'present' ? present : absent;
          const rest = which === 'present' ? absent : present;
          const share = (k: number): number => (100 * part[k]!) / enrolled[k]!;
          const answer = share(i);
          const wrong: Distractor[] = [
            {
              mistake: `giving the percentage ${which === 'present' ? 'absent' : 'present'}`,
              hi: `${which === 'present' ? 'अनुपस्थित' : 'उपस्थित'} अभ्यर्थियों का प्रतिशत बताना`,
              value: 100 - answer,
            },
            ...[i - 1, i + 1]
              .filter((k) => k >= 0 && k < n)
              .map((k) => ({ mistake: `reading ${years[k]}`, hi: `${years[k]} पढ़ लेना`, value: share(k) })),
            {
              mistake: `dividing by the candidates ${which === 'present' ? 'absent' : 'present'}`,
              hi: `${which === 'present' ? 'अनुपस्थित' : 'उपस्थित'} अभ्यर्थियों से भाग देना`,
              value: (100 * part[i]!) / rest[i]!,
            },
          ].filter((w) => tidy(w.value) && w.value < 100);
          if (wrong.length < 3) return undefined;
          return {
            question: `${head}\nWhat percentage of the candidates enrolled in ${years[i]} were ${which}?`,
            answer,
            format: pct,
            wholeOptions: false,
            distractors: aroundKey(wrong, answer, i + start),
            steps: [
              `${which === 'present' ? 'Present' : `Absent = ${num(enrolled[i]!)} − ${num(present[i]!)}`} = ${num(part[i]!)}; ${num(part[i]!)}/${num(enrolled[i]!)} × 100 = ${pct(answer)}.`,
            ],
            hi: {
              question: `${hiHead}\n${years[i]} में पंजीकृत अभ्यर्थियों में से कितने प्रतिशत ${hiWhich} रहे?`,
              steps: [
                `${which === 'present' ? 'उपस्थित' : `अनुपस्थित = ${num(enrolled[i]!)} − ${num(present[i]!)}`} = ${num(part[i]!)}; ${num(part[i]!)}/${num(enrolled[i]!)} × 100 = ${pct(answer)}।`,
              ],
            },
            params: { ask, years, which, enrolled, present, i },
          };
        }
        if (ask === 'overallAbsent') {
          const answer = (100 * sum(absent)) / sum(enrolled);
          const yearly = absent.map((a, k) => (100 * a) / enrolled[k]!);
          const wrong: Distractor[] = [
            {
              mistake: 'averaging the yearly percentages',
              hi: 'प्रत्येक वर्ष के प्रतिशतों का औसत लेना',
              value: sum(yearly) / n,
            },
            {
              mistake: 'dividing by the candidates present',
              hi: 'उपस्थित अभ्यर्थियों से भाग देना',
              value: (100 * sum(absent)) / sum(present),
            },
            {
              mistake: 'giving the percentage present',
              hi: 'उपस्थित अभ्यर्थियों का प्रतिशत बताना',
              value: 100 - answer,
            },
            {
              mistake: 'averaging the highest and the lowest yearly percentages',
              hi: 'केवल सबसे अधिक और सबसे कम वार्षिक प्रतिशतों का औसत लेना',
              value: (Math.max(...yearly) + Math.min(...yearly)) / 2,
            },
            {
              mistake: `giving the percentage absent in ${years[n - 1]} only`,
              hi: `केवल ${years[n - 1]} का अनुपस्थिति प्रतिशत बताना`,
              value: yearly[n - 1]!,
            },
          ].filter((w) => tidy(w.value) && Math.abs(w.value - answer) >= 0.5);
          if (!tidy(answer) || wrong.length < 3) return undefined;
          return {
            question: `${head}\nWhat percentage of all the candidates enrolled in the ${n} years were absent?`,
            answer,
            format: pct,
            wholeOptions: false,
            distractors: aroundKey(wrong, answer, start + n),
            steps: [
              `Absent: ${absent.map((a) => num(a)).join(' + ')} = ${num(sum(absent))}; enrolled: ${num(sum(enrolled))}. ${num(sum(absent))}/${num(sum(enrolled))} × 100 = ${pct(answer)}.`,
            ],
            hi: {
              question: `${hiHead}\n${n} वर्षों में पंजीकृत सभी अभ्यर्थियों में से कितने प्रतिशत अनुपस्थित रहे?`,
              steps: [
                `अनुपस्थित: ${absent.map((a) => num(a)).join(' + ')} = ${num(sum(absent))}; पंजीकृत: ${num(sum(enrolled))}। ${num(sum(absent))}/${num(sum(enrolled))} × 100 = ${pct(answer)}।`,
              ],
            },
            params: { ask, years, enrolled, present },
          };
        }
        // the year whose absentees rank highest, second highest or lowest
        const rank = rng.pick(['highest', 'second highest', 'lowest'] as const);
        const hiRank = { highest: 'सबसे अधिक', 'second highest': 'दूसरी सबसे अधिक', lowest: 'सबसे कम' }[rank];
        const order = [...years.keys()].sort((a, b) => absent[b]! - absent[a]!);
        const key = rank === 'highest' ? order[0]! : rank === 'second highest' ? order[1]! : order[n - 1]!;
        const byRatio = [...years.keys()].sort(
          (a, b) => absent[b]! / enrolled[b]! - absent[a]! / enrolled[a]!,
        );
        const rankOf = (sorted: number[]) =>
          rank === 'highest' ? sorted[0]! : rank === 'second highest' ? sorted[1]! : sorted[n - 1]!;
        const mostEnrolled = [...years.keys()].sort((a, b) => enrolled[b]! - enrolled[a]!);
        const wrongYears = [
          {
            mistake: 'ranking the percentage absent instead of the number',
            hi: 'संख्या के स्थान पर अनुपस्थिति का प्रतिशत देखना',
            at: rankOf(byRatio),
          },
          {
            mistake: `ranking the candidates enrolled instead`,
            hi: 'पंजीकृत अभ्यर्थियों की संख्या देखना',
            at: rankOf(mostEnrolled),
          },
          {
            mistake:
              rank === 'second highest'
                ? 'giving the highest instead'
                : rank === 'highest'
                  ? 'giving the second highest'
                  : 'giving the second lowest',
            hi:
              rank === 'second highest'
                ? 'सबसे अधिक वाला वर्ष बताना'
                : rank === 'highest'
                  ? 'दूसरी सबसे अधिक वाला वर्ष बताना'
                  : 'दूसरी सबसे कम वाला वर्ष बताना',
            at: rank === 'second highest' ? order[0]! : rank === 'highest' ? order[1]! : order[n - 2]!,
          },
        ];
        const distinct = new Set([key, ...wrongYears.map((w) => w.at)]);
        if (distinct.size < 4) return undefined;
        const options = Object.fromEntries(years.map((y) => [String(y), String(y)]));
        return {
          question: `${head}\nIn which year was the number of absentees the ${rank}?`,
          answer: String(years[key]),
          distractors: wrongYears.map((w) => ({ mistake: w.mistake, hi: w.hi, value: String(years[w.at]) })),
          steps: [
            `Absentees (enrolled − present): ${years.map((y, k) => `${y} ${num(absent[k]!)}`).join(', ')}. The ${rank}: ${years[key]}.`,
          ],
          hi: {
            question: `${hiHead}\nकिस वर्ष अनुपस्थित अभ्यर्थियों की संख्या ${hiRank} थी?`,
            steps: [
              `अनुपस्थित (पंजीकृत − उपस्थित): ${years.map((y, k) => `${y} ${num(absent[k]!)}`).join(', ')}। ${hiRank}: ${years[key]}।`,
            ],
            options,
          },
          params: { ask, rank, years, enrolled, present },
        };
      });
    },
  },
};
