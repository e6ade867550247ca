CREATE TABLE "action_plan_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "action_plan_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"next_step" integer DEFAULT 0 NOT NULL,
	"next_due_at" timestamp with time zone,
	"reason" text,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_plan_step_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "action_plan_step_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"lead_id" text NOT NULL,
	"step" integer NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"link_token" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "action_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"trigger" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_signals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engagement_signals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" text NOT NULL,
	"kind" text NOT NULL,
	"strong" boolean DEFAULT false NOT NULL,
	"notified_at" timestamp with time zone,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "action_plan_runs" ADD CONSTRAINT "action_plan_runs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plan_runs" ADD CONSTRAINT "action_plan_runs_plan_id_action_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."action_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plan_runs" ADD CONSTRAINT "action_plan_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plan_step_runs" ADD CONSTRAINT "action_plan_step_runs_run_id_action_plan_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."action_plan_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plan_step_runs" ADD CONSTRAINT "action_plan_step_runs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_signals" ADD CONSTRAINT "engagement_signals_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_plan_runs_due_idx" ON "action_plan_runs" USING btree ("next_due_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "action_plan_runs_lead_idx" ON "action_plan_runs" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "action_plan_runs_open_unique" ON "action_plan_runs" USING btree ("lead_id","plan_id") WHERE status IN ('active', 'paused');--> statement-breakpoint
CREATE UNIQUE INDEX "action_plan_step_runs_unique" ON "action_plan_step_runs" USING btree ("run_id","step");--> statement-breakpoint
CREATE UNIQUE INDEX "action_plan_step_runs_link_unique" ON "action_plan_step_runs" USING btree ("link_token");--> statement-breakpoint
CREATE INDEX "action_plan_step_runs_lead_idx" ON "action_plan_step_runs" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "engagement_signals_lead_idx" ON "engagement_signals" USING btree ("lead_id","occurred_at");