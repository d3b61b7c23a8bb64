// One scenario file of scenarios/ per rulebook section (§6–§23), shown on /docs/escenarios with
// what it does when run. The test beside this file checks each one exists, cites its section and
// passes its own `expect:`.
export type SectionExample = { section: number; title: string; file: string }

export const SECTION_EXAMPLES: readonly SectionExample[] = [
  { section: 6, title: 'Preparación', file: 's06-deferred-replacement.yaml' },
  { section: 7, title: 'Estructura del turno', file: 's07-inn-rest.yaml' },
  { section: 8, title: 'Acciones de Master', file: 's08-master-actions.yaml' },
  { section: 9, title: 'Acciones de los Dalmas y respuestas', file: 's09-answer-unmakes-action.yaml' },
  { section: 10, title: 'Acciones de los enemigos', file: 's10-enemy-shoots.yaml' },
  { section: 11, title: 'Aprendizaje', file: 's11-learn.yaml' },
  { section: 12, title: 'Hechizos', file: 's12-dart-hits-enemy.yaml' },
  { section: 13, title: 'Habilidades', file: 's13-skill-in-combat-window.yaml' },
  { section: 14, title: 'Pociones, venenos y trampas', file: 's14-trap-on-explorer.yaml' },
  { section: 15, title: 'Equipo y Emblemas', file: 's15-flechas-perforadoras.yaml' },
  { section: 16, title: 'Exploración', file: 's16-explore-kills.yaml' },
  { section: 17, title: 'Fin de turno: ir a por la reliquia o pasar', file: 's17-offensive-no-defenders.yaml' },
  { section: 18, title: 'Agotamiento de los recursos del Master', file: 's18-forced-offensive-fails.yaml' },
  { section: 19, title: 'Combate', file: 's19-melee-666.yaml' },
  { section: 20, title: 'Reliquias y sus defensores', file: 's08-reveal-altamir.yaml' },
  { section: 21, title: 'Victoria y derrota', file: 's21-all-dalmas-lost.yaml' },
  { section: 22, title: 'Reglas de cartas concretas', file: 's22-lente-reveals-trap.yaml' },
  { section: 23, title: 'Variantes', file: 's23-rapida-first-turn.yaml' },
]
