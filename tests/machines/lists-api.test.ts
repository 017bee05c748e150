import { describe, expect, it } from 'vitest';
import { fetchList } from '../../machines/api/lists';
import { useFakeFetch } from './support/fake-fetch';

/** The public lists against a fake fetch: spec §7's answers in, the screens' names out. */
const fake = useFakeFetch();

const list = (data: unknown[]) => () =>
  new Response(JSON.stringify({ status: 'success', data }), {
    headers: { 'content-type': 'application/json' },
  });

describe('list calls', () => {
  it('a job: title, location, last date, and a link that always has http(s)://', async () => {
    fake.answers = {
      '/api/govt_jobs': list([
        {
          id: 3,
          organisation: 'SSC',
          jobstitle: 'Combined Graduate Level',
          joblocation: 'All India',
          qualification: 'Any Graduate',
          vacancies: 17727,
          lastdate: '2027-01-24',
          weblink: 'ssc.gov.in',
        },
      ]),
    };
    expect(await fetchList({ source: 'govtJobs' })).toEqual([
      {
        id: 3,
        organisation: 'SSC',
        title: 'Combined Graduate Level',
        location: 'All India',
        qualification: 'Any Graduate',
        vacancies: 17727,
        lastDate: '2027-01-24',
        link: 'https://ssc.gov.in',
      },
    ]);
  });

  it('a past paper: the exam (missing for some RRB papers) and the paper', async () => {
    fake.answers = {
      '/api/rrb': list([
        { exam_id: 1, exam_paper: 'RRB NTPC', exampaper_name: 'CBT 1, 2024' },
        { exam_id: 2, exam_paper: null, exampaper_name: 'Group D, 2022' },
      ]),
    };
    expect(await fetchList({ source: 'rrb' })).toEqual([
      { id: 1, exam: 'RRB NTPC', paper: 'CBT 1, 2024' },
      { id: 2, exam: null, paper: 'Group D, 2022' },
    ]);
  });

  it('states and qualifications are their names', async () => {
    fake.answers = {
      '/api/states': list([{ state_name: 'Bihar' }, { state_name: 'Goa' }]),
      '/api/qualification': list([{ qualification_name: 'Graduate' }]),
    };
    expect(await fetchList({ source: 'states' })).toEqual(['Bihar', 'Goa']);
    expect(await fetchList({ source: 'qualifications' })).toEqual(['Graduate']);
  });
});
