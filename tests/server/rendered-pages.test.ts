import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openPgliteCopy, useDatabase } from './support/databases';
import { recordingLogger } from './support/logger';
import * as v from 'valibot';
import { QuizResponse, SERVED_DRAW_ID, UNANSWERED } from '../../contract/quiz';
import {
  getSession,
  postJson,
  sessionToken,
  signup,
  signupFields,
  uniqueEmail,
  withSession,
} from './support/accounts';

// Public pages rendered on the server (issue 21), against a fake build: index.html, the manifest, and a
// page renderer standing in for src/entry-server.tsx, with the real API behind it.

const INDEX =
  '<!doctype html><html lang="en"><head><title>ParikshaPath</title><script type="module" src="/assets/shell-1.js"></script><link rel="stylesheet" crossorigin href="/assets/shell-1.css"></head><body><div id="root"></div></body></html>';

const MANIFEST = {
  'src/screens/Jobs.tsx': { file: 'assets/Jobs-2.js', imports: ['_shell.js'], css: ['assets/Jobs-2.css'] },
  '_shell.js': { file: 'assets/shell-1.js' },
  'src/screens/Quiz.tsx': {
    file: 'assets/Quiz-3.js',
    imports: ['_shell.js', '_QuizRun-4.js'],
    css: ['assets/Quiz-3.css'],
  },
  '_QuizRun-4.js': { file: 'assets/QuizRun-4.js', imports: ['_shell.js'] },
};

// Counts its renders in a global, lists the jobs it was given, and stands for the three outcomes:
// a page, a page for candidates (the shell), and a failure.
const RENDERER = `
export async function renderPage(url, listAnswers, language, member) {
  globalThis.__renders = (globalThis.__renders ?? 0) + 1;
  if (url.startsWith('/history')) return { kind: 'shell' };
  if (url.startsWith('/aptitude/percentage'))
    return {
      kind: 'shell',
      screens: ['Quiz'],
      language,
      pending: '<p role="status">Loading the page…</p>',
      ...(member && { drawPath: '/api/aptitude/percentage/level1' }),
    };
  if (url.startsWith('/boom')) throw new Error('the renderer broke');
  const jobs = await listAnswers('/api/govt_jobs');
  return {
    kind: 'page',
    status: url.startsWith('/nowhere') ? 404 : 200,
    language,
    html: '<title>Government jobs | ParikshaPath</title><h1>Government Jobs</h1><p>' + jobs.data.length + ' jobs</p>',
    pageData: { lists: { govtJobs: jobs }, renderedFor: { language } },
    screens: ['Jobs'],
  };
}
`;

let top: string;
let app: ReturnType<typeof createApp>;
const logger = recordingLogger();
const database = useDatabase(openPgliteCopy);
const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

/** The quiz screen's stylesheet, as the fake build writes it. */
const QUIZ_CSS = '.quiz{color:green}';

beforeAll(async () => {
  top = await mkdtemp(join(tmpdir(), 'examprep-rendered-'));
  const dist = join(top, 'dist');
  await mkdir(join(dist, '.server'), { recursive: true });
  await mkdir(join(dist, '.vite'), { recursive: true });
  await writeFile(join(dist, 'index.html'), INDEX);
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'assets', 'shell-1.css'), '.shell{color:red}\n');
  await writeFile(join(dist, 'assets', 'Jobs-2.css'), '.jobs{color:blue}\n');
  await writeFile(join(dist, 'assets', 'Quiz-3.css'), `${QUIZ_CSS}\n`);
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(join(dist, '.server', 'entry-server.js'), RENDERER);
  app = createApp({ db: database().db, config: { distDir: dist, trustProxy: false }, logger });
});

