import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOBBY_POLL_MS, waitingTablesQuery } from './Lobby'

afterEach(() => { vi.unstubAllGlobals() })

const table = { id: 'AAAAAAAAAAAAAAAA', name: 'Mesa de Ana', variant: 'none', createdAt: '2026-12-01T00:00:00.000Z', clock: null }

describe('the /mesas lobby as a query (issue 28)', () => {
  it('reads the waiting public tables from the lobby route, and is asked for again every 10 s', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', (url: string) => { asked.push(url); return Promise.resolve(new Response(JSON.stringify({ tables: [table] }), { status: 200 })) })
    expect(await new QueryClient().fetchQuery(waitingTablesQuery)).toEqual([table])
    expect(asked).toEqual(['/api/tables?status=waiting'])
    expect(waitingTablesQuery.refetchInterval).toBe(LOBBY_POLL_MS)
    expect(LOBBY_POLL_MS).toBe(10_000)
  })

  it('a refused or odd answer is an error (the list already shown stays), never an empty lobby', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 503 })))
    await expect(new QueryClient().fetchQuery(waitingTablesQuery)).rejects.toThrow('503')
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ mesas: [] }), { status: 200 })))
    await expect(new QueryClient().fetchQuery(waitingTablesQuery)).rejects.toThrow('lista de mesas')
  })
})
