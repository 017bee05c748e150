import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BAD_UNSUBSCRIBE_LINK_MESSAGE,
  JOB_ALERT_MESSAGES,
  JOB_ALERT_ROUTE_MESSAGES,
  UNSUBSCRIBED_MESSAGE,
} from '../../contract/job-alerts';
import { signUnsubscribeToken } from '../../server/alerts/unsubscribe-token';
import { jobAlerts, serverSecrets } from '../../server/db/schema';
import { APP_BASE_URL, newUser, post, postJson } from './support/accounts';
import { forEachDatabase } from './support/databases';
import {
  alertForm,
  alertsApp,
  cancelMySubscription,
  emailsTo,
  importJobs,
  mySubscription,
  newJob,
  readAnswer,
  subscribe,
  tokenIn,
  UNSUBSCRIBE_PATH,
} from './support/job-alerts';

// Job-alert subscriptions (spec §3, §5, §7, §8): one per user, only the user's own, validated as the
// modal does; and the unsubscribe link every alert carries, which works without logging in.

forEachDatabase((database) => {
  const db = () => database().db;
  const setup = (options?: Parameters<typeof alertsApp>[1]) => alertsApp(db(), options);
  const rowsOf = (userId: number) => db().select().from(jobAlerts).where(eq(jobAlerts.userId, userId));

  describe('who may subscribe', () => {
    it('without a session: 401 "Please log in." for POST and GET, and nothing is stored', async () => {
      const { app } = setup();
      const { userId } = await newUser(app);
      const response = await subscribe(app, undefined, alertForm(userId));
      expect(response.status).toBe(401);
      expect(await readAnswer(response)).toEqual({ status: 'error', message: 'Please log in.' });
      expect((await mySubscription(app, undefined)).status).toBe(401);
      expect(await rowsOf(userId)).toEqual([]);
    });

    it("another user's user_id: 403, and neither user gets a subscription", async () => {
      const { app } = setup();
      const me = await newUser(app);
      const other = await newUser(app);
      for (const userId of [
        other.userId,
        String(other.userId),
        `${me.userId}0`,
        ` ${me.userId}`,
        [me.userId],
      ]) {
        const response = await subscribe(app, me.token, alertForm(me.userId, { user_id: userId }));
        expect(response.status, JSON.stringify(userId)).toBe(403);
        expect(await readAnswer(response)).toEqual({
          status: 'error',
          message: JOB_ALERT_ROUTE_MESSAGES.notYours,
        });
      }
      expect(await rowsOf(me.userId)).toEqual([]);
      expect(await rowsOf(other.userId)).toEqual([]);
    });
  });

  describe('subscribing', () => {
    it('stores the subscription (200 "Subscribed successfully!"), and GET reads it back', async () => {
      const { app } = setup();
      const { userId, token } = await newUser(app);
      expect(await readAnswer(await mySubscription(app, token))).toEqual({ status: 'success', data: null });

      const form = alertForm(userId, {
        email_id: ' Asha.Verma@Example.com ',
        state: ['Delhi', 'Bihar', 'Delhi'],
        qualification: ['12th Pass', 'ITI'],
      });
      const response = await subscribe(app, token, form);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await readAnswer(response)).toEqual({ status: 'success', message: 'Subscribed successfully!' });

      const mine = await mySubscription(app, token);
      expect(mine.headers.get('Cache-Control')).toBe('no-store');
      expect(await mine.json()).toEqual({
        status: 'success',
        data: {
          email_id: 'Asha.Verma@Example.com',
          whats_app: form.whats_app,
          state: ['Delhi', 'Bihar'],
          qualification: ['12th Pass', 'ITI'],
        },
      });
    });

    it('subscribing again updates the one subscription ("Your job alert has been updated."), user_id as text too', async () => {
      const { app } = setup();
      const { userId, token } = await newUser(app);
      await subscribe(app, token, alertForm(userId));
      const [first] = await rowsOf(userId);

      const changed = alertForm(String(userId), { state: ['Kerala'], qualification: ['Graduate', 'B.Sc'] });
      const response = await subscribe(app, token, changed);
      expect(response.status).toBe(200);
      expect(await readAnswer(response)).toEqual({
        status: 'success',
        message: 'Your job alert has been updated.',
      });

      const rows = await rowsOf(userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: first!.id,
        email: changed.email_id,
        states: ['Kerala'],
        qualifications: ['Graduate', 'B.Sc'],
      });
      expect((await mySubscription(app, token).then((r) => r.json())).data.state).toEqual(['Kerala']);
    });

    it('two subscriptions at once still leave one row', async () => {
      const { app } = setup();
      const { userId, token } = await newUser(app);
      const answers = await Promise.all(
        [1, 2, 3].map(() => subscribe(app, token, alertForm(userId)).then(readAnswer)),
      );
      expect(answers.map((a) => a.status)).toEqual(['success', 'success', 'success']);
      expect(answers.filter((a) => a.message === 'Subscribed successfully!')).toHaveLength(1);
      expect(await rowsOf(userId)).toHaveLength(1);
    });
  });

  describe('unsubscribing from the modal (DELETE, issue 22)', () => {
    it('ends only the session user’s own subscription, answers the same when there is none, and needs a login', async () => {
      const { app } = setup();
      const me = await newUser(app);
      const other = await newUser(app);
      await subscribe(app, me.token, alertForm(me.userId));
      await subscribe(app, other.token, alertForm(other.userId));

      const visitor = await cancelMySubscription(app, undefined);
      expect(visitor.status).toBe(401);
      expect(await rowsOf(me.userId)).toHaveLength(1);

      for (const _ of [1, 2]) {
        const response = await cancelMySubscription(app, me.token);
        expect(response.status).toBe(200);
        expect(response.headers.get('Cache-Control')).toBe('no-store');
        expect(await readAnswer(response)).toEqual({ status: 'success', message: UNSUBSCRIBED_MESSAGE });
      }
      expect(await rowsOf(me.userId)).toEqual([]);
      expect(await readAnswer(await mySubscription(app, me.token))).toEqual({
        status: 'success',
        data: null,
      });
      expect(await rowsOf(other.userId)).toHaveLength(1);
    });
  });

  describe("validation (spec §5, with the modal's messages)", () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['an empty e-mail', { email_id: '  ' }, JOB_ALERT_MESSAGES.emptyFields.message],
      ['an empty WhatsApp number', { whats_app: '' }, JOB_ALERT_MESSAGES.emptyFields.message],
      ['no state', { state: [] }, JOB_ALERT_MESSAGES.emptyFields.message],
      ['no qualification', { qualification: [] }, JOB_ALERT_MESSAGES.emptyFields.message],
      ['a malformed e-mail', { email_id: 'asha@example' }, 'Please enter a valid email address.'],
      [
        'a WhatsApp number starting with 5',
        { whats_app: '5876543210' },
        'Please enter a valid 10-digit WhatsApp number starting with 6-9.',
      ],
      [
        'a 9-digit WhatsApp number',
        { whats_app: '987654321' },
        'Please enter a valid 10-digit WhatsApp number starting with 6-9.',
      ],
      [
        'a WhatsApp number with +91',
        { whats_app: '+919876543210' },
        'Please enter a valid 10-digit WhatsApp number starting with 6-9.',
      ],
      [
        'a state not in the list',
        { state: ['Delhi', 'Atlantis'] },
        'state must hold names from the list of states.',
      ],
      [
        'an unknown qualification',
        { qualification: ['12th Pass', 'Wizardry'] },
        JOB_ALERT_ROUTE_MESSAGES.unknownQualification('Wizardry'),
      ],
      ['state not a list', { state: 'Delhi' }, 'state must be a list of state names.'],
      ['a missing e-mail', { email_id: undefined }, 'email_id is required.'],
    ];
    it.each(cases)('%s: 400 with the message, and nothing stored', async (_, change, message) => {
      const { app } = setup();
      const { userId, token } = await newUser(app);
      const response = await subscribe(app, token, alertForm(userId, change));
      expect(response.status).toBe(400);
      expect(await readAnswer(response)).toEqual({ status: 'error', message });
      expect(await rowsOf(userId)).toEqual([]);
    });

    it('a body that is not a JSON object, or without user_id: 400', async () => {
      const { app } = setup();
      const { userId, token } = await newUser(app);
      const garbage = await post(app, '/api/job_alerts', '{"user_id":', {
        'Content-Type': 'application/json',
        Cookie: `session=${token}`,
      });
      expect(garbage.status).toBe(400);
      expect(await readAnswer(garbage)).toEqual({
        status: 'error',
        message: JOB_ALERT_ROUTE_MESSAGES.badRequest,
      });
      const noUser = await subscribe(app, token, alertForm(userId, { user_id: undefined }));
      expect(noUser.status).toBe(400);
      expect(await readAnswer(noUser)).toEqual({ status: 'error', message: 'user_id is required.' });
      expect(await rowsOf(userId)).toEqual([]);
    });

    it('a refused update leaves the stored subscription as it was', async () => {
      const { app } = setup();
      const { userId, token } = await newUser(app);
      const form = alertForm(userId);
      await subscribe(app, token, form);
      expect((await subscribe(app, token, alertForm(userId, { qualification: ['Wizardry'] }))).status).toBe(
        400,
      );
      expect((await rowsOf(userId))[0]).toMatchObject({
        email: form.email_id,
        qualifications: ['12th Pass'],
      });
    });
  });

  describe('unsubscribing from the link in an alert', () => {
    /** A subscriber and the unsubscribe token of the alert e-mail they got for a matching job. */
    async function alerted(app: ReturnType<typeof setup>['app']) {
      const { userId, token } = await newUser(app);
      const form = alertForm(userId, { state: ['Goa'], qualification: ['Diploma'] });
      await subscribe(app, token, form);
      expect((await importJobs(app, [newJob({ joblocation: 'Goa', qualification: 'Diploma' })])).status).toBe(
        200,
      );
      const [mail] = await emailsTo(db(), form.email_id);
      return { userId, session: token, unsubscribe: tokenIn(mail!.text) };
    }

    it('a valid token unsubscribes without a login, and again answers the same', async () => {
      const { app } = setup();
      const { userId, session, unsubscribe } = await alerted(app);
      expect(unsubscribe).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
      for (let i = 0; i < 2; i++) {
        const response = await postJson(app, UNSUBSCRIBE_PATH, { token: unsubscribe });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ status: 'success', message: UNSUBSCRIBED_MESSAGE });
        expect(await rowsOf(userId)).toEqual([]);
      }
      expect(await mySubscription(app, session).then((r) => r.json())).toEqual({
        status: 'success',
        data: null,
      });
    });

    it('a forged, altered or garbled token: 400 "This unsubscribe link is not valid.", and the subscription stays', async () => {
      const { app } = setup();
      const { userId, unsubscribe } = await alerted(app);
      const [id, signature] = unsubscribe.split('.') as [string, string];
      const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
      const otherId = String(Number(id) + 1);
      // The last character carries 4 bits of the signature and 2 spare ones: another spelling is refused too.
      const last = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const spare = signature.slice(0, -1) + last[last.indexOf(signature.at(-1)!) ^ 1];
      const forged = [
        `${id}.${flipped}`,
        `${id}.${spare}`,
        `${otherId}.${signature}`,
        signUnsubscribeToken('a key that is not the server key at all', Number(id)),
        `${id}.${signature}x`,
        `0${id}.${signature}`,
        'garbage',
        '',
        undefined,
        42,
      ];
      for (const token of forged) {
        const response = await postJson(app, UNSUBSCRIBE_PATH, token === undefined ? {} : { token });
        expect(response.status, String(token)).toBe(400);
        expect(await response.json()).toEqual({ status: 'error', message: BAD_UNSUBSCRIBE_LINK_MESSAGE });
      }
      const notJson = await post(app, UNSUBSCRIBE_PATH, 'token=' + unsubscribe, {
        'Content-Type': 'application/json',
      });
      expect(notJson.status).toBe(400);
      expect(await rowsOf(userId)).toHaveLength(1);
    });

    it('mail programs: one-click POST to the List-Unsubscribe address unsubscribes; opening it leads to the page', async () => {
      const { app } = setup();
      const { userId, unsubscribe } = await alerted(app);
      const address = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribe)}`;
      const opened = await app.request(`http://localhost${address}`);
      expect(opened.status).toBe(303);
      expect(opened.headers.get('Location')).toBe(
        `${APP_BASE_URL}/unsubscribe?token=${encodeURIComponent(unsubscribe)}`,
      );
      expect(await rowsOf(userId)).toHaveLength(1);

      const oneClick = await post(app, address, new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }));
      expect(oneClick.status).toBe(200);
      expect(await rowsOf(userId)).toEqual([]);
    });

    it('without ALERTS_SIGNING_SECRET every server copy signs with the one key stored in the database', async () => {
      const first = setup();
      const second = setup(); // another server on the same database
      const { userId, unsubscribe } = await alerted(first.app);
      expect(await db().select({ n: count() }).from(serverSecrets)).toEqual([{ n: 1 }]);
      expect((await postJson(second.app, UNSUBSCRIBE_PATH, { token: unsubscribe })).status).toBe(200);
      expect(await rowsOf(userId)).toEqual([]);

      // With ALERTS_SIGNING_SECRET, that key signs, and links signed with the stored one are refused.
      const configured = setup({ config: { alertsSigningSecret: 'x'.repeat(40) } });
      const other = await alerted(second.app);
      expect((await postJson(configured.app, UNSUBSCRIBE_PATH, { token: other.unsubscribe })).status).toBe(
        400,
      );
      const own = signUnsubscribeToken('x'.repeat(40), Number(other.unsubscribe.split('.')[0]));
      expect((await postJson(configured.app, UNSUBSCRIBE_PATH, { token: own })).status).toBe(200);
      expect(await rowsOf(other.userId)).toEqual([]);
    });
  });
});
