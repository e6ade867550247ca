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
CREATE INDEX "meta_conversion_events_lead_idx" ON "meta_conversion_events" USING btree ("lead_id");--> statement-breakpoint
CREATE TABLE "ad_report_facts" (
	"lead_id" text PRIMARY KEY NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"campaign_id" text NOT NULL,
	"campaign_name" text,
	"agent_id" integer,
	"reached" boolean NOT NULL,
	"at_appointment" boolean NOT NULL,
	"signed" boolean NOT NULL,
	"sold" boolean NOT NULL,
	"gci_cents" bigint,
	"first_attempt_at" timestamp with time zone,
	"is_test" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_report_facts" ADD CONSTRAINT "ad_report_facts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_report_facts_submitted_at_idx" ON "ad_report_facts" USING btree ("submitted_at");--> statement-breakpoint
-- Decision 056: one lead's facts, recomputed from its tables. Writes of the same lead's facts take turns
-- (a lock on the lead's row: a row lock, so an import of thousands of leads in one transaction holds no
-- lock table entry per lead), and each recomputes after its turn comes, with a fresh snapshot of what is
-- committed: two transactions changing the stage and the outcome at once leave both changes counted.
CREATE FUNCTION ad_report_refresh(p_lead text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM leads WHERE id = p_lead FOR NO KEY UPDATE;
  DELETE FROM ad_report_facts WHERE lead_id = p_lead;
  INSERT INTO ad_report_facts (lead_id, submitted_at, source, campaign_id, campaign_name, agent_id, reached,
                               at_appointment, signed, sold, gci_cents, first_attempt_at, is_test)
  SELECT l.id, l.submitted_at, coalesce(l.source, 'direct'), coalesce(a.campaign_id, l.utm->>'utm_campaign', ''),
         a.campaign_name, l.agent_id, l.first_contact_at IS NOT NULL,
         l.stage IN ('appointment_set', 'listing_signed', 'under_contract', 'sold'),
         (o.listing_signed_on IS NOT NULL OR o.sold_on IS NOT NULL), o.sold_on IS NOT NULL, o.gci_cents,
         (SELECT min(x.at) FROM (
            SELECT min(c.created_at) AS at FROM lead_contacts c WHERE c.lead_id = l.id AND c.user_id IS NOT NULL
            UNION ALL
            SELECT min(t.created_at) FROM text_messages t WHERE t.lead_id = l.id AND t.direction = 'out' AND t.kind = 'agent'
          ) x),
         coalesce(a.is_test, false)
  FROM leads l
  LEFT JOIN ad_leads a ON a.lead_id = l.id
  LEFT JOIN lead_outcomes o ON o.lead_id = l.id
  WHERE l.id = p_lead AND l.submitted_at IS NOT NULL;
END $$;
--> statement-breakpoint
-- A row trigger of any table that holds `lead_id`: the lead before and after the change (a row moved to
-- another lead, as a merge does, changes both).
CREATE FUNCTION ad_report_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM ad_report_refresh(OLD.lead_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.lead_id IS DISTINCT FROM OLD.lead_id) THEN
    PERFORM ad_report_refresh(NEW.lead_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ad_report_lead_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ad_report_refresh(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only the columns the report reads: a lead's other edits and a text's delivery status cost nothing.
CREATE TRIGGER ad_report_facts_leads AFTER INSERT OR UPDATE OF submitted_at, source, utm, agent_id, first_contact_at, stage
  ON leads FOR EACH ROW EXECUTE FUNCTION ad_report_lead_changed();
--> statement-breakpoint
CREATE TRIGGER ad_report_facts_ad_leads AFTER INSERT OR DELETE OR UPDATE OF lead_id, campaign_id, campaign_name, is_test
  ON ad_leads FOR EACH ROW EXECUTE FUNCTION ad_report_row_changed();
--> statement-breakpoint
CREATE TRIGGER ad_report_facts_lead_outcomes AFTER INSERT OR DELETE OR UPDATE OF lead_id, listing_signed_on, sold_on, gci_cents
  ON lead_outcomes FOR EACH ROW EXECUTE FUNCTION ad_report_row_changed();
--> statement-breakpoint
CREATE TRIGGER ad_report_facts_lead_contacts AFTER INSERT OR DELETE OR UPDATE OF lead_id, user_id, created_at
  ON lead_contacts FOR EACH ROW EXECUTE FUNCTION ad_report_row_changed();
--> statement-breakpoint
CREATE TRIGGER ad_report_facts_text_messages AFTER INSERT OR DELETE OR UPDATE OF lead_id, direction, kind, created_at
  ON text_messages FOR EACH ROW EXECUTE FUNCTION ad_report_row_changed();
--> statement-breakpoint
-- The leads already there.
INSERT INTO ad_report_facts (lead_id, submitted_at, source, campaign_id, campaign_name, agent_id, reached,
                             at_appointment, signed, sold, gci_cents, first_attempt_at, is_test)
SELECT l.id, l.submitted_at, coalesce(l.source, 'direct'), coalesce(a.campaign_id, l.utm->>'utm_campaign', ''),
       a.campaign_name, l.agent_id, l.first_contact_at IS NOT NULL,
       l.stage IN ('appointment_set', 'listing_signed', 'under_contract', 'sold'),
       (o.listing_signed_on IS NOT NULL OR o.sold_on IS NOT NULL), o.sold_on IS NOT NULL, o.gci_cents,
       least(c.at, t.at), coalesce(a.is_test, false)
FROM leads l
LEFT JOIN ad_leads a ON a.lead_id = l.id
LEFT JOIN lead_outcomes o ON o.lead_id = l.id
LEFT JOIN (SELECT lead_id, min(created_at) AS at FROM lead_contacts WHERE user_id IS NOT NULL GROUP BY lead_id) c
  ON c.lead_id = l.id
LEFT JOIN (SELECT lead_id, min(created_at) AS at FROM text_messages WHERE direction = 'out' AND kind = 'agent' GROUP BY lead_id) t
  ON t.lead_id = l.id
WHERE l.submitted_at IS NOT NULL;
