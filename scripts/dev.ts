import { spawn, type ChildProcess } from 'node:child_process';
import { cliArgsOrExit } from '../server/cli-args';

/**
 * `npm run dev`: the API server (restarted on change by tsx watch) and Vite with hot reload. Vite
 * proxies /api to the API, so the browser sees one origin, as in production.
 */
cliArgsOrExit(
  'Usage: npm run dev\nThe API server (tsx watch) and Vite with hot reload. Environment: PORT (3000, Vite), API_PORT (3001).',
  {},
);
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      NODE_ENV: 'development',
      APP_BASE_URL: process.env.APP_BASE_URL ?? `http://localhost:${port}`,
    },
  }),
  spawn('npx', ['vite', '--port', port, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
