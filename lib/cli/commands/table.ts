// `dm table <orden> …`: plays at an online table of a running site through its public contract
// (ONLINE-API.md, lib/online/client.ts): create, join, state, act, resign, watch, and `bot`, which seats one of
// the engine's bots (deciding only on what its seat is sent) for playtests. Exit 0 done, 1 the server refused
// (the reason is printed) or could not be reached, 2 bad usage or an unreadable deck.
import { existsSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { z } from 'zod'
import { loadCatalogue } from '../../catalogue/load'
import type { Catalogue } from '../../catalogue/schema'
import { deckCardIds, normalizeDeck, type Deck } from '../../decks/model'
import { decodeShareCode, encodeShareCode, MAX_SHARE_CODE_LENGTH } from '../../decks/share-code'
import { createRng128, describeEvent, money, type Action, type GameState, type Seat } from '../../engine'
import { BOT_LEVELS, BOTS, DEFAULT_BUDGET, type BotLevel } from '../../bots'
import { listedMoves } from '../../bots/legal-moves'
import { botView } from '../../online/bot-view'
import { readTableRef, TableClient, type Fetch, type Reply, type TableErrorInfo } from '../../online/client'
import type { WireState } from '../../online/wire'
import { seatIndex, unpackState, type SeatName, type WireCard, type WireMaster } from '../../online/view'
import { parseArgs, usageError } from '../args'
import { readPlayableDeck } from '../deck-file'
import { EXIT, type CliCommand, type CliIO } from '../types'
import { AlientosTableClient, alientosActionLine, alientosEventLines, alientosResultLine, alientosStateLines, type AlientosWireState } from './table-alientos'

const ORDERS = ['create', 'join', 'state', 'act', 'resign', 'watch', 'bot'] as const
type Order = (typeof ORDERS)[number]

const spec = {
  options: {
    server: { type: 'string' }, token: { type: 'string' }, variant: { type: 'string' }, seat: { type: 'string' },
    public: { type: 'boolean' }, name: { type: 'string' }, step: { type: 'string' }, bot: { type: 'string' },
    deck: { type: 'string' }, json: { type: 'boolean', short: 'j' }, content: { type: 'string' },
    game: { type: 'string' }, seats: { type: 'string' }, player: { type: 'string' },
  },
  positionals: [{ name: 'order' }, { name: 'args', variadic: true }],
} as const

const schema = z.object({
  order: z.enum(ORDERS, { error: `la orden es una de: ${ORDERS.join(', ')}` }),
  args: z.array(z.string().max(MAX_SHARE_CODE_LENGTH + 1000, 'es demasiado largo')).max(2, 'sobran argumentos').default([]),
  server: z.url({ protocol: /^https?$/, error: 'debe ser la dirección de la web, con http:// o https://' }).max(500).optional(),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'no tiene la forma de un token de asiento').optional(),
  variant: z.enum(['none', 'rapida', 'pensada', 'estrategica'], { error: 'es none, rapida, pensada o estrategica' }).default('none'),
  seat: z.enum(['A', 'B', 'random'], { error: 'es A, B o random' }).default('random'),
  public: z.boolean().default(false),
  name: z.string().max(60, 'como mucho 60 caracteres').refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'lleva caracteres de control').default(''),
  step: z.string().regex(/^\d{1,6}$/, 'es un número entero de paso').transform(Number).optional(),
  bot: z.enum(BOT_LEVELS, { error: `es uno de: ${BOT_LEVELS.join(', ')}` }).default('heuristic'),
  deck: z.string().min(1, 'no puede estar vacío').max(MAX_SHARE_CODE_LENGTH + 1000, 'es demasiado largo').optional(),
  json: z.boolean().default(false),
  content: z.string().min(1, 'no puede estar vacío').default('content'),
  game: z.enum(['masters', 'alientos'], { error: 'es masters o alientos' }).default('masters'),
  seats: z.string().regex(/^[2-6]$/, 'es un número de taumaturgos de 2 a 6').transform(Number).default(2),
  player: z.string().max(40, 'como mucho 40 caracteres').refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'lleva caracteres de control').default(''),
}).strict()
type Options = z.output<typeof schema>

