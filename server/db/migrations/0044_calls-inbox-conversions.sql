ALTER TABLE "lead_conversations" ADD COLUMN "agent_id" integer;--> statement-breakpoint
-- Every conversation takes its lead's agent now; from here on the leads repository keeps it (decision 054).
UPDATE "lead_conversations" AS c SET "agent_id" = l."agent_id" FROM "leads" AS l WHERE l."id" = c."lead_id" AND l."agent_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_conversations" ADD CONSTRAINT "lead_conversations_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_conversations_agent_awaiting_idx" ON "lead_conversations" USING btree ("agent_id","awaiting_since","lead_id") WHERE "lead_conversations"."awaiting_since" is not null;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_pools" ADD COLUMN "instant_call" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "calls_queue_idx" ON "calls" USING btree ("id") WHERE status = 'queued' AND next_attempt_at IS NOT NULL;--> statement-breakpoint
CREATE TABLE "meta_conversion_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meta_conversion_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"response_status" integer,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meta_conversion_events" ADD CONSTRAINT "meta_conversion_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meta_conversion_events_event_id_unique" ON "meta_conversion_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "meta_conversion_events_due_idx" ON "meta_conversion_events" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "meta_conversion_events_lead_idx" ON "meta_conversion_events" USING btree ("lead_id");
