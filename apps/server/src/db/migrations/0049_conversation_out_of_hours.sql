CREATE TABLE "conversation_service_levels" (
	"conversation_id" integer PRIMARY KEY NOT NULL,
	"fuera_horario_hasta" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversation_service_levels" ADD CONSTRAINT "conversation_service_levels_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;