import { BADGES, PROGRESS_MESSAGES, TREND_LENGTH, type BadgeId } from '../../contract/progress';
import { defineWords } from './catalogue';
import { plural } from './numbers';

/** The topic analysis (/progress, issue 11): accuracy by topic, the trend, the streak and the badges. */
export const progressWords = defineWords(
  {
    title: 'My Progress',
    tagline: 'Your accuracy in every topic you have practised, weakest first, with your streak and badges.',
    loading: 'Loading your progress...',
    failedTitle: 'Your progress could not be loaded.',
    failedText: 'Check your connection and try again.',
    noAttempts: PROGRESS_MESSAGES.noAttempts,
    startTest: 'Choose a test',
    dailyQuiz: 'Take today’s daily quiz',
    summaryHeading: 'Your progress so far',
    testsTaken: 'Tests taken',
    topicsTried: 'Topics tried',
    topicsOf: (tried: number, total: number) => `${tried} of ${total}`,
    streak: 'Streak',
    streakDays: (days: number) => plural('en', days, { one: '{n} day', other: '{n} days' }),
    bestStreak: (days: number) => `Best: ${plural('en', days, { one: '{n} day', other: '{n} days' })}`,
    keepStreak: 'Finish a test today to keep it going.',
    weakestHeading: 'Practise these first',
    correctOver: (attempts: number) =>
      `correct over ${plural('en', attempts, { one: '{n} test', other: '{n} tests' })}`,
    weakestLead: 'Your weakest topics: the lowest accuracy over all your attempts.',
    categoriesHeading: 'Accuracy by topic',
    categoriesLead: `Every topic you have practised, weakest first. The line shows your last ${TREND_LENGTH} tests of it, oldest on the left.`,
    categoryTotals: (attempts: number, accuracy: number) =>
      `${plural('en', attempts, { one: '{n} test', other: '{n} tests' })}, ${accuracy} % correct`,
    categoryEmpty: 'No test in this category yet.',
    browseCategory: (category: string) => `Browse ${category} topics`,
    topicsCaption: (category: string) => `${category}: your topics, weakest first`,
    columns: {
      topic: 'Topic',
      attempts: 'Tests',
      accuracy: 'Accuracy',
      trend: `Last ${TREND_LENGTH} tests`,
    },
    percent: (value: number) => `${value} %`,
    /** The trend chart's name; its figures follow it as text. */
    trendChart: (topic: string) => `${topic}: accuracy of your latest tests`,
    trendFigures: (values: readonly number[]) => values.map((value) => `${value} %`).join(', '),
    practiseThis: PROGRESS_MESSAGES.practiseThis,
    practiseFor: (topic: string) => ` ${topic}`,
    badgesHeading: 'Badges',
    badgesLead: 'Earned once each, for milestones of your practice.',
    earnedOn: (date: string) => `Earned ${date}`,
    notYet: 'Not yet earned',
    badgeTitle: (id: BadgeId) => BADGES[id].title,
    /** What earns a badge not yet earned (the contract's descriptions say what it was earned for). */
    toEarn: {
      first_test: 'Finish any test.',
      streak_7: 'Finish a test on 7 days in a row.',
      streak_30: 'Finish a test on 30 days in a row.',
      tests_100: 'Finish 100 tests.',
      perfect_score: 'Answer every question of a test correctly.',
      all_topics: 'Try every one of the 57 topics.',
    } satisfies Record<BadgeId, string>,
    earnedFor: (id: BadgeId) => BADGES[id].description,
  },
  { hi: () => import('./hi/progress') },
);
