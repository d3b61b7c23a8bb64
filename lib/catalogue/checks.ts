// Cross-checks over the whole catalogue: what one card's schema cannot see on its own (ids that
// must resolve, a relic's six enemies, costs that must halve exactly...). Pure: the loader reads
// the files and tells these checks where each card came from.
import { normalizeName } from '../decks/names'
import { parseDeckText } from '../decks/text'
import {
  PROFESSION_LABELS, SPELL_REACH, TYPE_LABELS, copyLimitOf, makeCatalogue, toSilver,
  type Card, type CardOf, type CardType, type Tombstone,
} from './schema'

/** One problem found in content/, located for a person to fix it. Messages are Spanish. */
export type ContentError = {
  /** Path relative to the content folder, e.g. `cards/spell.yaml`. */
  file: string
  /** 1-based line in that file, when known. */
  line?: number
  cardId?: string
  /** Dotted path inside the card, e.g. `learnCost.silver` or `enemies.2.id`. */
  field?: string
  message: string
}

/** Where each card came from: card id → file, or one file per card in the order of `cards`. */
export type CardFiles = ReadonlyMap<string, string> | readonly string[]

export type CheckOptions = {
  files?: CardFiles
  /** File of the tombstones, relative to the content folder. */
  tombstoneFile?: string
  /** Line of a card's field (or of the card when no field), for the card at that index of `cards`. */
  lineOf?: (cardIndex: number, field?: string) => number | undefined
  /** Ids of cards that exist in the files but failed their schema: references to them are not reported twice. */
  unparsedIds?: ReadonlySet<string>
  /**
   * Some card could not be read (bad YAML, failed schema): skip the checks that need every card,
   * such as "every enemy belongs to a relic", whose relic may be the unreadable one.
   */
  partial?: boolean
}

export const TOMBSTONE_FILE = 'tombstones.yaml'
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Types that never go in a standard deck, so they carry no copy limit (R5.3, R5.4, RUL-10). */
export const NON_DECK_TYPES: readonly CardType[] = ['relic', 'enemy', 'soldier']
/** Six enemies come with every relic (R5.4, R20). */
export const RELIC_ENEMY_COUNT = 6

/** Lower case, no accents, single spaces: the one comparison of names, shared with deck lists. */
export { normalizeName }

const label = (type: CardType): string => TYPE_LABELS[type].singular
const quoted = (card: Card): string => `«${card.name}»`

