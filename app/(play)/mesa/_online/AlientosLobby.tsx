'use client'
// /mesas?juego=alientos: the public Duelo de alientos tables waiting for taumaturgos (GET /api/tables?game=alientos),
// and a new one (POST /api/tables { game: 'alientos', … }); the creator goes to the table with the seat link.
import { useEffect, useState } from 'react'
import { POOL_PRESETS } from '@/lib/alientos/presets'
import { storeToken } from './api'

type Entry = { id: string; name: string; createdAt: string; seatCount: number; seatsTaken: number }

export function AlientosLobby() {
  const [tables, setTables] = useState<Entry[] | null>(null)
  const [pool, setPool] = useState(POOL_PRESETS[0]?.text ?? '')
  const [seats, setSeats] = useState(2)
  const [name, setName] = useState('')
  const [player, setPlayer] = useState('')
  const [visibility, setVisibility] = useState<'public' | 'link'>('public')
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    const load = async () => {
      const res = await fetch('/api/tables?status=waiting&game=alientos', { cache: 'no-store' }).catch(() => null)
      if (live && res?.ok) setTables(((await res.json()) as { tables: Entry[] }).tables)
    }
    void load()
    const timer = setInterval(() => void load(), 10_000)
    return () => { live = false; clearInterval(timer) }
  }, [])

  async function create() {
    setError(null)
    const res = await fetch('/api/tables', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, credentials: 'same-origin',
      body: JSON.stringify({ game: 'alientos', pool, seats, name, player, visibility }),
    }).catch(() => null)
    const body = (await res?.json().catch(() => null)) as { id?: string; token?: string; error?: { message?: string } } | null
    if (!res?.ok || !body?.id || !body.token) { setError(body?.error?.message ?? 'No se pudo crear la mesa.'); return }
    storeToken(body.id, body.token)
    window.location.assign(`/mesa/${body.id}`)
  }

  return (
    <>
      <section aria-label="Mesas de Duelo de alientos que esperan">
        {tables === null ? <p role="status">Cargando mesas…</p> : tables.length === 0 ? <p>No hay mesas públicas de Duelo de alientos esperando.</p> : (
          <ul>
            {tables.map((t) => (
              <li key={t.id}><a href={`/mesa/${t.id}`}>{t.name || 'Mesa sin nombre'}</a> · {t.seatsTaken} de {t.seatCount} taumaturgos</li>
            ))}
          </ul>
        )}
      </section>
      <h2 id="crear-alientos">Crear una mesa de Duelo de alientos</h2>
      <p>Por correo: 24 horas por jugada y una ausencia anunciada de hasta 72 horas (ALI-9).</p>
      <form onSubmit={(e) => { e.preventDefault(); void create() }} aria-label="Crear una mesa de Duelo de alientos">
        <p><label>Tus dados (15, ALI-1) <input value={pool} onChange={(e) => setPool(e.target.value)} list="alientos-presets" /></label></p>
        <datalist id="alientos-presets">{POOL_PRESETS.map((p) => <option key={p.id} value={p.text}>{p.name}</option>)}</datalist>
        <p><label>Taumaturgos <select value={seats} onChange={(e) => setSeats(Number(e.target.value))}>{[2, 3, 4, 5, 6].map((n) => <option key={n} value={n}>{n}</option>)}</select></label></p>
        <p><label>Nombre de la mesa <input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} /></label></p>
        <p><label>Tu nombre <input value={player} maxLength={40} onChange={(e) => setPlayer(e.target.value)} /></label></p>
        <p><label>Visibilidad <select value={visibility} onChange={(e) => setVisibility(e.target.value as 'public' | 'link')}><option value="public">En la lista de mesas</option><option value="link">Solo con el enlace</option></select></label></p>
        {error && <p role="alert">{error}</p>}
        <button type="submit" className="button">Crear la mesa</button>
      </form>
    </>
  )
}
