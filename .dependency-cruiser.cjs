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
    {
      name: 'engine-is-the-rules',
      severity: 'error',
      comment: 'lib/engine es solo el reglamento: sus módulos no importan bots, escenarios ni ayudas de prueba (issue 26). Las pruebas del motor pueden usar lib/scenarios y lib/engine-testing, nunca los bots.',
      from: { path: '^lib/engine/', pathNot: '\\.test\\.ts$' },
      to: { path: '^lib/', pathNot: '^lib/(engine|catalogue|decks|random|platform)/' },
    },
    {
      name: 'engine-tests-without-bots',
      severity: 'error',
      comment: 'Las pruebas del motor no dependen de los bots: una partida con bots se prueba en lib/bots (issue 26).',
      from: { path: '^lib/engine/.*\\.test\\.ts$' },
      to: { path: '^lib/bots/' },
    },
    {
      name: 'rules-helpers-below-bots',
      severity: 'error',
      comment: 'Los escenarios y las ayudas de prueba del motor están por debajo de los bots: los bots los usan, no al revés (issue 26).',
      from: { path: '^lib/(scenarios|engine-testing)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^lib/bots/' },
    },
    {
      name: 'games-apart-masters',
      severity: 'error',
      comment: 'Duelo de Masters (motor, bots, escenarios, cartas y mazos) no usa nada de Duelo de alientos, ni a través de otro módulo: lo común vive en lib/random y lib/platform (docs/platform-games.md, issue 31).',
      from: { path: '^lib/(engine|bots|scenarios|engine-testing|catalogue|decks)/' },
      to: { path: '^lib/alientos/', reachable: true },
    },
    {
      name: 'games-apart-alientos',
      severity: 'error',
      comment: 'Duelo de alientos no usa nada de Duelo de Masters, ni a través de otro módulo: lo común vive en lib/random y lib/platform (docs/platform-games.md, issue 31).',
      from: { path: '^lib/alientos/' },
      to: { path: '^lib/(engine|bots|scenarios|engine-testing|catalogue|decks)/', reachable: true },
    },
    {
      name: 'alientos-is-the-rules',
      severity: 'error',
      comment: 'lib/alientos (sus módulos de primer nivel) es solo el reglamento de Duelo de alientos: no importa sus bots ni sus escenarios, ni nada fuera de lib/random y lib/platform (issue 31).',
      from: { path: '^lib/alientos/[^/]+$', pathNot: '\\.test\\.ts$' },
      to: { path: '^lib/', pathNot: '^lib/(alientos/[^/]+$|random/|platform/)' },
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
