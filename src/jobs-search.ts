import { STATES } from '../contract/states';

/**
 * The search params of /jobs: the search text, the chosen states and qualifications, and the page, so
 * a filtered list can be shared and survives a reload (`/jobs?q=police&state=["Bihar"]&page=2`). Whatever else the URL
 * holds is dropped: unknown keys, values of the wrong type, states not on the list, empty choices.
 *
 * Plain checks rather than a valibot schema: the route tree is in the shell every page loads first,
 * and these few lines keep the validation library out of it (it comes later, with the API client).
 */
export interface JobsSearch {
  readonly q?: string;
  readonly state?: readonly string[];
  readonly qualification?: readonly string[];
  /** The page of the matching jobs (from 2; absent on the first). */
  readonly page?: number;
}

const MAX_QUERY_LENGTH = 200;
const MAX_CHOICES = 50;
const MAX_CHOICE_LENGTH = 200;
const MAX_PAGE = 10_000;

/** Text as the router hands it over: it parses values as JSON where it can, so `?q=2027` is a number. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** One value (`?state=Bihar`, hand-written) or a list (what the app itself writes), cleaned. */
function textsOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  const kept = items
    .map(textOf)
    .filter((text): text is string => text !== undefined)
    .map((text) => text.trim())
    .filter((text) => text !== '' && text.length <= MAX_CHOICE_LENGTH);
  return [...new Set(kept)].slice(0, MAX_CHOICES);
}

const STATE_BY_FOLDED = new Map(STATES.map((state) => [state.toLowerCase(), state]));

export function validateJobsSearch(search: Record<string, unknown>): JobsSearch {
  const q = (textOf(search.q) ?? '').slice(0, MAX_QUERY_LENGTH);
  const state = [
    ...new Set(textsOf(search.state).flatMap((name) => STATE_BY_FOLDED.get(name.toLowerCase()) ?? [])),
  ];
  const qualification = textsOf(search.qualification);
  const page = Number(textOf(search.page));
  // Every key is set, undefined when dropped: the router lays a route's search over the raw one, so a
  // key left out would show through as the URL had it.
  return {
    q: q.trim() !== '' ? q : undefined,
    state: state.length > 0 ? state : undefined,
    qualification: qualification.length > 0 ? qualification : undefined,
    page: Number.isInteger(page) && page >= 2 && page <= MAX_PAGE ? page : undefined,
  };
}
