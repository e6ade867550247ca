-- Stage changes and logged contacts get codes too (contract/history-codes.ts): their old and new values were stored as English labels, recognised once here; a value not recognised keeps no code and shows as stored.
WITH labels ("label", "stage") AS (
  VALUES ('New', 'new'), ('Attempted contact', 'attempted_contact'), ('Contacted', 'contacted'),
    ('Appointment set', 'appointment_set'), ('Listing signed', 'listing_signed'), ('Under contract', 'under_contract'),
    ('Sold', 'sold'), ('Lost', 'lost'), ('Do not contact', 'do_not_contact')
), m AS (
  SELECT h."id", f."stage" AS "from", t."stage" AS "to"
  FROM "lead_history" h
  JOIN labels f ON f."label" = h."old_value"
  JOIN labels t ON t."label" = h."new_value"
  WHERE h."change_type" = 'stage_change' AND h."code" IS NULL
)
UPDATE "lead_history" h SET "code" = 'stage_changed', "params" = jsonb_build_object('from', m."from", 'to', m."to")
FROM m WHERE h."id" = m."id";--> statement-breakpoint
WITH m AS (
  SELECT "id",
    CASE split_part("new_value", ': ', 1) WHEN 'Call' THEN 'call' WHEN 'Text' THEN 'text' WHEN 'E-mail' THEN 'email' END AS channel,
    CASE substr("new_value", strpos("new_value", ': ') + 2) WHEN 'Reached' THEN 'reached' WHEN 'Left a message' THEN 'left_message'
      WHEN 'No answer' THEN 'no_answer' WHEN 'Wrong number' THEN 'wrong_number' WHEN 'Not interested' THEN 'not_interested' END AS outcome
  FROM "lead_history" WHERE "change_type" = 'contact_logged' AND "code" IS NULL AND strpos("new_value", ': ') > 0
)
UPDATE "lead_history" h SET "code" = 'contact_logged', "params" = jsonb_build_object('channel', m.channel, 'outcome', m.outcome)
FROM m WHERE h."id" = m."id" AND m.channel IS NOT NULL AND m.outcome IS NOT NULL;