afterAll(async () => {
  await rm(top, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('a public page', () => {
  it('arrives as HTML with its content, title, files and the list it was rendered with, as the API serves it', async () => {
    const response = await get('/jobs?q=ssc');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const html = await response.text();
    const jobs = await (await get('/api/govt_jobs')).json();
    expect(jobs.data.length).toBeGreaterThan(0);
    expect(html).toContain(`<div id="root"><h1>Government Jobs</h1><p>${jobs.data.length} jobs</p></div>`);
    expect(html).toContain('<head><title>Government jobs | ParikshaPath</title>');
    // Its CSS, the shell's and the screen's, is in the page, allowed by the page's policy and nothing
    // more; the files themselves are named by links that load nothing.
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1];
    expect(style).toBe('.shell{color:red}\n.jobs{color:blue}');
    const hash = createHash('sha256').update(style!).digest('base64');
    expect(response.headers.get('Content-Security-Policy')).toContain(`style-src 'self' 'sha256-${hash}';`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Jobs-2.css" disabled>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-1.css" disabled>');
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/Jobs-2.js">',
    );
    expect(html).not.toContain('href="/assets/shell-1.js"'); // the template loads it already
    const data = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data!).lists.govtJobs).toEqual(jobs);
  });

  it('comes as brotli when accepted, and a matching ETag gets a 304', async () => {
    const plain = await (await get('/jobs')).text();
    const response = await get('/jobs', { 'Accept-Encoding': 'gzip, br' });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(plain);
    const etag = response.headers.get('ETag')!;
    const again = await get('/jobs', { 'Accept-Encoding': 'gzip, br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // The browser keeps the page with the 304's headers: its policy still allows the page's <style>.
    expect(again.headers.get('Content-Security-Policy')).toBe(
      response.headers.get('Content-Security-Policy'),
    );
    expect(again.headers.get('Content-Security-Policy')).toMatch(/style-src 'self' 'sha256-/);
  });

  it('is rendered once for a crowd within its lifetime', async () => {
    await get('/currentaffairs');
    const before = renders();
    await Promise.all(Array.from({ length: 20 }, () => get('/currentaffairs')));
    expect(renders()).toBe(before);
  });

  it('is rendered in the language its cookie names, and says the answer depends on it', async () => {
    const hindi = await get('/jobs', { Cookie: 'lang=hi' });
    expect(hindi.headers.get('Vary')).toBe('Accept-Encoding, Cookie');
    const html = await hindi.text();
    expect(html).toContain('"renderedFor":{"language":"hi"}');
    expect(html).toContain('<html lang="hi">');
    // Anything else is English.
    expect(await (await get('/jobs', { Cookie: 'lang=fr' })).text()).toContain(
      '"renderedFor":{"language":"en"}',
    );
  });

  it('a page the router does not know keeps its 404 status', async () => {
    const response = await get('/nowhere');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Government Jobs</h1>');
  });
});

describe('the empty shell', () => {
  it('is what a page for candidates gets: the browser renders it', async () => {
    const response = await get('/history');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
    // It links its CSS, and its policy allows no inline style.
    expect(response.headers.get('Content-Security-Policy')).toContain("style-src 'self';");
  });

  it("is what a candidate's page gets, with its CSS inline and its screen's code on the way", async () => {
    const response = await get('/aptitude/percentage/instructions/levelpage/level1');
    expect(response.status).toBe(200);
    const html = await response.text();
    // What the router shows while a page's code arrives, until the app renders the page.
    expect(html).toContain('<div id="root"><p role="status">Loading the page…</p></div>');
    expect(html).not.toContain('page-data');
    // The shell's and the screen's CSS in one <style> (the notice paints without waiting for a file),
    // each file named by a disabled link so the app's loader does not fetch it again.
    const css = `.shell{color:red}\n${QUIZ_CSS}`;
    expect(html).toContain(
      `<style>${css}</style>` +
        '<link rel="stylesheet" crossorigin href="/assets/shell-1.css" disabled>' +
        '<link rel="stylesheet" crossorigin href="/assets/Quiz-3.css" disabled>' +
        '<link rel="modulepreload" crossorigin href="/assets/QuizRun-4.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Quiz-3.js"></head>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
    const hash = createHash('sha256').update(css).digest('base64');
    expect(response.headers.get('Content-Security-Policy')).toContain(`style-src 'self' 'sha256-${hash}';`);
  });

  it("is what a member's topic test gets with the test drawn for them, kept by no shared cache", async () => {
    const email = uniqueEmail('rendered-draw');
    const token = sessionToken(await signup(app, signupFields({ email })));
    const response = await get('/aptitude/percentage/instructions/levelpage/level1', withSession(token));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/^private/);
    const html = await response.text();
    const served = new RegExp(
      `<div id="root">[^]*?</div><script id="${SERVED_DRAW_ID}" type="application/json" data-path="/api/aptitude/percentage/level1">(.*?)</script>`,
    ).exec(html)?.[1];
    expect(served).toBeDefined();
    // The API's own answer, for this member: a draw the quiz's schema reads, without the answers.
    const draw = v.parse(QuizResponse, JSON.parse(served!));
    expect(draw.data.length).toBeGreaterThan(0);
    expect(served).not.toMatch(/"(answer|correct_answer|right_answer)"/);
    // Drawn for this member: it is scored when they submit it.
    const submitted = await postJson(
      app,
      '/api/reasoning/result',
      {
        subject_id: 'percentage',
        question_id: draw.data.map((q) => q.id),
        right_answer: draw.data.map(() => UNANSWERED),
        level: 'Level 1',
        total_question: draw.data.length,
        user_id: (await (await getSession(app, token)).json()).data.user_id,
        attempt_id: String(Date.now()),
        attempt_time: new Date().toISOString(),
      },
      withSession(token),
    );
    expect(submitted.status).toBe(200);
    // A visitor's shell has no draw in it.
    expect(await (await get('/aptitude/percentage/instructions/levelpage/level1')).text()).not.toContain(
      SERVED_DRAW_ID,
    );
  });

  it('is what a page whose rendering failed gets, and the failure is logged', async () => {
    const response = await get('/boom');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
    expect(logger.lines.some((line) => line.startsWith('ERROR Rendering /boom failed'))).toBe(true);
  });
});

describe('the build beside the client', () => {
  it('the renderer and the manifest are never served', async () => {
    for (const path of ['/.server/entry-server.js', '/.vite/manifest.json', '/%2eserver/entry-server.js']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      const body = await response.text();
      expect(body).not.toContain('renderPage');
      expect(body).not.toContain('src/screens');
    }
  });
});
