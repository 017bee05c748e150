import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * design §1: contract → machines → views in the browser, contract → server, and nothing runs back.
 * `npm run lint` keeps the directions over the whole code base (eslint.config.js); this proves that the
 * rule reports every wrong direction, in every form an import takes, and lets the right ones through.
 */
const ROOT = resolve(import.meta.dirname, '../..');
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  await eslint.lintText('', { filePath: resolve(ROOT, 'src/warm-up.ts') }); // loads the config and plugins once
}, 60_000);

/** The rules that objected to `code` written in the file at `filePath` (relative to the root). */
async function objections(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, filePath) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

/** The four ways a module names another: each must be checked. */
const FORMS = {
  import: (spec: string) => `import { a } from '${spec}';\nexport const b = a;`,
  'import type': (spec: string) => `import type { A } from '${spec}';\nexport type B = A;`,
  'export from': (spec: string) => `export { a } from '${spec}';`,
  'dynamic import': (spec: string) => `export const load = () => import('${spec}');`,
};

/** A file two folders deep in each layer, and what it may and may not reach. */
const LAYERS = {
  contract: { file: 'contract/deep/file.ts', may: ['contract'], mayNot: ['machines', 'src', 'server'] },
  machines: { file: 'machines/api/file.ts', may: ['machines', 'contract'], mayNot: ['src', 'server'] },
  src: { file: 'src/screens/File.tsx', may: ['src', 'machines', 'contract'], mayNot: ['server'] },
  server: { file: 'server/routes/file.ts', may: ['server', 'contract'], mayNot: ['machines', 'src'] },
};

describe('import directions (the lint rule)', { timeout: 30_000 }, () => {
  for (const [layer, { file, may, mayNot }] of Object.entries(LAYERS)) {
    for (const [form, write] of Object.entries(FORMS)) {
      it(`${layer}/ may not ${form} ${[...mayNot, 'tests', 'scripts'].join(', ')}`, async () => {
        for (const target of [...mayNot, 'tests', 'scripts']) {
          const found = await objections(file, write(`../../${target}/x`));
          expect(found.length, `${file}: ${form} ${target}/`).toBe(1);
          expect(found[0]).toMatch(/^no-restricted-(imports|syntax)$/);
        }
      });

      it(`${layer}/ may ${form} ${may.join(', ')}`, async () => {
        for (const target of may) {
          expect(await objections(file, write(`../../${target}/x`)), `${file}: ${target}/`).toEqual([]);
        }
        expect(await objections(file, write('./sibling')), `${file}: ./sibling`).toEqual([]);
      });
    }
  }

  it('tests and scripts may import every layer', async () => {
    for (const file of ['tests/server/file.test.ts', 'scripts/tool/file.ts']) {
      for (const target of Object.keys(LAYERS)) {
        expect(await objections(file, FORMS.import(`../../${target}/x`)), `${file}: ${target}/`).toEqual([]);
      }
    }
  });

  it('packages of the wrong side are refused: views never fetch, machines and contract never render', async () => {
    expect(await objections('src/screens/File.tsx', FORMS.import('ky'))).toEqual(['no-restricted-imports']);
    expect(await objections('machines/file.ts', FORMS.import('react'))).toEqual(['no-restricted-imports']);
    expect(await objections('contract/file.ts', FORMS.import('hono/tiny'))).toEqual([
      'no-restricted-imports',
    ]);
    expect(await objections('server/file.ts', FORMS.import('xstate'))).toEqual(['no-restricted-imports']);
    expect(await objections('machines/api/file.ts', FORMS.import('ky'))).toEqual([]);
  });
});
