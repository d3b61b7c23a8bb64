// The reglamento's own section numbers (INDEX.md uses them too), with a Spanish title for the site.
// Only the sections that hold numbered rules are listed: §1, §24 and §25 (identity, quick
// reference, glossary) restate other sections and carry no rule of their own.

export type Section = { readonly number: number; readonly title: string }

export const SECTIONS = [
  { number: 2, title: 'Componentes y tipos de carta' },
  { number: 3, title: 'Área de juego' },
  { number: 4, title: 'Conceptos fundamentales' },
  { number: 5, title: 'Construcción del mazo y límite de mano' },
  { number: 6, title: 'Preparación de la partida' },
  { number: 7, title: 'Estructura del turno' },
  { number: 8, title: 'Acciones de Master' },
  { number: 9, title: 'Acciones de Dalma' },
  { number: 10, title: 'Acciones de enemigo' },
  { number: 11, title: 'Aprender hechizos y habilidades' },
  { number: 12, title: 'Hechizos' },
  { number: 13, title: 'Habilidades' },
  { number: 14, title: 'Pociones, venenos y trampas' },
  { number: 15, title: 'Equipamiento y Emblemas' },
  { number: 16, title: 'Exploración' },
  { number: 17, title: 'Fin de turno: ir a por la reliquia o pasar' },
  { number: 18, title: 'Agotamiento de los recursos del Master' },
  { number: 19, title: 'Combate' },
  { number: 20, title: 'Reliquias y defensores asociados' },
  { number: 21, title: 'Victoria y derrota' },
  { number: 22, title: 'Reglas específicas de cartas' },
  { number: 23, title: 'Variantes de partida' },
] as const satisfies readonly Section[]

export type SectionNumber = (typeof SECTIONS)[number]['number']
