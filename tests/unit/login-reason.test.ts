import { describe, expect, it } from 'vitest';
import { loginReasonOf, type LoginReason } from '../../src/login-reason';
import { loginReasonSentence } from '../../src/login-reason-sentence';
import { loginReasonWords } from '../../src/words/login-reason';
import { validateRedirectSearch } from '../../src/return-path';

/** The sentence the page shows for a reason, in English. */
const sentence = (reason: LoginReason, page: 'login' | 'signup' = 'login') =>
  loginReasonSentence(reason, page, loginReasonWords.en);

/** What /login and /signup say a visitor was sent there for (issue 22). */
describe('login reason', () => {
  it('a level names the topic and the level; the level chooser names the topic', () => {
    const quiz = loginReasonOf('/reasoning/coding_and_decoding/instructions/levelpage/level2');
    expect(quiz).toEqual({ kind: 'quiz', category: 'reasoning', topic: 'coding_and_decoding', level: 2 });
    expect(sentence(quiz!)).toBe('Log in to start Coding and Decoding, Level 2');
    const topic = loginReasonOf('/aptitude/percentage/instructions/levelpage');
    expect(topic).toEqual({ kind: 'topic', category: 'aptitude', topic: 'percentage' });
    expect(sentence(topic!, 'signup')).toBe('Sign up to start Percentage');
  });

  it('the candidate pages name themselves, with or without a search or a hash', () => {
    expect(loginReasonOf('/history')).toEqual({ kind: 'history' });
    expect(sentence({ kind: 'history' }, 'signup')).toBe('Sign up to see your exam history');
    expect(loginReasonOf('/leaderboard?level=2')).toEqual({ kind: 'leaderboard' });
    expect(loginReasonOf('/review/123#q4')).toEqual({ kind: 'review' });
    expect(loginReasonOf('/daily')).toEqual({ kind: 'daily' });
    expect(loginReasonOf('/progress')).toEqual({ kind: 'progress' });
  });

  it('the Job Alert button says so whatever page it was on', () => {
    expect(loginReasonOf('/jobs', 'job-alert')).toEqual({ kind: 'jobAlert' });
    expect(validateRedirectSearch({ redirect: '/jobs', reason: 'job-alert' }).reason).toBe('job-alert');
    expect(validateRedirectSearch({ redirect: '/jobs', reason: 'free money' }).reason).toBeUndefined();
  });

  it('anything else gives no reason', () => {
    expect(loginReasonOf(undefined)).toBeUndefined();
    expect(loginReasonOf('/')).toBeUndefined();
    expect(loginReasonOf('/jobs')).toBeUndefined();
    // a topic the catalogue does not know is found out where its title is looked up: no sentence
    expect(
      sentence(loginReasonOf('/reasoning/no_such_topic/instructions/levelpage/level2')!),
    ).toBeUndefined();
    expect(loginReasonOf('/reasoning/coding_and_decoding/instructions/levelpage/level9')).toBeUndefined();
  });
});
