import { linkOptions } from '@tanstack/react-router';
import type { CategorySlug } from '../../contract/topics';
import { EXAM_FAMILIES, type ExamFamilySlug } from '../../contract/exam-families';
import { CATEGORY_SLUGS, CATEGORY_TITLES } from '../categories';

/** The link to a category's topic list (/aptitude), as the router checks it. */
export const categoryLink = (category: CategorySlug) =>
  linkOptions({ to: '/$category', params: { category } });

const familyLink = (family: ExamFamilySlug) => linkOptions({ to: `/${family}` });

/** The header's two groups, shared by the desktop dropdowns, the mobile menu and the footer. */
export interface NavGroupLink {
  /** The page's path ('/aptitude'): a key, and what tells which group the visitor is in. */
  readonly path: `/${CategorySlug}` | `/${ExamFamilySlug}`;
  /** The link to it, for `<Link {...link}>`. */
  readonly link: ReturnType<typeof categoryLink> | ReturnType<typeof familyLink>;
  readonly label: string;
  readonly detail: string;
}

const CATEGORY_DETAILS: Record<CategorySlug, string> = {
  aptitude: 'Numbers, data and quick maths',
  reasoning: 'Logical and visual reasoning',
  english: 'Vocabulary, grammar and reading',
  general_knowledge: 'History, polity, science and more',
};

export const testSeriesLinks: readonly NavGroupLink[] = CATEGORY_SLUGS.map((slug) => ({
  path: `/${slug}` as const,
  link: categoryLink(slug),
  label: CATEGORY_TITLES[slug],
  detail: CATEGORY_DETAILS[slug],
}));

export const pastPaperLinks: readonly NavGroupLink[] = EXAM_FAMILIES.map((family) => ({
  path: `/${family.slug}` as const,
  link: familyLink(family.slug),
  label: family.name,
  detail: family.fullName,
}));

/** Whether a path belongs to a group, so its trigger can show the section the visitor is in. */
export function isInGroup(pathname: string, links: readonly NavGroupLink[]): boolean {
  const path = pathname.toLowerCase();
  return links.some((link) => path === link.path || path.startsWith(`${link.path}/`));
}
