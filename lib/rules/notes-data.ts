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
    question: '¿Se puede pagar la Posada por un Dalma que tiene toda su Vida y ningún contador de uso? ¿Y por uno que sigue boca abajo? ¿En qué momento se decide?',
    reading: 'En el primer caso, sí: el Master puede pagar 1 oro por cualquier Dalma activo propio aunque no recupere nada, incluidos los que acaban de volver de la Zona de Combate. En el segundo, no: un Dalma boca abajo no está en juego y no puede descansar. El Master elige de una sola vez a cuáles envía (RUL-16), cuando ya se han resuelto los pasos automáticos del Descanso y antes del Cobro, y paga 1 oro por cada uno; si no tiene ningún Dalma activo o no le llega para 1 oro, no hay nada que decidir. Lo que la Posada retira del equipo se explica en NOTE-25.',
    reason: 'La regla pone un precio, no una condición; prohibirlo añadiría un requisito que el texto no tiene, y pagar sin necesidad solo perjudica a quien lo hace. La Posada actúa sobre la Vida y los contadores de un Dalma en juego, que un Dalma oculto no tiene. Decidir al final del Descanso permite ver ya cómo ha quedado cada Dalma al volver de la Zona de Combate.',
  },
  {
    id: 'NOTE-5', title: 'Quién elige los descartes por límite de mano', rules: ['R5.10', 'R22.8'],
    question: 'Cuando la mano pasa de 10 cartas, ¿quién elige cuáles se descartan?',
    reading: 'El Master dueño de la mano elige libremente qué cartas descarta hasta quedarse con 10, todas de una vez y en el mismo momento en que se supera el límite, antes de que ocurra nada más. Si descarta un Dalma, ese Dalma cuenta como retirado para siempre (RUL-21) y puede costarle la partida (NOTE-28). El límite se vuelve a mirar tras cada acción, así que cuando Saco sin fondo deja de estar activo (NOTE-27) el recorte llega en ese mismo instante (RUL-12).',
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
    reading: 'Paga el precio de la flecha igual que con la Acción Principal (las normales no cuestan nada), pero no gasta su acción: lo que entrega es su ataque cuerpo a cuerpo de ese asalto. También como en la Acción Principal, si lleva equipadas Flechas perforadoras con flechas restantes puede cargar una de ellas: pone un contador en las Flechas en lugar de pagar, y ese disparo suma +2 Fuerza. Si no puede pagar la flecha ni le quedan Flechas perforadoras, no puede recargar. El arco así cargado dispara en la ventana de arcos del asalto siguiente.',
    reason: 'El coste pertenece a la flecha, no a la acción; y el combate ofrece la recarga a cambio de un ataque, que no es una acción (R4.4), así que tampoco puede costar una. La carta de Flechas perforadoras vale para cualquier recarga, y R19.12 no distingue la de combate.',
  },
  {
    id: 'NOTE-14', title: 'Un tesoro colocado boca abajo', rules: ['R8.3', 'R8.6', 'R8.4'],
    question: 'Colocar boca abajo admite cualquier carta de la mano, pero los tesoros se usan desde la mano. ¿Qué ocurre con un tesoro colocado boca abajo?',
    reading: 'Sustituida por RUL-30: colocarlo es legal, y después se puede revelar gratis como Acción de Master; revelado no hace nada y se queda en la Zona de Juego, porque un tesoro solo se usa desde la mano. Antes de RUL-30 esta nota decía que no se podía revelar.',
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
  {
    id: 'NOTE-18', title: 'Qué copias son las cartas iniciales', rules: ['R6.3', 'R6.2', 'R6.5', 'R5.9'],
    question: 'Si el mazo lleva varias copias de las dos cartas que conoce el Dalma inicial, ¿cuáles se apartan en la preparación? ¿Y cambia algo el corte del rival?',
    reading: 'Da igual cuáles: las copias de una misma carta son idénticas, así que apartar una u otra deja la partida exactamente igual. El simulador aparta las primeras que encuentra en la lista del mazo, y las demás copias se barajan con el resto. El corte del rival no se reproduce, porque cortar un mazo bien barajado no cambia la probabilidad de que salga ninguna carta.',
    reason: 'Ninguna copia tiene algo que la distinga de otra. El corte existe en la mesa para que ningún Master pueda preparar el orden de su propio mazo, y un barajado al azar ya garantiza eso por sí solo.',
  },
  {
    id: 'NOTE-19', title: 'Orden de las cartas que van bajo el mazo', rules: ['R6.7', 'R6.8'],
    question: 'En un reemplazo, las cartas elegidas van al fondo del mazo en el orden que decide el Master (RUL-3). ¿Cuál de ellas queda más abajo?',
    reading: 'Se meten por debajo una a una: la primera elegida entra primero y cada una de las siguientes se coloca bajo la anterior, de modo que la última elegida acaba siendo la carta del fondo. Después se roban por arriba tantas cartas como se hayan devuelto. Vale igual para el reemplazo inicial y para el diferido.',
    reason: 'Es lo que pasa en la mesa al deslizar las cartas, en el orden escogido, por debajo del mazo. El orden solo llega a notarse si el mazo se agota hasta el fondo, pero conviene que haya una sola forma de hacerlo.',
  },
  {
    id: 'NOTE-20', title: 'Cuándo se elige el enemigo protector', rules: ['R6.9', 'R6.7'],
    question: '¿En qué momento elige cada Master su enemigo protector: antes de robar la mano inicial o después del reemplazo?',
    reading: 'Después. Primero los dos Masters roban su mano y, si quieren, hacen el reemplazo inicial; luego cada uno elige su enemigo protector (RUL-6) y todos se revelan juntos con la reliquia, el Dalma inicial y sus dos cartas. El simulador pide las dos elecciones por orden de asiento. Varias copias del mismo enemigo cuentan como una sola opción, porque da igual cuál se revele.',
    reason: 'La preparación va por pasos numerados y la revelación inicial viene detrás del reemplazo, así que el Master ya conoce su mano cuando decide. Como la revelación es simultánea, ninguna elección debe depender de la del rival.',
  },
  {
    id: 'NOTE-21', title: 'Un mazo sin reliquia en el simulador', rules: ['R5.3', 'R6.9', 'R8.5'],
    question: 'Un mazo a medio construir puede no tener reliquia todavía. ¿Se puede probar en el simulador? ¿Qué pasa con los enemigos?',
    reading: 'Se puede: la partida se prepara igual, pero ese Master no tiene enemigos, no elige enemigo protector y la Acción de Master Revelar enemigo nunca es legal para él. Que el mazo no sea legal para jugar lo señala la comprobación de mazos, no la partida de prueba.',
    reason: 'Los enemigos salen de la reliquia, así que sin ella esos pasos se quedan vacíos sin afectar a nada más. Negarse a repartir impediría probar manos con un mazo incompleto, que es precisamente para lo que sirve la prueba.',
  },
  {
    id: 'NOTE-22', title: 'El turno del rival en solitario', rules: ['R7.4', 'R7.12', 'R6.11'],
    question: 'En una partida en solitario (RUL-13) no hay rival que decida. ¿Tiene turno? ¿Y qué cambia si el jugador elige empezar en segundo lugar?',
    reading: 'Tiene turno, pero empieza y acaba sin que nadie decida ni actúe en él. Su Descanso se resuelve igualmente y deja sin marcador a cada Dalma en juego, también a los del jugador (R7.4); su Cobro le entrega sus 3 oros. Si el jugador escoge ser el segundo Master, el rival es el primero y, como cualquier primer Master, se salta el Descanso y el Cobro de su primer turno (RUL-5).',
    reason: 'Mantener ese turno vacío conserva el ritmo de un duelo: los marcadores de los Dalmas propios se limpian entre un turno y otro como en una partida real, y elegir el orden tiene las mismas consecuencias. Lo que un Dalma suele hacer en el turno rival es responder a lo que hace el rival, y en solitario el rival no hace nada.',
  },
  {
    id: 'NOTE-23', title: 'Cuándo se comprueba el agotamiento', rules: ['R18.1', 'R8.1', 'R7.13'],
    question: '¿En qué momento se mira si al Master le queda alguna Acción de Master legal? ¿Puede dejar de hacerlas antes de llegar a cinco?',
    reading: 'Se mira cada vez que el Master debe la siguiente de sus cinco acciones: al entrar en la Fase Principal y después de cada Acción de Master, mientras lleve menos de cinco. Si en ese momento no tiene ninguna legal, hay agotamiento. Mientras tenga alguna legal no puede pararse: renunciar a las Acciones de Master pendientes no es una opción. En solitario la partida termina ahí y se informa del agotamiento (RUL-13); en un duelo, quien se agota sin ningún Dalma activo pierde (R18.3).',
    reason: 'Es RUL-7 llevado a la práctica: el agotamiento no tiene un contador propio, sino que aparece cuando hace falta una acción y no queda ninguna. Mirarlo justo antes de cada acción pendiente es la única forma de no adelantarse ni llegar tarde.',
  },
  {
    id: 'NOTE-24', title: 'Cuántos turnos dura una simulación', rules: ['R7.1', 'R6.11'],
    question: 'Cuando se pide al simulador un número de turnos, ¿qué turnos cuenta?',
    reading: 'En solitario cuenta los del jugador: la partida se detiene al acabar su turno número N, tanto si empezó primero como segundo. En un duelo cuenta los del segundo Master: se detiene al cerrar su turno N, cuando los dos han jugado exactamente N turnos.',
    reason: 'Cada Master lleva la cuenta de sus propios turnos (RUL-5). En solitario solo interesan los del jugador, y en un duelo parar tras el segundo Master evita que uno de los dos haya jugado un turno más que el otro.',
  },
  {
    id: 'NOTE-25', title: 'Qué contadores de equipo retira la Posada', rules: ['R7.8', 'R7.10', 'R12.10'],
    question: 'Además de la Vida perdida y los contadores de uso de hechizos y habilidades, ¿qué contadores de su equipo pierde un Dalma que descansa en la Posada?',
    reading: 'Solo los del equipo que le da lanzamientos extra, como el Anillo Sumador de Hechizos, que vuelve a estar cargado. Los contadores de cualquier otra carta de equipo se quedan donde están: las unidades gastadas de Flechas perforadoras, por ejemplo, no se recuperan.',
    reason: 'La Posada nombra expresamente la carga del Anillo, y los contadores de equipo solo desaparecen cuando su carta o una regla concreta lo dice. Tratar igual que al Anillo a cualquier carta con su mismo efecto evita que la regla dependa de un nombre.',
  },
  {
    id: 'NOTE-26', title: 'Un tesoro usado ya no está en la mano', rules: ['R8.6', 'R5.10'],
    question: 'Si un tesoro hace robar cartas, ¿cuenta el propio tesoro para el límite de 10 cartas en la mano mientras se resuelve?',
    reading: 'No. En cuanto se muestra para usarlo, el tesoro sale de la mano; luego se resuelve su efecto y termina en el descarte. Las cartas que haga robar se comparan con el límite contando la mano sin él.',
    reason: 'Usar un tesoro es gastarlo: desde que se enseña ya no es una carta que el Master conserve, aunque llegue al descarte al final. Contarlo obligaría a descartar otra carta por culpa de una que ya se está consumiendo.',
  },
  {
    id: 'NOTE-27', title: 'Cuándo está activo Saco sin fondo', rules: ['R22.8', 'R5.10'],
    question: 'Saco sin fondo quita el límite de mano mientras está activo. ¿Cuándo lo está?',
    reading: 'Mientras lo lleve equipado cualquiera de los personajes de su Master, sea un Dalma o un enemigo. Boca abajo, o revelado pero sin equipar, no hace nada. Cuando deja de estar equipado (se sustituye, se descarta o muere quien lo lleva), la mano se recorta a 10 en ese momento (RUL-12, NOTE-5). Un objeto que no se equipa y tuviera el mismo efecto lo aplicaría mientras estuviera revelado.',
    reason: 'Es un objeto mágico, y su propio texto liga el efecto a estar equipado. Un objeto que no puede equiparse no tiene otra forma de estar en juego que revelado en la Zona de Juego, así que ahí es donde funcionaría.',
  },
  {
    id: 'NOTE-28', title: 'Perder al descartar el último Dalma', rules: ['R21.2', 'R5.10', 'R19.20'],
    question: '¿Cuándo se comprueba la derrota por quedarse sin Dalmas: al acabar el turno o en el mismo momento?',
    reading: 'En el mismo momento. Cada vez que una carta de Dalma va al descarte, por morir, por el límite de mano o por un efecto, se mira si todos los Dalmas del mazo de ese Master (los que lleve, hasta cinco) están ya en el descarte; si es así, pierde enseguida, aunque el turno no haya terminado.',
    reason: 'La derrota depende de un hecho y no de una fase, y un Dalma en el descarte está fuera de la partida para siempre (RUL-21). Esperar a otro momento dejaría seguir jugando a quien ya cumple la condición de derrota.',
  },
  {
    id: 'NOTE-29', title: 'Escudos dentro del límite de armas', rules: ['R15.2', 'R15.1'],
    question: 'Los escudos cuentan en el límite de armas y ocupan una mano solo si su carta lo indica. ¿Cómo se combinan con las armas?',
    reading: 'Sustituida por RUL-31: un escudo es siempre una de las piezas que cuenta el límite de armas, ocupe o no una mano según su carta. Caben dos piezas entre armas a una mano y escudos, y ninguna junto a un arma a dos manos o un arco. Antes de RUL-31 esta nota dejaba que un escudo que no ocupa mano acompañara a un arma a dos manos o a un arco.',
    reason: 'Contar dentro del límite de armas quiere decir que el escudo es una de las piezas que ese límite admite, que nunca pasan de dos. Y ocupar o no una mano es lo único que distingue a unos escudos de otros, así que tiene que notarse en lo que cabe a su lado.',
  },
  {
    id: 'NOTE-30', title: 'La mano libre de los hechiceros', rules: ['R12.6', 'R15.1', 'R15.2'],
    question: 'Un hechicero debe conservar una mano libre de armas. ¿Se comprueba al lanzar o al equiparse? ¿Cuentan los escudos?',
    reading: 'Se comprueba al lanzar, no al equiparse, y los escudos cuentan como ocupación de la mano. Un Mago o un Mentalista puede equiparse cualquier arma o escudo dentro de los límites generales, incluso un arco o un arma a dos manos; pero mientras sus armas y escudos ocupen las dos manos no puede lanzar hechizos, y con un arco equipado nunca.',
    reason: 'El texto liga la mano libre a la acción de lanzar («para lanzar hechizos») y dice que el hechicero con arco no lanza mientras lo mantenga equipado, lo que presupone que puede equiparlo. Las prohibiciones de equipo de los hechiceros son solo las de R12.7. Los escudos cuentan porque ocupan la mano igual que un arma y entran en el mismo límite (R15.2).',
  },
  {
    id: 'NOTE-31', title: 'Metal y yelmos para hechiceros', rules: ['R12.7', 'R15.3', 'R15.5'],
    question: 'Los hechiceros no pueden llevar armaduras metálicas ni yelmos. ¿Afecta también a los escudos y a las armas de metal?',
    reading: 'No. Un Mago o un Mentalista no puede equiparse una armadura marcada como metálica ni un accesorio que sea un yelmo; los escudos y las armas, sean o no de metal, puede llevarlos dentro de sus demás límites (NOTE-30).',
    reason: 'La prohibición nombra solo dos cosas, las armaduras de metal y los yelmos. Extenderla a otros tipos de carta añadiría restricciones que el texto no pone.',
  },
  {
    id: 'NOTE-32', title: 'Qué se descarta al sustituir equipo', rules: ['R9.2', 'R15.1'],
    question: 'Si la carta que se equipa un Dalma no cabe con lo que ya lleva, ¿qué cartas equipadas se descartan y quién lo decide?',
    reading: 'Lo decide el Master del Dalma al equiparlo, pero solo puede descartar lo imprescindible: las cartas que elige tienen que hacer sitio y ninguna de ellas podría quedarse sin que se rompa algún límite. Si hay varias formas de hacer sitio, vale cualquiera; si no hay ninguna, equiparse esa carta no es legal.',
    reason: 'La regla habla de la carta sustituida, la que deja su sitio a la nueva; descartar algo que no estorba sería perder una carta sin que ninguna regla lo pida. Elegir entre las opciones válidas es del Master, como las demás decisiones sobre sus propias cartas.',
  },
  {
    id: 'NOTE-33', title: 'A quién afecta un Emblema', rules: ['R15.7', 'R11.7'],
    question: 'Un Emblema afecta a todos los Dalmas de su Master. ¿Modifica también a los enemigos de su reliquia? ¿A quién alcanza su rebaja del coste de aprender?',
    reading: 'Sus mejoras permanentes de atributos se aplican a todos los Dalmas de su Master desde que se revela, pero no a sus enemigos. Si rebaja a la mitad el coste de aprender una categoría de cartas, la rebaja vale para cualquier Dalma de su Master que aprenda una de esas cartas (RUL-26).',
    reason: 'La regla nombra a los Dalmas, y los enemigos son otro tipo de personaje con reglas propias (capítulo 10). Para el aprendizaje no hay duda, porque los enemigos nunca aprenden (R10.3).',
  },
  {
    id: 'NOTE-34', title: 'Límites de equipo de los enemigos', rules: ['R10.2', 'R10.3', 'R15.4'],
    question: 'Los enemigos pueden equiparse con una acción. ¿Qué límites de equipo tienen?',
    reading: 'Los mismos que un Dalma que no es hechicero: armas y escudos como indican NOTE-29 y el capítulo 15, una armadura, hasta dos objetos mágicos y hasta cuatro accesorios en espacios distintos, sin repetir objetos ni accesorios. Las restricciones propias de los hechiceros no les afectan.',
    reason: 'El reglamento no da a los enemigos una tabla de equipo propia, y como no tienen profesión (R10.3) no pueden ser hechiceros; la tabla general es la única que les puede corresponder.',
  },
  {
    id: 'NOTE-35', title: 'Varias rebajas del coste de aprender', rules: ['R11.7', 'R22.1'],
    question: 'Si a un Dalma le alcanzan dos cartas que rebajan a la mitad el coste de aprender la misma carta, ¿se divide el coste dos veces?',
    reading: 'No: el coste se divide entre dos una sola vez, tenga las fuentes que tenga. Cuenta lo que hace cada carta de equipo o Emblema, no su nombre, de modo que una carta nueva con el mismo efecto rebaja igual (RUL-26).',
    reason: 'Que algo cueste la mitad describe el precio final, no un descuento que se acumula; aplicarlo dos veces lo dejaría en una cuarta parte, algo que ninguna carta dice.',
  },
  {
    id: 'NOTE-36', title: 'Quién recibe el efecto de una poción', rules: ['R9.9', 'R14.1', 'R10.2'],
    question: 'Cuando un Dalma o un enemigo bebe una poción, ¿a quién se aplica su efecto? ¿Puede dársela a otro personaje?',
    reading: 'Se aplica al personaje que la bebe y gasta su acción en ello. Nadie puede hacer beber una poción a otro personaje con su propia acción.',
    reason: 'Beber es la acción de quien bebe, igual que equiparse es cosa de quien se equipa (NOTE-16): el efecto acompaña a la acción y a quien la hace.',
  },
  {
    id: 'NOTE-37', title: 'A quién apuntan las habilidades', rules: ['R13.5', 'R13.2', 'R9.8'],
    question: 'El reglamento dice que una habilidad puede limitarse a una ventana o a responder a un ataque, pero no fija su objetivo. ¿A quién afecta cada habilidad de la colección?',
    reading: 'Lo dice su propio texto, leído así: si daña o marca a alguien, su objetivo es un rival emparejado con el Dalma, y solo puede usarse en la ventana de habilidades de un combate abierto; si mejora o cura, actúa sobre el Dalma que la usa; si da dinero o cartas, no tiene objetivo. Los hechizos, en cambio, llevan su objetivo escrito en los datos de la carta (zona, bando y si vale cualquier personaje o solo un Dalma).',
    reason: 'Una habilidad que golpea a un rival «emparejado» necesita un emparejamiento, que solo existe dentro de un combate. Las que solo tocan al propio Dalma no necesitan combate abierto, y por eso son las que pueden hacer avanzar al Dalma desde la Zona de Juego (R13.2).',
  },
  {
    id: 'NOTE-38', title: 'Un arco cargado frente a varios rivales', rules: ['R19.7', 'R19.11'],
    question: 'En la ventana de arcos, un personaje con el arco cargado que tiene enfrente a dos o tres rivales, ¿a cuál dispara?',
    reading: 'Sustituida por RUL-47: quien tiene el arco cargado y varios rivales delante elige a cuál apunta, y después todos los disparos de la ventana se hacen a la vez. El simulador pregunta a cada tirador por orden (primero el bando atacante) y cobra cada disparo al apuntar. Antes de RUL-47 esta nota decía que el disparo iba al primer rival del emparejamiento.',
    reason: 'RUL-20 ya da a todo combatiente la elección de su objetivo, y RUL-47 la lleva a la ventana de arcos. La simultaneidad no se pierde: primero se apunta y solo después se tira, todo dentro de la misma ventana.',
  },
  {
    id: 'NOTE-39', title: 'Habilidades «al revelarse» en la revelación inicial', rules: ['R10.3', 'R6.9'],
    question: 'El enemigo protector se revela gratis en la preparación. ¿Se activa entonces una habilidad impresa que dice «cuando se revela»?',
    reading: 'Sí: cualquier forma de revelar al enemigo la activa, también la revelación inicial. Así, si el protector elegido es Altamir, su Master recibe sus 2 oros al empezar la partida.',
    reason: 'El texto de la habilidad habla del hecho de revelarse, no de la Acción de Master que lo paga; la revelación inicial es una revelación como otra.',
  },
  {
    id: 'NOTE-40', title: 'Venenos y golpes extra: cuándo cuentan', rules: ['R14.2', 'R10.3', 'R19.10'],
    question: 'Un veneno añade daño al «siguiente ataque válido» de un arma, y Túlkar quita 1 Vida más con «cada ataque que cause daño». ¿Qué ataques cuentan?',
    reading: 'Sustituida en parte por RUL-46: el veneno espera al siguiente ataque válido del arma y una Pifia no lo gasta; su daño extra es un modificador más de la tirada, sumado antes de leer el resultado, así que con un total de 0 o menos no hay daño. La habilidad de Túlkar no cambia: solo suma cuando la tirada ya causa daño. Con una Tirada 666 el objetivo muere y no hace falta sumar nada. Antes de RUL-46 esta nota gastaba el veneno también en una Pifia y sumaba su daño después del resultado.',
    reason: 'La Pifia es el único ataque que el reglamento declara fallido (R19.10), y R19.9 aplica todos los modificadores antes del resultado; el texto de Túlkar, en cambio, pide expresamente que el golpe haga daño.',
  },
  {
    id: 'NOTE-41', title: 'La acción ordenada con Control Mental', rules: ['R22.4', 'R9.12'],
    question: 'La acción que el Master que lanza Control Mental elige para el Dalma rival, ¿abre respuestas? ¿Qué cuenta como acción «autoofensiva»?',
    reading: 'Sustituida en parte por RUL-49: la acción se hace en el acto y no abre una nueva ronda de respuestas, porque las respuestas ya se dieron al hechizo. No se pueden elegir las acciones autoofensivas: explorar, equiparse descartando equipo propio, lanzar un hechizo o usar una habilidad dañina contra su propio bando, beber una poción, aplicar un veneno y usar una habilidad desde la Zona de Juego, que haría avanzar al Dalma a la Zona de Combate. Si no queda ninguna acción legal que no sea autoofensiva, el Dalma recibe igualmente su marcador de acción. Antes de RUL-49 esta nota permitía beber, envenenar y usar habilidades desde la Zona de Juego.',
    reason: 'El reglamento dice que el objetivo realiza la acción «en el acto»; abrir otra ventana la aplazaría. La lista concreta aplica RUL-29 y RUL-49 a las acciones que existen en el simulador.',
  },
  {
    id: 'NOTE-42', title: 'Orden de las respuestas', rules: ['R9.12'],
    question: 'Cuando se declara una acción, ¿quién responde primero y cuándo acaba la ronda de respuestas?',
    reading: 'Responde primero el rival de quien declaró, que cuenta como si ya hubiera pasado. Cada respuesta se resuelve al momento, y después puede responder el otro Master. La acción original se resuelve cuando los dos Masters pasan seguidos. Solo se ofrece la ventana a quien tiene algo que hacer en ella.',
    reason: 'Declarar ya es la decisión del Master activo; la ronda sirve para que el rival reaccione, y seguir alternando hasta dos pases seguidos es lo que pide «una a una hasta que ambos pasen».',
  },
  {
    id: 'NOTE-43', title: 'Quién lanza en la ventana de hechizos', rules: ['R19.5', 'R12.8'],
    question: 'En la ventana de hechizos de un asalto, ¿pueden lanzar solo los Magos que combaten o cualquier Mago del bando?',
    reading: 'Sustituida en parte por RUL-53: cualquier Mago activo del bando con su acción disponible puede lanzar, esté en la Zona de Combate o en la de Juego, y se les ofrece uno a uno por Iniciativa, primero el bando atacante y luego el defensor. La ventana de habilidades, en cambio, está abierta a todo Dalma sin marcador que esté en la Zona de Combate, combata o no, y va por Iniciativa sin separar bandos. Antes de RUL-53 esta nota la reservaba a los combatientes.',
    reason: 'R12.8 permite al Mago lanzar en una Fase de Combate desde cualquier zona, y RUL-24 fija el orden; las habilidades, en cambio, exigen estar en la Zona de Combate (R9.8, R19.6).',
  },
  {
    id: 'NOTE-44', title: 'Supervivientes libres de los dos bandos', rules: ['R19.18', 'R19.16'],
    question: 'Si al empezar un asalto quedan combatientes libres en los dos bandos, ¿quién decide cómo se enfrentan?',
    reading: 'Se emparejan uno contra uno primero, y esas parejas las forma el Master atacante, igual que los emparejamientos iniciales. Los que sobren después se reparten como refuerzos, cada bando los suyos y siempre por igual.',
    reason: 'R19.18 manda que los refuerzos de ambos bandos se enfrenten primero entre sí; formar esas parejas es lo mismo que formar los emparejamientos iniciales, que son del atacante (R19.14). Lo que queda es un refuerzo de un solo bando, que RUL-20 deja a su dueño.',
  },
  {
    id: 'NOTE-45', title: '«En otro turno» para la Lente', rules: ['R22.6'],
    question: 'La Lente de Visión Precisa se vuelve a activar «en otro turno». ¿Vale el turno del rival?',
    reading: 'Sí: vale cualquier turno de la partida distinto de aquel en que se puso el contador, sea del Master que sea, porque la activación es una acción Instantánea.',
    reason: 'El texto no exige un turno propio, y las acciones Instantáneas del Dalma también se usan en el turno rival (R9.1).',
  },
  {
    id: 'NOTE-46', title: 'Pociones como respuesta', rules: ['R14.1', 'R9.9', 'R9.12'],
    question: 'Las pociones se toman con una Instantánea del propio Dalma. ¿Sirven también para responder durante el turno del rival?',
    reading: 'Sí, durante la Fase Principal del rival, como respuesta a una acción declarada. Nunca durante un combate.',
    reason: 'R14.1 la define como Instantánea y solo la limita a una Fase Principal, sin decir de quién; dentro de un combate está prohibida expresamente.',
  },
  {
    id: 'NOTE-47', title: 'El arma arrojadiza en su lanzamiento', rules: ['R19.13'],
    question: 'Un arma arrojadiza deja de estar equipada al lanzarla. ¿Suma su bonificación de Fuerza a ese lanzamiento?',
    reading: 'Sí: el lanzamiento usa la Fuerza del personaje más la del arma lanzada. Si mata, vuelve revelada a la Zona de Juego; si no, se descarta.',
    reason: 'Es el arma la que golpea; sin su bonificación lanzarla sería peor que pegar con ella, lo que vaciaría la regla del primer asalto.',
  },
  {
    id: 'NOTE-48', title: 'Un guardián que hiere al que lo ataca', rules: ['R10.3', 'R19.5'],
    question: 'El Guardián del Laberinto Bahaluk hace perder 1 Vida a quien lo ataca cuerpo a cuerpo. ¿Y si el ataque lo mata?',
    reading: 'La pérdida se aplica después de cada ataque cuerpo a cuerpo contra él, también si ese ataque lo ha matado. Los disparos y los lanzamientos no la provocan.',
    reason: 'La habilidad responde al ataque, no a la supervivencia del guardián, y el texto habla solo del cuerpo a cuerpo.',
  },
  {
    id: 'NOTE-49', title: 'El objetivo de una exploración ya combatió', rules: ['R16.1', 'R19.2'],
    question: '¿Se puede explorar contra un Dalma rival de la Zona de Combate que ya ha peleado cuerpo a cuerpo en este mismo turno?',
    reading: 'No: un Dalma solo pelea cuerpo a cuerpo una vez por turno, y eso incluye ser el objetivo de una exploración. Los enemigos no tienen ese límite.',
    reason: 'R19.2 habla de cada Dalma, sin distinguir si ataca o es atacado; los enemigos defienden su reliquia tantas veces como haga falta.',
  },
  {
    id: 'NOTE-50', title: 'Límite de turnos en un duelo simulado', rules: ['R7.1', 'R21.1'],
    question: 'Las partidas completas del simulador y del laboratorio fijan un máximo de turnos. ¿Qué pasa si se alcanza?',
    reading: 'La partida termina en tablas. No es una regla del juego: solo sirve para que una simulación acabe siempre.',
    reason: 'El reglamento no tiene límite de turnos; sin él, dos jugadores que nunca atacan podrían alargar una simulación sin fin.',
  },
  {
    id: 'NOTE-51', title: 'El defensor que avanza no activa trampas', rules: ['R17.5', 'R14.3'],
    question: 'Los Dalmas que se suman a la defensa avanzan a la Zona de Combate (RUL-48). ¿Puede el Master atacante activar sus trampas boca abajo cuando entran?',
    reading: 'No. Solo abren la ventana de trampas las entradas que enumera RUL-43: explorar, avanzar con una habilidad y lanzar una ofensiva, y en todas ellas quien entra es el Dalma que actúa. El defensor llega a la Zona de Combate porque le toca defender, no por una acción suya, y el combate sigue con los emparejamientos.',
    reason: 'RUL-43 enumera las entradas que abren la ventana y la defensa no está entre ellas; una trampa que saltara contra el defensor daría al atacante una respuesta más a su propia ofensiva, algo que ninguna regla concede.',
  },
  {
    id: 'NOTE-52', title: 'Quién apunta primero en la ventana de arcos', rules: ['R19.7', 'R19.11'],
    question: 'En la ventana de arcos cada disparo cuesta 2 platas (RUL-37) y cada tirador elige objetivo (RUL-47). ¿En qué orden se apunta y se paga, si un Master no puede pagar todos sus disparos?',
    reading: 'Sustituida por RUL-53: los disparos se apuntan y se pagan por Iniciativa, de mayor a menor y con 1d6 para los empates, sin separar bandos. Un arco cuyo Master ya no tiene 2 platas cuando le llega el turno no dispara, y cuando todos han apuntado se hacen todos los disparos a la vez. Antes de RUL-53 esta nota seguía el orden de entrada en el combate, primero el bando atacante.',
    reason: 'Los disparos son simultáneos (R19.7), así que el orden solo importa para el dinero. Atacante primero es el orden que RUL-24 usa en la ventana de hechizos, y pagar al apuntar evita prometer un disparo que luego no se pueda costear.',
  },
  {
    id: 'NOTE-53', title: 'Quién tira el dado de un empate en una ventana', rules: ['R19.8', 'R19.6', 'R19.7'],
    question: 'RUL-53 ordena por Iniciativa las acciones de una ventana y deshace los empates con 1d6. Cuando empatan personajes que no pueden hacer nada en esa ventana (un Mago sin hechizo que lanzar, un Dalma con marcador), ¿tiran también? ¿Y en qué momento se tira?',
    reading: 'Se tira una sola vez, al abrirse la ventana, y solo entre los empatados que en ese momento pueden actuar en ella: en la de hechizos, los Magos con algún hechizo que lanzar; en la de habilidades, los Dalmas con alguna habilidad que usar; en la de arcos, todo personaje con un arco cargado frente a un rival, pueda o no pagar el disparo su Master. Los empatados que no pueden actuar no tiran y van detrás de los que sí; si cuando les llega el turno siguen sin poder, se les salta. En la ventana de hechizos cada bando tira al abrirse su parte.',
    reason: 'R19.8 ordena por Iniciativa «cuando sea necesario»: ordenar a quien no va a actuar no decide nada, y tirar por él gastaría dados que nadie lee. En la ventana de arcos el orden sí decide algo aunque los disparos sean simultáneos: qué disparos se pagan mientras llega el dinero y quién apunta sabiendo ya a quién apuntaron los demás.',
  },
  {
    id: 'NOTE-54', title: 'Qué es un refuerzo rival al reasignar', rules: ['R19.18', 'R19.16', 'R19.15'],
    question: 'RUL-50 manda que un superviviente liberado vaya primero contra un refuerzo rival, aunque se colocara en un asalto anterior. ¿Qué enfrentamientos cuentan, y qué pasa si hay varios o si quedan libres combatientes de los dos bandos?',
    reading: 'Cuenta todo enfrentamiento en el que el bando rival tiene más combatientes que el propio: los que tiene de más son sus refuerzos, los pusiera quien los pusiera y en el asalto que fuera. Mientras quede alguno, el superviviente liberado va a uno de ellos; entre varios se reparte por igual, primero donde su bando tenga menos combatientes, y si el enfrentamiento queda igualado se divide en duelos (R19.17). Un refuerzo que perdió a su compañero y quedó en un duelo 1 contra 1 ya no sobra, y no cuenta. Si quedan libres combatientes de los dos bandos, primero se enfrentan entre ellos (NOTE-44) y solo los que sobren siguen esta regla.',
    reason: 'Un refuerzo es lo que a un bando le sobra frente a un duelo 1 contra 1, y las muertes cambian esas cuentas: un enfrentamiento puede quedar en duelo sin refuerzos, o en 1 contra 3 con dos. Contar lo que cada bando tiene de más muestra los refuerzos que siguen en pie, que es lo que R19.18 quiere enfrentar primero; el resto del reparto queda en la regla general.',
  },
] as const satisfies readonly NoteRow[]
