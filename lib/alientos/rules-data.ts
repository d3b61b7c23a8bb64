// The rules of Duelo de alientos told afresh in Spanish for players, with the project's IDs (A1.1 …), the product's
// rulings (ALI-n, summarised in our words) and the project's own readings where neither speaks (AN-n, mirrored in
// docs/alientos-rules-notes.md; rules-data.test.ts keeps the two in step). The /alientos page shows them; tests cite
// the IDs in their titles (coverage.test.ts checks that every one is cited).

export type AlientosRule = { id: string; title: string; summary: string }
export type AlientosSection = { id: string; title: string; rules: AlientosRule[] }
export type AlientosRuling = { id: string; title: string; summary: string; rules: string[] }
export type AlientosNote = { id: string; title: string; rules: string[]; question: string; reading: string; reason: string }

export const ALIENTOS_SECTIONS: AlientosSection[] = [
  {
    id: 'A1', title: 'El duelo y los taumaturgos', rules: [
      { id: 'A1.1', title: 'Quién se enfrenta', summary: 'Un duelo enfrenta a dos o más taumaturgos; esta web admite de dos a seis, sentados en un orden que es también el orden de los turnos.' },
      { id: 'A1.2', title: 'Quince dados', summary: 'Cada taumaturgo trae quince dados de aliento: doce con umbra y tres sin umbra (ALI-1).' },
      { id: 'A1.3', title: 'Los doce con umbra', summary: 'Pueden ser de Odio, de Calma o de Mansedumbre en cualquier mezcla. La umbra de cada Mansedumbre se decide al empezar y no cambia de un duelo a otro (ALI-1).' },
      { id: 'A1.4', title: 'Los tres sin umbra', summary: 'Cualquier combinación de Renovación, Cambio y Umbra (ALI-1).' },
      { id: 'A1.5', title: 'Puntos de dolor', summary: 'Cada taumaturgo empieza con 15 puntos de dolor. Quien se queda en 0 o menos sale del duelo.' },
    ],
  },
  {
    id: 'A2', title: 'Los dados de aliento', rules: [
      { id: 'A2.1', title: 'Odio', summary: 'Dado de seis caras con umbra de Ofensa: es el que hace perder dolor al adversario.' },
      { id: 'A2.2', title: 'Calma', summary: 'Dado de seis caras con umbra de Defensa: resta del dolor que llega.' },
      { id: 'A2.3', title: 'Mansedumbre', summary: 'Dado de seis caras cuya umbra, Ofensa o Defensa, elige su dueño al empezar. Bloquea dados de la umbra contraria (A3).' },
      { id: 'A2.4', title: 'Renovación', summary: 'Dado de cuatro caras sin umbra; se gasta en un apoyo para volver a tirar dados (A7.2).' },
      { id: 'A2.5', title: 'Cambio', summary: 'Dado de seis caras sin umbra; se gasta en un apoyo para sumar o restar puntos a otros dados (A7.3).' },
      { id: 'A2.6', title: 'Umbra', summary: 'Dado de cuatro caras sin umbra; se gasta en un apoyo para dar la vuelta a la umbra de otros dados (A7.4).' },
      { id: 'A2.7', title: 'Caras posibles', summary: 'Un dado siempre enseña una de sus caras: de 1 a 6, o de 1 a 4 si es de cuatro (ALI-4).' },
      { id: 'A2.8', title: 'Umbras opuestas', summary: 'Ofensa y Defensa son contrarias: los dados de una umbra retiran dados de la otra (A6).' },
    ],
  },
  {
    id: 'A3', title: 'Mansedumbre y sus bloqueos', rules: [
      { id: 'A3.1', title: 'Qué bloquea', summary: 'Mientras un dado de Mansedumbre siga en juego, ningún dado de la umbra contraria que muestre su mismo número, sea de quien sea (también del propio dueño), puede atacar ni sumarse a un Ataque en bloque (ALI-6).' },
      { id: 'A3.2', title: 'Bloqueado no es protegido', summary: 'Un dado bloqueado sigue pudiendo ser retirado por un ataque rival (ALI-6).' },
      { id: 'A3.3', title: 'Fuera del Recuento', summary: 'En el Recuento no suman ni los dados de Mansedumbre ni los que estos bloquean (ALI-6).' },
      { id: 'A3.4', title: 'Mansedumbre ataca y cae', summary: 'Un dado de Mansedumbre ataca como uno de Odio o de Calma de su umbra y se retira igual que ellos (ALI-6).' },
    ],
  },
  {
    id: 'A4', title: 'La ronda y la Evocación', rules: [
      { id: 'A4.1', title: 'Tres fases', summary: 'Cada ronda tiene Evocación, Invocación y Recuento, y se repite mientras no haya ganador.' },
      { id: 'A4.2', title: 'Tirarlo todo', summary: 'En la Evocación, cada taumaturgo que sigue en el duelo tira sus quince dados, los de cuatro caras incluidos; vuelven los retirados en la ronda anterior (ALI-2, ALI-8).' },
      { id: 'A4.3', title: 'Quién empieza', summary: 'Empieza la Invocación quien saque más unos naturales. Si hay empate, decide entre los empatados quién tiene más doses, luego más treses, y así hasta los seises (ALI-2).' },
      { id: 'A4.4', title: 'Empate total', summary: 'Si el empate sigue tras los seises, solo los empatados vuelven a tirar y se compara otra vez (ALI-2, AN-4).' },
      { id: 'A4.5', title: 'Natural', summary: 'El valor natural es el que salió al tirar, antes de cualquier apoyo (ALI-2).' },
    ],
  },
  {
    id: 'A5', title: 'La Invocación', rules: [
      { id: 'A5.1', title: 'Por turnos', summary: 'Los taumaturgos actúan por turnos, una acción cada uno, desde quien empezó y siguiendo el orden de asientos en círculo (ALI-3).' },
      { id: 'A5.2', title: 'Cuatro acciones', summary: 'En su turno, un taumaturgo ataca, ataca en bloque, hace un apoyo o pasa.' },
      { id: 'A5.3', title: 'Fin de la fase', summary: 'La Invocación termina cuando todos los que siguen en el duelo pasan seguidos, uno tras otro, sin ninguna acción entre medias (ALI-3).' },
      { id: 'A5.4', title: 'Pasar no cierra', summary: 'Quien pasa puede volver a actuar en su siguiente turno si alguien actuó después (ALI-3).' },
    ],
  },
  {
    id: 'A6', title: 'Ataques', rules: [
      { id: 'A6.1', title: 'Ataque', summary: 'Se retira un dado propio con umbra para retirar un único dado de la umbra contraria de un adversario, cuyo número no supere al del dado propio.' },
      { id: 'A6.2', title: 'Ataque en bloque', summary: 'Se retiran varios dados propios de una misma umbra para retirar un único dado de umbra contraria de un adversario cuyo número no supere la suma de todos ellos.' },
      { id: 'A6.3', title: 'Contra quién', summary: 'El dado retirado es siempre de un adversario que sigue en el duelo, nunca propio.' },
      { id: 'A6.4', title: 'Retirado hasta la próxima Evocación', summary: 'Los dados retirados en la Invocación, por un ataque, como pago de un ataque o en un apoyo, quedan fuera hasta la siguiente Evocación (ALI-8).' },
    ],
  },
  {
    id: 'A7', title: 'Apoyo', rules: [
      { id: 'A7.1', title: 'Gastar un dado sin umbra', summary: 'Se retira un dado propio sin umbra y su efecto se aplica a dados de un solo taumaturgo, el propio u otro, todos ellos de un mismo tipo (ALI-5).' },
      { id: 'A7.2', title: 'Renovación', summary: 'Vuelve a tirar tantos dados elegidos como su número, o menos (ALI-4).' },
      { id: 'A7.3', title: 'Cambio', summary: 'Reparte su número entero entre los dados elegidos, sumando o restando puntos enteros; ninguno puede quedar por debajo de 1 ni por encima de su cara más alta, y un reparto que no cabe entero no se puede hacer (ALI-4, AN-3).' },
      { id: 'A7.4', title: 'Umbra', summary: 'Da la vuelta a la umbra de tantos dados elegidos como su número, o menos, todos de la misma umbra: el Odio pasa a Calma y la Calma a Odio; la Mansedumbre conserva su número y su bloqueo con la umbra nueva (ALI-4).' },
    ],
  },
  {
    id: 'A8', title: 'El Recuento', rules: [
      { id: 'A8.1', title: 'Sumar', summary: 'Cada taumaturgo suma por separado sus dados de Ofensa y de Defensa que siguen en juego (sin Mansedumbre ni bloqueados, A3.3).' },
      { id: 'A8.2', title: 'Nombrar adversario', summary: 'Cada uno nombra al adversario que recibirá su Ofensa; en un duelo de dos, es el otro (ALI-7, AN-6).' },
      { id: 'A8.3', title: 'Dolor perdido', summary: 'Cada adversario recibe la Ofensa de todos los que lo nombraron, le resta su propia Defensa y pierde solo lo que quede por encima de cero (ALI-7).' },
      { id: 'A8.4', title: 'Todo a la vez', summary: 'Las pérdidas se aplican a la vez, y quienes quedan en 0 o menos salen del duelo juntos (ALI-7).' },
      { id: 'A8.5', title: 'Otra ronda', summary: 'Si el duelo no está decidido, empieza una nueva Evocación.' },
    ],
  },
  {
    id: 'A9', title: 'Fin del duelo', rules: [
      { id: 'A9.1', title: 'Ganar', summary: 'Cuando solo queda un taumaturgo en el duelo, ese gana.' },
      { id: 'A9.2', title: 'Empate', summary: 'Si los últimos que quedaban salen juntos en el mismo Recuento, el duelo queda en empate entre ellos (ALI-7).' },
      { id: 'A9.3', title: 'Abandonar', summary: 'Quien abandona pierde todos sus puntos de dolor y sale del duelo (ALI-9, AN-8).' },
      { id: 'A9.4', title: 'Por correo', summary: 'Jugando por mensajes, cada taumaturgo tiene 24 horas desde la última jugada que le toca; si se le acaban, pasa. Una vez por duelo puede avisar de una ausencia, de 72 horas como mucho, que detiene su reloj (ALI-9).' },
    ],
  },
]

