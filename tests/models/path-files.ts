import { join } from 'node:path';
import type { EventObject, StateValue } from 'xstate';
import { describeEvent } from './graph';
import { models } from './index';
import type { MachineModel } from './model';
import { definedTransitions, leafKeysOf, leafStateKeys, takenTransitions } from './transitions';

/**
 * The files `npm run paths` writes: `paths/<machine id>.json`, an array of paths, each
 * `{ name, steps: [{ state, event }] }`. A step is a state value and the event that leaves it; the last
 * step has no event: its state is where the path ends. The first step's state is the machine's initial
 * state (the graph's `xstate.init` is not an event anyone sends, so it is left out).
 *
 * Events are plain JSON: an actor's answer is `{ type: 'xstate.done.actor.<id>', output }`, its failure
 * `{ type: 'xstate.error.actor.<id>', error: { name, message } }`, a delay `{ type: 'xstate.after.<delay>.<state id>' }`.
 */
export const PATHS_DIR = join(import.meta.dirname, '../../paths');

export interface PathStep {
  readonly state: StateValue;
  /** The event that leaves `state`; absent on the last step. */
  readonly event?: EventObject;
}

export interface PathEntry {
  /** The events it takes, e.g. "user.open → user.edit(\"asha@example.in\") → user.submit → requestPasswordReset done"; "(initial state)" for none. */
  readonly name: string;
  readonly steps: readonly PathStep[];
}

/** An Error (an actor's failure) as `{ name, message }`; everything else as it is. */
function jsonValue(_key: string, value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message } : value;
}

export function pathEntries(model: MachineModel): PathEntry[] {
  return model.paths().map((path) => {
    const events = path.steps.slice(1).map((step) => step.event as EventObject);
    return {
      name: events.map(describeEvent).join(' → ') || '(initial state)',
      steps: path.steps.map((step, index) => ({
        state: step.state.value as StateValue,
        ...(events[index] ? { event: events[index] } : {}),
      })),
    };
  });
}

/**
 * The paths that are not the start of a longer one, with their index in the file. Replaying a path
 * checks the page at every step, so a path that a longer one begins with (the same states, the same
 * events) is checked step for step within it: the browser replays only these (about half).
 */
export function pathsNotBegunByOthers(
  paths: readonly PathEntry[],
): { readonly index: number; readonly path: PathEntry }[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  // The short path's last step has no event: the longer one goes on from the same state.
  const begins = (short: PathEntry, long: PathEntry) =>
    short.steps.length < long.steps.length &&
    short.steps.every(
      (step, at) =>
        same(step.state, long.steps[at]!.state) &&
        (at === short.steps.length - 1 || same(step.event, long.steps[at]!.event)),
    );
  return paths
    .map((path, index) => ({ index, path }))
    .filter(({ path }) => !paths.some((other) => other !== path && begins(path, other)));
}

export function pathFileText(model: MachineModel): string {
  return `${JSON.stringify(pathEntries(model), jsonValue, 2)}\n`;
}

/** File name (relative to paths/) → contents, for every registered model. */
export function allPathFiles(): Record<string, string> {
  return Object.fromEntries(models.map((model) => [`${model.id}.json`, pathFileText(model)]));
}

/** The models of each machine, by machine id, in the order of the models' list. */
export function modelsByMachine(all: readonly MachineModel[] = models): MachineModel[][] {
  const groups = new Map<string, MachineModel[]>();
  for (const model of all) groups.set(model.machineId, [...(groups.get(model.machineId) ?? []), model]);
  return [...groups.values()];
}

export interface Coverage {
  readonly id: string;
  readonly paths: number;
  readonly states: { readonly reached: number; readonly total: number; readonly missing: readonly string[] };
  readonly transitions: {
    readonly reached: number;
    readonly total: number;
    readonly missing: readonly string[];
  };
}

/** Which leaf states and which transitions of its machine a model's paths reach. */
export function coverageOf(model: MachineModel): Coverage {
  return coverageOfMachine([model]);
}

/**
 * What the paths of all the models of one machine reach together (the quiz machine's topic model and
 * its mock model: each policy reaches states the other cannot). The first model names the machine.
 */
export function coverageOfMachine(machineModels: readonly MachineModel[]): Coverage {
  const model = machineModels[0]!;
  const paths = machineModels.flatMap((each) => each.paths());
  const allStates = leafStateKeys(model.machine);
  const reachedStates = new Set(
    paths.flatMap((path) => path.steps.flatMap((step) => leafKeysOf(step.state.value))),
  );
  const allTransitions = definedTransitions(model.machine);
  const reachedTransitions = new Set(paths.flatMap((path) => takenTransitions(model.machine, path.steps)));
  return {
    id: model.machineId,
    paths: paths.length,
    states: {
      reached: allStates.filter((key) => reachedStates.has(key)).length,
      total: allStates.length,
      missing: allStates.filter((key) => !reachedStates.has(key)),
    },
    transitions: {
      reached: [...allTransitions].filter((key) => reachedTransitions.has(key)).length,
      total: allTransitions.size,
      missing: [...allTransitions].filter((key) => !reachedTransitions.has(key)),
    },
  };
}
