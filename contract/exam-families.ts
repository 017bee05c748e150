/** The exam bodies whose past papers are listed, in header order. The slug is the URL and API path. */
export const EXAM_FAMILIES = [
  { slug: 'ssc', name: 'SSC', fullName: 'Staff Selection Commission' },
  { slug: 'rrb', name: 'RRB', fullName: 'Railway Recruitment Board' },
  { slug: 'crpf', name: 'CRPF', fullName: 'Central Reserve Police Force' },
  { slug: 'bsf', name: 'BSF', fullName: 'Border Security Force' },
  { slug: 'ias', name: 'IAS', fullName: 'UPSC Civil Services' },
  { slug: 'ctet', name: 'CTET', fullName: 'Central Teacher Eligibility Test' },
  { slug: 'net', name: 'UGC NET', fullName: 'UGC National Eligibility Test' },
] as const;

export type ExamFamily = (typeof EXAM_FAMILIES)[number];
export type ExamFamilySlug = ExamFamily['slug'];

export const EXAM_FAMILY_SLUGS = EXAM_FAMILIES.map((f) => f.slug) as readonly ExamFamilySlug[];

export function findExamFamily(slug: string): ExamFamily | undefined {
  return EXAM_FAMILIES.find((f) => f.slug === slug);
}
