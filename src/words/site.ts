import site from '../content/site.json';
import { defineWords } from './catalogue';

/**
 * The site's own sentences from src/content/site.json (the header's tagline, the footer's summary,
 * founder and address), with their Hindi. The brand's name, the phone number and the social links are
 * the same in every language and are read from site.json itself.
 */
export const siteWords = defineWords(
  {
    tagline: site.brand.tagline,
    summary: site.summary,
    founder: site.founder,
    addressLines: site.address.lines,
  },
  { hi: () => import('./hi/site') },
);
