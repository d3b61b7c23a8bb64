// Every rule of INDEX.md, summarised afresh in Spanish for players. The section is read from the
// ID (R7.8 → §7). Never paste the reglamento's or the index's sentences here: rules.test.ts
// rejects any run of 40 characters shared with them. Citations written inside a summary
// (R18.4, RUL-3, NOTE-1) become links on the site.

export const RULE_ROWS = [
  // §2 Componentes
  { id: 'R2.1', title: 'Contenido de la caja', summary: 'La caja de la edición comercial incluye dos mazos prehechos de 70 cartas, un dado de seis caras, 50 monedas de oro, 20 de plata y 50 contadores de acción (monedas de bronce), además del manual y un tapete.' },
  { id: 'R2.2', title: 'Oro y plata', summary: 'Diez platas valen un oro, y los precios impresos combinan ambas monedas. El simulador guarda todo el dinero en platas (RUL-8).' },
  { id: 'R2.3', title: 'Soldados', summary: 'Las cartas de Soldado existen en la colección, pero quedan fuera de la partida normal: solo entran si una carta o una variante lo permite (RUL-10).' },

  // §3 Zonas
  { id: 'R3.1', title: 'Zonas de cada Master', summary: 'Cada Master tiene su Mazo boca abajo, su pila de Descarte, su Zona de Juego y su Zona de Reliquia. Entre los dos queda la Zona de Combate, terreno común donde se cruzan los Dalmas de ambos bandos (RUL-14).' },
  { id: 'R3.2', title: 'Zona de Reliquia', summary: 'Guarda la reliquia y los enemigos que aún siguen ocultos. Un enemigo ya revelado pasa a la frontera entre esa zona y la Zona de Combate (RUL-14).' },

  // §4 Conceptos
  { id: 'R4.1', title: 'Dalma activo', summary: 'Es el Dalma que está boca arriba y sigue en juego, tanto si se encuentra en la Zona de Juego como en la de Combate.' },
  { id: 'R4.2', title: 'Dalma disponible', summary: 'Un Dalma activo que está en la Zona de Juego. Puede defender la reliquia aunque ya haya gastado su acción del turno; estar en la Zona de Combate, en cambio, se lo impide.' },
  { id: 'R4.3', title: 'Una acción por personaje', summary: 'Cada Dalma y cada enemigo tiene una sola acción en cada turno. Solo escapa a esa norma la acción que recuperan los atacantes al lanzar la ofensiva (R17.3).' },
  { id: 'R4.4', title: 'Atacar no es una acción', summary: 'Los ataques normales de un combate no gastan la acción del personaje: uno que ya lleva marcador sigue atacando mientras viva y cumpla los requisitos de su arma.' },
  { id: 'R4.5', title: 'PRI', summary: 'El valor PRI figura en hechizos y habilidades, pero no es una reserva ni se gasta nunca. Solo cuenta cuando una carta lo consulta, como la Poción de Thal.' },

  // §5 Construcción del mazo
  { id: 'R5.1', title: 'Tamaño del mazo', summary: 'Un mazo necesita al menos 40 cartas. El reglamento no fija un máximo; los mazos de la caja tienen 70.' },
  { id: 'R5.2', title: 'Dalmas del mazo', summary: 'Se admiten hasta cinco Dalmas y todos han de ser diferentes: nunca dos copias del mismo.' },
  { id: 'R5.3', title: 'Una reliquia', summary: 'Cada mazo se presenta con exactamente una reliquia, que se elige junto a él pero no cuenta como carta del mazo.' },
  { id: 'R5.4', title: 'Enemigos de la reliquia', summary: 'Los seis enemigos ligados a la reliquia acompañan al mazo sin formar parte de él ni contar para su tamaño.' },
  { id: 'R5.5', title: 'Límite de cuatro copias', summary: 'Cada arma, escudo, armadura, objeto, accesorio, Emblema, poción, veneno o tesoro admite como máximo cuatro copias de la misma carta (los escudos, por RUL-25).' },
  { id: 'R5.6', title: 'Límite de hechizos', summary: 'De cada hechizo se pueden incluir tres copias como máximo.' },
  { id: 'R5.7', title: 'Límite de habilidades', summary: 'De cada habilidad especial se admiten dos copias como máximo.' },
  { id: 'R5.8', title: 'Límite de trampas', summary: 'Cada trampa puede aparecer como mucho dos veces en el mazo.' },
  { id: 'R5.9', title: 'Cartas del Dalma inicial', summary: 'Las dos cartas de conocimiento que nombra el Dalma inicial tienen que estar en el mazo y cuentan para los límites de copias como cualquier otra (RUL-2).' },
  { id: 'R5.10', title: 'Límite de mano', summary: 'Nadie puede guardar más de 10 cartas en la mano: si un efecto lo supera, se descarta enseguida lo que sobra (NOTE-5). Mientras Saco sin fondo esté activo, ese tope no existe.' },

  // §6 Preparación
  { id: 'R6.1', title: 'Colocar la reliquia', summary: 'La reliquia va boca abajo a la Zona de Reliquia y, delante de ella, sus seis enemigos, también ocultos.' },
  { id: 'R6.2', title: 'Dalma inicial', summary: 'Se saca del mazo el Dalma escogido para empezar y se deja boca abajo en el centro de la Zona de Juego (RUL-2).' },
  { id: 'R6.3', title: 'Conocimientos iniciales', summary: 'También salen del mazo las dos cartas que ese Dalma nombra y se colocan a su lado. El Dalma las conoce desde el principio sin pagar nada.' },
  { id: 'R6.4', title: 'Todos empiezan descansados', summary: 'Cualquier Dalma arranca con su uso de habilidad intacto, y los Magos y Mentalistas con sus dos lanzamientos de hechizo.' },
  { id: 'R6.5', title: 'Barajar', summary: 'Lo que queda del mazo se baraja y el rival lo corta.' },
  { id: 'R6.6', title: 'Mano inicial', summary: 'Cada Master roba cinco cartas para formar su mano de partida.' },
  { id: 'R6.7', title: 'Reemplazo inicial', summary: 'Si quiere, el Master devuelve hasta cinco cartas de la mano al fondo del mazo y roba otras tantas (RUL-3).' },
  { id: 'R6.8', title: 'Reemplazo diferido', summary: 'Quien no usó el reemplazo inicial puede hacerlo una única vez más tarde, en una Fase de Cobro propia y con cinco o más cartas en la mano (RUL-4).' },
  { id: 'R6.9', title: 'Revelación inicial', summary: 'A la vez y sin coste, ambos Masters ponen boca arriba la reliquia, un enemigo que la proteja, el Dalma inicial y sus dos cartas conocidas (RUL-6).' },
  { id: 'R6.10', title: 'Oro inicial', summary: 'Cada Master empieza con 5 oros.' },
  { id: 'R6.11', title: 'Primer Master', summary: 'Empieza quien tenga el Dalma inicial de mayor Iniciativa; si empatan, cada uno tira 1d6 (NOTE-12). Ese primer turno arranca directamente en la Fase Principal, sin Descanso ni Cobro (RUL-5).' },

  // §7 Estructura del turno
  { id: 'R7.1', title: 'Partes del turno', summary: 'Un turno consta de Descanso, Cobro, Fase Principal y la decisión final. Un Master completa su turno entero antes de que empiece el del rival.' },
  { id: 'R7.2', title: 'Descanso: volver del combate', summary: 'Todo Dalma del Master activo que seguía en la Zona de Combate vuelve a la Zona de Juego propia.' },
  { id: 'R7.3', title: 'Descanso: contadores de la reliquia', summary: 'Se quitan de la reliquia del Master activo los contadores con los que llevó la cuenta de sus Acciones de Master.' },
  { id: 'R7.4', title: 'Descanso: marcadores de los Dalmas', summary: 'Pierden su marcador de acción todos los Dalmas en juego, tanto los propios como los del rival.' },
  { id: 'R7.5', title: 'Descanso: marcadores de los enemigos', summary: 'Pierden sus marcadores de acción los enemigos revelados que pertenecen al Master activo; los del rival los conservan hasta su propio Descanso.' },
  { id: 'R7.6', title: 'Descanso: curación de enemigos', summary: 'Los enemigos revelados que pertenecen al Master activo se curan hasta 3 puntos de la Vida que habían perdido.' },
  { id: 'R7.7', title: 'Descanso: fin de efectos temporales', summary: 'Se retiran los efectos temporales que ya han cumplido su duración. Cómo se aplica a los efectos que duran un turno se explica en NOTE-1.' },
  { id: 'R7.8', title: 'Posada', summary: 'Por 1 oro, un Dalma descansa en la Posada: recupera toda su Vida, se quitan los contadores de uso de sus hechizos y habilidades y vuelve a tener una habilidad y dos lanzamientos. Con el Anillo Sumador recupera tres y el contador del anillo también sale (RUL-16, NOTE-4).' },
  { id: 'R7.9', title: 'Volver no es descansar', summary: 'Regresar de la Zona de Combate no devuelve usos de habilidad ni lanzamientos; eso solo lo consigue la Posada pagada.' },
  { id: 'R7.10', title: 'Contadores de consumibles', summary: 'Los contadores que registran recursos gastados de un equipo, como las Flechas perforadoras, siguen en su sitio tras el Descanso y la Posada, salvo que la carta diga que se recuperan.' },
  { id: 'R7.11', title: 'Sin acciones en el Descanso', summary: 'Durante el Descanso no actúan ni el Master, ni los Dalmas, ni los enemigos.' },
  { id: 'R7.12', title: 'Cobro', summary: 'El Master activo cobra 3 oros y, si aún conserva el derecho, puede usar el reemplazo diferido (R6.8).' },
  { id: 'R7.13', title: 'Orden de la Fase Principal', summary: 'Primero las cinco Acciones de Master obligatorias; luego, si quiere, una acción por cada enemigo revelado sin marcador; al final, una acción Principal o Instantánea por cada Dalma activo sin marcador (NOTE-7). Los combates que abran esas acciones se resuelven en cuanto surgen.' },
  { id: 'R7.14', title: 'Contar las Acciones de Master', summary: 'Cada Acción de Master deja un contador sobre la reliquia propia; con el quinto, las acciones obligatorias del turno están hechas.' },
  { id: 'R7.15', title: 'Marcador de acción', summary: 'Tras actuar, un Dalma o un enemigo recibe un marcador sobre su carta y ya no puede volver a actuar en ese turno, salvo que una regla se lo quite.' },
  { id: 'R7.16', title: 'Contadores de uso', summary: 'Usar una habilidad o lanzar un hechizo añade, además del marcador del Dalma, un contador de uso sobre la carta utilizada. Son dos registros distintos.' },
  { id: 'R7.17', title: 'Usos de equipo', summary: 'Cuando un equipo tiene usos o cargas limitados, se llevan con contadores puestos sobre esa misma carta.' },

  // §8 Acciones de Master
  { id: 'R8.1', title: 'Cinco acciones obligatorias', summary: 'Mientras le quede alguna Acción de Master legal, el Master tiene que hacer cinco por turno, y puede repetir la misma tantas veces como quiera (RUL-7).' },
  { id: 'R8.2', title: 'Robar carta', summary: 'La carta de encima del mazo pasa a la mano. No se puede con 10 cartas en la mano (salvo que el límite esté anulado) ni con el mazo vacío (RUL-7).' },
  { id: 'R8.3', title: 'Colocar boca abajo', summary: 'Una carta cualquiera de la mano se deja oculta en la Zona de Juego propia (NOTE-14).' },
  { id: 'R8.4', title: 'Revelar carta', summary: 'Se pone boca arriba una carta propia oculta y se paga su precio: 5 oros si es un Dalma, lo impreso si es equipo, Emblema, poción, veneno o trampa. Hechizos y habilidades se revelan gratis y se pagan al aprenderlos.' },
  { id: 'R8.5', title: 'Revelar enemigo', summary: 'Por 3 oros, uno de los enemigos ocultos de la reliquia se da la vuelta; desde entonces la defiende y tiene una acción en cada turno de su Master.' },
  { id: 'R8.6', title: 'Usar tesoro', summary: 'Se enseña un tesoro de la mano, se aplica su efecto y va al Descarte.' },
  { id: 'R8.7', title: 'Cartas por aprender', summary: 'Un hechizo o habilidad revelado queda a disposición de los Dalmas hasta que uno de ellos lo aprende.' },

  // §9 Acciones de Dalma
  { id: 'R9.1', title: 'Una acción por Dalma', summary: 'Cada Dalma activo actúa como mucho una vez por turno: en el turno de su Master elige una acción Principal o una Instantánea; en el del rival, solo Instantáneas (NOTE-6).' },
  { id: 'R9.2', title: 'Equipar', summary: 'El Dalma se pone una carta disponible que pueda llevar. Si ocupa el lugar de otra, la que sale va al Descarte (NOTE-16).' },
  { id: 'R9.3', title: 'Recargar arco', summary: 'Se paga la flecha (las normales son gratis) y el arco queda listo. En esa misma Fase Principal no puede además dispararlo, pero si va a la ofensiva entra con el arco cargado.' },
  { id: 'R9.4', title: 'Disparar arco', summary: 'Con el arco cargado, se pagan 2 platas y se ataca a un objetivo válido de la Zona de Combate; después el arco queda descargado (RUL-14).' },
  { id: 'R9.5', title: 'Explorar', summary: 'Acción Principal que lleva al Dalma a la Zona de Combate para un combate de un asalto; el detalle está en la sección 16.' },
  { id: 'R9.6', title: 'Aprender', summary: 'Acción Principal con la que un Dalma se queda con un hechizo o una habilidad revelados; el detalle está en la sección 11.' },
  { id: 'R9.7', title: 'Lanzar hechizo', summary: 'Solo puede hacerlo un Dalma que conozca el hechizo y respete lo que su profesión permite en alcance y momento.' },
  { id: 'R9.8', title: 'Usar habilidad', summary: 'La usa un Dalma que la conoce, estando ya en la Zona de Combate o entrando en ella para resolverla.' },
  { id: 'R9.9', title: 'Beber poción', summary: 'El Dalma consume una poción revelada que esté disponible; solo es posible en una Fase Principal.' },
  { id: 'R9.10', title: 'Aplicar veneno', summary: 'El Dalma unta un veneno revelado y disponible en un arma que lleve equipada; solo en una Fase Principal.' },
  { id: 'R9.11', title: 'Activar trampa', summary: 'Cuando el rival mete Dalmas en la Zona de Combate, un Dalma propio activo y sin marcador puede disparar una trampa oculta de su Master (RUL-18).' },
  { id: 'R9.12', title: 'Respuestas', summary: 'Ante una acción declarada, el rival puede contestar con una Instantánea de un Dalma sin marcador, que se resuelve al momento, sin pila. Luego la acción original se cumple si su autor, su objetivo y sus requisitos siguen siendo válidos, y se puede seguir respondiendo por turnos hasta que los dos pasen (RUL-27).' },

  // §10 Acciones de enemigo
  { id: 'R10.1', title: 'Acción de enemigo', summary: 'En la Fase Principal de su Master, cada enemigo revelado puede actuar una vez si quiere; al hacerlo recibe un marcador.' },
  { id: 'R10.2', title: 'Qué puede hacer un enemigo', summary: 'Sus cinco opciones son equiparse, beber una poción, aplicar un veneno, recargar un arco y dispararlo pagando 2 platas.' },
  { id: 'R10.3', title: 'Límites de los enemigos', summary: 'Un enemigo carece de profesión, no aprende cartas ni usa PRI; sus habilidades impresas funcionan siempre o cuando algo las dispara.' },

  // §11 Aprender
  { id: 'R11.1', title: 'Carta revelada y libre', summary: 'Solo se aprende una carta que esté boca arriba y que ningún otro Dalma haya aprendido.' },
  { id: 'R11.2', title: 'Profesión', summary: 'La carta tiene que llevar el símbolo de la profesión del Dalma que la aprende.' },
  { id: 'R11.3', title: 'Cuesta la acción', summary: 'Aprender ocupa la Acción Principal del Dalma en ese turno.' },
  { id: 'R11.4', title: 'Pago al aprender', summary: 'En el momento de aprender, el Master paga el oro y la plata impresos en la carta.' },
  { id: 'R11.5', title: 'Conocimiento individual', summary: 'La carta aprendida queda junto al Dalma y es solo suya. Si otro Dalma quiere lo mismo, necesita otra copia revelada.' },
  { id: 'R11.6', title: 'Salida definitiva', summary: 'Cuando un Dalma deja la partida para siempre, las cartas que había aprendido van al Descarte con él.' },
  { id: 'R11.7', title: 'Aprender a mitad de precio', summary: 'Cuatro cartas rebajan a la mitad el dinero que cuesta aprender: la Varita de Mago (hechizos de Mago), la Corona de Mentalista (hechizos de Mentalista), el Cinturón de Rastreador (habilidades de Rastreador) y el Emblema del Gremio (habilidades de Ladrón, para todos los Dalmas del Master). La mitad se calcula en platas, con 1 oro = 10 platas, y sin redondear (RUL-9, RUL-26).' },

  // §12 Hechizos
  { id: 'R12.1', title: 'Lanzar es Instantánea', summary: 'Un hechizo se lanza como Acción Instantánea y ocupa la acción del Dalma en ese turno.' },
  { id: 'R12.2', title: 'Dos lanzamientos entre descansos', summary: 'Entre una Posada y la siguiente, un hechicero lanza como máximo dos hechizos en total (tres con el Anillo Sumador), da igual en qué turnos o zonas.' },
  { id: 'R12.3', title: 'Contadores de hechizo', summary: 'Cada lanzamiento deja un contador de uso sobre el hechizo usado, y la suma de esos contadores en todos los hechizos del Dalma no pasa de dos (o tres). Solo la Posada los quita.' },
  { id: 'R12.4', title: 'Un hechizo por turno', summary: 'Por norma nadie lanza dos hechizos en el mismo turno. La excepción es la acción recuperada en la ofensiva, si aún le queda algún lanzamiento.' },
  { id: 'R12.5', title: 'Nada reinicia los lanzamientos', summary: 'Ni el cambio de turno, ni volver a la Zona de Juego, ni perder el marcador de acción devuelven lanzamientos gastados.' },
  { id: 'R12.6', title: 'Mano libre', summary: 'Para lanzar hace falta una mano sin armas; como el arco ocupa las dos, un Dalma con arco equipado no puede lanzar.' },
  { id: 'R12.7', title: 'Sin metal', summary: 'Magos y Mentalistas no pueden llevar armaduras metálicas ni yelmos.' },
  { id: 'R12.8', title: 'Hechizos de Mago', summary: 'El objetivo debe estar en la Zona de Combate. El Mago lanza en una Fase Principal o en una de Combate, desde cualquiera de las dos zonas; en combate, lo hace en la ventana de hechizos del asalto (RUL-14).' },
  { id: 'R12.9', title: 'Hechizos de Mentalista', summary: 'El objetivo debe estar en la Zona de Juego del rival. El Mentalista lanza en Fases Principales, suyas o del rival, y nunca durante un combate.' },
  { id: 'R12.10', title: 'Anillo Sumador', summary: 'El tercer lanzamiento que concede pone un contador en el anillo además del que va al hechizo, y solo la Posada lo retira. El anillo amplía el cupo, no da ninguna acción extra.' },
  { id: 'R12.11', title: 'Poción de Thal', summary: 'Quien la bebe gana, para ese turno, una activación más de un hechizo o habilidad que conozca con PRI 1 impreso, en su ventana legal y sin gastar otra acción. No borra contadores ya puestos y la poción se descarta (RUL-17).' },

  // §13 Habilidades
  { id: 'R13.1', title: 'Usar es Instantánea', summary: 'Una habilidad se usa como Acción Instantánea y ocupa la acción del Dalma en ese turno.' },
  { id: 'R13.2', title: 'Estar en combate', summary: 'Las habilidades se usan desde la Zona de Combate. Si una no ofensiva que no necesita combate abierto se declara desde la Zona de Juego, el Dalma avanza primero y después la resuelve.' },
  { id: 'R13.3', title: 'Una habilidad entre descansos', summary: 'Entre dos Posadas, cada Dalma usa una sola habilidad. Mientras cualquiera de sus habilidades tenga un contador de uso, no puede usar ninguna otra.' },
  { id: 'R13.4', title: 'Expuesto en combate', summary: 'Mientras un Dalma esté en la Zona de Combate no puede defender la reliquia, así que usar una habilidad puede dejarlo fuera de la defensa.' },
  { id: 'R13.5', title: 'Momentos propios', summary: 'El texto de cada habilidad puede restringirla al primer asalto, a responder a un ataque o a otro momento concreto.' },

  // §14 Pociones, venenos y trampas
  { id: 'R14.1', title: 'Pociones', summary: 'Las bebe un Dalma como Instantánea o un enemigo como acción, solo en una Fase Principal y nunca con un combate ya empezado, salvo carta que lo autorice. Después se descartan.' },
  { id: 'R14.2', title: 'Venenos', summary: 'Requieren un veneno revelado y un arma equipada, y solo se aplican en una Fase Principal. La carta se descarta y su efecto queda guardado para el siguiente ataque válido (NOTE-15).' },
  { id: 'R14.3', title: 'Trampas', summary: 'Se juegan boca abajo y pueden saltar cuando el rival mete Dalmas en la Zona de Combate, sea para explorar, por una habilidad que los adelanta o en una ofensiva (RUL-18).' },
  { id: 'R14.4', title: 'Quién activa una trampa', summary: 'Hace falta un Dalma activo propio sin marcador, que lo recibe al activarla. Una misma entrada puede provocar varias trampas si hay bastantes Dalmas libres.' },
  { id: 'R14.5', title: 'Resolver y descartar', summary: 'La trampa se resuelve al instante y va al Descarte. Si un efecto la revela o la muestra, queda anulada y también se descarta.' },

  // §15 Equipamiento
  { id: 'R15.1', title: 'Armas', summary: 'Un Dalma lleva dos armas de una mano, o una de dos manos, o un arco.' },
  { id: 'R15.2', title: 'Escudos', summary: 'Un escudo ocupa una mano cuando su carta lo indica y cuenta dentro del límite de armas.' },
  { id: 'R15.3', title: 'Armadura', summary: 'No se puede llevar más de una armadura.' },
  { id: 'R15.4', title: 'Objetos mágicos', summary: 'Un Dalma que no sea hechicero lleva hasta 2 objetos mágicos; un Mago o un Mentalista, hasta 4.' },
  { id: 'R15.5', title: 'Accesorios', summary: 'Se pueden llevar hasta 4 accesorios, cada uno en una parte distinta del cuerpo.' },
  { id: 'R15.6', title: 'Sin repetidos', summary: 'Un Dalma no puede llevar dos copias del mismo objeto ni del mismo accesorio. El reglamento solo habla de «repetidos»; aquí se entiende por Dalma (NOTE-2).' },
  { id: 'R15.7', title: 'Emblema', summary: 'Cada Master tiene como mucho un Emblema revelado, que afecta a todos sus Dalmas. Si revela otro, escoge cuál se queda y descarta el otro.' },
  { id: 'R15.8', title: 'Equipo de un muerto', summary: 'Cuando un Dalma muere, su equipo va al Descarte.' },
  { id: 'R15.9', title: 'Flechas perforadoras', summary: 'Tienen 10 flechas: cada una gastada añade un contador a la carta y, con 10 contadores, ya no queda ninguna.' },

  // §16 Exploración
  { id: 'R16.1', title: 'Explorar', summary: 'Como Acción Principal, el Dalma avanza a la Zona de Combate y se bate durante un asalto con un enemigo revelado o con un Dalma rival que ya esté allí (NOTE-8, NOTE-9).' },
  { id: 'R16.2', title: 'Trampas al explorar', summary: 'Entrar a explorar puede hacer saltar trampas del rival.' },
  { id: 'R16.3', title: 'Se queda en combate', summary: 'Acabado el asalto, el explorador se queda en la Zona de Combate hasta el siguiente Descanso de su Master.' },
  { id: 'R16.4', title: 'Enemigo vencido', summary: 'Si el enemigo muere, se pone boca abajo junto a la reliquia como derrotado y ya no la defiende.' },
  { id: 'R16.5', title: 'Explorador muerto', summary: 'Si muere el Dalma, se descarta con todo su equipo y con lo que había aprendido.' },
  { id: 'R16.6', title: 'Sin ofensiva tras explorar', summary: 'El Dalma que ha explorado ya tuvo su combate cuerpo a cuerpo del turno y no puede sumarse a la ofensiva de ese turno.' },

  // §17 Fin de turno
  { id: 'R17.1', title: 'Decisión final', summary: 'Hechas las acciones del Master, de sus enemigos y de sus Dalmas, el Master activo pasa o lanza una única ofensiva contra la reliquia rival (RUL-11).' },
  { id: 'R17.2', title: 'Atacantes', summary: 'Puede llevar a cualquier Dalma activo que aún no haya luchado cuerpo a cuerpo en ese turno (haber explorado cuenta como tal), aunque lleve marcador o esté de antes en la Zona de Combate (NOTE-10).' },
  { id: 'R17.3', title: 'Acción recuperada', summary: 'Al declarar la ofensiva, los atacantes pierden su marcador y cada uno recupera una acción para una Instantánea legal durante ese combate; si la usa, se marca de nuevo. Los contadores de uso no se tocan.' },
  { id: 'R17.4', title: 'Avance', summary: 'Los atacantes que estaban en la Zona de Juego pasan a la Zona de Combate, y esa entrada puede activar trampas.' },
  { id: 'R17.5', title: 'Defensores', summary: 'Defienden todos los enemigos revelados y, si su Master quiere, los Dalmas disponibles que añada: solo los de la Zona de Juego, y tener marcador no lo impide.' },
  { id: 'R17.6', title: 'Combate a muerte', summary: 'La ofensiva se lucha hasta el final. Si caen todos los defensores, o no había ninguno (RUL-22), se captura la reliquia y se gana; si caen todos los atacantes, fracasa y acaba el turno, y si era obligatoria se pierde (R18.4, NOTE-11).' },

  // §18 Agotamiento
  { id: 'R18.1', title: 'Agotamiento', summary: 'Si el Master aún no ha hecho sus cinco acciones y ya no le queda ninguna legal, la Fase Principal se corta y debe ir a por la reliquia sin esperar (RUL-7).' },
  { id: 'R18.2', title: 'Ofensiva obligatoria', summary: 'En ella participan todos sus Dalmas activos, con la misma recuperación de acción que en una ofensiva voluntaria.' },
  { id: 'R18.3', title: 'Sin Dalmas para atacar', summary: 'Si llega ese momento y no tiene ningún Dalma activo, el Master pierde.' },
  { id: 'R18.4', title: 'Todo o nada', summary: 'Si la ofensiva obligatoria captura la reliquia, gana; si fracasa, pierde en el acto aunque conserve Dalmas sin jugar (en mazo, mano o boca abajo).' },
  { id: 'R18.5', title: 'También en variantes', summary: 'La ofensiva obligatoria se aplica incluso si la variante elegida todavía no deja lanzar ofensivas voluntarias.' },

  // §19 Combate
  { id: 'R19.1', title: 'Cuándo hay combate', summary: 'Solo se abre una Fase de Combate por una acción o por una ofensiva. Tras un combate de exploración, el juego vuelve a la Fase Principal.' },
  { id: 'R19.2', title: 'Un cuerpo a cuerpo por turno', summary: 'Cada Dalma participa en una sola Fase de Combate cuerpo a cuerpo por turno; disparar un arco como Acción Principal no cuenta para eso.' },
  { id: 'R19.3', title: 'Tipos de combate', summary: 'Hay combate de un asalto, el de explorar, y combate a muerte, el de la reliquia, en el que se repiten asaltos hasta que un bando se queda sin luchadores.' },
  { id: 'R19.4', title: 'Inicio del combate', summary: 'Cuando entran Dalmas en la Zona de Combate se resuelven antes las trampas; después se forman las parejas y arranca el primer asalto.' },
  { id: 'R19.5', title: 'Orden del asalto', summary: 'Cada asalto sigue cinco pasos: hechizos (solo Magos, primero el atacante), habilidades, arcos cargados, armas arrojadizas (solo en el primer asalto) y cuerpo a cuerpo de mayor a menor Iniciativa (RUL-24).' },
  { id: 'R19.6', title: 'Ventana de habilidades', summary: 'Puede usar una habilidad conocida el Dalma en la Zona de Combate que no tenga marcador (o haya recuperado la acción) y no haya usado ninguna desde su última Posada; la habilidad recibe un contador.' },
  { id: 'R19.7', title: 'Disparos simultáneos', summary: 'Los disparos de arcos cargados de una misma ventana cuentan como simultáneos: morir en esa ventana no impide que el propio disparo se resuelva.' },
  { id: 'R19.8', title: 'Empates de Iniciativa', summary: 'Si dos personajes empatan en Iniciativa dentro de una ventana, se tira 1d6 y va primero quien saque más (NOTE-12).' },
  { id: 'R19.9', title: 'Fórmula de ataque', summary: 'El ataque vale 1d6 más la Fuerza del atacante menos la Resistencia del defensor, con todos los modificadores ya aplicados. Lo que pase de 0 es Vida perdida; 0 o menos no hace daño.' },
  { id: 'R19.10', title: 'Dado de ataque', summary: 'Un 6 pide otra tirada y un doble 6 otra más que se suma; el triple 6 mata. Un 1 obliga a repetir y un doble 1 es una Pifia: el ataque falla. El detalle exacto está en RUL-1.' },
  { id: 'R19.11', title: 'Entrar con arco cargado', summary: 'Quien llega al combate con el arco cargado dispara en la ventana de arcos y después pelea cuerpo a cuerpo sin el bono del arco.' },
  { id: 'R19.12', title: 'Arco descargado', summary: 'Emparejado con el arco sin cargar, el personaje ataca cuerpo a cuerpo sin su bono o renuncia a atacar para recargar (NOTE-13). Una vez emparejado, no podrá recargar en los asaltos siguientes.' },
  { id: 'R19.13', title: 'Armas arrojadizas', summary: 'Solo se lanzan en el primer asalto; el arma se desequipa y su dueño no ataca cuerpo a cuerpo en ese asalto. Si mata, vuelve revelada a la Zona de Juego y puede equiparse otra vez sin pagarla (RUL-19).' },
  { id: 'R19.14', title: 'Emparejamientos', summary: 'En el combate por la reliquia el atacante forma las parejas iniciales, buscando duelos uno contra uno siempre que se pueda (RUL-20).' },
  { id: 'R19.15', title: 'Refuerzos equilibrados', summary: 'Los combatientes sobrantes se reparten como refuerzos: todos los duelos pasan a 2 contra 1 antes de que alguno sea 3 contra 1, y nunca se amontonan en un duelo si otro sigue sin reforzar.' },
  { id: 'R19.16', title: 'Reasignar supervivientes', summary: 'Cuando alguien muere, los que quedan libres se vuelven a asignar al empezar el asalto siguiente (RUL-20).' },
  { id: 'R19.17', title: 'Dividir enfrentamientos', summary: 'Si un refuerzo deja un enfrentamiento con el mismo número por bando, se parte en duelos uno contra uno que elige el dueño del refuerzo.' },
  { id: 'R19.18', title: 'Refuerzos contra refuerzos', summary: 'Si los dos bandos tienen refuerzos, primero se enfrentan entre ellos y el resto se reparte según R19.15.' },
  { id: 'R19.19', title: 'Vida 0', summary: 'Con la Vida a 0 el personaje muere, salvo que una carta ofrezca otra salida.' },
  { id: 'R19.20', title: 'Tras la muerte', summary: 'Un Dalma muerto va al Descarte con su equipo y las cartas aprendidas; un enemigo muerto en una ofensiva sale de esa defensa.' },
  { id: 'R19.21', title: 'Enemigos derrotados', summary: 'Muera como muera, un enemigo queda derrotado: boca abajo junto a la reliquia y sin volver a defenderla (RUL-15).' },

  // §20 Reliquias
  { id: 'R20.1', title: 'Elixir de Mísal', summary: 'La defienden cinco Hombres de las Montañas y su jefe, Túlkar, líder de la montaña.' },
  { id: 'R20.2', title: 'Luz de Rosa', summary: 'La defienden cinco Siervos de Amán y un Líder del Bastión.' },
  { id: 'R20.3', title: 'Santórum de Yabel', summary: 'La defienden cinco Dragols de las Montañas y un Bolg de las Montañas.' },
  { id: 'R20.4', title: 'Piedra de Órdor', summary: 'La defienden dos Tigres, dos Osos Azules y dos Guardianes del Laberinto: el Elfo y el Bahaluk.' },
  { id: 'R20.5', title: 'Cetro de Árathan', summary: 'La defienden tres Piratas, dos Bandidos y Altamir, almirante pirata.' },

  // §21 Victoria y derrota
  { id: 'R21.1', title: 'Victoria', summary: 'Capturar la reliquia del rival da la victoria en ese mismo instante.' },
  { id: 'R21.2', title: 'Derrota por falta de Dalmas', summary: 'Se pierde cuando todos los Dalmas del mazo (cinco como máximo) han muerto o han salido de la partida para siempre (RUL-21).' },
  { id: 'R21.3', title: 'Seguir sin Dalmas en mesa', summary: 'No tener ningún Dalma activo no es derrota mientras le quede algún Dalma por jugar, ya sea en el mazo, en la mano u oculto en la mesa; entretanto, los enemigos revelados siguen defendiendo.' },
  { id: 'R21.4', title: 'Derrota por ofensiva obligatoria', summary: 'También pierde quien fracasa en la ofensiva obligatoria o no tiene ningún Dalma activo para lanzarla (R18.3, R18.4).' },

  // §22 Cartas concretas
  { id: 'R22.1', title: 'Cartas que abaratan', summary: 'Las cuatro cartas que rebajan a la mitad el coste de aprender se rigen por R11.7, y RUL-26 aclara a qué Dalmas alcanza cada una.' },
  { id: 'R22.2', title: 'Poción de Thal', summary: 'Funciona como describe R12.11, con las precisiones de RUL-17.' },
  { id: 'R22.3', title: 'Anillo Sumador de Hechizos', summary: 'Su tercer lanzamiento y la forma de recuperarlo se explican en R12.10 y R7.8.' },
  { id: 'R22.4', title: 'Control Mental', summary: 'Al resolverse, quien lo lanza escoge una acción legal que el Dalma objetivo tenga a su alcance, y el objetivo la realiza en el acto. No se le puede forzar a nada que perjudique a su propio bando (RUL-29).' },
  { id: 'R22.5', title: 'Confusión', summary: 'Pone un marcador de acción al Dalma objetivo, que ya no actúa en ese turno. Para que sirva, hay que lanzarla antes de que el objetivo haya actuado.' },
  { id: 'R22.6', title: 'Lente de Visión Precisa', summary: 'Da una acción especial en dos tiempos: la primera activación deja un contador de observación; en otra activación de un turno posterior se mira una carta oculta, se puede revelar y se retira el contador (RUL-28).' },
  { id: 'R22.7', title: 'Flechas perforadoras', summary: 'Sus contadores siguen R15.9 y no se retiran al descansar.' },
  { id: 'R22.8', title: 'Saco sin fondo', summary: 'Mientras esté activo no hay límite de mano (R5.10); cuando deja de estarlo, la mano vuelve a quedarse en 10 (RUL-12).' },

  // §23 Variantes
  { id: 'R23.1', title: 'Aventura rápida', summary: 'La ofensiva voluntaria se permite a partir del segundo turno de cada Master (RUL-5).' },
  { id: 'R23.2', title: 'Aventura pensada', summary: 'Ningún Master puede lanzar una ofensiva voluntaria hasta que ambos lleven cinco turnos completos (NOTE-3).' },
  { id: 'R23.3', title: 'Aventura estratégica', summary: 'Como la anterior, pero hacen falta diez turnos completos de cada Master (NOTE-3).' },
  { id: 'R23.4', title: 'Duelo puro', summary: 'Los Masters pactan un valor de preparación, ponen en mesa sus grupos, defensores y equipo, y todo se decide en una sola ofensiva contra la reliquia.' },
  { id: 'R23.5', title: 'Agotamiento en cualquier variante', summary: 'Sea cual sea la variante, quedarse sin Acciones de Master legales obliga a atacar la reliquia (R18.1, R18.5).' },
] as const
