import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OPTION_IDS } from '../../contract/ids';
import { MocksResponse, ReviewResponse } from '../../contract/mocks';
import { readPapers } from '../../server/mocks/paper-file';
import { accountsApp, newUser, testClock } from './support/accounts';
import { forEachDatabase } from './support/databases';
import { answersFor, fetchPaper, start, submitOk } from './support/mocks';
import { getAs } from './support/quiz';

// Mock papers in Hindi (issue 18 §3, issue 15): a question with Hindi is served with it, each Hindi
// option under the id of its English one, never the explanation before submission; the review adds
// the Hindi explanation.

const NOW = new Date('2026-11-26T06:00:00.000Z');
const EXAM = 'ssc-cgl-tier1';

/** The published questions of mock 1 by id, as stored (with their Hindi in the paper's option order). */
async function published() {
  const mock = (await readPapers(EXAM))!.mocks[0]!;
  return new Map(mock.sections.flatMap((s) => s.questions.map((q) => [q.id, q] as const)));
}

forEachDatabase((database) => {
  const setup = () => accountsApp(database().db, { clock: testClock(NOW) });

  describe('a mock paper in Hindi', () => {
    it('serves each question’s Hindi with its options under the same ids as the English, without the explanation', async () => {
      const { app } = setup();
      const paper = await fetchPaper(app, EXAM, 1);
      const stored = await published();
      const questions = paper.sections.flatMap((s) => s.questions);
      const withHindi = questions.filter((q) => q.hi);
      // Generated questions have Hindi (51 of this paper's 100 on 2026-11-29); the English section has none.
      expect(withHindi.length).toBeGreaterThan(20);
      expect(paper.sections.find((s) => s.key === 'english')!.questions.some((q) => q.hi)).toBe(false);
      for (const q of questions) {
        const own = stored.get(q.id)!;
        expect(q.hi === undefined, `question ${q.id}`).toBe(own.hi === undefined);
        if (!q.hi || !own.hi) continue;
        expect(q.hi.question).toBe(own.hi.question);
        // Option a in Hindi is option a: the right answer is the same id in either language.
        expect(q.options.map((o) => o.id)).toEqual([...OPTION_IDS]);
        expect(q.hi.options).toEqual(own.hi.options);
        const right = OPTION_IDS.indexOf(own.answer);
        expect(q.options[right]!.text).toBe(own.options[right]);
        expect(q.hi.options[right]).toBe(own.hi.options[right]);
        expect(q.hi).not.toHaveProperty('explanation');
      }
      const text = await (await getAs(app, `/api/mocks/${EXAM}/1/paper`)).text();
      for (const q of stored.values()) if (q.hi) expect(text).not.toContain(JSON.stringify(q.hi.explanation));
    });

    it('says the papers are offered in Hindi', async () => {
      const { app } = setup();
      const body = v.parse(MocksResponse, await (await getAs(app, '/api/mocks')).json());
      expect(body.data.find((p) => p.exam === EXAM)!.languages).toEqual(['en', 'hi']);
    });

    it('reviews a question with Hindi with its Hindi explanation, and one without in English only', async () => {
      const { app } = setup();
      const a = await newUser(app);
      const { attempt } = await start(app, a);
      await submitOk(app, a, attempt.attempt_id, { answers: await answersFor(EXAM, 1, 5, 5) });
      const response = await getAs(app, `/api/mocks/attempts/${attempt.attempt_id}/review`, a.token);
      expect(response.status).toBe(200);
      const review = v.parse(ReviewResponse, await response.json()).data;
      const stored = await published();
      const questions = review.sections.flatMap((s) => s.questions);
      const hindi = questions.filter((q) => q.hi);
      expect(hindi.length).toBeGreaterThan(20);
      for (const q of questions) {
        const own = stored.get(q.id)!;
        if (!own.hi) {
          expect(q.hi, `question ${q.id}`).toBeUndefined();
          continue;
        }
        expect(q.hi).toEqual({
          question: own.hi.question,
          options: own.hi.options,
          explanation: own.hi.explanation,
          ...(own.hi.figureAlt !== undefined ? { figure_alt: own.hi.figureAlt } : {}),
          ...(own.hi.figureSvg !== undefined ? { figure_svg: own.hi.figureSvg } : {}),
          ...(own.hi.optionFigureAlts ? { option_figure_alts: own.hi.optionFigureAlts } : {}),
        });
        expect(q.explanation).toBe(own.explanation);
      }
    });
  });
});
