ALTER TABLE "sellers_guides" ADD COLUMN "provider" text DEFAULT 'builtin' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_unsubscribe_token_unique" ON "leads" USING btree ("unsubscribe_token");