import { Link } from '@tanstack/react-router';
import type { CategorySlug, Topic } from '../../contract/topics';
import { Glyph } from './Glyph';
import { topicGlyph } from './topic-glyphs';
import * as uiGlyphs from './ui-glyphs';
import { card } from './card.css';
import * as styles from './TopicCard.css';
import { useWords } from '../words/catalogue';
import { categoryWords } from '../words/category';
import { topicDescriptionWords } from '../words/topic-descriptions';
import { useServerWords } from '../words/server-messages';

interface TopicCardProps {
  readonly category: CategorySlug;
  readonly topic: Topic;
  /** Position in the grid; picks the icon tile's colour so neighbours differ. */
  readonly index: number;
}

/** A practice topic: icon, title and description; the whole card opens the topic's instructions. */
export function TopicCard({ category, topic, index }: TopicCardProps) {
  const words = useWords(categoryWords);
  const descriptions: Readonly<Record<string, string>> = useWords(topicDescriptionWords)[category].topics;
  const name = useServerWords()(topic.title);
  return (
    <article className={`${card({ interactive: true })} ${styles.topicCard}`}>
      <span className={styles.iconTile({ tone: TONES[index % TONES.length] })}>
        <Glyph d={topicGlyph(topic.slug)} size={26} />
      </span>
      <h3 className={styles.title}>
        <Link
          to="/$category/$topic/instructions"
          params={{ category, topic: topic.slug }}
          className={styles.link}
        >
          {name}
        </Link>
      </h3>
      <p className={styles.description}>{descriptions[topic.slug]}</p>
      <span className={styles.start} aria-hidden="true">
        {words.startQuiz}
        <Glyph d={uiGlyphs.arrowRight} size={16} />
      </span>
    </article>
  );
}

const TONES = ['blue', 'saffron', 'green', 'violet', 'teal', 'rose'] as const;