const USAGE = [
  'Uso: dm table <orden> [argumentos] [opciones]',
  '',
  'Juega en una mesa en línea de una web de Duelo de Masters, con el mismo contrato que la página',
  '/mesa (la referencia está en /docs). El servidor guarda la partida y a cada asiento le manda solo lo',
  'que su Master puede saber.',
  '',
  'Órdenes:',
  '  create <mazo>          crea una mesa y te sienta; escribe el enlace para tu rival y el de tu asiento',
  '  join <mesa> <mazo>     te sienta en una mesa que espera rival',
  '  state <mesa>           la mesa como la ve tu asiento (sin token: como espectador), con las acciones',
  '                         que puedes hacer, numeradas',
  '  act <mesa> <n|acción>  hace la acción n de esa lista (1 = la primera) o la acción dada en JSON',
  '  resign <mesa>          te rindes: gana tu rival',
  '  watch <mesa>           sigue la partida en directo hasta que termina',
  '  bot <mesa> --deck <mazo>',
  '                         un bot del motor juega tu asiento hasta el final, decidiendo solo con lo que',
  '                         se le manda a ese asiento; sin token, antes se sienta con ese mazo',
  '',
  '<mesa>  el identificador de la mesa o uno de sus enlaces (https://web/mesa/<id>); el enlace de tu',
  '        asiento (…#asiento=<token>) lleva también la web y el token.',
  '<mazo>  un fichero de mazo (texto como los de content/decks, o .json) o el código de un mazo.',
  '',
  'Opciones:',
  '  --server <url>       la web (p. ej. https://duelo.example); por defecto, la del enlace o DM_SERVER',
  '  --token <token>      el token de tu asiento; por defecto, el del enlace o DM_TABLE_TOKEN',
  '  --variant <v>        (create) none (por defecto), rapida, pensada o estrategica (R23)',
  '  --seat A|B|random    (create) tu asiento; quién empieza lo deciden las reglas (R6.11)',
  '  --public             (create) la mesa sale en la lista de mesas abiertas mientras espera',
  '  --name <texto>       (create) el nombre de la mesa (60 caracteres como mucho)',
  '  --step <n>           (act) el paso en que eliges; por defecto, el actual',
  `  --bot <nivel>        (bot) ${BOT_LEVELS.join(', ')} (por defecto heuristic)`,
  '  --deck <mazo>        (bot) el mazo de tu asiento',
  '  --json, -j           las respuestas del servidor en JSON (watch y bot: una línea por estado)',
  '  --game alientos      la mesa es de Duelo de alientos: <mazo> son entonces tus 15 dados',
  '                       (odio:6,calma:6,cambio:1,renovacion:1,umbra:1); create, join, state, act,',
  '                       resign y watch funcionan igual (bot no)',
  '  --seats <n>          (create, alientos) taumaturgos de la mesa, de 2 a 6 (por defecto 2)',
  '  --player <nombre>    (create y join, alientos) el nombre de tu taumaturgo',
  '  --content <carpeta>  carpeta de contenido, para los nombres de las cartas (por defecto: content)',
  '',
  'Salida: 0 hecho, 1 el servidor rechazó la petición (se dice por qué) o no responde,',
  '2 uso incorrecto o un mazo que no se puede leer.',
].join('\n')

const RESULT_WORDS: Record<string, string> = {
  capture: 'captura de la reliquia', allDalmasLost: 'sin Dalmas', exhaustedWithoutDalma: 'agotamiento sin Dalmas activos',
  forcedOffensiveFailed: 'ofensiva obligatoria fallida', resign: 'rendición', time: 'se agotó el reloj', expired: 'la mesa caducó',
  stepLimit: 'límite de acciones de la mesa', draw: 'tablas', turnLimit: 'límite de turnos', exhaustion: 'agotamiento', bothLost: 'ambos pierden a la vez',
}

export type TableCommandDeps = {
  fetch?: Fetch
  env?: Readonly<Record<string, string | undefined>>
  load?: (contentDir: string) => Catalogue
  /** Pause between reconnections of a stream (tests shorten it). */
  retryMs?: number
}

