CREATE TABLE "text_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "text_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" text NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"phone" text,
	"status" text NOT NULL,
	"author_id" integer,
	"provider_sid" text,
	"locale" text,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_opt_outs" (
	"phone_hash" text PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "text_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"quiet_hours" text DEFAULT 'respect' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hold_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_outbox" ADD CONSTRAINT "text_outbox_message_id_text_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."text_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_messages_lead_idx" ON "text_messages" USING btree ("lead_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_provider_sid_unique" ON "text_messages" USING btree ("provider_sid");--> statement-breakpoint
CREATE INDEX "text_messages_phone_idx" ON "text_messages" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "text_outbox_idempotency_key_unique" ON "text_outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "text_outbox_message_unique" ON "text_outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "text_outbox_due_idx" ON "text_outbox" USING btree ("status","next_attempt_at");