import type { CategorySlug } from '../../contract/topics';
import { EXAM_FAMILIES, type ExamFamilySlug } from '../../contract/exam-families';
import { CATEGORY_SLUGS, CATEGORY_TITLES } from '../categories';

/** The header's two groups, shared by the desktop dropdowns, the mobile menu and the footer. */
export interface NavGroupLink {
  readonly to: `/${CategorySlug}` | `/${ExamFamilySlug}`;
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
  to: `/${slug}` as const,
  label: CATEGORY_TITLES[slug],
  detail: CATEGORY_DETAILS[slug],
}));

export const pastPaperLinks: readonly NavGroupLink[] = EXAM_FAMILIES.map((family) => ({
  to: `/${family.slug}` as const,
  label: family.name,
  detail: family.fullName,
}));

/** Whether a path belongs to a group, so its trigger can show the section the visitor is in. */
export function isInGroup(pathname: string, links: readonly NavGroupLink[]): boolean {
  const path = pathname.toLowerCase();
  return links.some((link) => path === link.to || path.startsWith(`${link.to}/`));
}
