// Every piece of server state the browser reads through React Query, by key: one place to see what is cached and
// what a write invalidates. Plain arrays (no library here), so a module can name a key without loading React Query.
// A key's prefix names its family: invalidating ['decks'] refreshes every deck read, ['decks', id] one deck's.

export const serverStateKeys = {
  /** Who is signed in (next-auth's /api/auth/session). */
  session: ['session'] as const,
  /** Saved decks: the signed-in player's list, and one deck in a view (`table`: a TableDeck read through zod). */
  decks: ['decks'] as const,
  myDecks: ['decks', 'mine'] as const,
  deck: (id: string, view: 'table' | 'builder') => ['decks', id, view] as const,
  /** A save to the account from the builder, per account: the offline queue resumes only the signed-in one's. */
  deckSave: (owner: string) => ['decks', 'save', owner] as const,
  /** Account games (/partida's games saved to the account). */
  games: ['games'] as const,
  game: (id: string) => ['games', id] as const,
  gameSave: (owner: string) => ['games', 'save', owner] as const,
  /** A laboratory job queued on the server: its progress, then its report. */
  labJob: (id: string) => ['lab', 'jobs', id] as const,
  labJobs: ['lab', 'jobs'] as const,
  /** The /mesas lobby: public tables waiting for a rival. */
  waitingTables: ['tables', 'waiting'] as const,
} as const
