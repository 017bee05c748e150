import type { Page } from 'playwright-core';
import type { AnyStateMachine, OutputFrom, StateMachine, StateValueFrom } from 'xstate';

/**
 * The browser drivers' types, read off the machine's own types: its events, its states, the actors it
 * invokes (with their outputs) and its delays. A driver keyed by an event or state the machine does not
 * have, or a user event without a driver, fails the type check (not a browser run), and each driver's
 * `event` is the machine's event of that type, so its fields are typed too.
 */

// Any: these positions only need to match; the machine's own parameters are inferred.
/* eslint-disable @typescript-eslint/no-explicit-any */
type PartsOf<M> =
  M extends StateMachine<
    any,
    infer Event,
    any,
    infer Actor,
    any,
    any,
    infer Delay,
    any,
    any,
    any,
    any,
    any,
    any,
    any
  >
    ? { readonly event: Event; readonly actor: Actor; readonly delay: Delay }
    : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * A state value's leaf states as dotted paths: `{ failed: 'rejected' }` → 'failed.rejected'; a parallel
 * state names one leaf per region ('slides.slide2', 'playback.paused'). The value types XState infers
 * also allow partial values ('failed'), which add a few keys no path rests in; they do no harm.
 */
export type LeafStateKey<V> = V extends string
  ? V
  : V extends object
    ? { [K in keyof V & string]-?: `${K}.${LeafStateKey<NonNullable<V[K]>>}` }[keyof V & string]
    : never;

/** What an invoked actor may answer, as the events the generated paths take. */
type ActorEvent<Actor> = Actor extends { readonly src: infer Src extends string; readonly logic: infer Logic }
  ? | { readonly type: `xstate.done.actor.${Src}`; readonly output: OutputFrom<Logic> }
    | { readonly type: `xstate.error.actor.${Src}`; readonly error: unknown }
  : never;

/** A delayed transition's event, by its short type (a path's step carries the state's id after it). */
type DelayEvent<Delay> = Delay extends string ? { readonly type: `xstate.after.${Delay}` } : never;

/** The events a user (or the page) sends: every one needs a driver. */
export type UserEventOf<M> = PartsOf<M>['event'];
/** The actors' answers and the timers: a driver only where a path takes them. */
export type MachineEventOf<M> = ActorEvent<PartsOf<M>['actor']> | DelayEvent<PartsOf<M>['delay']>;
export type DriverEventOf<M> = UserEventOf<M> | MachineEventOf<M>;

export type StateKeyOf<M extends AnyStateMachine> = LeafStateKey<StateValueFrom<M>>;

type Step<Event> = (page: Page, event: Event) => Promise<void>;

export interface Drivers<M extends AnyStateMachine> {
  /** Brings the page to the machine's initial state, e.g. opens the page (and signs in). */
  prepare(page: Page, baseUrl: string): Promise<void>;
  /** Per leaf state ('failed.rejected.shown', or one per region: 'slides.slide2'): asserts the page shows it. */
  readonly shows: { readonly [Key in StateKeyOf<M>]?: (page: Page) => Promise<void> };
  /**
   * Per event type: does what sends it. A delay is keyed by its short type, 'xstate.after.<delay>';
   * an actor's answer ('xstate.done.actor.<id>') waits for the call the arrange prepared.
   */
  readonly perform: { readonly [Event in UserEventOf<M> as Event['type']]: Step<Event> } & {
    readonly [Event in MachineEventOf<M> as Event['type']]?: Step<Event>;
  };
  /**
   * Per event type: set-up done before the step that leads to it, e.g. `page.route` so that the call the
   * next click makes fails, for an `xstate.error.actor.*` step.
   */
  readonly arrange?: { readonly [Event in DriverEventOf<M> as Event['type']]?: Step<Event> };
}

/** Drivers of some machine, as the replay reads them: by type, whatever the machine. */
export type AnyDrivers = Drivers<AnyStateMachine>;
