import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { ProfileResponse, type ProfilePayload } from '../../contract/profile';
import { http, urlOf } from './http';
import { messageText } from './server-message';

/**
 * The candidate's leaderboard profile (contract/profile.ts): the name boards show and the switch that
 * hides them from other candidates' boards. The wire's names stop here.
 */
export interface Profile {
  /** The name boards show: the chosen one, else the default. */
  readonly displayName: string;
  /** 'Asha K., Kerala': what an empty name goes back to. */
  readonly defaultName: string;
  /** The chosen name, or null when the default is used. */
  readonly customName: string | null;
  readonly hidden: boolean;
}

export interface ProfileChange {
  /** The chosen name; empty goes back to the default. */
  readonly name: string;
  readonly hidden: boolean;
}

export type SaveOutcome =
  { readonly ok: true; readonly profile: Profile } | { readonly ok: false; readonly message: string };

function profileFromWire(answer: ProfileResponse): Profile {
  return {
    displayName: answer.display_name,
    defaultName: answer.default_display_name,
    customName: answer.custom_display_name,
    hidden: answer.hidden_from_boards,
  };
}

/** GET /api/profile. Throws on a refusal or a body of the wrong shape. */
export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return profileFromWire(
    v.parse(ProfileResponse, await http.get(urlOf(endpoints.profile), { signal }).json()),
  );
}

export function profilePayloadOf(change: ProfileChange): ProfilePayload {
  const name = change.name.trim();
  return { display_name: name === '' ? null : name, hidden_from_boards: change.hidden };
}

/**
 * PUT /api/profile (JSON). A 4xx refusal (a name breaking the rules) is `ok: false` with the server's
 * message; only an unreachable server or an unreadable answer throws.
 */
export async function saveProfile(change: ProfileChange, signal?: AbortSignal): Promise<SaveOutcome> {
  const response = await http.put(urlOf(endpoints.saveProfile), {
    json: profilePayloadOf(change),
    signal,
    throwHttpErrors: false,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status >= 400 && response.status < 500) {
    return {
      ok: false,
      message:
        messageText((body as { message?: unknown } | undefined)?.message) ??
        `The server refused the change (${response.status}).`,
    };
  }
  return { ok: true, profile: profileFromWire(v.parse(ProfileResponse, body)) };
}