export function checkCatalogue(
  cards: readonly Card[],
  tombstones: readonly Tombstone[],
  options: CheckOptions = {},
): ContentError[] {
  const { files, tombstoneFile = TOMBSTONE_FILE, lineOf, unparsedIds = new Set<string>(), partial = false } = options
  const fileOf = (card: Card, index: number): string => {
    if (files === undefined) return '?'
    if (files instanceof Map) return files.get(card.id) ?? '?'
    return (files as readonly string[])[index] ?? '?'
  }
  const errors: ContentError[] = []
  const report = (index: number, field: string | undefined, message: string): void => {
    const card = cards[index]
    if (card === undefined) return
    const line = lineOf?.(index, field)
    errors.push({
      file: fileOf(card, index), ...(line === undefined ? {} : { line }),
      cardId: card.id, ...(field === undefined ? {} : { field }), message,
    })
  }

  const byId = new Map<string, Card>()
  const firstIndex = new Map<string, number>()
  cards.forEach((card, i) => {
    if (!byId.has(card.id)) { byId.set(card.id, card); firstIndex.set(card.id, i) }
  })
  const retired = new Map(tombstones.map((t) => [t.id, t]))
  const halvers = halvingCards(cards)
  const relicsOfEnemy = new Map<string, string[]>()

  /** Why a reference to `id` is broken, or null when it resolves. */
  const dangling = (id: string): string | null => {
    if (byId.has(id) || unparsedIds.has(id)) return null
    const tomb = retired.get(id)
    if (tomb !== undefined) return `apunta a «${tomb.name}» (${id}), una carta retirada en ${tomb.removedIn}`
    return `no existe ninguna carta con id «${id}»`
  }

  const namesSeen = new Map<string, number>()
  cards.forEach((card, i) => {
    // ids are slugs and unique across cards and tombstones, so decks and share codes resolve
    if (!SLUG.test(card.id)) report(i, 'id', `«${card.id}» no es un slug: minúsculas sin acentos, cifras y guiones (p. ej. "pocion-de-thal")`)
    const first = firstIndex.get(card.id)
    if (first !== undefined && first !== i) {
      const other = cards[first]
      report(i, 'id', `id repetido: ya lo usa ${other ? quoted(other) : 'otra carta'} en ${other ? fileOf(other, first) : '?'}`)
    }
    const tomb = retired.get(card.id)
    if (tomb !== undefined) report(i, 'id', `id de una carta retirada (${tombstoneFile}: «${tomb.name}»); un id retirado no se reutiliza`)

    // text deck lists name cards, so two cards may not share a name up to case and accents
    const key = normalizeName(card.name)
    const sameName = namesSeen.get(key)
    if (sameName === undefined) namesSeen.set(key, i)
    else {
      const other = cards[sameName]
      report(i, 'name', `nombre repetido: ${other ? `${quoted(other)} (${other.id})` : 'otra carta'} se llama igual sin contar mayúsculas ni acentos, y las listas de mazo no podrían distinguirlas`)
    }

    checkCopyLimit(card, i, report)
    checkProvisional(card, i, report)
    checkRequiredMarks(card, i, report)

    switch (card.type) {
      case 'dalma':
        card.startingCards.forEach((ref, k) => {
          const field = `startingCards.${k}`
          const broken = dangling(ref)
          if (broken !== null) { report(i, field, broken); return }
          const start = byId.get(ref)
          if (start === undefined) return // unparsed: already reported by the schema
          if (start.type !== 'spell' && start.type !== 'skill') {
            report(i, field, `${quoted(start)} es ${article(start.type)} ${label(start.type)}; las cartas iniciales de un Dalma son hechizos o habilidades (R6.3)`)
          } else if (start.profession !== card.profession) {
            report(i, field, `${quoted(start)} es de ${PROFESSION_LABELS[start.profession]} y este Dalma es ${PROFESSION_LABELS[card.profession]}: no podría usarla (R11.2)`)
          }
        })
        break
      case 'relic': {
        let total = 0
        const listed = new Set<string>()
        card.enemies.forEach((entry, k) => {
          total += entry.count
          const field = `enemies.${k}.id`
          if (listed.has(entry.id)) report(i, field, `«${entry.id}» aparece dos veces; suma sus copias en un solo count`)
          listed.add(entry.id)
          const broken = dangling(entry.id)
          if (broken !== null) { report(i, field, broken); return }
          const enemy = byId.get(entry.id)
          if (enemy === undefined) return
          if (enemy.type !== 'enemy') {
            report(i, field, `${quoted(enemy)} es ${article(enemy.type)} ${label(enemy.type)}, no un Enemigo; una reliquia solo trae enemigos (R5.4)`)
            return
          }
          relicsOfEnemy.set(enemy.id, [...(relicsOfEnemy.get(enemy.id) ?? []), card.id])
        })
        if (total !== RELIC_ENEMY_COUNT) {
          report(i, 'enemies', `suma ${total} enemigos y una reliquia trae exactamente ${RELIC_ENEMY_COUNT} (R5.4, R20)`)
        }
        break
      }
      case 'spell': case 'skill': {
        if (card.type === 'spell') checkSpellTarget(card, i, report)
        const silver = toSilver(card.learnCost)
        if (silver % 2 !== 0) {
          const by = halvers.get(halvingKey(card.profession, card.type)) ?? []
          const why = by.length > 0
            ? `${by.map((n) => `«${n}»`).join(', ')} lo reduce${by.length > 1 ? 'n' : ''} a la mitad y quedaría media plata`
            : `ninguna carta lo reduce hoy a la mitad, pero el catálogo exige costes pares para que cualquier reducción futura sea exacta`
          report(i, 'learnCost.silver', `coste de aprendizaje impar (${silver} platas): ${why}; usa un número par de platas (RUL-9, R11.7)`)
        }
        break
      }
      default:
        break
    }
  })

  cards.forEach((card, i) => {
    if (!partial && card.type === 'enemy' && !relicsOfEnemy.has(card.id) && firstIndex.get(card.id) === i) {
      report(i, undefined, 'ninguna Reliquia lo incluye: todo Enemigo pertenece a los seis de alguna Reliquia (R5.4, R20)')
    }
  })

  checkDominance(cards, firstIndex, report)

  const tombSeen = new Set<string>()
  for (const tomb of tombstones) {
    if (!SLUG.test(tomb.id)) errors.push({ file: tombstoneFile, cardId: tomb.id, field: 'id', message: `«${tomb.id}» no es un slug` })
    if (tombSeen.has(tomb.id)) errors.push({ file: tombstoneFile, cardId: tomb.id, field: 'id', message: 'lápida repetida: este id ya está retirado más arriba' })
    tombSeen.add(tomb.id)
  }

  return sortByFile(errors)
}