/** The result line of a finished table, from `seat`'s side (null: a spectator). */
export function resultLine(state: Pick<WireState, 'result' | 'seat'>): string {
  const r = state.result
  if (r === null) return 'Partida terminada.'
  const why = RESULT_WORDS[r.reason] ?? r.reason
  if (r.winner === null) return `Tablas (${why}).`
  if (state.seat === null) return `Gana el Master ${r.winner} (${why}).`
  return r.winner === state.seat ? `Has ganado (${why}).` : `Has perdido (${why}).`
}

function cardName(c: WireCard | null, catalogue: Catalogue): string {
  if (c === null) return '—'
  if (c.card === null) return 'oculta'
  const name = catalogue.byId.get(c.card)?.name ?? c.card
  const marks = [c.faceUp ? null : 'boca abajo', c.damage > 0 ? `${c.damage} daño` : null, c.defeated ? 'derrotado' : null].filter((m) => m !== null)
  return marks.length > 0 ? `${name} (${marks.join(', ')})` : name
}

const list = (cards: readonly WireCard[], catalogue: Catalogue) => (cards.length === 0 ? 'ninguna' : cards.map((c) => cardName(c, catalogue)).join(', '))

function masterLines(seat: SeatName, m: WireMaster, viewer: SeatName | null, catalogue: Catalogue): string[] {
  return [
    `Master ${seat}${viewer === seat ? ' (tú)' : ''}: ${money(m.money)} · mazo ${m.deck} · descarte ${m.discard.length} · acciones de Master ${m.masterActions}`,
    `  Mano (${m.hand.length}): ${list(m.hand, catalogue)}`,
    `  Zona de Juego: ${list([...m.playZone, ...m.faceDown], catalogue)}`,
    ...(m.combatZone.length > 0 ? [`  Zona de Combate: ${list(m.combatZone, catalogue)}`] : []),
    `  Reliquia: ${cardName(m.relic, catalogue)} · enemigos: ${list(m.enemies, catalogue)}`,
  ]
}

