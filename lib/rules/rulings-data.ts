// The product's rulings (RULINGS.md), told in Spanish for players: the readings the simulator
// uses where the reglamento is open. `rules` lists the rule IDs each ruling settles; the first
// one decides the section the ruling is filed under.
import type { RuleId } from './rule-ids'

type RulingRow = { readonly id: `RUL-${number}`; readonly title: string; readonly summary: string; readonly rules: readonly [RuleId, ...RuleId[]] }

export const RULING_ROWS = [
  {
    id: 'RUL-1', title: 'La tirada de ataque completa', rules: ['R19.10', 'R19.9'],
    summary: 'Con un 2, 3, 4 o 5 vale lo que marca el dado. Un 1 obliga a repetir: otro 1 es Pifia (el ataque falla, más lo que añada la carta o el modo) y cualquier otro número deja el resultado en 1. Un 6 pide otra tirada que, si no es 6, deja el resultado en 6; si vuelve a salir 6 se tira una tercera vez, que se suma al 6 (6, 6, 4 = 10) salvo que sea otro 6: eso es la Tirada 666 y el objetivo muere.',
  },
  {
    id: 'RUL-2', title: 'La lista del mazo nombra al Dalma inicial', rules: ['R5.9', 'R6.2', 'R5.3', 'R5.4'],
    summary: 'La lista indica cuál de sus Dalmas es el inicial, y R5.9 se comprueba con ese Dalma. El Dalma inicial y sus dos cartas cuentan en la lista; la reliquia se nombra aparte y ni ella ni sus enemigos cuentan.',
  },
  {
    id: 'RUL-3', title: 'Cómo se reemplaza', rules: ['R6.7', 'R6.8'],
    summary: 'El Master escoge qué cartas devuelve; van al fondo del mazo en el orden que decida y después roba del tope el mismo número. Devolver cero cartas no cuenta como haber usado el reemplazo.',
  },
  {
    id: 'RUL-4', title: 'Condiciones del reemplazo diferido', rules: ['R6.8', 'R7.12'],
    summary: 'Se puede usar una sola vez por partida, solo si no se usó el inicial, solo en una Fase de Cobro propia y solo si en ese momento se tienen al menos cinco cartas en la mano.',
  },
  {
    id: 'RUL-5', title: 'El primer turno de cada Master', rules: ['R6.11', 'R23.1', 'R23.2', 'R23.3'],
    summary: 'Únicamente el primer turno del Master que empieza se salta el Descanso y el Cobro; el primer turno del segundo Master es completo. Las variantes cuentan los turnos de cada Master por separado.',
  },
  {
    id: 'RUL-6', title: 'El enemigo de la revelación inicial', rules: ['R6.9'],
    summary: 'Cada Master decide cuál de los seis enemigos de su reliquia revela durante la preparación.',
  },
  {
    id: 'RUL-7', title: 'Qué Acciones de Master son legales', rules: ['R8.1', 'R18.1', 'R8.2', 'R8.3', 'R8.4', 'R8.5', 'R8.6'],
    summary: 'Robar pide un mazo con cartas y menos de 10 en la mano (o el límite anulado); colocar, alguna carta en la mano; revelar, una carta propia oculta en la Zona de Juego cuyo precio se pueda pagar ya (una trampa revelada así se paga y se descarta); revelar enemigo, 3 oros y un enemigo que no esté revelado ni derrotado, a elección del Master; usar tesoro, un tesoro en la mano. El agotamiento se comprueba cada vez que toca la siguiente Acción de Master.',
  },
  {
    id: 'RUL-8', title: 'El dinero se cuenta en platas', rules: ['R2.2'],
    summary: 'El dinero es una sola cantidad medida en platas: precios y pagos se convierten y el cambio es automático. En pantalla se muestra como oro y plata.',
  },
  {
    id: 'RUL-9', title: 'Mitades exactas', rules: ['R11.7'],
    summary: 'Las rebajas a la mitad son exactas en platas. El catálogo mantiene en un número par de platas todo coste de aprendizaje que pueda rebajarse, y su comprobación rechaza uno impar explicando el motivo.',
  },
  {
    id: 'RUL-10', title: 'Soldados fuera del mazo estándar', rules: ['R2.3'],
    summary: 'Un mazo estándar no admite Soldados salvo que una carta o una variante elegida los traiga; por ahora no existe ninguna variante así.',
  },
  {
    id: 'RUL-11', title: 'Ofensiva desde el primer turno', rules: ['R17.1', 'R23.1'],
    summary: 'Si no se juega ninguna variante, la ofensiva voluntaria puede declararse ya en el primer turno.',
  },
  {
    id: 'RUL-12', title: 'Cuando el Saco sin fondo deja de actuar', rules: ['R5.10', 'R22.8'],
    summary: 'En cuanto el Saco sin fondo deja de estar activo, la mano se recorta de inmediato a 10 cartas.',
  },
  {
    id: 'RUL-13', title: 'Partidas en solitario', rules: ['R18.1', 'R17.1', 'R9.12', 'R14.3'],
    summary: 'Sin rival (modo goldfish) no hay trampas, respuestas, objetivos que explorar ni defensa contraria, y al final de cada turno se pasa. La simulación acaba tras los turnos pedidos o al llegar el agotamiento, y en ese caso informa del turno de la ofensiva obligatoria.',
  },
  {
    id: 'RUL-14', title: 'Una Zona de Combate compartida', rules: ['R3.1', 'R3.2', 'R12.8', 'R9.4'],
    summary: 'La Zona de Combate es un único espacio común a los dos Masters, donde se quedan los exploradores de ambos bandos. Los enemigos revelados, en su borde, cuentan como dentro para los hechizos de Mago y los disparos de arco, pero nunca como Dalmas en la zona para otras reglas.',
  },
  {
    id: 'RUL-15', title: 'Enemigo muerto, enemigo derrotado', rules: ['R19.21', 'R16.4', 'R15.8'],
    summary: 'Cualquier enemigo que muere queda derrotado boca abajo junto a su reliquia y no vuelve a revelarse. Su equipo se descarta, igual que el de un Dalma.',
  },
  {
    id: 'RUL-16', title: 'Posada para varios Dalmas', rules: ['R7.8'],
    summary: 'En su Descanso, el Master activo puede enviar a la Posada a los Dalmas que quiera, pagando 1 oro por cada uno.',
  },
  {
    id: 'RUL-17', title: 'Alcance de la Poción de Thal', rules: ['R12.11', 'R22.2'],
    summary: 'La activación extra no necesita que el Dalma esté sin marcador ni respeta los topes entre descansos, y no deja contador de uso. Si no se aprovecha antes de que acabe el turno, ofensiva incluida, se pierde.',
  },
  {
    id: 'RUL-18', title: 'Cómo se activa una trampa', rules: ['R14.3', 'R14.4', 'R14.5', 'R9.11'],
    summary: 'La trampa se activa aún boca abajo mediante una Instantánea de un Dalma sin marcador; en ese momento se paga su precio, se resuelve y se descarta. Si se revela de cualquier otra manera, va al Descarte sin efecto.',
  },
  {
    id: 'RUL-19', title: 'Arrojadiza que no mata', rules: ['R19.13'],
    summary: 'Si el arma arrojadiza no mata a su objetivo, se descarta: solo vuelve a la Zona de Juego cuando mata.',
  },
  {
    id: 'RUL-20', title: 'Quién asigna en el combate múltiple', rules: ['R19.14', 'R19.15', 'R19.16', 'R19.17', 'R19.18'],
    summary: 'Cada bando coloca sus propios refuerzos y, al inicio de cada asalto, sus propios supervivientes liberados, respetando el reparto equilibrado. Quien se enfrenta a varios rivales elige a cuál ataca.',
  },
  {
    id: 'RUL-21', title: 'Dalma descartado, Dalma perdido', rules: ['R21.2'],
    summary: 'Una carta de Dalma que acaba en el Descarte, por el límite de mano o por un efecto, cuenta como retirada para siempre a efectos de derrota.',
  },
  {
    id: 'RUL-22', title: 'Reliquia sin defensa', rules: ['R17.6'],
    summary: 'Si la ofensiva no encuentra ningún defensor (ni enemigos revelados vivos ni Dalmas añadidos), la reliquia se captura en el acto.',
  },
  {
    id: 'RUL-23', title: 'La Tirada 666 mata en cualquier ataque', rules: ['R19.10', 'R9.4'],
    summary: 'El triple 6 mata allí donde se tire un ataque, también en un disparo de arco hecho como Acción Principal.',
  },
  {
    id: 'RUL-24', title: 'Orden en la ventana de hechizos', rules: ['R19.5', 'R19.8'],
    summary: 'Lanzan primero los del bando atacante y después los del defensor; dentro de cada bando, por Iniciativa, con desempate a 1d6.',
  },
  {
    id: 'RUL-25', title: 'Escudos y límite de copias', rules: ['R5.5', 'R15.2'],
    summary: 'Los escudos comparten con las armas el máximo de cuatro copias por carta, porque el reglamento trata armas y escudos como un mismo grupo.',
  },
  {
    id: 'RUL-26', title: 'A quién abaratan las cartas de rebaja', rules: ['R11.7', 'R22.1'],
    summary: 'La Varita, la Corona y el Cinturón rebajan el aprendizaje solo al Dalma que los lleva equipados; el Emblema del Gremio, a todos los Dalmas de su Master.',
  },
  {
    id: 'RUL-27', title: 'Qué admite respuesta', rules: ['R9.12'],
    summary: 'Las respuestas contestan a acciones de Dalmas y de enemigos, nunca a Acciones de Master: la «acción» de esa regla es la de un personaje.',
  },
  {
    id: 'RUL-28', title: 'Uso de la Lente de Visión Precisa', rules: ['R22.6'],
    summary: 'Cada activación es una Instantánea del Dalma que la lleva y gasta su acción. El objetivo es una carta oculta de la Zona de Juego rival; si se revela, la ven ambos jugadores: una trampa se descarta y cualquier otra carta vuelve boca abajo sin pagarse.',
  },
  {
    id: 'RUL-29', title: 'Límites de Control Mental', rules: ['R22.4'],
    summary: 'El Master del Dalma controlado paga lo que cueste la acción elegida, así que una acción que no pueda pagar no es legal. El objetivo recibe su marcador, y nunca se le obliga a algo que dañe, descarte o deje al descubierto cartas o personajes de su propio bando.',
  },
  {
    id: 'RUL-30', title: 'Revelar un tesoro colocado boca abajo', rules: ['R8.3', 'R8.6', 'R8.2', 'R18.1'],
    summary: 'Un tesoro oculto no tiene precio de revelación: darle la vuelta es gratis y cuenta como Acción de Master legal, también frente al agotamiento. Una vez revelado no tiene ningún efecto y se queda en la Zona de Juego, porque los tesoros solo se usan desde la mano.',
  },
  {
    id: 'RUL-31', title: 'El escudo ocupa un hueco de arma', rules: ['R15.1', 'R15.2', 'R12.6'],
    summary: 'Para el límite de armas, un escudo cuenta como una pieza más, igual que un arma a una mano, aunque su carta diga que no ocupa ninguna mano. Caben dos piezas entre armas a una mano y escudos, y ninguna junto a un arma a dos manos o un arco. Para lanzar hechizos, las manos que ocupa son las que indica su carta.',
  },
  {
    id: 'RUL-32', title: 'Los dos bandos caen a la vez', rules: ['R19.7', 'R17.6', 'R18.4'],
    summary: 'Si los disparos simultáneos de arco dejan sin combatientes a ambos bandos, el atacante no conserva ningún Dalma que capture la reliquia: la ofensiva fracasa, y si era forzada su Master pierde la partida. En una exploración, simplemente mueren los dos personajes.',
  },
  {
    id: 'RUL-33', title: 'Lanzar es opcional; recargar sustituye al ataque', rules: ['R19.13', 'R19.12'],
    summary: 'En la ventana de arrojadizas del primer asalto, el dueño elige entre lanzar el arma o conservarla, y en ese caso su bonificación cuenta en el cuerpo a cuerpo como siempre. Recargar un arco durante el combate ocupa el lugar del ataque de ese personaje, no gasta acción y sí paga la flecha.',
  },
  {
    id: 'RUL-34', title: 'Una acción declarada queda gastada', rules: ['R9.12'],
    summary: 'Cuando una respuesta deja sin validez la acción original, esta no se resuelve, pero su usuario conserva el marcador de acción. Lo pagado y los contadores de uso colocados tampoco se recuperan.',
  },
  {
    id: 'RUL-35', title: 'Desempates de Iniciativa', rules: ['R19.8'],
    summary: 'Cada personaje empatado tira 1d6; tira antes el bando atacante y, dentro de cada bando, en el orden de sus emparejamientos. Quienes sigan empatados vuelven a tirar solo entre ellos.',
  },
  {
    id: 'RUL-36', title: 'Orden al entrar en una ofensiva', rules: ['R17.4', 'R17.5', 'R19.4'],
    summary: 'Primero avanzan los atacantes; después se resuelven las trampas del defensor, luego el defensor suma sus Dalmas y, por último, el atacante decide los emparejamientos antes del primer asalto.',
  },
  {
    id: 'RUL-37', title: 'Cada disparo de arco cuesta 2 platas', rules: ['R9.3', 'R19.11'],
    summary: 'El pago de 2 platas por disparo que figura en los arcos se aplica también dentro del combate. Si el Master no puede pagarlo, su arco cargado no dispara en la ventana de arcos y su personaje ataca cuerpo a cuerpo sin el bono del arco.',
  },
  {
    id: 'RUL-38', title: 'Cuándo se ofrece recargar en combate', rules: ['R19.12'],
    summary: 'La opción de recargar solo existe en el primer asalto en que el personaje está emparejado, aunque ya haya disparado en la ventana de arcos de ese asalto. Desde el asalto siguiente ataca cuerpo a cuerpo sin el bono del arco.',
  },
  {
    id: 'RUL-39', title: 'Cómo cuentan los turnos las variantes', rules: ['R23.1', 'R23.2', 'R23.3'],
    summary: 'En la Aventura rápida cada Master cuenta sus propios turnos y puede declarar desde su segundo turno. En la pensada y en la estratégica hace falta que los dos Masters hayan terminado 5 (o 10) turnos, lo que cada uno alcanza en su sexto (o undécimo) turno propio.',
  },
  {
    id: 'RUL-40', title: 'Los costes se pagan al declarar', rules: ['R9.12'],
    summary: 'Todo lo que cuesta una acción se abona en el momento de declararla, antes de que nadie pueda responder (véase RUL-34).',
  },
  {
    id: 'RUL-41', title: 'La Lente mira sin revelar', rules: ['R22.6', 'R14.5'],
    summary: 'Mirar una carta oculta con la Lente no la revela. Solo la ven ambos jugadores si su usuario decide revelarla, y entonces una trampa queda desactivada y va al descarte.',
  },
  {
    id: 'RUL-42', title: 'Qué puede ordenar Control Mental', rules: ['R22.4'],
    summary: 'La acción escogida tiene que estar al alcance del objetivo en ese momento y con su propia temporización: una Acción Principal solo en la Fase Principal de su Master, y en otro momento solo una Instantánea. Un objetivo que ya tiene marcador de acción no puede dar ninguna.',
  },
  {
    id: 'RUL-43', title: 'Qué ventanas abre cada declaración', rules: ['R9.12', 'R14.3', 'R14.4', 'R14.5'],
    summary: 'Declarar una acción de personaje abre las respuestas del rival. Cuando un Dalma rival entra en la Zona de Combate (al explorar, con una habilidad de avance o en una ofensiva), antes se abre la ventana de trampas del defensor; la trampa se resuelve en el acto y nadie le responde.',
  },
  {
    id: 'RUL-44', title: 'Lo que se comprueba en el acto', rules: ['R21.1', 'R5.10', 'R17.6', 'R19.19', 'R21.2', 'R21.3', 'R21.4'],
    summary: 'Tras cada paso de la partida (una acción, una respuesta, una trampa, un ataque, una muerte y lo que esta provoca), y antes de que siga nada, se revisa por este orden: muere todo personaje con 0 Vida o menos, llegue ahí como llegue; cada mano que supere su límite la recorta su propio Master, sea el turno de quien sea; y al final se mira si gana o pierde alguno de los dos Masters, los dos a la vez. Los que mueren en un mismo paso mueren juntos: se aplican sus habilidades y después se revisa una sola vez.',
  },
  {
    id: 'RUL-45', title: 'Los dos Masters pierden a la vez', rules: ['R21.2', 'R17.6', 'R18.4', 'R21.1'],
    summary: 'Si en una misma revisión los dos Masters cumplen una condición de derrota (caen juntos sus últimos Dalmas, por ejemplo), la partida termina en tablas. Capturar la reliquia exige que siga vivo al menos un Dalma atacante cuando ya han muerto los del paso y se han aplicado sus habilidades; sin ninguno, la ofensiva fracasa, y si era la obligatoria su Master pierde.',
  },
  {
    id: 'RUL-46', title: 'Venenos: cuándo se aplican y cuándo cuentan', rules: ['R14.2', 'R19.9', 'R9.10', 'R19.10'],
    summary: 'Envenenar un arma es una acción Instantánea, así que sirve de respuesta durante la Fase Principal del rival, como beber una poción; nunca una vez empezada una Fase de Combate. Su efecto espera al siguiente ataque válido del arma, y una Pifia no lo es: el veneno sigue puesto. Su bonificación es un modificador más de la tirada y se suma antes de leer el resultado, de modo que con un total de 0 o menos no hay daño.',
  },
  {
    id: 'RUL-47', title: 'La ventana de arcos', rules: ['R19.7', 'R19.11', 'R19.8'],
    summary: 'Quien dispara teniendo delante a varios rivales elige a cuál apunta. Todos los disparos de la ventana se hacen, salgan como salgan los dados: una Tirada 666 mata a su objetivo en la revisión de muertes de esa ventana, igual que otro disparo mortal, así que la víctima llega a disparar. En la ventana de armas arrojadizas los empates de Iniciativa se deshacen con 1d6, como en el cuerpo a cuerpo.',
  },
  {
    id: 'RUL-48', title: 'Los defensores están en la Zona de Combate', rules: ['R17.5', 'R17.2', 'R3.1', 'R12.8', 'R13.2', 'R7.2'],
    summary: 'Los Dalmas que se suman a la defensa avanzan a la Zona de Combate, donde está todo Dalma que toma parte en un combate. Así, los hechizos y las habilidades que piden un objetivo o un usuario en esa zona los alcanzan. Los que sobreviven vuelven en el Descanso de su propio Master.',
  },
  {
    id: 'RUL-49', title: 'Más órdenes prohibidas a Control Mental', rules: ['R22.4'],
    summary: 'Tampoco vale una acción que mande al descarte una carta del bando del objetivo (beber una poción, aplicar un veneno, equiparse sustituyendo una pieza) ni una que lleve al objetivo a la Zona de Combate (usar una habilidad desde la Zona de Juego, explorar). Los costes los sigue pagando el Master del objetivo.',
  },
  {
    id: 'RUL-50', title: 'Los supervivientes liberados y el refuerzo rival', rules: ['R19.18', 'R19.16', 'R19.17', 'R19.15'],
    summary: 'Un refuerzo que entró en un asalto anterior sigue siendo el refuerzo de su bando cuando se reasignan los supervivientes liberados. Cada superviviente liberado del otro bando va primero contra ese refuerzo rival, y el enfrentamiento se parte como manda R19.17; solo los que sobren se reparten por igual.',
  },
  {
    id: 'RUL-51', title: 'Qué activación gasta la Poción de Thal', rules: ['R12.11', 'R22.2'],
    summary: 'Si un Dalma con la activación extra de la poción usa un hechizo o una habilidad de PRI 1, se gasta la activación de la poción: no recibe contador de uso aunque tuviera libres su acción y sus usos entre descansos, que siguen a su disposición.',
  },
  {
    id: 'RUL-52', title: 'La Confusión se recupera como cualquier marcador', rules: ['R22.5', 'R17.3', 'R7.4'],
    summary: 'El marcador que pone Confusión es un marcador de acción corriente. La recuperación de una ofensiva lo quita como a los demás, así que un Dalma confundido que va a por la reliquia recupera su acción para esa ofensiva. Ni la carta ni el registro prometen más que eso.',
  },
  {
    id: 'RUL-53', title: 'El orden dentro de una ventana', rules: ['R19.8', 'R19.6', 'R19.7'],
    summary: 'Cuando hay que ordenar lo que ocurre en una ventana (a quién se ofrece primero, qué disparo se paga mientras quede dinero), se va por Iniciativa de mayor a menor y los empates se deshacen con 1d6. Solo la ventana de hechizos separa antes los bandos, atacante y luego defensor. La ventana de habilidades está abierta a todo Dalma sin marcador que esté en la Zona de Combate, combata o no.',
  },
] as const satisfies readonly RulingRow[]
