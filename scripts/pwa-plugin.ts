import { VitePWA } from 'vite-plugin-pwa';
import { EXAM_FAMILY_SLUGS } from '../contract/exam-families';

/**
 * The installable app and its service worker (issue 16), through vite-plugin-pwa (Workbox):
 *
 * - The manifest: name, icons (scripts/app-icons.ts draws them), theme colour, standalone, start at /.
 * - The service worker precaches the whole built client (the shell, every route's chunk, the CSS, the
 *   icons and illustrations), so a page opened once opens again with no network, and a test's later
 *   chunks (its popups, its result) are there when the signal is not.
 * - Every navigation outside /api is answered with the precached index.html (the client's router owns
 *   the URL), as the server does.
 * - The public lists (states, qualifications, jobs, the exam families' papers) are network-first with
 *   the last answer kept, so an offline page shows its last data. Nothing personal is cached: draws,
 *   answers, results, history, the session and the profile always go to the network.
 * - A new deployment installs a new worker that waits: the page offers "Reload" (the appUpdate
 *   machine), which tells it to take over (the SKIP_WAITING message Workbox's worker listens for).
 *   The worker is registered by that machine (machines/service-worker.ts), not by an injected script.
 */
const PUBLIC_LISTS = ['states', 'qualification', 'govt_jobs', ...EXAM_FAMILY_SLUGS];

export function pwa() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'ParikshaPath — practice tests for government exams',
      short_name: 'ParikshaPath',
      description:
        'Free timed practice tests in aptitude, reasoning, English and general knowledge for SSC, RRB, CRPF, BSF, UPSC, CTET and UGC-NET.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#1d3f8f',
      background_color: '#f5f7fc',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/healthz/],
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      runtimeCaching: [
        {
          urlPattern: new RegExp(`/api/(${PUBLIC_LISTS.join('|')})(\\?.*)?$`),
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'public-lists',
            // On a weak signal, the last list after 6 s rather than a spinner for the full 20 s.
            networkTimeoutSeconds: 6,
            expiration: { maxEntries: 40 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
