import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { absoluteWeblink } from '../../contract/format';
import { listsMachine } from '../../machines/lists.machine';
import { Breadcrumbs, Crumb, crumbLink } from '../components/Breadcrumbs';
import { button } from '../components/button.css';
import { card } from '../components/card.css';
import { formatIsoDate } from '../components/format-date';
import { Glyph } from '../components/Glyph';
import { itemsOf } from '../components/list-items';
import { LoadingCards } from '../components/LoadingCards';
import { PageHero } from '../components/PageHero';
import { PageTitle } from '../components/PageTitle';
import { StatusMessage } from '../components/StatusMessage';
import * as uiGlyphs from '../components/ui-glyphs';
import { container, visuallyHidden } from '../styles/utilities.css';
import * as styles from './Jobs.css';

/**
 * Government jobs (/jobs). For now a plain list; search and the state and qualification filters
 * come with the jobs work.
 */
export function Jobs() {
  const [snapshot, send] = useMachine(listsMachine, { input: { source: 'govtJobs' } });
  const jobs = itemsOf('govtJobs', snapshot);

  return (
    <>
      <PageTitle>Government jobs</PageTitle>
      <PageHero
        top={
          <Breadcrumbs current="Govt Jobs">
            <Crumb>
              <Link to="/" className={crumbLink}>
                Home
              </Link>
            </Crumb>
          </Breadcrumbs>
        }
        eyebrow="Govt Jobs"
        title="Government Jobs"
        tagline="Current openings from central and state government bodies, with their last dates."
      />

      <section aria-labelledby="jobs-heading" className={`${container} ${styles.section}`}>
        <div className={styles.listHeader}>
          <h2 id="jobs-heading" className={styles.listTitle}>
            Latest openings
          </h2>
          {snapshot.matches('loaded') && (
            <p className={styles.count}>
              {jobs.length} {jobs.length === 1 ? 'job' : 'jobs'}
            </p>
          )}
        </div>

        {snapshot.matches('loading') && (
          <LoadingCards label="Loading jobs…" count={4} gridClassName={styles.grid} />
        )}
        {snapshot.matches('loaded') && (
          <ul role="list" className={styles.grid}>
            {jobs.map((job) => (
              <li key={job.id}>
                <article className={`${card({ padding: 'lg' })} ${styles.jobCard}`}>
                  <p className={styles.organisation}>{job.organisation}</p>
                  <h3 className={styles.jobTitle}>{job.jobstitle}</h3>
                  <dl className={styles.facts}>
                    <Fact glyph={uiGlyphs.mapPin} label="Location" value={job.joblocation} />
                    <Fact glyph={uiGlyphs.graduation} label="Qualification" value={job.qualification} />
                    <Fact glyph={uiGlyphs.users} label="Vacancies" value={`${job.vacancies} Posts`} />
                    <Fact glyph={uiGlyphs.calendar} label="Last Date" value={formatIsoDate(job.lastdate)} />
                  </dl>
                  <div className={styles.jobFooter}>
                    <p className={styles.updated}>Last updated: Today</p>
                    <a
                      href={absoluteWeblink(job.weblink)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={button({ size: 'sm' })}
                    >
                      View Details
                      <span className={visuallyHidden}>
                        {' '}
                        for {job.jobstitle} (opens in a new tab)
                      </span>
                      <Glyph d={uiGlyphs.external} size={16} />
                    </a>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        {snapshot.matches('empty') && (
          <StatusMessage glyph={uiGlyphs.briefcase} title="No jobs found matching your criteria." />
        )}
        {snapshot.matches('failed') && (
          <StatusMessage glyph={uiGlyphs.briefcase} title="No jobs found matching your criteria.">
            <p>The list could not be loaded. Check your connection and try again.</p>
            <button
              type="button"
              className={button({ tone: 'secondary', size: 'sm' })}
              onClick={() => send({ type: 'user.retry' })}
            >
              Try again
            </button>
          </StatusMessage>
        )}
      </section>
    </>
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
