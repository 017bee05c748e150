import { eq } from 'drizzle-orm';
import { defaultDisplayName, type ProfilePayload, type ProfileResponse } from '../../contract/profile';
import type { Language } from '../../contract/languages';
import type { AppDatabase } from '../db/open';
import { userProfiles, users } from '../db/schema';

/** The leaderboard profile (contract/profile.ts): read with its defaults, saved as one upsert. */

type Db = Pick<AppDatabase, 'select' | 'insert'>;

export async function readProfile(db: Db, userId: number): Promise<Omit<ProfileResponse, 'status'>> {
  const [row] = await db
    .select({
      name: users.name,
      state: users.state,
      displayName: userProfiles.displayName,
      hidden: userProfiles.hiddenFromBoards,
      language: users.language,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const fallback = row ? defaultDisplayName(row.name, row.state) : '';
  const custom = row?.displayName ?? null;
  return {
    display_name: custom ?? fallback,
    default_display_name: fallback,
    custom_display_name: custom,
    hidden_from_boards: row?.hidden ?? false,
    language: row?.language ?? null,
  };
}

export async function saveProfile(db: Db, userId: number, profile: ProfilePayload, now: Date): Promise<void> {
  const chosen = profile.display_name?.trim() || null;
  const values = { displayName: chosen, hiddenFromBoards: profile.hidden_from_boards, updatedAt: now };
  await db
    .insert(userProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: values });
}

/** The language the candidate reads (issue 15): the product's words and their e-mails. */
export async function saveLanguage(
  db: Pick<AppDatabase, 'update'>,
  userId: number,
  language: Language,
): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
