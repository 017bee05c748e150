import { describe, expect, it } from 'vitest';
import {
  cancelMyJobAlert,
  fetchMyJobAlert,
  readSubscribeAnswer,
  subscribeToJobAlerts,
  unsubscribe,
} from '../../machines/api/job-alerts';
import { useFakeFetch } from './support/fake-fetch';

/** The job-alert calls against a fake fetch: paths, JSON bodies, and how each answer is read. */
const fake = useFakeFetch();
const { seen } = fake;

const text =
  (body: string, status = 200) =>
  () =>
    new Response(body, { status });
const json = (body: unknown, status = 200) => text(JSON.stringify(body), status);

const form = {
  userId: '7',
  email: 'asha@example.in',
  whatsApp: '9876543210',
  states: ['Bihar', 'Delhi'],
  qualifications: ['Graduate'],
};
/** The same, as spec §7 names the fields on the wire. */
const request = {
  user_id: '7',
  email_id: 'asha@example.in',
  whats_app: '9876543210',
  state: ['Bihar', 'Delhi'],
  qualification: ['Graduate'],
};

describe('reading the answer to a subscription (spec §7: text, then JSON)', () => {
  it('is a success only when the HTTP status is ok and status is "success"', () => {
    expect(readSubscribeAnswer(true, '{"status":"success","message":"Subscribed!"}')).toEqual({
      kind: 'subscribed',
      message: 'Subscribed!',
    });
    expect(readSubscribeAnswer(true, '{"status":"success"}')).toEqual({
      kind: 'subscribed',
      message: undefined,
    });
    expect(readSubscribeAnswer(false, '{"status":"success","message":"odd"}')).toEqual({
      kind: 'refused',
      message: 'odd',
    });
    expect(readSubscribeAnswer(true, '{"status":"error","message":"Invalid Email"}')).toEqual({
      kind: 'refused',
      message: 'Invalid Email',
    });
    expect(readSubscribeAnswer(true, '{"status":true}')).toEqual({ kind: 'refused', message: undefined });
  });

  it('a blank or missing message is no message', () => {
    expect(readSubscribeAnswer(false, '{"status":"error","message":"  "}')).toEqual({
      kind: 'refused',
      message: undefined,
    });
    expect(readSubscribeAnswer(false, '[1,2]')).toEqual({ kind: 'refused', message: undefined });
  });

  it('an answer that is not JSON is unparsable, whatever its status', () => {
    expect(readSubscribeAnswer(true, '<html>Bad gateway</html>')).toEqual({ kind: 'unparsable' });
    expect(readSubscribeAnswer(false, '')).toEqual({ kind: 'unparsable' });
    expect(readSubscribeAnswer(true, '{"status":"success"')).toEqual({ kind: 'unparsable' });
  });
});

describe('job-alert calls', () => {
  it('subscribing posts the five fields as JSON to /api/job_alerts', async () => {
    fake.answer = json({ status: 'success', message: 'Subscribed successfully!' });
    expect(await subscribeToJobAlerts(form)).toEqual({
      kind: 'subscribed',
      message: 'Subscribed successfully!',
    });
    const [sent] = seen;
    expect(sent!.method).toBe('POST');
    expect(new URL(sent!.url).pathname).toBe('/api/job_alerts');
    expect(sent!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await sent!.json()).toEqual(request);
  });

  it('a refusal (4xx with JSON) carries the server’s message; an HTML error page is unparsable', async () => {
    fake.answer = json({ status: 'error', message: 'Choose at least one state.' }, 400);
    expect(await subscribeToJobAlerts(form)).toEqual({
      kind: 'refused',
      message: 'Choose at least one state.',
    });
    fake.answer = text('<h1>502 Bad Gateway</h1>', 502);
    expect(await subscribeToJobAlerts(form)).toEqual({ kind: 'unparsable' });
    // Nothing that changes data is retried.
    expect(seen).toHaveLength(2);
  });

  it('reads the user’s subscription back, or null', async () => {
    const subscription = {
      email_id: 'a@b.in',
      whats_app: '9876543210',
      state: ['Goa'],
      qualification: ['ITI'],
    };
    fake.answer = json({ status: 'success', data: subscription });
    expect(await fetchMyJobAlert()).toEqual({
      email: 'a@b.in',
      whatsApp: '9876543210',
      states: ['Goa'],
      qualifications: ['ITI'],
    });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/job_alerts');
    expect(seen[0]!.method).toBe('GET');
    fake.answer = json({ status: 'success', data: null });
    expect(await fetchMyJobAlert()).toBeNull();
    fake.answer = json({ status: 'success', data: { email_id: 1 } });
    await expect(fetchMyJobAlert()).rejects.toThrow();
  });

  it('the modal’s Unsubscribe sends DELETE /api/job_alerts; anything but a success throws', async () => {
    fake.answer = json({ status: 'success', message: 'You have been unsubscribed from job alerts.' });
    await expect(cancelMyJobAlert()).resolves.toBeUndefined();
    expect(new URL(seen[0]!.url).pathname).toBe('/api/job_alerts');
    expect(seen[0]!.method).toBe('DELETE');
    fake.answer = json({ status: 'error', message: 'Please log in.' }, 401);
    await expect(cancelMyJobAlert()).rejects.toThrow();
    fake.answer = json({ status: 'error', message: 'odd' });
    await expect(cancelMyJobAlert()).rejects.toThrow();
  });

  it('unsubscribing posts the token; a refused link is invalid, a server fault can be retried', async () => {
    fake.answer = json({ status: 'success', message: 'You have been unsubscribed from job alerts.' });
    expect(await unsubscribe('tok.en')).toEqual({ kind: 'unsubscribed' });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/job_alerts/unsubscribe');
    expect(await seen[0]!.json()).toEqual({ token: 'tok.en' });
    fake.answer = json({ status: 'error', message: 'This unsubscribe link is not valid.' }, 400);
    expect(await unsubscribe('forged')).toEqual({ kind: 'invalidLink' });
    fake.answer = text('oops', 503);
    await expect(unsubscribe('tok.en')).rejects.toThrow();
    fake.answer = json({ status: 'error', message: 'Too many tries' }, 429);
    await expect(unsubscribe('tok.en')).rejects.toThrow();
  });
});
