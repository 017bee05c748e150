import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { STATES } from '../../contract/states';
import { filterJobs } from '../../machines/job-filter';
import { listsMachine } from '../../machines/lists.machine';
import { button } from '../components/button.css';
import { RetryMessage } from '../components/RetryMessage';
import { Glyph } from '../components/Glyph';
import { JobCard } from '../components/jobs/JobCard';
import { JobFilters } from '../components/jobs/JobFilters';
import { itemsOf } from '../components/list-items';
import { LoadingCards } from '../components/LoadingCards';
import { InnerPageHero } from '../components/InnerPageHero';
import { PageTitle } from '../components/PageTitle';
import { StatusMessage } from '../components/StatusMessage';
import * as uiGlyphs from '../components/ui-glyphs';
import { jobsPage } from '../jobs-page';
import type { JobsSearch } from '../jobs-search';
import { container, visuallyHidden } from '../styles/utilities.css';
import * as styles from './Jobs.css';
import { inspectOption } from '../../machines/inspection';
import { usePreloadedList } from '../components/usePreloadedList';
import { useWords } from '../words/catalogue';
import { jobsWords } from '../words/jobs';

const route = getRouteApi('/jobs');

/** A list with the item added, or without it when it was there. */
function toggled(list: readonly string[] | undefined, item: string): string[] {
  const current = list ?? [];
  return current.includes(item) ? current.filter((x) => x !== item) : [...current, item];
}

/**
 * Government jobs (/jobs): a search bar, state and qualification filters with Clear All, and the job
 * cards that match (spec §2, §5). The search and the filters are the URL's search params, so a
 * filtered list can be shared and survives a reload.
 */
