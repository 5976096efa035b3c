CREATE TABLE "campaign_contacts" (
	"campaign_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_contacts_campaign_id_contact_id_pk" PRIMARY KEY("campaign_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_managers" (
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "campaign_managers_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_schedule_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"motivo" text DEFAULT '' NOT NULL,
	"hora_inicio" time NOT NULL,
	"hora_fin" time NOT NULL,
	"max_citas" integer DEFAULT 1 NOT NULL,
	"horario_especial" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"dia_semana" text NOT NULL,
	"hora_inicio" time NOT NULL,
	"hora_fin" time NOT NULL,
	"max_citas" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_users" (
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "campaign_users_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"account_id" integer,
	"closing_hours" integer DEFAULT 24 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calificaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "descripciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"calificacion_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipos_gestion" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gestion_campaigns" (
	"gestion_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	CONSTRAINT "gestion_campaigns_gestion_id_campaign_id_pk" PRIMARY KEY("gestion_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "gestiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"campaign_id" integer,
	"agent_id" integer,
	"type" text DEFAULT 'Telefonía - Manual' NOT NULL,
	"estado" text DEFAULT 'EN_GESTION' NOT NULL,
	"calificacion_id" integer,
	"descripcion_id" integer,
	"tipo_gestion_id" integer,
	"observaciones" text DEFAULT '' NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"en_bot" boolean DEFAULT false NOT NULL,
	"ciudad" text,
	"placa" text,
	"phone" text,
	"fecha_proximo_contacto" date,
	"hora_proximo_contacto" time,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_finalizacion" timestamp with time zone,
	"vence_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gestiones_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"campaign_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"estado" text NOT NULL,
	"en_bot" boolean DEFAULT false NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gestiones_hourly_hour_campaign_id_agent_id_type_estado_en_bot_is_lead_pk" PRIMARY KEY("hour","campaign_id","agent_id","type","estado","en_bot","is_lead")
);
--> statement-breakpoint
ALTER TABLE "campaign_contacts" ADD CONSTRAINT "campaign_contacts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_contacts" ADD CONSTRAINT "campaign_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_managers" ADD CONSTRAINT "campaign_managers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_managers" ADD CONSTRAINT "campaign_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_schedule_exceptions" ADD CONSTRAINT "campaign_schedule_exceptions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_schedules" ADD CONSTRAINT "campaign_schedules_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_users" ADD CONSTRAINT "campaign_users_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_users" ADD CONSTRAINT "campaign_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calificaciones" ADD CONSTRAINT "calificaciones_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descripciones" ADD CONSTRAINT "descripciones_calificacion_id_calificaciones_id_fk" FOREIGN KEY ("calificacion_id") REFERENCES "public"."calificaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gestion_campaigns" ADD CONSTRAINT "gestion_campaigns_gestion_id_gestiones_id_fk" FOREIGN KEY ("gestion_id") REFERENCES "public"."gestiones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gestion_campaigns" ADD CONSTRAINT "gestion_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gestiones" ADD CONSTRAINT "gestiones_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gestiones" ADD CONSTRAINT "gestiones_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gestiones" ADD CONSTRAINT "gestiones_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gestiones" ADD CONSTRAINT "gestiones_calificacion_id_calificaciones_id_fk" FOREIGN KEY ("calificacion_id") REFERENCES "public"."calificaciones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gestiones" ADD CONSTRAINT "gestiones_descripcion_id_descripciones_id_fk" FOREIGN KEY ("descripcion_id") REFERENCES "public"."descripciones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gestiones" ADD CONSTRAINT "gestiones_tipo_gestion_id_tipos_gestion_id_fk" FOREIGN KEY ("tipo_gestion_id") REFERENCES "public"."tipos_gestion"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_contacts_contact_idx" ON "campaign_contacts" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "campaign_managers_user_idx" ON "campaign_managers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_schedule_exceptions_uq" ON "campaign_schedule_exceptions" USING btree ("campaign_id","fecha","hora_inicio","hora_fin");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_schedules_uq" ON "campaign_schedules" USING btree ("campaign_id","dia_semana","hora_inicio","hora_fin");--> statement-breakpoint
CREATE INDEX "campaign_users_user_idx" ON "campaign_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_name_uq" ON "campaigns" USING btree (lower("name")) WHERE "campaigns"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "campaigns_search_trgm_idx" ON "campaigns" USING gin (("name" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "calificaciones_campaign_name_uq" ON "calificaciones" USING btree ("campaign_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "descripciones_calificacion_name_uq" ON "descripciones" USING btree ("calificacion_id",lower("name"));--> statement-breakpoint
CREATE INDEX "descripciones_calificacion_idx" ON "descripciones" USING btree ("calificacion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tipos_gestion_name_uq" ON "tipos_gestion" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "gestiones_contact_created_idx" ON "gestiones" USING btree ("contact_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gestiones_created_idx" ON "gestiones" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gestiones_campaign_created_idx" ON "gestiones" USING btree ("campaign_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gestiones_agent_created_idx" ON "gestiones" USING btree ("agent_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gestiones_estado_created_idx" ON "gestiones" USING btree ("estado","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gestiones_open_vence_idx" ON "gestiones" USING btree ("vence_at") WHERE "gestiones"."estado" in ('EN_GESTION', 'PENDIENTE');--> statement-breakpoint
CREATE INDEX "gestiones_proximo_idx" ON "gestiones" USING btree ("fecha_proximo_contacto") WHERE "gestiones"."fecha_proximo_contacto" is not null;--> statement-breakpoint
CREATE INDEX "gestiones_hourly_hour_idx" ON "gestiones_hourly" USING btree ("hour");