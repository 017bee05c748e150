import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Job } from '../../contract/lists';
import { jobFromWire, type JobOpening } from '../../machines/api/lists';
import { filterJobs, jobMatches, type JobFilter } from '../../machines/job-filter';

/** A job as the server sends it (spec §3's names), as the list holds it. */
const job = (overrides: Partial<Job>): JobOpening =>
  jobFromWire({
    id: 1,
    organisation: 'SSC',
    jobstitle: 'Combined Graduate Level',
    joblocation: 'All India',
    qualification: 'Any Graduate',
    vacancies: 100,
    lastdate: '2027-01-24',
    weblink: 'ssc.gov.in',
    ...overrides,
  });

const none: JobFilter = { query: '', states: [], qualifications: [] };

// prettier-ignore
const jobs: JobOpening[] = [
  job({ id: 1 }),
  job({ id: 2, organisation: 'BPSC', jobstitle: 'School Teacher', joblocation: 'Bihar', qualification: 'B.Ed, D.El.Ed' }),
  job({ id: 3, organisation: 'Bihar Police (CSBC)', jobstitle: 'Constable', joblocation: 'Bihar', qualification: '12th Pass' }),
  job({ id: 4, organisation: 'Delhi Police', jobstitle: 'Head Constable', joblocation: 'Delhi', qualification: '12th Pass' }),
  job({ id: 5, organisation: 'UPPSC', jobstitle: 'PCS', joblocation: 'Uttar Pradesh', qualification: 'Graduate' }),
];
const ids = (filter: Partial<JobFilter>) => filterJobs(jobs, { ...none, ...filter }).map((j) => j.id);

describe('job filter (spec §5)', () => {
  it('without a search or a choice every job shows, in order', () => {
    expect(ids({})).toEqual([1, 2, 3, 4, 5]);
  });

  it('searches title, organisation, qualification and location, ignoring case and outer spaces', () => {
    expect(ids({ query: 'CONSTABLE' })).toEqual([3, 4]); // title
    expect(ids({ query: 'bpsc' })).toEqual([2]); // organisation
    expect(ids({ query: 'd.el.ed' })).toEqual([2]); // qualification
    expect(ids({ query: ' uttar ' })).toEqual([5]); // location
    expect(ids({ query: 'police' })).toEqual([3, 4]);
    expect(ids({ query: 'nothing like this' })).toEqual([]);
  });

  it('does not search the other fields (the link, the date)', () => {
    expect(ids({ query: 'gov.in' })).toEqual([]);
    expect(ids({ query: '2027' })).toEqual([]);
  });

  it('a state matches when the location contains any chosen state, ignoring case (or is All India)', () => {
    expect(ids({ states: ['Bihar'] })).toEqual([1, 2, 3]);
    expect(ids({ states: ['bihar', 'DELHI'] })).toEqual([1, 2, 3, 4]);
  });

  it('a job open to all of India matches every state, as the job alerts count it (design §6)', () => {
    expect(ids({ states: ['Goa'] })).toEqual([1]);
    expect(ids({ query: 'ssc', states: ['Bihar'], qualifications: ['Graduate'] })).toEqual([1]);
  });

  it('every word of the search must be found, in any field and any order', () => {
    expect(ids({ query: 'ssc graduate' })).toEqual([1]); // organisation + title
    expect(ids({ query: 'graduate ssc' })).toEqual([1]);
    expect(ids({ query: 'constable bihar' })).toEqual([3]); // title + location
    expect(ids({ query: 'constable  ,  delhi' })).toEqual([4]);
    expect(ids({ query: 'constable goa' })).toEqual([]);
  });

  it('an exam’s short name finds its full title (the listings’ CGL, NTPC, …)', () => {
    expect(ids({ query: 'SSC CGL' })).toEqual([1]);
    expect(ids({ query: 'cgl' })).toEqual([1]);
    const more = [
      job({ id: 6, organisation: 'RRB', jobstitle: 'Non-Technical Popular Categories (Graduate) 2027' }),
      job({ id: 7, organisation: 'RRB', jobstitle: 'Assistant Loco Pilot (CEN 01/2027)' }),
      job({ id: 8, organisation: 'SSC', jobstitle: 'Constable (GD) in CAPFs, SSF and Assam Rifles 2027' }),
    ];
    const found = (query: string) => filterJobs(more, { ...none, query }).map((j) => j.id);
    expect(found('rrb ntpc')).toEqual([6]);
    expect(found('ALP')).toEqual([7]);
    expect(found('ssc gd')).toEqual([8]); // the title carries the short name itself
    // Words that name Object's own properties are plain words (fast-check found "__proto__").
    expect(found('constructor')).toEqual([]);
    expect(found('__proto__ toString')).toEqual([]);
  });

  it('a qualification matches when the job’s qualification contains any chosen one', () => {
    expect(ids({ qualifications: ['12th Pass'] })).toEqual([3, 4]);
    // 'Graduate' is contained in 'Any Graduate' too.
    expect(ids({ qualifications: ['Graduate'] })).toEqual([1, 5]);
    expect(ids({ qualifications: ['B.Ed', 'Graduate'] })).toEqual([1, 2, 5]);
  });

  it('search, states and qualifications combine with AND', () => {
    expect(ids({ query: 'constable', states: ['Bihar'] })).toEqual([3]);
    expect(ids({ states: ['Bihar'], qualifications: ['12th Pass'] })).toEqual([3]);
    expect(ids({ query: 'teacher', states: ['Delhi'] })).toEqual([]);
  });
});

