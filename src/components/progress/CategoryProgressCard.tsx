import { Link } from '@tanstack/react-router';
import type { CategoryProgress, TopicProgress } from '../../../machines/api/progress';
import { TrendChart } from './TrendChart';
import { AccuracyBar, PractiseLink } from './WeakestTopics';
import { visuallyHidden } from '../../styles/utilities.css';
import { useWords } from '../../words/catalogue';
import { useServerWords } from '../../words/server-messages';
import { progressWords } from '../../words/progress';
import * as styles from './progress.css';

/**
 * One category's totals and its tried topics, weakest first, as a table: topic, tests, accuracy and
 * the trend (a small chart with its figures beside it). Below 1024 px each row is a card, as in the
 * exam history; the explicit roles keep it a table for screen readers when `display` changes.
 */
export function CategoryProgressCard({ category }: { readonly category: CategoryProgress }) {
  const words = useWords(progressWords);
  const say = useServerWords();
  const headingId = `progress-${category.category}`;
  return (
    <section aria-labelledby={headingId} className={styles.category}>
      <div className={styles.categoryHead}>
        <h3 id={headingId} className={styles.categoryTitle}>
          {say(category.title)}
        </h3>
        {category.accuracyPercent !== null && (
          <p className={styles.categoryTotals}>
            {words.categoryTotals(category.attempts, category.accuracyPercent)}
          </p>
        )}
      </div>
      {category.topics.length > 0 ? (
        <TopicTable category={category} />
      ) : (
        <p className={styles.categoryEmpty}>
          {words.categoryEmpty}{' '}
          <Link to="/$category" params={{ category: category.category }}>
            {words.browseCategory(say(category.title))}
          </Link>
        </p>
      )}
    </section>
  );
}

function TopicTable({ category }: { readonly category: CategoryProgress }) {
  const words = useWords(progressWords);
  const say = useServerWords();
  const { columns } = words;
  return (
    <table role="table" className={styles.table}>
      <caption className={visuallyHidden}>{words.topicsCaption(say(category.title))}</caption>
      <thead role="rowgroup" className={styles.head}>
        <tr role="row">
          <th role="columnheader" scope="col" className={styles.headCell}>
            {columns.topic}
          </th>
          <th
            role="columnheader"
            scope="col"
            className={`${styles.headCell} ${styles.numberHead} ${styles.columnWidth.attempts}`}
          >
            {columns.attempts}
          </th>
          <th role="columnheader" scope="col" className={`${styles.headCell} ${styles.columnWidth.accuracy}`}>
            {columns.accuracy}
          </th>
          <th role="columnheader" scope="col" className={`${styles.headCell} ${styles.columnWidth.trend}`}>
            {columns.trend}
          </th>
          <th role="columnheader" scope="col" className={`${styles.headCell} ${styles.columnWidth.action}`}>
            <span className={visuallyHidden}>{words.practiseThis}</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className={styles.body}>
        {category.topics.map((topic) => (
          <TopicRow key={topic.topic} topic={topic} />
        ))}
      </tbody>
    </table>
  );
}

function TopicRow({ topic }: { readonly topic: TopicProgress }) {
  const words = useWords(progressWords);
  const say = useServerWords();
  const { columns } = words;
  return (
    <tr role="row" className={styles.row}>
      <th role="rowheader" scope="row" className={`${styles.cell} ${styles.wide} ${styles.topicCell}`}>
        {say(topic.title)}
      </th>
      <td role="cell" className={`${styles.cell} ${styles.numberCell}`}>
        <span aria-hidden="true" className={styles.cellLabel}>
          {columns.attempts}
        </span>
        {topic.attempts}
      </td>
      <td role="cell" className={`${styles.cell}`}>
        <span aria-hidden="true" className={styles.cellLabel}>
          {columns.accuracy}
        </span>
        <span className={styles.accuracy}>
          <span className={styles.accuracyFigure}>{words.percent(topic.accuracyPercent)}</span>
          <AccuracyBar percent={topic.accuracyPercent} />
        </span>
      </td>
      <td role="cell" className={`${styles.cell} ${styles.wide}`}>
        <span aria-hidden="true" className={styles.cellLabel}>
          {columns.trend}
        </span>
        <TrendChart
          label={words.trendChart(say(topic.title))}
          values={topic.recentAccuracy}
          figures={words.trendFigures(topic.recentAccuracy)}
        />
      </td>
      <td role="cell" className={`${styles.cell} ${styles.wide} ${styles.actionCell}`}>
        <PractiseLink topic={topic} />
      </td>
    </tr>
  );
}
