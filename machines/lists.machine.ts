import { assign, fromPromise, setup } from 'xstate';
import { fetchList, type ListItem, type ListRequest } from './api/lists';

/**
 * One reusable machine for every list the product loads from the server: jobs, exams, states,
 * qualifications and the user's exam history. It loads once on start and again on a retry. It is
 * started with what to load (`{ source }`, and the user's id for the history) and keeps it, so a retry
 * asks for the same list.
 */
export interface ListsContext {
  readonly request: ListRequest;
  readonly items: readonly ListItem[];
  /** The list came with the page (issue 21): the server rendered it, so no call is made for it. */
  readonly preloaded: boolean;
}

/** What to load, and the list itself when the page already holds it (a page rendered on the server). */
export type ListsInput = ListRequest & { readonly preloaded?: readonly ListItem[] };

export type ListsEvent = { type: 'user.retry' };

/** `busy`: the server is being asked (the page shows its placeholder). */
export type ListsTag = 'busy';

export const listsMachine = setup({
  types: {
    context: {} as ListsContext,
    input: {} as ListsInput,
    events: {} as ListsEvent,
    tags: {} as ListsTag,
  },
  actors: {
    loadList: fromPromise<readonly ListItem[], ListRequest>(({ input, signal }) => fetchList(input, signal)),
  },
  actions: {
    keepItems: assign((_, params: { items: readonly ListItem[] }) => ({ items: params.items })),
    dropItems: assign({ items: [] }),
  },
  guards: {
    hasItems: (_, params: { items: readonly ListItem[] }) => params.items.length > 0,
    isPreloaded: ({ context }) => context.preloaded,
    isPreloadedWithItems: ({ context }) => context.preloaded && context.items.length > 0,
  },
}).createMachine({
  id: 'lists',
  description:
    'Loads one list from the server and tells loading, loaded, empty and failed apart; a list that came with the page starts loaded.',
  context: ({ input: { preloaded, ...request } }) => ({
    request,
    items: preloaded ?? [],
    preloaded: preloaded !== undefined,
  }),
  initial: 'starting',
  states: {
    starting: {
      description:
        'A list the server rendered into the page is shown as it came (the page is taken over as it is); any other is asked for.',
      always: [
        { guard: 'isPreloadedWithItems', target: 'loaded' },
        { guard: 'isPreloaded', target: 'empty' },
        { target: 'loading' },
      ],
    },
    loading: {
      description: 'Waiting for the server.',
      tags: ['busy'],
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => context.request,
        onDone: [
          {
            target: 'loaded',
            guard: { type: 'hasItems', params: ({ event }) => ({ items: event.output }) },
            actions: { type: 'keepItems', params: ({ event }) => ({ items: event.output }) },
          },
          { target: 'empty', actions: 'dropItems' },
        ],
        onError: { target: 'failed', actions: 'dropItems' },
      },
    },
    loaded: { description: 'At least one item came back.' },
    // No page offers to load an empty list again (it says there is nothing yet), so no retry here.
    empty: { description: 'The server answered with an empty list.' },
    failed: {
      description: 'The call failed or the answer had the wrong shape; the list shows as empty.',
      on: { 'user.retry': 'loading' },
    },
  },
});
