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
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  const builtAt = statSync(index).mtimeMs;
  return SOURCES.every((source) => newestMtime(join(root, source)) <= builtAt);
}

export function buildClient(root: string): void {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The client build failed; see the messages above.');
}
