import type { Page } from '@playwright/test';
import type { Job } from '../../contract/lists';
import { jobFromWire } from '../../machines/api/lists';
import { filterJobs, type JobFilter } from '../../machines/job-filter';
import { JOBS_PER_PAGE } from '../../src/jobs-page';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/console';
import { isPhone } from './support/nav';

/**
 * /jobs: the search and the state and qualification filters (spec §2, §5), kept in the URL. What the
 * page shows is checked against the server's own list, filtered by the rule of spec §5.
 */
async function serverJobs(page: Page): Promise<Job[]> {
  const response = await page.request.get('/api/govt_jobs');
  return ((await response.json()) as { data: Job[] }).data;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
/** The list shows JOBS_PER_PAGE cards a page (issue 16): what the first page holds. */
const onFirstPage = (count: number) => Math.min(count, JOBS_PER_PAGE);
const firstPage = (titles: readonly string[]) => titles.slice(0, JOBS_PER_PAGE);
const titlesShown = async (page: Page) =>
  (await cards(page).getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim());
const expectedTitles = (jobs: Job[], filter: Partial<JobFilter>) =>
  filterJobs(jobs.map(jobFromWire), { query: '', states: [], qualifications: [], ...filter }).map(
    (job) => job.title,
  );

/** The search params as the page wrote them. */
function searchOf(page: Page) {
  const params = new URL(page.url()).searchParams;
  const list = (key: string) => (params.has(key) ? (JSON.parse(params.get(key)!) as string[]) : undefined);
  return { q: params.get('q') ?? undefined, state: list('state'), qualification: list('qualification') };
}

/** Below 1024 px the filters fold away behind a Filters button: open them there. */
async function showFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if (isPhone(page)) {
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: /^State/ })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  } else {
    await expect(toggle).toBeHidden();
  }
  await expect(page.getByRole('group', { name: /^State/ })).toBeVisible();
}

