import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Language } from '../contract/languages';
import { readStoredLanguage, setDocumentLanguage, writeStoredLanguage } from './language-storage';

/**
 * The language the candidate reads (issue 15): English or Hindi, chosen with the header's switch.
 *
 * Its own machine rather than a part of the session machine: a visitor chooses a language too, the
 * session machine is about who is logged in (and already large), and the two meet at one point only,
 * the login, which the shell forwards as `session.loggedIn` / `session.loggedOut` (main.tsx).
 *
 * - A visitor's choice is kept on this device (localStorage), and the document's `lang` follows it.
 * - A logged-in candidate's choice is kept on the server (PUT /api/profile/language), so it follows
 *   them to another device and words their e-mails. At login the server's choice wins; an account that
 *   never chose (a new one) takes the language the visitor was reading, so a candidate who switched to
 *   हिन्दी before signing up stays in Hindi. A page opened on a kept login asks nothing: the device's
 *   choice is the one taken at login or since.
 *
 * The HTTP client is imported only when a call is made, so the home page does not carry it.
 */
export interface LanguageContext {
  readonly language: Language;
}

export type LanguageEvent =
  | { type: 'user.choose'; language: Language }
  /** Forwarded from the session machine by the shell: a login now. */
  | { type: 'session.loggedIn' }
  /**
   * Forwarded by the shell when the page opens on a kept login. The device already holds the
   * candidate's choice (it was taken at login and kept since), so no call is made: a member's page
   * load costs no extra request on slow mobile data.
   */
  | { type: 'session.restored' }
  | { type: 'session.loggedOut' };

const importApi = () => import('./api/language');

/** What a choice does wherever it is made: take it, keep it on this device, put it on the document. */
const takeChoice = [
  { type: 'takeLanguage', params: ({ event }: { event: LanguageEvent }) => languageOf(event) },
  'storeLanguage',
  'applyLanguage',
] as const;

function languageOf(event: LanguageEvent): { language: Language } {
  assertEvent(event, 'user.choose');
  return { language: event.language };
}

export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
  },
  actors: {
    fetchStoredLanguage: fromPromise<Language | null>(async ({ signal }) =>
      (await importApi()).fetchStoredLanguage(signal),
    ),
    saveLanguage: fromPromise<Language, { language: Language }>(async ({ input, signal }) =>
      (await importApi()).saveLanguage(input.language, signal),
    ),
  },
  actions: {
    loadStoredLanguage: assign({ language: () => readStoredLanguage() }),
    storeLanguage: ({ context }) => writeStoredLanguage(context.language),
    applyLanguage: ({ context }) => setDocumentLanguage(context.language),
    takeLanguage: assign((_, params: { language: Language }) => ({ language: params.language })),
  },
  guards: {
    neverChosen: (_, params: { stored: Language | null }) => params.stored === null,
  },
}).createMachine({
  id: 'language',
  description:
    'The language the candidate reads, English or Hindi: kept on this device for a visitor, and on the server for a logged-in candidate.',
  context: { language: 'en' },
  entry: ['loadStoredLanguage', 'applyLanguage'],
  initial: 'visitor',
  states: {
    visitor: {
      description: 'Nobody is logged in: a choice is kept on this device only.',
      on: {
        'user.choose': { actions: takeChoice },
        'session.loggedIn': 'member',
        'session.restored': 'member.ready',
      },
    },
    member: {
      description: 'A candidate is logged in: their choice is kept on the server as well.',
      initial: 'fetching',
      on: {
        'session.loggedOut': 'visitor',
        // A choice made while the server is asked wins over what it answers.
        'user.choose': { target: '.saving', actions: takeChoice },
      },
      states: {
        fetching: {
          description:
            'Asks the server for the language the candidate chose; meanwhile the one shown stays. Offline: the device’s choice stays.',
          invoke: {
            id: 'fetchStoredLanguage',
            src: 'fetchStoredLanguage',
            onDone: [
              {
                guard: { type: 'neverChosen', params: ({ event }) => ({ stored: event.output }) },
                target: 'saving',
                description: 'A new account: it keeps the language the visitor was reading.',
              },
              {
                target: 'ready',
                actions: [
                  { type: 'takeLanguage', params: ({ event }) => ({ language: event.output ?? 'en' }) },
                  'storeLanguage',
                  'applyLanguage',
                ],
              },
            ],
            onError: { target: 'ready' },
          },
        },
        saving: {
          description:
            'Keeps the language shown on the server. A failure changes nothing on the page: the device keeps the choice, and the next choice tries again.',
          invoke: {
            id: 'saveLanguage',
            src: 'saveLanguage',
            input: ({ context }) => ({ language: context.language }),
            onDone: { target: 'ready' },
            onError: { target: 'ready' },
          },
          on: {
            // A second choice before the first is saved: save that one instead.
            'user.choose': { target: 'saving', reenter: true, actions: takeChoice },
          },
        },
        ready: {
          description: 'The server knows the language shown.',
        },
      },
    },
  },
});

export type LanguageSnapshot = SnapshotFrom<typeof languageMachine>;

export function languageOfSnapshot(snapshot: LanguageSnapshot): Language {
  return snapshot.context.language;
}
