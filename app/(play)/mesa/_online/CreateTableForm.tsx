'use client'
// «Jugar en línea»: a deck, a variant and the options of a new online table; the table's page then shows
// the link (and a QR code) to send to the rival.
import { useCallback, useRef, useState, type FormEvent } from 'react'
import { createTable, storeToken, type CreateBody } from './api'
import { DeckPicker, type BoxedOption, type DeckValue } from './DeckPicker'
import styles from './mesa.module.css'

const VARIANTS: { id: CreateBody['variant']; label: string }[] = [
  { id: 'none', label: 'Sin variante' }, { id: 'rapida', label: 'Rápida' }, { id: 'pensada', label: 'Pensada' }, { id: 'estrategica', label: 'Estratégica' },
]

export function CreateTableForm({ boxed }: { boxed: readonly BoxedOption[] }) {
  const readDeck = useRef<(() => Promise<DeckValue>) | null>(null)
  const onDeck = useCallback((read: () => Promise<DeckValue>) => { readDeck.current = read }, [])
  const [variant, setVariant] = useState<CreateBody['variant']>('none')
  const [seat, setSeat] = useState<CreateBody['seat']>('random')
  const [listed, setListed] = useState(false)
  const [name, setName] = useState('')
  const [clockOn, setClockOn] = useState(false)
  const [minutes, setMinutes] = useState(15)
  const [increment, setIncrement] = useState(5)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setProblem(null)
    const deck = (await readDeck.current?.()) ?? { ok: false, message: 'Elige un mazo.' }
    if (!deck.ok) {
      setProblem(deck.message)
      setBusy(false)
      return
    }
    const r = await createTable({
      deck: deck.deck, variant, seat, visibility: listed ? 'public' : 'link', name,
      clock: clockOn ? { minutes, incrementSeconds: increment } : null,
    })
    if (!r.ok) {
      setProblem(r.error.message)
      setBusy(false)
      return
    }
    storeToken(r.value.id, r.value.token)
    window.location.assign(`/mesa/${r.value.id}`)
  }

  return (
    <form className={`${styles.form} panel`} onSubmit={(e) => void submit(e)} aria-labelledby="crear-mesa-titulo">
      <h2 id="crear-mesa-titulo" className={styles.title}>Jugar en línea contra alguien en otro dispositivo</h2>
      <p className={styles.help}>Crea una mesa y envía el enlace a tu rival: cada uno juega desde su teléfono u ordenador, y el servidor guarda la partida y oculta lo que las reglas ocultan.</p>
      <DeckPicker boxed={boxed} legend="Tu mazo" onChange={onDeck} />
      <div className={styles.row}>
        <label className={styles.field}>
          Variante
          <select className={styles.input} value={variant} onChange={(e) => setVariant(e.target.value as CreateBody['variant'])}>
            {VARIANTS.map((v) => <option key={v.id} value={v.id}>{v.label}</option>)}
          </select>
        </label>
        <label className={styles.field}>
          Tu asiento
          <select className={styles.input} value={seat} onChange={(e) => setSeat(e.target.value as CreateBody['seat'])}>
            <option value="random">Al azar</option>
            <option value="A">Master A</option>
            <option value="B">Master B</option>
          </select>
        </label>
      </div>
      <label className={styles.field}>
        Nombre de la mesa (opcional)
        <input className={styles.input} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={listed} onChange={(e) => setListed(e.target.checked)} /> Mostrarla en la lista de mesas abiertas (<a href="/mesas">/mesas</a>)
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={clockOn} onChange={(e) => setClockOn(e.target.checked)} /> Reloj de ajedrez (quien agota su tiempo pierde)
      </label>
      {clockOn && (
        <div className={styles.row}>
          <label className={styles.field}>
            Minutos por Master
            <input className={styles.input} type="number" min={1} max={90} value={minutes} onChange={(e) => setMinutes(Number(e.target.value))} />
          </label>
          <label className={styles.field}>
            Segundos extra por decisión
            <input className={styles.input} type="number" min={0} max={60} value={increment} onChange={(e) => setIncrement(Number(e.target.value))} />
          </label>
        </div>
      )}
      {problem && <p className={styles.problem} role="alert">{problem}</p>}
      <button type="submit" className="button" disabled={busy}>{busy ? 'Creando…' : 'Crear la mesa'}</button>
    </form>
  )
}
