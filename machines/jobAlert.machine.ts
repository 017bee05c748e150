import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  JOB_ALERT_MESSAGES,
  jobAlertProblem,
  type JobAlertRequest,
  type JobAlertSubscription,
} from '../contract/job-alerts';
import { isStateName } from '../contract/states';
import type { AccountRecord } from './account-record';
import type { SubscribeOutcome } from './api/job-alerts';

/**
 * The job-alert modal (spec §2, §4, §5, §8; DESIGN.md §2): opened by the header's Job Alert button;
 * a visitor is sent to /login instead. The modal has e-mail, WhatsApp number and two pickers (states,
 * qualifications), pre-filled from the user record and then from the user's existing subscription.
 * Submitting checks the rules in the specification's order, each broken rule a popup with its title
 * and message; the server's answer says 'Success' (the modal closes) or 'Error' (it stays open).
 * Any route change closes it.
 *
 * It lives in the header (the shell), so the HTTP client is imported only when a call is made.
 */
export type Picker = 'state' | 'qualification';
export type AlertField = 'email' | 'whatsApp';

/** What a popup says: a title and a message (spec §8). */
export interface AlertNotice {
  readonly title: string;
  readonly message: string;
}

export interface JobAlertContext {
  /** The user record's id as text; '' when the record lacks one ('User not logged in properly.'). */
  readonly userId: string;
  readonly email: string;
  readonly whatsApp: string;
  readonly states: readonly string[];
  readonly qualifications: readonly string[];
  /** The user changed something, so a late answer to the pre-fill must not overwrite it. */
  readonly edited: boolean;
  readonly notice: AlertNotice;
}

/** The part of the user record the modal reads. */
export type AlertAccount = Pick<AccountRecord, 'email' | 'phone' | 'state' | 'qualification'> & {
  readonly user_id?: AccountRecord['user_id'] | null;
};

export type JobAlertEvent =
  /** The Job Alert button; `account` is null for a visitor. */
  | { type: 'user.open'; account: AlertAccount | null }
  | { type: 'user.close' }
  | { type: 'user.edit'; field: AlertField; value: string }
  | { type: 'user.toggle'; picker: Picker; value: string }
  | { type: 'user.openPicker'; picker: Picker }
  | { type: 'user.closePicker' }
  | { type: 'user.submit' }
  /** Closes the 'Success', 'Error' or 'Warning' popup. */
  | { type: 'user.dismiss' }
  | { type: 'route.changed' }
  | { type: 'session.ended' };

const NO_NOTICE: AlertNotice = { title: '', message: '' };

const importApi = () => import('./api/job-alerts');

function toggled(list: readonly string[], value: string): readonly string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** The request of spec §7 from what the modal holds. */
export function alertRequestOf(context: JobAlertContext): JobAlertRequest {
  return {
    user_id: context.userId,
    email_id: context.email.trim(),
    whats_app: context.whatsApp.trim(),
    state: [...context.states],
    qualification: [...context.qualifications],
  };
}

/** The first rule the form breaks, as its popup, in the specification's order; undefined when none. */
export function alertNoticeFor(context: JobAlertContext): AlertNotice | undefined {
  const problem = jobAlertProblem({
    email_id: context.email,
    whats_app: context.whatsApp,
    state: context.states,
    qualification: context.qualifications,
  });
  if (problem) return JOB_ALERT_MESSAGES[problem];
  if (context.userId === '') return JOB_ALERT_MESSAGES.notLoggedIn;
  return undefined;
}

/** What the server's answer says, as its popup. */
export function noticeForOutcome(outcome: SubscribeOutcome): AlertNotice {
  switch (outcome.kind) {
    case 'subscribed':
      return { title: JOB_ALERT_MESSAGES.success.title, message: outcome.message ?? JOB_ALERT_MESSAGES.success.message };
    case 'refused':
      return { title: JOB_ALERT_MESSAGES.failure.title, message: outcome.message ?? JOB_ALERT_MESSAGES.failure.message };
    case 'unparsable':
      return JOB_ALERT_MESSAGES.unparsable;
  }
}

function contextFor(account: AlertAccount): JobAlertContext {
  const id = account.user_id;
  return {
    userId: id === undefined || id === null ? '' : String(id),
    email: account.email,
    whatsApp: account.phone,
    // The signup record also knows the candidate's state and qualification: a good first guess.
    states: account.state && isStateName(account.state) ? [account.state] : [],
    qualifications: account.qualification?.trim() ? [account.qualification.trim()] : [],
    edited: false,
    notice: NO_NOTICE,
  };
}

