import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Features talk to each other only through their index.ts. */
const crossFeatureImports = ['api', 'components', 'hooks', 'model'].flatMap((part) => [
  `../../*/${part}/*`,
  `../../../*/${part}/*`,
  `../../features/*/${part}/*`,
  `../features/*/${part}/*`,
]);

/** What ESLint checks with the rules below: TypeScript, and JavaScript in every module flavour. */
const sourceFiles = ['**/*.{ts,tsx}', '**/*.{js,mjs,cjs}'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'dist-single/**',
      '**/.releases/**',
      'releases/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // TypeScript and the JavaScript of the scripts, the webpack tooling, the server's build and the
    // browser tests alike: one set of rules.
    files: [...sourceFiles],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [{ group: crossFeatureImports, message: 'Import another feature through its index.ts.' }] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }] },
  },
  {
    // Dependencies point one way: app → features → shared. Within an app, the app layer (routes,
    // providers, page list) may use features, features never reach back into the app layer; shared/
    // and api/ never import from an app, nothing imports the browser tests; nothing forms an import
    // cycle (import-x follows `import` only: the webpack config files' `require()` graph is walked by
    // tooling/webpack/config-graph.test.ts).
    files: [...sourceFiles],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ['./host', './mfe-teacher', './mfe-learner', './mfe-company', './mfe-commerce', './api', './e2e'],
              message: 'shared/ never imports from an app or the server.',
            },
            {
              target: './api',
              from: ['./host', './mfe-teacher', './mfe-learner', './mfe-company', './mfe-commerce', './e2e'],
              message: 'api/ never imports from an app.',
            },
            ...['host', 'mfe-teacher', 'mfe-learner', 'mfe-company', 'mfe-commerce'].flatMap((app) => [
              { target: `./${app}/src/features`, from: `./${app}/src/app`, message: 'Features do not import the app layer (routes, providers, page list).' },
              {
                target: `./${app}`,
                from: ['./host', './mfe-teacher', './mfe-learner', './mfe-company', './mfe-commerce', './api', './e2e'].filter((other) => other !== `./${app}`),
                message: 'Apps meet only through shared/ and Module Federation, never by importing each other.',
              },
            ]),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
