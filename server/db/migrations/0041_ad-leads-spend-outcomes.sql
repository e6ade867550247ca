CREATE TABLE "ad_field_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_field_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform" text NOT NULL,
	"question_key" text NOT NULL,
	"lead_field" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"lead_id" text NOT NULL,
	"campaign_id" text,
	"campaign_name" text,
	"adset_id" text,
	"ad_id" text,
	"form_id" text,
	"gcl_id" text,
	"is_test" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_spend" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_spend_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"campaign_id" text DEFAULT '' NOT NULL,
	"month" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_outcomes" (
	"lead_id" text PRIMARY KEY NOT NULL,
	"listing_signed_on" date,
	"list_price_cents" bigint,
	"sold_on" date,
	"sold_price_cents" bigint,
	"gci_cents" bigint,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_field_mappings" ADD CONSTRAINT "ad_field_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_leads" ADD CONSTRAINT "ad_leads_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_spend" ADD CONSTRAINT "ad_spend_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_outcomes" ADD CONSTRAINT "lead_outcomes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_outcomes" ADD CONSTRAINT "lead_outcomes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_field_mappings_platform_key_unique" ON "ad_field_mappings" USING btree ("platform","question_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_leads_platform_external_id_unique" ON "ad_leads" USING btree ("platform","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_leads_lead_id_unique" ON "ad_leads" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "ad_leads_campaign_idx" ON "ad_leads" USING btree ("platform","campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_spend_source_campaign_month_unique" ON "ad_spend" USING btree ("source","campaign_id","month");--> statement-breakpoint
CREATE INDEX "ad_spend_month_idx" ON "ad_spend" USING btree ("month");--> statement-breakpoint
CREATE INDEX "lead_outcomes_listing_signed_on_idx" ON "lead_outcomes" USING btree ("listing_signed_on");