// The query language: text → tokens → a small syntax tree. Precedence, loosest first:
// `o` (or `or`) between alternatives, then implicit AND between neighbouring terms, then `-`
// (negation), then parentheses. Every node keeps the span it was read from, and every error
// points at the 0-based character of the query where the problem is, in Spanish.
import { FIELD_NAMES, fieldSpecFor, type CompareOp, type FieldTest } from './fields'
import { fold } from './normalize'

export type Span = { start: number; end: number }

export type QueryNode =
  | ({ kind: 'and'; children: QueryNode[] } & Span)
  | ({ kind: 'or'; children: QueryNode[] } & Span)
  | ({ kind: 'not'; child: QueryNode } & Span)
  /**
   * Free words, searched in names (forgiving accents and typos) and, ranked lower, in rules
   * text. Neighbouring free words form one node, so "pocion de tal" is one search. `exact`
   * when written in quotes: then the phrase must appear as written (accents aside).
   */
  | ({ kind: 'words'; text: string; folded: string; exact: boolean } & Span)
  | ({ kind: 'field'; test: FieldTest } & Span)
  /** Cards with any invented value: a non-empty `provisional` list, or an invented card. */
  | ({ kind: 'provisional' } & Span)

export type QueryError = { message: string; position: number }
export type ParseResult = { ok: true; ast: QueryNode | null } | { ok: false; error: QueryError }

type Token =
  | ({ kind: 'lparen' | 'rparen' | 'minus' } & Span)
  | ({ kind: 'word'; raw: string } & Span)
  | ({ kind: 'quoted'; value: string } & Span)

/** Thrown only inside this module and turned into a value by parseQuery. */
class QuerySyntaxError {
  constructor(readonly message: string, readonly position: number) {}
}

const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c)

function tokenize(query: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  const closingQuote = (open: number): number => {
    const close = query.indexOf('"', open + 1)
    if (close < 0) throw new QuerySyntaxError('Faltan las comillas de cierre de este texto', open)
    return close
  }
  while (i < query.length) {
    const c = query[i]
    if (isSpace(c)) { i++; continue }
    if (c === '(' || c === ')') {
      tokens.push({ kind: c === '(' ? 'lparen' : 'rparen', start: i, end: i + 1 })
      i++
      continue
    }
    if (c === '-') {
      const next = query[i + 1]
      if (next === undefined || isSpace(next) || next === ')') {
        throw new QuerySyntaxError('El signo «-» va pegado al término que niega (p. ej. -tipo:arma)', i)
      }
      tokens.push({ kind: 'minus', start: i, end: i + 1 })
      i++
      continue
    }
    if (c === '"') {
      const close = closingQuote(i)
      tokens.push({ kind: 'quoted', value: query.slice(i + 1, close), start: i, end: close + 1 })
      i = close + 1
      continue
    }
    const start = i
    while (i < query.length && !isSpace(query[i]) && query[i] !== '(' && query[i] !== ')') {
      // A quoted value may hold spaces and parentheses: texto:"una (dos)".
      i = query[i] === '"' ? closingQuote(i) + 1 : i + 1
    }
    tokens.push({ kind: 'word', raw: query.slice(start, i), start, end: i })
  }
  return tokens
}

const FIELD_TERM = /^(\p{L}+)(<=|>=|:|=|<|>)(.*)$/su
const OR_WORDS = new Set(['o', 'or'])
const PROVISIONAL_WORDS = new Set(['provisional', 'provisionales'])

const isOr = (t: Token | undefined): boolean => t?.kind === 'word' && OR_WORDS.has(t.raw.toLowerCase())

function unquote(value: string): { value: string; shift: number } {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return { value: value.slice(1, -1), shift: 1 }
  return { value: value.replaceAll('"', ''), shift: 0 }
}

class Parser {
  private index = 0
  constructor(private readonly tokens: readonly Token[]) {}

  private peek(): Token | undefined { return this.tokens[this.index] }

  parseAll(): QueryNode | null {
    if (this.tokens.length === 0) return null
    const node = this.parseOr()
    const extra = this.peek()
    if (extra !== undefined) {
      // parseOr stops only at a closing parenthesis it did not open.
      throw new QuerySyntaxError('Sobra este paréntesis de cierre: no hay ninguno abierto', extra.start)
    }
    return node
  }

  private parseOr(): QueryNode {
    const first = this.parseAnd()
    const children = [first]
    while (isOr(this.peek())) {
      const or = this.peek() as Token
      this.index++
      const next = this.peek()
      if (next === undefined || next.kind === 'rparen' || isOr(next)) throw danglingOr(or)
      children.push(this.parseAnd())
    }
    return children.length === 1 ? first : { kind: 'or', children, start: first.start, end: lastOf(children).end }
  }

  private parseAnd(): QueryNode {
    const items: QueryNode[] = []
    for (let t = this.peek(); t !== undefined && t.kind !== 'rparen' && !isOr(t); t = this.peek()) {
      items.push(this.parseUnary())
    }
    const first = items[0]
    if (first === undefined) {
      const t = this.peek()
      if (t !== undefined && isOr(t)) throw danglingOr(t)
      // Only reachable at the very start of the query, as "( )" and "-)" are caught earlier.
      throw new QuerySyntaxError('Sobra este paréntesis de cierre: no hay ninguno abierto', t?.start ?? 0)
    }
    const merged = mergeWords(items)
    return merged.length === 1 && merged[0] !== undefined
      ? merged[0]
      : { kind: 'and', children: merged, start: first.start, end: lastOf(items).end }
  }

