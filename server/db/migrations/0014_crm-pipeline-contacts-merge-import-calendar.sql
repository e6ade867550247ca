CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "lead_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"status" text NOT NULL,
	"file_name" text,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" text NOT NULL,
	"user_id" integer,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_merges" (
	"merged_id" text PRIMARY KEY NOT NULL,
	"into_id" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_basis" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_contacts" ADD CONSTRAINT "lead_contacts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_contacts" ADD CONSTRAINT "lead_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_into_id_leads_id_fk" FOREIGN KEY ("into_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_imports_created_at_idx" ON "lead_imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lead_contacts_lead_id_idx" ON "lead_contacts" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_merges_into_id_idx" ON "lead_merges" USING btree ("into_id");--> statement-breakpoint
CREATE INDEX "leads_unfinished_stage_created_at_idx" ON "leads" USING btree ("unfinished","stage","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_submitted_at_idx" ON "leads" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "leads_email_key_idx" ON "leads" USING btree (lower(btrim("email")));--> statement-breakpoint
CREATE INDEX "leads_phone_e164_idx" ON "leads" USING btree ("phone_e164");--> statement-breakpoint
-- Written by hand: existing represented sellers start the pipeline in 'Do not contact' (decision 019).
UPDATE "leads" SET "stage" = 'do_not_contact' WHERE "tag" = 'Agent Represented – Do Not Contact' OR "working_with_realtor";--> statement-breakpoint
-- Existing North American phones in E.164 (new saves use libphonenumber-js, which agrees on these).
UPDATE "leads" SET "phone_e164" = CASE
  WHEN length(regexp_replace("phone", '[^0-9]', '', 'g')) = 10 THEN '+1' || regexp_replace("phone", '[^0-9]', '', 'g')
  WHEN length(regexp_replace("phone", '[^0-9]', '', 'g')) = 11 AND regexp_replace("phone", '[^0-9]', '', 'g') LIKE '1%' THEN '+' || regexp_replace("phone", '[^0-9]', '', 'g')
END WHERE "phone" IS NOT NULL;--> statement-breakpoint
-- Forms record express consent.
UPDATE "leads" SET "consent_basis" = 'express' WHERE "consent_at" IS NOT NULL;
