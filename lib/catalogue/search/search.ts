// Runs a parsed query over the catalogue. Field terms are plain predicates; free words go to a
// Fuse index over the names (built once per card list, so typing does not rebuild it), to a
// word-by-word comparison that ignores word order, and, ranked below every name match, to the
// rules text word by word.
import Fuse, { type IFuseOptions } from 'fuse.js'
import {
  CARD_TYPES, revealCostSilver, toSilver, type Card, type CardType, type Catalogue,
} from '../model'
import type { CompareOp, FieldTest } from './fields'
import { fold, foldedWords } from './normalize'
import { parseQuery, type QueryError, type QueryNode } from './parse'
import { bestWordSimilarities } from './similarity'
import { compareCardNames as compareNames, type SortKey } from './sort'

/** What a card offers to the search, folded once when the index is built. */
type SearchDoc = {
  card: Card
  /** Name words, folded, joined by single spaces. */
  nameWords: string
  nameWordList: readonly string[]
  /** Rules text (abilities included), folded. */
  text: string
  /** Rules text words, folded, each preceded by a space: `' ' + w` finds a word start. */
  textWords: string
  costSilver: number | null
  /** Position of the name in Spanish alphabetical order, so sorting compares numbers. */
  nameOrder: number
}

// Names are folded before Fuse sees them and so are queries: the same as Fuse's ignoreDiacritics,
// without Fuse stripping accents from every name on every search.
const FUSE_OPTIONS: IFuseOptions<{ name: string }> = {
  keys: ['name'],
  ignoreLocation: true,
  threshold: 0.4,
  includeScore: true,
  shouldSort: false,
}

/** A catalogue prepared for repeated searches (keep one per card list). */
export class SearchIndex {
  readonly cards: readonly Card[]
  /** @internal */ readonly docs: readonly SearchDoc[]
  private readonly fuse: Fuse<{ name: string }>

  constructor(cards: readonly Card[]) {
    this.cards = cards
    const byName = cards.map((_, i) => i).sort((a, b) => compareNames(cards[a], cards[b]))
    const nameOrder = new Array<number>(cards.length)
    byName.forEach((cardIndex, order) => { nameOrder[cardIndex] = order })
    this.docs = cards.map((card, i) => toDoc(card, nameOrder[i] ?? i))
    this.fuse = new Fuse(cards.map((c) => ({ name: fold(c.name) })), FUSE_OPTIONS)
  }

  /** @internal Fuse scores (0 best … 1) of the names that match `folded`, by card position. */
  fuzzyNameScores(folded: string): Map<number, number> {
    const scores = new Map<number, number>()
    for (const r of this.fuse.search(folded)) scores.set(r.refIndex, r.score ?? 1)
    return scores
  }

  search(query: string, options: SearchOptions = {}): SearchResult {
    return searchCards(this, query, options)
  }
}

/** A card's rules text: its own text plus its printed abilities (enemies). */
function rulesText(card: Card): string {
  const abilities = card.type === 'enemy' ? card.abilities.map((a) => `${a.name}. ${a.text}`) : []
  return [card.text, ...abilities].join(' ')
}

/** The coste a search compares: to learn for spells and skills (R11.4), to reveal otherwise (R8.4, R8.5). */
export function searchCostSilver(card: Card): number | null {
  if (card.type === 'spell' || card.type === 'skill') return toSilver(card.learnCost)
  return revealCostSilver(card)
}

function toDoc(card: Card, nameOrder: number): SearchDoc {
  const text = rulesText(card)
  const nameWordList = foldedWords(card.name)
  return {
    card,
    nameWords: nameWordList.join(' '),
    nameWordList,
    text: fold(text),
    textWords: foldedWords(text).map((w) => ' ' + w).join(''),
    costSilver: searchCostSilver(card),
    nameOrder,
  }
}

export function createSearchIndex(cards: readonly Card[]): SearchIndex {
  return new SearchIndex(cards)
}

const indexes = new WeakMap<readonly Card[], SearchIndex>()
function indexFor(source: Catalogue | SearchIndex): SearchIndex {
  if (source instanceof SearchIndex) return source
  let index = indexes.get(source.cards)
  if (index === undefined) {
    index = createSearchIndex(source.cards)
    indexes.set(source.cards, index)
  }
  return index
}

