ALTER TABLE "calls" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_pools" ADD COLUMN "instant_call" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "calls_queue_idx" ON "calls" USING btree ("id") WHERE status = 'queued' AND next_attempt_at IS NOT NULL;