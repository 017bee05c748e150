import { Hono } from 'hono';
import type * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import type { StatesResponse } from '../../contract/lists';
import { STATES } from '../../contract/states';

// The 36 states and union territories come from the contract, the same list the signup form shows,
// so the two can never disagree; nothing to read from the database.
const body = {
  status: 'success',
  data: STATES.map((state_name) => ({ state_name })),
} satisfies v.InferOutput<typeof StatesResponse>;

export const statesRoutes = new Hono().get(endpoints.states.path, (c) => c.json(body));
