import { createHash } from 'node:crypto';
import { SERVED_DRAW_ID } from '../../contract/quiz';
import type { PageAssets } from './assets';

/**
 * The built index.html with a rendered page in it (issue 21): the page's markup in #root, its title in
 * place of the template's, its CSS written into <head>, its screens' code preloaded there, and the
 * data it was rendered with as JSON for the browser to take over with (src/page-data.ts).
 *
 * The CSS is inline, not linked: on a weak signal each stylesheet costs a round trip and shares the
 * line with the scripts, and the first paint waits for all of them (about a second on 400 kbit/s).
 * Each inlined file is still named by a `disabled` link, which the browser neither fetches nor
 * applies: the app's loader (Vite's preload helper) sees the file as loaded and does not fetch it
 * again when the app takes the page over. The page's Content-Security-Policy allows this one <style>
 * by its hash (`styleHash` below; server/http/security-headers.ts).
 */
export interface RenderedContent {
  /** The language the page is written in: the document's `lang`. */
  readonly language: string;
  /** React's output for #root; a page's <title> comes first in it (React hoists it there). */
  readonly html: string;
  readonly pageData: unknown;
}

const ROOT = '<div id="root"></div>';
const LEADING_TITLE = /^<title>([\s\S]*?)<\/title>/;
const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>/;

/** The template's own stylesheets (the shell's), as Vite links them. */
const TEMPLATE_STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** The stylesheets the template links, in order: the page inlines them with its own. */
export function templateStyles(template: string): string[] {
  return [...template.matchAll(TEMPLATE_STYLESHEET)].map((match) => match[1]!);
}

/** The value of a CSP hash source for this <style> text (`'sha256-…'`). */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
}

/**
 * `assets.styles` are every stylesheet of the page, the template's first; `css` is their text, in that
 * order, which goes into one <style>.
 */
export function fillTemplate(
  template: string,
  page: RenderedContent,
  assets: PageAssets & { readonly css: string },
): string {
  const title = LEADING_TITLE.exec(page.html);
  const body = title ? page.html.slice(title[0].length) : page.html;
  let filled = withHead(template, page.language, assets, 'low')
    // The page is readable without its code: its CSS and pictures go first on a weak signal, and
    // the code that takes it over follows.
    .replaceAll(
      '<script type="module" crossorigin src=',
      '<script type="module" crossorigin fetchpriority="low" src=',
    );
  if (title) filled = filled.replace(TEMPLATE_TITLE, () => title[0]);
  return filled.replace(
    ROOT,
    () =>
      `<div id="root">${body}</div><script id="page-data" type="application/json">${scriptSafeJson(page.pageData)}</script>`,
  );
}

/** JSON that cannot end its <script> element or open a comment in it: every `<` is written `\u003c`. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The shell for a page the browser renders (a candidate's), with all its CSS inline as a rendered
 * page has it (the shell's and its screens'), its screens' code preloaded, so it loads beside the
 * app's own code instead of after it has run, and the loading notice in #root (in the page's
 * language), which the app replaces when it renders: the notice paints without waiting for a file.
 */
export function shellWithPreloads(
  template: string,
  assets: PageAssets & { readonly css: string },
  pending: {
    readonly language: string;
    readonly html: string;
    /** A test drawn for the member, as the API answered its path (machines/api/quiz.ts takes it). */
    readonly draw?: { readonly path: string; readonly body: unknown };
  },
): string {
  const { draw } = pending;
  const drawScript = draw
    ? `<script id="${SERVED_DRAW_ID}" type="application/json" data-path="${escapeAttribute(draw.path)}">${scriptSafeJson(draw.body)}</script>`
    : '';
  return withHead(template, pending.language, assets, 'auto').replace(
    ROOT,
    () => `<div id="root">${pending.html}</div>${drawScript}`,
  );
}

/** Text for a double-quoted attribute. */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The template in `language`, its stylesheet links replaced by the page's CSS inline (each file named
 * by a disabled link, see above) and its screens' code preloaded at this priority.
 */
function withHead(
  template: string,
  language: string,
  assets: PageAssets & { readonly css: string },
  priority: 'low' | 'auto',
): string {
  if (!template.includes(ROOT)) throw new Error('index.html has no empty #root element');
  if (/<\/style/i.test(assets.css)) throw new Error('a stylesheet holds "</style": it cannot be inlined');
  const fetchPriority = priority === 'low' ? ' fetchpriority="low"' : '';
  const head = [
    `<style>${assets.css}</style>`,
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`),
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin${fetchPriority} href="${href}">`),
  ].join('');
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(TEMPLATE_STYLESHEET, '')
    .replace('</head>', () => `${head}</head>`);
}
