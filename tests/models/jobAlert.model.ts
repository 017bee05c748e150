import type { AlertNoticeKey, AlertSubscription, SubscribeOutcome } from '../../machines/api/job-alerts';
import { jobAlertMachine, type AlertAccount, type JobAlertEvent } from '../../machines/jobAlert.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

/** The job-alert modal: opened by a member or a visitor, the form and its two pickers, and the subscription. */
export const member: AlertAccount = {
  userId: '7',
  email: 'asha@example.in',
  phone: '9876543210',
  state: 'Bihar',
  qualification: 'Graduate',
};
export const subscription: AlertSubscription = {
  email: 'alerts@example.in',
  whatsApp: '8123456789',
  states: ['Delhi', 'Goa'],
  qualifications: ['ITI'],
};

export const events = {
  'user.open': [
    { type: 'user.open', account: member },
    { type: 'user.open', account: null },
    { type: 'user.open', account: { ...member, userId: null } },
  ],
  'user.close': [{ type: 'user.close' }],
  'user.edit': [{ type: 'user.edit', field: 'email', value: 'new@example.in' }],
  'user.toggle': [{ type: 'user.toggle', picker: 'state', value: 'Goa' }],
  'user.openPicker': [
    { type: 'user.openPicker', picker: 'state' },
    { type: 'user.openPicker', picker: 'qualification' },
  ],
  'user.closePicker': [
    { type: 'user.closePicker', picker: 'state' },
    { type: 'user.closePicker', picker: 'qualification' },
  ],
  'user.submit': [{ type: 'user.submit' }],
  'user.unsubscribe': [{ type: 'user.unsubscribe' }],
  'user.dismiss': [{ type: 'user.dismiss' }],
  'route.changed': [{ type: 'route.changed' }],
  'session.ended': [{ type: 'session.ended' }],
} satisfies EventFixtures<JobAlertEvent>;

export const outcomes = {
  loadMyJobAlert: { done: [subscription, null], error: [new Error('offline')] },
  checkForm: {
    done: [null, 'emptyFields'],
    error: [new Error('Failed to fetch dynamically imported module')],
  },
  subscribe: {
    done: [
      { kind: 'subscribed', message: 'Subscribed successfully!' },
      { kind: 'refused', message: undefined },
      { kind: 'unparsable' },
    ],
    error: [new TypeError('Failed to fetch')],
  },
  cancelMyJobAlert: { done: [undefined], error: [new TypeError('Failed to fetch')] },
} satisfies ActorOutcomes<{
  loadMyJobAlert: AlertSubscription | null;
  checkForm: AlertNoticeKey | null;
  subscribe: SubscribeOutcome;
  cancelMyJobAlert: undefined;
}>;

export const jobAlertModel = defineModel({
  machine: jobAlertMachine,
  fixtures: events,
  outcomes,
  actorIds: ['loadMyJobAlert', 'checkForm', 'subscribe', 'cancelMyJobAlert'],
  // States are told apart by their value and whether a subscription exists (it decides Unsubscribe):
  // what was typed does not change the graph.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.subscribed]),
  keep: 'shortestPerState',
});
