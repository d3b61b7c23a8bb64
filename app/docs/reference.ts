// What /docs documents: the HTTP API and the `dm` command line, as data so the page stays a plain rendering.

export type Endpoint = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  path: string
  summary: string
  auth: 'ninguna' | 'sesión' | 'propietario' | 'asiento' | 'asiento o ninguna' | 'sesión o token del navegador'
  body?: string
  responses: [status: number, meaning: string][]
  example?: string
}

export const ENDPOINTS: Endpoint[] = [
  {
    method: 'GET', path: '/api/cards?q=…&sort=…&limit=…&offset=…', auth: 'ninguna',
    summary: 'Busca cartas con la misma sintaxis que /cartas. Sin q devuelve todo el catálogo.',
    responses: [[200, '{ "cards": [...], "total": n }'], [400, '{ "error": { "message", "position" } } si la búsqueda está mal formada o un parámetro no es válido']],
    example: 'curl "http://localhost:3000/api/cards?q=tipo:hechizo%20prof:mago"',
  },
  {
    method: 'GET', path: '/api/cards/{id}', auth: 'ninguna',
    summary: 'Una carta por su identificador estable (p. ej. pocion-de-thal).',
    responses: [[200, 'la carta en JSON (id, name, type, provisional, y los campos de su tipo)'], [404, 'no existe esa carta']],
  },
  {
    method: 'POST', path: '/api/decks/validate', auth: 'ninguna',
    summary: 'Comprueba la legalidad de un mazo: texto plano (text/plain), JSON { "text": … } o un mazo en formato JSON.',
    body: 'la lista del mazo',
    responses: [
      [200, '{ "legal", "problems": [{ "code", "rule", … }], "problemsTotal", "problemsMore"?, "warnings", "warningsTotal", "stats", "shareCode", "deck" }: como mucho 50 problemas y 50 avisos («problemsMore» dice cuántos faltan, «y 12 más»); un mazo demasiado grande para devolverlo llega como "deck": null con «deckOmitted», y un código de más de 4000 caracteres como "shareCode": null. La respuesta no pasa de 64 KB, sea cual sea el cuerpo'],
      [400, 'cuerpo ilegible: los errores de lectura llevan su número de línea (se listan 20 y «linesTotal» los cuenta todos); una línea de más de 300 caracteres o un nombre de más de 100; un JSON mal formado nombra sus campos (se listan 20, «issuesTotal» los cuenta y los campos desconocidos de un objeto van en uno solo)'],
      [413, 'cuerpo de más de 256 KB, o una lista de más de 1000 líneas'],
      [429, 'ya hay dos listas tuyas validándose (Retry-After)'],
      [503, 'el servidor está validando muchas listas a la vez (Retry-After)'],
    ],
    example: 'curl -X POST -H "Content-Type: text/plain" --data-binary @content/decks/caja-1-marcha-de-la-montana.txt http://localhost:3000/api/decks/validate',
  },
  {
    method: 'GET', path: '/api/decks?scope=public|mine&q=…&card=…', auth: 'ninguna',
    summary: 'Lista mazos públicos (o los tuyos con scope=mine y sesión). card=<id> filtra los que usan esa carta. Un mazo privado nunca aparece en listas ajenas.',
    responses: [[200, '{ "decks": [...], "total": n }'], [401, 'scope=mine sin sesión']],
  },
  {
    method: 'POST', path: '/api/decks', auth: 'sesión',
    summary: 'Guarda un mazo nuevo. Los borradores ilegales se aceptan: el servidor calcula y guarda sus problemas. Los textos no admiten caracteres de control (NUL incluido). Con la cabecera X-DM-Expected-User: <id de cuenta>, el guardado se rechaza si la sesión es de otra cuenta.',
    body: '{ "name", "description"?, "visibility": "private"|"public", "deck" }',
    responses: [[201, 'el mazo guardado, con su revision'], [400, 'campo y motivo'], [401, 'sin sesión'], [403, 'petición de otro sitio'], [409, 'X-DM-Expected-User no es la cuenta de la sesión ("sessionChanged": true)'], [413, 'cuerpo demasiado grande']],
  },
  {
    method: 'GET', path: '/api/decks/{id}', auth: 'ninguna',
    summary: 'Un mazo guardado: público para cualquiera, privado solo para su propietario. Dice qué cartas han cambiado desde que se guardó.',
    responses: [[200, 'el mazo'], [404, 'no existe o no puedes verlo']],
  },
  {
    method: 'PATCH', path: '/api/decks/{id}', auth: 'propietario',
    summary: 'Cambia nombre, descripción, visibilidad o cartas. Lleva la revision en la que se basa: una edición sobre una versión antigua se rechaza y no se sobrescribe nada.',
    body: '{ "revision", …campos que cambian }',
    responses: [[200, 'el mazo con la nueva revision'], [400, 'campo y motivo (revision es un entero de 1 a 2147483647)'], [401, 'sin sesión'], [403, 'no es tu mazo'], [404, 'no existe'], [409, 'el mazo cambió desde la revision enviada, o X-DM-Expected-User no es la cuenta de la sesión']],
  },
  {
    method: 'DELETE', path: '/api/decks/{id}', auth: 'propietario',
    summary: 'Borra un mazo tuyo.',
    responses: [[204, 'borrado'], [401, 'sin sesión'], [403, 'no es tu mazo'], [404, 'no existe']],
  },
  {
    method: 'POST', path: '/api/decks/{id}/duplicate', auth: 'sesión',
    summary: 'Copia un mazo que puedes ver en un mazo nuevo tuyo (privado).',
    responses: [[201, 'la copia'], [401, 'sin sesión'], [404, 'no existe o no puedes verlo']],
  },
  {
    method: 'GET', path: '/api/games', auth: 'sesión',
    summary: 'Tus partidas guardadas de /partida: primero las sin terminar, luego las terminadas, las más recientes antes.',
    responses: [[200, '{ "games": [...], "limit": 200 }'], [401, 'sin sesión']],
  },
  {
    method: 'POST', path: '/api/games', auth: 'sesión',
    summary: 'Guarda una partida en tu cuenta con todo lo que la repite: semilla, variante, modo, los dos códigos de mazo, la jugada, la versión del motor con la que se jugó (engineVersion: 1 si no se indica, la de antes de que hubiera versiones), la versión del catálogo, los números de cada carta de los dos mazos y el cambio de prueba si lo hay (como mucho 16 000 caracteres y 12 niveles de anidación). Una jugada solo se repite con su versión del motor. Como mucho 200 partidas: la 201 se rechaza sin borrar ninguna. Admite X-DM-Expected-User como POST /api/decks.',
    body: '{ "title", "mode", "bot", "variant", "seed", "codes": [A, B], "line", "engineVersion", "status", "result", "winner", "turns", "decisions", "catalogueVersion", "cards": [...], "override" }',
    responses: [[201, 'la partida, con revision 1'], [400, 'campo y motivo'], [401, 'sin sesión'], [409, 'ya tienes 200 partidas: borra alguna'], [413, 'cuerpo demasiado grande']],
  },
  {
    method: 'GET', path: '/api/games/{id}', auth: 'propietario',
    summary: 'Una partida tuya, con su jugada y los números con los que se juega.',
    responses: [[200, '{ "game" }'], [401, 'sin sesión'], [404, 'no existe o no es tuya']],
  },
  {
    method: 'PATCH', path: '/api/games/{id}', auth: 'propietario',
    summary: 'Guarda cómo sigue la partida (jugada, estado, resultado, turnos). Lleva la revision en la que se basa: un guardado sobre una versión antigua se rechaza y no se sobrescribe nada.',
    body: '{ "revision", "line"?, "engineVersion"?, "status"?, "result"?, "winner"?, "turns"?, "decisions"?, "title"? }',
    responses: [[200, 'la partida con la nueva revision'], [400, 'campo y motivo (revision es un entero de 1 a 2147483647)'], [401, 'sin sesión'], [404, 'no existe o no es tuya'], [409, 'la partida cambió desde la revision enviada, o X-DM-Expected-User no es la cuenta de la sesión']],
  },
  {
    method: 'DELETE', path: '/api/games/{id}', auth: 'propietario',
    summary: 'Borra una partida tuya.',
    responses: [[200, '{ "deleted": true }'], [401, 'sin sesión'], [404, 'no existe o no es tuya']],
  },
  {
    method: 'GET', path: '/api/catalogue/{version}?ids=a,b,…', auth: 'ninguna',
    summary: 'Las cartas pedidas (hasta 300) tal como eran en esa versión del catálogo, mientras el servidor la conserve: con ellas /partida repite un enlace antiguo con sus números de entonces.',
    responses: [[200, '{ "version", "cards": [...] }'], [400, 'ids no válidos'], [404, 'el servidor ya no conoce esa versión']],
  },
  {
    method: 'POST', path: '/api/tables', auth: 'ninguna',
    summary: 'Crea una mesa en línea con tu mazo: el servidor juega la partida con su motor y a cada asiento le manda solo lo que puede saber. La respuesta trae el token de tu asiento (256 bits; también como cookie HttpOnly para el flujo de eventos) y el enlace para tu rival. Quien empieza lo deciden las reglas (R6.11), no el asiento.',
    body: '{ "deck": código o lista, "variant"?: "none"|"rapida"|"pensada"|"estrategica", "seat"?: "A"|"B"|"random", "visibility"?: "link"|"public", "name"?, "clock"?: { "minutes", "incrementSeconds"? } | null }',
    responses: [
      [201, '{ "id", "seat", "token", "joinUrl", "spectateUrl", "seatUrl", "state" }'],
      [400, 'cuerpo o mazo ilegible (campo y motivo)'], [413, 'cuerpo de más de 32 KB'], [415, 'no es JSON'],
      [422, 'mazo ilegal: «problems» con cada problema y su regla'], [429, 'más de 10 mesas en 10 minutos, o 5 esperando a la vez, desde tu dirección'],
    ],
    example: 'curl -X POST -H "Content-Type: application/json" -d \'{"deck":"<código del mazo>","visibility":"public"}\' http://localhost:3000/api/tables',
  },
  {
    method: 'GET', path: '/api/tables?status=waiting', auth: 'ninguna',
    summary: 'Las mesas públicas que esperan un segundo jugador (las 50 más recientes). Una mesa que nadie ocupa caduca a los 30 minutos.',
    responses: [[200, '{ "tables": [{ "id", "name", "variant", "createdAt", "clock" }] }'], [400, 'status distinto de waiting']],
  },
  {
    method: 'POST', path: '/api/tables/{id}/join', auth: 'ninguna',
    summary: 'Ocupa el asiento libre con tu mazo; la partida empieza.',
    body: '{ "deck" }',
    responses: [[201, '{ "seat", "token", "seatUrl", "state" }'], [404, 'no existe o caducó'], [409, 'la mesa ya está completa'], [422, 'mazo ilegal'], [429, 'más de 30 intentos en 10 minutos']],
  },
  {
    method: 'GET', path: '/api/tables/{id}?since=N', auth: 'asiento o ninguna',
    summary: 'El estado de la mesa como lo ve quien pregunta: con el token (Authorization: Bearer, la cookie, o una cuenta con asiento) su asiento; sin él, espectador, que solo ve lo que ven los dos. «since» añade los eventos de los pasos posteriores que el servidor aún guarda.',
    responses: [[200, 'el estado (abajo)'], [401, 'un token que no es de esta mesa'], [404, 'no existe o caducó']],
  },
  {
    method: 'GET', path: '/api/tables/{id}/events', auth: 'asiento o ninguna',
    summary: 'Flujo text/event-stream: un evento «state» con el estado al conectar y tras cada cambio (su id es la versión de la mesa), y un comentario cada 20 s. El token va en la cookie o en ?token= (EventSource no manda cabeceras). Un asiento cuenta como conectado («seats.X.connected») mientras tiene un flujo abierto: una página que se cierra, cambia de dirección o se congela cierra el suyo, y un flujo cuyo cliente deja más de 1 MB sin leer se da por perdido y se cierra.',
    responses: [[200, 'text/event-stream'], [401, 'token ajeno'], [404, 'no existe'], [429, 'más de 12 flujos abiertos desde tu dirección']],
  },
  {
    method: 'POST', path: '/api/tables/{id}/actions', auth: 'asiento',
    summary: 'Una decisión: «step» es el número de acciones aplicadas (el de tu último estado) y «action» una de «legal», tal como llegó (una lista puede ir en otro orden: el del reemplazo). Una acción rechazada no cambia nada; de dos a la vez para el mismo paso, una gana y la otra recibe 409.',
    body: '{ "step", "action" }',
    responses: [
      [200, 'el nuevo estado'], [400, 'cuerpo mal formado o una acción que no tiene la forma de ninguna del juego, con el campo («action.instanceIds[0]»…)'], [401, 'sin token o token ajeno'], [403, 'no es tu decisión'],
      [409, '«step» no es el paso actual, o la partida no está en juego'], [413, 'cuerpo de más de 4 KB'], [422, 'no es legal ahora, con el motivo'], [429, 'más de 10 acciones por segundo'],
    ],
  },
  {
    method: 'POST', path: '/api/tables/{id}/resign', auth: 'asiento',
    summary: 'Rendirse: gana el otro asiento.',
    responses: [[200, 'el estado final'], [401, 'sin token'], [409, 'la partida no está en juego']],
  },
  {
    method: 'GET', path: '/api/tables/{id}/record', auth: 'ninguna',
    summary: 'Cuando la partida ha terminado, su registro completo (configuración con la semilla y los dos mazos, y todas las acciones): una repetición que cualquiera puede abrir.',
    responses: [[200, '{ "config", "log", "result", "step" }'], [403, 'la partida no ha terminado'], [404, 'no existe']],
  },
  {
    method: 'POST', path: '/api/tables/{id}/rematch', auth: 'asiento',
    summary: 'Revancha: una mesa nueva con los mismos mazos y asientos (los mismos tokens la juegan). Pedida dos veces, la misma mesa. Cuenta como una mesa creada para la dirección que la pide.',
    responses: [[200, '{ "id", "seat" }'], [401, 'sin token'], [409, 'la partida no ha terminado'], [429, 'más de 10 mesas creadas en 10 minutos, revanchas incluidas']],
  },
  {
    method: 'GET', path: '/api/og/deck/{código}?v={versión del catálogo}', auth: 'ninguna',
    summary: 'La imagen de vista previa (PNG de 1200 × 630) del mazo de un código. Se dibuja una vez por código y versión del catálogo; con la versión actual en «v» se puede guardar para siempre (immutable), sin ella una hora.',
    responses: [[200, 'image/png'], [304, 'sin cambios (If-None-Match)']],
  },
  {
    method: 'POST', path: '/api/lab/jobs', auth: 'sesión o token del navegador',
    summary: 'Pone en la cola del servidor una prueba del laboratorio (la misma que dm lab run, compare o sweep): la juegan los procesos «dm lab worker», y también los hilos del propio servidor con SQLite. La prueba es de quien la pide: su cuenta, o sin cuenta el navegador, que recibe un token propio (cookie HttpOnly de /api/lab y «ownerToken» en la respuesta, para enviarlo como Authorization: Bearer). Sin cuenta, como mucho 10 minutos de cálculo estimado y una prueba abierta; con cuenta, 12 horas y 3 abiertas; 4 abiertas por dirección y 20 en todo el servidor. Las tandas se reparten por turnos entre quienes tienen pruebas en cola.',
    body: '{ "spec": { "kind": "run" | "compare" | "sweep", "decks": { "A": { "name", "deck" }, "B": … }, "bots", "seed", "games", "variant", "maxTurns", "mirror", "override"? , "sweep"? } }',
    responses: [[201, '{ "id", "url": "/laboratorio/{id}", "shards", "queue", "owner", "ownerToken"? }'], [400, 'campo y motivo (spec.sweep.values, spec.override…; un carácter de control en cualquier texto)'], [413, 'cuerpo de más de 256 KB'], [422, 'la prueba pide más cálculo del que se admite (spec.games)'], [429, 'ya tienes, o tu dirección tiene, tantas pruebas abiertas como se admite'], [503, 'la cola del servidor está llena']],
  },
  {
    method: 'GET', path: '/api/lab/jobs/{id}', auth: 'ninguna',
    summary: 'Una prueba en cola, para cualquiera con el enlace: estado, partidas y tandas jugadas, trabajadores, y el informe (el mismo que la prueba jugada de una vez) cuando están todas las tandas; «yours» dice si quien pregunta puede cancelarla. Como mucho 240 consultas por minuto desde una dirección.',
    responses: [[200, '{ "job": { "status", "progress", "report", … }, "yours" }'], [304, 'terminada y sin cambios (If-None-Match)'], [404, 'no existe'], [429, 'demasiadas consultas (Retry-After)']],
  },
  {
    method: 'DELETE', path: '/api/lab/jobs/{id}', auth: 'propietario',
    summary: 'Cancela una prueba en cola: no se juega ninguna tanda más (las que estén en juego paran al renovar su plazo). Solo la cancela quien la encargó.',
    responses: [[200, '{ "id", "status" }'], [403, 'no es tuya'], [404, 'no existe']],
  },
  {
    method: 'POST', path: '/api/auth/signup', auth: 'ninguna',
    summary: 'Crea una cuenta con correo y contraseña (mínimo 8 caracteres). Luego se entra con /cuenta/entrar. Como mucho 40 altas por hora desde una dirección (una clase entera detrás de una misma conexión; IPv6 cuenta por /64) y 3 intentos por hora con un mismo correo.',
    body: '{ "email", "password", "name" }',
    responses: [[201, 'cuenta creada'], [400, 'campo y motivo'], [409, 'ese correo ya tiene cuenta'], [429, 'demasiados intentos desde esta conexión o con este correo (Retry-After)']],
  },
  {
    method: 'GET', path: '/api/account/export', auth: 'sesión',
    summary: 'Descarga todos tus mazos y tus partidas guardadas como NDJSON: una línea por registro ({"type":"account"…}, luego "deck", luego "game", y al final {"type":"end","decks":n,"games":m}), enviada a trozos. Una exportación a la vez por cuenta y 5 por hora.',
    responses: [[200, 'fichero .ndjson (application/x-ndjson)'], [401, 'sin sesión'], [429, 'ya hay una exportación en curso, o 5 en la última hora (Retry-After)']],
  },
  {
    method: 'DELETE', path: '/api/account', auth: 'sesión',
    summary: 'Borra tu cuenta, todos tus mazos y tus partidas. Pide tu correo en el cuerpo como confirmación.',
    body: '{ "email" }',
    responses: [[204, 'cuenta borrada'], [400, 'el correo no coincide'], [401, 'sin sesión']],
  },
]

