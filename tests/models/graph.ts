import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { isTransient, nodesOf } from './transitions';

/**
 * Event fixtures for generated paths, keyed by event type. Used with `satisfies EventFixtures<E>`, a new
 * event in a machine's union does not compile until it has at least one fixture.
 */
export type EventFixtures<E extends EventObject> = {
  readonly [K in E['type']]: readonly [Extract<E, { type: K }>, ...Extract<E, { type: K }>[]];
};

/**
 * What each invoked actor may answer, keyed by its id (= its src name): outputs for `done`, thrown
 * values for `error`. An actor that never finishes (a listener) has `done: []`.
 */
export type ActorOutcomes<Outputs extends Record<string, unknown>> = {
  readonly [K in keyof Outputs]: {
    readonly done: readonly Outputs[K][];
    readonly error?: readonly unknown[];
  };
};

/** The `xstate.after.*` event of every delayed transition in the machine. */
export function delayedEventTypes(machine: AnyStateMachine): string[] {
  const types = nodesOf(machine.root).flatMap((node) => node.after.map((t) => t.eventType));
  return [...new Set(types)];
}

/** The id of every invoked actor in the machine. */
export function invokedActorIds(machine: AnyStateMachine): string[] {
  const ids = nodesOf(machine.root).flatMap((node) => node.invoke.map((i) => i.id));
  return [...new Set(ids)];
}

/**
 * Every event the graph may take: the fixtures, each invoked actor's outcomes as its done/error events,
 * and each delayed transition's event (the delays the machine declares, found in it, so a new `after`
 * needs no fixture to be walked). Fails when an invoked actor has no outcomes.
 */
export function graphEvents<E extends EventObject>(
  machine: AnyStateMachine,
  fixtures: EventFixtures<E>,
  outcomes: Record<string, { readonly done: readonly unknown[]; readonly error?: readonly unknown[] }>,
): E[] {
  for (const id of invokedActorIds(machine)) {
    if (!(id in outcomes)) throw new Error(`No outcome fixtures for the invoked actor '${id}'`);
  }
  const actorEvents = Object.entries(outcomes).flatMap(([id, outcome]) => [
    ...outcome.done.map((output) => ({ type: `xstate.done.actor.${id}`, output })),
    ...(outcome.error ?? []).map((error) => ({ type: `xstate.error.actor.${id}`, error })),
  ]);
  const fixtureEvents = Object.values(fixtures).flat() as E[];
  return [...fixtureEvents, ...actorEvents, ...delayedEventTypes(machine).map((type) => ({ type }))] as E[];
}

interface PathLike {
  readonly state: { readonly value: unknown };
  readonly steps: ReadonlyArray<unknown>;
}

/** The shortest of the paths that end in each state value (paths also differ by context). */
export function shortestPerState<P extends PathLike>(paths: readonly P[]): P[] {
  const best = new Map<string, P>();
  for (const path of paths) {
    const key = JSON.stringify(path.state.value);
    const known = best.get(key);
    if (!known || path.steps.length < known.steps.length) best.set(key, path);
  }
  return [...best.values()];
}

/** Every state value of a machine, as `reachedStates` reports them: the leaf states' full values. */
export function leafStateValues(machine: AnyStateMachine): Set<string> {
  const values = new Set<string>();
  const walk = (node: AnyStateNode) => {
    const children = Object.values(node.states);
    if (children.length === 0) {
      if (isTransient(node)) return; // passed through, never rested in
      const value = node.path.reduceRight<unknown>(
        (inner, key) => (inner === undefined ? key : { [key]: inner }),
        undefined,
      );
      values.add(JSON.stringify(value));
      return;
    }
    children.forEach(walk);
  };
  walk(machine.root);
  return values;
}

/**
 * A readable name for a path: the events it takes, e.g. "xstate.init → user.selectSlide(2) → after
 * slideInterval → changePassword error". A user event shows its fields when they are short.
 */
export function describePath(path: { steps: ReadonlyArray<{ event: { type: string } }> }): string {
  return path.steps.map((step) => describeEvent(step.event)).join(' → ');
}

export function describeEvent(event: { type: string }): string {
  const [, kind, name] = /^xstate\.(after|done\.actor|error\.actor)\.([^.]+)/.exec(event.type) ?? [];
  if (kind === 'after') return `after ${name}`;
  if (kind === 'done.actor') {
    // Two answers of one actor ('loadQuiz done {questions: [2], …}' and '… [0]') must read differently.
    const output = (event as { output?: unknown }).output;
    return output === undefined ? `${name} done` : `${name} done ${briefly(output)}`;
  }
  if (kind) return `${name} error`;
  const { type, ...fields } = event as Record<string, unknown>;
  const values = Object.values(fields);
  const short =
    values.every((value) => value === null || typeof value !== 'object') && values.join().length <= 24;
  return values.length > 0 && short
    ? `${type}(${values.map((value) => JSON.stringify(value)).join(', ')})`
    : String(type);
}

/** A value in a few characters: lists by their length, nested objects as {…}. */
function briefly(value: unknown, depth = 0): string {
  if (Array.isArray(value)) return `[${value.length}]`;
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 20 ? `${text.slice(0, 19)}…` : text;
  }
  if (depth > 0) return '{…}';
  return `{${Object.entries(value)
    .map(([key, inner]) => `${key}: ${briefly(inner, depth + 1)}`)
    .join(', ')}}`;
}
