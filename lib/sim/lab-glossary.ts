// The laboratory's terms, each explained once (issue 30): the pages show the ones a result uses in one
// glossary at its foot, instead of explaining them in every sentence. Plain data, shared by the pages.

export type GlossaryTerm = { id: string; term: string; text: string }

export const GLOSSARY: readonly GlossaryTerm[] = [
  { id: 'clear', term: 'Diferencia clara', text: 'La prueba emparejada da p < 0,05: una diferencia así saldría por azar menos de una vez de cada veinte. Sin ella, el resultado puede ser ruido; más partidas lo aclaran.' },
  { id: 'ci', term: 'Intervalo al 95 %', text: 'Los valores compatibles con las partidas jugadas: con otras partidas el número cambiaría, casi siempre dentro de él.' },
  { id: 'wilson', term: 'Wilson', text: 'El intervalo de una proporción (un porcentaje de victorias) que sigue siendo fiable con pocas partidas o cerca del 0 % y del 100 %.' },
  { id: 'pp', term: 'pp (puntos porcentuales)', text: 'La resta de dos porcentajes: de 9 % a 29 % son +20 pp.' },
  { id: 'p', term: 'p', text: 'La probabilidad de ver una diferencia al menos así de grande si el cambio no hiciera nada.' },
  { id: 'paired', term: 'Mismas partidas (emparejadas)', text: 'La base y la prueba juegan los mismos repartos con las mismas semillas, así que se comparan partida a partida y el azar del reparto se cancela.' },
  { id: 'mcnemar', term: 'McNemar exacto', text: 'La prueba de dos porcentajes de victorias sobre las mismas partidas: solo cuentan las partidas que cambian de ganador.' },
  { id: 'holm', term: 'Holm', text: 'Corrige las p cuando se hacen muchas pruebas a la vez, para que alguna no salga «clara» solo por haber mirado muchas.' },
  { id: 'mirror', term: 'Espejo', text: 'Un mazo contra sí mismo: mide cuánto vale empezar (R6.11) sin que cuente el mazo.' },
  { id: 'bots', term: 'Bots', text: 'Las partidas las juegan programas, no personas: una cifra dice cómo juegan esos bots esos mazos.' },
  { id: 'gih', term: 'GIH WR (en mano)', text: 'Victorias del mazo en las partidas en que su Master vio la carta: en la mano inicial o robada después.' },
  { id: 'oh', term: 'OH WR (mano inicial)', text: 'Victorias en las partidas en que la carta estaba en la mano inicial tras el reemplazo inicial (R6.7), o empezó en juego con el Dalma inicial (R6.3).' },
  { id: 'gd', term: 'GD WR (robada después)', text: 'Victorias en las partidas en que la carta se robó después de la preparación.' },
  { id: 'gns', term: 'GNS WR (no vista)', text: 'Victorias en las partidas en que la carta estaba en el mazo y su Master nunca la vio.' },
  { id: 'iwd', term: 'IWD (mejora al robarla)', text: 'GIH WR menos GNS WR: cuánto más gana el mazo cuando ve la carta. Las partidas largas ven más cartas, así que todas tienden a salir algo por encima o por debajo: compara cartas entre sí. Su intervalo agrupa por partida.' },
  { id: 'band', term: 'Banda', text: 'El margen de IWD que el diseñador da por normal: una carta cuyo intervalo entero queda fuera sale «por encima» o «por debajo».' },
  { id: 'use', term: 'Jugada cuando podía', text: 'Veces que los bots la jugaron entre las decisiones en que jugarla era legal: una carta que nunca juegan no puede salir bien ni mal.' },
  { id: 'balance', term: 'Valor que equilibra', text: 'El valor de un número de una carta con el que el porcentaje de victorias queda más cerca del objetivo, buscado por bisección con las mismas partidas en cada valor.' },
]

export const GLOSSARY_BY_ID: ReadonlyMap<string, GlossaryTerm> = new Map(GLOSSARY.map((t) => [t.id, t]))

/** The terms a laboratory report uses, in the glossary's order. */
export const REPORT_TERMS = ['clear', 'ci', 'wilson', 'pp', 'p', 'paired', 'mcnemar', 'holm', 'mirror', 'bots'] as const
export const RATING_TERMS = ['gih', 'oh', 'gd', 'gns', 'iwd', 'band', 'use', 'ci', 'wilson', 'bots'] as const
