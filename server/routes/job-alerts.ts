import { Hono, type Context } from 'hono';
import type * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import {
  BAD_UNSUBSCRIBE_LINK_MESSAGE,
  JOB_ALERT_ROUTE_MESSAGES,
  JobAlertOwner,
  JobAlertSubmission,
  UNSUBSCRIBED_MESSAGE,
  UnsubscribeRequest,
  type JobAlertResponse,
  type MyJobAlertResponse,
  type UnsubscribeResponse,
} from '../../contract/job-alerts';
import { requireOwnUserId, requireUser } from '../accounts/sessions';
import {
  deleteSubscription,
  deleteSubscriptionOf,
  findSubscription,
  saveSubscription,
} from '../alerts/subscriptions';
import { UNSUBSCRIBE_PATH, verifyUnsubscribeToken } from '../alerts/unsubscribe-token';
import { knownQualifications } from '../catalogues/lists';
import { noStore } from '../http/no-store';
import { isFormRequest, validateJson } from '../http/validate';
import type { AppEnv, RouteDeps } from './deps';

type Body = v.InferOutput<typeof JobAlertResponse>;
type UnsubscribeBody = v.InferOutput<typeof UnsubscribeResponse>;

const refuse = (c: Context, message: string) => c.json({ status: 'error', message } satisfies Body, 400);

/**
 * Job-alert subscriptions (spec §3, §5, §7; contract/job-alerts.ts): the session user's one subscription,
 * stored or replaced by POST /api/job_alerts, read back by GET and ended by DELETE; and unsubscribing from the signed
 * link every alert carries, without logging in. `signingKey` is unsubscribeKey() of app.ts.
 */
export function jobAlertRoutes(deps: RouteDeps, signingKey: () => Promise<string>) {
  const notAnObject = JOB_ALERT_ROUTE_MESSAGES.badRequest;

  const unsubscribe = async (c: Context, token: unknown) => {
    const id = verifyUnsubscribeToken(await signingKey(), token);
    if (id === undefined) {
      return c.json(
        { status: 'error', message: BAD_UNSUBSCRIBE_LINK_MESSAGE } satisfies UnsubscribeBody,
        400,
      );
    }
    // Deleting what is already gone is fine: the link answers the same every time.
    await deleteSubscription(deps.db(), id);
    return c.json({ status: 'success', message: UNSUBSCRIBED_MESSAGE } satisfies UnsubscribeBody);
  };

  return (
    new Hono<AppEnv>()
      .post(
        endpoints.jobAlerts.path,
        noStore(),
        requireUser(),
        // Another user's id is refused (403) before the rest of the body is judged.
        validateJson(JobAlertOwner, { notAnObject, refuse }),
        requireOwnUserId('json', (c) =>
          c.json({ status: 'error', message: JOB_ALERT_ROUTE_MESSAGES.notYours } satisfies Body, 403),
        ),
        validateJson(JobAlertSubmission, { notAnObject, refuse }),
        async (c) => {
          const form = c.req.valid('json');
          const states = [...new Set(form.state)];
          const chosen = [...new Set(form.qualification.map((name) => name.trim()))];
          const known = await knownQualifications(deps.db(), chosen);
          const unknown = chosen.find((name) => !known.has(name));
          if (unknown !== undefined) return refuse(c, JOB_ALERT_ROUTE_MESSAGES.unknownQualification(unknown));

          const { inserted } = await saveSubscription(
            deps.db(),
            c.var.user.id,
            { email: form.email_id, whatsApp: form.whats_app, states, qualifications: chosen },
            deps.clock(),
          );
          const message = inserted ? JOB_ALERT_ROUTE_MESSAGES.subscribed : JOB_ALERT_ROUTE_MESSAGES.updated;
          return c.json({ status: 'success', message } satisfies Body);
        },
      )

      .get(endpoints.myJobAlert.path, noStore(), requireUser(), async (c) => {
        const data = await findSubscription(deps.db(), c.var.user.id);
        return c.json({ status: 'success', data } satisfies v.InferOutput<typeof MyJobAlertResponse>);
      })

      // The modal's Unsubscribe (issue 22): the session user's own subscription; none left is fine.
      .delete(endpoints.cancelMyJobAlert.path, noStore(), requireUser(), async (c) => {
        await deleteSubscriptionOf(deps.db(), c.var.user.id);
        return c.json({ status: 'success', message: UNSUBSCRIBED_MESSAGE } satisfies UnsubscribeBody);
      })

      // From the client's /unsubscribe page (JSON { token }), or a mail program's one-click unsubscribe
      // (RFC 8058: form body List-Unsubscribe=One-Click, the token in the List-Unsubscribe address).
      // Any other body is refused (415) by validateJson.
      .post(
        endpoints.unsubscribe.path,
        noStore(),
        async (c, next) => (isFormRequest(c) ? unsubscribe(c, c.req.query('token')) : next()),
        validateJson(UnsubscribeRequest, {
          notAnObject: BAD_UNSUBSCRIBE_LINK_MESSAGE,
          refuse: (c) => refuse(c, BAD_UNSUBSCRIBE_LINK_MESSAGE),
        }),
        (c) => unsubscribe(c, c.req.valid('json').token),
      )

      // A mail program that opens the List-Unsubscribe address instead of posting to it: the client's page.
      .get(endpoints.unsubscribe.path, (c) => {
        const token = c.req.query('token') ?? '';
        return c.redirect(
          `${deps.settings.appBaseUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
          303,
        );
      })
  );
}
