import { getRouteApi, Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { levelFromSlug, levelLabel, type LevelNumber } from '../../contract/levels';
import type { CategorySlug } from '../../contract/topics';
import { CATEGORY_TITLES } from '../categories';
import { quizMachine } from '../../machines/quiz.machine';
import { useAuth } from '../auth';
import { QuizRun } from '../components/quiz/QuizRun';
import { useWords } from '../words/catalogue';
import { useServerWords } from '../words/server-messages';
import { quizWords } from '../words/quiz';
import { inspectOption } from '../../machines/inspection';

const route = getRouteApi('/_candidate/$category/$topic/instructions/levelpage/$level');

/**
 * The quiz screen (/{category}/{topic}/instructions/levelpage/level{n}); the route lets only logged-in
 * users in. One machine per user and test: a change of either starts a fresh one.
 */
export function Quiz() {
  const { category, topic, level } = route.useParams();
  const { account } = useAuth();
  const levelNumber = levelFromSlug(level);
  if (!account || levelNumber === undefined) return null;
  const { userId } = account;
  return (
    <TopicQuiz
      key={`${userId}/${category}/${topic}/${level}`}
      userId={userId}
      category={category}
      topic={topic}
      level={levelNumber}
    />
  );
}

interface TopicQuizProps {
  readonly userId: string;
  readonly category: CategorySlug;
  readonly topic: string;
  readonly level: LevelNumber;
}

function TopicQuiz({ userId, category, topic, level }: TopicQuizProps) {
  const actor = useActorRef(quizMachine, {
    ...inspectOption(),
    input: { userId, test: { kind: 'topic', category, topic, level } },
  });
  const words = useWords(quizWords);
  const say = useServerWords();
  // The topic's title comes with the questions (the catalogue would be 1 KiB more on this page); until
  // they arrive, the level alone.
  const title = useSelector(actor, (snapshot) => snapshot.context.title);
  const levelName = say(levelLabel(level));
  const shownTitle = title && say(title);
  return (
    <QuizRun
      actor={actor}
      heading={say(CATEGORY_TITLES[category]).toUpperCase()}
      subtitle={shownTitle ? `${shownTitle} · ${levelName}` : levelName}
      pageTitle={words.pageTitle(shownTitle ?? '', levelName).trim()}
      backLink={(className) => (
        <Link
          to="/$category/$topic/instructions/levelpage"
          params={{ category, topic }}
          className={className}
        >
          {words.backToLevels}
        </Link>
      )}
    />
  );
}
