import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { FinalResultOutcome, LoadedQuiz, Question, QuizTest } from '../../machines/api/quiz';
import type { QuizFinalResultRequest } from '../../machines/quiz-submission';
import { quizMachine } from '../../machines/quiz.machine';
import { readSavedAttempt } from '../../machines/quiz-storage';
import { input, MODEL_START } from '../models/quiz.model';
import { useMemoryLocalStorage } from './support/memory-storage';

/**
 * The per-question "View in" switch of the quiz machine (issue 15): a question is flipped between
 * हिन्दी and English without touching its answer, the palette (current, visited, marked) or the timer,
 * and the choice survives a reload. Hand-written: a generated path cannot judge what a switch leaves alone.
 */

const bilingual = (id: number): Question => ({
  id,
  text: `What is ${id}% of 200?`,
  options: [`${id}`, `${id * 2}`, `${id * 3}`, `${id * 4}`],
  hi: { text: `200 का ${id}% कितना है?`, options: [`${id}`, `${id * 2}`, `${id * 3}`, `${id * 4}`] },
});
/** A question meant to be read in English (a mock's English section): no Hindi, and no note of it. */
const englishOnly: Question = {
  id: 99,
  text: 'Which one?',
  options: ['w', 'x', 'y', 'z'],
  englishOnly: true,
};
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><text>Fold 1</text></svg>';
/** A drawn question: its drawing redrawn with Hindi words, and its option drawings' Hindi alts. */
const drawn = (id: number): Question => {
  const english = bilingual(id);
  return {
    ...english,
    figure: { svg: SVG, alt: 'A sheet folded once.' },
    optionFigures: [
      { svg: SVG, alt: 'a' },
      { svg: SVG, alt: 'b' },
      { svg: SVG, alt: 'c' },
      { svg: SVG, alt: 'd' },
    ],
    hi: {
      ...english.hi!,
      figureAlt: 'एक बार मोड़ी गई शीट।',
      figureSvg: SVG.replace('Fold', 'मोड़'),
      optionFigureAlts: ['क', 'ख', 'ग', 'घ'],
    },
  };
};
const questions = [bilingual(10), drawn(20), englishOnly];

const settle = () => new Promise((resolve) => setImmediate(resolve));

function start() {
  const clock = new SimulatedClock();
  clock.set(MODEL_START);
  const machine = quizMachine.provide({
    actors: {
      loadQuiz: fromPromise<LoadedQuiz, QuizTest>(async () => ({ questions, durationSeconds: 1500 })),
      submitResult: fromPromise(async () => {}),
      fetchFinalResult: fromPromise<FinalResultOutcome, QuizFinalResultRequest>(async () => ({ ok: false })),
      watchConnection: fromCallback(() => () => {}),
    },
  });
  const actor = createActor(machine, { input: { ...input, clock: () => clock.now() }, clock });
  return { actor, clock };
}

describe('quiz machine: a question’s language', () => {
  useMemoryLocalStorage();

  it('starts with every question following the product’s language', async () => {
    const { actor } = start();
    actor.start();
    await settle();
    expect(actor.getSnapshot().context.shownIn).toEqual([null, null, null]);
  });

  it('switch, answer, switch back: the answer, the palette and the timer are untouched', async () => {
    const { actor, clock } = start();
    actor.start();
    await settle();
    actor.send({ type: 'user.showQuestionIn', language: 'hi' });
    actor.send({ type: 'user.selectOption', option: 2 });
    actor.send({ type: 'user.toggleMark' });
    clock.increment(3000);
    const before = actor.getSnapshot().context;
    actor.send({ type: 'user.showQuestionIn', language: 'en' });
    const after = actor.getSnapshot().context;
    expect(after.shownIn).toEqual(['en', null, null]);
    // The answer is the option's identity (its English text), chosen in Hindi and still chosen in English.
    expect(after.answers).toEqual(['30', null, null]);
    expect(after.answers).toEqual(before.answers);
    expect(after.marked).toEqual(before.marked);
    expect(after.visited).toEqual(before.visited);
    expect(after.current).toBe(before.current);
    expect(after.deadline).toBe(before.deadline);
    expect(after.remainingSeconds).toBe(1497);
    expect(actor.getSnapshot().matches({ active: { paper: 'answering' } })).toBe(true);
    // Back to Hindi: still the same answer.
    actor.send({ type: 'user.showQuestionIn', language: 'hi' });
    expect(actor.getSnapshot().context.answers).toEqual(['30', null, null]);
    expect(actor.getSnapshot().context.shownIn).toEqual(['hi', null, null]);
  });

  it('switches only the question on screen; the next keeps its own choice', async () => {
    const { actor } = start();
    actor.start();
    await settle();
    actor.send({ type: 'user.showQuestionIn', language: 'en' });
    actor.send({ type: 'user.saveAndNext' });
    actor.send({ type: 'user.showQuestionIn', language: 'hi' });
    actor.send({ type: 'user.jump', index: 0 });
    expect(actor.getSnapshot().context.shownIn).toEqual(['en', 'hi', null]);
  });

  it('refuses Hindi for a question that has none, and takes English for it', async () => {
    const { actor } = start();
    actor.start();
    await settle();
    actor.send({ type: 'user.jump', index: 2 });
    expect(actor.getSnapshot().can({ type: 'user.showQuestionIn', language: 'hi' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.showQuestionIn', language: 'en' })).toBe(true);
    actor.send({ type: 'user.showQuestionIn', language: 'hi' });
    expect(actor.getSnapshot().context.shownIn).toEqual([null, null, null]);
  });

  it('is not offered while a popup is open or once the answers are on their way', async () => {
    const { actor } = start();
    actor.start();
    await settle();
    actor.send({ type: 'user.jump', index: 2 });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().matches({ active: { paper: 'incompleteWarning' } })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.showQuestionIn', language: 'en' })).toBe(false);
    actor.send({ type: 'user.dismiss' });
    for (const index of [0, 1, 2]) {
      actor.send({ type: 'user.jump', index });
      actor.send({ type: 'user.selectOption', option: 0 });
    }
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().matches('processing')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.showQuestionIn', language: 'en' })).toBe(false);
  });

  it('keeps each question’s choice and its Hindi (drawings too) through a reload', async () => {
    const first = start();
    first.actor.start();
    await settle();
    first.actor.send({ type: 'user.showQuestionIn', language: 'en' });
    expect(readSavedAttempt(input)?.shownIn).toEqual(['en', null, null]);
    first.actor.stop();

    const reloaded = start();
    reloaded.actor.start();
    const { context } = reloaded.actor.getSnapshot();
    expect(context.shownIn).toEqual(['en', null, null]);
    expect(context.questions[0]?.hi?.text).toBe('200 का 10% कितना है?');
    // a drawn question keeps its Hindi drawing and its option drawings' Hindi alts
    expect(context.questions[1]?.hi).toEqual(questions[1]!.hi);
    // an English-section question stays meant for English
    expect(context.questions[2]?.englishOnly).toBe(true);
  });
});