  private parseUnary(): QueryNode {
    const t = this.peek()
    if (t?.kind !== 'minus') return this.parsePrimary()
    this.index++
    const next = this.peek()
    if (next === undefined || next.kind === 'rparen' || isOr(next)) {
      throw new QuerySyntaxError('El signo «-» va pegado al término que niega (p. ej. -tipo:arma)', t.start)
    }
    const child = this.parseUnary()
    return { kind: 'not', child, start: t.start, end: child.end }
  }

  private parsePrimary(): QueryNode {
    const t = this.peek()
    if (t === undefined) throw new QuerySyntaxError('Falta un término al final de la búsqueda', 0)
    this.index++
    switch (t.kind) {
      case 'lparen': {
        const next = this.peek()
        if (next?.kind === 'rparen') throw new QuerySyntaxError('Los paréntesis están vacíos', t.start)
        if (next === undefined) throw new QuerySyntaxError('Falta cerrar este paréntesis', t.start)
        const inner = this.parseOr()
        const close = this.peek()
        if (close?.kind !== 'rparen') throw new QuerySyntaxError('Falta cerrar este paréntesis', t.start)
        this.index++
        return { ...inner, start: t.start, end: close.end }
      }
      case 'rparen': case 'minus':
        // parseAnd and parseUnary never hand these over.
        throw new QuerySyntaxError('Término inesperado', t.start)
      case 'quoted':
        if (t.value.trim() === '') throw new QuerySyntaxError('Las comillas están vacías', t.start)
        return { kind: 'words', text: t.value, folded: fold(t.value), exact: true, start: t.start, end: t.end }
      case 'word':
        return this.parseWord(t)
    }
  }

  private parseWord(t: Extract<Token, { kind: 'word' }>): QueryNode {
    const match = FIELD_TERM.exec(t.raw)
    if (match === null) {
      if (PROVISIONAL_WORDS.has(fold(t.raw))) return { kind: 'provisional', start: t.start, end: t.end }
      const text = t.raw.replaceAll('"', '')
      return { kind: 'words', text, folded: fold(text), exact: false, start: t.start, end: t.end }
    }
    const [, name = '', op = ':', written = ''] = match
    const spec = fieldSpecFor(name)
    if (spec === undefined) {
      throw new QuerySyntaxError(`Campo desconocido «${name}». Campos: ${FIELD_NAMES.join(', ')}`, t.start)
    }
    const opStart = t.start + name.length
    const compare: CompareOp = op === ':' ? '=' : (op as CompareOp)
    if (!spec.numeric && compare !== '=') {
      throw new QuerySyntaxError(`«${name}» no se compara con «${op}»: escribe ${name}:valor`, opStart)
    }
    let value = unquote(written)
    let valueStart = opStart + op.length + value.shift
    let end = t.end
    if (written === '') {
      // "tipo: arma" — the value may follow after a space.
      const next = this.peek()
      if (next?.kind === 'quoted' || (next?.kind === 'word' && !isOr(next) && !FIELD_TERM.test(next.raw))) {
        this.index++
        value = next.kind === 'quoted' ? { value: next.value, shift: 1 } : unquote(next.raw)
        valueStart = next.start + value.shift
        end = next.end
      } else {
        throw new QuerySyntaxError(`Falta el valor de «${name}» después de «${op}»`, opStart + op.length)
      }
    }
    if (value.value.trim() === '') throw new QuerySyntaxError(`Falta el valor de «${name}» después de «${op}»`, opStart + op.length)
    const parsed = spec.parse(value.value, compare)
    if (!parsed.ok) throw new QuerySyntaxError(parsed.error.message, valueStart + parsed.error.offset)
    return { kind: 'field', test: parsed.test, start: t.start, end }
  }
}

function danglingOr(or: Token): QuerySyntaxError {
  return new QuerySyntaxError('«o» necesita un término a cada lado (para buscar la palabra, escríbela entre comillas)', or.start)
}

function lastOf(nodes: readonly QueryNode[]): QueryNode {
  const last = nodes[nodes.length - 1]
  if (last === undefined) throw new QuerySyntaxError('Falta un término', 0)
  return last
}

/** Neighbouring unquoted free words become one phrase: the fuzzy search scores phrases better. */
function mergeWords(items: readonly QueryNode[]): QueryNode[] {
  const out: QueryNode[] = []
  for (const item of items) {
    const previous = out[out.length - 1]
    if (item.kind === 'words' && !item.exact && previous?.kind === 'words' && !previous.exact) {
      const text = `${previous.text} ${item.text}`
      out[out.length - 1] = { kind: 'words', text, folded: fold(text), exact: false, start: previous.start, end: item.end }
    } else {
      out.push(item)
    }
  }
  return out
}

/** Reads a query. An empty query gives `ast: null`, which matches every card. */
export function parseQuery(query: string): ParseResult {
  try {
    return { ok: true, ast: new Parser(tokenize(query)).parseAll() }
  } catch (e) {
    if (e instanceof QuerySyntaxError) return { ok: false, error: { message: e.message, position: e.position } }
    throw e
  }
}
