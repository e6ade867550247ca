-- Hand-written: drizzle-kit drops and rebuilds the indexes for a changed storage parameter, which at 1M
-- leads blocks lead capture for minutes. ALTER INDEX changes it in place; the pending list already there
-- is merged into the index once.
ALTER INDEX "leads_search_text_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "leads_unfinished_search_text_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('leads_search_text_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('leads_unfinished_search_text_trgm_idx'::regclass);
