import type { profileMachine } from '../../machines/profile.machine';
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { endpoints } from '../../contract/endpoints';
import { PROFILE_MESSAGES } from '../../contract/profile';
import type { SaveOutcome } from '../../machines/api/profile';
import { holdNextCall, parkCalls, releaseHeldCall, type Drivers } from './browser-replay';
import { signUpAndLogIn } from './candidate';
import { servedBoard } from './leaderboard.model';
import { servedProfile, servedSaved } from './profile.model';

/**
 * The profile panel on /leaderboard of a signed-in candidate: the profile's GET and PUT answer as the
 * model says, each held until its step; the board beside it answers with the leaderboard model's.
 * Hiding on the real server is checked in tests/e2e/leaderboard.spec.ts.
 */
const profileCall = `**${endpoints.profile.path}`;
const panel = (page: Page) => page.getByRole('region', { name: 'How you appear' });
const nameField = (page: Page) => panel(page).getByRole('textbox', { name: 'Display name' });
const hideSwitch = (page: Page) => panel(page).getByRole('switch', { name: 'Hide me from leaderboards' });
const editable = async (page: Page) => {
  await expect(nameField(page)).toBeEnabled();
  await expect(panel(page).getByRole('button', { name: 'Save' })).toBeEnabled();
};

export const profileDrivers: Drivers<typeof profileMachine> = {
  async prepare(page, baseUrl) {
    await parkCalls(page, [profileCall]);
    await page.route(`**${endpoints.dailyLeaderboard.path}`, (route) => route.fulfill({ json: servedBoard }));
    await signUpAndLogIn(page, baseUrl, '/leaderboard');
  },
  shows: {
    loading: async (page) => {
      await expect(panel(page).getByRole('status')).toHaveText('Loading your profile...');
    },
    failed: async (page) => {
      await expect(panel(page).getByText('Your profile could not be loaded.')).toBeVisible();
    },
    'editing.unchanged': async (page) => {
      await editable(page);
      await expect(panel(page).getByText(`You appear as ${servedProfile.display_name}.`)).toBeVisible();
    },
    'editing.changed': editable,
    'editing.saved': async (page) => {
      await expect(panel(page).getByRole('status')).toHaveText(PROFILE_MESSAGES.saved);
      await expect(panel(page).getByText(`You appear as ${servedSaved.display_name}.`)).toBeVisible();
    },
    'editing.rejected': async (page) => {
      await expect(panel(page).getByText(PROFILE_MESSAGES.contact)).toBeVisible();
      await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    },
    'editing.unreachable': async (page) => {
      await expect(panel(page).getByRole('status')).toContainText('could not be saved');
    },
    saving: async (page) => {
      await expect(panel(page).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    },
  },
  perform: {
    'user.editName': async (page, event) => {
      await nameField(page).fill((event as EventObject & { name: string }).name);
    },
    'user.setHidden': async (page, event) => {
      await hideSwitch(page).setChecked((event as EventObject & { hidden: boolean }).hidden);
    },
    'user.save': async (page) => {
      await panel(page).getByRole('button', { name: 'Save' }).click();
    },
    'user.retry': async (page) => {
      await panel(page).getByRole('button', { name: 'Try again' }).click();
    },
    'xstate.done.actor.loadProfile': releaseHeldCall,
    'xstate.error.actor.loadProfile': releaseHeldCall,
    'xstate.done.actor.saveProfile': releaseHeldCall,
    'xstate.error.actor.saveProfile': releaseHeldCall,
  },
  arrange: {
    'xstate.done.actor.loadProfile': async (page) => {
      await holdNextCall(page, profileCall, (route) => route.fulfill({ json: servedProfile }));
    },
    'xstate.error.actor.loadProfile': async (page) => {
      await holdNextCall(page, profileCall, (route) =>
        route.fulfill({ status: 400, json: { status: 'error', message: 'Bad request' } }),
      );
    },
    'xstate.done.actor.saveProfile': async (page, event) => {
      const outcome: SaveOutcome = event.output;
      const answer = outcome.ok
        ? { json: servedSaved }
        : { status: 400, json: { status: 'error', message: outcome.message } };
      await holdNextCall(page, profileCall, (route) => route.fulfill(answer));
    },
    'xstate.error.actor.saveProfile': async (page) => {
      await holdNextCall(page, profileCall, (route) => route.abort('failed'));
    },
  },
};
