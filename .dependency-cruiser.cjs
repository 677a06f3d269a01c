// The architecture's written form (docs/architecture.md): each rule below is one sentence of it. `npm test` runs
// `depcruise` with this file; a violation fails the run. Keep it short: a rule belongs here only if breaking it
// would bend the hexagon.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-areas-acyclic',
      comment:
        'Core areas form a hierarchy: if area A imports B, B never reaches A. A rule two areas need lives where both may depend on it.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^core/src/[^/]+' },
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      comment: 'No module imports itself back, in any package.',
      severity: 'error',
      from: { path: '^(core|adapters|fixtures|ui)/src/' },
      to: { circular: true },
    },
    {
      name: 'core-is-pure',
      comment: 'core imports no other Kontor workspace.',
      severity: 'error',
      from: { path: '^core/src/' },
      to: { path: '^(adapters|fixtures|ui|tests)/' },
    },
    {
      name: 'memory-not-http',
      comment: 'The in-memory backend simulates the server; it shares wire encoding through wire/, never the HTTP client.',
      severity: 'error',
      from: { path: '^adapters/src/(memory|server)/' },
      to: { path: '^adapters/src/http/' },
    },
    {
      name: 'features-through-index',
      comment: 'A UI feature reaches another only through that feature\'s public index.ts.',
      severity: 'error',
      from: { path: '^ui/src/features/([^/]+)/' },
      to: { path: '^ui/src/features/', pathNot: ['^ui/src/features/$1/', '^ui/src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'app-through-index',
      comment: 'The app shell (router, layout) reaches features only through their public index.ts.',
      severity: 'error',
      from: { path: '^ui/src/app/' },
      to: { path: '^ui/src/features/', pathNot: '^ui/src/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'features-below-app',
      comment:
        'The app shell (composition root, router, demo) composes the features; a feature never imports it. What features share (route paths, the active organisation) lives in ui/src/shared.',
      severity: 'error',
      from: { path: '^ui/src/features/' },
      to: { path: '^ui/src/app/' },
    },
    {
      name: 'shared-below-features',
      comment: 'ui/src/shared serves every feature and knows none of them.',
      severity: 'error',
      from: { path: '^ui/src/shared/' },
      to: { path: '^ui/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests are left out: a test may look above its area (an area's test checks its German text in the catalogue),
    // which is no dependency of the product.
    exclude: { path: ['(^|/)(dist|node_modules)/', '\\.test\\.tsx?$'] },
    // Resolve workspace packages to their sources, as vite and vitest do (the "@kontor/source" export condition).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@kontor/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
  },
}
