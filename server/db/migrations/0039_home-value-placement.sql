ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "home_value_settings" ADD COLUMN "condition_discount_bp" jsonb DEFAULT '{"Excellent":500,"Good":1000,"Fair":1500,"Poor":2500}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_home_values" ADD COLUMN "estimate_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_home_values" ADD COLUMN "ballpark" jsonb;--> statement-breakpoint
ALTER TABLE "lead_home_values" ADD COLUMN "ballpark_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_home_values" ADD COLUMN "analysis_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_home_values" ADD COLUMN "analysis_sent_at" timestamp with time zone;--> statement-breakpoint
-- hand-written:
-- Every estimate kept before decision 046 was shown to its seller (the funnel or the cash panel), last when saved.
UPDATE "lead_home_values" SET "estimate_shown_at" = "updated_at" WHERE "estimate_shown_at" IS NULL;
