import { getShortestPaths, type StatePath } from '@xstate/graph';
import {
  getNextSnapshot,
  type AnyStateMachine,
  type Snapshot,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { describePath, graphEvents, shortestPerState, type EventFixtures } from './graph';
import { takenTransitions, transitionsOf } from './transitions';

export {
  delayedEventTypes,
  describePath,
  graphEvents,
  invokedActorIds,
  leafStateValues,
  shortestPerState,
} from './graph';
export type { ActorOutcomes, EventFixtures } from './graph';

/**
 * The path model of one machine: the ONE place that says which events and actor answers its
 * generated paths take. The machine tests replay its paths in memory (tests/machines/support/replay.ts),
 * `npm run paths` writes them to paths/<id>.json, and the browser drivers (tests/models/<id>.drivers.ts)
 * replay the same paths in Chromium, so the tests and the path files cannot drift apart.
 *
 * A new model is one file `tests/models/<id>.model.ts` calling `defineModel`, and one line in
 * tests/models/index.ts.
 */
export interface ModelDefinition<M extends AnyStateMachine> {
  /**
   * The machine the paths walk: the one `machines/` exports, `.provide()`d with quiet actions where it
   * has effects (storage, navigation), so walking it changes nothing. Its id names the paths file.
   */
  readonly machine: M;
  /**
   * A second model of the same machine under other input (the quiz machine under a mock's policy,
   * tests/models/quizMock.model.ts) names itself: its paths file is paths/<name>.json. Coverage is
   * counted over all the models of a machine (tests/models/path-files.ts coverageOfMachine).
   */
  readonly name?: string;
  readonly input?: InputFrom<M>;
  /** The events a user (or the page) sends, at least one per event type. */
  readonly fixtures: EventFixtures<EventFromLogic<M>>;
  /** What each invoked actor may answer, keyed by its id (= its src name). */
  readonly outcomes: Record<
    string,
    { readonly done: readonly unknown[]; readonly error?: readonly unknown[] }
  >;
  /** Invoked promise actors to replace with deferreds when replaying in memory. */
  readonly actorIds: readonly string[];
  /**
   * Whether the page can send this event in this state, when the view lets through fewer than the
   * machine accepts (e.g. the browser does not submit an empty required field). Default: all of them.
   */
  offers?(snapshot: SnapshotFrom<M>, event: EventObject): boolean;
  /** How the graph tells states apart (default: value and context). */
  serializeState?(snapshot: SnapshotFrom<M>): string;
  /**
   * Which of the graph's shortest paths to keep: `all` of them (one per state the graph tells apart), or,
   * when context makes many, the `shortestPerState` value. Either way the model then adds, for each
   * transition the kept paths do not take, a path that ends by taking it (see `coverTransitions`).
   */
  readonly keep: 'all' | 'shortestPerState';
}

export type ModelPath<M extends AnyStateMachine> = StatePath<SnapshotFrom<M>, EventFromLogic<M>> & {
  /** The events it takes, e.g. "xstate.init → user.open → user.submit". */
  readonly name: string;
};

export interface MachineModel<M extends AnyStateMachine = AnyStateMachine> extends ModelDefinition<M> {
  /** The model's name: its machine's id, or the `name` of a second model of that machine. */
  readonly id: string;
  readonly machineId: string;
  /** Every event the graph may take: the fixtures, the actors' answers and the machine's delays. */
  readonly events: readonly EventFromLogic<M>[];
  /** The generated paths, in a stable order (shortest first, then by name). */
  paths(): ModelPath<M>[];
}

export function defineModel<M extends AnyStateMachine>(definition: ModelDefinition<M>): MachineModel<M> {
  const events = graphEvents(
    definition.machine,
    definition.fixtures,
    definition.outcomes,
  ) as EventFromLogic<M>[];
  let cached: ModelPath<M>[] | undefined;
  return {
    ...definition,
    id: definition.name ?? definition.machine.id,
    machineId: definition.machine.id,
    events,
    paths() {
      cached ??= generatePaths(definition, events);
      return cached;
    },
  };
}

function generatePaths<M extends AnyStateMachine>(
  definition: ModelDefinition<M>,
  events: readonly EventFromLogic<M>[],
): ModelPath<M>[] {
  const offers = definition.offers?.bind(definition);
  const serializeState = definition.serializeState?.bind(definition);
  const eventsAt = (snapshot: unknown) =>
    offers ? events.filter((event) => offers(snapshot as SnapshotFrom<M>, event)) : events;
  const generated = getShortestPaths(definition.machine, {
    input: definition.input,
    events: eventsAt,
    ...(serializeState
      ? { serializeState: (snapshot: unknown) => serializeState(snapshot as SnapshotFrom<M>) }
      : {}),
  } as never) as unknown as StatePath<SnapshotFrom<M>, EventFromLogic<M>>[];
  const kept = definition.keep === 'all' ? generated : shortestPerState(generated);
  return coverTransitions(definition.machine, kept, generated, eventsAt)
    .map((path) => Object.assign(path, { name: describePath(path) }))
    .sort((a, b) => a.steps.length - b.steps.length || a.name.localeCompare(b.name));
}

/**
 * Shortest paths end in states, so a transition into a state already reached some shorter way (a timer
 * back to `closed`, a targetless `user.edit`) is taken by none of them. For each such transition, this
 * adds the shortest generated path to a state where an offered event takes it, plus that step.
 */
function coverTransitions<S extends Snapshot<unknown>, E extends EventObject>(
  machine: AnyStateMachine,
  kept: readonly StatePath<S, E>[],
  generated: readonly StatePath<S, E>[],
  eventsAt: (snapshot: S) => readonly E[],
): StatePath<S, E>[] {
  const paths = [...kept];
  const taken = new Set(paths.flatMap((path) => takenTransitions(machine, path.steps)));
  const byLength = [...generated].sort((a, b) => a.steps.length - b.steps.length);
  for (const path of byLength) {
    for (const event of eventsAt(path.state)) {
      const keys = transitionsOf(machine, path.state, event);
      if (keys.every((key) => taken.has(key))) continue;
      keys.forEach((key) => taken.add(key));
      const next = getNextSnapshot(machine, path.state as never, event as never) as unknown as S;
      paths.push({ state: next, steps: [...path.steps, { state: next, event }], weight: path.weight + 1 });
    }
  }
  return paths;
}