/**
 * One line for people: `content/cards/spell.yaml · bola-de-fuego · learnCost.silver: motivo (línea 12)`.
 * `root` is prefixed to the file (the content folder as the reader knows it).
 */
export function formatContentError(error: ContentError, root = ''): string {
  const where = [`${root}${error.file}`, error.cardId, error.field].filter((p) => p !== undefined && p !== '').join(' · ')
  const line = error.line !== undefined && !error.message.includes(`línea ${error.line}`) ? ` (línea ${error.line})` : ''
  return `${where}: ${error.message}${line}`
}

/** Stable sort by file, keeping card order within a file. */
export function sortByFile(errors: readonly ContentError[]): ContentError[] {
  return errors
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.file < b.e.file ? -1 : a.e.file > b.e.file ? 1 : a.i - b.i))
    .map(({ e }) => e)
}

// "un Escudo", "una Habilidad", "un Arma" (stressed a): the article each label takes
const FEMININE: readonly CardType[] = ['relic', 'armor', 'skill', 'potion', 'trap']
const article = (type: CardType): string => (FEMININE.includes(type) ? 'una' : 'un')
/** "un Hechizo", "una Reliquia". */
export const typeWithArticle = (type: CardType): string => `${article(type)} ${label(type)}`

const halvingKey = (profession: string, type: string): string => `${profession}:${type}`

/** Names of the cards carrying a halveLearningCost effect, by profession and card type (R11.7). */
function halvingCards(cards: readonly Card[]): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const card of cards) {
    const effects = [
      ...('effects' in card ? card.effects : []),
      ...(card.type === 'enemy' ? card.abilities.flatMap((a) => a.effects) : []),
    ]
    for (const effect of effects) {
      if (effect.kind !== 'halveLearningCost') continue
      const key = halvingKey(effect.profession, effect.cardType)
      const names = found.get(key) ?? []
      if (!names.includes(card.name)) found.set(key, [...names, card.name])
    }
  }
  return found
}

type Report = (index: number, field: string | undefined, message: string) => void

const NUMBER_WORDS: Record<string, number> = { una: 1, un: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5 }
const COPY_CLAIM = /\b(\d+|una?|uno|dos|tres|cuatro|cinco)\s+(?:copias?|ejemplares?)\b/iu

/** The copy limit follows from the type (R5.5–R5.8, RUL-25); a typeNote may not promise another. */
function checkCopyLimit(card: Card, index: number, report: Report): void {
  const limit = copyLimitOf(card.type)
  const deckable = !NON_DECK_TYPES.includes(card.type)
  if (deckable && limit === null) {
    report(index, 'type', `el tipo ${label(card.type)} no tiene límite de copias definido; toda carta de mazo necesita uno (R5.5–R5.8)`)
  }
  if (card.typeNote === undefined) return
  const claim = COPY_CLAIM.exec(card.typeNote)
  if (claim === null) return
  const word = (claim[1] ?? '').toLowerCase()
  const claimed = NUMBER_WORDS[word] ?? Number.parseInt(word, 10)
  if (limit === null) {
    report(index, 'typeNote', `habla de ${claimed} copias, pero ${article(card.type)} ${label(card.type)} no va en el mazo y no tiene límite de copias`)
  } else if (claimed !== limit.limit) {
    report(index, 'typeNote', `habla de ${claimed} copias, pero ${article(card.type)} ${label(card.type)} admite ${limit.limit} (${limit.rule}); cambia el tipo o la nota`)
  }
}

