import home from '../content/home.json';
import { defineWords } from './catalogue';

/**
 * The home page's content (the slides, About Us, the link cards): written as content, one JSON file
 * per language of the same shape (src/content/home.json, src/content/hi/home.json), with the links,
 * icons and pictures the same in both. The Hindi file is fetched only when Hindi is chosen, so the
 * English home page carries nothing more.
 */
export const homeContent = defineWords(home, { hi: () => import('../content/hi/home.json') });
