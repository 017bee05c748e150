import { createContext, use } from 'react';
import type { Language } from '../contract/languages';
import type { PublicListSource } from '../machines/api/lists';

/**
 * What the server rendered the first page with (issue 21): each public list's answer as the API sends
 * it (and the mock patterns'). The browser reads the same answers from the page (`<script id="page-data">`) so the page's lists
 * machines start where the HTML is, and the page is taken over as it is. Empty after the first
 * navigation: a page reached inside the app loads its lists as before.
 */
/** What a page can come with: a public list, or every mock pattern (the mocks pages). */
export type PageDataSource = PublicListSource | 'mockPatterns';

export interface PageData {
  readonly lists: Partial<Record<PageDataSource, unknown>>;
  /**
   * Whom the server rendered the page for: a visitor in this language. The browser takes the page
   * over as it is only when it would render the same (no stored login, the same language); otherwise
   * it renders its own.
   */
  readonly renderedFor?: { readonly language: Language };
}

export const NO_PAGE_DATA: PageData = { lists: {} };

/** The id of the script element that carries the page data in the HTML. */
export const PAGE_DATA_ID = 'page-data';

export const PageDataContext = createContext<PageData>(NO_PAGE_DATA);

/** The answer the page came with for one public list, unparsed; undefined when it came without. */
export function usePageList(source: PageDataSource): unknown {
  return use(PageDataContext).lists[source];
}
