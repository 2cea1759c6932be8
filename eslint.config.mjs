// Lint: TypeScript rules plus the import boundaries of docs/architecture.md#workspaces, enforced
// rather than hoped for.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = fs.existsSync('web/src/features')
  ? fs.readdirSync('web/src/features', { withFileTypes: true }).filter((d) => d.isDirectory())
  : [];

// Workspace boundaries: contracts imports nothing of ours; mocks, bff and web import contracts
// only.
const workspaceZones = [
  {
    target: './contracts',
    from: ['./mocks', './bff', './web', './scripts'],
    message: 'contracts imports nothing of ours',
  },
  { target: './mocks', from: ['./bff', './web'], message: 'mocks imports contracts only' },
  {
    target: './bff',
    from: ['./mocks/src', './web'],
    message: 'bff imports contracts only (tests may start the mock)',
  },
  {
    target: './web',
    from: ['./bff', './mocks/src'],
    message: 'web imports contracts only (e2e may start the stack)',
  },
];
// Inside web: shared → features → app, and features do not import each other.
const webZones = [
  {
    target: './web/src/shared',
    from: ['./web/src/features', './web/src/app'],
    message: 'shared is below features and app',
  },
  { target: './web/src/features', from: ['./web/src/app'], message: 'features do not import app' },
  ...features.map((f) => ({
    target: `./web/src/features/${f.name}`,
    from: './web/src/features',
    except: [`./${f.name}`],
    message: 'features do not import each other; compose them in app/',
  })),
];

// Inside bff (docs/architecture.md#the-bff-at-a-glance): platform/ knows no endpoint and imports
// nothing of routes/ or the app; its folders are layers, each importing only the ones before it,
// so no circle can form between them. Tests may start the whole app.
const platformLayers = [
  'config',
  'db',
  'observability',
  'http',
  'store',
  'throttle',
  'session',
  'upstream',
  'resilience',
  'api',
  'cache',
  'edge',
  'process',
];
const bffZones = [
  {
    target: './bff/src/platform',
    from: [
      './bff/src/routes',
      './bff/src/wiring',
      './bff/src/app.ts',
      './bff/src/server.ts',
      './bff/src/start.ts',
    ],
    message: 'platform knows no routes: hand it what it needs from app.ts and wiring/',
  },
  ...platformLayers.slice(0, -1).map((layer, i) => ({
    target: `./bff/src/platform/${layer}`,
    from: platformLayers.slice(i + 1).map((above) => `./bff/src/platform/${above}`),
    message: `platform/${layer} sits below ${platformLayers.slice(i + 1).join(', ')}`,
  })),
];

// The browser gets only the web entry of contracts: never the upstream catalogue.
const contractsWebOnly = {
  name: '@kakehashi/contracts',
  message: 'The web app imports @kakehashi/contracts/web (docs/architecture.md).',
};
// docs/architecture.md#the-first-page: <Trans> lands in the i18n chunk every page loads (3 KB).
const noTrans = {
  name: 'react-i18next',
  importNames: ['Trans'],
  message: 'Write the sentence and its link apart: <Trans> adds 3 KB to the first page.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', 'artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,mts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { typescript: { project: './tsconfig.json' }, node: true } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...workspaceZones, ...webZones] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['bff/src/platform/**/*.ts'],
    ignores: ['bff/src/platform/**/__tests__/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...workspaceZones, ...bffZones] }],
    },
  },
  // Accessibility of the screens (docs/rules/site-and-pages.md#accessibility); axe checks the
  // rendered pages in the e2e tests, this catches what the source already shows.
  { ...jsxA11y.flatConfigs.recommended, files: ['web/src/**/*.tsx'] },
  {
    // The browser gets only the web entry of contracts: never the upstream catalogue.
    files: ['web/src/**/*.{ts,tsx}'],
    // Test support is never bundled: the fake BFF parses answers with the routes' contracts.
    ignores: ['web/src/**/__tests__/**', 'web/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [contractsWebOnly, noTrans],
        },
      ],
    },
  },
  {
    // docs/architecture.md#one-endpoint-table: the web calls the BFF from `api/` files only (one per
    // endpoint, as bulletproof-react does); components and hooks elsewhere use those.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/**/__tests__/**',
      'web/src/testing/**',
      'web/src/**/api/**',
      'web/src/shared/lib/api-client.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            contractsWebOnly,
            noTrans,
            {
              name: '@/shared/lib/api-client',
              importNames: ['callApi'],
              message:
                'Call the BFF from an api/ file (one per endpoint) and use its function or hook.',
            },
          ],
        },
      ],
    },
  },
  {
    // The tests of bff and web may start the real mock upstream (never the production code).
    files: ['bff/**/__tests__/**', 'web/e2e/**', 'scripts/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: workspaceZones.slice(0, 1) }] },
  },
);
