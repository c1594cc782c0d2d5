import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The portal's import direction (ARCHITECTURE.md §6). Imports inside apps/portal/src are relative, so each rule
// matches the specifier: `../routes/...` from src/app, `../../mocks/...` from a screen.
const PORTAL = 'apps/portal/src';
const SCREENS = {
  regex: '^(\\.\\.?/)+routes/',
  message: 'src/app reaches screens only through the route table, src/app/routes.tsx.',
};
const SCREENS_OR_APP = {
  regex: '^(\\.\\.?/)+(routes|app)(/|$)',
  message: 'src/lib, src/state and src/config are below the screens and the app: they import neither.',
};
const MOCKS = {
  regex: '^(\\.\\.?/)+mocks(/|$)',
  message: 'The MSW mocks are for stories only.',
};
const APP_SHELL = {
  regex: '^(\\.\\./)+app(/|$)',
  message: 'src/app is the shell above the screens: what screens share lives in src/lib.',
};
const AUTH_SCREENS = {
  regex: '^\\.\\./auth(/|$)',
  message: 'The sign-in screens are no library: what other screens need of them lives in src/lib.',
};
const RAW_CLIENT = {
  name: '@waybill/api-client',
  importNames: ['createApiClient', 'createApiHooks'],
  message: 'Call the API through useApi() ($api) and useApiMutation; src/app/app.tsx builds the one client.',
};

/**
 * Forbids static imports matching `patterns` (and the named imports of `paths`) in `files`, and dynamic
 * `import()` of the same specifiers, which no-restricted-imports does not see.
 */
function portalImports({ files, ignores = [], patterns, paths = [] }) {
  return {
    files: files.map((file) => `${PORTAL}/${file}`),
    ignores: ignores.map((file) => `${PORTAL}/${file}`),
    rules: {
      'no-restricted-imports': ['error', { patterns, paths }],
      'no-restricted-syntax': [
        'error',
        ...patterns.map(({ regex, message }) => ({
          selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
          message,
        })),
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.data/**',
      'packages/api-client/src/generated/**',
      '.storybook/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // packages/ui is a standalone design system: it must not reach into the apps or the API.
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@waybill/api-client*', '@waybill/portal*', '**/apps/**'] },
      ],
    },
  },
  {
    // The charts are @waybill/ui/charts: the main entry and what it exports never reach them or Chart.js, so
    // screens without a chart stay small. (Listed again: a later block's options replace the earlier ones.)
    files: ['packages/ui/src/index.ts', 'packages/ui/src/{components,theme,styles}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@waybill/api-client*',
            '@waybill/portal*',
            '**/apps/**',
            '**/charts/**',
            '**/charts',
            'chart.js',
            'chart.js/*',
          ],
        },
      ],
    },
  },
  {
    // ...and the charts reach the design system only by its public name, never by path: sharing modules with
    // the main entry's components would re-split the chunks that every screen loads (tsup.config.ts).
    files: ['packages/ui/src/charts/**'],
    ignores: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@waybill/api-client*', '@waybill/portal*', '**/apps/**'],
              message: 'The design system does not reach into the apps or the API.',
            },
            {
              group: ['**/components/**', '**/styles/visually-hidden*'],
              message: "Import the design system's components from '@waybill/ui'.",
            },
            { regex: '(^|/)theme(/index)?$', message: "Import the theme from '@waybill/ui'." },
          ],
        },
      ],
    },
  },
  // (a) The app shell reaches screens only through the route table; only app.tsx builds the API client.
  portalImports({
    files: ['main.tsx', 'app/**'],
    ignores: ['app/routes.tsx', 'app/app.tsx'],
    patterns: [SCREENS, MOCKS],
    paths: [RAW_CLIENT],
  }),
  portalImports({ files: ['app/routes.tsx'], patterns: [MOCKS], paths: [RAW_CLIENT] }),
  portalImports({ files: ['app/app.tsx'], patterns: [SCREENS, MOCKS] }),
  // (b) Shared code below the screens imports no screen and nothing of the app shell.
  portalImports({
    files: ['lib/**', 'state/**', 'config/**'],
    patterns: [SCREENS_OR_APP, MOCKS],
    paths: [RAW_CLIENT],
  }),
  // (c) Screens do not import the mocks (their stories do), the app shell, or the sign-in screens.
  portalImports({
    files: ['routes/**'],
    ignores: ['routes/**/*.stories.tsx'],
    patterns: [MOCKS, APP_SHELL, AUTH_SCREENS],
    paths: [RAW_CLIENT],
  }),
);
