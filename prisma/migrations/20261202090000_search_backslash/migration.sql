-- No changes to the tables. Deck search text now also spells '\' as its full-width twin '＼', since PostgreSQL's
-- LIKE reads a backslash as an escape (lib/server/decks.ts withoutLikeWildcards): rewrite the rows saved before.
UPDATE "Deck" SET "searchText" = REPLACE("searchText", '\', '＼');
