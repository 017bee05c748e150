import { Hono } from 'hono';
import type * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import type { StatesResponse } from '../../contract/lists';
import { STATES } from '../../contract/states';
import type { RouteDeps } from './deps';

// The 36 states and union territories come from the contract, the same list the signup form shows,
// so the two can never disagree; nothing to read from the database. Served like the other public
// lists (catalogues/list-cache.ts): the same bytes, an ETag, a short shared cache lifetime.
const body = {
  status: 'success',
  data: STATES.map((state_name) => ({ state_name })),
} satisfies v.InferOutput<typeof StatesResponse>;

export function statesRoutes(deps: Pick<RouteDeps, 'lists'>) {
  return new Hono().get(endpoints.states.path, (c) =>
    deps.lists.serve(c, endpoints.states.path, () => Promise.resolve(body)),
  );
}
