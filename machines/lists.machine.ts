import { assign, fromPromise, setup } from 'xstate';
import { fetchList, type ListItem, type ListSource } from './api/lists';

/**
 * One reusable machine for every list the product loads from the server: jobs, exams, states,
 * qualifications (and history, once it exists). It loads once on start and again on a retry.
 */
export interface ListsContext {
  readonly source: ListSource;
  readonly items: readonly ListItem[];
}

export type ListsEvent = { type: 'user.retry' };

export const listsMachine = setup({
  types: {
    context: {} as ListsContext,
    input: {} as { source: ListSource },
    events: {} as ListsEvent,
  },
  actors: {
    loadList: fromPromise<readonly ListItem[], { source: ListSource }>(({ input, signal }) =>
      fetchList(input.source, signal),
    ),
  },
  guards: {
    hasItems: ({ context }) => context.items.length > 0,
  },
}).createMachine({
  id: 'lists',
  description: 'Loads one list from the server and tells loading, loaded, empty and failed apart.',
  context: ({ input }) => ({ source: input.source, items: [] }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Waiting for the server.',
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({ source: context.source }),
        onDone: [
          {
            target: 'loaded',
            guard: ({ event }) => event.output.length > 0,
            actions: assign({ items: ({ event }) => event.output }),
          },
          { target: 'empty', actions: assign({ items: [] }) },
        ],
        onError: { target: 'failed', actions: assign({ items: [] }) },
      },
    },
    loaded: { description: 'At least one item came back.' },
    empty: {
      description: 'The server answered with an empty list.',
      on: { 'user.retry': 'loading' },
    },
    failed: {
      description: 'The call failed or the answer had the wrong shape; the list shows as empty.',
      on: { 'user.retry': 'loading' },
    },
  },
});
