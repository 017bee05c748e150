import type { AnyStateMachine } from 'xstate';

/**
 * Turns a machine into a plain XState config (JSON): ids, descriptions, events, targets, guards,
 * delays, invoked actors and named actions, the shape `createMachine({...})` takes. Pasted into the
 * Stately visualiser (stately.ai/viz, or Stately Studio's "Import from code") it draws the machine;
 * nothing that only runs (inline assign functions, actor logic) is kept, only its name.
 */

interface TransitionDef {
  readonly target?: readonly string[];
  readonly guard?: { readonly type?: string } | string | null;
  readonly actions: readonly unknown[];
  readonly eventType: string;
  readonly reenter?: boolean;
  readonly description?: string;
}

interface StateDef {
  readonly id: string;
  readonly key: string;
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  readonly initial?: { readonly target: readonly string[] };
  readonly states: Record<string, StateDef>;
  readonly on: Record<string, readonly TransitionDef[]>;
  readonly entry: readonly unknown[];
  readonly exit: readonly unknown[];
  readonly invoke: ReadonlyArray<{ readonly id: string; readonly src: unknown }>;
  readonly description?: string;
  readonly tags: readonly string[];
}

export type ConfigValue = string | number | boolean | null | ConfigValue[] | { [key: string]: ConfigValue };
type Config = { [key: string]: ConfigValue };

/** What an inline function (an action, a guard) becomes in the JSON: a value with no name. */
export const INLINE_ACTION = 'inline action';
export const INLINE_GUARD = 'inline guard';

/** Internal bookkeeping of delayed transitions; `after` already says what they do. */
const isInternalAction = (name: string) => name === 'xstate.raise' || name === 'xstate.cancel';

/**
 * A name for an action as the visualiser shows it. Inline functions have none of their own, and an
 * inline built-in (`assign({...})` written on the transition) only says what kind it is: both read
 * 'inline action', which a test refuses (the house style names every action in `setup()`).
 */
function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && typeof action === 'object' && 'type' in action) {
    const name = String((action as { type: unknown }).type);
    return name.startsWith('xstate.') && !isInternalAction(name) ? INLINE_ACTION : name;
  }
  return INLINE_ACTION;
}

function guardName(guard: TransitionDef['guard']): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  return guard.type ?? INLINE_GUARD;
}

/** `#quiz.active.answering` relative to the machine root: keep the absolute id (the visualiser reads it). */
function transitionConfig(transition: TransitionDef): Config {
  const config: Config = {};
  if (transition.target && transition.target.length > 0) {
    config.target = transition.target.length === 1 ? transition.target[0]! : [...transition.target];
  }
  const guard = guardName(transition.guard);
  if (guard) config.guard = guard;
  const actions = transition.actions.map(actionName);
  if (actions.length > 0) config.actions = actions;
  if (transition.reenter) config.reenter = true;
  if (transition.description) config.description = transition.description;
  return config;
}

/** `xstate.after.tick.quiz.active` → 'tick' (a named delay) or '1500' (a literal one). */
function delayName(eventType: string, stateId: string): string {
  const rest = eventType.slice('xstate.after.'.length);
  return rest.endsWith(`.${stateId}`) ? rest.slice(0, -(stateId.length + 1)) : rest;
}

/** What the definition leaves out: eventless (`always`) transitions, read from the live state node. */
interface LiveNode {
  readonly always?: readonly unknown[];
  readonly states: Record<string, LiveNode>;
}

function stateConfig(state: StateDef, live: LiveNode): Config {
  const config: Config = {};
  if (state.description) config.description = state.description;
  if (state.type === 'parallel' || state.type === 'final') config.type = state.type;
  const initial = state.initial?.target[0];
  if (state.type === 'compound' && initial) config.initial = initial.split('.').at(-1)!;
  const entry = state.entry.map(actionName).filter((name) => !isInternalAction(name));
  const exit = state.exit.map(actionName).filter((name) => !isInternalAction(name));
  if (entry.length > 0) config.entry = entry;
  if (exit.length > 0) config.exit = exit;
  if (state.tags.length > 0) config.tags = [...state.tags];
  const on: Config = {};
  const after: Config = {};
  const invokes: Config[] = state.invoke.map((invoke) => ({
    id: invoke.id,
    src: typeof invoke.src === 'string' ? invoke.src : invoke.id,
  }));
  for (const [eventType, transitions] of Object.entries(state.on)) {
    const configs = transitions.map(transitionConfig);
    const value: ConfigValue = configs.length === 1 ? configs[0]! : configs;
    // An invoked actor's done and error events read as its onDone and onError in the visualiser.
    const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
    const invoke = outcome && invokes.find((candidate) => candidate.id === outcome[2]);
    if (invoke) invoke[outcome[1] === 'done' ? 'onDone' : 'onError'] = value;
    else if (eventType.startsWith('xstate.after.')) after[delayName(eventType, state.id)] = value;
    else on[eventType] = value;
  }
  if (invokes.length > 0) config.invoke = invokes.length === 1 ? invokes[0]! : invokes;
  if (live.always && live.always.length > 0) {
    const always = (JSON.parse(JSON.stringify(live.always, keepInline)) as TransitionDef[]).map(
      transitionConfig,
    );
    config.always = always.length === 1 ? always[0]! : always;
  }
  if (Object.keys(on).length > 0) config.on = on;
  if (Object.keys(after).length > 0) config.after = after;
  const children = Object.entries(state.states);
  if (children.length > 0) {
    config.states = Object.fromEntries(
      children.map(([key, child]) => [key, stateConfig(child, live.states[key]!)]),
    );
  }
  return config;
}

/**
 * JSON drops a function silently, so an inline guard would vanish from the docs: it is kept as a value
 * with no name instead, which reads 'inline guard' (or 'inline action').
 */
function keepInline(_key: string, value: unknown): unknown {
  return typeof value === 'function' ? {} : value;
}

/** The machine as a plain config object, ready for JSON. */
export function machineConfig(machine: AnyStateMachine): Config {
  // The definition holds state nodes and functions; its JSON form has ids and names only.
  const root = JSON.parse(JSON.stringify(machine.definition, keepInline)) as StateDef;
  return { id: machine.id, ...stateConfig(root, machine.root as unknown as LiveNode) };
}
