import { findTopic } from '../contract/topics';
import type { LoginReason } from './login-reason';
import type { loginReasonWords } from './words/login-reason';

/**
 * What /login or /signup says for a reason (issue 22), in the given words: "Log in to start Coding and
 * Decoding, Level 2". Undefined for a topic the catalogue does not know: the page's own intro is enough.
 * It needs the topic catalogue, so only the lazily loaded note (LoginReasonText) imports it.
 */
export function loginReasonSentence(
  reason: LoginReason,
  page: 'login' | 'signup',
  words: (typeof loginReasonWords)['en'],
): string | undefined {
  if (reason.kind === 'quiz' || reason.kind === 'topic') {
    const topic = findTopic(reason.category, reason.topic)?.title;
    if (!topic) return undefined;
    return words[page](
      reason.kind === 'quiz' ? words.purpose.quiz(topic, reason.level) : words.purpose.topic(topic),
    );
  }
  return words[page](words.purpose[reason.kind]);
}
