-- drizzle-kit does not write CREATE EXTENSION; trigram search on leads and guides needs it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
