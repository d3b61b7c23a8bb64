// Placeholder replaced below once the database layer exists.
