import * as v from 'valibot';
import { STATES } from '../contract/states';

/**
 * The search params of /jobs: the search text and the chosen states and qualifications, so a filtered
 * list can be shared and survives a reload (`/jobs?q=police&state=["Bihar"]`). Whatever else the URL
 * holds is dropped: unknown keys, values of the wrong type, states not on the list, empty choices.
 */
export interface JobsSearch {
  readonly q?: string;
  readonly state?: readonly string[];
  readonly qualification?: readonly string[];
}

const MAX_QUERY_LENGTH = 200;
const MAX_CHOICES = 50;
const MAX_CHOICE_LENGTH = 200;

// The router parses values as JSON where it can, so `?q=2027` arrives as a number.
const Text = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);
// One value (`?state=Bihar`, hand-written) or a list (what the app itself writes).
const Texts = v.union([
  v.pipe(Text, v.transform((text) => [text])),
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) => items.flatMap((item) => {
      const text = v.safeParse(Text, item);
      return text.success ? [text.output] : [];
    })),
  ),
]);

function textsOf(value: unknown): string[] {
  const parsed = v.safeParse(Texts, value);
  if (!parsed.success) return [];
  const kept = parsed.output.map((text) => text.trim()).filter((text) => text !== '' && text.length <= MAX_CHOICE_LENGTH);
  return [...new Set(kept)].slice(0, MAX_CHOICES);
}

const STATE_BY_FOLDED = new Map(STATES.map((state) => [state.toLowerCase(), state]));

export function validateJobsSearch(search: Record<string, unknown>): JobsSearch {
  const query = v.safeParse(Text, search.q);
  const q = query.success ? query.output.slice(0, MAX_QUERY_LENGTH) : '';
  const state = [
    ...new Set(textsOf(search.state).flatMap((name) => STATE_BY_FOLDED.get(name.toLowerCase()) ?? [])),
  ];
  const qualification = textsOf(search.qualification);
  return {
    ...(q.trim() !== '' && { q }),
    ...(state.length > 0 && { state }),
    ...(qualification.length > 0 && { qualification }),
  };
}
