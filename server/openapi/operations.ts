import type { Operation } from './operation';
import { PRACTICE_OPERATIONS } from './operations-practice';
import { SITE_OPERATIONS } from './operations-site';

export { OPENAPI_PATH, type Operation } from './operation';

/**
 * The table of operations the OpenAPI document describes (document.ts assembles it): one entry per
 * route the app answers, its endpoint from contract/endpoints.ts and its schemas from contract/*.ts.
 * tests/server/openapi.test.ts fails when this table and createApp's routes differ.
 */
export const OPERATIONS: readonly Operation[] = [...SITE_OPERATIONS, ...PRACTICE_OPERATIONS];
