CREATE TABLE "guide_topic_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guide_topic_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"topic_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_topic_translations_locale_check" CHECK ("guide_topic_translations"."locale" in ('en-CA', 'fr-CA'))
);
--> statement-breakpoint
ALTER TABLE "guide_sections" ADD COLUMN "locale" text DEFAULT 'en-CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "guide_topics" ADD COLUMN "locale" text DEFAULT 'en-CA' NOT NULL;--> statement-breakpoint
ALTER TABLE "guide_topic_translations" ADD CONSTRAINT "guide_topic_translations_topic_id_guide_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."guide_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guide_topic_translations_topic_locale_unique" ON "guide_topic_translations" USING btree ("topic_id","locale");--> statement-breakpoint
CREATE INDEX "guide_sections_topic_locale_idx" ON "guide_sections" USING btree ("topic_id","locale","sort_order");--> statement-breakpoint
ALTER TABLE "guide_sections" ADD CONSTRAINT "guide_sections_locale_check" CHECK ("guide_sections"."locale" in ('en-CA', 'fr-CA'));--> statement-breakpoint
ALTER TABLE "guide_topics" ADD CONSTRAINT "guide_topics_locale_check" CHECK ("guide_topics"."locale" in ('en-CA', 'fr-CA'));