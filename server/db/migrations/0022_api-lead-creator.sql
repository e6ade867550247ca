ALTER TABLE "leads" ADD COLUMN "created_by_api_key_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_api_key_id_api_keys_id_fk" FOREIGN KEY ("created_by_api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Leads the API made before this column kept their key in their first submission ({"kind":"api","apiKeyId":…}).
UPDATE "leads" SET "created_by_api_key_id" = "api_keys"."id" FROM "api_keys" WHERE "leads"."form_data" -> 0 ->> 'kind' = 'api' AND "api_keys"."id"::text = "leads"."form_data" -> 0 ->> 'apiKeyId';