describe('job filter: properties', () => {
  const text = fc.string({ maxLength: 12 });
  const arbJob = fc.record({
    id: fc.nat(),
    organisation: text,
    title: text,
    location: text,
    qualification: text,
    vacancies: fc.nat(),
    lastDate: fc.constant('2027-01-01'),
    link: text,
  });
  const arbFilter = fc.record({
    query: fc.string({ maxLength: 4 }),
    states: fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
    qualifications: fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  });

  it('keeps a subsequence of the jobs, and exactly those that match', () => {
    fc.assert(
      fc.property(fc.array(arbJob, { maxLength: 10 }), arbFilter, (list, filter) => {
        const kept = filterJobs(list, filter);
        expect(kept).toEqual(list.filter((j) => jobMatches(j, filter)));
      }),
    );
  });

  it('is the AND of the three filters taken one at a time', () => {
    fc.assert(
      fc.property(arbJob, arbFilter, (j, filter) => {
        const alone = [
          jobMatches(j, { ...none, query: filter.query }),
          jobMatches(j, { ...none, states: filter.states }),
          jobMatches(j, { ...none, qualifications: filter.qualifications }),
        ];
        expect(jobMatches(j, filter)).toBe(alone.every(Boolean));
      }),
    );
  });

  it('ignores case: upper-casing the search or the choices changes nothing', () => {
    fc.assert(
      fc.property(arbJob, arbFilter, (j, filter) => {
        const upper = {
          query: filter.query.toUpperCase(),
          states: filter.states.map((s) => s.toUpperCase()),
          qualifications: filter.qualifications.map((s) => s.toUpperCase()),
        };
        // toUpperCase and toLowerCase do not round-trip for every code point (ß, ǅ): keep to ASCII.
        fc.pre(
          [filter.query, ...filter.states, ...filter.qualifications].every((s) => /^[\x20-\x7e]*$/.test(s)),
        );
        expect(jobMatches(j, upper)).toBe(jobMatches(j, filter));
      }),
    );
  });

  it('a job always matches its own title, its own location as a state and its own qualification', () => {
    fc.assert(
      fc.property(arbJob, (j) => {
        expect(
          jobMatches(j, { query: j.title, states: [j.location], qualifications: [j.qualification] }),
        ).toBe(true);
      }),
    );
  });

  it('the order of the search words does not matter, and another word never finds more', () => {
    const word = fc.stringMatching(/^[a-z]{1,3}$/);
    fc.assert(
      fc.property(arbJob, fc.array(word, { minLength: 1, maxLength: 3 }), word, (j, words, extra) => {
        const query = (list: string[]) => ({ ...none, query: list.join(' ') });
        expect(jobMatches(j, query([...words].reverse()))).toBe(jobMatches(j, query(words)));
        if (!jobMatches(j, query(words))) expect(jobMatches(j, query([...words, extra]))).toBe(false);
      }),
    );
  });

  it('adding a choice never hides a job (choices within one filter are OR)', () => {
    fc.assert(
      fc.property(arbJob, arbFilter, fc.string({ maxLength: 4 }), (j, filter, extra) => {
        fc.pre(filter.states.length > 0);
        if (jobMatches(j, filter))
          expect(jobMatches(j, { ...filter, states: [...filter.states, extra] })).toBe(true);
      }),
    );
  });
});
