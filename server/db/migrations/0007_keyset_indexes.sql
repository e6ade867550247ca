DROP INDEX "leads_created_at_id_idx";--> statement-breakpoint
DROP INDEX "leads_type_created_at_idx";--> statement-breakpoint
CREATE INDEX "leads_created_at_id_desc_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_type_created_at_id_desc_idx" ON "leads" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);