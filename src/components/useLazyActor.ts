import { useCallback, useRef, useState } from 'react';
import { createActor, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import { inspectOption } from '../../machines/inspection';

export interface LazyActor<TLogic extends AnyActorLogic> {
  /** The actor once started; null until the first `start()` has loaded its machine. */
  readonly actor: ActorRefFrom<TLogic> | null;
  /** Loads the machine (once) and starts its actor (once); resolves to the running actor. */
  start(): Promise<ActorRefFrom<TLogic>>;
}

/**
 * An actor whose machine is fetched when it is first needed, for the shell's modals (job alert,
 * change password): every page carries the header, and most visits never open them, so their
 * machines stay out of the first load. The actor lives as long as the header, that is for the
 * whole visit, so it is never stopped.
 */
export function useLazyActor<TLogic extends AnyActorLogic>(load: () => Promise<TLogic>): LazyActor<TLogic> {
  const [actor, setActor] = useState<ActorRefFrom<TLogic> | null>(null);
  const starting = useRef<Promise<ActorRefFrom<TLogic>> | null>(null);
  const loadRef = useRef(load);
  const start = useCallback(() => {
    starting.current ??= loadRef.current().then((logic) => {
      const started = createActor(logic as AnyActorLogic, inspectOption()).start() as ActorRefFrom<TLogic>;
      setActor(started);
      return started;
    });
    // A failed fetch (offline) is tried again at the next start.
    starting.current.catch(() => (starting.current = null));
    return starting.current;
  }, []);
  return { actor, start };
}
