CREATE TABLE "lead_form_attempts" (
	"address" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"estado" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_steps_estado_check" CHECK ("lead_steps"."estado" in ('SIN_ASIGNAR', 'PENDIENTE', 'EN_PROCESO', 'FINALIZADO'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"source" text NOT NULL,
	"estado" text DEFAULT 'SIN_ASIGNAR' NOT NULL,
	"contact_id" integer NOT NULL,
	"campaign_id" integer,
	"agent_id" integer,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"observaciones" text DEFAULT '' NOT NULL,
	"fecha_vencimiento" timestamp with time zone,
	"gestion_id" integer,
	"referencia" text,
	"nombre" text,
	"descripcion" text,
	"existencia" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"franja" smallint DEFAULT 0 NOT NULL,
	"fecha_asignacion" timestamp with time zone,
	"fecha_inicio" timestamp with time zone,
	"fecha_finalizacion" timestamp with time zone,
	CONSTRAINT "leads_tipo_check" CHECK ("leads"."tipo" in ('event', 'programado')),
	CONSTRAINT "leads_estado_check" CHECK ("leads"."estado" in ('SIN_ASIGNAR', 'PENDIENTE', 'EN_PROCESO', 'FINALIZADO'))
);
--> statement-breakpoint
ALTER TABLE "lead_steps" ADD CONSTRAINT "lead_steps_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_steps" ADD CONSTRAINT "lead_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_gestion_id_gestiones_id_fk" FOREIGN KEY ("gestion_id") REFERENCES "public"."gestiones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_steps_lead_idx" ON "lead_steps" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "lead_steps_user_idx" ON "lead_steps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_agent_created_idx" ON "leads" USING btree ("agent_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_estado_created_idx" ON "leads" USING btree ("estado","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_tipo_created_idx" ON "leads" USING btree ("tipo","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_campaign_created_idx" ON "leads" USING btree ("campaign_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_franja_created_idx" ON "leads" USING btree ("franja","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_agent_franja_created_idx" ON "leads" USING btree ("agent_id","franja","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_contact_idx" ON "leads" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "leads_gestion_idx" ON "leads" USING btree ("gestion_id");--> statement-breakpoint
CREATE INDEX "leads_created_by_idx" ON "leads" USING btree ("created_by");