CREATE TABLE "home_value_accuracy" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_value_accuracy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_value_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cash_discount_bp" integer DEFAULT 1000 NOT NULL,
	"cash_fee_bp" integer DEFAULT 500 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_value_settings_one_row" CHECK ("home_value_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "lead_home_values" (
	"lead_id" text PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"estimate" jsonb,
	"comparables" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sold_home_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sold_home_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"status" text NOT NULL,
	"file_name" text,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_rows" integer DEFAULT 0 NOT NULL,
	"duplicate_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file" "bytea",
	"mapping" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sold_homes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sold_homes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"street" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"address_key" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postal_code" text NOT NULL,
	"fsa" text NOT NULL,
	"property_type" text NOT NULL,
	"bedrooms" integer,
	"bathrooms" double precision,
	"living_area" integer NOT NULL,
	"lot_size" integer,
	"year_built" integer,
	"sold_price_cents" bigint NOT NULL,
	"sold_date" date NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"source" text NOT NULL,
	"import_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_home_values" ADD CONSTRAINT "lead_home_values_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_home_imports" ADD CONSTRAINT "sold_home_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_homes" ADD CONSTRAINT "sold_homes_import_id_sold_home_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sold_home_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sold_home_imports_created_at_idx" ON "sold_home_imports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sold_homes_sale_unique" ON "sold_homes" USING btree ("address_key","unit","postal_code","sold_date");--> statement-breakpoint
CREATE INDEX "sold_homes_type_fsa_idx" ON "sold_homes" USING btree ("property_type","fsa");--> statement-breakpoint
CREATE INDEX "sold_homes_sold_date_idx" ON "sold_homes" USING btree ("sold_date");