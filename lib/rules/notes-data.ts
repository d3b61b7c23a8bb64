// The project's interpretation notes: points the reglamento leaves open that RULINGS.md does not
// settle, with the reading this project (and its simulator) uses and why. docs/rules-notes.md
// holds the same notes for readers of the repository; notes.test.ts keeps the two in step.
// To add one: append a row here with the next NOTE-n and the same text under a
// `## NOTE-n · title` heading in docs/rules-notes.md.
import type { RuleId } from './rule-ids'

type NoteRow = {
  readonly id: `NOTE-${number}`
  readonly title: string
  readonly rules: readonly [RuleId, ...RuleId[]]
  readonly question: string
  readonly reading: string
  readonly reason: string
}

export const NOTE_ROWS = [
  {
    id: 'NOTE-1', title: 'Efectos que duran un turno', rules: ['R7.7'],
    question: '¿Cuándo acaba un efecto temporal que dura «este turno», por ejemplo una mejora de Fuerza obtenida durante el turno del rival? El reglamento solo dice que el Descanso limpia los efectos ya vencidos.',
    reading: 'Un efecto de un turno vence al cerrarse el turno en el que se creó, sea del Master que sea: después de la decisión final y de la ofensiva, si la hay. El Descanso siguiente solo hace la limpieza. Un efecto permanente dura mientras su origen siga en juego, y uno ligado al siguiente ataque dura hasta ese ataque (NOTE-15).',
    reason: '«Turno» es el de cada Master (NOTE-6), y entre el final de un turno y el Descanso que abre el siguiente no ocurre nada, así que limpiar en ese Descanso equivale a vencer al final del turno. Atar la duración al turno del dueño haría que una mejora obtenida en el turno rival siguiera viva durante todo el turno propio, algo que ningún texto sugiere.',
  },
  {
    id: 'NOTE-2', title: 'Objetos y accesorios repetidos', rules: ['R15.6', 'R15.4', 'R15.5'],
    question: '¿La prohibición de repetir objetos o accesorios se aplica a cada Dalma o a todo el grupo del Master?',
    reading: 'A cada Dalma: un mismo Dalma no puede llevar dos copias de la misma carta de objeto o de accesorio, pero dos Dalmas distintos sí pueden llevar una copia cada uno. «Repetido» significa la misma carta (el mismo nombre), no el mismo tipo de objeto.',
    reason: 'La frase está en la tabla de límites de equipo, que siempre describe lo que lleva un Dalma. Además, el mazo admite cuatro copias de cada objeto y accesorio (R5.5), lo que no tendría sentido si el grupo solo pudiera usar una.',
  },
  {
    id: 'NOTE-3', title: 'Cómo cuentan los turnos en las variantes', rules: ['R23.2', 'R23.3', 'R23.1'],
    question: 'En Aventura pensada y Aventura estratégica, ¿en qué turno puede cada Master lanzar su primera ofensiva voluntaria?',
    reading: 'Cada Master cuenta sus propios turnos (RUL-5), y uno está completo cuando termina su decisión final. En Aventura pensada la primera ofensiva voluntaria llega en el sexto turno propio; en Aventura estratégica, en el undécimo; en Aventura rápida, en el segundo. El primer turno recortado del Master inicial cuenta como turno completo.',
    reason: 'Como los turnos se alternan, cuando un Master empieza su sexto turno los dos han completado ya cinco, así que la condición sobre ambos Masters coincide con la cuenta propia. El turno sin Descanso ni Cobro sigue siendo un turno del Master: solo se saltan dos fases.',
  },
  {
    id: 'NOTE-4', title: 'Posada para un Dalma que no la necesita', rules: ['R7.8'],
    question: '¿Se puede pagar la Posada por un Dalma que tiene toda su Vida y ningún contador de uso? ¿Y por uno que sigue boca abajo?',
    reading: 'En el primer caso, sí: el Master puede pagar 1 oro por cualquier Dalma activo propio aunque no recupere nada, incluidos los que acaban de volver de la Zona de Combate. En el segundo, no: un Dalma boca abajo no está en juego y no puede descansar.',
    reason: 'La regla pone un precio, no una condición; prohibirlo añadiría un requisito que el texto no tiene, y pagar sin necesidad solo perjudica a quien lo hace. La Posada actúa sobre la Vida y los contadores de un Dalma en juego, que un Dalma oculto no tiene.',
  },
  {
    id: 'NOTE-5', title: 'Quién elige los descartes por límite de mano', rules: ['R5.10', 'R22.8'],
    question: 'Cuando la mano pasa de 10 cartas, ¿quién elige cuáles se descartan?',
    reading: 'El Master dueño de la mano elige libremente qué cartas descarta hasta quedarse con 10, en el mismo momento en que se supera el límite. Si descarta un Dalma, ese Dalma cuenta como retirado para siempre (RUL-21).',
    reason: 'El reglamento hace al Master sujeto del descarte y no habla de azar ni del rival; la mano es información oculta, y las demás elecciones sobre la propia mano, como el reemplazo (RUL-3), también son del Master.',
  },
  {
    id: 'NOTE-6', title: 'Qué es «un turno» para las acciones', rules: ['R9.1', 'R4.3', 'R7.4'],
    question: 'Cada Dalma tiene una acción por turno: ¿por turno de su Master o por cada turno de la partida?',
    reading: 'Por cada turno, sea de quien sea. Un Dalma puede hacer su acción en el turno de su Master y, cuando el Descanso del rival le quita el marcador, otra Instantánea durante el turno rival.',
    reason: 'El Descanso de cada Master retira los marcadores de los Dalmas de los dos bandos (R7.4), lo que solo tiene sentido si un Dalma puede volver a actuar en el turno que empieza; una Instantánea jugada en el turno rival gasta la acción de ese turno, no la del siguiente propio.',
  },
  {
    id: 'NOTE-7', title: 'Orden estricto de la Fase Principal', rules: ['R7.13', 'R8.1'],
    question: '¿Se pueden intercalar acciones de enemigos o de Dalmas entre las Acciones de Master, o volver a un enemigo después de que haya actuado un Dalma?',
    reading: 'No. Primero se completan las cinco Acciones de Master (o se llega al agotamiento); después actúan, uno a uno y si el Master quiere, sus enemigos; y en cuanto pasa a las acciones de sus Dalmas, las acciones de enemigo que no usó se pierden para ese turno. Las respuestas (R9.12) quedan fuera de este orden: se juegan cuando se abre su ventana.',
    reason: 'El reglamento presenta la secuencia como un orden obligatorio y la repite igual en la referencia rápida. Mantenerla sin saltos también hace que el registro de una partida sea fácil de seguir.',
  },
  {
    id: 'NOTE-8', title: 'Explorar sin objetivo', rules: ['R16.1', 'R9.5'],
    question: '¿Puede un Dalma explorar si el rival no tiene enemigos revelados vivos ni Dalmas en la Zona de Combate?',
    reading: 'No. Explorar necesita un objetivo al declararse: un enemigo del rival revelado y no derrotado, o un Dalma rival que ya esté en la Zona de Combate. Sin ninguno de los dos, la acción no es legal.',
    reason: 'La acción consiste en abrir un combate contra uno de esos dos objetivos; un combate sin adversario no tiene nada que resolver, y permitirlo solo serviría para meter al Dalma en la Zona de Combate sin motivo.',
  },
  {
    id: 'NOTE-9', title: 'Quién ataca en una exploración', rules: ['R16.1', 'R19.5'],
    question: 'En el combate de exploración, ¿qué bando cuenta como atacante para el orden de la ventana de hechizos?',
    reading: 'El bando del Dalma que explora es el atacante, y el del objetivo es el defensor, también cuando el objetivo es un Dalma rival que ya estaba en la Zona de Combate.',
    reason: 'Es quien abre el combate con su acción, igual que el Master que declara la ofensiva es el atacante en el combate por la reliquia; así RUL-24 se aplica de la misma forma en los dos tipos de combate.',
  },
  {
    id: 'NOTE-10', title: 'Ofensiva sin atacantes', rules: ['R17.2', 'R17.1'],
    question: '¿Puede un Master declarar una ofensiva voluntaria sin elegir a ningún Dalma?',
    reading: 'No. La ofensiva voluntaria exige al menos un Dalma atacante; si no tiene ninguno que pueda atacar, la única opción de fin de turno es pasar.',
    reason: 'Una ofensiva vacía no tiene a nadie que capture la reliquia y, junto con RUL-22 (reliquia sin defensores), daría una victoria sin combatir. La ofensiva obligatoria sin Dalmas ya tiene su propia regla (R18.3).',
  },
  {
    id: 'NOTE-11', title: 'Los dos bandos caen a la vez', rules: ['R17.6', 'R19.7', 'R18.4'],
    question: 'Si en la misma ventana de arcos mueren los últimos atacantes y los últimos defensores, ¿se captura la reliquia?',
    reading: 'No: la ofensiva fracasa, porque capturar exige que quede al menos un atacante vivo. Si era una ofensiva obligatoria, su Master pierde.',
    reason: 'La victoria llega cuando los Dalmas atacantes capturan la reliquia (R21.1); sin ninguno vivo, nadie la captura. Es la única lectura que no necesita una regla de empate que el reglamento no tiene.',
  },
  {
    id: 'NOTE-12', title: 'Empates en la tirada de desempate', rules: ['R6.11', 'R19.8'],
    question: 'Cuando se tira 1d6 para deshacer un empate (primer Master, Iniciativa) y los dados vuelven a empatar, ¿qué pasa?',
    reading: 'Se vuelve a tirar hasta que un resultado supere al otro. Los dados de desempate son tiradas simples: no tienen la mejora del 6, la repetición del 1 ni la Tirada 666.',
    reason: 'El reglamento solo dice que gana el mayor, lo que exige resultados distintos; y las reglas especiales del dado (RUL-1) pertenecen a la tirada de ataque.',
  },
  {
    id: 'NOTE-13', title: 'Recargar un arco dentro del combate', rules: ['R19.12', 'R9.3'],
    question: 'Cuando un personaje emparejado renuncia a su ataque para recargar el arco, ¿paga la flecha? ¿Gasta su acción?',
    reading: 'Paga el precio de la flecha igual que con la Acción Principal (las normales no cuestan nada), pero no gasta su acción: lo que entrega es su ataque cuerpo a cuerpo de ese asalto. Si no puede pagar la flecha, no puede recargar. El arco así cargado dispara en la ventana de arcos del asalto siguiente.',
    reason: 'El coste pertenece a la flecha, no a la acción; y el combate ofrece la recarga a cambio de un ataque, que no es una acción (R4.4), así que tampoco puede costar una.',
  },
  {
    id: 'NOTE-14', title: 'Un tesoro colocado boca abajo', rules: ['R8.3', 'R8.6', 'R8.4'],
    question: 'Colocar boca abajo admite cualquier carta de la mano, pero los tesoros se usan desde la mano. ¿Qué ocurre con un tesoro colocado boca abajo?',
    reading: 'Colocarlo es legal, pero después no se puede revelar, porque no tiene precio de revelación, ni usar: se queda oculto en la Zona de Juego como un farol.',
    reason: 'Colocar no restringe el tipo de carta, y Revelar solo contempla cartas con precio de revelación o de aprendizaje; el tesoro solo tiene su uso desde la mano. Es la lectura literal y no inventa efectos nuevos.',
  },
  {
    id: 'NOTE-15', title: 'Cuánto dura un veneno aplicado', rules: ['R14.2', 'R7.7'],
    question: 'Si el arma envenenada no ataca en ese turno, ¿se pierde el veneno? ¿Y si se aplican dos antes de atacar?',
    reading: 'No se pierde: el efecto espera al siguiente ataque válido de esa arma, aunque llegue en otro turno, y solo desaparece si el arma deja de estar equipada (se sustituye, se lanza o se descarta). Dos venenos aplicados antes de atacar se suman en ese mismo ataque.',
    reason: 'El texto ata el efecto a un ataque, no a un turno, y no le pone caducidad; sin el arma, el efecto ya no tiene ataque al que unirse. Leída al pie de la letra, la regla liga cada veneno al siguiente ataque, de modo que los dos caen en el mismo.',
  },
  {
    id: 'NOTE-16', title: 'Cada uno se equipa a sí mismo', rules: ['R9.2', 'R10.2'],
    question: 'Con la acción Equipar, ¿puede un Dalma poner una carta a otro Dalma o a un enemigo, o quitarle el equipo a otro personaje?',
    reading: 'No. Quien gasta la acción es quien se equipa: cada Dalma (o enemigo, R10.2) se pone una carta revelada y disponible de su Master. Una carta que ya lleva otro personaje no está disponible, así que no cambia de manos.',
    reason: 'La acción pertenece al personaje que actúa y la regla la describe como algo que el Dalma se pone. Así, el límite de una acción por personaje sigue marcando cuánto equipo entra en juego cada turno.',
  },
  {
    id: 'NOTE-17', title: 'Un Dalma revelado en este turno', rules: ['R4.1', 'R8.4', 'R7.13', 'R17.2'],
    question: 'Un Dalma que se revela con una Acción de Master, ¿puede actuar en ese mismo turno y unirse a la ofensiva?',
    reading: 'Sí. En cuanto se revela es un Dalma activo, sin marcador y descansado (R6.4), y llega a tiempo del paso de acciones de los Dalmas, que va después de las Acciones de Master; también puede atacar en la ofensiva de ese turno o defender en el turno rival.',
    reason: 'El reglamento no impone ninguna espera a un personaje recién revelado, y la definición de Dalma activo solo exige que esté boca arriba y en juego. El precio de 5 oros ya es el coste de traerlo.',
  },
] as const satisfies readonly NoteRow[]
