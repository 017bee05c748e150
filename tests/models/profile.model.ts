import type { ProfileResponse } from '../../contract/profile';
import { PROFILE_MESSAGES } from '../../contract/profile';
import type { Profile, SaveOutcome } from '../../machines/api/profile';
import { profileMachine, type ProfileEvent } from '../../machines/profile.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

/**
 * The leaderboard profile on /leaderboard: loaded (or failed and retried), the name edited and the
 * switch turned, then saved, refused (a name with a phone number) or not delivered.
 */
export const servedProfile: ProfileResponse = {
  status: 'success',
  display_name: 'Kavya R., Telangana',
  default_display_name: 'Kavya R., Telangana',
  custom_display_name: null,
  hidden_from_boards: false,
  language: null,
};

export const profile: Profile = {
  displayName: servedProfile.display_name,
  defaultName: servedProfile.default_display_name,
  customName: servedProfile.custom_display_name,
  hidden: servedProfile.hidden_from_boards,
};

/** After saving the model's change: the name 'Kavya', hidden. */
export const servedSaved: ProfileResponse = {
  ...servedProfile,
  display_name: 'Kavya',
  custom_display_name: 'Kavya',
  hidden_from_boards: true,
  message: PROFILE_MESSAGES.saved,
};
export const savedProfile: Profile = { ...profile, displayName: 'Kavya', customName: 'Kavya', hidden: true };

export const events = {
  'user.editName': [{ type: 'user.editName', name: 'Kavya' }],
  'user.setHidden': [{ type: 'user.setHidden', hidden: true }],
  'user.save': [{ type: 'user.save' }],
  'user.retry': [{ type: 'user.retry' }],
} satisfies EventFixtures<ProfileEvent>;

export const outcomes = {
  loadProfile: { done: [profile], error: [new Error('offline')] },
  saveProfile: {
    done: [
      { ok: true, profile: savedProfile },
      { ok: false, message: PROFILE_MESSAGES.contact },
    ],
    error: [new TypeError('Failed to fetch')],
  },
} satisfies ActorOutcomes<{ loadProfile: Profile; saveProfile: SaveOutcome }>;

export const profileModel = defineModel({
  machine: profileMachine,
  fixtures: events,
  outcomes,
  actorIds: ['loadProfile', 'saveProfile'],
  // The form's values make many contexts: one path per state, plus one for each transition.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  keep: 'shortestPerState',
});
