/**
 * The files a rendered page needs beside the shell (issue 21): its screens' CSS, so the HTML is
 * styled before any script runs, and their code, preloaded, so the browser takes the page over soon.
 * Read from the client build's manifest (`dist/.vite/manifest.json`), where each screen is the
 * dynamic entry `src/screens/<name>.tsx` (src/router.tsx tags each route's screen with its name), and
 * the code that takes the page over is `src/take-over.ts`.
 */

/** One chunk of Vite's build manifest, as far as it is read here. */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

export interface PageAssets {
  /** Stylesheets to link, in the order their chunks load. */
  readonly styles: readonly string[];
  /** Scripts to preload. */
  readonly scripts: readonly string[];
}

/** The manifest key of a screen, by the name src/router.tsx tags it with. */
export const screenModule = (name: string) => `src/screens/${name}.tsx`;

/** The browser's code that takes a rendered page over (src/take-over.ts): every rendered page needs it. */
export const TAKE_OVER_MODULE = 'src/take-over.ts';

/**
 * The CSS and JavaScript files of these modules (manifest keys) and of the chunks they import, each
 * once, leaving out those `alreadyLoaded` (the shell's own, which the page's template links already).
 * Paths are absolute (`/assets/…`).
 */
export function moduleAssets(
  manifest: BuildManifest,
  modules: readonly string[],
  alreadyLoaded: (href: string) => boolean,
): PageAssets {
  const styles: string[] = [];
  const scripts: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    const script = `/${chunk.file}`;
    if (!alreadyLoaded(script)) scripts.push(script);
    for (const css of chunk.css ?? []) {
      const href = `/${css}`;
      if (!alreadyLoaded(href) && !styles.includes(href)) styles.push(href);
    }
  };
  for (const module of modules) visit(module);
  return { styles, scripts };
}
