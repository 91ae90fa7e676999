CREATE TABLE "provider_events" (
	"provider" varchar(32) NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "identity_checks" ADD COLUMN "provider_event_at" timestamp with time zone;