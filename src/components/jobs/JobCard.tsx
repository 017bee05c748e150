import { Link } from '@tanstack/react-router';
import { findMockExam } from '../../../contract/mocks';
import type { JobOpening } from '../../../machines/api/lists';
import { visuallyHidden } from '../../styles/utilities.css';
import { button } from '../button.css';
import { card } from '../card.css';
import { formatIsoDate } from '../format-date';
import * as styles from './JobCard.css';
import { useWords } from '../../words/catalogue';
import { jobsWords } from '../../words/jobs';

/**
 * One job (spec §3): the organisation as a badge, the title, location, qualification, '{n} Posts', the
 * last date, 'Last updated: Today', and View Details opening the job's own page in a new tab.
 */
export function JobCard({ job }: { readonly job: JobOpening }) {
  const words = useWords(jobsWords).card;
  // Issue 18 §6: a job whose recruitment exam has a pattern links to its mocks.
  const mockExam = job.mockExam === undefined ? undefined : findMockExam(job.mockExam);
  return (
    <article className={`${card({ padding: 'lg' })} ${styles.jobCard}`}>
      <p className={styles.organisation}>{job.organisation}</p>
      <h3 className={styles.jobTitle}>{job.title}</h3>
      <dl className={styles.facts}>
        <Fact icon="location" label={words.location} value={job.location} />
        <Fact icon="qualification" label={words.qualification} value={job.qualification} />
        <Fact icon="vacancies" label={words.vacancies} value={words.posts(job.vacancies)} />
        <Fact icon="lastDate" label={words.lastDate} value={formatIsoDate(job.lastDate)} />
      </dl>
      {mockExam && (
        <Link to="/mocks/$exam" params={{ exam: mockExam.key }} className={styles.practise}>
          {words.practise(mockExam.name)}
        </Link>
      )}
      <div className={styles.jobFooter}>
        <p className={styles.updated}>{words.updated}</p>
        <a
          href={job.link}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button({ size: 'sm' })} ${styles.external}`}
        >
          {words.details}
          <span className={visuallyHidden}>{words.detailsFor(job.title)}</span>
        </a>
      </div>
    </article>
  );
}

interface FactProps {
  readonly icon: keyof typeof styles.factIcon;
  readonly label: string;
  readonly value: string;
}

function Fact({ icon, label, value }: FactProps) {
  return (
    <div className={styles.fact}>
      <dt className={`${styles.factLabel} ${styles.factIcon[icon]}`}>{label}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  );
}
