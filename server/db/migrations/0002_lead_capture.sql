ALTER TABLE "leads" ADD COLUMN "staff_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_variant_type_idx" ON "leads" USING btree ("variant","type");