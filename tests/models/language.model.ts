import type { Language } from '../../contract/languages';
import { languageMachine, type LanguageEvent } from '../../machines/language.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

/**
 * The language switch (issue 15): a visitor choosing हिन्दी or English; a candidate logging in, whose
 * stored choice is fetched (none yet, Hindi, or offline) and whose choices are saved (or not delivered).
 */
export const events = {
  'user.choose': [
    { type: 'user.choose', language: 'hi' },
    { type: 'user.choose', language: 'en' },
  ],
  'session.loggedIn': [{ type: 'session.loggedIn' }],
  'session.restored': [{ type: 'session.restored' }],
  'session.loggedOut': [{ type: 'session.loggedOut' }],
} satisfies EventFixtures<LanguageEvent>;

export const outcomes = {
  fetchStoredLanguage: { done: [null, 'hi'], error: [new TypeError('offline')] },
  saveLanguage: { done: ['hi'], error: [new TypeError('offline')] },
} satisfies ActorOutcomes<{ fetchStoredLanguage: Language | null; saveLanguage: Language }>;

export const languageModel = defineModel({
  machine: languageMachine,
  fixtures: events,
  outcomes,
  actorIds: ['fetchStoredLanguage', 'saveLanguage'],
  keep: 'shortestPerState',
});
