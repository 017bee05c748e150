import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { moduleAssets, screenModule, TAKE_OVER_MODULE, type BuildManifest } from './assets';
import type { Language } from '../../contract/languages';
import type { SessionUser } from '../../contract/session';
import { fillTemplate, shellWithPreloads, styleHash, templateStyles } from './fill-template';

/**
 * Public pages rendered on the server (issue 21), from the renderer the build writes beside the client
 * (`dist/.server/entry-server.js`, src/entry-server.tsx). A visitor's page is rendered once and kept
 * for PAGE_LIFETIME_MS, the public lists' own shared lifetime, so a crowd opening /jobs costs one
 * render; an import shows within that time, as it does in the lists themselves. A member's page (their
 * avatar menu in the header) is rendered for each of their requests and kept nowhere.
 */
export interface RenderedPageHtml {
  readonly status: number;
  readonly html: string;
  readonly etag: string;
  /** The CSP hash source of the page's inline <style> (server/render/fill-template.ts), if it has one. */
  readonly styleHash?: string;
  /** Rendered for one member (their name in the header): for their browser only, never a shared cache. */
  readonly personal?: boolean;
}

export interface PageRenderer {
  /**
   * The page at this URL (path and query) in this language, for the visitor or for this member (the
   * user of the request's session), as HTML: rendered, or, for a page the browser renders (a
   * candidate's), the shell with its code preloaded; undefined when the plain shell will do.
   */
  page(
    url: string,
    language: Language,
    member?: SessionUser,
    memberAnswer?: MemberAnswer,
  ): Promise<RenderedPageHtml | undefined>;
}

/**
 * How the API answers a GET of this path for the member of the page's request (their session's
 * cookie): a topic test's page comes with its draw (src/entry-server.tsx `drawPath`).
 */
export type MemberAnswer = (path: string) => Promise<unknown>;

/** What src/entry-server.tsx exports. */
interface RendererModule {
  renderPage(
    url: string,
    listAnswers: (path: string) => Promise<unknown>,
    language: Language,
    member?: SessionUser,
  ): Promise<
    | {
        kind: 'page';
        status: number;
        language: Language;
        html: string;
        pageData: unknown;
        screens: readonly string[];
      }
    | {
        kind: 'shell';
        screens?: readonly string[];
        language?: Language;
        pending?: string;
        drawPath?: string;
      }
  >;
}

export const PAGE_LIFETIME_MS = 30_000;
const MAX_PAGES = 300;

/**
 * The renderer of a build, or undefined when the build has none (development: Vite serves the client).
 * `listAnswer` answers a public list's path as the API does (the same bytes, from the lists' memory).
 */
export function pageRenderer(
  distDir: string,
  listAnswer: (path: string) => Promise<unknown>,
  now: () => number = Date.now,
): PageRenderer | undefined {
  const entryFile = join(distDir, '.server', 'entry-server.js');
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return undefined;
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  let module: Promise<RendererModule> | undefined;
  const stylesheets = new Map<string, string>();
  /** A built stylesheet's text, by its path (`/assets/…css`), read once. */
  const readStyle = (href: string) => {
    let text = stylesheets.get(href);
    if (text === undefined) {
      text = readFileSync(join(distDir, href), 'utf8').trimEnd();
      stylesheets.set(href, text);
    }
    return text;
  };
  const pages = new Map<
    string,
    { readonly builtAt: number; readonly page: Promise<RenderedPageHtml | undefined> }
  >();

  const render = async (
    url: string,
    language: Language,
    member?: SessionUser,
    memberAnswer?: MemberAnswer,
  ): Promise<RenderedPageHtml | undefined> => {
    module ??= import(pathToFileURL(entryFile).href) as Promise<RendererModule>;
    const rendered = await (await module).renderPage(url, listAnswer, language, member);
    const alreadyLoaded = (href: string) => template.includes(`"${href}"`);
    /** The assets of these modules, with the template's stylesheets first and all their CSS as text. */
    const assetsOf = (modules: readonly string[]) => {
      const assets = moduleAssets(manifest, modules, alreadyLoaded);
      const styles = [...templateStyles(template), ...assets.styles];
      return { ...assets, styles, css: styles.map(readStyle).join('\n') };
    };
    if (rendered.kind === 'shell') {
      if (!rendered.screens?.length) return undefined;
      const assets = assetsOf(rendered.screens.map(screenModule));
      // A test drawn for the member comes with the page; a draw that fails leaves it to the browser.
      const draw =
        member && memberAnswer && rendered.drawPath
          ? await memberAnswer(rendered.drawPath).then(
              (body) => ({ path: rendered.drawPath!, body }),
              () => undefined,
            )
          : undefined;
      const html = shellWithPreloads(template, assets, {
        language: rendered.language ?? language,
        html: rendered.pending ?? '',
        ...(draw && { draw }),
      });
      return {
        status: 200,
        html,
        etag: etagOf(html),
        styleHash: styleHash(assets.css),
        ...(draw && { personal: true }),
      };
    }
    const assets = assetsOf([TAKE_OVER_MODULE, ...rendered.screens.map(screenModule)]);
    const { css } = assets;
    const html = fillTemplate(template, rendered, assets);
    return {
      status: rendered.status,
      html,
      etag: etagOf(html),
      styleHash: styleHash(css),
      ...(member && { personal: true }),
    };
  };

  return {
    page(url, language, member, memberAnswer) {
      // A member's page is theirs alone: rendered for each request, never kept for the next visitor.
      if (member) return render(url, language, member, memberAnswer);
      const key = `${language} ${url}`;
      const kept = pages.get(key);
      if (kept && now() - kept.builtAt < PAGE_LIFETIME_MS) return kept.page;
      const entry = { builtAt: now(), page: render(url, language) };
      pages.delete(key);
      pages.set(key, entry);
      if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
      // A failed render is not kept: the next request tries again.
      entry.page.catch(() => pages.get(key) === entry && pages.delete(key));
      return entry.page;
    },
  };
}

/** A strong ETag of a page's HTML. */
function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}
