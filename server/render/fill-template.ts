import type { PageAssets } from './assets';

/**
 * The built index.html with a rendered page in it (issue 21): the page's markup in #root, its title in
 * place of the template's, its screens' CSS and code linked in <head>, and the data it was rendered
 * with as JSON for the browser to take over with (src/page-data.ts).
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

export function fillTemplate(template: string, page: RenderedContent, assets: PageAssets): string {
  if (!template.includes(ROOT)) throw new Error('index.html has no empty #root element');
  const title = LEADING_TITLE.exec(page.html);
  const body = title ? page.html.slice(title[0].length) : page.html;
  const head = [
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...assets.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
    ),
  ].join('');
  let filled = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.language}"`)
    // The page is readable without its code: its CSS and pictures go first on a weak signal, and
    // the code that takes it over follows.
    .replaceAll(
      '<script type="module" crossorigin src=',
      '<script type="module" crossorigin fetchpriority="low" src=',
    );
  if (title) filled = filled.replace(TEMPLATE_TITLE, () => title[0]);
  filled = filled.replace('</head>', () => `${head}</head>`);
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