export const ALIENTOS_RULINGS: AlientosRuling[] = [
  { id: 'ALI-1', title: 'Los quince dados', rules: ['A1.2', 'A1.3', 'A1.4'], summary: 'Doce con umbra (Odio, Calma o Mansedumbre, eligiendo al empezar la umbra de cada Mansedumbre, que dura todo el duelo) y tres sin umbra en cualquier mezcla de Renovación (d4), Cambio (d6) y Umbra (d4).' },
  { id: 'ALI-2', title: 'La Evocación y quién empieza', rules: ['A4.2', 'A4.3', 'A4.4', 'A4.5'], summary: 'Se tiran todos los dados, también los de cuatro caras. Empieza quien saque más unos naturales; los empates se deshacen con los doses, los treses… hasta los seises, y si aún siguen, solo los empatados vuelven a tirar. Natural es lo que salió antes de cualquier apoyo.' },
  { id: 'ALI-3', title: 'Los turnos', rules: ['A5.1', 'A5.3', 'A5.4'], summary: 'Una acción por turno, desde quien empezó y en orden de asientos. Pasar no deja fuera: la fase acaba solo cuando todos los que siguen pasan seguidos.' },
  { id: 'ALI-4', title: 'Valores', rules: ['A2.7', 'A7.2', 'A7.3', 'A7.4'], summary: 'Un dado muestra siempre una de sus caras. El Cambio reparte su valor entero en puntos enteros sin sacar ningún dado de sus caras; la Renovación vuelve a tirar; la Umbra solo da la vuelta a la umbra (la Mansedumbre guarda su número y su bloqueo).' },
  { id: 'ALI-5', title: 'Apoyo sobre dados ajenos', rules: ['A7.1'], summary: 'Renovación, Cambio y Umbra valen sobre los dados de cualquier taumaturgo, propio o rival, pero todos los dados de un mismo apoyo son de ese único taumaturgo y de un solo tipo.' },
  { id: 'ALI-6', title: 'Mansedumbre', rules: ['A3.1', 'A3.2', 'A3.3', 'A3.4'], summary: 'Los dados de umbra contraria con el mismo número, de cualquiera, no atacan ni se suman a un bloque, pero sí pueden ser retirados. En el Recuento no cuentan ni la Mansedumbre ni lo que bloquea. La Mansedumbre ataca y cae como un Odio o una Calma de su umbra.' },
  { id: 'ALI-7', title: 'El Recuento', rules: ['A8.2', 'A8.3', 'A8.4', 'A9.2'], summary: 'Cada uno nombra un adversario; cada adversario recibe la Ofensa de quienes lo nombraron menos su Defensa y pierde solo lo positivo. Todo se aplica a la vez y quienes llegan a 0 salen juntos; si eran los últimos, empatan.' },
  { id: 'ALI-8', title: 'Dados retirados', rules: ['A6.4', 'A4.2'], summary: 'Lo retirado en la Invocación queda fuera hasta la siguiente Evocación, en la que cada taumaturgo que sigue vuelve a tirar sus quince dados.' },
  { id: 'ALI-9', title: 'El tiempo', rules: ['A9.4', 'A9.3'], summary: 'Por correo, 24 horas por jugada desde la última dirigida a uno; al agotarse, ese taumaturgo pasa. Abandonar cuesta todo el dolor. Una ausencia anunciada por duelo, de hasta 72 horas, detiene el reloj.' },
]

