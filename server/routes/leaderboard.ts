import { Hono } from 'hono';
import { dailyTitle } from '../../contract/daily';
import { endpoints } from '../../contract/endpoints';
import {
  LEADERBOARD_MESSAGES,
  TOPIC_BOARD_DAYS,
  type DailyLeaderboardResponse,
  type TopicLeaderboardResponse,
} from '../../contract/leaderboard';
import { levelFromSlug, levelLabel } from '../../contract/levels';
import { findTopic, topicTitle } from '../../contract/topics';
import { requireUser } from '../accounts/sessions';
import { errorResponse } from '../http/errors';
import { noStore } from '../http/no-store';
import { DAILY_CATEGORY, DAILY_LEVEL } from '../progress/daily-set';
import { indianDay, indianDayEnd, indianDayStart } from '../progress/indian-day';
import { leaderboard } from '../progress/leaderboard';
import type { AppEnv, RouteDeps } from './deps';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Leaderboards (contract/leaderboard.ts; design §7): today's daily quiz and a topic-level over the last
 * 7 days, with a session (401 without). The fixed daily path is registered before the topic pattern.
 */
export function leaderboardRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .get(endpoints.dailyLeaderboard.path, noStore(), requireUser(), async (c) => {
      const day = indianDay(c.var.now());
      const from = indianDayStart(day);
      const to = indianDayEnd(day);
      // The day's quiz: every counted attempt at it (one drawn at 23:58 and sent at 00:05 included).
      const board = await leaderboard(
        deps.db(),
        { category: DAILY_CATEGORY, topic: day, level: DAILY_LEVEL },
        c.var.user.id,
      );
      return c.json({
        status: 'success',
        kind: 'daily',
        daily_id: day,
        title: dailyTitle(day),
        from: from.toISOString(),
        to: to.toISOString(),
        takers: board.takers,
        rows: board.rows,
        you: board.you,
        you_hidden: board.youHidden,
      } satisfies DailyLeaderboardResponse);
    })
    .get(
      endpoints.topicLeaderboard(':category', ':topic', ':level').path,
      noStore(),
      requireUser(),
      async (c) => {
        const category = c.req.param('category') ?? '';
        const topic = c.req.param('topic') ?? '';
        const level = levelFromSlug(c.req.param('level') ?? '');
        if (!findTopic(category, topic) || level === undefined)
          return errorResponse(c, 404, LEADERBOARD_MESSAGES.unknownBoard);
        const to = c.var.now();
        const from = new Date(to.getTime() - TOPIC_BOARD_DAYS * DAY_MS);
        // `to` is exclusive: an attempt stored at this very millisecond is on the board too.
        const board = await leaderboard(
          deps.db(),
          { category, topic, level, window: { from, to: new Date(to.getTime() + 1) } },
          c.var.user.id,
        );
        return c.json({
          status: 'success',
          kind: 'topic',
          category,
          topic,
          level: levelLabel(level),
          title: `${topicTitle(category, topic)}, ${levelLabel(level)}`,
          from: from.toISOString(),
          to: to.toISOString(),
          takers: board.takers,
          rows: board.rows,
          you: board.you,
          you_hidden: board.youHidden,
        } satisfies TopicLeaderboardResponse);
      },
    );
}
