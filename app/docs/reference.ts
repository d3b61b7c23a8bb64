// What /docs documents: the HTTP API and the `dm` command line, as data so the page stays a plain rendering.

export type Endpoint = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  path: string
  summary: string
  auth: 'ninguna' | 'sesión' | 'propietario'
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
      [200, '{ "legal", "problems": [{ "code", "rule", … }], "problemsTotal", "problemsMore"?, "warnings", "stats" }: como mucho 50 problemas; «problemsMore» dice cuántos faltan («y 12 más»)'],
      [400, 'cuerpo ilegible: los errores de lectura llevan su número de línea (se listan 20 y «linesTotal» los cuenta todos); una línea de más de 300 caracteres o un nombre de más de 100'],
      [413, 'cuerpo de más de 256 KB, o una lista de más de 1000 líneas'],
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
    summary: 'Guarda un mazo nuevo. Los borradores ilegales se aceptan: el servidor calcula y guarda sus problemas.',
    body: '{ "name", "description"?, "visibility": "private"|"public", "deck" }',
    responses: [[201, 'el mazo guardado, con su revision'], [400, 'campo y motivo'], [401, 'sin sesión'], [403, 'petición de otro sitio'], [413, 'cuerpo demasiado grande']],
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
    responses: [[200, 'el mazo con la nueva revision'], [400, 'campo y motivo'], [401, 'sin sesión'], [403, 'no es tu mazo'], [404, 'no existe'], [409, 'el mazo cambió desde la revision enviada']],
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
    summary: 'Guarda una partida en tu cuenta con todo lo que la repite: semilla, variante, modo, los dos códigos de mazo, la jugada, la versión del motor con la que se jugó (engineVersion: 1 si no se indica, la de antes de que hubiera versiones), la versión del catálogo, los números de cada carta de los dos mazos y el cambio de prueba si lo hay. Una jugada solo se repite con su versión del motor. Como mucho 200 partidas: la 201 se rechaza sin borrar ninguna.',
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
    responses: [[200, 'la partida con la nueva revision'], [400, 'campo y motivo'], [401, 'sin sesión'], [404, 'no existe o no es tuya'], [409, 'la partida cambió desde la revision enviada']],
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
    method: 'POST', path: '/api/lab/jobs', auth: 'ninguna',
    summary: 'Pone en la cola del servidor una prueba del laboratorio (la misma que dm lab run, compare o sweep): la juegan los procesos «dm lab worker» con PostgreSQL, o los hilos del propio servidor con SQLite. Como mucho 2 000 000 de partidas en total y 20 pruebas abiertas a la vez.',
    body: '{ "spec": { "kind": "run" | "compare" | "sweep", "decks": { "A": { "name", "deck" }, "B": … }, "bots", "seed", "games", "variant", "maxTurns", "mirror", "override"? , "sweep"? } }',
    responses: [[201, '{ "id", "url": "/laboratorio/{id}", "shards", "queue" }'], [400, 'campo y motivo (spec.sweep.values, spec.override…)'], [409, 'la cola está llena'], [413, 'cuerpo de más de 256 KB']],
  },
  {
    method: 'GET', path: '/api/lab/jobs/{id}', auth: 'ninguna',
    summary: 'Una prueba en cola: estado, partidas y tandas jugadas, trabajadores, y el informe (el mismo que la prueba jugada de una vez) cuando están todas las tandas.',
    responses: [[200, '{ "job": { "status", "progress", "report", … } }'], [404, 'no existe']],
  },
  {
    method: 'DELETE', path: '/api/lab/jobs/{id}', auth: 'ninguna',
    summary: 'Cancela una prueba en cola: no se juega ninguna tanda más (las que estén en juego paran en su siguiente aviso de progreso).',
    responses: [[200, '{ "id", "status" }'], [404, 'no existe']],
  },
  {
    method: 'POST', path: '/api/auth/signup', auth: 'ninguna',
    summary: 'Crea una cuenta con correo y contraseña (mínimo 8 caracteres). Luego se entra con /cuenta/entrar.',
    body: '{ "email", "password", "name" }',
    responses: [[201, 'cuenta creada'], [400, 'campo y motivo'], [409, 'ese correo ya tiene cuenta'], [429, 'demasiados intentos']],
  },
  {
    method: 'GET', path: '/api/account/export', auth: 'sesión',
    summary: 'Descarga todos tus mazos y tus partidas guardadas en JSON.',
    responses: [[200, 'fichero JSON'], [401, 'sin sesión']],
  },
  {
    method: 'DELETE', path: '/api/account', auth: 'sesión',
    summary: 'Borra tu cuenta, todos tus mazos y tus partidas. Pide tu correo en el cuerpo como confirmación.',
    body: '{ "email" }',
    responses: [[204, 'cuenta borrada'], [400, 'el correo no coincide'], [401, 'sin sesión']],
  },
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
  { usage: 'dm lab run <mazoA> <mazoB> [--mirror] … · dm lab worker [--threads K] [--idle-exit S] · dm lab status <id>', summary: 'run: una tanda con el equilibrio aparte del turno (y el espejo con --mirror). worker: juega tandas de la cola de PostgreSQL (pg-boss); tantos como se quiera, en cualquier máquina que llegue a la base de datos. status: progreso e informe de una prueba en cola. Con --queue, run, compare y sweep dejan la prueba en la cola y escriben su id.', exits: '0 · 1 · 2', example: 'DATABASE_URL=postgresql://… npm run -s dm -- lab worker --threads 2' },
]