/** `provisional` names fields the card has (dotted paths allowed), each once. */
function checkProvisional(card: Card, index: number, report: Report): void {
  const seen = new Set<string>()
  card.provisional.forEach((path, k) => {
    const field = `provisional.${k}`
    if (seen.has(path)) report(index, field, `«${path}» aparece dos veces`)
    seen.add(path)
    if (path === 'provisional') report(index, field, '«provisional» no puede marcarse a sí mismo')
    else if (!hasPath(card, path)) report(index, field, `«${path}» no es un campo de esta carta (${label(card.type)}); nombra un campo que tenga, p. ej. ${suggestFields(card)}`)
  })
  if (card.source === 'inventada' && !card.provisional.includes('name')) {
    report(index, 'provisional', 'la carta es inventada (source: inventada), así que su nombre también es provisional: añade "name"')
  }
}

function hasPath(value: unknown, path: string): boolean {
  let here: unknown = value
  for (const segment of path.split('.')) {
    if (segment === '') return false
    if (Array.isArray(here)) {
      const n = Number(segment)
      if (!Number.isInteger(n) || n < 0 || n >= here.length) return false
      here = here[n]
    } else if (here !== null && typeof here === 'object' && Object.hasOwn(here, segment)) {
      here = (here as Record<string, unknown>)[segment]
    } else {
      return false
    }
    if (here === undefined) return false
  }
  return true
}

function suggestFields(card: Card): string {
  const skip = new Set(['id', 'type', 'provisional', 'source', 'text', 'flavor', 'typeNote'])
  return Object.keys(card).filter((k) => !skip.has(k)).slice(0, 4).map((k) => `"${k}"`).join(', ')
}

// ---------------------------------------------------------------------------------------------
// Boxed deck lists (content/decks/*.txt). Read with lib/decks's parser, so the boxed decks use
// exactly the grammar of the site's deck editor; only the names are judged here (that each one is
// a card, the relic line a relic, the starting Dalma line a Dalma). Legality is validateDeck's.

/** Checks that every name in a boxed deck list is a card of the catalogue (ignoring case and accents). */
export function checkDeckNames(
  file: string,
  text: string,
  cards: readonly Card[],
  options: { unparsedNames?: ReadonlySet<string> } = {},
): ContentError[] {
  const catalogue = makeCatalogue(cards, 'check')
  const skipped = new Set([...(options.unparsedNames ?? [])].map(normalizeName))
  const errors: { line?: number; message: string }[] = []
  const nameOf = (id: string): string => catalogue.byId.get(id)?.name ?? id

  const parsed = parseDeckText(text, catalogue)
  for (const e of parsed.errors) errors.push({ line: e.line, message: e.message })
  for (const u of parsed.deck.parse.unresolved) {
    if (skipped.has(normalizeName(u.name))) continue
    const what = u.role === 'relic' ? 'ninguna Reliquia llamada' : u.role === 'startingDalma' ? 'ningún Dalma llamado' : 'ninguna carta llamada'
    const hint = u.suggestions.length > 0 ? `; ¿quizá ${u.suggestions.map((id) => `«${nameOf(id)}»`).join(', ')}?` : ''
    errors.push({ line: u.line, message: `no hay ${what} «${u.name}»${hint}` })
  }
  for (const relic of parsed.deck.parse.relics) {
    const card = relic.cardId === null ? undefined : catalogue.byId.get(relic.cardId)
    if (card !== undefined && card.type !== 'relic') {
      errors.push({ line: relic.line, message: `«${card.name}» es ${typeWithArticle(card.type)}, no una Reliquia (R5.3)` })
    }
  }
  const dalmaId = parsed.deck.startingDalmaId
  const dalma = dalmaId === null ? undefined : catalogue.byId.get(dalmaId)
  if (dalma !== undefined && dalma.type !== 'dalma') {
    errors.push({ line: parsed.deck.parse.startingDalmaLine, message: `«${dalma.name}» es ${typeWithArticle(dalma.type)}, no un Dalma (RUL-2)` })
  }
  if (parsed.deck.parse.relics.length === 0) {
    errors.push({ message: 'falta la línea «Reliquia: Nombre»: cada mazo elige una reliquia (R5.3)' })
  }
  return errors
    .sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity))
    .map((e) => ({ file, ...(e.line === undefined ? {} : { line: e.line }), message: e.message }))
}

// ---------------------------------------------------------------------------------------------
// Provisional marks that may not go missing. `provisional` is hand-written, so a rewritten card can
// lose a mark without anyone noticing; for the choices below the rulebooks print nothing, so the mark
// must stay until the game's owners print them (then remove the mark and its rule here).

const META_FIELDS: ReadonlySet<string> = new Set(['id', 'type', 'source', 'provisional', 'text', 'flavor', 'typeNote'])

