import { assign, fromPromise, setup } from 'xstate';
import type { Profile, ProfileChange, SaveOutcome } from './api/profile';

/**
 * The candidate's leaderboard profile (issue 11), beside the boards on /leaderboard: the display name
 * and the switch that hides them from other candidates' boards. It loads the profile, lets the name
 * and the switch be changed, and saves both with one PUT; the server checks the name (no e-mail, no
 * phone number) and its refusal is shown as it says it. A saved change tells the page
 * (`profileSaved`, which the view provides) so the board beside it loads again.
 */
export interface ProfileContext {
  readonly profile: Profile | null;
  /** The name being edited; empty means the default name. */
  readonly name: string;
  readonly hidden: boolean;
  /** The server's refusal of the last save. */
  readonly refusal: string | null;
}

export type ProfileEvent =
  | { type: 'user.editName'; name: string }
  | { type: 'user.setHidden'; hidden: boolean }
  | { type: 'user.save' }
  | { type: 'user.retry' };

const importApi = () => import('./api/profile');

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
  },
  actors: {
    loadProfile: fromPromise<Profile>(async ({ signal }) => (await importApi()).fetchProfile(signal)),
    saveProfile: fromPromise<SaveOutcome, ProfileChange>(async ({ input, signal }) =>
      (await importApi()).saveProfile(input, signal),
    ),
  },
  actions: {
    /** The form starts from what the server holds: the chosen name (empty for the default) and the switch. */
    keepProfile: assign((_, params: { profile: Profile }) => ({
      profile: params.profile,
      name: params.profile.customName ?? '',
      hidden: params.profile.hidden,
      refusal: null,
    })),
    editName: assign((_, params: { name: string }) => ({ name: params.name })),
    setHidden: assign((_, params: { hidden: boolean }) => ({ hidden: params.hidden })),
    keepRefusal: assign((_, params: { message: string }) => ({ refusal: params.message })),
    forgetRefusal: assign({ refusal: null }),
    /** The page's business (the view provides it): load the board again, with the new name or without the row. */
    profileSaved: () => {},
  },
  guards: {
    saved: (_, params: { outcome: SaveOutcome }) => params.outcome.ok,
  },
}).createMachine({
  id: 'profile',
  description: 'The leaderboard profile: the display name and the hide switch, loaded, edited and saved.',
  context: { profile: null, name: '', hidden: false, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Waiting for the profile.',
      tags: ['busy'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'editing',
          actions: { type: 'keepProfile', params: ({ event }) => ({ profile: event.output }) },
        },
        onError: { target: 'failed' },
      },
    },
    failed: {
      description: 'The profile could not be loaded; a retry asks again.',
      on: { 'user.retry': 'loading' },
    },
    editing: {
      description: 'The name field and the hide switch, with Save.',
      initial: 'unchanged',
      on: {
        'user.editName': {
          target: '.changed',
          actions: [{ type: 'editName', params: ({ event }) => ({ name: event.name }) }, 'forgetRefusal'],
        },
        'user.setHidden': {
          target: '.changed',
          actions: [
            { type: 'setHidden', params: ({ event }) => ({ hidden: event.hidden }) },
            'forgetRefusal',
          ],
        },
        'user.save': 'saving',
      },
      states: {
        unchanged: { description: 'As the server holds it.' },
        changed: { description: 'Edited, not saved yet.' },
        saved: { description: "'Your profile has been saved.'" },
        rejected: { description: 'The server refused the name; its message is shown by the field.' },
        unreachable: { description: 'The save did not reach the server; Save tries again.' },
      },
    },
    saving: {
      description: 'PUT /api/profile with the name and the switch.',
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({ name: context.name, hidden: context.hidden }),
        onDone: [
          {
            guard: { type: 'saved', params: ({ event }) => ({ outcome: event.output }) },
            target: 'editing.saved',
            actions: [
              {
                type: 'keepProfile',
                params: ({ event }) => ({ profile: (event.output as { profile: Profile }).profile }),
              },
              'profileSaved',
            ],
          },
          {
            target: 'editing.rejected',
            actions: {
              type: 'keepRefusal',
              params: ({ event }) => ({ message: (event.output as { message: string }).message }),
            },
          },
        ],
        onError: { target: 'editing.unreachable' },
      },
    },
  },
});
