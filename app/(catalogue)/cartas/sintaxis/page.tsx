import type { Metadata } from 'next'
import Link from 'next/link'
import { SYNTAX_HELP, SYNTAX_HELP_GROUPS, type SyntaxHelpEntry } from '@/lib/catalogue/search'
import { browserHref } from '../browser-state'
import styles from './sintaxis.module.css'
import { Breadcrumbs } from '@/app/_components/Breadcrumbs'

export const metadata: Metadata = {
  title: 'Sintaxis de búsqueda',
  description:
    'Cómo buscar cartas de Duelo de Masters: palabras sueltas que toleran tildes y erratas, campos como tipo:, prof:, coste<=2, y cómo combinarlos con o, - y paréntesis.',
}

const GROUPS = Object.keys(SYNTAX_HELP_GROUPS) as SyntaxHelpEntry['group'][]

/** A DOM id for an entry ("tipo:" → "campo-tipo"); fields are short ASCII-ish words. */
const entryId = (e: SyntaxHelpEntry, i: number) =>
  `${e.group}-${e.field.normalize('NFD').replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || i}`

export default function SyntaxPage() {
  return (
    <>
      <Breadcrumbs trail={[{ href: '/', label: 'Inicio' }, { href: '/cartas', label: 'Cartas' }]} current="Sintaxis de búsqueda" />
      <h1>Sintaxis de búsqueda</h1>
      <p className="lead">
        El buscador de <Link href="/cartas" prefetch={false}>cartas</Link> entiende palabras sueltas y campos. Cada ejemplo es un
        enlace que abre la búsqueda ya escrita.
      </p>

      {GROUPS.map((group) => {
        const entries = SYNTAX_HELP.map((e, i) => ({ e, i })).filter(({ e }) => e.group === group)
        if (entries.length === 0) return null
        return (
          <section key={group} aria-labelledby={`g-${group}`}>
            <h2 id={`g-${group}`}>{SYNTAX_HELP_GROUPS[group]}</h2>
            <div className={styles.entries}>
              {entries.map(({ e, i }) => (
                <article key={`${e.field}-${i}`} className={styles.entry} aria-labelledby={entryId(e, i)}>
                  <h3 id={entryId(e, i)} className={styles.field}>
                    <code>{e.field}</code>
                  </h3>
                  <p>{e.meaning}</p>
                  {e.aliases.length > 0 && (
                    <p className={styles.meta}>
                      También se escribe:{' '}
                      {e.aliases.map((a, k) => (
                        <span key={a}>
                          {k > 0 && ', '}
                          <code>{a}</code>
                        </span>
                      ))}
                    </p>
                  )}
                  {e.operators && (
                    <p className={styles.meta}>
                      Comparaciones:{' '}
                      {e.operators.map((o, k) => (
                        <span key={o}>
                          {k > 0 && ' '}
                          <code>{o}</code>
                        </span>
                      ))}
                    </p>
                  )}
                  {e.values && (
                    <p className={styles.meta}>
                      Valores: {e.values.join(', ')}.
                    </p>
                  )}
                  <ul className={styles.examples} aria-label={`Ejemplos de ${e.field}`}>
                    {e.examples.map((ex) => (
                      <li key={ex.query}>
                        <Link href={browserHref({ q: ex.query })} prefetch={false} className={styles.example}>
                          <code>{ex.query}</code>
                        </Link>{' '}
                        <span className={styles.meaning}>— {ex.meaning}</span>
                      </li>
                    ))}
                  </ul>
                </article>
              ))}
            </div>
          </section>
        )
      })}
    </>
  )
}