/** True when `provisional` marks `field` itself or some part of it (`bonuses.strength` marks bonuses). */
const isMarked = (card: Card, field: string): boolean =>
  card.provisional.some((p) => p === field || p.startsWith(`${field}.`))

/** Fields of `card` that must be marked provisional, each with the reason. */
export function requiredMarks(card: Card): { field: string; why: string }[] {
  const marks: { field: string; why: string }[] = []
  if (card.source === 'inventada') {
    // nothing of an invented card is printed anywhere: every value it carries is a choice
    for (const [field, value] of Object.entries(card)) {
      if (META_FIELDS.has(field) || isEmpty(value)) continue
      marks.push({ field, why: 'la carta es inventada (source: inventada) y ningún reglamento imprime ninguno de sus valores' })
    }
    return marks
  }
  switch (card.type) {
    case 'shield':
      marks.push({ field: 'hands', why: 'R15.2 deja a cada escudo decir si ocupa una mano, y ningún reglamento lo dice de este' })
      break
    case 'accessory':
      marks.push({ field: 'slot', why: 'R15.5 pide espacios corporales distintos, pero ningún reglamento dice en cuál va cada accesorio' })
      if (card.helmet) marks.push({ field: 'helmet', why: 'ser yelmo lo veda a los hechiceros (R12.7) y ningún reglamento dice qué accesorios lo son' })
      if (card.metal) marks.push({ field: 'metal', why: 'ningún reglamento dice que este accesorio sea metálico' })
      break
    case 'weapon':
      if (card.weaponKind === 'throwing') marks.push({ field: 'hands', why: 'R15.1 no dice cuántas manos ocupa un arma arrojadiza' })
      break
    default:
      break
  }
  return marks
}

function isEmpty(value: unknown): boolean {
  if (value === undefined) return true
  if (Array.isArray(value)) return value.length === 0
  return value !== null && typeof value === 'object' && Object.keys(value).length === 0
}

function checkRequiredMarks(card: Card, index: number, report: Report): void {
  // an invented card without "name" is already reported by checkProvisional, with its own advice
  const missing = requiredMarks(card).filter((m) => m.field !== 'name' && !isMarked(card, m.field))
  if (missing.length === 0) return
  const why = [...new Set(missing.map((m) => m.why))].join('; ')
  const fieldsList = missing.map((m) => `"${m.field}"`).join(', ')
  report(index, 'provisional', `falta marcar como provisional ${fieldsList}: ${why}`)
}

// ---------------------------------------------------------------------------------------------
// Spell targets (R12.8, R12.9): every spell says what it targets, within its profession's reach.

function checkSpellTarget(card: CardOf<'spell'>, index: number, report: Report): void {
  const reach = card.profession === 'mago' || card.profession === 'mentalista' ? SPELL_REACH[card.profession] : null
  if (card.target === undefined) {
    report(index, 'target', `el hechizo no dice a quién apunta: añade target {zone, side, kind}${reach === null ? '' : `; un hechizo de ${PROFESSION_LABELS[card.profession]} apunta a ${ZONE_WORDS[reach.zone]}${reach.side === 'rival' ? ' del rival' : ''} (${reach.rule})`}`)
    return
  }
  if (reach === null) return
  if (card.target.zone !== reach.zone) {
    report(index, 'target.zone', `un hechizo de ${PROFESSION_LABELS[card.profession]} debe apuntar a ${ZONE_WORDS[reach.zone]} (${reach.rule}), y este apunta a ${ZONE_WORDS[card.target.zone]}`)
  } else if (reach.side !== null && card.target.side !== reach.side) {
    report(index, 'target.side', `un hechizo de ${PROFESSION_LABELS[card.profession]} solo apunta a cartas del rival (${reach.rule}); usa side: ${reach.side}`)
  }
}

const ZONE_WORDS = { combatZone: 'la Zona de Combate', playZone: 'la Zona de Juego' } as const

// ---------------------------------------------------------------------------------------------
// Dominated equipment. A card has no reason to exist when another card of its kind is at least as
// good in everything: B dominates A when B goes in the same place and takes no more hands, costs no
// more, gives no lower bonus to any stat and has no worse drawback (metal, a helmet, limited uses,
// dearer arrows, fewer effects). A throwing weapon is a one-handed weapon with one more option
// (RUL-33: the throw is optional), so a plain weapon never dominates a throwing one.

