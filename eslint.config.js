// Lint for the whole workspace. The layer rules of ARCHITECTURE.md are errors, not warnings: a forbidden import
// fails the build (tests/src/lint/boundaries.test.ts proves it).
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { builtinModules } from 'node:module'
import tseslint from 'typescript-eslint'

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `${m}/*`)]

const restrict = (group, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message, allowTypeImports: false }] }],
})

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'docs/**', '.test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
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
  {
    files: ['fixtures/src/**/*.ts'],
    rules: restrict(['@kontor/adapters', '@kontor/adapters/*', '@kontor/ui', 'react', 'jotai', 'ky', 'hono'], 'fixtures hold data for the core only.'),
  },
  {
    files: ['adapters/src/**/*.ts'],
    ignores: ['adapters/src/server/main.ts'],
    rules: restrict(
      ['@kontor/ui', '@kontor/ui/*', 'react', 'react-dom', 'jotai', '@kontor/fixtures'],
      'adapters never import the UI; only the server entry (server/main.ts) seeds from the fixtures.',
    ),
  },
  {
    files: ['adapters/src/server/main.ts'],
    rules: restrict(['@kontor/ui', '@kontor/ui/*', 'react', 'react-dom', 'jotai'], 'adapters never import the UI.'),
  },
  {
    files: ['ui/src/**/*.{ts,tsx}'],
    ignores: ['ui/src/app/backend.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(['@kontor/adapters', '@kontor/adapters/*'], 'Only ui/src/app/backend.ts chooses adapters.'),
    },
  },
)