test.describe('government jobs', () => {
  test('the search box filters across title, organisation, qualification and location, in the URL', async ({
    page,
  }) => {
    const jobs = await serverJobs(page);
    await page.goto('/jobs');
    await expect(cards(page)).toHaveCount(onFirstPage(jobs.length));
    const search = page.getByRole('searchbox', { name: 'Search jobs' });

    await search.fill('CONSTABLE');
    const expected = expectedTitles(jobs, { query: 'CONSTABLE' });
    expect(expected.length).toBeGreaterThan(1);
    await expect(cards(page)).toHaveCount(onFirstPage(expected.length));
    expect(await titlesShown(page)).toEqual(firstPage(expected));
    await expect(page).toHaveURL(/[?&]q=CONSTABLE/);
    await expect(page.getByRole('status').filter({ hasText: 'jobs' })).toHaveText(
      `${expected.length} of ${jobs.length} jobs`,
    );

    // A location and an organisation are searched too.
    await search.fill('tamil nadu');
    await expect(cards(page)).toHaveCount(onFirstPage(expectedTitles(jobs, { query: 'tamil nadu' }).length));
    await search.fill('bpsc');
    expect(await titlesShown(page)).toEqual(firstPage(expectedTitles(jobs, { query: 'bpsc' })));

    // Typing replaced the entry each time: Back leaves the page instead of undoing keystrokes.
    await page.reload();
    await expect(search).toHaveValue('bpsc');
    expect(await titlesShown(page)).toEqual(firstPage(expectedTitles(jobs, { query: 'bpsc' })));

    await search.fill('no job is called this');
    await expect(page.getByText('No jobs found matching your criteria.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all jobs' }).click();
    await expect(cards(page)).toHaveCount(onFirstPage(jobs.length));
    await expect(search).toHaveValue('');
    expect(searchOf(page).q).toBeUndefined();
  });

  test('state and qualification filters combine, survive a reload and clear with Clear All', async ({
    page,
  }) => {
    const jobs = await serverJobs(page);
    await page.goto('/');
    await page.goto('/jobs');
    await expect(cards(page)).toHaveCount(onFirstPage(jobs.length));
    await showFilters(page);
    const states = page.getByRole('group', { name: /^State/ });
    const qualifications = page.getByRole('group', { name: /^Qualification/ });

    await states.getByRole('checkbox', { name: 'Bihar' }).check();
    await states.getByRole('checkbox', { name: 'Delhi' }).check();
    expect(await titlesShown(page)).toEqual(firstPage(expectedTitles(jobs, { states: ['Bihar', 'Delhi'] })));
    await expect.poll(() => searchOf(page).state).toEqual(['Bihar', 'Delhi']);

    await qualifications.getByRole('checkbox', { name: '12th Pass', exact: true }).check();
    const both = expectedTitles(jobs, { states: ['Bihar', 'Delhi'], qualifications: ['12th Pass'] });
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(expectedTitles(jobs, { states: ['Bihar', 'Delhi'] }).length);
    await expect(cards(page)).toHaveCount(onFirstPage(both.length));
    expect(await titlesShown(page)).toEqual(firstPage(both));
    await expect.poll(() => searchOf(page).qualification).toEqual(['12th Pass']);

    // The filter lists scroll within about 12 rem.
    const list = states.getByRole('list');
    const box = await list.evaluate((el) => ({
      height: el.clientHeight,
      scroll: el.scrollHeight,
      rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
    }));
    expect(box.height).toBeLessThanOrEqual(12 * box.rem + 1);
    expect(box.scroll).toBeGreaterThan(box.height);

    await page.reload();
    await showFilters(page);
    await expect(states.getByRole('checkbox', { name: 'Bihar' })).toBeChecked();
    await expect(states.getByRole('checkbox', { name: 'Delhi' })).toBeChecked();
    await expect(qualifications.getByRole('checkbox', { name: '12th Pass', exact: true })).toBeChecked();
    expect(await titlesShown(page)).toEqual(firstPage(both));

    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('constable');
    expect(await titlesShown(page)).toEqual(
      firstPage(
        expectedTitles(jobs, {
          query: 'constable',
          states: ['Bihar', 'Delhi'],
          qualifications: ['12th Pass'],
        }),
      ),
    );

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(cards(page)).toHaveCount(onFirstPage(jobs.length));
    await expect(states.getByRole('checkbox', { name: 'Bihar' })).not.toBeChecked();
    await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
    await expect.poll(() => new URL(page.url()).search).toBe('');

    // Filter changes replace the entry too: Back leaves /jobs.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('at 360 px, "ssc cgl" with Bihar and Graduate finds SSC CGL, open to all of India', async ({
    page,
  }) => {
    // The candidate of issue 22: SSC CGL is open to all of India, so a Bihar candidate must see it.
    const jobs = await serverJobs(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/jobs');
    const cgl = cards(page).filter({ hasText: 'Combined Graduate Level Examination 2027' });
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('ssc cgl');
    await expect(cgl).toHaveCount(1);
    // SSC's CGL, and a state commission's graduate-level exam whose name contains "SSC" (JSSC).
    const found = expectedTitles(jobs, { query: 'ssc cgl' });
    expect(found[0]).toMatch(/^Combined Graduate Level Examination 2027/);
    expect(found.length).toBeLessThanOrEqual(2);
    await expect(cards(page)).toHaveCount(onFirstPage(found.length));
    expect(await titlesShown(page)).toEqual(firstPage(found));

    await page.getByRole('button', { name: /^Filters/ }).click();
    const states = page.getByRole('group', { name: /^State/ });
    await expect(states.getByText('Jobs open to all of India are always included.')).toBeVisible();
    await states.getByRole('checkbox', { name: 'Bihar' }).check();
    await page
      .getByRole('group', { name: /^Qualification/ })
      .getByRole('checkbox', { name: 'Graduate', exact: true })
      .check();
    await expect(cgl).toBeVisible();
    await expect(cgl).toContainText('All India');
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('a shared link opens the same list; junk in it is ignored', async ({ page }) => {
    const jobs = await serverJobs(page);
    await page.goto('/jobs?state=Bihar&qualification=%5B%22B.Ed%22%5D&sort=new&q=%20');
    const expected = expectedTitles(jobs, { states: ['Bihar'], qualifications: ['B.Ed'] });
    expect(expected.length).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(onFirstPage(expected.length));
    expect(await titlesShown(page)).toEqual(firstPage(expected));

    await page.goto('/jobs?state=Atlantis');
    await expect(cards(page)).toHaveCount(onFirstPage(jobs.length));
  });

  test('each card shows the job and links to its page in a new tab, with https:// added where missing', async ({
    page,
  }) => {
    const jobs = await serverJobs(page);
    const bare = jobs.find((job) => !/^https?:\/\//.test(job.weblink))!;
    await page.goto(`/jobs?q=${encodeURIComponent(bare.jobstitle)}`);
    const card = cards(page).filter({ hasText: bare.jobstitle }).first();
    await expect(card.getByText(bare.organisation, { exact: true })).toBeVisible();
    await expect(card.getByText(bare.joblocation, { exact: true })).toBeVisible();
    await expect(card.getByText(bare.qualification, { exact: true })).toBeVisible();
    await expect(card.getByText(`${bare.vacancies} Posts`)).toBeVisible();
    await expect(card.getByText('Last Date')).toBeVisible();
    await expect(card.getByText('Last updated: Today')).toBeVisible();
    const link = card.getByRole('link', { name: /View Details/ });
    await expect(link).toHaveAttribute('href', `https://${bare.weblink}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('past 20 jobs the list has pages: Next and Previous land on the list, a page can be shared, a filter starts again at page 1', async ({
    page,
  }) => {
    const jobs = await serverJobs(page);
    const titles = expectedTitles(jobs, {});
    const pages = Math.ceil(titles.length / JOBS_PER_PAGE);
    expect(pages, 'the seeded jobs fill more than one page').toBeGreaterThan(1);
    await page.goto('/jobs');
    const nav = page.getByRole('navigation', { name: 'Pages of jobs' });
    await expect(nav).toContainText(`Page 1 of ${pages}`);
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Next' }).click();
    await expect(nav).toContainText(`Page 2 of ${pages}`);
    expect(await titlesShown(page)).toEqual(titles.slice(JOBS_PER_PAGE, 2 * JOBS_PER_PAGE));
    // The list's heading is in view, not the top of the page.
    await expect(page.getByRole('heading', { level: 2, name: 'Latest openings' })).toBeInViewport();
    await expect(page.getByRole('status').filter({ hasText: 'jobs' })).toHaveText(`${jobs.length} jobs`);

    // A shared link opens the same page.
    await page.goto(`/jobs?page=${pages}`);
    await expect.poll(() => titlesShown(page)).toEqual(titles.slice((pages - 1) * JOBS_PER_PAGE));
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Previous' }).click();
    await expect(nav).toContainText(`Page ${pages - 1} of ${pages}`);

    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('constable');
    await expect.poll(() => new URL(page.url()).searchParams.has('page')).toBe(false);
    await expect
      .poll(() => titlesShown(page))
      .toEqual(firstPage(expectedTitles(jobs, { query: 'constable' })));
  });

  test('the page, with its filters open, passes axe', async ({ page }) => {
    await page.goto('/jobs');
    await expect(cards(page).first()).toBeVisible();
    await showFilters(page);
    await expect(
      page
        .getByRole('group', { name: /^Qualification/ })
        .getByRole('checkbox')
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
