import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm start` builds the client only when it is not built yet or its sources changed since the last
 * build, so a second start is instant and a pulled change is never served stale.
 */
const SOURCES = [
  'src',
  'machines',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

export function clientBuildIsCurrent(root: string, distDir: string): boolean {
  // The server's page renderer is written after the client: with it present, both builds finished.
  const renderer = join(distDir, '.server', 'entry-server.js');
  if (!existsSync(renderer)) return false;
  const builtAt = statSync(renderer).mtimeMs;
  return SOURCES.every((source) => newestMtime(join(root, source)) <= builtAt);
}

/** The client, then the server's page renderer from it (issue 21), as `npm run build` does. */
export function buildClient(root: string): void {
  for (const args of [[], ['--ssr', 'src/entry-server.tsx']]) {
    const result = spawnSync('npx', ['vite', 'build', ...args, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('The client build failed; see the messages above.');
  }
}
