import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the product exactly as `npm start` does, on a fresh data folder and a free port, for tools
 * that measure it (the benchmark). Resolves once /healthz answers 200.
 */
export interface RunningProduct {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startProductForTools(port: number): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'examprep-tool-'));
  // node --import tsx: one process, so SIGTERM reaches the server itself (npx would not pass it on).
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stopping = false;
  // Ended by something else mid-measurement (a crash, or a signal from outside): say so, as the tool's
  // next request fails with only "connection refused".
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`The product exited (${signal ?? `code ${code}`}) before the tool had finished`);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The product exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The product did not become healthy in 4 minutes');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    async stop() {
      stopping = true;
      // A product that has already exited sends no 'exit' again: waiting for it would hang the tool.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
