/**
 * a² + b² + c² − ab − bc − ca for given a, b, c (issue 19, second round), worked as
 * ½[(a − b)² + (b − c)² + (c − a)²], so large numbers such as 2023, 2024, 2025 need no squaring.
 * algebra.ts spreads it in after its other kinds, so the earlier kinds keep their draw order.
 */
import { num } from '../format';
import { until } from '../question';
import type { Kind } from '../types';

const EXPRESSION = 'a² + b² + c² − ab − bc − ca';

export const SQUARE_GAP_KINDS: Record<string, Kind> = {
  squaresLessProducts: {
    levels: [2, 3],
    make(rng, level) {
      return until(() => {
        const a = level === 2 ? rng.int(101, 2030) : rng.int(11, 99);
        // level 2: consecutive or evenly spaced numbers, as the papers set them; level 3: any gaps
        const d1 = level === 2 ? rng.pick([1, 2, 3]) : rng.pick([-7, -5, -4, -3, -2, 2, 3, 4, 5, 6, 8]);
        const d2 = level === 2 ? d1 : rng.pick([-6, -5, -3, -2, -1, 1, 2, 3, 4, 7]);
        const [b, c] = [a + d1, a + d1 + d2];
        if (c <= 0 || new Set([a, b, c]).size < 3) return undefined;
        const gaps = [a - b, b - c, c - a];
        const twice = gaps.reduce((s, g) => s + g * g, 0);
        const value = twice / 2;
        return {
          question: `If a = ${num(a)}, b = ${num(b)} and c = ${num(c)}, what is the value of ${EXPRESSION}?`,
          answer: value,
          distractors: [
            { mistake: 'forgetting to halve', hi: 'आधा करना भूल जाना', value: twice },
            {
              mistake: 'adding the gaps without squaring them',
              hi: 'अंतरों का वर्ग किए बिना उन्हें जोड़ना',
              value: gaps.reduce((s, g) => s + Math.abs(g), 0) / 2,
            },
            { mistake: 'using (c − a)² alone', hi: 'केवल (c − a)² लेना', value: (c - a) ** 2 },
            {
              mistake: 'squaring only the gaps a − b and b − c',
              hi: 'केवल a − b और b − c के अंतरों का वर्ग लेना',
              value: (a - b) ** 2 + (b - c) ** 2,
            },
          ],
          steps: [
            `${EXPRESSION} = ½[(a − b)² + (b − c)² + (c − a)²].`,
            `a − b = ${num(gaps[0]!)}, b − c = ${num(gaps[1]!)}, c − a = ${num(gaps[2]!)}, so the value = ½(${gaps.map((g) => num(g * g)).join(' + ')}) = ½ × ${num(twice)} = ${num(value)}.`,
          ],
          hi: {
            question: `यदि a = ${num(a)}, b = ${num(b)} और c = ${num(c)} है, तो ${EXPRESSION} का मान क्या है?`,
            steps: [
              `${EXPRESSION} = ½[(a − b)² + (b − c)² + (c − a)²]।`,
              `a − b = ${num(gaps[0]!)}, b − c = ${num(gaps[1]!)}, c − a = ${num(gaps[2]!)}, अतः मान = ½(${gaps.map((g) => num(g * g)).join(' + ')}) = ½ × ${num(twice)} = ${num(value)}।`,
            ],
          },
          params: { a, b, c },
        };
      });
    },
  },
};
