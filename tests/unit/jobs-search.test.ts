import { describe, expect, it } from 'vitest';
import { JOBS_PER_PAGE, jobsPage } from '../../src/jobs-page';
import { validateJobsSearch } from '../../src/jobs-search';

describe('the /jobs search params', () => {
  it('keep the search text as typed, and lists of states and qualifications', () => {
    expect(
      validateJobsSearch({ q: 'police ', state: ['Bihar', 'Delhi'], qualification: ['12th Pass', 'ITI'] }),
    ).toEqual({ q: 'police ', state: ['Bihar', 'Delhi'], qualification: ['12th Pass', 'ITI'] });
  });

  it('take a single value as a list of one (a hand-written link)', () => {
    expect(validateJobsSearch({ state: 'Bihar', qualification: 'ITI' })).toEqual({
      state: ['Bihar'],
      qualification: ['ITI'],
    });
  });

  it('take a number the router parsed from the URL as text', () => {
    expect(validateJobsSearch({ q: 2027, qualification: [10] })).toEqual({
      q: '2027',
      qualification: ['10'],
    });
  });

  it('spell states as the list does and drop states that are not on it', () => {
    expect(validateJobsSearch({ state: ['bihar', 'Atlantis', 'BIHAR', 'tamil nadu'] })).toEqual({
      state: ['Bihar', 'Tamil Nadu'],
    });
  });

  it('drop junk: other keys, wrong types, empty values and duplicates', () => {
    expect(validateJobsSearch({})).toEqual({});
    expect(validateJobsSearch({ q: '   ', state: [], qualification: ['', '  '] })).toEqual({});
    expect(validateJobsSearch({ q: { $ne: 1 }, state: { a: 1 }, qualification: true, admin: 'yes' })).toEqual(
      {},
    );
    expect(validateJobsSearch({ qualification: ['ITI', null, 'ITI', { x: 1 }, ' ITI '] })).toEqual({
      qualification: ['ITI'],
    });
  });

  it('name every key, undefined when dropped, so the raw value cannot show through the router’s merge', () => {
    const search = validateJobsSearch({ q: [1], state: 'Atlantis', qualification: {} });
    expect(Object.keys(search).sort()).toEqual(['page', 'q', 'qualification', 'state']);
    expect(Object.values(search)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('bound what a URL can ask for', () => {
    const search = validateJobsSearch({
      q: 'x'.repeat(1000),
      qualification: Array.from({ length: 500 }, (_, i) => `Q${i}`),
    });
    expect(search.q).toHaveLength(200);
    expect(search.qualification).toHaveLength(50);
  });

  it('keep a page from the second on, as a whole number, and drop any other', () => {
    expect(validateJobsSearch({ page: 3 })).toEqual({ page: 3 });
    expect(validateJobsSearch({ page: '2' })).toEqual({ page: 2 });
    for (const page of [1, 0, -2, 2.5, 'two', null, [2], 1e9]) {
      expect(validateJobsSearch({ page }).page, String(page)).toBeUndefined();
    }
  });
});

describe('a page of the jobs', () => {
  const jobs = Array.from({ length: 2 * JOBS_PER_PAGE + 5 }, (_, i) => i);

  it('holds at most JOBS_PER_PAGE, in order, and says how many pages there are', () => {
    expect(jobsPage(jobs, undefined)).toEqual({ items: jobs.slice(0, JOBS_PER_PAGE), page: 1, pages: 3 });
    expect(jobsPage(jobs, 3)).toEqual({ items: jobs.slice(2 * JOBS_PER_PAGE), page: 3, pages: 3 });
  });

  it('shows the last page for one past the end (a filter that shortened a shared link’s list)', () => {
    expect(jobsPage(jobs, 9).page).toBe(3);
    expect(jobsPage([], 4)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
