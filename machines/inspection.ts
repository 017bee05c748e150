import type { InspectionEvent, Observer } from 'xstate';

/**
 * The Stately inspector, when a developer asked for it (`?inspect` in the URL, development builds
 * only: see src/dev-inspector.ts). Every actor the app creates takes `inspectOption()` among its
 * options, so the inspector sees all of them; in production this stays empty.
 */
type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

let current: Inspect | undefined;

export function setInspector(inspect: Inspect): void {
  current = inspect;
}

/** `{ inspect }` while inspecting, else nothing: spread it into createActor/useMachine options. */
export function inspectOption(): { inspect?: Inspect } {
  return current ? { inspect: current } : {};
}
