import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/** Writes .br and .gz beside every text asset once, at build time, so the server never compresses per request. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // Last, after the other plugins' own closeBundle (the service worker is written there).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for (const file of await listFiles(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const body = await readFile(file);
          if (body.length < 512) continue;
          await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
          await writeFile(
            `${file}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return nested.flat();
}
