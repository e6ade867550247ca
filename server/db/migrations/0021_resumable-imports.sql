ALTER TABLE "lead_imports" ADD COLUMN "file" "bytea";--> statement-breakpoint
ALTER TABLE "lead_imports" ADD COLUMN "mapping" jsonb;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Imports left 'running' by the version before this one have no file to go on with: no worker claims them.
UPDATE "lead_imports" SET "next_attempt_at" = 'infinity' WHERE "status" = 'running';
