ALTER TABLE "lead_merges" ADD COLUMN "owner_key_hash" text;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_merges_unsubscribe_token_unique" ON "lead_merges" USING btree ("unsubscribe_token");