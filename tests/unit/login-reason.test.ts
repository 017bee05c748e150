import { describe, expect, it } from 'vitest';
import { loginReasonOf } from '../../src/login-reason';
import { validateRedirectSearch } from '../../src/return-path';

/** What /login and /signup say a visitor was sent there for (issue 22). */
describe('login reason', () => {
  it('a level names the topic and the level; the level chooser names the topic', () => {
    expect(loginReasonOf('/reasoning/coding_and_decoding/instructions/levelpage/level2')).toEqual({
      kind: 'quiz',
      topic: 'Coding and Decoding',
      level: 2,
    });
    expect(loginReasonOf('/aptitude/percentage/instructions/levelpage')).toEqual({
      kind: 'topic',
      topic: 'Percentage',
    });
  });

  it('the candidate pages name themselves, with or without a search or a hash', () => {
    expect(loginReasonOf('/history')).toEqual({ kind: 'history' });
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
    expect(loginReasonOf('/reasoning/no_such_topic/instructions/levelpage/level2')).toBeUndefined();
    expect(loginReasonOf('/reasoning/coding_and_decoding/instructions/levelpage/level9')).toBeUndefined();
  });
});
