CREATE TABLE "closing_surveys" (
	"conversation_id" integer PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"gestion_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "closing_surveys" ADD CONSTRAINT "closing_surveys_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_surveys" ADD CONSTRAINT "closing_surveys_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_surveys" ADD CONSTRAINT "closing_surveys_gestion_id_gestiones_id_fk" FOREIGN KEY ("gestion_id") REFERENCES "public"."gestiones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closing_surveys_survey_idx" ON "closing_surveys" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "closing_surveys_gestion_idx" ON "closing_surveys" USING btree ("gestion_id");