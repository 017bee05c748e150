import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './scripts/precompress-plugin';
import { pwa } from './scripts/pwa-plugin';
import { stripMachineDescriptions } from './scripts/strip-machine-descriptions-plugin';

// The API runs in its own process during `npm run dev` (see scripts/dev.ts); in production the same
// server serves both, so the client always calls relative /api paths.
const apiPort = process.env.API_PORT ?? '3001';

/**
 * Two builds (`npm run build`): the client into dist/, and the server's renderer (`--ssr`,
 * src/entry-server.tsx, issue 21) into dist/.server/, which the static files never serve (no path with a
 * dot folder is served). The renderer bundles every package it uses, so the production start needs
 * none of the build's tools.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    stripMachineDescriptions(),
    react(),
    vanillaExtractPlugin(),
    ...(isSsrBuild ? [] : [pwa(), precompress()]),
  ],
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/healthz': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/.server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        // The server finds each screen's CSS and chunks here to send with a page it renders.
        manifest: true,
        target: 'es2022',
        // CLIENT_SOURCEMAP=1 npm run build writes source maps, to read a browser profile of the built app by its sources.
        sourcemap: process.env.CLIENT_SOURCEMAP === '1',
        assetsInlineLimit: 2048,
        // Every browser we serve supports <link rel="modulepreload">; Vite's polyfill for the others cost
        // 0.3 KiB of every page's first download.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // Valibot's schema builders (`v.object(…)`, `v.pipe(…)`) have no side effects, but Rolldown cannot
          // tell through the namespace import and keeps every module-level schema a page never uses (the
          // server's request schemas among them): 0.2 KiB less on most pages. So a bare `v.parse(…)` or
          // `v.assert(…)` statement whose result is unused would be dropped too: always use the result.
          treeshake: { manualPureFunctions: ['v'] },
          output: {
            // Everything the entry loads statically (React, the router, xstate, the shell) in one chunk.
            // Left to itself, Rolldown cuts the modules the entry shares with the lazy screens into small
            // common chunks (React's core, xstate, …), each compressed on its own: 2 KiB more brotli on
            // every first load (docs/decisions/0001).
            codeSplitting: {
              groups: [
                // The interface glyphs are wanted by every page (home included), so they ride in the shell; so
                // does the one-line English of the server's messages, a file of its own on 11 screens.
                {
                  name: 'shell',
                  test: /\/src\/main\.tsx$|\/src\/components\/ui-glyphs\.ts$|\/src\/words\/server-messages\.ts$/,
                  priority: 30,
                },
                // The API client (ky, valibot, the endpoints, and the small contracts nearly every caller
                // reads: ids, figures, levels, the session check): every page that calls the server loads
                // all of it, and one file compresses better than the ones Rolldown would cut (0.1–0.9 KiB less).
                {
                  name: 'net',
                  test: /node_modules\/(ky|valibot)\/|\/machines\/api\/(http|session)\.ts$|\/contract\/(endpoints|ids|figure|session|levels)\.ts$/,
                  priority: 20,
                },
              ],
            },
          },
        },
      },
}));