// ---- Evaluation ---------------------------------------------------------------------------

// Relevance of a free-words match, lower first: whole name, name start, a word of the name
// starting the phrase, a fuzzy name match (ordered by how close its words are to the typed
// ones, then by Fuse's score), then rules text only. A fuzzy match is Fuse's (threshold 0.4) or
// every typed word close to some word of the name, in any order ("mental control").
const WORD_MATCH = 0.6
const RANK_WHOLE_NAME = 0
const RANK_NAME_START = 1
const RANK_NAME_WORD = 2
const RANK_FUZZY_NAME = 3
const RANK_TEXT_ONLY = 5

type WordsQuery = { phrase: string; words: readonly string[]; folded: string; exact: boolean; fuzzy: ReadonlyMap<number, number> }

function nameRank(q: WordsQuery, doc: SearchDoc, i: number): number | undefined {
  if (q.phrase !== '') {
    if (doc.nameWords === q.phrase) return RANK_WHOLE_NAME
    if (doc.nameWords.startsWith(q.phrase)) return RANK_NAME_START
    if ((' ' + doc.nameWords).includes(' ' + q.phrase)) return RANK_NAME_WORD
  }
  if (q.exact) return q.phrase !== '' && doc.nameWords.includes(q.phrase) ? RANK_FUZZY_NAME : undefined
  const similarities = bestWordSimilarities(q.words, doc.nameWordList)
  const everyWordClose = similarities.length > 0 && similarities.every((s) => s >= WORD_MATCH)
  if (!q.fuzzy.has(i) && !everyWordClose) return undefined
  const closeness = similarities.reduce((sum, s) => sum + s, 0) / Math.max(1, similarities.length)
  return RANK_FUZZY_NAME + (1 - closeness) * 0.9 + Math.min(q.fuzzy.get(i) ?? 1, 1) * 0.09
}

function textMatches(q: WordsQuery, doc: SearchDoc): boolean {
  if (q.exact) return doc.text.includes(q.folded)
  return q.words.length > 0 && q.words.every((w) => doc.textWords.includes(' ' + w))
}

function wordsRelevance(index: SearchIndex, node: Extract<QueryNode, { kind: 'words' }>): Map<number, number> {
  const phrase = foldedWords(node.text).join(' ')
  const q: WordsQuery = {
    phrase,
    words: phrase.split(' ').filter((w) => w !== ''),
    folded: node.folded,
    exact: node.exact,
    fuzzy: node.exact ? new Map<number, number>() : index.fuzzyNameScores(node.folded),
  }
  const ranks = new Map<number, number>()
  index.docs.forEach((doc, i) => {
    const rank = nameRank(q, doc, i) ?? (textMatches(q, doc) ? RANK_TEXT_ONLY : undefined)
    if (rank !== undefined) ranks.set(i, rank)
  })
  return ranks
}

function compare(actual: number | null, op: CompareOp, expected: number): boolean {
  if (actual === null) return false // numbers compare only for cards that have the field
  switch (op) {
    case '=': return actual === expected
    case '<': return actual < expected
    case '<=': return actual <= expected
    case '>': return actual > expected
    case '>=': return actual >= expected
  }
}

function numberOf(card: Card, field: 'strength' | 'resistance' | 'initiative' | 'life' | 'pri'): number | null {
  switch (card.type) {
    case 'dalma': case 'enemy': case 'soldier': return field === 'pri' ? null : card[field]
    case 'spell': case 'skill': return field === 'pri' ? card.pri : null
    default: return null
  }
}

function fieldMatches(test: FieldTest, doc: SearchDoc): boolean {
  const card = doc.card
  switch (test.field) {
    case 'type': return test.types.includes(card.type)
    case 'profession': return 'profession' in card && test.professions.includes(card.profession)
    case 'race': return card.type === 'dalma' && test.races.includes(card.race)
    case 'slot': return card.type === 'accessory' && test.slots.includes(card.slot)
    case 'source': return test.sources.includes(card.source)
    case 'cost': return compare(doc.costSilver, test.op, test.value)
    case 'strength': case 'resistance': case 'initiative': case 'life': case 'pri':
      return compare(numberOf(card, test.field), test.op, test.value)
    case 'text': return doc.text.includes(test.phrase)
    case 'name': return fold(card.name).includes(test.phrase)
    case 'id': return card.id === test.id
  }
}

