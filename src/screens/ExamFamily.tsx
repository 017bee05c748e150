import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { findExamFamily, type ExamFamily as Family } from '../../contract/exam-families';
import { mockExamOfPaper, mockExamsOfFamily } from '../../contract/mocks';
import { listsMachine } from '../../machines/lists.machine';
import { Breadcrumbs, Crumb, crumbLink } from '../components/Breadcrumbs';
import { RetryMessage } from '../components/RetryMessage';
import { card } from '../components/card.css';
import { FamilyEmblem } from '../components/FamilyEmblem';
import { itemsOf } from '../components/list-items';
import { LoadingCards } from '../components/LoadingCards';
import { PageHero } from '../components/PageHero';
import { PageTitle } from '../components/PageTitle';
import { SectionHeader } from '../components/SectionHeader';
import { StatusMessage } from '../components/StatusMessage';
import * as uiGlyphs from '../components/ui-glyphs';
import { useRouteStaticData } from '../components/useRouteStaticData';
import { container } from '../styles/utilities.css';
import * as styles from './ExamFamily.css';
import { inspectOption } from '../../machines/inspection';
import { usePreloadedList } from '../components/usePreloadedList';
import { useWords } from '../words/catalogue';
import { examFamilyWords } from '../words/exam-family';

/** An exam family's past papers (/ssc, /rrb, /crpf, /bsf, /ias, /ctet, /net). */
export function ExamFamily() {
  const { family: slug } = useRouteStaticData();
  const family = slug && findExamFamily(slug);
  if (!family) throw new Error('ExamFamily screen rendered without an exam-family route');
  // A new machine for each family, so moving from /ssc to /rrb loads RRB's list.
  return <FamilyListing key={family.slug} family={family} />;
}

function FamilyListing({ family }: { readonly family: Family }) {
  const words = useWords(examFamilyWords);
  const [snapshot, send] = useMachine(listsMachine, {
    ...inspectOption(),
    input: { source: family.slug, preloaded: usePreloadedList(family.slug) },
  });
  const exams = itemsOf(family.slug, snapshot);

  return (
    <>
      <PageTitle>{words.pageTitle(family.name)}</PageTitle>
      <PageHero
        top={
          <Breadcrumbs current={family.name}>
            <Crumb>
              <Link to="/" className={crumbLink}>
                {words.home}
              </Link>
            </Crumb>
          </Breadcrumbs>
        }
        eyebrow={family.fullName}
        title={family.name}
        tagline={words.tagline(family.name)}
        aside={<FamilyEmblem family={family.slug} size={128} />}
      />

      <section aria-labelledby="exams-heading" className={`${container} ${styles.section}`}>
        <SectionHeader id="exams-heading" title={words.sectionTitle} lead={words.lead(family.fullName)} />
        {snapshot.hasTag('busy') && <LoadingCards label={words.loading} gridClassName={styles.grid} />}
        {snapshot.matches('loaded') && (
          <ul role="list" className={styles.grid}>
            {exams.map((exam) => {
              // A paper whose exam has mocks (issue 18 §6) links to them; the card is otherwise as spec §2.
              const mockExam = mockExamOfPaper(exam.id);
              return (
                <li key={exam.id}>
                  <article className={`${card()} ${styles.examCard}`}>
                    <FamilyEmblem family={family.slug} />
                    <div className={styles.examText}>
                      <h3 className={styles.examTitle}>{exam.exam || family.name}</h3>
                      <p className={styles.examName}>{exam.paper}</p>
                      {mockExam && (
                        <Link
                          to="/mocks/$exam"
                          params={{ exam: mockExam.key }}
                          className={styles.mockLink}
                          aria-label={words.mockTestsOf(mockExam.name)}
                        >
                          {words.mockTests}
                        </Link>
                      )}
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
        {mockExamsOfFamily(family.slug).length > 0 && (
          <p className={styles.mockLine}>
            {words.mocksForFamily}{' '}
            {mockExamsOfFamily(family.slug).map((mockExam, i) => (
              <span key={mockExam.key}>
                {i > 0 && ', '}
                <Link to="/mocks/$exam" params={{ exam: mockExam.key }} className={styles.mockLink}>
                  {mockExam.name}
                </Link>
              </span>
            ))}
          </p>
        )}
        {snapshot.matches('empty') && <StatusMessage glyph={uiGlyphs.fileText} title={words.noExams} />}
        {snapshot.matches('failed') && (
          <RetryMessage
            glyph={uiGlyphs.fileText}
            title={words.noExams}
            detail={words.loadFailed}
            onRetry={() => send({ type: 'user.retry' })}
          />
        )}
      </section>
    </>
  );
}
