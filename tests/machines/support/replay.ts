import { getShortestPaths } from '@xstate/graph';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorLogic,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
} from 'xstate';
import { expect } from 'vitest';
import type { MachineModel, ModelPath } from '../../models/model';

/**
 * Replays paths generated from a machine against the real machine: delays run on a simulated clock,
 * invoked promise actors are replaced by deferreds that the path's own `xstate.done.actor.*` /
 * `xstate.error.actor.*` steps settle. Each step asserts the state the generated path expects.
 */
export interface Deferreds {
  readonly actors: Record<string, AnyActorLogic>;
  settle(id: string, outcome: 'done' | 'error', value: unknown): Promise<void>;
  pending(id: string): number;
}

export function createDeferredActors(ids: readonly string[]): Deferreds {
  const queues = new Map<string, Array<{ resolve(v: unknown): void; reject(e: unknown): void }>>();
  for (const id of ids) queues.set(id, []);
  const actors = Object.fromEntries(
    ids.map((id) => [
      id,
      fromPromise(
        () =>
          new Promise((resolve, reject) => {
            queues.get(id)!.push({ resolve, reject });
          }),
      ),
    ]),
  );
  return {
    actors,
    pending: (id) => queues.get(id)?.length ?? 0,
    async settle(id, outcome, value) {
      const next = queues.get(id)?.shift();
      if (!next) throw new Error(`No running '${id}' actor to settle`);
      if (outcome === 'done') next.resolve(value);
      else next.reject(value);
      // Let the promise actor deliver its result to the machine.
      await new Promise((r) => setImmediate(r));
    },
  };
}

export function delayOf(machine: AnyStateMachine, eventType: string): number {
  const name = eventType.split('.')[2]!;
  const numeric = Number(name);
  if (Number.isFinite(numeric)) return numeric;
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay !== 'number') throw new Error(`Delay '${name}' is not a fixed number`);
  return delay;
}

type Path<M extends AnyStateMachine> = ReturnType<typeof getShortestPaths<M>>[number];

export interface ReplayOptions<M extends AnyStateMachine> {
  readonly input?: InputFrom<M>;
  /** Invoked actors to replace with deferreds; each invoke's `id` must equal its `src` name. */
  readonly actorIds?: readonly string[];
  /** Extra implementations (e.g. no-op actions) for the replayed machine. */
  readonly provide?: Parameters<M['provide']>[0];
  /** The clock the delays run on (a fresh one by default); a test that also reads it passes its own. */
  readonly clock?: SimulatedClock;
}

/** Runs one generated path on a fresh actor and returns the actor at its end. */
export async function replayPath<M extends AnyStateMachine>(
  machine: M,
  path: Path<M>,
  options: ReplayOptions<M> = {},
) {
  const clock = options.clock ?? new SimulatedClock();
  const deferreds = createDeferredActors(options.actorIds ?? []);
  const provided = machine
    .provide((options.provide ?? {}) as never)
    .provide({ actors: deferreds.actors } as never) as M;
  const actor = createActor(provided, { input: options.input, clock } as never);
  actor.start();
  for (const step of path.steps) {
    const event = step.event as EventFromLogic<M> & { output?: unknown; error?: unknown };
    const type: string = event.type;
    if (type === 'xstate.init') {
      // the initial step: nothing to send
    } else if (type.startsWith('xstate.after.')) {
      clock.increment(delayOf(machine, type));
    } else if (type.startsWith('xstate.done.actor.')) {
      await deferreds.settle(type.slice('xstate.done.actor.'.length), 'done', event.output);
    } else if (type.startsWith('xstate.error.actor.')) {
      await deferreds.settle(type.slice('xstate.error.actor.'.length), 'error', event.error);
    } else {
      actor.send(event);
    }
    expect((actor.getSnapshot() as { value: unknown }).value, `after ${type}`).toEqual(step.state.value);
  }
  return actor;
}

export { describePath } from '../../models/graph';

/** Replays one of a model's paths on the model's machine, with its input and deferred actors. */
export function replayModelPath<M extends AnyStateMachine>(model: MachineModel<M>, path: ModelPath<M>) {
  return replayPath(model.machine, path as never, { input: model.input, actorIds: model.actorIds });
}

/** Every state value a set of paths reaches, serialised for comparison. */
export function reachedStates(paths: ReadonlyArray<{ steps: ReadonlyArray<{ state: { value: unknown } }> }>) {
  return new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
}
