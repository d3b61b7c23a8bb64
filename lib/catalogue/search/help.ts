// The search syntax explained to players, as data: the syntax page renders it and a test runs
// every example through the parser, so the help never shows a query that does not work.
import { FIELD_VALUE_WORDS } from './fields'

export type SyntaxHelpExample = { query: string; meaning: string }

export type SyntaxHelpEntry = {
  /** texto: free words; campo: field terms; combinar: how terms combine. */
  group: 'texto' | 'campo' | 'combinar'
  /** How it is written. */
  field: string
  /** Other spellings accepted. */
  aliases: readonly string[]
  meaning: string
  /** Comparisons accepted, for number fields. */
  operators?: readonly string[]
  /** Accepted values, for fields with a closed list. */
  values?: readonly string[]
  examples: readonly SyntaxHelpExample[]
}

const NUMBER_OPERATORS = [':', '=', '<', '<=', '>', '>='] as const

export const SYNTAX_HELP_GROUPS: Readonly<Record<SyntaxHelpEntry['group'], string>> = {
  texto: 'Buscar por nombre',
  campo: 'Filtrar por campos',
  combinar: 'Combinar términos',
}

export const SYNTAX_HELP: readonly SyntaxHelpEntry[] = [
  {
    group: 'texto', field: 'palabras', aliases: [],
    meaning: 'Las palabras sueltas buscan en el nombre de la carta sin tener en cuenta tildes, mayúsculas ni pequeñas erratas. Primero salen las cartas cuyo nombre coincide entero o empieza igual; después, las que solo las mencionan en su texto de reglas.',
    examples: [
      { query: 'orden', meaning: 'encuentra la Piedra de Órdor' },
      { query: 'pocion de tal', meaning: 'encuentra la Poción de Thal' },
      { query: 'contrl mental', meaning: 'encuentra Control Mental' },
    ],
  },
  {
    group: 'texto', field: '"frase"', aliases: [],
    meaning: 'Entre comillas, la frase debe aparecer tal cual en el nombre (o, más abajo en la lista, en el texto), aunque sin distinguir tildes. Sirve también para buscar palabras como «o».',
    examples: [
      { query: '"de thal"', meaning: 'nombres que contienen «de Thal»' },
      { query: '"todo o nada"', meaning: 'la frase completa, sin tomar «o» como alternativa' },
    ],
  },
  {
    group: 'campo', field: 'tipo:', aliases: [],
    meaning: 'Tipo de carta, en singular o en plural.',
    values: FIELD_VALUE_WORDS.type,
    examples: [
      { query: 'tipo:hechizo', meaning: 'hechizos' },
      { query: 'tipo:armas', meaning: 'armas' },
      { query: 'tipo:dalma', meaning: 'Dalmas' },
    ],
  },
  {
    group: 'campo', field: 'prof:', aliases: ['profesion:', 'profesión:'],
    meaning: 'Profesión de un Dalma, hechizo o habilidad, con o sin tilde. «hechicero» reúne a Magos y Mentalistas.',
    values: FIELD_VALUE_WORDS.profession,
    examples: [
      { query: 'prof:ladrón', meaning: 'cartas de Ladrón' },
      { query: 'prof:ladron tipo:habilidad', meaning: 'habilidades de Ladrón' },
      { query: 'prof:hechicero tipo:dalma', meaning: 'Dalmas Magos o Mentalistas' },
    ],
  },
  {
    group: 'campo', field: 'raza:', aliases: [],
    meaning: 'Raza de un Dalma.',
    values: FIELD_VALUE_WORDS.race,
    examples: [{ query: 'raza:elfo', meaning: 'Dalmas elfos' }],
  },
  {
    group: 'campo', field: 'coste', aliases: ['precio'],
    meaning: 'Lo que se paga en oros: el precio de revelarla (un Dalma, 5 oros; un enemigo, 3) o, en hechizos y habilidades, el coste de aprenderlos. Un decimal son platas: 1,5 son 1 oro y 5 platas. Los tesoros y las reliquias no tienen coste.',
    operators: NUMBER_OPERATORS,
    examples: [
      { query: 'coste<=1.5', meaning: 'cuesta como mucho 15 platas' },
      { query: 'coste:0', meaning: 'gratis' },
      { query: 'tipo:hechizo coste>3', meaning: 'hechizos cuyo aprendizaje cuesta más de 3 oros' },
    ],
  },
  {
    group: 'campo', field: 'fue', aliases: ['fuerza'],
    meaning: 'Fuerza impresa de Dalmas, enemigos y soldados.',
    operators: NUMBER_OPERATORS,
    examples: [{ query: 'fue>=4', meaning: 'Fuerza 4 o más' }],
  },
  {
    group: 'campo', field: 'res', aliases: ['resistencia'],
    meaning: 'Resistencia impresa de Dalmas, enemigos y soldados.',
    operators: NUMBER_OPERATORS,
    examples: [{ query: 'res<2', meaning: 'Resistencia 0 o 1' }],
  },
  {
    group: 'campo', field: 'ini', aliases: ['iniciativa'],
    meaning: 'Iniciativa impresa de Dalmas, enemigos y soldados.',
    operators: NUMBER_OPERATORS,
    examples: [{ query: 'ini:3', meaning: 'Iniciativa exactamente 3' }],
  },
  {
    group: 'campo', field: 'vida', aliases: [],
    meaning: 'Vida impresa de Dalmas, enemigos y soldados.',
    operators: NUMBER_OPERATORS,
    examples: [{ query: 'tipo:enemigo vida>10', meaning: 'enemigos con más de 10 de Vida' }],
  },
  {
    group: 'campo', field: 'pri', aliases: [],
    meaning: 'Valor PRI impreso en hechizos y habilidades.',
    operators: NUMBER_OPERATORS,
    examples: [{ query: 'pri=1', meaning: 'los que la Poción de Thal puede activar otra vez' }],
  },
  {
    group: 'campo', field: 'texto:', aliases: [],
    meaning: 'Una palabra o una frase entre comillas dentro del texto de reglas, sin distinguir tildes.',
    examples: [
      { query: 'texto:robar', meaning: 'textos que mencionan robar' },
      { query: 'texto:"acción adicional"', meaning: 'la frase exacta' },
    ],
  },
  {
    group: 'campo', field: 'nombre:', aliases: [],
    meaning: 'Una palabra o una frase entre comillas dentro del nombre, sin erratas.',
    examples: [{ query: 'nombre:anillo', meaning: 'nombres que contienen «anillo»' }],
  },
  {
    group: 'campo', field: 'ranura:', aliases: ['espacio:'],
    meaning: 'Espacio corporal que ocupa un accesorio.',
    values: FIELD_VALUE_WORDS.slot,
    examples: [{ query: 'ranura:cabeza', meaning: 'accesorios de cabeza' }],
  },
  {
    group: 'campo', field: 'id:', aliases: [],
    meaning: 'El identificador exacto de la carta (el de su dirección).',
    examples: [{ query: 'id:pocion-de-thal', meaning: 'solo esa carta' }],
  },
  {
    group: 'campo', field: 'origen:', aliases: [],
    meaning: 'De dónde sale la carta: nombrada en el reglamento, en el manual de Dalmas y Reliquias, o inventada para el sitio.',
    values: FIELD_VALUE_WORDS.source,
    examples: [{ query: 'origen:reglamento', meaning: 'cartas que nombra el reglamento' }],
  },
  {
    group: 'campo', field: 'provisional', aliases: [],
    meaning: 'Cartas con algún valor inventado, pendiente de confirmar por los autores del juego.',
    examples: [{ query: 'provisional tipo:arma', meaning: 'armas con valores provisionales' }],
  },
  {
    group: 'combinar', field: 'espacio entre términos', aliases: [],
    meaning: 'Términos seguidos: la carta debe cumplirlos todos.',
    examples: [{ query: 'tipo:hechizo prof:mago', meaning: 'hechizos de Mago' }],
  },
  {
    group: 'combinar', field: 'o', aliases: ['or'],
    meaning: 'Entre dos términos: basta con cumplir uno. Une menos que el espacio: «a b o c» es «(a b) o c».',
    examples: [
      { query: 'tipo:pocion o tipo:veneno', meaning: 'pociones y venenos' },
      { query: 'prof:mago tipo:hechizo o prof:guerrero', meaning: 'hechizos de Mago, o cualquier carta de Guerrero' },
    ],
  },
  {
    group: 'combinar', field: '-', aliases: [],
    meaning: 'Delante de un término (pegado a él), lo niega.',
    examples: [
      { query: 'tipo:arma -provisional', meaning: 'armas sin valores inventados' },
      { query: '-(tipo:dalma o tipo:enemigo) fue>2', meaning: 'soldados con Fuerza mayor que 2' },
    ],
  },
  {
    group: 'combinar', field: '( )', aliases: [],
    meaning: 'Agrupan términos para cambiar el orden en que se combinan.',
    examples: [{ query: 'tipo:hechizo (prof:mago o prof:mentalista) pri<=2', meaning: 'hechizos de Mago o Mentalista con PRI 1 o 2' }],
  },
]
