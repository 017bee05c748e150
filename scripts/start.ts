import { buildClient, clientBuildIsCurrent } from './client-build';
import { cliArgsOrExit } from '../server/cli-args';

/**
 * `npm start`: build the client if it is not built or its sources changed, then run the server,
 * which serves the app and the API from one process (server/main.ts reads PORT, DATA_DIR,
 * DATABASE_URL).
 */
cliArgsOrExit(
  'Usage: npm start\nBuilds the client if needed and runs the server (environment: server/README.md: PORT, DATA_DIR, DATABASE_URL, …).',
  {},
);
const root = process.cwd();
const distDir = process.env.DIST_DIR ?? 'dist';

if (!clientBuildIsCurrent(root, distDir)) {
  console.log('Building the client (first start or changed sources)…');
  buildClient(root);
}
process.env.NODE_ENV ??= 'production';
await import('../server/main');
