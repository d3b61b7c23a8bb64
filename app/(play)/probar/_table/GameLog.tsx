'use client'
// The game's log in Spanish, one line per engine event (describeEvent), each citing its rule with
// a link to /reglas. A polite live region: screen readers hear what each action caused.
import { memo, useEffect, useMemo, useRef, useState } from 'react'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLinkClient'
import type { Catalogue } from '@/lib/catalogue/schema'
import { describeEvent, type GameEvent } from '@/lib/engine'
import type { InstanceNames, Speakers } from '@/lib/engine/describe'
import { useIsCitation } from '@/app/(catalogue)/reglas/CitationsProvider'
import styles from './probar.module.css'

type Entry = { key: string; text: string; rule: string | undefined; kind: 'turn' | 'end' | 'rival' | 'plain' }

function entryKind(e: GameEvent, speakers: Speakers | undefined): Entry['kind'] {
  if (e.type === 'gameEnded' || e.type === 'exhaustion') return 'end'
  // The rival's lines: the other seat's when the reader plays one, else the second Master's.
  if ('seat' in e && e.seat !== (speakers?.you ?? 0)) return 'rival'
  if (e.type === 'turnStarted') return 'turn'
  return 'plain'
}

/** What the log needs of a step: its events (a played step of /probar or /partida). */
export type LoggedStep = { readonly events: readonly GameEvent[] }

function toEntries(events: readonly GameEvent[], prefix: string, catalogue: Catalogue, names: InstanceNames | undefined, speakers: Speakers | undefined): Entry[] {
  return events.map((e, i) => {
    const { text, rule } = describeEvent(e, catalogue, names, speakers)
    return { key: `${prefix}.${i}`, text, rule, kind: entryKind(e, speakers) }
  })
}

export const GameLog = memo(function GameLog({ setupEvents, steps, catalogue, names, speakers, recent }: {
  setupEvents: readonly GameEvent[]
  steps: readonly LoggedStep[]
  catalogue: Catalogue
  /** How the reader sees each card instance (/partida names attackers and targets); absent: no names. */
  names?: InstanceNames
  /** How the page calls the Masters (the same names as its header and summary); absent: «Master 1», «Master 2». */
  speakers?: Speakers
  /** Show only the last `recent` lines until asked for the rest (a long game's log runs to thousands). */
  recent?: number
}) {
  const [all, setAll] = useState(false)
  const isCitation = useIsCitation()
  // Steps are immutable once played, so each step's lines are built once (per way of naming cards).
  const cache = useRef({ names, speakers, lines: new WeakMap<LoggedStep, Entry[]>() })
  const entries = useMemo(() => {
    if (cache.current.names !== names || cache.current.speakers !== speakers) cache.current = { names, speakers, lines: new WeakMap() }
    const out = toEntries(setupEvents, 's', catalogue, names, speakers)
    steps.forEach((step, i) => {
      let lines = cache.current.lines.get(step)
      if (lines === undefined) {
        lines = toEntries(step.events, String(i), catalogue, names, speakers)
        cache.current.lines.set(step, lines)
      }
      out.push(...lines)
    })
    return out
  }, [setupEvents, steps, catalogue, names, speakers])

  const scroller = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = scroller.current
    if (el) el.scrollTop = el.scrollHeight
  }, [entries.length])

  const hidden = recent === undefined || all ? 0 : Math.max(0, entries.length - recent)
  const shown = hidden > 0 ? entries.slice(hidden) : entries
  return (
    <section className={styles.log} aria-labelledby="registro-titulo">
      <h2 id="registro-titulo" className={styles.sideTitle}>Registro</h2>
      <div ref={scroller} className={styles.logScroll} role="log" aria-live="polite" aria-labelledby="registro-titulo" tabIndex={0}>
        {hidden > 0 && (
          <p className={styles.logMore}>
            <button type="button" className="button button--secondary" onClick={() => setAll(true)}>{hidden === 1 ? 'Mostrar la línea anterior' : `Mostrar las ${hidden} líneas anteriores`}</button>
          </p>
        )}
        <ol className={styles.logList} start={hidden + 1}>
          {shown.map((e) => (
            <li key={e.key} className={styles[`log_${e.kind}`]}>
              {e.text}
              {e.rule !== undefined && isCitation(e.rule) && (
                <>
                  {' '}
                  <RuleLink id={e.rule} className={styles.logRule} />
                </>
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
})
