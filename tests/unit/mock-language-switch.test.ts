import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { PaperSection } from '../../contract/mocks';
import { candidatePaper, type MockTest } from '../../machines/api/mocks';
import type { FinalResultOutcome, LoadedQuiz } from '../../machines/api/quiz';
import { quizMachine } from '../../machines/quiz.machine';
import { mockPolicy } from '../../machines/quiz-policy';
import { questionStatus } from '../../machines/quiz-progress';
import { QuestionCard } from '../../src/components/quiz/QuestionCard';
import { loadTranslations } from '../../src/words/catalogue';
import { LanguageContext, type Language } from '../../src/words/language';

// The mock exam screen's language switch (issue 18 §3, issue 15): a mock question with Hindi is shown
// in Hindi when the site is in Hindi, and each question can be switched to English and back, as on the
// real screens. The mock screen (src/components/mocks/MockRun.tsx) renders the topic quiz's
// QuestionCard with the quiz machine's `shownIn` for the question and sends `user.showQuestionIn`; here
// the same machine under the mock's policy, fed a paper as the paper call builds it (candidatePaper),
// and the card rendered with what the screen passes it. The answer, the palette and the timer stay as
// they were. The card's styles (vanilla-extract, built by Vite) are stood in for by their class names.

vi.mock('../../src/components/quiz/QuestionCard.css', () => import('./support/question-card-styles'));
vi.mock('../../src/styles/utilities.css', () => ({ visuallyHidden: 'visuallyHidden' }));

const ATTEMPT = '0123456789abcdef0123456789abcdef';
const TEST: MockTest = { kind: 'mock', exam: 'ssc-cgl-tier1', mock: 1 };
const HINDI = { a: 'पाँच', b: 'छह', c: 'सात', d: 'आठ' } as const;

/** A reasoning section as the server serves it: each question's Hindi options under the English ids. */
const sections: PaperSection[] = [
  {
    key: 'reasoning',
    title: 'Reasoning',
    questions: [1, 2, 3, 4].map((id) => ({
      id,
      question: `How many sides has figure ${id}?`,
      options: (['a', 'b', 'c', 'd'] as const).map((o) => ({ id: o, text: `${o}: ${o.charCodeAt(0) - 92}` })),
      topic: { category: 'reasoning', topic: 'counting_figures' },
      hi: { question: `आकृति ${id} की कितनी भुजाएँ हैं?`, options: [HINDI.a, HINDI.b, HINDI.c, HINDI.d] },
    })),
  },
  {
    key: 'english',
    title: 'English',
    questions: [5].map((id) => ({
      id,
      question: 'Choose the synonym of BRAVE.',
      options: ['Bold', 'Shy', 'Weak', 'Slow'].map((text, i) => ({ id: 'abcd'[i] as 'a', text })),
      topic: { category: 'english', topic: 'synonyms' },
    })),
  },
];

describe('a mock paper in Hindi, as the candidate sees it', () => {
  it('keeps each Hindi option beside its English one in the candidate’s own order', () => {
    const { questions } = candidatePaper(ATTEMPT, sections);
    const shuffled = questions.filter((q) => q.optionIds.join('') !== 'abcd');
    expect(shuffled.length, 'the candidate’s order moves some options').toBeGreaterThan(0);
    for (const q of questions.filter((each) => each.id <= 4)) {
      expect(q.hi!.text).toBe(`आकृति ${q.id} की कितनी भुजाएँ हैं?`);
      expect(q.hi!.options).toEqual(q.optionIds.map((id) => HINDI[id]));
    }
    expect(questions.find((q) => q.id === 5)!.hi).toBeUndefined();
    // The English section is meant to be read in English; the other sections' questions are not.
    expect(questions.find((q) => q.id === 5)!.englishOnly).toBe(true);
    expect(questions.filter((q) => q.englishOnly)).toHaveLength(1);
  });
});

const settle = () => new Promise((resolve) => setImmediate(resolve));

function startMock() {
  const clock = new SimulatedClock();
  clock.set(Date.parse('2026-11-26T06:00:00.000Z'));
  const { questions, sections: parts } = candidatePaper(ATTEMPT, sections);
  const paper: LoadedQuiz = { questions, sections: parts, attemptId: ATTEMPT, durationSeconds: 3600 };
  const actor = createActor(
    quizMachine.provide({
      actors: {
        loadQuiz: fromPromise(async () => paper),
        submitResult: fromPromise(async () => {}),
        fetchFinalResult: fromPromise(async (): Promise<FinalResultOutcome> => ({ ok: false })),
      },
    }),
    { input: { userId: '7', test: TEST, policy: mockPolicy, clock: () => clock.now() }, clock },
  );
  return { actor, clock };
}