/** An action in one line: its type and fields, each instance named by its card when the viewer may see it. */
export function actionLine(action: Action, state: GameState | null, catalogue: Catalogue): string {
  const named = (id: unknown) => {
    if (typeof id !== 'number' || state === null) return String(id)
    const cardId = state.cards[id]?.cardId
    const name = cardId === undefined || cardId === '?' ? null : catalogue.byId.get(cardId)?.name ?? cardId
    return name === null ? `#${id}` : `${name} (#${id})`
  }
  const parts = Object.entries(action)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? `[${v.map(named).join(', ')}]` : /Id$/.test(k) ? named(v) : JSON.stringify(v)}`)
  return parts.length > 0 ? `${action.type} · ${parts.join(' · ')}` : action.type
}

function stateLines(state: WireState, catalogue: Catalogue): string[] {
  const out = [`Mesa ${state.id} · ${state.status === 'waiting' ? 'esperando rival' : state.status === 'playing' ? 'en juego' : 'terminada'} · paso ${state.step}`]
  out.push(state.seat === null ? 'Miras como espectador.' : `Eres el Master ${state.seat}.`)
  const view = state.view
  if (view !== null) {
    out.push(`Turno ${view.turn} del Master ${view.active} · fase ${view.phase}`)
    const first: SeatName = state.seat === 'B' ? 'B' : 'A'
    for (const seat of [first, first === 'A' ? 'B' : 'A'] as const) out.push(...masterLines(seat, view.masters[seat], state.seat, catalogue))
  }
  if (state.status === 'finished') out.push(resultLine(state))
  else if (state.decider !== null) {
    out.push(state.decider === state.seat ? 'Te toca decidir.' : `Decide el Master ${state.decider}.`)
    if (state.legal.length > 0) {
      out.push(`Acciones (dm table act <mesa> <n> --step ${state.step}):`)
      const game = view === null ? null : (view.state as unknown as GameState)
      state.legal.forEach((a, i) => out.push(`  ${i + 1}. ${actionLine(a, game, catalogue)}`))
    }
  }
  return out
}

function refused(io: CliIO, what: string, error: TableErrorInfo): number {
  io.err(`dm table ${what}: ${error.message}${error.field ? ` (campo «${error.field}»)` : ''}${error.status > 0 ? ` [${error.status} ${error.code}]` : ''}`)
  return EXIT.failure
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function makeTableCommand(deps: TableCommandDeps = {}): CliCommand {
  const env = deps.env ?? process.env
  const load = deps.load ?? loadCatalogue
  const retryMs = deps.retryMs ?? 2000

  const self: CliCommand = {
    name: 'table',
    summary: 'Juega en una mesa en línea de una web (crear, sentarse, ver, actuar, seguir) o sienta un bot en ella',
    usage: USAGE,
    async run(args: string[], io: CliIO): Promise<number> {
      const parsed = parseArgs(args, spec, schema)
      if (!parsed.ok) return usageError(io, self, parsed.message)
      const o = parsed.value
      const need = (n: number, names: string) => (o.args.length === n ? null : usageError(io, self, `«${o.order}» lleva ${names}`))

      let catalogue: Catalogue
      try {
        catalogue = load(path.resolve(io.cwd, o.content))
      } catch (error) {
        io.err(`dm table: no se puede cargar el catálogo: ${error instanceof Error ? error.message : String(error)}`)
        return EXIT.usage
      }

      /** A deck argument: a file (text or .json), else a share code. */
      const readDeck = (arg: string, label: string): { ok: true; deck: Deck; code: string } | { ok: false; code: number } => {
        const file = path.resolve(io.cwd, arg)
        if (existsSync(file)) {
          try {
            const read = readPlayableDeck(file, catalogue)
            if (read.ok) return { ok: true, deck: normalizeDeck(read.deck), code: encodeShareCode(read.deck) }
            io.err(`dm table: ${label} «${arg}» no se puede jugar: ${read.message}`)
          } catch (error) {
            io.err(`dm table: no se puede leer ${label} «${arg}»: ${error instanceof Error ? error.message : String(error)}`)
          }
          return { ok: false, code: EXIT.usage }
        }
        const decoded = decodeShareCode(arg.trim())
        if (decoded.ok) return { ok: true, deck: normalizeDeck(decoded.deck), code: encodeShareCode(decoded.deck) }
        io.err(`dm table: ${label} «${arg}» no es un fichero que exista ni el código de un mazo (${decoded.error.message}).`)
        return { ok: false, code: EXIT.usage }
      }

      /** The server, table and token an order names (the link first, then the options, then the environment). */
      const target = (refArg: string | undefined) => {
        const ref = refArg === undefined ? null : readTableRef(refArg)
        if (refArg !== undefined && ref === null) return { error: usageError(io, self, `<mesa>: «${refArg}» no es el identificador de una mesa (16 caracteres) ni su enlace`) }
        const server = o.server ?? ref?.server ?? env.DM_SERVER ?? null
        if (server === null || !/^https?:\/\//.test(server)) return { error: usageError(io, self, '--server: falta la dirección de la web (o DM_SERVER, o un enlace completo de la mesa)') }
        const token = o.token ?? ref?.token ?? env.DM_TABLE_TOKEN ?? null
        return { client: new TableClient(server, deps.fetch), id: ref?.id ?? '', token, server: server.replace(/\/+$/, '') }
      }

      const show = (state: WireState) => {
        if (o.json) io.out(JSON.stringify(state))
        else for (const line of stateLines(state, catalogue)) io.out(line)
      }

      if (o.game === 'alientos') return runAlientos(o, io, { need, target, usage: (m) => usageError(io, self, m), retryMs, fetch: deps.fetch })

      switch (o.order as Order) {
        case 'create': {
          const bad = need(1, 'un <mazo>')
          if (bad !== null) return bad
          const deck = readDeck(o.args[0] as string, 'el mazo')
          if (!deck.ok) return deck.code
          const t = target(undefined)
          if ('error' in t) return t.error as number
          const r = await t.client.create({ deck: deck.code, variant: o.variant, seat: o.seat, visibility: o.public ? 'public' : 'link', name: o.name })
          if (!r.ok) return refused(io, 'create', r.error)
          const seatUrl = `${t.server}/mesa/${r.value.id}#asiento=${r.value.token}`
          if (o.json) {
            io.out(JSON.stringify({ id: r.value.id, seat: r.value.seat, token: r.value.token, joinUrl: r.value.joinUrl, spectateUrl: r.value.spectateUrl, seatUrl }))
            return EXIT.ok
          }
          const absolute = (link: string) => (/^https?:/.test(link) ? link : `${t.server}${link}`)
          io.out(`Mesa ${r.value.id} creada: te sientas como Master ${r.value.seat}.`)
          io.out(`Enlace para tu rival: ${absolute(r.value.joinUrl)}`)
          io.out(`Enlace para mirar: ${absolute(r.value.spectateUrl)}`)
          io.out(`Tu asiento (quien lo tenga juega por ti; no lo compartas): ${seatUrl}`)
          io.out(`Sigue con: dm table state '${seatUrl}'`)
          return EXIT.ok
        }
        case 'join': {
          const bad = need(2, '<mesa> y <mazo>')
          if (bad !== null) return bad
          const t = target(o.args[0])
          if ('error' in t) return t.error as number
          const deck = readDeck(o.args[1] as string, 'el mazo')
          if (!deck.ok) return deck.code
          const r = await t.client.join(t.id, deck.code)
          if (!r.ok) return refused(io, 'join', r.error)
          const seatUrl = `${t.server}/mesa/${t.id}#asiento=${r.value.token}`
          if (o.json) io.out(JSON.stringify({ id: t.id, seat: r.value.seat, token: r.value.token, seatUrl }))
          else {
            io.out(`Te sientas como Master ${r.value.seat} en la mesa ${t.id}: la partida empieza.`)
            io.out(`Tu asiento (no lo compartas): ${seatUrl}`)
          }
          return EXIT.ok
        }
        case 'state': {
          const bad = need(1, 'una <mesa>')
          if (bad !== null) return bad
          const t = target(o.args[0])
          if ('error' in t) return t.error as number
          const r = await t.client.state(t.id, t.token)
          if (!r.ok) return refused(io, 'state', r.error)
          show(r.value)
          return EXIT.ok
        }
        case 'act': {
          const bad = need(2, '<mesa> y el número de la acción (o la acción en JSON)')
          if (bad !== null) return bad
          const t = target(o.args[0])
          if ('error' in t) return t.error as number
          if (t.token === null) return usageError(io, self, '--token: hace falta el token de tu asiento (o el enlace de tu asiento)')
          const choice = (o.args[1] as string).trim()
          let action: Record<string, unknown>
          let step = o.step
          if (/^\d{1,4}$/.test(choice)) {
            const current = await t.client.state(t.id, t.token)
            if (!current.ok) return refused(io, 'act', current.error)
            if (step !== undefined && step !== current.value.step) {
              io.err(`dm table act: la mesa ya va por el paso ${current.value.step} (elegiste en el ${step}): mira la mesa otra vez con «dm table state».`)
              return EXIT.failure
            }
            step = current.value.step
            const n = Number(choice)
            const picked = current.value.legal[n - 1]
            if (picked === undefined) {
              io.err(current.value.legal.length === 0
                ? 'dm table act: ahora no te toca decidir: no hay acciones que hacer.'
                : `dm table act: <acción>: hay ${current.value.legal.length} acciones; elige de 1 a ${current.value.legal.length}.`)
              return EXIT.failure
            }
            action = picked as unknown as Record<string, unknown>
          } else {
            let raw: unknown
            try {
              raw = JSON.parse(choice)
            } catch {
              return usageError(io, self, '<acción>: no es un número de la lista ni una acción en JSON')
            }
            if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || typeof (raw as { type?: unknown }).type !== 'string') {
              return usageError(io, self, '<acción>: una acción en JSON es un objeto con «type», como las de la lista')
            }
            action = raw as Record<string, unknown>
            if (step === undefined) {
              const current = await t.client.state(t.id, t.token)
              if (!current.ok) return refused(io, 'act', current.error)
              step = current.value.step
            }
          }
          const r = await t.client.act(t.id, t.token, step, action)
          if (!r.ok) return refused(io, 'act', r.error)
          show(r.value)
          return EXIT.ok
        }
        case 'resign': {
          const bad = need(1, 'una <mesa>')
          if (bad !== null) return bad
          const t = target(o.args[0])
          if ('error' in t) return t.error as number
          if (t.token === null) return usageError(io, self, '--token: hace falta el token de tu asiento (o el enlace de tu asiento)')
          const r = await t.client.resign(t.id, t.token)
          if (!r.ok) return refused(io, 'resign', r.error)
          if (o.json) io.out(JSON.stringify(r.value))
          else io.out(resultLine(r.value))
          return EXIT.ok
        }
        case 'watch':
        case 'bot': {
          const bad = need(1, 'una <mesa>')
          if (bad !== null) return bad
          const t = target(o.args[0])
          if ('error' in t) return t.error as number
          let token = t.token
          let ownList: string[] | null = null
          if (o.order === 'bot') {
            if (o.deck === undefined) return usageError(io, self, '--deck: el bot necesita el mazo de su asiento')
            const deck = readDeck(o.deck, 'el mazo')
            if (!deck.ok) return deck.code
            ownList = deckCardIds(deck.deck)
            if (token === null) {
              const joined = await t.client.join(t.id, deck.code)
              if (!joined.ok) return refused(io, 'bot', joined.error)
              token = joined.value.token
              if (!o.json) io.out(`El bot (${o.bot}) se sienta como Master ${joined.value.seat}: ${t.server}/mesa/${t.id}#asiento=${token}`)
            }
          }
          return follow({ io, client: t.client, id: t.id, token, json: o.json, catalogue, retryMs, bot: ownList === null ? null : { level: o.bot, ownList } })
        }
      }
    },
  }
  return self
}