export const ALIENTOS_NOTES: AlientosNote[] = [
  { id: 'AN-1', title: 'Un apoyo elige al menos un dado', rules: ['A7.1', 'A7.2', 'A7.4'], question: '¿Se puede gastar un dado de apoyo sin elegir ningún dado sobre el que actúe?', reading: 'No: Renovación, Cambio y Umbra eligen siempre uno o más dados.', reason: 'El texto describe el apoyo como aplicar el efecto en otros dados; gastarlo sin efecto sería solo una forma de no pasar que alarga la Invocación sin cambiar nada.' },
  { id: 'AN-2', title: 'Qué dados puede elegir cada apoyo', rules: ['A7.1', 'A7.2', 'A7.3', 'A7.4'], question: '¿Renovación y Cambio actúan solo sobre dados con umbra? ¿Qué es «un mismo tipo»?', reading: 'El tipo es la clase de dado (Odio, Calma, Mansedumbre, Renovación, Cambio o Umbra). Renovación y Cambio pueden elegir dados de cualquier tipo que sigan en juego, también sin umbra; Umbra solo dados con umbra, todos de la misma. Un dado bloqueado por Mansedumbre puede recibir un apoyo.', reason: 'El texto solo pide a Renovación y Cambio dados del mismo tipo y taumaturgo, y solo a la Umbra que compartan umbra; el bloqueo de la Mansedumbre impide atacar, no recibir apoyos.' },
  { id: 'AN-3', title: 'Cómo reparte el Cambio', rules: ['A7.3'], question: '¿Puede un dado elegido quedarse sin parte, o recibir a la vez sumas y restas?', reading: 'Cada dado elegido recibe una parte entera distinta de cero, con un solo signo, y las partes suman en valor absoluto exactamente el número del Cambio.', reason: 'Elegir un dado para no darle nada equivale a no elegirlo, y sumar y restar al mismo dado es lo mismo que darle la diferencia gastando puntos de más: el texto habla de repartir la cifra entre los dados elegidos.' },
  { id: 'AN-4', title: 'La nueva tirada de un empate', rules: ['A4.4', 'A4.2'], question: 'Cuando los empatados vuelven a tirar, ¿juegan con la tirada nueva o con la primera?', reading: 'Los empatados vuelven a tirar sus quince dados y juegan la ronda con la tirada nueva, que es su tirada natural; los demás conservan la suya.', reason: 'La única tirada de la Evocación es la de los dados con los que se juega; repetirla es volver a evocar. Así también el que empieza se decide siempre con los dados que están en la mesa.' },
  { id: 'AN-5', title: 'Los cambios de umbra duran una ronda', rules: ['A4.2', 'A7.4'], question: 'Un dado al que la Umbra dio la vuelta, ¿sigue así en la ronda siguiente?', reading: 'No: en cada Evocación cada dado vuelve a ser lo que su dueño eligió al empezar el duelo (ALI-1).', reason: 'ALI-1 fija la composición de cada taumaturgo para todo el duelo y ALI-8 devuelve a la mesa los quince dados en cada Evocación; la Umbra actúa sobre la ronda en juego.' },
  { id: 'AN-6', title: 'En qué orden se nombra adversario', rules: ['A8.2'], question: 'Con tres o más taumaturgos, ¿en qué orden se nombra al adversario, y se ve lo que nombraron los demás?', reading: 'Se nombra por turnos desde quien empezó la ronda y a la vista de todos, como cualquier otra jugada por correo. Quien no tiene Ofensa que sumar no nombra a nadie, y quien solo tiene un adversario lo nombra sin elegir.', reason: 'El duelo se juega por mensajes, donde cada jugada se lee antes de la siguiente, y en ese orden se juega la Invocación. Sin Ofensa, nombrar no cambia nada.' },
  { id: 'AN-7', title: 'Límite de rondas', rules: ['A4.1', 'A9.2'], question: '¿Qué pasa con un duelo que no acaba nunca, por ejemplo si nadie tiene Ofensa?', reading: 'La web da el duelo por empatado entre quienes siguen tras 100 rondas (un límite que se puede bajar al crear el duelo). No es una regla del texto.', reason: 'Con dados solo de Calma nadie pierde dolor jamás; los bots, el laboratorio y las mesas necesitan que todo duelo termine.' },
  { id: 'AN-8', title: 'Abandonar en medio de una ronda', rules: ['A9.3', 'A8.4'], question: 'Si alguien abandona con tres o más en el duelo, ¿qué pasa con sus dados y con la ronda?', reading: 'Sale en el acto con sus dados retirados, y la ronda sigue sin él: si le tocaba, pasa el turno al siguiente; quien lo había nombrado en el Recuento vuelve a nombrar.', reason: 'Perder todo el dolor deja a ese taumaturgo en 0, que es estar fuera del duelo; sus dados dejan de estar en juego, también para los bloqueos.' },
  { id: 'AN-9', title: 'Reloj agotado en el Recuento', rules: ['A9.4', 'A8.2'], question: 'Si a un taumaturgo se le acaba el tiempo cuando tiene que nombrar adversario, ¿qué se hace?', reading: 'Nombra al siguiente adversario en el orden de asientos.', reason: 'ALI-9 convierte el tiempo agotado en pasar, pero en el Recuento no hay turno que pasar; el siguiente en la mesa es la elección más neutra y la que cualquiera puede prever.' },
  { id: 'AN-10', title: 'Orden de las tiradas', rules: ['A4.2', 'A7.2'], question: '¿En qué orden se tiran los dados, para repetir una partida o forzar dados en un escenario?', reading: 'Por asientos y, dentro de cada taumaturgo, en el orden de sus dados (Odio, Calma, Mansedumbre de Ofensa, Mansedumbre de Defensa, Renovación, Cambio, Umbra); la Renovación vuelve a tirar los dados elegidos de menor a mayor índice.', reason: 'No cambia ninguna probabilidad, pero fija qué cara forzada va a qué dado y hace que la misma semilla dé siempre el mismo duelo.' },
  { id: 'AN-11', title: 'El ejemplo del Cambio', rules: ['A7.3'], question: 'El ejemplo del texto reparte un Cambio de 4 como 2, 1 y 1 sobre Calmas de 3, 2 y 2 y dice que quedan 4, 3 y 3. ¿Qué vale?', reading: 'Vale la regla: se suman las partes anunciadas, así que quedan 5, 3 y 3.', reason: 'El propio ejemplo reparte los cuatro puntos (2 + 1 + 1) y 3 + 2 son 5; un 4 en el primer dado solo sumaría tres de los cuatro puntos, cosa que ALI-4 no permite.' },
]

export const ALIENTOS_RULE_IDS: string[] = ALIENTOS_SECTIONS.flatMap((s) => s.rules.map((r) => r.id))
export const ALIENTOS_RULING_IDS: string[] = ALIENTOS_RULINGS.map((r) => r.id)
export const ALIENTOS_NOTE_IDS: string[] = ALIENTOS_NOTES.map((n) => n.id)
