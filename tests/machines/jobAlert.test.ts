import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, type StateValue } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { JobAlertRequest, JobAlertSubscription } from '../../contract/job-alerts';
import type { SubscribeOutcome } from '../../machines/api/job-alerts';
import {
  isJobAlertModalOpen,
  jobAlertMachine,
  openPickerOf,
  type AlertAccount,
  type JobAlertEvent,
} from '../../machines/jobAlert.machine';
import { graphEvents, shortestPerState, type ActorOutcomes, type EventFixtures } from './support/paths';
import { describePath, replayPath } from './support/replay';

const member: AlertAccount = { user_id: 7, email: 'asha@example.in', phone: '9876543210', state: 'Bihar', qualification: 'Graduate' };
const subscription: JobAlertSubscription = {
  email_id: 'alerts@example.in',
  whats_app: '8123456789',
  state: ['Delhi', 'Goa'],
  qualification: ['ITI'],
};

const events = {
  'user.open': [
    { type: 'user.open', account: member },
    { type: 'user.open', account: null },
    { type: 'user.open', account: { ...member, user_id: null } },
  ],
  'user.close': [{ type: 'user.close' }],
  'user.edit': [{ type: 'user.edit', field: 'email', value: 'new@example.in' }],
  'user.toggle': [{ type: 'user.toggle', picker: 'state', value: 'Goa' }],
  'user.openPicker': [
    { type: 'user.openPicker', picker: 'state' },
    { type: 'user.openPicker', picker: 'qualification' },
  ],
  'user.closePicker': [{ type: 'user.closePicker' }],
  'user.submit': [{ type: 'user.submit' }],
  'user.dismiss': [{ type: 'user.dismiss' }],
  'route.changed': [{ type: 'route.changed' }],
  'session.ended': [{ type: 'session.ended' }],
} satisfies EventFixtures<JobAlertEvent>;

const outcomes = {
  loadMyJobAlert: { done: [subscription, null], error: [new Error('offline')] },
  subscribe: {
    done: [
      { kind: 'subscribed', message: 'Subscribed successfully!' },
      { kind: 'refused', message: undefined },
      { kind: 'unparsable' },
    ],
    error: [new TypeError('Failed to fetch')],
  },
} satisfies ActorOutcomes<{ loadMyJobAlert: JobAlertSubscription | null; subscribe: SubscribeOutcome }>;

/** Every leaf of a state value, as a dotted path ('open.form.editing'); parallel regions give several. */
function leavesOf(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, inner]) => (inner ? leavesOf(inner as StateValue, `${prefix}${key}.`) : []));
}

function machineLeaves(): Set<string> {
  const found = new Set<string>();
  const walk = (node: { states: Record<string, unknown>; path: string[] }) => {
    const children = Object.values(node.states) as Array<{ states: Record<string, unknown>; path: string[] }>;
    if (children.length === 0) found.add(node.path.join('.'));
    children.forEach(walk);
  };
  walk(jobAlertMachine.root as unknown as { states: Record<string, unknown>; path: string[] });
  return found;
}

describe('job-alert machine: generated paths', () => {
  // States are told apart by their value only: the context (what was typed) does not change the graph.
  const paths = getShortestPaths(jobAlertMachine, {
    events: graphEvents(jobAlertMachine, events, outcomes),
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });

  it('reaches every leaf state', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => leavesOf(step.state.value))));
    expect(reached).toEqual(machineLeaves());
  });

  for (const path of shortestPerState(paths)) {
    it(`replays ${describePath(path)}`, async () => {
      await replayPath(jobAlertMachine, path, { actorIds: ['loadMyJobAlert', 'subscribe'] });
    });
  }
});

