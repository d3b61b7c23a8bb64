// Saving a deck to the account, as React Query mutations (issue 28), and the offline queue they make.
//
// A save is a mutation keyed by its account (['decks', 'save', <user id>]) whose variables are the QueuedSave the
// builder asked for. Without a connection React Query pauses it (onlineManager, networkMode 'online') and resumes it
// when the browser is back online; an unreachable server (a dead network behind a live Wi-Fi) is retried with
// retryDelayMs's backoff. A save that waited or failed once is "queued": it is kept in localStorage under its account
// (save-queue.ts, the format queued saves have always had) so a closed tab or a reload loses nothing, and restored as a
// paused mutation only while that account is signed in. The mutation function lives in the mutation defaults, so a
// restored save can be resumed with no component around it.
//
// The per-account rule (issue 14): a save names its account to the server (X-DM-Expected-User, refused with 409 if
// someone else is signed in), is not even sent while the page knows another account is signed in, and is restored only
// for its own account. A save the server refuses (409, 403, 404, 400) settles as `refused`: a queued one is kept marked
// in storage until the player decides what to do with it; it is never dropped on its own.
import { hydrate, MutationObserver, type Mutation, type MutationState, type QueryClient } from '@tanstack/react-query'
import { serverStateKeys } from '@/app/_components/server-state/keys'
import type { SessionRead } from '@/app/_components/server-state/session-query'
import type { ApiFailure, ApiResult, SavedDeckAnswer } from './api-client'
import { hasQueuedSave, retryDelayMs, writeQueuedSave, type QueuedSave, type Storage } from './save-queue'

/** A save asked for by `owner` (the signed-in account's id; null when the session names none: never queued). */
export type DeckSave = { owner: string | null; request: QueuedSave }

export type DeckSaveOutcome =
  | { kind: 'saved'; deck: SavedDeckAnswer }
  /** The server said no (a stale revision, not yours, gone, invalid). */
  | { kind: 'refused'; failure: ApiFailure }
  /** Signed out, or another account is signed in now: nothing was saved; it waits for its account's next session. */
  | { kind: 'sessionGone'; failure: ApiFailure }
  /** A newer save of the same account replaced it before it went out (it carries the whole deck). */
  | { kind: 'superseded' }

/** The server could not be reached (or answered something unreadable): the save is retried, or waits. */
export class Unreachable extends Error {
  constructor(message: string, readonly queueable: boolean) {
    super(message)
  }
}

export type DeckSaveMutation = Mutation<DeckSaveOutcome, Error, DeckSave>
export type DeckSaveState = MutationState<DeckSaveOutcome, Error, DeckSave>

type Send = (save: DeckSave) => Promise<ApiResult<SavedDeckAnswer>>

/** Saves a newer save of the same account replaced while they were being retried. */
const supersededSaves = new WeakSet<DeckSave>()
/** Saves that have waited (paused, failed once, or restored from storage): their outcome is the queue's. */
const queued = new WeakSet<object>()
/** Whether the browser kept the latest queued save of each account (private mode and full storage refuse). */
const stored = new Map<string, boolean>()

export const wasQueued = (mutation: object): boolean => queued.has(mutation)
export const queueStored = (owner: string): boolean => stored.get(owner) ?? true

/** The account a save mutation is for (its key's third part), or undefined when it is not a deck save. */
function saveOwnerOf(mutation: { options: { mutationKey?: readonly unknown[] } }): string | undefined {
  const key = mutation.options.mutationKey
  return key !== undefined && key.length === 3 && key[0] === 'decks' && key[1] === 'save' && typeof key[2] === 'string' ? key[2] : undefined
}

/** The account's save mutations, oldest first (the cache keeps insertion order). */
export function savesOf(client: QueryClient, owner: string): DeckSaveMutation[] {
  return client.getMutationCache().findAll({ mutationKey: serverStateKeys.deckSave(owner), exact: true }) as DeckSaveMutation[]
}

/** The outcome of one attempt: throws Unreachable for the queue to retry; anything the server said is an outcome. */
export function outcomeOf(result: ApiResult<SavedDeckAnswer>, owner: string | null): DeckSaveOutcome {
  if (result.ok) return { kind: 'saved', deck: result.value }
  if (result.status === 0) throw new Unreachable(result.message, owner !== null)
  if (result.status === 401 || result.sessionChanged) return { kind: 'sessionGone', failure: result }
  return { kind: 'refused', failure: result }
}

/**
 * The mutation function: skips a superseded save, refuses to send one while the page knows another account is
 * signed in (it waits for its own), and otherwise sends it naming its account.
 */
export function deckSaveFn(client: QueryClient, send: Send) {
  return async (save: DeckSave): Promise<DeckSaveOutcome> => {
    if (supersededSaves.has(save)) return { kind: 'superseded' }
    if (save.owner !== null) {
      const session = client.getQueryData<SessionRead>(serverStateKeys.session)
      const signedIn = session?.user?.id ?? null
      if (session !== undefined && session.confirmed && signedIn !== save.owner) {
        return { kind: 'sessionGone', failure: { ok: false, status: 401, message: 'Ha entrado otra cuenta en este navegador: el guardado espera a la suya.' } }
      }
    }
    return outcomeOf(await send(save), save.owner)
  }
}

