import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  alertProblemOf,
  alertRequestOf,
  type AlertForm,
  type AlertSubscription,
  type SubscribeOutcome,
} from '../../machines/api/job-alerts';
import { noticeText } from '../../src/components/job-alert/notice-text';
import { jobAlertMachine, openPickerOf, type AlertAccount } from '../../machines/jobAlert.machine';
import { jobAlertModel, member, subscription } from '../models/jobAlert.model';
import { leafKeysOf, leafStateKeys } from '../models/transitions';
import { replayModelPath } from './support/replay';

describe('job-alert machine: generated paths', () => {
  const paths = jobAlertModel.paths();

  it('reaches every leaf state', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.flatMap((step) => leafKeysOf(step.state.value))),
    );
    expect(reached).toEqual(new Set(leafStateKeys(jobAlertModel.machine)));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(jobAlertModel, path);
    });
  }
});

describe('the rules and texts of the modal (spec §5, §8)', () => {
  const valid: AlertForm = {
    userId: '7',
    email: 'asha@example.in',
    whatsApp: '9876543210',
    states: ['Bihar'],
    qualifications: ['ITI'],
  };
  const textOf = (form: Partial<AlertForm>) => {
    const key = alertProblemOf({ ...valid, ...form });
    return key ? noticeText({ key }) : undefined;
  };

  it('a complete, well-formed form breaks no rule', () => {
    expect(textOf({})).toBeUndefined();
  });

  it('anything missing comes first: Warning / Please fill all fields before subscribing.', () => {
    const warning = { title: 'Warning', message: 'Please fill all fields before subscribing.' };
    // Every other rule is broken too: the missing field still wins.
    const broken = { email: 'not-an-email', whatsApp: '123', userId: '' };
    expect(textOf({ ...broken, email: '  ' })).toEqual(warning);
    expect(textOf({ ...broken, whatsApp: '' })).toEqual(warning);
    expect(textOf({ ...broken, states: [] })).toEqual(warning);
    expect(textOf({ ...broken, qualifications: [] })).toEqual(warning);
  });

  it('then the e-mail, before the number and the user id', () => {
    for (const email of ['asha@example', 'asha example.in', '@example.in', 'asha@.in x']) {
      expect(textOf({ email, whatsApp: '123', userId: '' }), email).toEqual({
        title: 'Invalid Email',
        message: 'Please enter a valid email address.',
      });
    }
  });

  it('then the WhatsApp number: 10 digits starting with 6-9, before the user id', () => {
    for (const whatsApp of ['5876543210', '987654321', '98765432100', '98765 43210', '+919876543210']) {
      expect(textOf({ whatsApp, userId: '' }), whatsApp).toEqual({
        title: 'Invalid WhatsApp Number',
        message: 'Please enter a valid 10-digit WhatsApp number starting with 6-9.',
      });
    }
    expect(textOf({ whatsApp: ' 6000000000 ' })).toBeUndefined();
  });

  it('last, a user record without a user id', () => {
    expect(textOf({ userId: '' })).toEqual({ title: 'Error', message: 'User not logged in properly.' });
  });

  it('the server’s message replaces the default of Success and Error; the others are fixed', () => {
    expect(noticeText({ key: 'success' })).toEqual({ title: 'Success', message: 'Subscribed successfully!' });
    expect(noticeText({ key: 'success', serverMessage: 'Alerts on!' })).toEqual({
      title: 'Success',
      message: 'Alerts on!',
    });
    expect(noticeText({ key: 'failure' })).toEqual({ title: 'Error', message: 'Something went wrong!' });
    expect(noticeText({ key: 'unparsable' })).toEqual({
      title: 'Error',
      message: 'Failed to subscribe. Please try again.',
    });
  });

  it('the request uses the names of spec §7, trimmed', () => {
    expect(
      alertRequestOf({
        ...valid,
        email: ' asha@example.in ',
        whatsApp: '9876543210 ',
        states: ['Bihar', 'Goa'],
      }),
    ).toEqual({
      user_id: '7',
      email_id: 'asha@example.in',
      whats_app: '9876543210',
      state: ['Bihar', 'Goa'],
      qualification: ['ITI'],
    });
  });
});

