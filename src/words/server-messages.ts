import { defineWords, useWords } from './catalogue';

/**
 * What the server says, in the candidate's language (issue 15; ADR 0002 "Server messages in another
 * language"). The server answers with the contract's English constants (ACCOUNT_MESSAGES,
 * QUIZ_MESSAGES, HTTP_MESSAGES, …), which the client shows as they come; in Hindi it shows its own
 * translation of a message it knows, found by the constant the message equals (./hi/server-messages.ts
 * maps them key by key), and anything else as the server sent it. English costs one tiny function.
 */
export const serverMessageWords = defineWords(
  {
    /** The server's message (or a contract text such as 'Level 2') in the candidate's language. */
    say: (message: string) => message,
  },
  { hi: () => import('./hi/server-messages') },
);

/** `say(message)`: the server's message in the candidate's language. Suspends while Hindi loads. */
export function useServerWords(): (message: string) => string {
  return useWords(serverMessageWords).say;
}
