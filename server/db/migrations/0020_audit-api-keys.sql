ALTER TABLE "audit_log" ADD COLUMN "api_key_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "api_key_name" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;