import type { QuizContext } from './quiz.machine';
import { questionStatus, type QuestionStatus } from './quiz-progress';

/**
 * The sections of a paper (issue 18: a mock's reasoning 25, general awareness 25, …). The questions
 * are held in one list, section after section, so "Save & Next" at a section's last question simply
 * moves on to the next section's first; a section is a run of that list. A topic test has none.
 */
export interface QuizSection {
  /** The pattern's key for the section ('reasoning'). */
  readonly key: string;
  /** Its name on the tab ('General Intelligence and Reasoning'). */
  readonly title: string;
  /** The index of its first question in the paper. */
  readonly start: number;
  /** How many questions it has. */
  readonly count: number;
}

/** The index of the section holding question `index` (-1 when the paper has no sections). */
export function sectionIndexOf(sections: readonly QuizSection[], index: number): number {
  return sections.findIndex((section) => index >= section.start && index < section.start + section.count);
}

/** Sections that cover the paper exactly, one after the other from question 0, none empty. */
export function sectionsCover(sections: readonly QuizSection[], questionCount: number): boolean {
  let next = 0;
  for (const section of sections) {
    if (section.start !== next || !Number.isInteger(section.count) || section.count < 1) return false;
    next += section.count;
  }
  return sections.length === 0 || next === questionCount;
}

/** How many questions of each palette state a section holds: the Submit dialog's summary. */
export type SectionSummary = { readonly section: QuizSection } & Readonly<Record<QuestionStatus, number>>;

export function sectionSummaries(
  context: Pick<QuizContext, 'answers' | 'visited' | 'marked' | 'policy' | 'sections'>,
): SectionSummary[] {
  return context.sections.map((section) => {
    const counts: Record<QuestionStatus, number> = {
      notVisited: 0,
      notAnswered: 0,
      answered: 0,
      markedForReview: 0,
      answeredAndMarked: 0,
    };
    for (let i = section.start; i < section.start + section.count; i += 1) {
      counts[questionStatus(context, i)] += 1;
    }
    return { section, ...counts };
  });
}
