// Import circles are refused anywhere in lib/ (issue 13): code reads top-down, from the driver to the
// rules of each section to the queries on the state. `npm test` runs this check (scripts/test.mjs).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Un ciclo de importaciones: el código debe leerse de arriba abajo (issue 13).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Type-only imports count too: a circle of types is still a circle to read.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // scripts/fixtures holds a deliberate circle for the gate's own test (scripts/check-cycles.test.ts).
    exclude: { path: ['node_modules', '\\.next', 'generated', '^scripts/fixtures/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    cache: false,
  },
}
