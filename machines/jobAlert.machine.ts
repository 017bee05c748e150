import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isStateName } from '../contract/states';
import type { AccountRecord } from './account-record';
import type { AlertForm, AlertNoticeKey, AlertSubscription, SubscribeOutcome } from './api/job-alerts';

/**
 * The job-alert modal (spec §2, §4, §5, §8; design §2): opened by the header's Job Alert button;
 * a visitor is sent to /login instead. The modal has e-mail, WhatsApp number and two pickers (states,
 * qualifications), pre-filled from the user record and then from the user's existing subscription.
 * Sending it checks the rules in the specification's order, each broken rule a popup with its title
 * and message; the server's answer says 'Success' (the modal closes) or 'Error' (it stays open).
 * Any route change closes it.
 *
 * It lives in the header (the shell), so everything heavy is imported when it is needed: the rules
 * and the HTTP client (which come with the contract's schemas and the validation library) when the
 * modal opens or the form is sent. The popups' texts are the view's: the machine says which one.
 */
export type Picker = 'state' | 'qualification';
export type AlertField = 'email' | 'whatsApp';

export interface JobAlertContext extends AlertForm {
  /** The user changed something, so a late answer to the pre-fill must not overwrite it. */
  readonly edited: boolean;
  /** The server has a subscription for the user: the modal says so and offers Unsubscribe (issue 22). */
  readonly subscribed: boolean;
  /** The popup to show in `failed` and `succeeded`. */
  readonly notice: AlertNotice | null;
}

/** A popup the machine chose, with the server's message where the server gave one. */
export interface AlertNotice {
  readonly key: AlertNoticeKey;
  readonly serverMessage?: string;
}

/** The part of the user record the modal reads (spec §5 has a rule for a record without the id). */
export type AlertAccount = Pick<AccountRecord, 'email' | 'phone' | 'state' | 'qualification'> & {
  readonly userId?: string | null;
};

export type JobAlertEvent =
  /** The Job Alert button; `account` is null for a visitor. */
  | { type: 'user.open'; account: AlertAccount | null }
  | { type: 'user.close' }
  | { type: 'user.edit'; field: AlertField; value: string }
  | { type: 'user.toggle'; picker: Picker; value: string }
  | { type: 'user.openPicker'; picker: Picker }
  /** Names the list it closes: a list that closes late must not shut the one opened meanwhile. */
  | { type: 'user.closePicker'; picker: Picker }
  | { type: 'user.submit' }
  /** Ends the stored subscription (only when there is one). */
  | { type: 'user.unsubscribe' }
  /** Closes the 'Success', 'Error' or 'Warning' popup. */
  | { type: 'user.dismiss' }
  | { type: 'route.changed' }
  | { type: 'session.ended' };

const importApi = () => import('./api/job-alerts');

function toggled(list: readonly string[], value: string): readonly string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

function formOf(context: JobAlertContext): AlertForm {
  const { userId, email, whatsApp, states, qualifications } = context;
  return { userId, email, whatsApp, states, qualifications };
}

function contextFor(account: AlertAccount): JobAlertContext {
  return {
    userId: account.userId ?? '',
    email: account.email,
    whatsApp: account.phone,
    // The signup record also knows the candidate's state and qualification: a good first guess.
    states: account.state && isStateName(account.state) ? [account.state] : [],
    qualifications: account.qualification?.trim() ? [account.qualification.trim()] : [],
    edited: false,
    subscribed: false,
    notice: null,
  };
}

const notice = (key: AlertNoticeKey, serverMessage?: string): AlertNotice =>
  serverMessage === undefined ? { key } : { key, serverMessage };

/** What the server's answer says, as its popup. */
function noticeForOutcome(outcome: SubscribeOutcome): AlertNotice {
  if (outcome.kind === 'subscribed') return notice('success', outcome.message);
  if (outcome.kind === 'refused') return notice('failure', outcome.message);
  return notice('unparsable');
}

const closers = { 'route.changed': '#jobAlert.closed', 'session.ended': '#jobAlert.closed' } as const;

/**
 * `modal`: the modal is on screen (while checking and sending, and behind a popup too); `busy`: it
 * waits for the rules or the server; `sending`: the subscription is on its way.
 */