/** The online tables' state and bounds, shown on /docs beside the routes (ONLINE-API.md is the contract). */
export const TABLE_NOTES: { term: string; text: string }[] = [
  { term: 'Estado de la mesa', text: '{ id, status: waiting|playing|finished, step, seat: A|B|null, decider, legal, result: null | { winner, reason }, view, version, seats: { A: { taken, connected }, B }, clock, rematch, events }. «legal» solo llega al asiento que decide.' },
  { term: 'view', text: '{ turn, active, phase, masters: { A, B }, state }: por Master money (en platas), deck (cuántas quedan), hand, discard, playZone (boca arriba), faceDown, combatZone, relic, enemies, cada carta { id, card, … } con card null donde quien mira no la conoce; «state» es el estado del motor tal como lo deja viewFor (las cartas ocultas con «?», sin generador ni registro). Mientras espera rival, view es null.' },
  { term: 'Errores', text: '{ "error": { "code", "message", "field"? } }, con code p. ej. staleStep (y currentStep), notYourDecision, illegalAction, illegalDeck (y problems), tableFull, noToken, badToken, notFinished, tooMany (y Retry-After).' },
  { term: 'Reloj', text: 'Opcional (apagado por defecto): minutos por Master (1–90) y segundos que se suman por decisión (0–60). Corre el del Master que decide; quien lo agota pierde, aunque nadie actúe.' },
  { term: 'Límites', text: '10 mesas por dirección cada 10 minutos y 5 esperando a la vez; 30 uniones cada 10 minutos; 12 flujos abiertos por dirección, cada uno con 1 MB como mucho sin leer; 10 acciones por segundo por asiento; cuerpos de 32 KB (crear, unirse) y 4 KB (acciones); una mesa sin rival caduca a los 30 minutos, una partida sin acciones en 24 horas o a los 7 días (sin ganador), y tras 6000 acciones acaba en tablas; una mesa terminada guarda su registro 30 días.' },
  { term: 'Varios servidores', text: 'Con PostgreSQL, cualquier número de instancias sirve las mismas mesas: cada cambio se anuncia con LISTEN/NOTIFY y llega a los flujos de las demás. Con SQLite, una sola instancia.' },
]

