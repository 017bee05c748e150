import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * design §1: contract → machines → views in the browser, contract → server, and nothing runs back.
 * This keeps the directions by a test rather than by memory (CONVENTIONS.md 15).
 */
const ROOT = resolve(import.meta.dirname, '../..');
const LAYERS = ['contract', 'machines', 'src', 'server'] as const;
type Layer = (typeof LAYERS)[number];

const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  contract: ['contract'],
  machines: ['machines', 'contract'],
  src: ['src', 'machines', 'contract'],
  server: ['server', 'contract'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function layerOf(path: string): Layer | undefined {
  const top = relative(ROOT, path).split(/[\\/]/)[0];
  return LAYERS.find((layer) => layer === top);
}

function relativeImports(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:import|export)[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(pattern)) found.push((match[1] ?? match[2])!);
  return found;
}

describe('import directions', () => {
  for (const layer of LAYERS) {
    it(`${layer}/ imports only from ${MAY_IMPORT[layer].join(', ')}`, () => {
      const violations: string[] = [];
      for (const file of sourceFiles(join(ROOT, layer))) {
        for (const spec of relativeImports(readFileSync(file, 'utf8'))) {
          const target = layerOf(resolve(dirname(file), spec));
          if (!target || !MAY_IMPORT[layer].includes(target)) {
            violations.push(`${relative(ROOT, file)} imports ${spec}`);
          }
        }
      }
      expect(violations).toEqual([]);
    });
  }

  it('finds the imports it checks (the scanner is not blind)', () => {
    expect(relativeImports(`import { a } from '../contract/x';\nconst m = import('./y');`)).toEqual([
      '../contract/x',
      './y',
    ]);
  });
});
