// The deck list's bounds and how a capped list is told, apart from its reader (text.ts): the builder's first load
// needs them (the copy limit of a line, the deck list's counters) but not the parser, which loads with the import box
// (issue 28).

export const MAX_COPIES_PER_LINE = 999

// Bounds that keep reading a list linear and small whatever arrives (the longest card name is under 40
// characters; a 70-card list with headings and comments is about 40 lines). A list over MAX_DECK_LINES is
// refused whole, before any line is read; a longer line or name is an error on its line.
export const MAX_DECK_LINES = 1000
export const MAX_LINE_LENGTH = 300
export const MAX_NAME_LENGTH = 100
/** Unknown names that get suggestions; the rest are reported without them (each run scans the catalogue). */
export const MAX_SUGGESTED_NAMES = 5
/** Unreadable lines or problems a screen or reply lists; the rest are counted with andMore. */
export const SHOWN_READ_ERRORS = 20

/** "y 4312 más": what a capped list says about the entries it leaves out. */
export const andMore = (omitted: number): string => `y ${omitted} más`
