/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// One swc transform for every project: TypeScript and JSX compiled to CommonJS for jest.
const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const project = (name: string, extra: Config = {}): Config => ({
  displayName: name,
  transform,
  testEnvironment: 'node',
  roots: [`<rootDir>/${name === 'e2e' ? 'web/e2e' : name}`],
  testMatch: name === 'e2e' ? ['**/*.e2e.ts'] : ['**/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/web/e2e/'].filter(
    (p) => name !== 'e2e' || p !== '/web/e2e/',
  ),
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/web/src/$1' },
  ...extra,
});

const config: Config = {
  // Integration suites start real servers on a 2-core machine: jest's 5 s default trips under load.
  testTimeout: 20_000,
  // On 2 cores jest runs the unit projects in band, in its own process: one server a failing test
  // left open kept it from ever exiting, and CI ran into its time limit instead of reporting the
  // failure. Under CI it exits once the results are in; locally, a hang still shows the leak.
  forceExit: process.env.CI === 'true',
  projects: [
    project('contracts'),
    project('mocks'),
    project('bff', {
      setupFilesAfterEnv: ['<rootDir>/bff/src/__tests__/support/close-leftovers.ts'],
    }),
    project('web', {
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/web/src/testing/setup-tests.ts'],
      moduleNameMapper: {
        '^@/(.*)$': '<rootDir>/web/src/$1',
        '\\.(css)$': '<rootDir>/web/src/testing/style-mock.ts',
        '^linkedom$': '<rootDir>/web/src/testing/linkedom-stub.ts',
      },
    }),
    // Real browser against the real stack; `npm test` runs this project on its own, in band.
    project('e2e', { setupFilesAfterEnv: ['<rootDir>/web/e2e/setup-e2e.ts'] }),
  ],
};

export default config;
