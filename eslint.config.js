import boundaries from 'eslint-plugin-boundaries'
import importPlugin from 'eslint-plugin-import'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-web',
      'dev-dist',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      '.data',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Everywhere (app, local server, edge functions, scripts, service worker, tests): no import
  // cycle, no module imported twice in one file.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/core-modules': ['maplibre-gl'],
      'import/ignore': ['node_modules'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        alias: { map: [['@', './src']], extensions: ['.ts', '.tsx'] },
        node: { extensions: ['.ts', '.tsx'] },
      },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-duplicates': 'error',
    },
  },
  // Outside the app: each part reaches the app's code only through what is meant for it.
  {
    files: ['supabase/functions/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '@/*', '**/local-supabase/**', '**/scripts/**'],
              message: 'An edge function is deployed alone: import only from supabase/functions (and npm).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['local-supabase/**/*.ts', 'scripts/**/*.ts', 'web/**/*.ts', 'sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(?!lib/|offline/tools|ui/prerendered|entry-server)',
              message:
                "The servers, scripts and service worker use the app's lib, its sync machinery (src/offline/tools.ts), and the prerender's contract only.",
            },
          ],
        },
      ],
    },
  },
  // One-way tools: scripts may use the local server and the web server, never the other way; the
  // drawings (illustrations/) use nothing of the project.
  {
    files: ['local-supabase/**/*.ts', 'web/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/scripts/**'],
              message:
                'scripts/ are tools that use the servers; put what both need in a place of its own (illustrations/, src/lib/).',
            },
            {
              regex: '(^|/)src/(?!lib/|offline/tools|ui/prerendered|entry-server)',
              message: "The servers use the app's lib, its sync machinery and the prerender's contract only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['illustrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./', message: 'The drawings stand alone: both the local server and the scripts import them.' },
          ],
        },
      ],
    },
  },
  // The layering (docs/architecture.md): routes → features → offline/lib/ui; a feature uses
  // another feature only through its index.ts.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      // maplibre-gl publishes only ESM "exports" (no "main"), which the node resolver cannot read.
      'import/core-modules': ['maplibre-gl'],
      'import/resolver': {
        alias: { map: [['@', './src']], extensions: ['.ts', '.tsx'] },
        node: { extensions: ['.ts', '.tsx'] },
      },
      'boundaries/elements': [
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'routes', pattern: 'src/routes' },
        // The phone's data layer (docs/architecture.md): its engine (outbox, sync, pulls' plumbing),
        // its store (the Dexie database), one folder per domain, and at its top the registry and
        // the screens' face (index.ts).
        { type: 'offline-engine', pattern: 'src/offline/engine' },
        { type: 'offline-store', pattern: 'src/offline/store' },
        { type: 'offline-domain', pattern: 'src/offline/*', capture: ['domain'] },
        { type: 'offline', pattern: 'src/offline' },
        { type: 'ui', pattern: 'src/ui' },
        { type: 'lib', pattern: 'src/lib' },
        // What is left at the top of src/: main.tsx and router.tsx.
        { type: 'app', pattern: 'src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // Within one element anything goes.
            { allow: { dependency: { relationship: { to: 'internal' } } } },
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['app', 'routes', 'offline', 'ui', 'lib'] } } } },
            },
            // The prerender (entry-server.tsx) asks the server what the ads' screens will ask (and a
            // seller's page, whose ads the trust domain reads).
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { type: 'offline-domain', captured: { domain: 'ads' } } } },
            },
            {
              from: { element: { type: 'app' } },
              allow: {
                to: {
                  element: {
                    type: 'offline-domain',
                    captured: { domain: '{trust,trips}' },
                    fileInternalPath: '{pull,seller-answer}.ts',
                  },
                },
              },
            },
            { from: { element: { type: 'routes' } }, allow: { to: { element: { types: { anyOf: ['routes', 'ui', 'lib'] } } } } },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['offline', 'ui', 'lib'] } } } },
            },
            {
              from: { element: { type: 'offline' } },
              allow: { to: { element: { types: { anyOf: ['offline-domain', 'offline-engine', 'offline-store', 'lib'] } } } },
            },
            // A domain records, sends and pulls through the engine and the store; of another
            // domain it uses the row shapes (types.ts) and the changes' definitions (changes.ts), and the ads' cache and pulls (conversations,
            // reports and trips refer to ads the phone must keep).
            {
              from: { element: { type: 'offline-domain' } },
              allow: { to: { element: { types: { anyOf: ['offline-engine', 'offline-store', 'lib'] } } } },
            },
            {
              from: { element: { type: 'offline-domain' } },
              allow: { to: { element: { type: 'offline-domain', fileInternalPath: '{types,changes}.ts' } } },
            },
            {
              from: { element: { type: 'offline-domain' } },
              allow: {
                to: {
                  element: { type: 'offline-domain', captured: { domain: 'ads' }, fileInternalPath: '{types,cache,pull}.ts' },
                },
              },
            },
            {
              from: { element: { type: 'offline-engine' } },
              allow: { to: { element: { types: { anyOf: ['offline-store', 'lib'] } } } },
            },
            // The store declares a table per domain's rows: it reads their types.ts, nothing else.
            { from: { element: { type: 'offline-store' } }, allow: { to: { element: { type: 'lib' } } } },
            {
              from: { element: { type: 'offline-store' } },
              allow: { to: { element: { type: 'offline-domain', fileInternalPath: 'types.ts' } } },
            },
            { from: { element: { type: 'ui' } }, allow: { to: { element: { type: 'lib' } } } },
            // A feature is reached only through what its index.ts exports on purpose.
            {
              from: { element: { types: { anyOf: ['app', 'routes', 'feature'] } } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
            },
          ],
        },
      ],
    },
  },
)
