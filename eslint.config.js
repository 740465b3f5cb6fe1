import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      'bench/results/**',
      '**/.tmp/**',
      // The extension's build output and WXT's generated types.
      'apps/extension/.output/**',
      'apps/extension/.wxt/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Browser code: the web app, page scripts of the benchmarks and browser tests.
    files: ['bench/**/*.{js,jsx,mjs}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The browser extension's pages, background and content scripts.
    files: ['apps/extension/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Schemas stay on the server: the browser takes types, and values from the zod-free constants.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tack/contract',
              allowTypeImports: true,
              message: "Import values from '@tack/contract/constants'",
            },
          ],
        },
      ],
    },
  },
  {
    // One guarded fetcher (apps/server/src/lib/fetcher.ts) makes every request to the outside:
    // nothing else in the server calls fetch or opens an HTTP client.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/fetcher.ts', 'apps/server/src/lib/fetch/**', '**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use the guarded fetcher (ctx.fetcher, lib/fetcher.ts)' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:http', 'node:https', 'http', 'https', 'undici', 'node:net', 'net'].map(
            (name) => ({
              name,
              allowTypeImports: true,
              message: 'Outgoing requests go through the guarded fetcher (lib/fetcher.ts)',
            }),
          ),
        },
      ],
    },
  },
  {
    // Packages are shared building blocks: they never reach into the apps.
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@tack/server', '@tack/web'],
              message: 'packages/* must not import apps/*',
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS files (a helper process that loads a CommonJS-only package) load with require.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