type Equipment = CardOf<'weapon' | 'shield' | 'armor' | 'accessory' | 'object'>
const BONUS_STATS = ['strength', 'resistance', 'initiative', 'life'] as const

const isEquipment = (card: Card): card is Equipment =>
  card.type === 'weapon' || card.type === 'shield' || card.type === 'armor' || card.type === 'accessory' || card.type === 'object'

/** Where the card is worn: two cards compete only for the same place. Bows shoot, so they compete only with bows. */
function placeOf(card: Equipment): string {
  switch (card.type) {
    case 'weapon': return card.weaponKind === 'bow' ? 'weapon:bow' : 'weapon:hand'
    case 'shield': return 'shield'
    case 'armor': return 'armor'
    case 'accessory': return `accessory:${card.slot}`
    case 'object': return card.equippable ? 'object' : 'object:unequipped'
  }
}
const handsOf = (card: Equipment): number => (card.type === 'weapon' || card.type === 'shield' ? card.hands : 0)
const metalOf = (card: Equipment): boolean => (card.type === 'object' ? false : card.metal)
const helmetOf = (card: Equipment): boolean => card.type === 'accessory' && card.helmet
const chargesOf = (card: Equipment): number => (card.type === 'weapon' || card.type === 'object' ? card.charges ?? Infinity : Infinity)
const arrowSilver = (card: Equipment): number => (card.type === 'weapon' && card.arrowCost !== undefined ? toSilver(card.arrowCost) : 0)
/** Effects compared by value, whatever the order of their keys. */
const effectKey = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(effectKey).join(',')}]`
  const entries = Object.entries(value).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${effectKey(v)}`).join(',')}}`
}

/** True when `b` is at least as good as `a` in every respect (see above). */
export function dominates(b: Card, a: Card): boolean {
  if (b === a || !isEquipment(a) || !isEquipment(b)) return false
  if (placeOf(b) !== placeOf(a) || handsOf(b) > handsOf(a)) return false
  if (a.type === 'weapon' && b.type === 'weapon' && a.weaponKind === 'throwing' && b.weaponKind !== 'throwing') return false
  if (toSilver(b.cost) > toSilver(a.cost)) return false
  if (BONUS_STATS.some((stat) => (b.bonuses[stat] ?? 0) < (a.bonuses[stat] ?? 0))) return false
  if ((metalOf(b) && !metalOf(a)) || (helmetOf(b) && !helmetOf(a))) return false
  if (chargesOf(b) < chargesOf(a) || arrowSilver(b) > arrowSilver(a)) return false
  const offered = new Set(b.effects.map(effectKey))
  return a.effects.every((e) => offered.has(effectKey(e)))
}

function checkDominance(cards: readonly Card[], firstIndex: ReadonlyMap<string, number>, report: Report): void {
  const equipment = cards.flatMap((card, i) => (isEquipment(card) && firstIndex.get(card.id) === i ? [{ card, i }] : []))
  for (const { card: a, i } of equipment) {
    const by = equipment.filter(({ card: b }) => dominates(b, a)).map(({ card: b }) => b)
    if (by.length === 0) continue
    const names = by.map((b) => `«${b.name}» (${b.id}, ${priceWords(toSilver(b.cost))})`).join(', ')
    report(i, undefined, `${by.length > 1 ? 'la dominan' : 'la domina'} ${names}: ${by.length > 1 ? 'van' : 'va'} en el mismo sitio, no ${by.length > 1 ? 'ocupan' : 'ocupa'} más manos, no ${by.length > 1 ? 'cuestan' : 'cuesta'} más (esta, ${priceWords(toSilver(a.cost))}), no ${by.length > 1 ? 'dan' : 'da'} menos en ningún atributo y no ${by.length > 1 ? 'tienen' : 'tiene'} peor inconveniente; cambia sus números para que tenga un motivo de existir`)
  }
}

function priceWords(silver: number): string {
  const gold = Math.floor(silver / 10)
  const rest = silver % 10
  const parts = [
    ...(gold > 0 ? [`${gold} ${gold === 1 ? 'oro' : 'oros'}`] : []),
    ...(rest > 0 || gold === 0 ? [`${rest} ${rest === 1 ? 'plata' : 'platas'}`] : []),
  ]
  return parts.join(' y ')
}
