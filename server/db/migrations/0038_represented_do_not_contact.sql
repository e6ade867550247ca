-- hand-written:
-- Do not contact is one thing, the stage (decision 047): a represented seller still in 'New' (the demo seed
-- made them there) moves to 'Do not contact', where every other path puts them.
UPDATE "leads" SET "stage" = 'do_not_contact', "updated_at" = now()
WHERE "stage" = 'new' AND ("tag" = 'Agent Represented – Do Not Contact' OR "working_with_realtor" IS TRUE);