describe('job-alert machine: transitions', () => {
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  interface Fakes {
    prefill?: () => Promise<JobAlertSubscription | null>;
    subscribe?: (request: JobAlertRequest) => Promise<SubscribeOutcome>;
  }
  const start = (fakes: Fakes = {}) => {
    const sendToLogin = vi.fn();
    const subscribe = vi.fn(fakes.subscribe ?? (async () => ({ kind: 'subscribed', message: undefined }) as SubscribeOutcome));
    const prefill = vi.fn(fakes.prefill ?? (async () => null));
    const actor = createActor(
      jobAlertMachine.provide({
        actions: { sendToLogin },
        actors: {
          loadMyJobAlert: fromPromise(() => prefill()),
          subscribe: fromPromise(({ input }) => subscribe(input as JobAlertRequest)),
        },
      }),
    ).start();
    return { actor, sendToLogin, subscribe, prefill };
  };
  /** Opens the modal for a member with everything filled in, pre-fill answered with nothing. */
  const filledIn = async (fakes: Fakes = {}, account: AlertAccount = member) => {
    const started = start(fakes);
    started.actor.send({ type: 'user.open', account });
    await settle();
    return started;
  };
  const notice = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.notice;

  it('a visitor is sent to /login and no modal opens', () => {
    const { actor, sendToLogin, prefill } = start();
    actor.send({ type: 'user.open', account: null });
    expect(sendToLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(prefill).not.toHaveBeenCalled();
  });

  it('opens with the e-mail, phone, state and qualification of the user record, then asks for the subscription', async () => {
    const { actor, prefill } = start();
    actor.send({ type: 'user.open', account: member });
    expect(actor.getSnapshot().matches({ open: { form: 'prefilling', picker: 'none' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      userId: '7',
      email: 'asha@example.in',
      whatsApp: '9876543210',
      states: ['Bihar'],
      qualifications: ['Graduate'],
    });
    expect(prefill).toHaveBeenCalledTimes(1);
    await settle();
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true);
  });

  it('a state in the record that is not on the list is not pre-chosen', () => {
    const { actor } = start();
    actor.send({ type: 'user.open', account: { ...member, state: 'Atlantis', qualification: '  ' } });
    expect(actor.getSnapshot().context).toMatchObject({ states: [], qualifications: [] });
  });

  it('an existing subscription fills the fields', async () => {
    const { actor } = await filledIn({ prefill: async () => subscription });
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'alerts@example.in',
      whatsApp: '8123456789',
      states: ['Delhi', 'Goa'],
      qualifications: ['ITI'],
    });
  });

  it('what the user typed before the subscription arrived is kept', async () => {
    let answer!: (value: JobAlertSubscription) => void;
    const { actor } = start({ prefill: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: 'user.open', account: member });
    actor.send({ type: 'user.edit', field: 'whatsApp', value: '7000000000' });
    answer(subscription);
    await settle();
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ email: 'asha@example.in', whatsApp: '7000000000', states: ['Bihar'] });
  });

  it('a failed pre-fill is silent: the modal stays open with the record’s values', async () => {
    const { actor } = await filledIn({
      prefill: async () => {
        throw new Error('offline');
      },
    });
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true);
    expect(notice(actor)).toEqual({ title: '', message: '' });
    expect(actor.getSnapshot().context.email).toBe('asha@example.in');
  });

  describe('the rules, in the specification’s order', () => {
    const blank: AlertAccount = { user_id: 7, email: '', phone: '' };
    const submitWith = async (setup: (send: (event: JobAlertEvent) => void) => void, account = blank) => {
      const { actor, subscribe } = await filledIn({}, account);
      setup((event) => actor.send(event));
      actor.send({ type: 'user.submit' });
      return { actor, subscribe };
    };

    it('anything missing: Warning / Please fill all fields, before the e-mail is looked at', async () => {
      const { actor, subscribe } = await submitWith((send) => {
        send({ type: 'user.edit', field: 'email', value: 'not-an-email' });
        send({ type: 'user.edit', field: 'whatsApp', value: '123' });
        send({ type: 'user.toggle', picker: 'state', value: 'Goa' });
      });
      expect(actor.getSnapshot().value).toBe('failed');
      expect(notice(actor)).toEqual({ title: 'Warning', message: 'Please fill all fields before subscribing.' });
      expect(subscribe).not.toHaveBeenCalled();
      expect(isJobAlertModalOpen(actor.getSnapshot())).toBe(true);
    });

    it('then a bad e-mail, before the number', async () => {
      const { actor } = await submitWith((send) => {
        send({ type: 'user.edit', field: 'email', value: 'asha@example' });
        send({ type: 'user.edit', field: 'whatsApp', value: '123' });
        send({ type: 'user.toggle', picker: 'state', value: 'Goa' });
        send({ type: 'user.toggle', picker: 'qualification', value: 'ITI' });
      });
      expect(notice(actor)).toEqual({ title: 'Invalid Email', message: 'Please enter a valid email address.' });
    });

    it('then a number that is not 10 digits starting 6-9', async () => {
      for (const number of ['5876543210', '987654321', '98765432100', '98765 43210']) {
        const { actor, subscribe } = await submitWith((send) => {
          send({ type: 'user.edit', field: 'whatsApp', value: number });
        }, member);
        expect(notice(actor), number).toEqual({
          title: 'Invalid WhatsApp Number',
          message: 'Please enter a valid 10-digit WhatsApp number starting with 6-9.',
        });
        expect(subscribe).not.toHaveBeenCalled();
      }
    });

    it('then a user record without a user_id', async () => {
      for (const user_id of [null, undefined, '']) {
        const { actor, subscribe } = await submitWith(() => {}, { ...member, user_id });
        expect(notice(actor)).toEqual({ title: 'Error', message: 'User not logged in properly.' });
        expect(subscribe).not.toHaveBeenCalled();
      }
    });

    it('the user_id is checked last: a missing field still says Warning first', async () => {
      const { actor } = await submitWith(() => {}, { user_id: null, email: '', phone: '9876543210' });
      expect(notice(actor).title).toBe('Warning');
      const bad = await submitWith(() => {}, { ...member, user_id: null, email: 'asha@' });
      expect(notice(bad.actor).title).toBe('Invalid Email');
    });

    it('dismissing a warning returns to the modal with everything kept', async () => {
      const { actor } = await submitWith((send) => send({ type: 'user.edit', field: 'email', value: 'half@' }));
      actor.send({ type: 'user.dismiss' });
      expect(actor.getSnapshot().matches({ open: { form: 'editing', picker: 'none' } })).toBe(true);
      expect(actor.getSnapshot().context.email).toBe('half@');
    });
  });

  it('sends the subscription as spec §7 names it; success closes the modal and says the server’s message', async () => {
    let answer!: (outcome: SubscribeOutcome) => void;
    const { actor, subscribe } = await filledIn({ subscribe: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: 'user.toggle', picker: 'state', value: 'Delhi' });
    actor.send({ type: 'user.toggle', picker: 'qualification', value: 'ITI' });
    actor.send({ type: 'user.toggle', picker: 'qualification', value: 'Graduate' });
    actor.send({ type: 'user.edit', field: 'email', value: '  asha@example.in ' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(isJobAlertModalOpen(actor.getSnapshot())).toBe(true);
    expect(subscribe).toHaveBeenCalledWith({
      user_id: '7',
      email_id: 'asha@example.in',
      whats_app: '9876543210',
      state: ['Bihar', 'Delhi'],
      qualification: ['ITI'],
    });
    answer({ kind: 'subscribed', message: 'You will get alerts for 2 states.' });
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(isJobAlertModalOpen(actor.getSnapshot())).toBe(false);
    expect(notice(actor)).toEqual({ title: 'Success', message: 'You will get alerts for 2 states.' });
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('success without a message says Subscribed successfully!', async () => {
    const { actor } = await filledIn({ subscribe: async () => ({ kind: 'subscribed', message: undefined }) });
    actor.send({ type: 'user.submit' });
    await settle();
    expect(notice(actor)).toEqual({ title: 'Success', message: 'Subscribed successfully!' });
  });

  it('a refusal says Error with the server’s message, or Something went wrong!, over the open modal', async () => {
    const refused = await filledIn({ subscribe: async () => ({ kind: 'refused', message: 'Choose at least one state.' }) });
    refused.actor.send({ type: 'user.submit' });
    await settle();
    expect(refused.actor.getSnapshot().value).toBe('failed');
    expect(isJobAlertModalOpen(refused.actor.getSnapshot())).toBe(true);
    expect(notice(refused.actor)).toEqual({ title: 'Error', message: 'Choose at least one state.' });

    const silent = await filledIn({ subscribe: async () => ({ kind: 'refused', message: undefined }) });
    silent.actor.send({ type: 'user.submit' });
    await settle();
    expect(notice(silent.actor)).toEqual({ title: 'Error', message: 'Something went wrong!' });
  });

  it('an unparsable answer, or none at all, says Failed to subscribe. Please try again.', async () => {
    for (const subscribe of [
      async (): Promise<SubscribeOutcome> => ({ kind: 'unparsable' }),
      async (): Promise<SubscribeOutcome> => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      const { actor } = await filledIn({ subscribe });
      actor.send({ type: 'user.submit' });
      await settle();
      expect(actor.getSnapshot().value).toBe('failed');
      expect(notice(actor)).toEqual({ title: 'Error', message: 'Failed to subscribe. Please try again.' });
      actor.send({ type: 'user.dismiss' });
      expect(actor.getSnapshot().matches({ open: 'form' })).toBe(true);
    }
  });

  it('a route change closes it from every state, and so does the end of the session', async () => {
    for (const closer of ['route.changed', 'session.ended'] as const) {
      const open = await filledIn();
      open.actor.send({ type: closer });
      expect(open.actor.getSnapshot().value).toBe('closed');

      const submitting = await filledIn({ subscribe: () => new Promise(() => {}) });
      submitting.actor.send({ type: 'user.submit' });
      submitting.actor.send({ type: closer });
      expect(submitting.actor.getSnapshot().value).toBe('closed');

      const failed = await filledIn({}, { user_id: 7, email: '', phone: '' });
      failed.actor.send({ type: 'user.submit' });
      failed.actor.send({ type: closer });
      expect(failed.actor.getSnapshot().value).toBe('closed');

      const succeeded = await filledIn();
      succeeded.actor.send({ type: 'user.submit' });
      await settle();
      expect(succeeded.actor.getSnapshot().value).toBe('succeeded');
      succeeded.actor.send({ type: closer });
      expect(succeeded.actor.getSnapshot().value).toBe('closed');
    }
  });

  it('one picker is open at a time; closing the modal and reopening starts afresh', async () => {
    const { actor } = await filledIn();
    expect(openPickerOf(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'user.openPicker', picker: 'state' });
    expect(openPickerOf(actor.getSnapshot())).toBe('state');
    actor.send({ type: 'user.openPicker', picker: 'qualification' });
    expect(openPickerOf(actor.getSnapshot())).toBe('qualification');
    actor.send({ type: 'user.toggle', picker: 'state', value: 'Goa' });
    actor.send({ type: 'user.closePicker' });
    expect(openPickerOf(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'user.openPicker', picker: 'state' });
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'user.open', account: member });
    expect(openPickerOf(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.states).toEqual(['Bihar']);
  });

  it('toggling a choice twice takes it back', async () => {
    const { actor } = await filledIn();
    actor.send({ type: 'user.toggle', picker: 'qualification', value: 'ITI' });
    actor.send({ type: 'user.toggle', picker: 'qualification', value: 'Graduate' });
    expect(actor.getSnapshot().context.qualifications).toEqual(['ITI']);
    actor.send({ type: 'user.toggle', picker: 'qualification', value: 'ITI' });
    expect(actor.getSnapshot().context.qualifications).toEqual([]);
  });
});
