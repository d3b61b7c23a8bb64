// GET /api/tables/{id}/events → text/event-stream: `event: state` with the table state (as the caller's seat, or as
// a spectator) on connect and after every change, its `id` the table's version; a comment line every 20 s. A stream
// whose client leaves more than TABLE_LIMITS.streamBacklogBytes untaken is ended (the client is gone).
// The token: Authorization, the seat cookie, or ?token=. | 401 bad token | 404 | 429 too many open streams
import { tableBus } from '@/lib/server/tables/bus'
import { callerOf, withTableErrors } from '@/lib/server/tables/http'
import { readAnyTable } from '@/lib/server/tables/any-table'
import { testAwareContext } from '@/lib/server/tables/test-clock'
import { firstEventBytes, streamHub, streamSink } from '@/lib/server/tables/streams'

export const dynamic = 'force-dynamic'

export const GET = withTableErrors(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params
  const caller = await callerOf(req, id, { query: true })
  const ctx = testAwareContext()
  const bus = tableBus()
  const hub = streamHub(bus)
  hub.admit(caller.ip)
  // Listening before reading: a change made after this read is then always heard (NOTIFY keeps nothing for later).
  await bus.ready()
  // Streams of one table opening together share one read and one catch-up of the game (issue 28).
  const { row, live, seat } = await readAnyTable(ctx, id, caller, true)
  const { stream, sink, onCancel } = streamSink()
  let conn: ReturnType<typeof hub.open> | null = null
  onCancel(() => { if (conn) hub.close(conn) })
  // A client that left while the table was being read (a reload, under load) fired its abort before anyone
  // listened: registering its stream now would count the seat as connected for good.
  if (req.signal.aborted) sink.close()
  else {
    // Registered first, so the state on connect shows this seat connected; encoded once for a burst of like openers.
    conn = hub.open(id, seat, caller.ip, sink, row)
    sink.write(firstEventBytes(row, live, seat, hub.presence(id), ctx.now()))
  }
  req.signal.addEventListener('abort', () => { if (conn) hub.close(conn) })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: no compression layer may hold events back to fill a buffer.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    },
  })
})
