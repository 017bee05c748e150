import { num } from '../format';
import { defineTopic, until } from '../question';
import type { Problem } from '../types';
import { signFill, signMeanings, signSwap } from './signs';
import { swapCheck, symbolKey } from './signKeys';
import { signNumberSwap, signSwapOptions } from './numberPuzzleAudit5';
import { bracketSigns, signNumberPick, swapBothCheck } from './signsAudit6';
import { numberSwap, numberSwapCheck } from './numberSwaps';
import { inequalityCoded, inequalityConclusions, inequalityTrue } from './inequalities';

/** Rules a row (a, b) → c can follow. Each has a plain formula a test can recompute from the name. */
export const ROW_RULES: Record<string, { text: string; hi: string; f: (a: number, b: number) => number }> = {
  product: {
    text: 'the third number is the product of the first two',
    hi: 'पहली दो संख्याओं का गुणनफल',
    f: (a, b) => a * b,
  },
  sumDouble: {
    text: 'the third number is twice the sum of the first two',
    hi: 'पहली दो संख्याओं के योग का दोगुना',
    f: (a, b) => 2 * (a + b),
  },
  sumSquares: {
    text: 'the third number is the sum of the squares of the first two',
    hi: 'पहली दो संख्याओं के वर्गों का योग',
    f: (a, b) => a * a + b * b,
  },
  squareOfSum: {
    text: 'the third number is the square of the sum of the first two',
    hi: 'पहली दो संख्याओं के योग का वर्ग',
    f: (a, b) => (a + b) ** 2,
  },
  productPlusSum: {
    text: 'the third number is the product plus the sum of the first two',
    hi: 'पहली दो संख्याओं का गुणनफल + उनका योग',
    f: (a, b) => a * b + a + b,
  },
  productMinusSum: {
    text: 'the third number is the product minus the sum of the first two',
    hi: 'पहली दो संख्याओं का गुणनफल − उनका योग',
    f: (a, b) => a * b - a - b,
  },
  diffSquares: {
    text: 'the third number is the difference of the squares of the first two',
    hi: 'पहली दो संख्याओं के वर्गों का अंतर',
    f: (a, b) => Math.abs(a * a - b * b),
  },
  squarePlus: {
    text: 'the third number is the square of the first plus the second',
    hi: 'पहली संख्या का वर्ग + दूसरी संख्या',
    f: (a, b) => a * a + b,
  },
  cubeMinus: {
    text: 'the third number is the cube of the first minus the second',
    hi: 'पहली संख्या का घन − दूसरी संख्या',
    f: (a, b) => a ** 3 - b,
  },
  productDouble: {
    text: 'the third number is twice the product of the first two',
    hi: 'पहली दो संख्याओं के गुणनफल का दोगुना',
    f: (a, b) => 2 * a * b,
  },
};

const LEVEL_RULES: Record<number, string[]> = {
  1: ['product', 'sumDouble', 'productPlusSum', 'squarePlus'],
  2: ['sumSquares', 'squareOfSum', 'productMinusSum', 'productDouble', 'squarePlus', 'productPlusSum'],
  3: ['diffSquares', 'cubeMinus', 'sumSquares', 'squareOfSum', 'productMinusSum'],
};

/** "Think of a number" steps: what is done to the number, in words, and the arithmetic. */
const NUMBER_STEPS: Record<
  string,
  {
    words: (k: number, c: number) => string;
    /** The same in Hindi (issue 15), with the number it is done to. */
    hi: (k: number, c: number) => string;
    f: (n: number, k: number, c: number) => number;
  }
> = {
  mulAdd: {
    words: (k, c) => `multiplied by ${k} and ${c} is added to the result`,
    hi: (k, c) => `किसी संख्या को ${k} से गुणा करके परिणाम में ${c} जोड़ा जाता है`,
    f: (n, k, c) => n * k + c,
  },
  mulSub: {
    words: (k, c) => `multiplied by ${k} and ${c} is taken away from the result`,
    hi: (k, c) => `किसी संख्या को ${k} से गुणा करके परिणाम में से ${c} घटाया जाता है`,
    f: (n, k, c) => n * k - c,
  },
  addMul: {
    words: (k, c) => `increased by ${c} and the sum is multiplied by ${k}`,
    hi: (k, c) => `किसी संख्या में ${c} जोड़कर योग को ${k} से गुणा किया जाता है`,
    f: (n, k, c) => (n + c) * k,
  },
  subMul: {
    words: (k, c) => `reduced by ${c} and the difference is multiplied by ${k}`,
    hi: (k, c) => `किसी संख्या में से ${c} घटाकर अंतर को ${k} से गुणा किया जाता है`,
    f: (n, k, c) => (n - c) * k,
  },
};

