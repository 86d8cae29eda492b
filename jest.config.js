/**
 * Two projects: `web` (jsdom: engine, stores, renderers, features) and `server` (node: Fastify
 * routes on in-memory PGlite). Both transform TypeScript with @swc/jest (ts-jest does not accept
 * TypeScript 7) as native ESM, so run with NODE_OPTIONS=--experimental-vm-modules.
 */
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: false },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
      experimental: { keepImportAttributes: true, emitAssertForImportAttributes: false },
    },
    module: { type: 'es6' },
  },
];

import { availableParallelism } from 'node:os';

export default {
  // At least two workers: jest's default (cores - 1) is one worker on a 2-core machine, where the
  // main process only hands out files and two workers run the suite about 1.7 times as fast
  // (measured on 12 house and 8 sign-in server files: 62 -> 37 s and 138 -> 79 s).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // Server files clone a real database, start the app and hash passwords (argon2id) in their hooks,
  // web tests wait for lazy chunks: allow for a loaded 2-core machine, where a hook has been seen to
  // need more than 30 s (testTimeout is a global option, not a project one). A ceiling, not a target.
  testTimeout: 60_000,
  // A worker that holds more than this after a file (PGlite databases, Fastify apps and their
  // caches add up over a long run of server files) is replaced by a fresh one: the full suite once
  // ran a worker out of its heap.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/tests'],
      testMatch: [
        '<rootDir>/tests/{contract,engine,stores,renderers,features,config,i18n,api,components,theme}/**/*.test.{ts,tsx}',
      ],
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc(true) },
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/tests/support/fileStub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/tests/support/setupWeb.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests'],
      testMatch: ['<rootDir>/tests/server/**/*.test.ts', '<rootDir>/tests/scripts/**/*.test.ts'],
      extensionsToTreatAsEsm: ['.ts'],
      setupFiles: ['<rootDir>/tests/server/support/env.ts'],
      // The seeded template database is made once, before the workers start.
      globalSetup: '<rootDir>/tests/server/support/globalSetup.ts',
      // Fastify's CommonJS packages require() a few ESM-only ones (@fastify/static:
      // content-disposition; light-my-request: cookie), which jest's loader cannot do before
      // Node 24.9: compile those packages to CommonJS.
      transform: {
        'node_modules/(content-disposition|cookie)/.+\\.js$': [
          '@swc/jest',
          { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
        ],
        '^.+\\.(t|j)sx?$': swc(false),
      },
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
    },
  ],
};
