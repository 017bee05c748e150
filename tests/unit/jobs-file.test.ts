import { describe, expect, it } from 'vitest';
import { formatOf, parseJobsFile } from '../../server/jobs/import-file';
import { isWebLink, jobKey, validateJobRows } from '../../server/jobs/job-schema';

// What `npm run jobs -- import` reads from a file, before anything is sent to the server.

const HEADER = 'organisation,jobstitle,joblocation,qualification,vacancies,lastdate,weblink';

const parseRows = (text: string, format: 'csv' | 'json') => {
  const parsed = parseJobsFile(text, format);
  if (!parsed.ok) throw new Error(`not parsed: ${JSON.stringify(parsed.problems)}`);
  return parsed.rows;
};

describe('CSV', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and the line each record starts on', () => {
    const text = [
      HEADER,
      'UPSC,"Engineering Services, 2027",All India,B.Tech/B.E.,232,2027-02-10,upsc.gov.in',
      '"Delhi Police","Constable ""Driver""",Delhi,"12th Pass, ITI",737,2027-01-15,"https://delhipolice.gov.in"',
      '"BPSC","Assistant Professor',
      'Bihar (re-advertised)",Bihar,Post Graduate,1200,2027-03-01,bpsc.bih.nic.in',
      'KPSC,Group C,Karnataka,Graduate,15,2027-04-01,kpsc.kar.nic.in',
    ].join('\r\n');
    const rows = parseRows(text, 'csv');
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4, 6]);
    expect(rows[0]!.record).toMatchObject({
      organisation: 'UPSC',
      jobstitle: 'Engineering Services, 2027',
      vacancies: '232',
    });
    expect(rows[1]!.record).toMatchObject({
      jobstitle: 'Constable "Driver"',
      qualification: '12th Pass, ITI',
      weblink: 'https://delhipolice.gov.in',
    });
    expect(rows[2]!.record).toMatchObject({
      jobstitle: 'Assistant Professor\r\nBihar (re-advertised)',
      joblocation: 'Bihar',
    });
    expect(rows[3]!.record).toMatchObject({ organisation: 'KPSC', lastdate: '2027-04-01' });
  });

  it('takes columns in any order and case, skips blank lines, ignores a BOM and extra columns', () => {
    const text =
      '\uFEFFWebLink,LastDate,Vacancies,Qualification,JobLocation,JobsTitle,Organisation,notes\n\nssc.gov.in,2027-01-24,10,Any Graduate,All India,CGL,SSC,hello\n\n';
    const rows = parseRows(text, 'csv');
    expect(rows).toEqual([
      {
        line: 3,
        record: {
          weblink: 'ssc.gov.in',
          lastdate: '2027-01-24',
          vacancies: '10',
          qualification: 'Any Graduate',
          joblocation: 'All India',
          jobstitle: 'CGL',
          organisation: 'SSC',
          notes: 'hello',
        },
      },
    ]);
    expect(validateJobRows(rows)).toEqual({
      ok: true,
      jobs: [
        {
          organisation: 'SSC',
          jobstitle: 'CGL',
          joblocation: 'All India',
          qualification: 'Any Graduate',
          vacancies: 10,
          lastdate: '2027-01-24',
          weblink: 'ssc.gov.in',
        },
      ],
    });
  });

  it('names a missing column, a row with too many fields, and an unclosed quote by line', () => {
    expect(
      parseJobsFile(
        'organisation,jobstitle,joblocation,qualification,lastdate\nSSC,CGL,Delhi,12th Pass,2027-01-01\n',
        'csv',
      ),
    ).toEqual({
      ok: false,
      problems: [{ line: 1, message: 'the header row lacks the columns vacancies, weblink' }],
    });
    expect(
      parseJobsFile(
        `${HEADER}\nSSC,CGL,Delhi,12th Pass,10,2027-01-01,ssc.gov.in\nSSC,CGL, 2027,Delhi,12th Pass,10,2027-01-01,ssc.gov.in\n`,
        'csv',
      ),
    ).toEqual({
      ok: false,
      problems: [
        { line: 3, message: 'has 8 fields, the header has 7 (a comma inside a field needs double quotes)' },
      ],
    });
    expect(
      parseJobsFile(`${HEADER}\nSSC,CGL,Delhi,12th Pass,10,2027-01-01,ssc.gov.in\n"SSC,CGL\n`, 'csv'),
    ).toEqual({
      ok: false,
      problems: [{ line: 3, message: 'a quoted field is never closed (a " is missing)' }],
    });
    expect(parseJobsFile('', 'csv')).toEqual({
      ok: false,
      problems: [{ line: 1, message: 'the file is empty' }],
    });
    expect(parseJobsFile(`${HEADER}\n`, 'csv')).toEqual({
      ok: false,
      problems: [{ line: 1, message: 'the file has no jobs below its header' }],
    });
  });
});