export type Command = { usage: string; summary: string; exits?: string; example: string }

export const COMMANDS: Command[] = [
  { usage: 'dm check [--content <dir>] [--json]', summary: 'Valida y cruza todo content/: identificadores únicos, referencias, cartas iniciales de cada Dalma, seis enemigos por reliquia (R20), costes de aprendizaje pares (RUL-9), mazos de la caja. Cada error nombra fichero, carta y campo.', exits: '0 sin errores · 1 con errores', example: 'npm run -s dm -- check' },
  { usage: 'dm cards [búsqueda] [--json] [--sort <campo>]', summary: 'Busca en el catálogo con la sintaxis de /cartas. Con --json imprime un array de cartas.', exits: '0 · 2 búsqueda mal formada', example: 'npm run -s dm -- cards "tipo:arma fue>=2" --json' },
  { usage: 'dm validate <fichero> [--json]', summary: 'Comprueba la legalidad de un mazo (texto o JSON) con los mismos códigos y reglas que el constructor.', exits: '0 legal · 1 ilegal · 2 ilegible', example: 'npm run -s dm -- validate content/decks/caja-1-marcha-de-la-montana.txt --json' },
  { usage: 'dm hands <fichero> --count N --seed S [--json]', summary: 'Reparte N manos iniciales (antes del reemplazo), una por línea en JSON. La partida 0 de la semilla S es la mano que /probar reparte con esa semilla.', example: 'npm run -s dm -- hands content/decks/caja-1-marcha-de-la-montana.txt --count 3 --seed 42 --json' },
  { usage: 'dm goldfish <fichero> --games N --turns T --seed S [--json]', summary: 'Estadísticas de N partidas en solitario con la política por defecto: mano inicial (exacta y simulada), dinero por turno, Dalmas activos, aprendizajes y agotamiento.', example: 'npm run -s dm -- goldfish content/decks/caja-2-corsarios-de-arathan.txt --games 2000 --turns 5 --seed 7 --json' },
  { usage: 'dm play <fichero> [--json]', summary: 'Juega un fichero de escenario (tablero, dados forzados, pasos y expect; formato en /docs/escenarios) y cuenta cada paso, los eventos y el resultado. Los pasos rechazados dicen el código y el motivo.', exits: '0 jugado · 1 falla expect · 2 fichero ilegible o no válido', example: 'npm run -s dm -- play scenarios/s19-melee-666.yaml --json' },
  { usage: 'dm odds --attacker <carta|F> --defender <carta|R,V> [--attacker-equip id,…] [--defender-equip id,…] [--fight round|death] [--json]', summary: 'Probabilidades exactas de un ataque (herir, matar, daño, ataques esperados para matar; Pifia y Tirada 666 incluidas) y, con dos cartas, de un combate de un asalto o a muerte. Es la cuenta de /calculadora.', exits: '0 · 2 argumento no válido', example: 'npm run -s dm -- odds --attacker 3 --defender 2,6 --json' },
  { usage: 'dm selfplay <mazoA> <mazoB> --games N --seed S [--variant V] [--bots A,B] [--override F] [--workers K] [--max-turns T] [--json]', summary: 'Enfrenta dos bots (random, heuristic o search) y mide los puntos del anexo de pruebas con márgenes al 95 %: victorias por mazo y por quien empieza, turnos, acciones por turno, ofensivas, lanzamientos, contadores. La misma salida con cualquier número de hilos; --override cambia cartas para una prueba de diseño.', exits: '0 · 1 una partida falla · 2 argumentos, mazos o prueba no válidos', example: 'npm run -s dm -- selfplay content/decks/caja-1-marcha-de-la-montana.txt content/decks/caja-2-corsarios-de-arathan.txt --games 200 --seed 1 --bots heuristic,search --workers 2 --json' },
  { usage: 'dm lab compare <mazoA> <mazoB> --override <json|fichero> --games N --seed S --bots a,b [--mirror] [--workers K] [--queue] [--json]', summary: 'Prueba de diseño: la base y la prueba juegan las mismas partidas y se comparan una a una (McNemar exacto para las victorias con el intervalo de la diferencia emparejada, t emparejada para medias, razones agrupadas por partida, Holm en todas las filas). Una prueba que no cambia nada da diferencia 0 y p = 1. JSON: { baseline, variant, winRateA: { baseline, variant, difference: { estimate, ci95 }, p, test: "mcnemar" }, rows }.', exits: '0 · 1 una partida falla · 2 argumentos, mazos o prueba no válidos', example: 'npm run -s dm -- lab compare content/decks/caja-1-marcha-de-la-montana.txt content/decks/caja-2-corsarios-de-arathan.txt --override \'{"lisko-de-arathan":{"life":30}}\' --games 200 --seed 2026 --json' },
  { usage: 'dm lab sweep <mazoA> <mazoB> --card <id> --field <campo> --values v1,v2,… --games N --seed S --bots a,b [--json]', summary: 'Barrido: un número de una carta (life, cost.gold, bonuses.strength…, los que su esquema admite) recorre los valores con las mismas partidas. JSON: { rows: [{ value, games, wins: { A, B }, draws, winRateA: { estimate, ci95 }, winRateB, vsPrevious }] }.', exits: '0 · 1 · 2', example: 'npm run -s dm -- lab sweep content/decks/caja-1-marcha-de-la-montana.txt content/decks/caja-2-corsarios-de-arathan.txt --card lisko-de-arathan --field life --values 1,5,30 --games 200 --seed 2026 --json' },
  { usage: 'dm lab run <mazoA> <mazoB> [--mirror] … · dm lab worker [--threads K] [--idle-exit S] · dm lab status <id>', summary: 'run: una tanda con el equilibrio aparte del turno (y el espejo con --mirror). worker: juega tandas de la cola (la base de datos); tantos como se quiera, en cualquier máquina que llegue a ella; renueva el plazo de su tanda mientras juega y guarda lo jugado, y si se cae otro sigue la tanda en minutos. status: progreso e informe de una prueba en cola. Con --queue, run, compare y sweep dejan la prueba en la cola y escriben su id.', exits: '0 · 1 · 2', example: 'DATABASE_URL=postgresql://… npm run -s dm -- lab worker --threads 2' },
  { usage: 'dm table <create|join|state|act|resign|watch|bot> … [--server URL] [--token T] [--json]', summary: 'Juega en una mesa en línea de una web con el mismo contrato que /mesa: crea una mesa, siéntate, mira la mesa como la ve tu asiento con sus acciones numeradas, actúa, ríndete, síguela en directo, o sienta un bot del motor que decide solo con lo que se le manda a su asiento. Una mesa se nombra por su identificador o cualquiera de sus enlaces (el de tu asiento lleva la web y el token).', exits: '0 · 1 el servidor rechaza la petición (dice por qué) o no responde · 2 argumentos o mazo no válidos', example: 'npm run -s dm -- table bot https://duelo.example/mesa/AbCdEfGhIjKlMnOp --deck content/decks/caja-2-corsarios-de-arathan.txt --bot heuristic' },
]
