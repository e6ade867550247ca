ALTER TABLE "lead_history" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "lead_history" ADD COLUMN "params" jsonb;--> statement-breakpoint
-- Existing rows get the code and parameters of the English text the server wrote into them (contract/history-codes.ts), recognised once here; a text not recognised keeps no code and shows as written.
WITH m AS (SELECT "id", regexp_match("notes", '^Assigned by the (.+) pool$') AS g FROM "lead_history" WHERE "change_type" = 'assignment' AND "code" IS NULL)
UPDATE "lead_history" h SET "code" = 'pool_assigned', "params" = jsonb_build_object('pool', m.g[1])
FROM m WHERE h."id" = m."id" AND m.g IS NOT NULL;--> statement-breakpoint
WITH m AS (SELECT "id", regexp_match("notes", '^Reassigned by the (.+) pool: No activity for (\d+) minutes after assignment\.$') AS g FROM "lead_history" WHERE "change_type" = 'assignment' AND "code" IS NULL)
UPDATE "lead_history" h SET "code" = 'pool_reassigned', "params" = jsonb_build_object('pool', m.g[1], 'minutes', m.g[2]::integer)
FROM m WHERE h."id" = m."id" AND m.g IS NOT NULL;--> statement-breakpoint
UPDATE "lead_history" SET "code" = 'imported', "params" = jsonb_build_object('file', NULL)
WHERE "change_type" = 'import' AND "code" IS NULL AND "notes" = 'Imported from a CSV file';--> statement-breakpoint
WITH m AS (SELECT "id", regexp_match("notes", '^Imported from (.+)$') AS g FROM "lead_history" WHERE "change_type" = 'import' AND "code" IS NULL)
UPDATE "lead_history" h SET "code" = 'imported', "params" = jsonb_build_object('file', m.g[1])
FROM m WHERE h."id" = m."id" AND m.g IS NOT NULL;--> statement-breakpoint
WITH m AS (SELECT "id", regexp_match("notes", '^Personal data erased by (.+)$') AS g FROM "lead_history" WHERE "change_type" = 'edit' AND "code" IS NULL)
UPDATE "lead_history" h SET "code" = 'erased', "params" = jsonb_build_object('email', m.g[1])
FROM m WHERE h."id" = m."id" AND m.g IS NOT NULL;--> statement-breakpoint
-- A reminder's text: its title (staff's words, multi-line allowed) and its due time. Added: in new_value; deleted: in notes.
WITH m AS (
  SELECT "id", regexp_match(CASE WHEN "change_type" = 'reminder_add' THEN "new_value" ELSE "notes" END,
    '^(.*) \(due (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2}))\)$') AS g
  FROM "lead_history" WHERE "change_type" IN ('reminder_add', 'reminder_delete') AND "code" IS NULL
)
UPDATE "lead_history" h SET "code" = 'reminder_due', "params" = jsonb_build_object('title', m.g[1], 'due', m.g[2])
FROM m WHERE h."id" = m."id" AND m.g IS NOT NULL;--> statement-breakpoint
-- A merge: the merged lead ('Unnamed lead' when it had no name), its stage by its English label, the fields taken, its consent.
WITH m AS (
  SELECT "id", g,
    CASE g[2] WHEN 'New' THEN 'new' WHEN 'Attempted contact' THEN 'attempted_contact' WHEN 'Contacted' THEN 'contacted'
      WHEN 'Appointment set' THEN 'appointment_set' WHEN 'Listing signed' THEN 'listing_signed'
      WHEN 'Under contract' THEN 'under_contract' WHEN 'Sold' THEN 'sold' WHEN 'Lost' THEN 'lost'
      WHEN 'Do not contact' THEN 'do_not_contact' END AS stage
  FROM (
    SELECT "id", regexp_match("notes",
      '^Merged (.+) \(stage ([^)]+)\) into this lead\. (?:Fields taken from it: ([^.]+)\.|No field was taken from it\.) (?:Its consent: (express|implied) on (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})) \((.*)\)\.|It had no consent record\.)$') AS g
    FROM "lead_history" WHERE "change_type" = 'merge' AND "code" IS NULL
  ) AS matched
)
UPDATE "lead_history" h SET "code" = 'merged', "params" = jsonb_build_object(
  'lead', regexp_replace(m.g[1], '^Unnamed lead(, )?', ''),
  'named', m.g[1] <> 'Unnamed lead' AND m.g[1] NOT LIKE 'Unnamed lead, %',
  'stage', m.stage,
  'fields', to_jsonb(COALESCE(string_to_array(m.g[3], ', '), ARRAY[]::text[])),
  'consent', CASE WHEN m.g[4] IS NULL THEN NULL ELSE jsonb_build_object('basis', m.g[4], 'at', m.g[5], 'version', NULLIF(m.g[6], 'no text version')) END
)
FROM m WHERE h."id" = m."id" AND m.g IS NOT NULL AND m.stage IS NOT NULL;
