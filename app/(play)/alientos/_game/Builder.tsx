'use client'
// The taumaturgo builder: 15 dice by kind with live legality under ALI-1, named, kept on this device and in the
// account, shared by link (?nombre=…&dados=…), and weighed against a rival: who begins and the Recuento if both pass.
import { useEffect, useMemo, useState } from 'react'
import {
  describePoolProblem, emptyPool, KIND_LABELS, PLAIN_DICE, POOL_KINDS, poolProblems, poolText, UMBRA_DICE, WITH_UMBRA, WITHOUT_UMBRA, type Pool, type PoolKind,
} from '@/lib/alientos/dice'
import { beginsOdds, openingRecount, type OpeningRecount } from '@/lib/alientos/odds'
import { POOL_PRESETS, presetPool } from '@/lib/alientos/presets'
import { useSession } from '@/app/_components/server-state/session-query'
import { writeFailure } from '@/app/_components/server-state/writes'
import { useDeleteTaumaturgo, useMyTaumaturgos, useSaveTaumaturgo, type AccountTaumaturgo } from './account'
import { legalPool, readLocalTaumaturgos, taumaturgoHref, writeLocalTaumaturgos, type SavedTaumaturgo } from './store'
import styles from '../alientos.module.css'

const pct = (p: number) => `${(100 * p).toFixed(1).replace('.', ',')} %`
const HINTS: Record<PoolKind, string> = {
  odio: 'd6, Ofensa', calma: 'd6, Defensa', 'mansedumbre-ofensa': 'd6, bloquea Defensa', 'mansedumbre-defensa': 'd6, bloquea Ofensa',
  renovacion: 'd4, vuelve a tirar', cambio: 'd6, reparte puntos', umbra: 'd4, da la vuelta a la umbra',
}

