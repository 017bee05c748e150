import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import {
  BADGE_IDS,
  ProgressResponse,
  type BadgeId,
  type CategoryProgress as WireCategory,
  type TopicProgress as WireTopic,
} from '../../contract/progress';
import type { CategorySlug } from '../../contract/topics';
import { http, urlOf } from './http';
import { streakFromWire, type Streak } from './streak';

/**
 * The candidate's progress (GET /api/progress, contract/progress.ts): tests taken, the topic analysis
 * by category (weakest first), the streak and the badges. The wire's names stop here.
 */
export interface TopicProgress {
  readonly category: CategorySlug;
  /** The topic's slug, as its level chooser's address spells it. */
  readonly topic: string;
  /** 'Percentage'. */
  readonly title: string;
  readonly attempts: number;
  /** Correct answers out of questions served, in whole percent. */
  readonly accuracyPercent: number;
  /** The accuracy of each of the latest attempts (at most 10), oldest first. */
  readonly recentAccuracy: readonly number[];
}

export interface CategoryProgress {
  readonly category: CategorySlug;
  /** 'Aptitude'. */
  readonly title: string;
  readonly attempts: number;
  /** Null when no topic test of this category was taken. */
  readonly accuracyPercent: number | null;
  /** The tried topics, weakest first. */
  readonly topics: readonly TopicProgress[];
}

/** Every badge there is, earned or not yet (in the contract's order). */
export interface BadgeProgress {
  readonly id: BadgeId;
  /** When it was earned (ISO, UTC); null while not yet earned. */
  readonly earnedAt: string | null;
}

export interface Progress {
  /** Every finished test, daily quizzes included. */
  readonly testsTaken: number;
  readonly topicsTried: number;
  readonly topicsTotal: number;
  readonly streak: Streak;
  readonly badges: readonly BadgeProgress[];
  /** All four categories, in the catalogue's order. */
  readonly categories: readonly CategoryProgress[];
  /** Up to five tried topics across the categories, weakest first. */
  readonly weakest: readonly TopicProgress[];
}

function topicFromWire(topic: WireTopic): TopicProgress {
  return {
    // The server answers with the catalogue's slugs (contract/topics.ts).
    category: topic.category as CategorySlug,
    topic: topic.topic,
    title: topic.title,
    attempts: topic.attempts,
    accuracyPercent: topic.accuracy,
    recentAccuracy: topic.trend,
  };
}

function categoryFromWire(category: WireCategory): CategoryProgress {
  return {
    category: category.category as CategorySlug,
    title: category.title,
    attempts: category.attempts,
    accuracyPercent: category.accuracy,
    topics: category.topics.map(topicFromWire),
  };
}

export function progressFromWire(answer: ProgressResponse): Progress {
  const earned = new Map(answer.badges.map((badge) => [badge.id, badge.earned_at]));
  return {
    testsTaken: answer.tests_taken,
    topicsTried: answer.topics_tried,
    topicsTotal: answer.topics_total,
    streak: streakFromWire(answer.streak),
    badges: BADGE_IDS.map((id) => ({ id, earnedAt: earned.get(id) ?? null })),
    categories: answer.categories.map(categoryFromWire),
    weakest: answer.weakest.map(topicFromWire),
  };
}

/** Throws on a refusal or a body of the wrong shape. */
export async function fetchProgress(signal?: AbortSignal): Promise<Progress> {
  const answer = v.parse(ProgressResponse, await http.get(urlOf(endpoints.progress), { signal }).json());
  return progressFromWire(answer);
}