type AlientosHelpers = {
  need: (n: number, names: string) => number | null
  target: (refArg: string | undefined) => { error: number } | { server: string; id: string; token: string | null }
  usage: (message: string) => number
  retryMs: number
  fetch: Fetch | undefined
}

/** The orders against a Duelo de alientos table (--game alientos); <mazo> is the seat's 15 dice. */
async function runAlientos(o: Options, io: CliIO, h: AlientosHelpers): Promise<number> {
  if (o.order === 'bot') return h.usage('«bot» juega solo mesas de Duelo de Masters (quita --game alientos)')
  const n = o.order === 'create' ? 1 : o.order === 'join' || o.order === 'act' ? 2 : 1
  const bad = h.need(n, o.order === 'create' ? 'tus <dados>' : o.order === 'join' ? '<mesa> y tus <dados>' : o.order === 'act' ? '<mesa> y el número de la acción (o la acción en JSON)' : 'una <mesa>')
  if (bad !== null) return bad
  const t = h.target(o.order === 'create' ? undefined : o.args[0])
  if ('error' in t) return t.error
  const client = new AlientosTableClient(t.server, h.fetch)
  const show = (state: AlientosWireState) => {
    if (o.json) io.out(JSON.stringify(state))
    else for (const line of alientosStateLines(state)) io.out(line)
  }
  switch (o.order as Order) {
    case 'create': {
      const r = await client.create({ pool: o.args[0] as string, seats: o.seats, seat: o.seat === 'random' ? 'random' : o.seat, visibility: o.public ? 'public' : 'link', name: o.name, player: o.player })
      if (!r.ok) return refused(io, 'create', r.error)
      const seatUrl = `${t.server}/mesa/${r.value.id}#asiento=${r.value.token}`
      if (o.json) { io.out(JSON.stringify({ id: r.value.id, seat: r.value.seat, token: r.value.token, joinUrl: r.value.joinUrl, spectateUrl: r.value.spectateUrl, seatUrl })); return EXIT.ok }
      io.out(`Duelo de alientos ${r.value.id} creado: te sientas en el asiento ${r.value.seat} de ${o.seats}.`)
      io.out(`Enlace para los demás taumaturgos: ${r.value.joinUrl}`)
      io.out(`Tu asiento (quien lo tenga juega por ti; no lo compartas): ${seatUrl}`)
      return EXIT.ok
    }
    case 'join': {
      const r = await client.join(t.id, o.args[1] as string, o.player)
      if (!r.ok) return refused(io, 'join', r.error)
      const seatUrl = `${t.server}/mesa/${t.id}#asiento=${r.value.token}`
      if (o.json) io.out(JSON.stringify({ id: t.id, seat: r.value.seat, token: r.value.token, seatUrl }))
      else io.out(`Te sientas en el asiento ${r.value.seat} del duelo ${t.id}. Tu asiento (no lo compartas): ${seatUrl}`)
      return EXIT.ok
    }
    case 'state': {
      const r = await client.state(t.id, t.token)
      if (!r.ok) return refused(io, 'state', r.error)
      show(r.value)
      return EXIT.ok
    }
    case 'act': {
      if (t.token === null) return h.usage('--token: hace falta el token de tu asiento (o el enlace de tu asiento)')
      const current = await client.state(t.id, t.token)
      if (!current.ok) return refused(io, 'act', current.error)
      if (o.step !== undefined && o.step !== current.value.step) {
        io.err(`dm table act: el duelo ya va por el paso ${current.value.step} (elegiste en el ${o.step}): míralo otra vez con «dm table state».`)
        return EXIT.failure
      }
      const choice = (o.args[1] as string).trim()
      let action: Record<string, unknown>
      if (/^\d{1,4}$/.test(choice)) {
        const picked = current.value.legal[Number(choice) - 1]
        if (picked === undefined) {
          io.err(current.value.legal.length === 0 ? 'dm table act: ahora no te toca decidir: no hay acciones que hacer.' : `dm table act: <acción>: hay ${current.value.legal.length} acciones; elige de 1 a ${current.value.legal.length}.`)
          return EXIT.failure
        }
        action = picked
      } else {
        let raw: unknown
        try { raw = JSON.parse(choice) } catch { return h.usage('<acción>: no es un número de la lista ni una acción en JSON') }
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || typeof (raw as { type?: unknown }).type !== 'string') return h.usage('<acción>: una acción en JSON es un objeto con «type», como las de la lista')
        action = raw as Record<string, unknown>
      }
      const r = await client.act(t.id, t.token, current.value.step, action)
      if (!r.ok) return refused(io, 'act', r.error)
      if (!o.json) io.out(`Juegas (paso ${current.value.step}): ${alientosActionLine(action)}`)
      show(r.value)
      return EXIT.ok
    }
    case 'resign': {
      if (t.token === null) return h.usage('--token: hace falta el token de tu asiento (o el enlace de tu asiento)')
      const r = await client.resign(t.id, t.token)
      if (!r.ok) return refused(io, 'resign', r.error)
      if (o.json) io.out(JSON.stringify(r.value))
      else io.out(r.value.status === 'finished' ? alientosResultLine(r.value) : 'Te retiras del duelo; sigue sin ti.')
      return EXIT.ok
    }
    default: {
      // watch: the stream until the duel ends, reconnecting a few times.
      let last = -1
      let finished: AlientosWireState | null = null
      let failure: string | null = null
      for (let attempt = 0; attempt <= MAX_RECONNECTS && finished === null && failure === null; attempt++) {
        if (attempt > 0) await sleep(h.retryMs)
        const stream = client.events(t.id, t.token, (state) => {
          if (o.json) io.out(JSON.stringify(state))
          else {
            for (const line of alientosEventLines(state, last)) io.out(line)
            if (state.status === 'waiting') io.out('Esperando taumaturgos…')
            else if (state.status === 'playing' && state.decider !== null && state.step !== last) io.out(`Paso ${state.step}: ${state.decider === state.seat ? 'te toca decidir' : `decide el asiento ${state.decider}`}.`)
          }
          last = Math.max(last, state.step)
          if (state.status === 'finished') { finished = state; stream.close() }
        })
        try {
          await stream.done
        } catch (error) {
          if (last < 0) failure = error instanceof Error ? error.message : String(error)
        }
      }
      if (failure !== null) { io.err(`dm table watch: ${failure}`); return EXIT.failure }
      if (finished === null) { io.err('dm table watch: no se pudo volver a conectar con la mesa.'); return EXIT.failure }
      if (!o.json) io.out(alientosResultLine(finished))
      return EXIT.ok
    }
  }
}

