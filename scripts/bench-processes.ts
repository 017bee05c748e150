import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The product as a bench runs it: `node --import tsx server/main.ts` in a process of its own, as
 * `npm run start:prod` and each copy of compose.yaml run it, so a measurement includes no load
 * generator in the server's own event loop. Shared by the API and mock benches.
 */
export function spawnNode(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Starts the server (server/main.ts) with these settings added to the environment. With
 * BENCH_CPU_PROF=<folder>, each copy writes a V8 CPU profile there when it stops (open it in Chromium's
 * DevTools, Performance): where a server's time goes under the bench's own load.
 */
export function spawnServer(env: NodeJS.ProcessEnv): ChildProcess {
  const profile = process.env.BENCH_CPU_PROF;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  return spawnNode([...profiling, '--import', 'tsx', 'server/main.ts'], { NODE_ENV: 'production', ...env });
}

/** Resolves when `url` answers 200; fails when the process exits or 4 minutes pass. */
export async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in 4 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** SIGTERM, then the process's exit (the server drains and closes its database first). */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
