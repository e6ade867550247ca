ALTER TABLE "client_activity" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "client_activity" ADD COLUMN "params" jsonb;--> statement-breakpoint
-- Existing rows get the code of the English line the server wrote (contract/client-activity.ts), recognised once here; a line not recognised keeps no code and shows as written.
UPDATE "client_activity" SET "code" = 'signed_in', "params" = '{}'::jsonb WHERE "code" IS NULL AND "activity" = 'Signed in to the portal';--> statement-breakpoint
UPDATE "client_activity" SET "code" = 'guide_created', "params" = '{}'::jsonb WHERE "code" IS NULL AND "activity" = 'Personalized seller''s guide created';--> statement-breakpoint
UPDATE "client_activity" SET "code" = 'profile_renamed', "params" = '{}'::jsonb WHERE "code" IS NULL AND "activity" = 'Updated profile name';--> statement-breakpoint
UPDATE "client_activity" SET "code" = 'client_message', "params" = '{}'::jsonb WHERE "code" IS NULL AND "activity" = 'Sent a message to their agent';--> statement-breakpoint
UPDATE "client_activity" SET "code" = 'agent_message', "params" = '{}'::jsonb WHERE "code" IS NULL AND "activity" = 'Your agent sent you a message';--> statement-breakpoint
WITH t("task_id", "text") AS (VALUES
  ('prep-declutter', 'Declutter every room and pack away personal items'),
  ('prep-repairs', 'Finish small repairs: taps, doors, lights and patches'),
  ('prep-clean', 'Deep clean, including windows, carpets and appliances'),
  ('prep-documents', 'Gather documents: mortgage statement, tax bill, utility costs, permits'),
  ('list-price', 'Review the comparative market analysis and agree on a list price'),
  ('list-agreement', 'Sign the listing agreement'),
  ('list-staging', 'Stage the main rooms'),
  ('list-photos', 'Book professional photos and a floor plan'),
  ('show-routine', 'Set a daily show-ready routine'),
  ('show-pets', 'Plan where pets and valuables go during showings'),
  ('show-feedback', 'Review showing feedback with your agent each week'),
  ('show-offers', 'Prepare for offers: review conditions, deposits and closing dates')
)
UPDATE "client_activity" a
SET "code" = CASE WHEN a."activity" LIKE 'Completed task: %' THEN 'task_completed' ELSE 'task_reopened' END,
  "params" = jsonb_build_object('taskId', t."task_id")
FROM t WHERE a."code" IS NULL AND (a."activity" = 'Completed task: ' || t."text" OR a."activity" = 'Reopened task: ' || t."text");
