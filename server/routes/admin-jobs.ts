import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { noStore } from '../http/no-store';
import { validateJson } from '../http/validate';
import { isAdminAuthorization } from '../jobs/admin-token';
import { importJobs } from '../jobs/import-jobs';
import {
  ADMIN_JOBS_PATH,
  ImportJobsRequest,
  MAX_ADMIN_BODY_BYTES,
  validateJobRows,
  type ImportJobsRefusal,
  type ImportJobsResponse,
} from '../jobs/job-schema';
import type { AppEnv, RouteDeps } from './deps';

export const ADMIN_MESSAGES = {
  unauthorized: 'An admin token is required (Authorization: Bearer …).',
  badRequest: 'The request is not valid: send JSON { "jobs": [ … ] }.',
  badJobs: (count: number) =>
    `${count} ${count === 1 ? 'job is' : 'jobs are'} not valid; nothing was imported.`,
  tooLarge: `The request body is larger than ${MAX_ADMIN_BODY_BYTES} bytes: split the file.`,
} as const;

/**
 * POST /api/admin/jobs: the jobs `npm run jobs -- import` sends, checked again with the CLI's own
 * schema, added in one transaction (duplicates skipped) with their alerts queued. Only with the admin
 * token (server/jobs/admin-token.ts); app.ts leaves this path out of the client's 64 KB body limit, and
 * the body is read only after the token is checked.
 */
export function adminJobRoutes(
  deps: RouteDeps,
  options: { adminToken: string | undefined; signingKey: () => Promise<string> },
) {
  return new Hono<AppEnv>().post(
    ADMIN_JOBS_PATH,
    noStore(),
    async (c, next) => {
      if (isAdminAuthorization(c.req.header('Authorization'), options.adminToken)) return next();
      c.header('WWW-Authenticate', 'Bearer');
      return c.json(
        { status: 'error', message: ADMIN_MESSAGES.unauthorized } satisfies ImportJobsRefusal,
        401,
      );
    },
    bodyLimit({
      maxSize: MAX_ADMIN_BODY_BYTES,
      onError: (c) =>
        c.json({ status: 'error', message: ADMIN_MESSAGES.tooLarge } satisfies ImportJobsRefusal, 413),
    }),
    validateJson(ImportJobsRequest, { notAnObject: ADMIN_MESSAGES.badRequest }),
    async (c) => {
      const request = c.req.valid('json');
      const checked = validateJobRows(request.jobs.map((record, index) => ({ line: index + 1, record })));
      if (!checked.ok) {
        const problems = checked.problems.map(({ line, message }) => ({ row: line, message }));
        return c.json(
          {
            status: 'error',
            message: ADMIN_MESSAGES.badJobs(problems.length),
            problems,
          } satisfies ImportJobsRefusal,
          400,
        );
      }

      const signingKey = await options.signingKey();
      const result = await importJobs(deps.db(), checked.jobs, deps.clock(), {
        appBaseUrl: deps.settings.appBaseUrl,
        signingKey,
      });
      if (result.alerts > 0) deps.outboxQueued();
      if (result.inserted > 0) await deps.listsChanged();
      deps.logger.info(
        `Jobs imported: ${result.inserted} added, ${result.skipped} already there, ${result.alerts} alert messages queued`,
      );
      return c.json({
        status: 'success',
        inserted: result.inserted,
        skipped: result.skipped,
        alerts: result.alerts,
      } satisfies ImportJobsResponse);
    },
  );
}