type Follow = {
  io: CliIO
  client: TableClient
  id: string
  token: string | null
  json: boolean
  catalogue: Catalogue
  retryMs: number
  /** Play the seat with this bot (null: only watch). */
  bot: { level: BotLevel; ownList: string[] } | null
}

/** Attempts to (re)open a stream before giving up, for a table that keeps going. */
const MAX_RECONNECTS = 5

/** Follows the table's stream until the game ends: printing what happens and, with a bot, playing its seat. */
async function follow(f: Follow): Promise<number> {
  const { io, client, id, token, catalogue } = f
  let lastStep = -1
  let actedAt = -1
  let failure: string | null = null
  let finished: WireState | null = null
  let working: Promise<void> = Promise.resolve()

  const describe = (state: WireState) => {
    if (f.json) return io.out(JSON.stringify(state))
    for (const entry of state.events) {
      if (entry.step <= lastStep) continue
      // The Masters as this command names them everywhere: «Master A» and «Master B», the caller's seat addressed as «tú».
      const speakers = { names: ['Master A', 'Master B'] as const, you: state.seat === null ? null : seatIndex(state.seat) }
      for (const e of entry.events) io.out(`[${entry.step}] ${describeEvent(e as never, catalogue, undefined, speakers).text}`)
    }
    if (state.status === 'waiting') io.out('Esperando rival…')
    else if (state.status === 'playing' && state.decider !== null && state.step !== lastStep) {
      io.out(`Paso ${state.step}: ${state.decider === state.seat ? 'te toca decidir' : `decide el Master ${state.decider}`}.`)
    }
  }

  const decide = async (state: WireState, bot: NonNullable<Follow['bot']>, stream: { close(): void }) => {
    if (state.view === null || state.seat === null || token === null) return
    const seat: Seat = seatIndex(state.seat)
    const view = botView(unpackState(state.view.state), seat, bot.ownList, catalogue)
    if (view === null) {
      failure = 'el mazo de --deck no es el de este asiento (no cuadran sus cartas).'
      return stream.close()
    }
    const rng = createRng128(randomBytes(16).toString('hex'))
    if (rng === null) return
    const action = BOTS[bot.level](view, listedMoves(state.legal), DEFAULT_BUDGET, rng, catalogue)
    for (let attempt = 0; attempt < 5; attempt++) {
      const r: Reply<WireState> = await client.act(id, token, state.step, action)
      if (r.ok) {
        if (!f.json) io.out(`El bot juega (paso ${state.step}): ${actionLine(action, view.state, catalogue)}`)
        return
      }
      if (r.error.status === 409) return // the table moved on: the stream brings the new decision
      if (r.error.status === 429) {
        await sleep(r.error.retryAfterMs ?? 1000)
        continue
      }
      failure = `${r.error.message} [${r.error.status} ${r.error.code}]`
      return stream.close()
    }
  }

  for (let attempt = 0; attempt <= MAX_RECONNECTS && finished === null && failure === null; attempt++) {
    if (attempt > 0) {
      if (!f.json) io.err(`dm table: se cortó la conexión con la mesa; reconectando (${attempt} de ${MAX_RECONNECTS})…`)
      await sleep(f.retryMs)
    }
    const stream = client.events(id, token, (state) => {
      if (token !== null && state.seat === null && attempt === 0 && lastStep < 0) {
        failure = 'el token no es de un asiento de esta mesa.'
        return stream.close()
      }
      describe(state)
      lastStep = Math.max(lastStep, state.step)
      if (state.status === 'finished') {
        finished = state
        return stream.close()
      }
      const bot = f.bot
      if (bot !== null && state.status === 'playing' && state.legal.length > 0 && state.decider === state.seat && actedAt < state.step) {
        actedAt = state.step
        working = working.then(() => decide(state, bot, stream))
      }
    })
    try {
      await stream.done
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      // The server refused the stream itself (404, 401): no use reconnecting.
      if (lastStep < 0) failure = message
    }
    await working
  }
  if (failure !== null) {
    io.err(`dm table ${f.bot ? 'bot' : 'watch'}: ${failure}`)
    return EXIT.failure
  }
  if (finished === null) {
    io.err(`dm table ${f.bot ? 'bot' : 'watch'}: no se pudo volver a conectar con la mesa.`)
    return EXIT.failure
  }
  if (!f.json) io.out(resultLine(finished))
  return EXIT.ok
}

export const command: CliCommand = makeTableCommand()