export type JobAlertTag = 'modal' | 'busy' | 'sending';

export const jobAlertMachine = setup({
  types: {
    context: {} as JobAlertContext,
    events: {} as JobAlertEvent,
    tags: {} as JobAlertTag,
  },
  actors: {
    loadMyJobAlert: fromPromise<AlertSubscription | null>(async ({ signal }) =>
      (await importApi()).fetchMyJobAlert(signal),
    ),
    checkForm: fromPromise<AlertNoticeKey | null, AlertForm>(
      async ({ input }) => (await importApi()).alertProblemOf(input) ?? null,
    ),
    subscribe: fromPromise<SubscribeOutcome, AlertForm>(async ({ input, signal }) =>
      (await importApi()).subscribeToJobAlerts(input, signal),
    ),
    cancelMyJobAlert: fromPromise<void>(async ({ signal }) => (await importApi()).cancelMyJobAlert(signal)),
  },
  actions: {
    /** Visitors are sent to /login, replacing the history entry (spec §4); the app provides it. */
    sendToLogin: () => {},
    /** A fresh modal, pre-filled from the user record. */
    startForAccount: assign((_, params: { account: AlertAccount }) => contextFor(params.account)),
    setField: assign(({ event }) => {
      assertEvent(event, 'user.edit');
      return {
        ...(event.field === 'email' ? { email: event.value } : { whatsApp: event.value }),
        edited: true,
      };
    }),
    toggleChoice: assign(({ context, event }) => {
      assertEvent(event, 'user.toggle');
      return event.picker === 'state'
        ? { states: toggled(context.states, event.value), edited: true }
        : { qualifications: toggled(context.qualifications, event.value), edited: true };
    }),
    /**
     * The user's existing subscription fills the form, unless the user changed something meanwhile;
     * either way the modal knows there is one.
     */
    prefill: assign(({ context }, params: { subscription: AlertSubscription | null }) => ({
      ...(params.subscription && !context.edited ? params.subscription : {}),
      subscribed: params.subscription !== null,
    })),
    setNotice: assign((_, params: { notice: AlertNotice }) => ({ notice: params.notice })),
  },
  guards: {
    isVisitor: (_, params: { account: AlertAccount | null }) => params.account === null,
    isValid: (_, params: { problem: AlertNoticeKey | null }) => params.problem === null,
    wasSubscribed: (_, params: { outcome: SubscribeOutcome }) => params.outcome.kind === 'subscribed',
    hasSubscription: ({ context }) => context.subscribed,
    isStatePicker: (_, params: { picker: Picker }) => params.picker === 'state',
    isQualificationPicker: (_, params: { picker: Picker }) => params.picker === 'qualification',
  },
}).createMachine({
  id: 'jobAlert',
  description: 'Subscribes the logged-in user to job alerts from a modal.',
  context: {
    userId: '',
    email: '',
    whatsApp: '',
    states: [],
    qualifications: [],
    edited: false,
    subscribed: false,
    notice: null,
  },
  initial: 'closed',
  states: {
    closed: {
      description: 'No modal.',
      on: {
        'user.open': [
          {
            guard: { type: 'isVisitor', params: ({ event }) => ({ account: event.account }) },
            actions: 'sendToLogin',
          },
          {
            target: 'open',
            // The guard before sent visitors away: here there is an account.
            actions: { type: 'startForAccount', params: ({ event }) => ({ account: event.account! }) },
          },
        ],
      },
    },
    open: {
      description: 'The modal: e-mail, WhatsApp number, the state and qualification pickers.',
      type: 'parallel',
      tags: ['modal'],
      on: {
        'user.edit': { actions: 'setField' },
        'user.toggle': { actions: 'toggleChoice' },
        'user.submit': 'validating',
        'user.unsubscribe': { guard: 'hasSubscription', target: 'unsubscribing' },
        'user.close': 'closed',
        ...closers,
      },
      states: {
        form: {
          description: 'The fields: pre-filled, edited, checked and sent.',
          initial: 'prefilling',
          states: {
            prefilling: {
              description: 'Asks for the user’s subscription; the fields can be used meanwhile.',
              invoke: {
                id: 'loadMyJobAlert',
                src: 'loadMyJobAlert',
                onDone: {
                  target: 'editing',
                  actions: { type: 'prefill', params: ({ event }) => ({ subscription: event.output }) },
                },
                // Pre-filling is a courtesy: without it the modal simply starts from the user record.
                onError: 'editing',
              },
            },
            editing: { description: 'The fields as the user leaves them.' },
          },
        },
        picker: {
          description: 'Which multi-select list is open, if any.',
          initial: 'none',
          states: {
            none: { description: 'Both lists are shut.' },
            state: {
              description: 'The state list is open.',
              on: {
                'user.closePicker': {
                  guard: { type: 'isStatePicker', params: ({ event }) => ({ picker: event.picker }) },
                  target: 'none',
                },
              },
            },
            qualification: {
              description: 'The qualification list is open.',
              on: {
                'user.closePicker': {
                  guard: { type: 'isQualificationPicker', params: ({ event }) => ({ picker: event.picker }) },
                  target: 'none',
                },
              },
            },
          },
          on: {
            'user.openPicker': [
              {
                guard: { type: 'isStatePicker', params: ({ event }) => ({ picker: event.picker }) },
                target: '.state',
              },
              { target: '.qualification' },
            ],
          },
        },
      },
    },
    validating: {
      description: 'The rules of spec §5, in order; the first one broken becomes the popup.',
      tags: ['modal', 'busy'],
      invoke: {
        id: 'checkForm',
        src: 'checkForm',
        input: ({ context }) => formOf(context),
        onDone: [
          {
            guard: { type: 'isValid', params: ({ event }) => ({ problem: event.output }) },
            target: 'submitting',
          },
          {
            target: 'failed',
            // The guard before let a form without a problem through: here there is one.
            actions: { type: 'setNotice', params: ({ event }) => ({ notice: notice(event.output!) }) },
          },
        ],
        // Only if the rules could not be loaded (offline): nothing can be sent either.
        onError: {
          target: 'failed',
          actions: { type: 'setNotice', params: { notice: notice('unparsable') } },
        },
      },
      on: closers,
    },
    submitting: {
      description: 'The subscription is on its way; the modal waits.',
      tags: ['modal', 'busy', 'sending'],
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => formOf(context),
        onDone: [
          {
            guard: { type: 'wasSubscribed', params: ({ event }) => ({ outcome: event.output }) },
            target: 'succeeded',
            actions: {
              type: 'setNotice',
              params: ({ event }) => ({ notice: noticeForOutcome(event.output) }),
            },
          },
          {
            target: 'failed',
            actions: {
              type: 'setNotice',
              params: ({ event }) => ({ notice: noticeForOutcome(event.output) }),
            },
          },
        ],
        // No answer at all (offline, timeout) reads like an unparsable one: 'Failed to subscribe.'
        onError: {
          target: 'failed',
          actions: { type: 'setNotice', params: { notice: notice('unparsable') } },
        },
      },
      on: closers,
    },
    unsubscribing: {
      description: 'The user’s subscription is being ended; the modal waits.',
      tags: ['modal', 'busy'],
      invoke: {
        id: 'cancelMyJobAlert',
        src: 'cancelMyJobAlert',
        onDone: {
          target: 'succeeded',
          actions: { type: 'setNotice', params: { notice: notice('unsubscribed') } },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setNotice', params: { notice: notice('unsubscribeFailed') } },
        },
      },
      on: closers,
    },
    succeeded: {
      description: "The modal is closed; 'Success' (or 'Unsubscribed') says so until dismissed.",
      on: { 'user.dismiss': 'closed', ...closers },
    },
    failed: {
      description: 'A broken rule or a refusal: its popup over the open modal until dismissed.',
      tags: ['modal'],
      on: {
        'user.dismiss': '#jobAlert.open.form.editing',
        'user.close': 'closed',
        ...closers,
      },
    },
  },
});

export type JobAlertSnapshot = SnapshotFrom<typeof jobAlertMachine>;

/** The picker whose list is open, if any. */
export function openPickerOf(snapshot: JobAlertSnapshot): Picker | null {
  if (snapshot.matches({ open: { picker: 'state' } })) return 'state';
  if (snapshot.matches({ open: { picker: 'qualification' } })) return 'qualification';
  return null;
}