export function Builder() {
  const [name, setName] = useState('Mi taumaturgo')
  const [pool, setPool] = useState<Pool>(() => presetPool('equilibrio'))
  const [local, setLocal] = useState<SavedTaumaturgo[]>([])
  const session = useSession()
  const user = session.data?.user?.id ?? null
  const accountList = useMyTaumaturgos(user !== null)
  const account = user === null ? null : accountList.data ?? null
  const save = useSaveTaumaturgo()
  const remove = useDeleteTaumaturgo()
  const OFFLINE = 'Sin conexión: no se ha guardado en la cuenta. Guárdalo en este dispositivo o inténtalo con conexión.'
  const [message, setMessage] = useState<string | null>(null)
  const [rival, setRival] = useState('equilibrio')
  const [recount, setRecount] = useState<OpeningRecount | null>(null)

  useEffect(() => {
    // A shared link (?nombre=…&dados=…) is read here, in the browser: the page itself is static, so the copy kept for
    // offline use opens any link.
    const params = new URLSearchParams(window.location.search)
    const dice = params.get('dados')
    const shared = dice === null ? null : legalPool(dice.slice(0, 200))
    if (shared) setPool(shared)
    const sharedName = params.get('nombre')
    if (sharedName) setName(sharedName.slice(0, 60))
    if (dice !== null && !shared) setMessage('El enlace trae unos dados que no se leen o no cumplen ALI-1; se muestra Equilibrio en su lugar.')
    setLocal(readLocalTaumaturgos())
  }, [])

  const problems = poolProblems(pool)
  const legal = problems.length === 0
  const text = poolText(pool)
  const umbra = WITH_UMBRA.reduce((n, k) => n + pool[k], 0)
  const plain = WITHOUT_UMBRA.reduce((n, k) => n + pool[k], 0)
  const share = taumaturgoHref('/alientos/taumaturgos', name, text)
  const rivalPool = presetPool(rival)
  const begins = useMemo(() => (legal ? beginsOdds([pool, rivalPool]) : null), [legal, pool, rivalPool])
  useEffect(() => setRecount(null), [text, rival])

  const set = (kind: PoolKind, n: number) => setPool((p) => ({ ...p, [kind]: Math.max(0, Math.min(15, Math.round(Number.isFinite(n) ? n : 0))) }))

  function saveHere() {
    if (!legal) return
    const next = [{ name: name.trim() || 'Sin nombre', dice: text }, ...local.filter((t) => !(t.name === name.trim() && t.dice === text))]
    writeLocalTaumaturgos(next)
    setLocal(readLocalTaumaturgos())
    setMessage(`«${name.trim() || 'Sin nombre'}» guardado en este dispositivo.`)
  }
  function saveInAccount() {
    if (!legal || user === null) return
    save.mutate({ name: name.trim() || 'Sin nombre', dice: text }, {
      onSuccess: (t) => setMessage(`«${t.name}» guardado en tu cuenta.`),
      onError: (e) => setMessage(writeFailure(e, OFFLINE).message),
    })
  }
  function removeFromAccount(t: AccountTaumaturgo) {
    remove.mutate(t.id, {
      onSuccess: () => setMessage(`«${t.name}» borrado de tu cuenta.`),
      onError: (e) => setMessage(writeFailure(e, OFFLINE).message),
    })
  }
  function removeHere(t: SavedTaumaturgo) {
    const next = local.filter((x) => x !== t)
    writeLocalTaumaturgos(next)
    setLocal(next)
    setMessage(`«${t.name}» borrado de este dispositivo.`)
  }
  function load(t: { name: string; dice: string }) {
    const p = legalPool(t.dice)
    if (!p) return
    setName(t.name)
    setPool(p)
    setMessage(`Cargado «${t.name}».`)
  }

  return (
    <div className={styles.setup}>
      <section aria-labelledby="dados-titulo" className={styles.setup}>
        <h2 id="dados-titulo">Sus quince dados</h2>
        <label className={styles.field}>Nombre del taumaturgo
          <input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </label>
        <div className={styles.row} role="group" aria-label="Empezar desde">
          {POOL_PRESETS.map((p) => (
            <button key={p.id} type="button" className="button button--secondary" onClick={() => { setPool(presetPool(p.id)); setName(p.name) }} title={p.summary}>{p.name}</button>
          ))}
        </div>
        <fieldset className={styles.counts}>
          <legend className="visually-hidden">Cantidad de cada tipo de dado</legend>
          {POOL_KINDS.map((k) => (
            <div key={k} className={styles.count}>
              <label htmlFor={`cuenta-${k}`}>{KIND_LABELS[k]} <small>({HINTS[k]})</small></label>
              <button type="button" className={styles.step} aria-label={`Uno menos de ${KIND_LABELS[k]}`} onClick={() => set(k, pool[k] - 1)}>−</button>
              <input id={`cuenta-${k}`} type="number" inputMode="numeric" min={0} max={15} value={pool[k]} onChange={(e) => set(k, Number(e.target.value))} />
              <button type="button" className={styles.step} aria-label={`Uno más de ${KIND_LABELS[k]}`} onClick={() => set(k, pool[k] + 1)}>+</button>
            </div>
          ))}
        </fieldset>
        <div role="status" aria-live="polite">
          <p className={legal ? styles.legal : styles.illegal}>
            {legal ? 'Legal: 12 dados con umbra y 3 sin umbra (ALI-1).' : 'Todavía no es legal:'} Con umbra {umbra}/{UMBRA_DICE} · sin umbra {plain}/{PLAIN_DICE}.
          </p>
          {!legal && <ul>{problems.map((p) => <li key={p.code}>{describePoolProblem(p)}</li>)}</ul>}
        </div>
      </section>

      <section aria-labelledby="compartir-titulo" className={styles.setup}>
        <h2 id="compartir-titulo">Guardar y compartir</h2>
        <div className={styles.row}>
          <button type="button" className="button" disabled={!legal} onClick={saveHere}>Guardar en este dispositivo</button>
          {user !== null
            ? <button type="button" className="button" disabled={!legal} onClick={saveInAccount}>Guardar en tu cuenta</button>
            : <a href="/cuenta/entrar?volver=/alientos/taumaturgos">Entra para guardarlo en tu cuenta</a>}
          {legal && <a className="button button--secondary" href={taumaturgoHref('/alientos', name, text)}>Jugar un duelo con él</a>}
        </div>
        <label className={styles.field}>Enlace para compartirlo
          <input readOnly value={legal ? share : ''} aria-describedby="enlace-nota" onFocus={(e) => e.currentTarget.select()} />
        </label>
        <p id="enlace-nota" className={styles.legend}>Quien abra el enlace verá este mismo taumaturgo en el constructor.</p>
        {message && <p role="status">{message}</p>}
        {local.length > 0 && (
          <>
            <h3>En este dispositivo</h3>
            <ul className={styles.savedList}>
              {local.map((t, i) => (
                <li key={`${t.name}-${t.dice}-${i}`}>
                  <strong>{t.name}</strong> <span className={styles.mono}>{t.dice}</span>
                  <button type="button" className="button button--secondary" onClick={() => load(t)}>Cargar</button>
                  <button type="button" className="button button--secondary" onClick={() => removeHere(t)} aria-label={`Borrar ${t.name} de este dispositivo`}>Borrar</button>
                </li>
              ))}
            </ul>
          </>
        )}
        {account !== null && (
          <>
            <h3>En tu cuenta</h3>
            {account.length === 0 ? <p>Aún no hay ninguno.</p> : (
              <ul className={styles.savedList}>
                {account.map((t) => (
                  <li key={t.id}>
                    <strong>{t.name}</strong> <span className={styles.mono}>{t.dice}</span>
                    <button type="button" className="button button--secondary" onClick={() => load(t)}>Cargar</button>
                    <a href={t.playUrl}>Jugar</a>
                    <button type="button" className="button button--secondary" onClick={() => removeFromAccount(t)} aria-label={`Borrar ${t.name} de tu cuenta`}>Borrar</button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="probabilidades-titulo" className={styles.setup}>
        <h2 id="probabilidades-titulo">Probabilidades exactas</h2>
        <label className={styles.field}>Contra
          <select value={rival} onChange={(e) => setRival(e.target.value)}>
            {POOL_PRESETS.map((p) => <option key={p.id} value={p.id}>{p.name} ({p.text})</option>)}
          </select>
        </label>
        {begins ? (
          <p>Empieza la Invocación: <strong>{name || 'este'}</strong> {pct(begins[0] as number)}, el rival {pct(begins[1] as number)} (más unos naturales; empates por doses, treses…; A4.3, ALI-2).</p>
        ) : <p>Las probabilidades aparecen cuando los dados son legales.</p>}
        {legal && (recount === null
          ? <button type="button" className="button button--secondary" onClick={() => setRecount(openingRecount([pool, rivalPool]))}>Calcular el Recuento si ambos pasan nada más tirar</button>
          : <p>Si ambos pasan nada más tirar: este pierde de media {recount.expected[0].toFixed(2).replace('.', ',')} puntos de dolor y el rival {recount.expected[1].toFixed(2).replace('.', ',')}.</p>)}
      </section>
    </div>
  )
}

/** A pool from counts typed anywhere (for tests of the builder's arithmetic). */
export const poolFromCounts = (counts: Partial<Record<PoolKind, number>>): Pool => ({ ...emptyPool(), ...counts })
