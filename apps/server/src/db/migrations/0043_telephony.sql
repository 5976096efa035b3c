CREATE TABLE "call_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"linkedid" text NOT NULL,
	"uniqueid" text NOT NULL,
	"calldate" timestamp with time zone NOT NULL,
	"src" text DEFAULT '' NOT NULL,
	"dst" text DEFAULT '' NOT NULL,
	"direction" text NOT NULL,
	"disposition" text NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"billsec" integer DEFAULT 0 NOT NULL,
	"recordingfile" text DEFAULT '' NOT NULL,
	"accountcode" text DEFAULT '' NOT NULL,
	"extension" text,
	"agent_id" integer,
	"contact_id" integer,
	"phone_call_id" integer,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_records_direction_check" CHECK ("call_records"."direction" in ('saliente', 'entrante', 'interna')),
	CONSTRAINT "call_records_disposition_check" CHECK ("call_records"."disposition" in ('ANSWERED', 'NO ANSWER', 'BUSY', 'FAILED', 'CONGESTION'))
);
--> statement-breakpoint
CREATE TABLE "cdr_sync_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cursor" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"contact_id" integer,
	"number" text NOT NULL,
	"extension" text NOT NULL,
	"action_id" text NOT NULL,
	"channel" text,
	"uniqueid" text,
	"linkedid" text,
	"state" text DEFAULT 'marcando' NOT NULL,
	"reason" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "phone_calls_state_check" CHECK ("phone_calls"."state" in ('marcando', 'timbrando', 'contestada', 'colgada', 'fallida'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "extension" text;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_phone_call_id_phone_calls_id_fk" FOREIGN KEY ("phone_call_id") REFERENCES "public"."phone_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_records_linkedid_uq" ON "call_records" USING btree ("linkedid");--> statement-breakpoint
CREATE INDEX "call_records_calldate_idx" ON "call_records" USING btree ("calldate" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_records_disposition_calldate_idx" ON "call_records" USING btree ("disposition","calldate" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_records_agent_calldate_idx" ON "call_records" USING btree ("agent_id","calldate");--> statement-breakpoint
CREATE INDEX "call_records_contact_idx" ON "call_records" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_calls_action_id_uq" ON "phone_calls" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "phone_calls_user_started_idx" ON "phone_calls" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "phone_calls_linkedid_idx" ON "phone_calls" USING btree ("linkedid");--> statement-breakpoint
CREATE INDEX "phone_calls_channel_idx" ON "phone_calls" USING btree ("channel");