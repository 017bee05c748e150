import type { AnyStateMachine, AnyStateNode, EventObject, StateValue } from 'xstate';

/**
 * What `npm run paths` counts: leaf states, named by their dotted path inside the machine
 * ('failed.rejected.shown'; a parallel machine's value names one leaf per region, 'slides.slide2' and
 * 'playback.paused'), and transitions, each a (source state, event type, target) triple of the
 * definition. These keys are also what the browser drivers' `shows` are keyed by.
 */
/** Every state node of a machine, read through XState's public StateNode type. */
export function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(nodesOf)];
}

/**
 * A state that always leaves at once (its eventless transitions end in an unguarded one, like the
 * quiz's `restoring`): the machine passes through it and never rests there, so no path step shows it.
 */
export function isTransient(node: {
  readonly always?: ReadonlyArray<{ readonly guard?: unknown }>;
}): boolean {
  const always = node.always ?? [];
  return always.length > 0 && always.at(-1)!.guard === undefined;
}

/** Every leaf state of a machine a path can rest in, as its dotted path ('failed.rejected.shown'). */
export function leafStateKeys(machine: AnyStateMachine): string[] {
  return nodesOf(machine.root)
    .filter((node) => Object.keys(node.states).length === 0 && node.path.length > 0 && !isTransient(node))
    .map((node) => node.path.join('.'));
}

/** The leaf states a state value is in: one, or one per region of a parallel state. */
export function leafKeysOf(value: StateValue, prefix: readonly string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  return Object.entries(value).flatMap(([key, inner]) =>
    inner === undefined ? [] : leafKeysOf(inner, [...prefix, key]),
  );
}

const nameOf = (node: AnyStateNode) => node.path.join('.') || '(machine)';

/** A transition as the definition and `getTransitionData` give it: its source and targets. */
interface TransitionLike {
  readonly eventType: string;
  readonly source: AnyStateNode;
  readonly target?: ReadonlyArray<AnyStateNode> | undefined;
}

function transitionKey(transition: TransitionLike): string {
  const targets = transition.target?.map(nameOf).join(' + ');
  return `${nameOf(transition.source)} --${transition.eventType}--> ${targets ?? '(no target)'}`;
}

/**
 * Every transition the definition declares that an event takes (eventless `always` transitions are
 * taken on the way, never by a step, so they are not counted). A guarded choice counts each branch
 * with its own target.
 */
export function definedTransitions(machine: AnyStateMachine): Set<string> {
  const keys = nodesOf(machine.root).flatMap((node) =>
    [...node.transitions.values()].flat().map(transitionKey),
  );
  return new Set(keys);
}

interface StepLike {
  readonly state: unknown;
  readonly event: EventObject;
}

/** The transitions an event takes from a state (none when nothing handles it there). */
export function transitionsOf(machine: AnyStateMachine, state: unknown, event: EventObject): string[] {
  return machine.getTransitionData(state as never, event as never).map(transitionKey);
}

/** The transitions a generated path takes: for each step, those its event takes from the state before. */
export function takenTransitions(machine: AnyStateMachine, steps: readonly StepLike[]): string[] {
  return steps.slice(1).flatMap((step, index) => transitionsOf(machine, steps[index]!.state, step.event));
}