/**
 * Registers the saves' defaults on the client (once): the mutation function (so a save restored from storage can
 * run), retries while the server is unreachable, no garbage collection (the builder reads the outcome, even one
 * that arrived while it was not on screen), and a refresh of every deck read after a save. Also keeps storage in
 * step with the queue: a save that waits is written under its account; one that lands is cleared; one refused is
 * kept, marked.
 */
export function installDeckSaves(client: QueryClient, send: Send, storage: Storage | null): void {
  if (installedOn.has(client)) return
  installedOn.add(client)
  client.setMutationDefaults(['decks', 'save'], {
    mutationFn: deckSaveFn(client, send) as (variables: unknown) => Promise<unknown>,
    retry: (_count, error) => error instanceof Unreachable && error.queueable,
    // The retryer passes the failures so far (0 before the first retry): 2 s, 4 s, 8 s… up to 30 s.
    retryDelay: (count) => retryDelayMs(count),
    gcTime: Infinity,
    onSuccess: (outcome) => {
      if ((outcome as DeckSaveOutcome).kind === 'saved') void client.invalidateQueries({ queryKey: serverStateKeys.decks })
    },
  })
  client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || saveOwnerOf(event.mutation) === undefined) return
    const mutation = event.mutation as DeckSaveMutation
    const save = mutation.state.variables
    if (save === undefined || save.owner === null || storage === null) return
    const owner = save.owner
    const action = event.action.type
    if (action === 'pause' || action === 'failed') {
      if (!queued.has(mutation)) queued.add(mutation)
      // Only the account's newest save is kept: it carries the whole deck.
      if (savesOf(client, owner).at(-1) === mutation) stored.set(owner, writeQueuedSave(storage, owner, save.request))
      return
    }
    if (action !== 'success' || !queued.has(mutation)) return
    const outcome = mutation.state.data
    if (outcome === undefined) return
    if (outcome.kind === 'saved') writeQueuedSave(storage, owner, null)
    else if (outcome.kind === 'refused') writeQueuedSave(storage, owner, { ...save.request, refused: { status: outcome.failure.status, message: outcome.failure.message } })
    // sessionGone: stays stored as it was, for the account's next session; superseded: its successor owns the slot.
  })
}
const installedOn = new WeakSet<QueryClient>()

/**
 * Puts `owner`'s stored save back in the queue as a paused mutation (unless the cache already holds one of theirs),
 * and resumes it if the browser is online. Returns the stored save when it is a refused one (the builder shows it and
 * asks what to do), or null. `read` parses the stored value (save-queue-read.ts, with zod: loaded only when needed).
 */
export async function restoreDeckSave(
  client: QueryClient,
  storage: Storage,
  owner: string,
  read: (storage: Storage, owner: string) => QueuedSave | null,
): Promise<QueuedSave | null> {
  if (!hasQueuedSave(storage, owner)) return null
  const request = read(storage, owner)
  if (request === null) return null
  if (request.refused !== undefined) return request
  if (savesOf(client, owner).some((m) => m.state.status === 'pending')) return null
  const variables: DeckSave = { owner, request }
  const queuedAt = Date.parse(request.queuedAt)
  hydrate(client, {
    mutations: [{
      mutationKey: serverStateKeys.deckSave(owner),
      state: {
        context: undefined, data: undefined, error: null, failureCount: 0, failureReason: null,
        isPaused: true, status: 'pending', variables, submittedAt: Number.isFinite(queuedAt) ? queuedAt : Date.now(),
      },
    }],
    queries: [],
  })
  const restored = savesOf(client, owner).at(-1)
  if (restored !== undefined) queued.add(restored)
  stored.set(owner, true)
  await client.resumePausedMutations()
  return null
}

/**
 * Asks for a save: the account's earlier saves that are only waiting are dropped from the queue (the new one carries
 * the whole deck; one already being retried finds itself superseded and sends nothing). Returns the mutation's
 * promise (it rejects only when the server is unreachable and the save cannot be queued).
 */
export function requestDeckSave(client: QueryClient, save: DeckSave): Promise<DeckSaveOutcome> {
  if (save.owner !== null) {
    for (const earlier of savesOf(client, save.owner)) {
      if (earlier.state.status !== 'pending' || earlier.state.variables === undefined) continue
      supersededSaves.add(earlier.state.variables)
      if (earlier.state.isPaused) client.getMutationCache().remove(earlier)
    }
  }
  const observer = new MutationObserver<DeckSaveOutcome, Error, DeckSave>(client, { mutationKey: serverStateKeys.deckSave(save.owner ?? '') })
  return observer.mutate(save)
}

/**
 * Removes other accounts' saves from this tab's queue (they stay stored under their own accounts), so a reconnection
 * resumes only the signed-in account's.
 */
export function dropOtherAccounts(client: QueryClient, owner: string | null): void {
  const cache = client.getMutationCache()
  for (const m of cache.getAll()) {
    const of = saveOwnerOf(m)
    if (of !== undefined && of !== owner && m.state.status === 'pending') cache.remove(m)
  }
}