describe('job-alert machine: transitions', () => {
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  interface Fakes {
    prefill?: () => Promise<AlertSubscription | null>;
    subscribe?: (form: AlertForm) => Promise<SubscribeOutcome>;
    cancel?: () => Promise<void>;
  }
  const start = (fakes: Fakes = {}) => {
    const sendToLogin = vi.fn();
    const subscribe = vi.fn(
      fakes.subscribe ??
        (async (): Promise<SubscribeOutcome> => ({ kind: 'subscribed', message: undefined })),
    );
    const prefill = vi.fn(fakes.prefill ?? (async () => null));
    const cancel = vi.fn(fakes.cancel ?? (async () => undefined));
    // The rules are the real ones (imported on demand, as in the app); the calls are fakes.
    const actor = createActor(
      jobAlertMachine.provide({
        actions: { sendToLogin },
        actors: {
          loadMyJobAlert: fromPromise(() => prefill()),
          subscribe: fromPromise(({ input }) => subscribe(input as AlertForm)),
          cancelMyJobAlert: fromPromise(() => cancel()),
        },
      }),
    ).start();
    return { actor, sendToLogin, subscribe, prefill, cancel };
  };
  type Actor = ReturnType<typeof start>['actor'];

  /** Opens the modal for a member; the pre-fill answers (nothing, unless told otherwise). */
  const opened = async (fakes: Fakes = {}, account: AlertAccount = member) => {
    const started = start(fakes);
    started.actor.send({ type: 'user.open', account });
    await settle();
    return started;
  };
  /** Sends the form and waits for the rules and the fake server. */
  const submit = (actor: Actor) => {
    actor.send({ type: 'user.submit' });
    return waitFor(actor, (s) => !s.matches('validating') && !s.matches('submitting'));
  };
  /** The popup the machine chose, as the modal shows it. */
  const popup = (actor: Actor) => {
    const chosen = actor.getSnapshot().context.notice;
    return chosen ? noticeText(chosen) : null;
  };

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
    expect(actor.getSnapshot().hasTag('modal')).toBe(true);
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

  it('with a subscription the modal says so and can end it: "Unsubscribed", then closed (issue 22)', async () => {
    const { actor, cancel } = await opened({ prefill: async () => subscription });
    expect(actor.getSnapshot().context.subscribed).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.unsubscribe' })).toBe(true);
    actor.send({ type: 'user.unsubscribe' });
    expect(actor.getSnapshot().matches('unsubscribing')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(popup(actor)).toEqual({
      title: 'Unsubscribed',
      message: 'You have been unsubscribed from job alerts.',
    });
    expect(actor.getSnapshot().hasTag('modal')).toBe(false);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('without a subscription there is nothing to unsubscribe from; a failed unsubscribe keeps the modal', async () => {
    const fresh = await opened();
    expect(fresh.actor.getSnapshot().context.subscribed).toBe(false);
    expect(fresh.actor.getSnapshot().can({ type: 'user.unsubscribe' })).toBe(false);
    fresh.actor.send({ type: 'user.unsubscribe' });
    expect(fresh.cancel).not.toHaveBeenCalled();

    const { actor } = await opened({
      prefill: async () => subscription,
      cancel: async () => Promise.reject(new TypeError('Failed to fetch')),
    });
    actor.send({ type: 'user.unsubscribe' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(popup(actor)).toEqual({ title: 'Error', message: 'Could not unsubscribe. Please try again.' });
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.subscribed).toBe(true);
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true);
  });

  it('a state in the record that is not on the list is not pre-chosen', () => {
    const { actor } = start();
    actor.send({ type: 'user.open', account: { ...member, state: 'Atlantis', qualification: '  ' } });
    expect(actor.getSnapshot().context).toMatchObject({ states: [], qualifications: [] });
  });

  it('an existing subscription fills the fields', async () => {
    const { actor } = await opened({ prefill: async () => subscription });
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'alerts@example.in',
      whatsApp: '8123456789',
      states: ['Delhi', 'Goa'],
      qualifications: ['ITI'],
    });
  });

  it('what the user typed before the subscription arrived is kept', async () => {
    let answer!: (value: AlertSubscription) => void;
    const { actor } = start({ prefill: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: 'user.open', account: member });
    actor.send({ type: 'user.edit', field: 'whatsApp', value: '7000000000' });
    answer(subscription);
    await settle();
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'asha@example.in',
      whatsApp: '7000000000',
      states: ['Bihar'],
    });
  });

  it('a failed pre-fill is silent: the modal stays open with the record’s values', async () => {
    const { actor } = await opened({
      prefill: async () => {
        throw new Error('offline');
      },
    });
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(actor.getSnapshot().context.email).toBe('asha@example.in');
  });

  it('a broken rule shows its popup over the modal and sends nothing; dismissing it keeps what was typed', async () => {
    const { actor, subscribe } = await opened({}, { userId: '7', email: '', phone: '9876543210' });
    actor.send({ type: 'user.edit', field: 'email', value: 'half@' });
    await submit(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(popup(actor)).toEqual({ title: 'Warning', message: 'Please fill all fields before subscribing.' });
    expect(actor.getSnapshot().hasTag('modal')).toBe(true);
    expect(subscribe).not.toHaveBeenCalled();
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().matches({ open: { form: 'editing', picker: 'none' } })).toBe(true);
    expect(actor.getSnapshot().context.email).toBe('half@');
  });

  it('without a user id in the record it says User not logged in properly. and sends nothing', async () => {
    const { actor, subscribe } = await opened({}, { ...member, userId: null });
    await submit(actor);
    expect(popup(actor)).toEqual({ title: 'Error', message: 'User not logged in properly.' });
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('sends what the modal holds; success closes the modal and says the server’s message', async () => {
    let answer!: (outcome: SubscribeOutcome) => void;
    const { actor, subscribe } = await opened({
      subscribe: () => new Promise((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'user.toggle', picker: 'state', value: 'Delhi' });
    actor.send({ type: 'user.toggle', picker: 'qualification', value: 'ITI' });
    actor.send({ type: 'user.toggle', picker: 'qualification', value: 'Graduate' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('submitting'));
    expect(actor.getSnapshot().hasTag('modal')).toBe(true);
    expect(subscribe).toHaveBeenCalledWith({
      userId: '7',
      email: 'asha@example.in',
      whatsApp: '9876543210',
      states: ['Bihar', 'Delhi'],
      qualifications: ['ITI'],
    });
    answer({ kind: 'subscribed', message: 'You will get alerts for 2 states.' });
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().hasTag('modal')).toBe(false);
    expect(popup(actor)).toEqual({ title: 'Success', message: 'You will get alerts for 2 states.' });
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('success without a message says Subscribed successfully!', async () => {
    const { actor } = await opened({ subscribe: async () => ({ kind: 'subscribed', message: undefined }) });
    await submit(actor);
    expect(popup(actor)).toEqual({ title: 'Success', message: 'Subscribed successfully!' });
  });

  it('a refusal says Error with the server’s message, or Something went wrong!, over the open modal', async () => {
    const refused = await opened({
      subscribe: async () => ({ kind: 'refused', message: 'Choose at least one state.' }),
    });
    await submit(refused.actor);
    expect(refused.actor.getSnapshot().value).toBe('failed');
    expect(refused.actor.getSnapshot().hasTag('modal')).toBe(true);
    expect(popup(refused.actor)).toEqual({ title: 'Error', message: 'Choose at least one state.' });

    const silent = await opened({ subscribe: async () => ({ kind: 'refused', message: undefined }) });
    await submit(silent.actor);
    expect(popup(silent.actor)).toEqual({ title: 'Error', message: 'Something went wrong!' });
  });

  it('an unparsable answer, or none at all, says Failed to subscribe. Please try again.', async () => {
    for (const subscribe of [
      async (): Promise<SubscribeOutcome> => ({ kind: 'unparsable' }),
      async (): Promise<SubscribeOutcome> => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      const { actor } = await opened({ subscribe });
      await submit(actor);
      expect(actor.getSnapshot().value).toBe('failed');
      expect(popup(actor)).toEqual({ title: 'Error', message: 'Failed to subscribe. Please try again.' });
      actor.send({ type: 'user.dismiss' });
      expect(actor.getSnapshot().matches({ open: 'form' })).toBe(true);
    }
  });

  it('a route change closes it from every state, and so does the end of the session', async () => {
    for (const closer of ['route.changed', 'session.ended'] as const) {
      const open = await opened();
      open.actor.send({ type: closer });
      expect(open.actor.getSnapshot().value).toBe('closed');

      const validating = await opened();
      validating.actor.send({ type: 'user.submit' });
      expect(validating.actor.getSnapshot().value).toBe('validating');
      validating.actor.send({ type: closer });
      expect(validating.actor.getSnapshot().value).toBe('closed');

      const submitting = await opened({ subscribe: () => new Promise(() => {}) });
      submitting.actor.send({ type: 'user.submit' });
      await waitFor(submitting.actor, (s) => s.matches('submitting'));
      submitting.actor.send({ type: closer });
      expect(submitting.actor.getSnapshot().value).toBe('closed');

      const failed = await opened({}, { userId: '7', email: '', phone: '' });
      await submit(failed.actor);
      expect(failed.actor.getSnapshot().value).toBe('failed');
      failed.actor.send({ type: closer });
      expect(failed.actor.getSnapshot().value).toBe('closed');

      const succeeded = await opened();
      await submit(succeeded.actor);
      expect(succeeded.actor.getSnapshot().value).toBe('succeeded');
      succeeded.actor.send({ type: closer });
      expect(succeeded.actor.getSnapshot().value).toBe('closed');
    }
  });

  it('one picker is open at a time; closing the modal and reopening starts afresh', async () => {
    const { actor } = await opened();
    expect(openPickerOf(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'user.openPicker', picker: 'state' });
    expect(openPickerOf(actor.getSnapshot())).toBe('state');
    actor.send({ type: 'user.openPicker', picker: 'qualification' });
    expect(openPickerOf(actor.getSnapshot())).toBe('qualification');
    // The state list closing late (after the other opened) leaves the qualification list open.
    actor.send({ type: 'user.closePicker', picker: 'state' });
    expect(openPickerOf(actor.getSnapshot())).toBe('qualification');
    actor.send({ type: 'user.toggle', picker: 'state', value: 'Goa' });
    actor.send({ type: 'user.closePicker', picker: 'qualification' });
    expect(openPickerOf(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'user.openPicker', picker: 'state' });
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'user.open', account: member });
    expect(openPickerOf(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.states).toEqual(['Bihar']);
  });

  it('toggling a choice twice takes it back', async () => {
    const { actor } = await opened();
    actor.send({ type: 'user.toggle', picker: 'qualification', value: 'ITI' });
    actor.send({ type: 'user.toggle', picker: 'qualification', value: 'Graduate' });
    expect(actor.getSnapshot().context.qualifications).toEqual(['ITI']);
    actor.send({ type: 'user.toggle', picker: 'qualification', value: 'ITI' });
    expect(actor.getSnapshot().context.qualifications).toEqual([]);
  });
});