export const jobAlertMachine = setup({
  types: {
    context: {} as JobAlertContext,
    events: {} as JobAlertEvent,
  },
  actors: {
    loadMyJobAlert: fromPromise<JobAlertSubscription | null>(async ({ signal }) =>
      (await importApi()).fetchMyJobAlert(signal),
    ),
    subscribe: fromPromise<SubscribeOutcome, JobAlertRequest>(async ({ input, signal }) =>
      (await importApi()).subscribeToJobAlerts(input, signal),
    ),
  },
  actions: {
    /** Visitors are sent to /login, replacing the history entry (spec §4); the app provides it. */
    sendToLogin: () => {},
  },
  guards: {
    isVisitor: (_, params: { account: AlertAccount | null }) => params.account === null,
    breaksARule: ({ context }) => alertNoticeFor(context) !== undefined,
    wasSubscribed: (_, params: { outcome: SubscribeOutcome }) => params.outcome.kind === 'subscribed',
    isPicker: (_, params: { picker: Picker; expected: Picker }) => params.picker === params.expected,
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
    notice: NO_NOTICE,
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
            actions: assign(({ event }) => contextFor(event.account!)),
          },
        ],
      },
    },
    open: {
      description: 'The modal: e-mail, WhatsApp number, the state and qualification pickers.',
      type: 'parallel',
      on: {
        'user.edit': {
          actions: assign(({ event }) => ({
            ...(event.field === 'email' ? { email: event.value } : { whatsApp: event.value }),
            edited: true,
          })),
        },
        'user.toggle': {
          actions: assign(({ context, event }) =>
            event.picker === 'state'
              ? { states: toggled(context.states, event.value), edited: true }
              : { qualifications: toggled(context.qualifications, event.value), edited: true },
          ),
        },
        'user.submit': [
          {
            guard: 'breaksARule',
            target: 'failed',
            actions: assign({ notice: ({ context }) => alertNoticeFor(context)! }),
          },
          { target: 'submitting' },
        ],
        'user.close': 'closed',
        'route.changed': 'closed',
        'session.ended': 'closed',
      },
      states: {
        form: {
          initial: 'prefilling',
          states: {
            prefilling: {
              description: 'Asks for the user’s subscription; the fields can be used meanwhile.',
              invoke: {
                id: 'loadMyJobAlert',
                src: 'loadMyJobAlert',
                onDone: {
                  target: 'editing',
                  actions: assign(({ context, event }) =>
                    event.output && !context.edited
                      ? {
                          email: event.output.email_id,
                          whatsApp: event.output.whats_app,
                          states: event.output.state,
                          qualifications: event.output.qualification,
                        }
                      : {},
                  ),
                },
                // Pre-filling is a courtesy: without it the modal simply starts from the user record.
                onError: 'editing',
              },
            },
            editing: { description: 'The fields as the user leaves them.' },
          },
        },
        picker: {
          initial: 'none',
          states: {
            none: {},
            state: { description: 'The state list is open.' },
            qualification: { description: 'The qualification list is open.' },
          },
          on: {
            'user.openPicker': [
              {
                guard: { type: 'isPicker', params: ({ event }) => ({ picker: event.picker, expected: 'state' }) },
                target: '.state',
              },
              { target: '.qualification' },
            ],
            'user.closePicker': '.none',
          },
        },
      },
    },
    submitting: {
      description: 'The subscription is on its way; the modal waits.',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => alertRequestOf(context),
        onDone: [
          {
            guard: { type: 'wasSubscribed', params: ({ event }) => ({ outcome: event.output }) },
            target: 'succeeded',
            actions: assign({ notice: ({ event }) => noticeForOutcome(event.output) }),
          },
          { target: 'failed', actions: assign({ notice: ({ event }) => noticeForOutcome(event.output) }) },
        ],
        // No answer at all (offline, timeout) reads like an unparsable one: 'Failed to subscribe.'
        onError: { target: 'failed', actions: assign({ notice: JOB_ALERT_MESSAGES.unparsable }) },
      },
      on: { 'route.changed': 'closed', 'session.ended': 'closed' },
    },
    succeeded: {
      description: "The modal is closed; 'Success' says so until dismissed.",
      on: { 'user.dismiss': 'closed', 'route.changed': 'closed', 'session.ended': 'closed' },
    },
    failed: {
      description: "A broken rule or a refusal: its popup over the open modal until dismissed.",
      on: {
        'user.dismiss': '#jobAlert.open.form.editing',
        'user.close': 'closed',
        'route.changed': 'closed',
        'session.ended': 'closed',
      },
    },
  },
});

export type JobAlertSnapshot = SnapshotFrom<typeof jobAlertMachine>;

/** The modal is on screen (while sending, and behind a popup too). */
export function isJobAlertModalOpen(snapshot: JobAlertSnapshot): boolean {
  return snapshot.matches('open') || snapshot.matches('submitting') || snapshot.matches('failed');
}

/** The picker whose list is open, if any. */
export function openPickerOf(snapshot: JobAlertSnapshot): Picker | null {
  if (snapshot.matches({ open: { picker: 'state' } })) return 'state';
  if (snapshot.matches({ open: { picker: 'qualification' } })) return 'qualification';
  return null;
}
