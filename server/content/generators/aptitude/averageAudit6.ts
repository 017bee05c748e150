/**
 * A wrong entry corrected, asked for its other unknowns (beside `misread`, which asks the correct
 * average): how many numbers there are when correcting one entry moves the average by a printed amount
 * (`misreadCount`), and the correct value of the entry from the two averages (`misreadValue`).
 * average.ts spreads them in after its other kinds; each writes its Hindi twin from the same drawn
 * values.
 */
import { num } from '../format';
import { clean, isWhole } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

/** Named mistakes kept only when positive, whole, not the key, first of each value. */
const usable = (wrong: Distractor[], key: number): Distractor[] =>
  wrong
    .map((w) => ({ ...w, value: clean(w.value as number) }))
    .filter((w) => Number.isFinite(w.value) && (w.value as number) > 0 && isWhole(w.value as number))
    .filter((w) => Math.abs((w.value as number) - key) > 1e-6)
    .filter((w, i, all) => all.findIndex((o) => o.value === w.value) === i);

export const AVERAGE_AUDIT6: Record<string, Kind> = {
  misreadCount: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const n = rng.int(8, 60);
        const shift = rng.pick([0.5, 1, 1.5, 2, 2.5, 3, 4]);
        const error = n * shift; // wrong − right, in absolute value
        if (!isWhole(error) || error < 10 || error > 150) return undefined;
        const right = rng.int(10, 99);
        const up = rng.chance(0.5); // copied larger than it was
        const wrongValue = up ? right + error : right - error;
        if (wrongValue < 5) return undefined;
        const found = rng.int(20, 80) + (isWhole(shift) ? 0 : 0.5);
        const correct = up ? found - shift : found + shift;
        const wrong = usable(
          [
            {
              mistake: 'dividing the copied value by the change in the average',
              hi: 'गलत लिखी संख्या को औसत के बदलाव से भाग देना',
              value: wrongValue / shift,
            },
            {
              mistake: 'dividing the true value by the change in the average',
              hi: 'सही संख्या को औसत के बदलाव से भाग देना',
              value: right / shift,
            },
            {
              mistake: 'adding the two values instead of taking their difference',
              hi: 'दोनों संख्याओं का अंतर लेने के स्थान पर उन्हें जोड़ना',
              value: (wrongValue + right) / shift,
            },
            {
              mistake: 'multiplying the error by the change in the average',
              hi: 'त्रुटि को औसत के बदलाव से गुणा करना',
              value: error * shift,
            },
            {
              mistake: 'giving the error instead of the count',
              hi: 'संख्याओं की गिनती के स्थान पर त्रुटि बता देना',
              value: error,
            },
            {
              mistake: 'leaving the corrected number out of the count',
              hi: 'सुधारी गई संख्या को गिनती से बाहर छोड़ देना',
              value: n - 1,
            },
            {
              mistake: 'halving the error',
              hi: 'त्रुटि को आधा कर देना',
              value: error / 2,
            },
            {
              mistake: 'dividing the error by the correct average',
              hi: 'त्रुटि को सही औसत से भाग देना',
              value: error / correct,
            },
          ],
          n,
        );
        const kept = aroundKey(wrong, n, right + n);
        if (kept.length < 3) return undefined;
        return {
          question: `The average of some numbers was found to be ${num(found)}. Later it was noticed that one number, ${num(right)}, had been copied as ${num(wrongValue)}, and the correct average is ${num(correct)}. How many numbers are there?`,
          answer: n,
          distractors: kept,
          steps: [
            `The total was ${up ? 'too large' : 'too small'} by ${num(Math.max(wrongValue, right))} − ${num(Math.min(wrongValue, right))} = ${num(error)}, and the average moved by ${num(Math.max(found, correct))} − ${num(Math.min(found, correct))} = ${num(shift)}.`,
            `Each number carries the same share of the error: ${num(error)} ÷ ${num(shift)} = ${n} numbers.`,
          ],
          hi: {
            question: `कुछ संख्याओं का औसत ${num(found)} पाया गया। बाद में पता चला कि एक संख्या ${num(right)} को ${num(wrongValue)} लिख दिया गया था, और सही औसत ${num(correct)} है। कुल कितनी संख्याएँ हैं?`,
            steps: [
              `योग ${num(Math.max(wrongValue, right))} − ${num(Math.min(wrongValue, right))} = ${num(error)} ${up ? 'अधिक' : 'कम'} था, और औसत ${num(Math.max(found, correct))} − ${num(Math.min(found, correct))} = ${num(shift)} बदला।`,
              `त्रुटि हर संख्या पर बराबर बँटती है: ${num(error)} ÷ ${num(shift)} = ${n} संख्याएँ।`,
            ],
          },
          params: { found, right, wrongValue, correct },
        };
      });
    },
  },
  misreadValue: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const n = rng.pick([10, 12, 15, 20, 25, 30, 40, 50]);
        const shift = rng.pick([0.2, 0.4, 0.5, 0.6, 0.8, 1, 1.2, 1.5, 2, 2.4, 3]);
        const error = n * shift;
        if (!isWhole(error) || error < 6 || error > 90) return undefined;
        const wrongValue = rng.int(15, 99);
        const up = rng.chance(0.5); // the true value is larger than the one copied
        const right = up ? wrongValue + error : wrongValue - error;
        if (right < 5) return undefined;
        const found = rng.int(20, 80);
        const correct = clean(up ? found + shift : found - shift);
        const wrong = usable(
          [
            {
              mistake: 'correcting in the wrong direction',
              hi: 'उलटी दिशा में सुधार करना',
              value: up ? wrongValue - error : wrongValue + error,
            },
            {
              mistake: 'adding the change in the average alone',
              hi: 'केवल औसत का बदलाव जोड़ना',
              value: up ? wrongValue + shift : wrongValue - shift,
            },
            {
              mistake: `taking the error over ${n - 1} numbers`,
              hi: `त्रुटि को ${n - 1} संख्याओं पर लेना`,
              value: up ? wrongValue + (n - 1) * shift : wrongValue - (n - 1) * shift,
            },
            {
              mistake: `taking the error over ${n + 1} numbers`,
              hi: `त्रुटि को ${n + 1} संख्याओं पर लेना`,
              value: up ? wrongValue + (n + 1) * shift : wrongValue - (n + 1) * shift,
            },
            {
              mistake: 'giving the error instead of the correct number',
              hi: 'सही संख्या के स्थान पर त्रुटि बता देना',
              value: error,
            },
          ],
          right,
        );
        const kept = aroundKey(wrong, right, n + wrongValue);
        if (kept.length < 3) return undefined;
        return {
          question: `The average of ${n} numbers was calculated as ${num(found)}. It was later found that one number was wrongly read as ${num(wrongValue)}; with the correct number the average is ${num(correct)}. What is the correct number?`,
          answer: right,
          distractors: kept,
          steps: [
            `The total changes by ${n} × ${num(shift)} = ${num(error)} (the average ${up ? 'rises' : 'falls'} from ${num(found)} to ${num(correct)}).`,
            `So the correct number = ${num(wrongValue)} ${up ? '+' : '−'} ${num(error)} = ${num(right)}.`,
          ],
          hi: {
            question: `${n} संख्याओं का औसत ${num(found)} निकाला गया। बाद में पता चला कि एक संख्या गलती से ${num(wrongValue)} पढ़ी गई थी; सही संख्या लेने पर औसत ${num(correct)} है। सही संख्या क्या है?`,
            steps: [
              `योग में ${n} × ${num(shift)} = ${num(error)} का बदलाव होता है (औसत ${num(found)} से ${num(correct)} ${up ? 'बढ़ता' : 'घटता'} है)।`,
              `अतः सही संख्या = ${num(wrongValue)} ${up ? '+' : '−'} ${num(error)} = ${num(right)}।`,
            ],
          },
          params: { n, found, wrongValue, correct },
        };
      });
    },
  },
};
