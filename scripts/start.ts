import { buildClient, clientBuildIsCurrent } from './client-build';

/**
 * `npm start`: build the client if it is not built or its sources changed, then run the server,
 * which serves the app and the API from one process (server/main.ts reads PORT, DATA_DIR,
 * DATABASE_URL).
 */
const root = process.cwd();
const distDir = process.env.DIST_DIR ?? 'dist';

if (!clientBuildIsCurrent(root, distDir)) {
  console.log('Building the client (first start or changed sources)…');
  buildClient(root);
}
process.env.NODE_ENV ??= 'production';
await import('../server/main');