/** The current question's card as the mock screen renders it, on a site in `site`'s language. */
function cardOf(actor: ReturnType<typeof startMock>['actor'], site: Language): string {
  const snapshot = actor.getSnapshot();
  const { context } = snapshot;
  return renderToStaticMarkup(
    createElement(
      LanguageContext,
      { value: site },
      createElement(QuestionCard, {
        question: context.questions[context.current]!,
        index: context.current,
        total: context.questions.length,
        answer: context.answers[context.current] ?? null,
        marked: context.marked[context.current] === true,
        disabled: !snapshot.hasTag('answering'),
        onSelect: () => {},
        shownIn: context.shownIn[context.current] ?? null,
        onShowIn: snapshot.can({ type: 'user.showQuestionIn', language: 'en' }) ? () => {} : undefined,
      }),
    ),
  );
}

const legend = (html: string) => /<legend[^>]*>(.*?)<\/legend>/.exec(html)![1]!;
const checked = (html: string) =>
  /<label[^>]*><input[^>]*checked=""[^>]*\/>.*?<\/span>([^<]*)<\/span>/.exec(html)?.[1];

describe('the mock exam screen’s language switch', () => {
  it('shows Hindi on a Hindi site; switching to English and back leaves the answer, palette and timer alone', async () => {
    await loadTranslations('hi');
    const { actor, clock } = startMock();
    actor.start();
    await settle();
    const first = actor.getSnapshot().context.questions[0]!;
    actor.send({ type: 'user.selectOption', option: 2 });
    clock.increment(90_000);
    const before = actor.getSnapshot().context;
    const state = (context: typeof before) => ({
      answers: context.answers,
      remaining: context.remainingSeconds,
      palette: context.questions.map((_, i) => questionStatus(context, i)),
      current: context.current,
    });

    // On a Hindi site the question opens in Hindi, the third option chosen in either language.
    let html = cardOf(actor, 'hi');
    expect(legend(html)).toContain(first.hi!.text);
    expect(html).toContain('<select');
    expect(html).not.toContain('disabled=""><option');
    expect(checked(html)).toBe(first.hi!.options[2]);

    actor.send({ type: 'user.showQuestionIn', language: 'en' });
    expect(actor.getSnapshot().context.shownIn[0]).toBe('en');
    expect(state(actor.getSnapshot().context)).toEqual(state(before));
    html = cardOf(actor, 'hi');
    expect(legend(html)).toContain(first.text);
    expect(checked(html)).toBe(first.options[2]);

    actor.send({ type: 'user.showQuestionIn', language: 'hi' });
    expect(state(actor.getSnapshot().context)).toEqual(state(before));
    expect(legend(cardOf(actor, 'hi'))).toContain(first.hi!.text);

    // The choice is the question's own: the next one opens in the site's language.
    actor.send({ type: 'user.saveAndNext' });
    expect(actor.getSnapshot().context.shownIn[1] ?? null).toBeNull();
    expect(legend(cardOf(actor, 'hi'))).toContain(actor.getSnapshot().context.questions[1]!.hi!.text);
    actor.stop();
  });

  it('on an English site opens in English; a question without Hindi has no switch', async () => {
    const { actor } = startMock();
    actor.start();
    await settle();
    const first = actor.getSnapshot().context.questions[0]!;
    expect(legend(cardOf(actor, 'en'))).toContain(first.text);
    actor.send({ type: 'user.jump', index: 4 });
    const html = cardOf(actor, 'en');
    expect(legend(html)).toContain('Choose the synonym of BRAVE.');
    expect(html).not.toContain('<select');
    actor.stop();
  });

  it('on a Hindi site shows the English section as the real screens do: in English, no switch, no "not in Hindi" note', async () => {
    await loadTranslations('hi');
    const { actor } = startMock();
    actor.start();
    await settle();
    actor.send({ type: 'user.jump', index: 4 });
    const html = cardOf(actor, 'hi');
    expect(legend(html)).toContain('Choose the synonym of BRAVE.');
    expect(html).toContain('lang="en"');
    expect(html).not.toContain('<select');
    expect(html).not.toContain('class="note"');
    expect(html).not.toContain('हिन्दी में उपलब्ध नहीं');
    // A question of another section without Hindi still says so (the topic quiz's note).
    const { englishOnly: _, ...reasoning } = actor.getSnapshot().context.questions[4]!;
    const plain = renderToStaticMarkup(
      createElement(
        LanguageContext,
        { value: 'hi' as Language },
        createElement(QuestionCard, {
          question: reasoning,
          index: 4,
          total: 5,
          answer: null,
          marked: false,
          disabled: false,
          onSelect: () => {},
          shownIn: null,
          onShowIn: undefined,
        }),
      ),
    );
    expect(plain).toContain('हिन्दी में उपलब्ध नहीं');
    actor.stop();
  });
});
