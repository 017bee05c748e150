import type { MiddlewareHandler } from 'hono';

/**
 * Route middleware for answers that belong to one person or change with every request (accounts,
 * sessions, quizzes, results, job alerts): never cached, by the browser or anything between.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  };
}
