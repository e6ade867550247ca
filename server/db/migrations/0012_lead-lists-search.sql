-- drizzle-kit does not write CREATE EXTENSION or functions: written by hand above its statements.
-- unaccent() is only STABLE (its dictionary could change), so it cannot feed a stored column or an index;
-- the usual IMMUTABLE wrapper names the dictionary explicitly so no search_path can change what it means.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
DROP INDEX "leads_created_at_id_desc_idx";--> statement-breakpoint
DROP INDEX "leads_type_created_at_id_desc_idx";--> statement-breakpoint
DROP INDEX "leads_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "unfinished" boolean GENERATED ALWAYS AS (status = 'Partial' AND coalesce(email, '') = '' AND coalesce(phone, '') = '') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lead_search_fold(coalesce(full_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(address, '') || ' ' || coalesce(city, '') || ' ' || coalesce(postal_code, '') || ' ' || replace(coalesce(postal_code, ''), ' ', '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_unfinished_created_at_id_desc_idx" ON "leads" USING btree ("unfinished","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_unfinished_type_created_at_id_desc_idx" ON "leads" USING btree ("unfinished","type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_search_text_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_unfinished_search_text_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops) WHERE "leads"."unfinished";--> statement-breakpoint
-- Finer statistics for the search text: the planner's estimate of a search's matches decides whether
-- a list counts them (decision 013); 1,000 histogram entries resolve 0.1% of the table.
ALTER TABLE "leads" ALTER COLUMN "search_text" SET STATISTICS 1000;
