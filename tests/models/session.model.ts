import { assign, fromCallback, type AnyEventObject } from 'xstate';
import type { AccountRecord } from '../../machines/account-record';
import type { SessionCheck } from '../../machines/api/session';
import { sessionMachine, type SessionEvent } from '../../machines/session.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

export const asha: AccountRecord = {
  userId: '7',
  name: 'Asha Kumari',
  email: 'asha@example.in',
  phone: '9876543210',
};
export const ravi: AccountRecord = {
  userId: '9',
  name: 'Ravi',
  email: 'ravi@example.in',
  phone: '9123456780',
};
/** Asha as the server names her after the session check. */
export const serverAsha = {
  userId: '7',
  name: 'Asha Kumari',
  email: 'asha@example.in',
  phone: '9876543210',
};

export const events = {
  'user.logout': [{ type: 'user.logout' }],
  'login.succeeded': [{ type: 'login.succeeded', account: asha }],
  'signup.succeeded': [{ type: 'signup.succeeded', account: ravi }],
  'server.sessionEnded': [{ type: 'server.sessionEnded' }],
  'browser.accountChanged': [
    { type: 'browser.accountChanged', account: null },
    { type: 'browser.accountChanged', account: ravi },
  ],
} satisfies EventFixtures<SessionEvent>;

export const outcomes = {
  watchAccountEvents: { done: [] },
  confirmSession: {
    done: [{ kind: 'active', user: serverAsha }, { kind: 'ended' }],
    error: [new TypeError('offline')],
  },
  endServerSession: { done: [undefined], error: [new TypeError('offline')] },
} satisfies ActorOutcomes<{
  watchAccountEvents: never;
  confirmSession: SessionCheck;
  endServerSession: void;
}>;

/** The machine with storage and window effects replaced; storage starts with `stored`. */
export function sessionWith(stored: AccountRecord | null) {
  const effects = { stored: [] as Array<AccountRecord | null>, cleared: 0, announced: 0 };
  let sendBack: ((event: AnyEventObject) => void) | undefined;
  const machine = sessionMachine.provide({
    actors: {
      watchAccountEvents: fromCallback(({ sendBack: send }) => {
        sendBack = send;
      }),
    },
    actions: {
      loadStoredAccount: assign({ account: () => stored }),
      storeAccount: ({ context }) => void effects.stored.push(context.account),
      clearStoredAccount: () => void (effects.cleared += 1),
      announceAuthChange: () => void (effects.announced += 1),
    },
  });
  return { machine, effects, window: (event: SessionEvent) => sendBack!(event) };
}

/**
 * Starting with a stored record, the paths reach every state (the server is asked first). The machine
 * tests also walk the same model from empty storage: `{ ...sessionModel, machine: sessionWith(null).machine }`.
 */
export const sessionModel = defineModel({
  machine: sessionWith(asha).machine,
  fixtures: events,
  outcomes,
  actorIds: ['confirmSession', 'endServerSession'],
  keep: 'all',
});
