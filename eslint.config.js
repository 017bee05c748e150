// @ts-check
// Lint. Not type-aware on purpose: it must stay well under a minute on a 2-core machine.
// The layering (design §1) is stated at the bottom of this file; tests/unit/import-directions.test.ts
// proves that each forbidden direction is reported.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Top-level folders of the product and which of them each may import (design §1). */
const LAYERS = {
  contract: ['contract'],
  machines: ['machines', 'contract'],
  src: ['src', 'machines', 'contract'],
  server: ['server', 'contract'],
};
/** Folders product code never imports: they import the product, not the other way round. */
const OUTSIDE = ['tests', 'scripts'];

/** Packages a layer must not import, with the reason a reader gets in the message. */
const PACKAGES = {
  contract: [
    {
      names: ['react', 'react-dom', 'xstate', 'ky', 'hono', 'drizzle-orm'],
      why: 'contract/ is pure schemas and types shared by both ends',
    },
  ],
  machines: [
    {
      names: ['react', 'react-dom', '@tanstack/react-router', 'hono', 'drizzle-orm'],
      why: 'machines/ hold behaviour only; views render them and the server is reached over HTTP',
    },
  ],
  src: [{ names: ['ky'], why: 'Views never fetch: calls are actors in machines/api' }],
  server: [{ names: ['react', 'react-dom', 'xstate', 'ky'], why: 'server/ runs no browser code' }],
};

/** A relative import string that leaves its folder and enters one of `folders`. */
const entering = (/** @type {string[]} */ folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;

/** One config block per layer: static imports, `export … from` and dynamic `import()` alike. */
const layering = Object.entries(LAYERS).map(([layer, allowed]) => {
  const forbidden = [...Object.keys(LAYERS).filter((other) => !allowed.includes(other)), ...OUTSIDE];
  const message = `${layer}/ may import only ${allowed.join(', ')} (design §1).`;
  const packages = PACKAGES[/** @type {keyof typeof PACKAGES} */ (layer)];
  return {
    name: `parikshapath/layering/${layer}`,
    files: [`${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: entering(forbidden), message },
            ...packages.map(({ names, why }) => ({
              group: names.flatMap((name) => [name, `${name}/**`]),
              message: `${why}.`,
            })),
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression > Literal.source[value=/${entering(forbidden).replaceAll('/', '\\/')}/]`,
          message,
        },
      ],
    },
  };
});

export default defineConfig(
  {
    name: 'parikshapath/ignores',
    // Built, generated or data (as in .prettierignore).
    ignores: [
      'dist/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'paths/',
      'docs/machines/',
      'server/content/data/',
      'server/db/migrations/',
      '.bench/',
      'content-export/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'parikshapath/typescript',
    rules: {
      // Unused names are already errors in tsc (noUnusedLocals/noUnusedParameters); one place to say so.
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    name: 'parikshapath/views',
    files: ['src/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic hook rules only: v7's React Compiler rules took two-thirds of the lint time, and
      // the app is not built with the compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Explicit list and table roles are on purpose: list-style: none (Safari) and a changed display
      // (the history table on phones) drop the implicit roles.
      'jsx-a11y/no-redundant-roles': [
        'error',
        { nav: ['navigation'], ul: ['list'], ol: ['list'], thead: ['rowgroup'], tbody: ['rowgroup'] },
      ],
      // A data cell keeps role="cell" for the same reason (the default options plus td).
      'jsx-a11y/no-interactive-element-to-noninteractive-role': [
        'error',
        { tr: ['none', 'presentation'], canvas: ['img'], td: ['cell'] },
      ],
    },
  },
  ...layering,
);
