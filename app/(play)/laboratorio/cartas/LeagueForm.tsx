'use client'
// «Valorar otros mazos» (issue 30): a ratings league queued on the server from the page, as `dm lab ratings --queue`
// does from the command line. The decks are chosen here; the API checks the league (zod, the same check as every
// laboratory job) and answers each problem with its field, shown beside that field. The job has the owner, quotas and
// size bound of any queued lab job; its progress and then its ratings open on this page (?prueba=<id>).
import { useMutation } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'
import { BOT_LEVELS, type BotLevel } from '@/lib/bots/types'
import styles from '../_lab/lab.module.css'
// league-form.ts (the share-code reader, the pairings) is fetched when the form is sent: the page's first load stays light.
import type { LeagueDeckOption, LeagueErrors, LeagueField, LeagueFormState } from './league-form'

/** Longest text of pasted codes: eight decks' codes (LEAGUE_FORM_MAX_DECKS × MAX_SHARE_CODE_LENGTH). */
const CODES_MAX_CHARS = 8 * 4000

const BOT_LABELS: Record<BotLevel, string> = { random: 'Aleatorio', heuristic: 'Heurístico', search: 'Búsqueda' }

type ApiError = { field?: string; message?: string; issues?: { field: string; message: string }[] }
class Refused extends Error {
  constructor(readonly errors: LeagueErrors) { super(Object.values(errors).join(' ')) }
}

async function queueLeague(spec: unknown): Promise<string> {
  let res: Response
  try {
    res = await fetch('/api/lab/jobs', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ spec }) })
  } catch (error) {
    throw new Refused({ form: `no se pudo enviar (${error instanceof Error ? error.message : String(error)})` })
  }
  const body = (await res.json().catch(() => null)) as { id?: string; error?: ApiError } | null
  if (!res.ok || body?.id === undefined) {
    const { leagueErrorsOf } = await import('./league-form')
    throw new Refused(leagueErrorsOf(body?.error, res.status))
  }
  return body.id
}

export function LeagueForm({ decks }: { decks: readonly LeagueDeckOption[] }) {
  const router = useRouter()
  const id = useId()
  const [form, setForm] = useState<LeagueFormState>({ chosen: decks.map((d) => d.slug), codes: '', games: '100', seed: '1', bot: 'heuristic', maxTurns: '200' })
  const [errors, setErrors] = useState<LeagueErrors>({})
  const queue = useMutation({ mutationFn: queueLeague })
  const sending = queue.isPending || queue.isSuccess
  const set = <K extends keyof LeagueFormState>(key: K, value: LeagueFormState[K]) => setForm((f) => ({ ...f, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { leagueSpecOf } = await import('./league-form')
    const built = leagueSpecOf(form, decks)
    if (!built.ok) { setErrors(built.errors); return }
    setErrors({})
    queue.mutate(built.spec, {
      onSuccess: (jobId) => router.push(`/laboratorio/cartas?prueba=${jobId}`),
      onError: (error) => setErrors(error instanceof Refused ? error.errors : { form: error.message }),
    })
  }
  // Each field's message sits under it and is its accessible description.
  const invalid = (field: LeagueField) => (errors[field] === undefined ? {} : { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` })
  const message = (field: LeagueField) => errors[field] !== undefined && <p id={`${id}-${field}-error`} className={styles.bad}>{errors[field]}</p>

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} noValidate className={styles.form}>
      <h2 id={`${id}-title`}>Valorar otros mazos</h2>
      <p className={styles.hint}>
        Encarga una liga al servidor: cada par de mazos juega las mismas partidas desde los dos asientos y sus cartas se valoran aquí al
        terminar. Sin cuenta, una liga a la vez y de unos minutos de cálculo; con cuenta, más.
      </p>
      <fieldset className={styles.group}>
        <legend>Mazos de la liga</legend>
        <div className={styles.choices}>
          {decks.map((d) => (
            <label key={d.slug}>
              <input type="checkbox" checked={form.chosen.includes(d.slug)} onChange={(e) => set('chosen', e.target.checked ? [...form.chosen, d.slug] : form.chosen.filter((s) => s !== d.slug))} /> {d.name}
            </label>
          ))}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-codes`}>Otros mazos (códigos de mazo, uno por línea)</label>
          <textarea id={`${id}-codes`} rows={2} value={form.codes} onChange={(e) => set('codes', e.target.value)} spellCheck={false} maxLength={CODES_MAX_CHARS} {...invalid('decks')} />
        </div>
        {message('decks')}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Partidas</legend>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={`${id}-games`}>Partidas por enfrentamiento</label>
            <input id={`${id}-games`} type="number" inputMode="numeric" min={2} step={2} value={form.games} onChange={(e) => set('games', e.target.value)} {...invalid('games')} />
            {message('games')}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-seed`}>Semilla de la liga</label>
            <input id={`${id}-seed`} type="text" value={form.seed} onChange={(e) => set('seed', e.target.value)} {...invalid('seed')} />
            {message('seed')}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-bot`}>Bots</label>
            <select id={`${id}-bot`} value={form.bot} onChange={(e) => set('bot', e.target.value as BotLevel)} {...invalid('bot')}>
              {BOT_LEVELS.map((l) => <option key={l} value={l}>{BOT_LABELS[l]}</option>)}
            </select>
            {message('bot')}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-turns`}>Turnos máximos por partida</label>
            <input id={`${id}-turns`} type="number" inputMode="numeric" min={1} value={form.maxTurns} onChange={(e) => set('maxTurns', e.target.value)} {...invalid('maxTurns')} />
            {message('maxTurns')}
          </div>
        </div>
      </fieldset>
      {errors.form !== undefined && <p role="alert" className={styles.alert}>{errors.form}</p>}
      {Object.keys(errors).some((k) => k !== 'form') && <p role="alert" className={styles.alert}>No se puede encargar la liga: corrige los campos marcados.</p>}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={sending}>Encargar la liga</button>
      </div>
    </form>
  )
}
