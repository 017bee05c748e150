import { findGenerator, generateQuestion } from '../../../server/content/generators/build';
import { GeneratorError } from '../../../server/content/generators/question';
import { createRng } from '../../../server/content/generators/rng';
import type { GeneratedQuestion, Level } from '../../../server/content/generators/types';

/**
 * How many seeded draws a level the content proofs re-solve: 200 when `CONTENT_FULL=1` (by hand, after
 * changing a generator: `CONTENT_FULL=1 npx vitest run --project content`), 50 otherwise (`npm test`
 * and CI, whose time is budgeted). The served bank itself (60 a level, seed 1) is checked whole by
 * banks.test.ts and served-bank.test.ts either way.
 */
export const DRAWS = process.env.CONTENT_FULL === '1' ? 200 : 50;

/**
 * `count` questions of one problem kind at each level, each from its own seeded stream
 * (`${prefix}/${kind}/${level}/${seed}`), made as the bank makes them (`generateQuestion`), with the
 * kind in `params` so the solvers and trap checks can find it. The form tests' one way to draw a kind.
 * A draw the generator rejects (GeneratorError) fails the test, or with `skipUnusable` is left out.
 */
export function drawsOfKind(
  category: string,
  topic: string,
  kind: string,
  levels: readonly Level[],
  options: { readonly prefix: string; readonly count: number; readonly skipUnusable?: boolean },
): GeneratedQuestion[] {
  const generator = findGenerator(category, topic)!;
  return levels.flatMap((level) =>
    Array.from({ length: options.count }, (_, seed) => {
      const rng = createRng(`${options.prefix}/${kind}/${level}/${seed}`);
      try {
        const problem = generator.kinds[kind]!.make(rng, level);
        return [
          generateQuestion(
            { ...generator, generate: () => ({ ...problem, params: { kind, ...problem.params } }) },
            level,
            rng,
          ),
        ];
      } catch (error) {
        // with skipUnusable, a draw the generator rejects (one the bank would redraw) is left out
        if (options.skipUnusable && error instanceof GeneratorError) return [];
        throw error;
      }
    }).flat(),
  );
}
