CREATE TABLE "campaign_service_levels" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"mensaje_fuera_horario" text,
	"sla_primera_respuesta_min" integer,
	"sla_resolucion_min" integer,
	"encuesta_cierre_id" integer,
	"asignacion_automatica" boolean DEFAULT false NOT NULL,
	"capacidad_agente" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_service_levels_first_response_check" CHECK ("campaign_service_levels"."sla_primera_respuesta_min" between 1 and 1440),
	CONSTRAINT "campaign_service_levels_resolution_check" CHECK ("campaign_service_levels"."sla_resolucion_min" between 1 and 43200),
	CONSTRAINT "campaign_service_levels_capacity_check" CHECK ("campaign_service_levels"."capacidad_agente" between 1 and 50),
	CONSTRAINT "campaign_service_levels_message_check" CHECK (char_length("campaign_service_levels"."mensaje_fuera_horario") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "campaign_service_levels" ADD CONSTRAINT "campaign_service_levels_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_service_levels" ADD CONSTRAINT "campaign_service_levels_encuesta_cierre_id_surveys_id_fk" FOREIGN KEY ("encuesta_cierre_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_service_levels_encuesta_cierre_idx" ON "campaign_service_levels" USING btree ("encuesta_cierre_id");