class Evaluation {
  private readonly words = new Map<QueryNode, Map<number, number>>()
  constructor(private readonly index: SearchIndex) {}

  ranksOf(node: Extract<QueryNode, { kind: 'words' }>): Map<number, number> {
    let ranks = this.words.get(node)
    if (ranks === undefined) {
      ranks = wordsRelevance(this.index, node)
      this.words.set(node, ranks)
    }
    return ranks
  }

  matches(node: QueryNode, i: number, doc: SearchDoc): boolean {
    switch (node.kind) {
      case 'and': return node.children.every((c) => this.matches(c, i, doc))
      case 'or': return node.children.some((c) => this.matches(c, i, doc))
      case 'not': return !this.matches(node.child, i, doc)
      case 'words': return this.ranksOf(node).has(i)
      case 'field': return fieldMatches(node.test, doc)
      // As in toCardJson: an invented card is provisional as a whole.
      case 'provisional': return doc.card.provisional.length > 0 || doc.card.source === 'inventada'
    }
  }
}

/** Free-word nodes that count for relevance: those not under an odd number of negations. */
function positiveWords(node: QueryNode | null, negated = false, out: Extract<QueryNode, { kind: 'words' }>[] = []) {
  if (node === null) return out
  switch (node.kind) {
    case 'and': case 'or': node.children.forEach((c) => positiveWords(c, negated, out)); break
    case 'not': positiveWords(node.child, !negated, out); break
    case 'words': if (!negated) out.push(node); break
    case 'field': case 'provisional': break
  }
  return out
}

// ---- Sorting and the public entry point ----------------------------------------------------

export type SearchOptions = {
  /** Default: relevance when the query has free words, name otherwise. */
  sort?: SortKey
  /** How many cards to return (all by default); `total` still counts every match. */
  limit?: number
  offset?: number
}

export type SearchResult = { ok: true; cards: Card[]; total: number } | { ok: false; error: QueryError }

const TYPE_ORDER = new Map<CardType, number>(CARD_TYPES.map((t, i) => [t, i]))

type Hit = { doc: SearchDoc; relevance: number }

function byName(a: Hit, b: Hit): number {
  return a.doc.nameOrder - b.doc.nameOrder
}

const SORTERS: Record<SortKey, (a: Hit, b: Hit) => number> = {
  relevance: (a, b) => a.relevance - b.relevance || byName(a, b),
  name: byName,
  type: (a, b) => (TYPE_ORDER.get(a.doc.card.type) ?? 0) - (TYPE_ORDER.get(b.doc.card.type) ?? 0) || byName(a, b),
  // Cards without a price (treasures, relics) go last.
  cost: (a, b) => (a.doc.costSilver ?? Infinity) - (b.doc.costSilver ?? Infinity) || byName(a, b),
}

/** Cards of the index that satisfy an already parsed query, sorted and paged. */
export function runQuery(index: SearchIndex, ast: QueryNode | null, options: SearchOptions = {}): { cards: Card[]; total: number } {
  const evaluation = new Evaluation(index)
  const relevant = positiveWords(ast)
  const hits: Hit[] = []
  index.docs.forEach((doc, i) => {
    if (ast !== null && !evaluation.matches(ast, i, doc)) return
    let relevance = Infinity
    for (const node of relevant) relevance = Math.min(relevance, evaluation.ranksOf(node).get(i) ?? Infinity)
    hits.push({ doc, relevance })
  })
  const sort = options.sort ?? (relevant.length > 0 ? 'relevance' : 'name')
  hits.sort(SORTERS[sort])
  const offset = Math.max(0, Math.floor(options.offset ?? 0))
  const end = options.limit === undefined ? undefined : offset + Math.max(0, Math.floor(options.limit))
  return { cards: hits.slice(offset, end).map((h) => h.doc.card), total: hits.length }
}

/**
 * Searches the catalogue (or a prepared index) with the query syntax of SYNTAX_HELP.
 * A malformed query is an error value with a Spanish message and the 0-based position.
 */
export function searchCards(source: Catalogue | SearchIndex, query: string, options: SearchOptions = {}): SearchResult {
  const parsed = parseQuery(query)
  if (!parsed.ok) return parsed
  return { ok: true, ...runQuery(indexFor(source), parsed.ast, options) }
}
