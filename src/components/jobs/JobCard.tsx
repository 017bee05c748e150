import type { JobOpening } from '../../../machines/api/lists';
import { visuallyHidden } from '../../styles/utilities.css';
import { button } from '../button.css';
import { card } from '../card.css';
import { formatIsoDate } from '../format-date';
import { Glyph } from '../Glyph';
import * as uiGlyphs from '../ui-glyphs';
import * as styles from './JobCard.css';

/**
 * One job (spec §3): the organisation as a badge, the title, location, qualification, '{n} Posts', the
 * last date, 'Last updated: Today', and View Details opening the job's own page in a new tab.
 */
export function JobCard({ job }: { readonly job: JobOpening }) {
  return (
    <article className={`${card({ padding: 'lg' })} ${styles.jobCard}`}>
      <p className={styles.organisation}>{job.organisation}</p>
      <h3 className={styles.jobTitle}>{job.title}</h3>
      <dl className={styles.facts}>
        <Fact glyph={uiGlyphs.mapPin} label="Location" value={job.location} />
        <Fact glyph={uiGlyphs.graduation} label="Qualification" value={job.qualification} />
        <Fact glyph={uiGlyphs.users} label="Vacancies" value={`${job.vacancies} Posts`} />
        <Fact glyph={uiGlyphs.calendar} label="Last Date" value={formatIsoDate(job.lastDate)} />
      </dl>
      <div className={styles.jobFooter}>
        <p className={styles.updated}>Last updated: Today</p>
        <a href={job.link} target="_blank" rel="noopener noreferrer" className={button({ size: 'sm' })}>
          View Details
          <span className={visuallyHidden}> for {job.title} (opens in a new tab)</span>
          <Glyph d={uiGlyphs.external} size={16} />
        </a>
      </div>
    </article>
  );
}

interface FactProps {
  readonly glyph: string;
  readonly label: string;
  readonly value: string;
}

function Fact({ glyph, label, value }: FactProps) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>
        <Glyph d={glyph} size={16} />
        {label}
      </dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  );
}