export function Jobs() {
  const words = useWords(jobsWords);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [latestJobsSnapshot, sendJobs] = useMachine(listsMachine, {
    ...inspectOption(),
    input: { source: 'govtJobs', preloaded: usePreloadedList('govtJobs') },
  });
  // The lists are drawn in a background render that yields to the browser every few milliseconds, so
  // twenty cards (or the qualifications' checkboxes) arriving at once do not hold up a tap; the loading
  // cards stay until it is done.
  const jobsSnapshot = useDeferredValue(latestJobsSnapshot);
  const [latestQualificationsSnapshot] = useMachine(listsMachine, {
    ...inspectOption(),
    input: { source: 'qualifications', preloaded: usePreloadedList('qualifications') },
  });
  const qualificationsSnapshot = useDeferredValue(latestQualificationsSnapshot);
  const jobs = itemsOf('govtJobs', jobsSnapshot);
  const chosenStates = search.state ?? [];
  const chosenQualifications = search.qualification ?? [];
  // A qualification chosen in a shared link shows as a ticked box even if the list does not have it.
  const knownQualifications = itemsOf('qualifications', qualificationsSnapshot);
  const qualificationOptions = [
    ...knownQualifications,
    ...chosenQualifications.filter((q) => !knownQualifications.includes(q)),
  ];
  const shown = filterJobs(jobs, {
    query: search.q ?? '',
    states: chosenStates,
    qualifications: chosenQualifications,
  });
  const page = jobsPage(shown, search.page);

  // Each change replaces the entry (Back leaves the page, not the last keystroke) and keeps the scroll;
  // a new search or filter starts again at the first page.
  const update = (change: (previous: JobsSearch) => JobsSearch) =>
    void navigate({
      search: (previous) => ({ ...change(previous), page: undefined }),
      replace: true,
      resetScroll: false,
    });

  // The box keeps its own text, so typing is not held up by the router; the URL follows it. When
  // the URL changes under it (Clear All, a link to /jobs), the box follows unless it is being typed in.
  const [text, setText] = useState(search.q ?? '');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (document.activeElement !== input.current) setText(search.q ?? '');
  }, [search.q]);
  const typed = (value: string) => {
    setText(value);
    update(({ q: _old, ...rest }) => (value.trim() === '' ? rest : { ...rest, q: value }));
  };
  const clearAll = () => {
    setText('');
    update(() => ({}));
  };

  return (
    <>
      <PageTitle>{words.pageTitle}</PageTitle>
      <InnerPageHero
        crumb={words.crumb}
        eyebrow={words.eyebrow}
        title={words.title}
        tagline={words.tagline}
      />

      <div className={`${container} ${styles.page}`}>
        <search className={styles.searchBar}>
          <label htmlFor="job-search" className={visuallyHidden}>
            {words.searchLabel}
          </label>
          <Glyph d={uiGlyphs.search} size={20} className={styles.searchIcon} />
          <input
            ref={input}
            id="job-search"
            type="search"
            className={styles.searchInput}
            placeholder={words.searchPlaceholder}
            autoComplete="off"
            value={text}
            onChange={(event) => typed(event.target.value)}
          />
        </search>

        <div className={styles.layout}>
          <JobFilters
            states={chosenStates}
            qualifications={chosenQualifications}
            stateOptions={STATES}
            qualificationOptions={qualificationOptions}
            qualificationsLoading={qualificationsSnapshot.hasTag('busy')}
            onToggleState={(state) =>
              update((previous) => withList(previous, 'state', toggled(previous.state, state)))
            }
            onToggleQualification={(qualification) =>
              update((previous) =>
                withList(previous, 'qualification', toggled(previous.qualification, qualification)),
              )
            }
            onClearAll={clearAll}
          />

          <section aria-labelledby="jobs-heading" className={styles.results}>
            <div className={styles.listHeader}>
              <h2 id="jobs-heading" className={styles.listTitle}>
                {words.listTitle}
              </h2>
              {jobsSnapshot.matches('loaded') && (
                <p className={styles.count} role="status">
                  {words.count(shown.length, jobs.length)}
                </p>
              )}
            </div>

            {jobsSnapshot.hasTag('busy') && (
              <LoadingCards label={words.loading} count={4} gridClassName={styles.grid} />
            )}
            {jobsSnapshot.matches('loaded') &&
              (shown.length > 0 ? (
                <>
                  <ul role="list" className={styles.grid}>
                    {page.items.map((job) => (
                      <li key={job.id}>
                        <JobCard job={job} />
                      </li>
                    ))}
                  </ul>
                  {page.pages > 1 && <JobPages page={page.page} pages={page.pages} />}
                </>
              ) : (
                <StatusMessage glyph={uiGlyphs.briefcase} title={words.noJobs}>
                  <button
                    type="button"
                    className={button({ tone: 'secondary', size: 'sm' })}
                    onClick={clearAll}
                  >
                    {words.showAll}
                  </button>
                </StatusMessage>
              ))}
            {jobsSnapshot.matches('empty') && (
              <StatusMessage glyph={uiGlyphs.briefcase} title={words.noJobs} />
            )}
            {jobsSnapshot.matches('failed') && (
              <RetryMessage
                glyph={uiGlyphs.briefcase}
                title={words.noJobs}
                detail={words.loadFailed}
                onRetry={() => sendJobs({ type: 'user.retry' })}
              />
            )}
          </section>
        </div>
      </div>
    </>
  );
}

/**
 * Previous and Next through the list's pages, as links (they work before any script and can be
 * shared); each lands on the list's heading, not the top of the page.
 */
function JobPages({ page, pages }: { readonly page: number; readonly pages: number }) {
  const words = useWords(jobsWords).pages;
  const to = (target: number) => (previous: JobsSearch) => ({
    ...previous,
    page: target === 1 ? undefined : target,
  });
  return (
    <nav aria-label={words.label} className={styles.pages}>
      {page > 1 ? (
        <Link
          from="/jobs"
          to="/jobs"
          search={to(page - 1)}
          hash="jobs-heading"
          className={button({ tone: 'secondary', size: 'sm' })}
        >
          {words.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.pageOf}>{words.current(page, pages)}</span>
      {page < pages ? (
        <Link
          from="/jobs"
          to="/jobs"
          search={to(page + 1)}
          hash="jobs-heading"
          className={button({ tone: 'secondary', size: 'sm' })}
        >
          {words.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The search with one list set, or without the key when the list is empty (a tidy URL). */
function withList(search: JobsSearch, key: 'state' | 'qualification', list: readonly string[]): JobsSearch {
  const { [key]: _old, ...rest } = search;
  return list.length > 0 ? { ...rest, [key]: list } : rest;
}
