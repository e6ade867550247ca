CREATE TABLE "text_inbound_receipts" (
	"provider_sid" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
