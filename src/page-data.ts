import { createContext, use } from 'react';
import type { Language } from '../contract/languages';
import { accountInitials, type AccountRecord } from '../machines/account-record';
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
   * Whom the server rendered the page for: a visitor, or the member its session cookie names, in this
   * language. The browser takes the page over as it is only when it would render the same (the same
   * language, and no stored login for a visitor's page, the same member shown the same way for a
   * member's); otherwise it renders its own.
   */
  readonly renderedFor?: { readonly language: Language; readonly member?: RenderedMember };
}

/** What a member's page shows of them (the header's avatar menu): all a take-over must find the same. */
export interface RenderedMember {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly initials: string;
}

/** What a page shows of this account, or undefined for a visitor. */
export function renderedMemberOf(account: AccountRecord | null): RenderedMember | undefined {
  if (!account) return undefined;
  const { userId, name, email } = account;
  return { userId, name, email, initials: accountInitials(account) };
}

/** Whether two renders show the same member (or both a visitor). */
export function sameMember(a: RenderedMember | undefined, b: RenderedMember | undefined): boolean {
  if (!a || !b) return a === b;
  return a.userId === b.userId && a.name === b.name && a.email === b.email && a.initials === b.initials;
}

export const NO_PAGE_DATA: PageData = { lists: {} };

/** The id of the script element that carries the page data in the HTML. */
export const PAGE_DATA_ID = 'page-data';

export const PageDataContext = createContext<PageData>(NO_PAGE_DATA);

/** The answer the page came with for one public list, unparsed; undefined when it came without. */
export function usePageList(source: PageDataSource): unknown {
  return use(PageDataContext).lists[source];
}
