// Lint for the whole workspace. The layer rules of ARCHITECTURE.md are errors, not warnings: a forbidden import
// fails the build (tests/src/lint/boundaries.test.ts proves it).
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { builtinModules } from 'node:module'
import tseslint from 'typescript-eslint'
import noFloatMoney from './scripts/eslint/no-float-money.js'

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `${m}/*`)]

const restrictAll = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ ...p, allowTypeImports: false })) }],
})
const restrict = (group, message) => restrictAll([{ group, message }])

// The adapters' layers: wire/ (routes, query, header and body encodings) is the base; http/ and memory/ build on it;
// the server serves the memory db. Neither memory/ nor the server speaks through the HTTP client.
const noUi = { group: ['@kontor/ui', '@kontor/ui/*', 'react', 'react-dom', 'jotai'], message: 'adapters never import the UI.' }
const noFixtures = {
  group: ['@kontor/fixtures', '@kontor/fixtures/*'],
  message: 'only the server entry (server/main.ts) seeds from the fixtures.',
}
const layer = (folders, packages, message) => [
  { regex: `^(\\.{1,2}/)+(${folders.join('|')})(/|$)`, message },
  { group: packages, message },
]
const noHttp = layer(
  ['http'],
  ['@kontor/adapters/http'],
  'memory and the server never import the HTTP client: what they share with it lives in adapters/src/wire/.',
)
const wireIsTheBase = layer(
  ['http', 'memory', 'server'],
  ['@kontor/adapters', '@kontor/adapters/*'],
  'wire/ is the base of the adapters: it imports no other adapter folder.',
)

/** The Backend's ports (core's Backend record; adapters' PORT_NAMES), for the rule against direct port calls in components. */
const PORT_NAMES = ['banking', 'bankLookup', 'transfers', 'privileges', 'transactions', 'telemetry', 'csvImport', 'proposals', 'hub', 'onboarding']

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-bench-http/**', '**/dist-http/**', '**/node_modules/**', 'docs/**', '.test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  // The static pages the demo serves beside the app (ui/public: the first-time frame) run in the browser.
  { files: ['ui/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['core/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      ...restrict(
        ['@kontor/*', 'react', 'react/*', 'react-dom', 'react-dom/*', 'jotai', 'jotai/*', 'jotai-*', 'ky', 'hono', 'hono/*', '@hono/*', 'node:*', ...nodeBuiltins],
        'core is pure: no other Kontor package, no UI, HTTP or Node module.',
      ),
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'fetch', 'localStorage', 'sessionStorage', 'setTimeout', 'setInterval', 'console', 'process', 'XMLHttpRequest'].map(
          (name) => ({ name, message: 'core is pure: no DOM, timers, console or Node globals (time comes through the Clock port).' }),
        ),
      ],
    },
  },
  // Money only via Money (issue 12): no number arithmetic, rounding or formatting on amounts in product code.
  // money.ts is where Money meets numbers; tests and arbitraries build amounts as they like.
  {
    files: ['{core,adapters,ui,fixtures}/src/**/*.{ts,tsx}'],
    ignores: ['core/src/money/money.ts', '**/*.test.{ts,tsx}', '**/*.arbitrary.ts', '**/test-support/**'],
    plugins: { kontor: { rules: { 'no-float-money': noFloatMoney } } },
    rules: { 'kontor/no-float-money': 'error' },
  },
  {
    files: ['fixtures/src/**/*.ts'],
    rules: restrict(['@kontor/adapters', '@kontor/adapters/*', '@kontor/ui', 'react', 'jotai', 'ky', 'hono'], 'fixtures hold data for the core only.'),
  },
  // One block per file set: a later block that sets no-restricted-imports for the same files replaces the earlier one.
  {
    files: ['adapters/src/**/*.ts'],
    ignores: ['adapters/src/{wire,memory,server}/**'],
    rules: restrictAll([noUi, noFixtures]),
  },
  {
    files: ['adapters/src/wire/**/*.ts'],
    rules: restrictAll([noUi, noFixtures, ...wireIsTheBase]),
  },
  {
    files: ['adapters/src/{memory,server}/**/*.ts'],
    ignores: ['adapters/src/server/main.ts'],
    rules: restrictAll([noUi, noFixtures, ...noHttp]),
  },
  {
    files: ['adapters/src/server/main.ts'],
    rules: restrictAll([noUi, ...noHttp]),
  },
  {
    files: ['ui/src/**/*.{ts,tsx}'],
    // demo-backend.ts builds the demo's adapter that backend.ts loads (one dynamic import: issue 13's CSV worker); in a
    // browser it runs in a worker (issue 24): demo-worker-host.ts serves it there, demo-worker-backend.ts (with the
    // messages between them) is its page's side.
    ignores: ['ui/src/app/backend.ts', 'ui/src/app/demo-backend.ts', 'ui/src/app/demo-worker-{backend,host,messages}.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(['@kontor/adapters', '@kontor/adapters/*'], 'Only ui/src/app/backend.ts chooses adapters (demo-backend.ts and the demo-worker-* files build the demo one).'),
    },
  },
  // The React Compiler's rules (all of the plugin's recommended set but the two rules of hooks) judge what the compiler
  // can keep memoised in the product's components; tests and their kit are never compiled for users, and the
  // compiler's analysis of them took a fifth of the whole lint (TIMING=1: react-hooks/static-components 49 %).
  {
    files: ['ui/src/**/*.test.{ts,tsx}', 'ui/src/test/**/*.{ts,tsx}'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter((rule) => rule !== 'react-hooks/rules-of-hooks' && rule !== 'react-hooks/exhaustive-deps')
        .map((rule) => [rule, 'off']),
    ),
  },
  {
    // Issue 25 "one way from the UI to the backend": a component never awaits a port; its calls are a flow's effects
    // (shared/useFlow.ts) or a feature's effects module (*.effects.ts), with no exception.
    files: ['ui/src/**/*.tsx'],
    ignores: ['ui/src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // backend.<port> in any use: called at once, or taken as a value to be called later (const o = backend.hub).
          selector: `MemberExpression[property.name=/^(${PORT_NAMES.join('|')})$/]:matches([object.name='backend'], [object.property.name='backend'])`,
          message: 'A component never calls a port (backend.<port>): run the call as an effect of the feature (its *.effects.ts, through useFlow).',
        },
      ],
    },
  },
)