describe('JSON', () => {
  it('reads an array of objects, each with the line its object starts on', () => {
    const text = `[
  {
    "organisation": "SSC", "jobstitle": "CGL [2027], {Group B}", "joblocation": "All India",
    "qualification": "Any Graduate", "vacancies": 14582, "lastdate": "2027-01-24", "weblink": "https://ssc.gov.in"
  },
  { "organisation": "RRB", "jobstitle": "ALP \\"CEN\\" 01/2027", "joblocation": "All India", "qualification": "ITI", "vacancies": "9970", "lastdate": "2027-02-19", "weblink": "rrbcdg.gov.in" },

  {"organisation": "X"}
]`;
    const rows = parseRows(text, 'json');
    expect(rows.map((row) => row.line)).toEqual([2, 6, 8]);
    expect(rows[1]!.record.jobstitle).toBe('ALP "CEN" 01/2027');
    const checked = validateJobRows(rows);
    expect(checked).toEqual({
      ok: false,
      problems: [
        {
          line: 8,
          message:
            'jobstitle is required; joblocation is required; qualification is required; vacancies is required; lastdate is required; weblink is required',
        },
      ],
    });
    expect(validateJobRows(rows.slice(0, 2))).toMatchObject({
      ok: true,
      jobs: [{ vacancies: 14582 }, { vacancies: 9970 }],
    });
  });

  it('refuses what is not a JSON array of jobs', () => {
    expect(parseJobsFile('{"jobs": []}', 'json')).toMatchObject({
      ok: false,
      problems: [{ line: 1, message: expect.stringMatching(/JSON array/) }],
    });
    expect(parseJobsFile('[{"a": 1},]', 'json')).toMatchObject({
      ok: false,
      problems: [{ line: 1, message: expect.stringMatching(/^the file is not valid JSON/) }],
    });
    expect(parseJobsFile('[]', 'json')).toEqual({
      ok: false,
      problems: [{ line: 1, message: 'the file has no jobs' }],
    });
    expect(validateJobRows(parseRows('[\n 42,\n ["SSC"]\n]', 'json'))).toEqual({
      ok: false,
      problems: [
        { line: 2, message: expect.stringMatching(/^a job must be an object/) },
        { line: 3, message: expect.stringMatching(/^a job must be an object/) },
      ],
    });
  });
});

describe('row rules', () => {
  const good = {
    organisation: 'SSC',
    jobstitle: 'CGL',
    joblocation: 'Delhi',
    qualification: 'Graduate',
    vacancies: '5',
    lastdate: '2027-01-31',
    weblink: 'ssc.gov.in',
  };
  const problemOf = (change: Record<string, unknown>) => {
    const result = validateJobRows([{ line: 7, record: { ...good, ...change } }]);
    return result.ok ? undefined : result.problems[0]!.message;
  };

  it('vacancies is a positive whole number; lastdate a real YYYY-MM-DD day; weblink a web address', () => {
    for (const vacancies of ['0', '-3', '2.5', 'ten', '', 0, 1.5])
      expect(problemOf({ vacancies }), String(vacancies)).toBe('vacancies must be a positive whole number');
    for (const lastdate of ['31-01-2027', '2027-1-31', '2027-02-30', '2027-13-01', ''])
      expect(problemOf({ lastdate }), lastdate).toMatch(/^lastdate must be a date written YYYY-MM-DD/);
    for (const weblink of [
      'javascript:alert(1)',
      'ftp://ssc.gov.in',
      'not a link',
      'localhost',
      'https://user:pw@ssc.gov.in',
    ]) {
      expect(problemOf({ weblink }), weblink).toMatch(/^weblink must be a web address/);
    }
    expect(problemOf({ organisation: '   ' })).toBe('organisation is required');
    expect(problemOf({ jobstitle: 'x'.repeat(301) })).toBe('jobstitle must be at most 300 characters');
    expect(problemOf({ vacancies: ' 12 ', weblink: 'http://ssc.gov.in/jobs?id=4' })).toBeUndefined();
  });

  it('a web link may come with or without http(s)://', () => {
    expect(['ssc.gov.in', 'https://ssc.gov.in', 'HTTP://www.upsc.gov.in/exams'].every(isWebLink)).toBe(true);
  });

  it('the natural key ignores case, spacing, the scheme and a trailing slash, but not the last date', () => {
    const job = {
      organisation: 'SSC',
      jobstitle: 'Combined  Graduate Level',
      lastdate: '2027-01-24',
      weblink: 'https://ssc.gov.in/',
    };
    expect(
      jobKey({ ...job, organisation: ' ssc ', jobstitle: 'combined graduate level', weblink: 'SSC.gov.in' }),
    ).toBe(jobKey(job));
    expect(jobKey({ ...job, lastdate: '2027-01-25' })).not.toBe(jobKey(job));
  });

  it('knows a file by its extension', () => {
    expect([formatOf('jobs.CSV'), formatOf('/x/new.json'), formatOf('jobs.xlsx')]).toEqual([
      'csv',
      'json',
      undefined,
    ]);
  });
});
