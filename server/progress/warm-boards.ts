import { TOPIC_BOARD_DAYS } from '../../contract/leaderboard';
import { CATEGORIES } from '../../contract/topics';
import type { AppDatabase } from '../db/open';
import { DAILY_CATEGORY, DAILY_LEVEL } from './daily-set';
import { indianDay } from './indian-day';
import { warmBoard } from './leaderboard';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Loads today's daily board and every topic-level's 7-day board into memory after the server starts
 * (design §7 "Speed"), one after the other so requests go between them: the first candidates of the
 * day then find their board cached and pay one query, not a whole board each. Stops early when
 * `stopped` says so (a shutdown).
 */
export async function warmBoards(
  db: Pick<AppDatabase, 'select'>,
  now: Date,
  stopped: () => boolean = () => false,
): Promise<number> {
  let warmed = 0;
  await warmBoard(db, { category: DAILY_CATEGORY, topic: indianDay(now), level: DAILY_LEVEL });
  warmed += 1;
  const window = {
    from: new Date(now.getTime() - TOPIC_BOARD_DAYS * DAY_MS),
    to: new Date(now.getTime() + 1),
  };
  for (const category of CATEGORIES) {
    for (const topic of category.topics) {
      for (const level of [1, 2, 3]) {
        if (stopped()) return warmed;
        await warmBoard(db, { category: category.slug, topic: topic.slug, level, window });
        warmed += 1;
      }
    }
  }
  return warmed;
}
