import { asc, eq, inArray } from 'drizzle-orm';
import type { ExamFamilySlug } from '../../contract/exam-families';
import type { AppDatabase } from '../db/open';
import { exams, govtJobs, qualifications } from '../db/schema';

/**
 * The catalogues the seed fills and the list routes read (spec §7): past exam papers, government
 * jobs, qualifications. Rows come out in the wire's field names (contract/lists.ts).
 */

type Reader = Pick<AppDatabase, 'select'>;

/** One exam family's papers, in id order. */
export function listExams(db: Reader, family: ExamFamilySlug) {
  return db
    .select({ exam_id: exams.id, exam_paper: exams.paper, exampaper_name: exams.paperName })
    .from(exams)
    .where(eq(exams.family, family))
    .orderBy(asc(exams.id));
}

/**
 * Every government job, soonest closing first: what a candidate must act on now. `mock_exam` only on
 * the jobs whose recruitment exam has mocks (issue 18).
 */
export async function listGovtJobs(db: Reader) {
  const rows = await db
    .select({
      id: govtJobs.id,
      organisation: govtJobs.organisation,
      jobstitle: govtJobs.title,
      joblocation: govtJobs.location,
      qualification: govtJobs.qualification,
      vacancies: govtJobs.vacancies,
      lastdate: govtJobs.lastDate,
      weblink: govtJobs.weblink,
      mockExam: govtJobs.mockExam,
    })
    .from(govtJobs)
    .orderBy(asc(govtJobs.lastDate), asc(govtJobs.id));
  return rows.map(({ mockExam, ...job }) => (mockExam ? { ...job, mock_exam: mockExam } : job));
}

/** The qualifications, in the order the signup form lists them. */
export function listQualifications(db: Reader) {
  return db
    .select({ qualification_name: qualifications.name })
    .from(qualifications)
    .orderBy(asc(qualifications.position));
}

/** Which of these names are qualifications on the list (exact names). */
export async function knownQualifications(db: Reader, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ name: qualifications.name })
    .from(qualifications)
    .where(inArray(qualifications.name, [...names]));
  return new Set(rows.map((row) => row.name));
}
