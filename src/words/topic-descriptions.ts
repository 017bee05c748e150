import { CATEGORY_DESCRIPTIONS } from '../../contract/topic-descriptions';
import { defineWords } from './catalogue';

/**
 * What a category page says about its category (the tagline) and each topic (its card's line). English
 * is contract/topic-descriptions.ts itself; Hindi is in hi/topic-descriptions. Apart from the names
 * (topic-names.ts), so the screens that show only names do not download these lines.
 */
export const topicDescriptionWords = defineWords(CATEGORY_DESCRIPTIONS, {
  hi: () => import('./hi/topic-descriptions'),
});
