/**
 * ESLint (flat config): typescript-eslint's recommended rules (not the type-checked set: too slow
 * on the 2-core CI machine), react-hooks' recommended rules for the browser code (src/ and
 * vendor-house/), and the import boundaries of STYLE.md "One way per concern" and README "Layout":
 *   - a feature never imports another feature (src/features/X never imports src/features/Y),
 *     except the composing folders named in COMPOSERS;
 *   - a feature talks to the server through a store, never through src/api;
 *   - a server service never imports a route (server/services/** never imports server/routes/**);
 *   - the server never imports the browser (server/** never imports src/**);
 * and the theme's rule: no colour literal in src/features (styles go through src/theme).
 * `npm run lint` runs it with `prettier --check .`; scripts/test.mjs counts it as one check.
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Shared folders inside src/features that every feature may import (not a product area). */
const SHARED_FEATURE_FOLDERS = ['shared'];

/**
 * Folders that compose other features' pages by design: routing maps routes and center page ids
 * to the areas' lazy page components (README "Layout": features/routing/centerPages.ts), layout
 * frames every page with the header, menus and modals of the areas. They may import any feature.
 */
const COMPOSERS = ['routing', 'layout', 'modals'];
// modals: ModalHost and ShellModals draw every area's dialog (sign-in, member center, contract
// offers, help), as layout draws every area's page.

const featureFolders = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** One zone per feature folder: it may import itself and the shared folders, no other feature. */
const featureZones = featureFolders
  .filter((name) => !SHARED_FEATURE_FOLDERS.includes(name) && !COMPOSERS.includes(name))
  .map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`, ...SHARED_FEATURE_FOLDERS.map((s) => `./${s}`)],
    message: 'A feature never imports another feature: move the shared part to src/ui, src/shared or a store.',
  }));

/**
 * The browser's layers (README "Layout"): api <- stores <- renderers <- features, and the
 * components below the renderers; no layer imports one above it (tests/scripts/importCycles.test.ts
 * checks the same table over the whole graph).
 */
const LAYERS = [
  ['src/api', ['src/stores', 'src/renderers', 'src/features', 'src/components']],
  ['src/stores', ['src/renderers', 'src/features', 'src/components']],
  ['src/components', ['src/api', 'src/renderers', 'src/features']],
  ['src/renderers', ['src/api', 'src/features']],
];
const layerZones = LAYERS.flatMap(([target, above]) =>
  above.map((from) => ({
    target: `./${target}`,
    from: `./${from}`,
    message: `${target} sits below ${from}: move the shared part down, or the caller up (README "Layout").`,
  })),
);

/**
 * A hard-coded colour in a string or a template's text: a hex colour (#rgb, #rgba, #rrggbb,
 * #rrggbbaa, not inside a word nor an HTML entity, not followed by a word character or a dash, so
 * anchors such as '#main' or '#term' and '&#160;' pass) or rgb()/rgba()/hsl()/hsla() of numbers.
 * esquery's regex grammar allows no backslash inside a character class and no comma is safe in a
 * selector, hence the spelled-out classes and lengths.
 */
const HEX_COLOUR =
  '/(?<![0-9A-Za-z_&])#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{4}|[0-9a-fA-F]{3})(?![0-9A-Za-z_-])/';
const FUNCTION_COLOUR = '/(?:rgba?|hsla?)\\(\\s*[0-9.]/';
const COLOUR_MESSAGE =
  'A feature styles itself through the theme: var(--c-...)/var(--g-...) from src/theme/tokens.ts, or a fixed palette of src/theme/palettes.ts, never a colour literal.';

/**
 * Features take their colours from the theme (src/theme): no colour literal in a string or a
 * template (css`...`) under src/features.
 */
const featureColourRules = {
  files: ['src/features/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...[HEX_COLOUR, FUNCTION_COLOUR].flatMap((re) => [
        { selector: `Literal[value=${re}]`, message: COLOUR_MESSAGE },
        { selector: `TemplateElement[value.raw=${re}]`, message: COLOUR_MESSAGE },
      ]),
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'public/',
      'data/',
      '.data-test/',
      '.data-cluster/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      '.bench/',
      'screenshots/',
      'reports/',
      // Written by npm run contract:generate and npm run schemas:compile, compared with their output by tests.
      'contract/generated/',
      'engine/generated/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a callback's shape, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // MST's idiom `interface IFoo extends Instance<typeof FooModel> {}` names a model's instance type.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // Input sanitising strips control characters on purpose (/[\u0000-\u001f]/ in texts and names).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'vendor-house/src/**/*.ts', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'vendor-house/src/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Registries hand out module-level components looked up by id (STYLE.md: the JSON Forms
      // dispatcher); the compiler rule takes each lookup for a component made during render.
      'react-hooks/static-components': 'off',
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'tests/**/*.cjs'],
    languageOptions: { globals: { ...globals.jest } },
    // Tests read raw JSON answers and reach into internals; their assertions are the types.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    // Playwright's fixtures take `{}` when they use no other fixture (its documented form).
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  featureColourRules,
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            ...layerZones,
            {
              target: './src/features',
              from: './src/api',
              message: 'A feature talks to the server through a store, never through src/api (STYLE.md).',
            },
            {
              target: './server/services',
              from: './server/routes',
              message: 'A service never depends on a route: move the shared code into services/.',
            },
            { target: './server', from: './src', message: 'The server never imports the browser code.' },
          ],
        },
      ],
    },
  },
);
