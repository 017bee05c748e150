import { Link } from '@tanstack/react-router';
import type { TopicProgress } from '../../../machines/api/progress';
import { button } from '../button.css';
import { SectionHeader } from '../SectionHeader';
import { visuallyHidden } from '../../styles/utilities.css';
import { useWords } from '../../words/catalogue';
import { useServerWords } from '../../words/server-messages';
import { progressWords } from '../../words/progress';
import * as styles from './progress.css';

/** The weakest tried topics (the server's up to five), each with its accuracy and a way to practise it. */
export function WeakestTopics({ topics }: { readonly topics: readonly TopicProgress[] }) {
  const words = useWords(progressWords);
  const say = useServerWords();
  return (
    <section aria-labelledby="weakest-heading">
      <SectionHeader
        id="weakest-heading"
        title={words.weakestHeading}
        lead={words.weakestLead}
        align="start"
      />
      <ol role="list" className={styles.weakest}>
        {topics.map((topic) => (
          <li key={`${topic.category}/${topic.topic}`} className={styles.weakTopic}>
            <div className={styles.weakHead}>
              <h3 className={styles.weakTitle}>{say(topic.title)}</h3>
              <p className={styles.weakAccuracy}>
                {words.percent(topic.accuracyPercent)}
                <span className={styles.weakAttempts}>{words.correctOver(topic.attempts)}</span>
              </p>
            </div>
            <span className={styles.weakBar}>
              <AccuracyBar percent={topic.accuracyPercent} />
            </span>
            <span className={styles.weakLink}>
              <PractiseLink topic={topic} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A bar as long as the accuracy: drawn for the eye; the figure beside it is what is read. */
export function AccuracyBar({ percent }: { readonly percent: number }) {
  return (
    <span className={styles.bar} aria-hidden="true">
      <span className={styles.barFill({ level: levelOf(percent) })} style={{ width: `${percent}%` }} />
    </span>
  );
}

/** Below 40 % weak, below 70 % fair, else strong: only the bar's colour, the figure says the rest. */
function levelOf(percent: number): 'weak' | 'fair' | 'strong' {
  if (percent < 40) return 'weak';
  return percent < 70 ? 'fair' : 'strong';
}

/** "Practise this" to the topic's level chooser; screen readers also hear which topic. */
export function PractiseLink({
  topic,
  size = 'sm',
}: {
  readonly topic: TopicProgress;
  readonly size?: 'sm';
}) {
  const words = useWords(progressWords);
  const say = useServerWords();
  return (
    <Link
      to="/$category/$topic/instructions/levelpage"
      params={{ category: topic.category, topic: topic.topic }}
      className={`${button({ tone: 'secondary', size })} ${styles.practise}`}
    >
      {words.practiseThis}
      <span className={visuallyHidden}>{words.practiseFor(say(topic.title))}</span>
    </Link>
  );
}
