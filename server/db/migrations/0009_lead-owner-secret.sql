ALTER TABLE "leads" ADD COLUMN "owner_key_hash" text;--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN "visitor_id";