export const numberPuzzle = defineTopic({
  thinkOfNumber: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const how = rng.pick(Object.keys(NUMBER_STEPS));
        const { words, hi, f } = NUMBER_STEPS[how]!;
        const n = rng.int(3, level === 1 ? 30 : 90);
        const k = rng.int(2, level === 1 ? 6 : 12);
        const c = rng.int(2, level === 1 ? 20 : 60);
        const result = f(n, k, c);
        if (result <= 0) return undefined;
        const undo = how === 'mulAdd' || how === 'mulSub';
        return {
          question: `A number is ${words(k, c)}. The answer is ${result}. What is the number?`,
          answer: n,
          distractors: [
            {
              mistake: 'undoing the steps in the same order instead of the reverse order',
              value: undo
                ? result / k - (how === 'mulAdd' ? c : -c)
                : (result - (how === 'addMul' ? c : -c)) / k,
            },
            { mistake: 'undoing only the multiplication', value: result / k },
            {
              mistake:
                how === 'mulAdd' || how === 'addMul'
                  ? 'adding where the step must be undone by taking away'
                  : 'taking away where the step must be undone by adding',
              value: undo
                ? (result + (how === 'mulAdd' ? c : -c)) / k
                : result / k + (how === 'addMul' ? c : -c),
            },
          ],
          trap: false,
          steps: [
            undo
              ? `Undo the steps in reverse order: ${result} ${how === 'mulAdd' ? '−' : '+'} ${c} = ${how === 'mulAdd' ? result - c : result + c}, then ÷ ${k} = ${n}.`
              : `Undo the steps in reverse order: ${result} ÷ ${k} = ${result / k}, then ${how === 'addMul' ? '−' : '+'} ${c} = ${n}.`,
          ],
          hi: {
            question: `${hi(k, c)}। परिणाम ${result} आता है। वह संख्या क्या है?`,
            steps: [
              undo
                ? `चरणों को उलटे क्रम में पलटिए: ${result} ${how === 'mulAdd' ? '−' : '+'} ${c} = ${how === 'mulAdd' ? result - c : result + c}, फिर ÷ ${k} = ${n}।`
                : `चरणों को उलटे क्रम में पलटिए: ${result} ÷ ${k} = ${result / k}, फिर ${how === 'addMul' ? '−' : '+'} ${c} = ${n}।`,
            ],
          },
          params: { how, k, c, result },
        };
      });
    },
  },
  sumDifference: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const small = rng.int(3, level === 1 ? 40 : 150);
        const big = small + rng.int(2, level === 1 ? 30 : 90);
        const askLarger = rng.chance(0.5);
        const [sum, diff] = [big + small, big - small];
        const relation = rng.pick(['difference', 'one exceeds the other'] as const);
        return {
          question:
            relation === 'difference'
              ? `The sum of two numbers is ${sum} and their difference is ${diff}. What is the ${askLarger ? 'larger' : 'smaller'} number?`
              : `Two numbers add up to ${sum}, and one of them is ${diff} more than the other. What is the ${askLarger ? 'larger' : 'smaller'} number?`,
          answer: askLarger ? big : small,
          distractors: [
            {
              mistake: `giving the ${askLarger ? 'smaller' : 'larger'} number`,
              value: askLarger ? small : big,
            },
            { mistake: 'halving the sum only', value: sum / 2 },
            { mistake: 'taking the difference away from the sum without halving', value: sum - diff },
          ],
          trap: false,
          steps: [
            `Larger = (sum + difference) ÷ 2 = (${sum} + ${diff}) ÷ 2 = ${big}; smaller = (${sum} − ${diff}) ÷ 2 = ${small}.`,
          ],
          hi: {
            question:
              relation === 'difference'
                ? `दो संख्याओं का योग ${sum} और उनका अंतर ${diff} है। ${askLarger ? 'बड़ी' : 'छोटी'} संख्या क्या है?`
                : `दो संख्याओं का योग ${sum} है, और उनमें से एक संख्या दूसरी से ${diff} अधिक है। ${askLarger ? 'बड़ी' : 'छोटी'} संख्या क्या है?`,
            steps: [
              `बड़ी संख्या = (योग + अंतर) ÷ 2 = (${sum} + ${diff}) ÷ 2 = ${big}; छोटी संख्या = (${sum} − ${diff}) ÷ 2 = ${small}।`,
            ],
          },
          params: { sum, diff, larger: askLarger ? 1 : 0 },
        };
      });
    },
  },
  consecutive: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const count = rng.pick(level === 1 ? [3, 4] : [3, 4, 5]);
        const kind = rng.pick(['', 'even ', 'odd '] as const);
        const gap = kind === '' ? 1 : 2;
        let first = rng.int(5, level === 1 ? 60 : 200);
        if (kind === 'even ' && first % 2 === 1) first += 1;
        if (kind === 'odd ' && first % 2 === 0) first += 1;
        const terms = Array.from({ length: count }, (_, i) => first + i * gap);
        const sum = terms.reduce((a, b) => a + b, 0);
        const askLargest = rng.chance(0.5);
        const answer = askLargest ? terms[count - 1]! : first;
        return {
          question: `The sum of ${count} consecutive ${kind}numbers is ${sum}. What is the ${askLargest ? 'largest' : 'smallest'} of them?`,
          answer,
          distractors: [
            {
              mistake: `giving the ${askLargest ? 'smallest' : 'largest'} number`,
              value: askLargest ? first : terms[count - 1]!,
            },
            { mistake: 'taking the average as the answer', value: sum / count },
            {
              mistake: `stepping by ${gap === 1 ? 2 : 1} instead of ${gap}`,
              value: askLargest
                ? sum / count + ((count - 1) / 2) * (3 - gap)
                : sum / count - ((count - 1) / 2) * (3 - gap),
            },
          ],
          trap: false,
          steps: [
            `The average of the ${count} numbers is ${sum} ÷ ${count} = ${num(sum / count)}, the middle of them; so they are ${terms.join(', ')}, and the ${askLargest ? 'largest' : 'smallest'} is ${answer}.`,
          ],
          hi: {
            question: `${count} क्रमागत ${kind === 'even ' ? 'सम ' : kind === 'odd ' ? 'विषम ' : ''}संख्याओं का योग ${sum} है। उनमें सबसे ${askLargest ? 'बड़ी' : 'छोटी'} संख्या क्या है?`,
            steps: [
              `${count} संख्याओं का औसत ${sum} ÷ ${count} = ${num(sum / count)} है, जो बीच की संख्या है; अतः संख्याएँ ${terms.join(', ')} हैं, और सबसे ${askLargest ? 'बड़ी' : 'छोटी'} संख्या ${answer} है।`,
            ],
          },
          params: { count, gap, sum, largest: askLargest ? 1 : 0 },
        };
      });
    },
  },
  rows: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const rule = rng.pick(LEVEL_RULES[level]!);
        const f = ROW_RULES[rule]!.f;
        const rows = Array.from(
          { length: 3 },
          () => [rng.int(2, level === 3 ? 9 : 12), rng.int(2, 12)] as [number, number],
        );
        if (new Set(rows.map((r) => r.join())).size < 3) return undefined;
        const values = rows.map(([a, b]) => f(a, b));
        if (values.some((v) => v <= 0 || v > 2000)) return undefined;
        // another rule that also fits the given rows would make two answers right
        const rivals = Object.entries(ROW_RULES).filter(
          ([name, r]) => name !== rule && rows.slice(0, 2).every(([a, b], i) => r.f(a, b) === values[i]),
        );
        if (rivals.length > 0) return undefined;
        const [a, b] = rows[2]!;
        const ans = values[2]!;
        const others = Object.entries(ROW_RULES).filter(([name]) => name !== rule);
        const shape = rng.chance(0.5) ? 'rows' : 'star';
        const question =
          shape === 'rows'
            ? `Find the missing number.\n${rows.map(([x, y], i) => `${num(x)}, ${num(y)}, ${i === 2 ? '?' : num(values[i]!)}`).join('\n')}`
            : `If ${num(rows[0]![0])} ★ ${num(rows[0]![1])} = ${num(values[0]!)} and ${num(rows[1]![0])} ★ ${num(rows[1]![1])} = ${num(values[1]!)}, what is ${num(a)} ★ ${num(b)}?`;
        return {
          question,
          answer: ans,
          allowNonPositive: false,
          distractors: rng.shuffle(others).map(([name, r]) => ({
            mistake: `using the wrong rule (${ROW_RULES[name]!.text.replace('the third number is ', '')})`,
            value: r.f(a, b),
          })),
          trap: false,
          steps: [
            `In each ${shape === 'rows' ? 'row' : 'pair'} ${ROW_RULES[rule]!.text}: ${rows
              .slice(0, 2)
              .map(([x, y], i) => `${x}, ${y} → ${num(values[i]!)}`)
              .join('; ')}. So ${a}, ${b} → ${num(ans)}.`,
          ],
          hi: {
            question:
              shape === 'rows'
                ? `लुप्त संख्या ज्ञात कीजिए।\n${rows.map(([x, y], i) => `${num(x)}, ${num(y)}, ${i === 2 ? '?' : num(values[i]!)}`).join('\n')}`
                : `यदि ${num(rows[0]![0])} ★ ${num(rows[0]![1])} = ${num(values[0]!)} और ${num(rows[1]![0])} ★ ${num(rows[1]![1])} = ${num(values[1]!)} है, तो ${num(a)} ★ ${num(b)} का मान क्या होगा?`,
            steps: [
              `प्रत्येक ${shape === 'rows' ? 'पंक्ति' : 'युग्म'} में तीसरी संख्या = ${ROW_RULES[rule]!.hi}: ${rows
                .slice(0, 2)
                .map(([x, y], i) => `${x}, ${y} → ${num(values[i]!)}`)
                .join('; ')}। अतः ${a}, ${b} → ${num(ans)}।`,
            ],
          },
          params: { rule, rows, shape },
        };
      });
    },
  },
  digits: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const t = rng.int(1, 9);
        const u = rng.int(0, 9);
        if (t === u || u === 0) return undefined;
        const n = 10 * t + u;
        const reversed = 10 * u + t;
        const diff = reversed - n;
        const more = diff > 0;
        return {
          question: `The sum of the digits of a two-digit number is ${t + u}. If the digits are reversed, the number ${more ? 'increases' : 'decreases'} by ${Math.abs(diff)}. What is the number?`,
          answer: n,
          distractors: [
            { mistake: 'giving the reversed number', hi: 'अंक उलटने पर बनी संख्या बताना', value: reversed },
            // digits that differ by the change ÷ 11, where it divides (a change is 9 × the digits' difference)
            ...(() => {
              const d = Math.abs(diff) / 11;
              const tens = (t + u + (more ? -d : d)) / 2;
              return Number.isInteger(tens)
                ? [
                    {
                      mistake: 'reading the difference as (tens − units) × 11',
                      hi: 'परिवर्तन को (दहाई − इकाई) × 11 मान लेना',
                      value: 10 * tens + (t + u - tens),
                    },
                  ]
                : [];
            })(),
            {
              mistake: 'taking the change as the number',
              hi: 'परिवर्तन को ही संख्या मान लेना',
              value: Math.abs(diff),
            },
          ],
          steps: [
            `Reversing changes the number by 9 × (difference of digits), so the digits differ by ${Math.abs(diff)} ÷ 9 = ${Math.abs(t - u)}. With sum ${t + u}, the digits are ${Math.max(t, u)} and ${Math.min(t, u)}; the ${more ? 'units' : 'tens'} digit is the larger, so the number is ${n}.`,
          ],
          hi: {
            question: `दो अंकों की एक संख्या के अंकों का योग ${t + u} है। यदि अंकों को उलट दिया जाए, तो संख्या ${Math.abs(diff)} ${more ? 'बढ़' : 'घट'} जाती है। वह संख्या क्या है?`,
            steps: [
              `अंक उलटने पर संख्या 9 × (अंकों का अंतर) बदलती है, अतः अंकों का अंतर ${Math.abs(diff)} ÷ 9 = ${Math.abs(t - u)} है। योग ${t + u} होने से अंक ${Math.max(t, u)} और ${Math.min(t, u)} हैं; ${more ? 'इकाई' : 'दहाई'} का अंक बड़ा है, अतः संख्या ${n} है।`,
            ],
          },
          params: { sum: t + u, diff },
        };
      });
    },
  },
  grid: {
    levels: [3],
    make(rng) {
      return until(() => {
        // each column: bottom = top × middle − k, or top + middle × k
        const op = rng.pick(['productMinus', 'sumTimes'] as const);
        const k = rng.int(1, 5);
        const cols = Array.from({ length: 3 }, () => [rng.int(2, 9), rng.int(2, 9)] as [number, number]);
        const f = (a: number, b: number) => (op === 'productMinus' ? a * b - k : (a + b) * k);
        const bottoms = cols.map(([a, b]) => f(a, b));
        if (bottoms.some((v) => v <= 0) || new Set(bottoms).size < 3) return undefined;
        const alt = (a: number, b: number) => (op === 'productMinus' ? a * b + k : (a + b) * (k + 1));
        const ans = bottoms[2]!;
        const text =
          op === 'productMinus' ? `bottom = top × middle − ${k}` : `bottom = (top + middle) × ${k}`;
        const hiText = op === 'productMinus' ? `नीचे = ऊपर × मध्य − ${k}` : `नीचे = (ऊपर + मध्य) × ${k}`;
        return {
          question: `Find the missing number. Each column follows the same rule.\nTop row: ${cols.map((c) => c[0]).join(', ')}\nMiddle row: ${cols.map((c) => c[1]).join(', ')}\nBottom row: ${bottoms.slice(0, 2).join(', ')}, ?`,
          answer: ans,
          distractors: [
            {
              mistake:
                op === 'productMinus' ? `adding ${k} instead of subtracting` : `multiplying by ${k + 1}`,
              hi: op === 'productMinus' ? `${k} घटाने के बजाय जोड़ना` : `${k + 1} से गुणा करना`,
              value: alt(cols[2]![0], cols[2]![1]),
            },
            {
              mistake: 'multiplying the top and middle numbers only',
              hi: 'केवल ऊपर और मध्य की संख्याओं का गुणा करना',
              value: cols[2]![0] * cols[2]![1],
            },
            {
              mistake: 'adding the top and middle numbers only',
              hi: 'केवल ऊपर और मध्य की संख्याओं को जोड़ना',
              value: cols[2]![0] + cols[2]![1],
            },
            {
              mistake: 'continuing the bottom row with the same difference',
              hi: 'निचली पंक्ति को समान अंतर से आगे बढ़ाना',
              value: bottoms[1]! + (bottoms[1]! - bottoms[0]!),
            },
          ],
          steps: [
            `Column by column, ${text}: ${cols
              .slice(0, 2)
              .map(([a, b], i) => `${a}, ${b} → ${bottoms[i]}`)
              .join('; ')}. So ${cols[2]![0]}, ${cols[2]![1]} → ${ans}.`,
          ],
          hi: {
            question: `लुप्त संख्या ज्ञात कीजिए। प्रत्येक स्तंभ एक ही नियम का पालन करता है।\nऊपरी पंक्ति: ${cols.map((c) => c[0]).join(', ')}\nमध्य पंक्ति: ${cols.map((c) => c[1]).join(', ')}\nनिचली पंक्ति: ${bottoms.slice(0, 2).join(', ')}, ?`,
            steps: [
              `प्रत्येक स्तंभ में ${hiText}: ${cols
                .slice(0, 2)
                .map(([a, b], i) => `${a}, ${b} → ${bottoms[i]}`)
                .join('; ')}। अतः ${cols[2]![0]}, ${cols[2]![1]} → ${ans}।`,
            ],
          },
          params: { op, k, cols },
        };
      });
    },
  },
  // mathematical operations (signs.ts, issue 19 item 5)
  signMeanings: { levels: [1, 2, 3], make: (rng, level) => signMeanings(rng, level) },
  signSwap: { levels: [2, 3], make: (rng, level) => signSwap(rng, level) },
  signFill: { levels: [1, 2, 3], make: (rng, level) => signFill(rng, level) },
  // issue 19, second round: symbols read off two solved equations; which equations an interchange makes true
  symbolKey: { levels: [2, 3], make: (rng, level) => symbolKey(rng, level) },
  swapCheck: { levels: [2, 3], make: (rng, level) => swapCheck(rng, level) },
  // numbers interchanged, beside the signs interchanged (numberSwaps.ts)
  numberSwap: { levels: [1, 2, 3], make: (rng, level) => numberSwap(rng, level) },
  numberSwapCheck: { levels: [2, 3], make: (rng, level) => numberSwapCheck(rng, level) },
  // chains of inequalities, plain and coded (inequalities.ts)
  inequalityTrue: { levels: [1, 2, 3], make: (rng, level) => inequalityTrue(rng, level) },
  inequalityConclusions: { levels: [2, 3], make: (rng, level) => inequalityConclusions(rng, level) },
  inequalityCoded: { levels: [2, 3], make: (rng, level) => inequalityCoded(rng, level) },
  // signs (and two numbers) interchanged, four equations as the options (numberPuzzleAudit5.ts,
  // coverage audit 4 item 9)
  signSwapOptions: { levels: [1, 2, 3], make: (rng, level) => signSwapOptions(rng, level) },
  signNumberSwap: { levels: [2, 3], make: (rng, level) => signNumberSwap(rng, level) },
  // options that interchange two signs and two numbers; an interchange of both with equations I and
  // II; the signs of a bracketed equation (signsAudit6.ts, coverage audit 5 item 2)
  signNumberPick: { levels: [2, 3], make: (rng, level) => signNumberPick(rng, level) },
  swapBothCheck: { levels: [2, 3], make: (rng, level) => swapBothCheck(rng, level) },
  bracketSigns: { levels: [1, 2, 3], make: (rng, level) => bracketSigns(rng, level) },
});
