-- Field-service cases: agents, clients, images, materials, the signed service report and the history of each step.
CREATE TABLE "case_agents" (
	"case_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "case_agents_case_id_user_id_pk" PRIMARY KEY("case_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "case_clients" (
	"case_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	CONSTRAINT "case_clients_case_id_contact_id_pk" PRIMARY KEY("case_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "case_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"estado" text NOT NULL,
	"observaciones" text DEFAULT '' NOT NULL,
	"coordenadas" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_history_estado_check" CHECK ("case_history"."estado" in ('ACEPTADO', 'ASIGNADO', 'INICIADO', 'FINALIZADO', 'PAUSADO', 'REANUDADO'))
);
--> statement-breakpoint
CREATE TABLE "case_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"file_path" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"descripcion" text NOT NULL,
	"cantidad" integer,
	"observaciones" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_reports" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"observaciones" text,
	"persona_recibe" text NOT NULL,
	"cargo" text NOT NULL,
	"firma_path" text,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tipo_servicio" text NOT NULL,
	"tipo_visita" text NOT NULL,
	"descripcion" text NOT NULL,
	"observaciones" text NOT NULL,
	"direccion_1" text,
	"direccion_2" text,
	"fecha_asignacion" date,
	"hora_entrada" text,
	"hora_salida" text,
	"estado" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_finalizacion" timestamp with time zone,
	"total_duracion" integer,
	CONSTRAINT "cases_estado_check" CHECK ("cases"."estado" in ('SIN_ASIGNAR', 'ASIGNADO', 'PENDIENTE', 'EN_PROCESO', 'EN_PAUSA', 'FINALIZADO')),
	CONSTRAINT "cases_tipo_servicio_check" CHECK ("cases"."tipo_servicio" in ('VENTA', 'PRESENCIAL', 'REMOTO', 'DESPLAZAMIENTO', 'TRABAJO EN CASA', 'MIXTO', 'OTRO')),
	CONSTRAINT "cases_tipo_visita_check" CHECK ("cases"."tipo_visita" in ('VISITA DE CONTRATO', 'VISITA ADICIONAL', 'VENTA', 'GARANTIA', 'REVISION O REPARACION', 'ENTREGA', 'LEVANTAMIENTO DE INFORMACION', 'MANTENIMIENTO PREVENTIVO', 'MANTEMIMIENTO CORRECTIVO', 'MENSAJERIA', 'COMPRAS', 'PARTNER', 'COTIZAR EN SITIO', 'INSTALACION'))
);
--> statement-breakpoint
ALTER TABLE "case_agents" ADD CONSTRAINT "case_agents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_agents" ADD CONSTRAINT "case_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_clients" ADD CONSTRAINT "case_clients_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_clients" ADD CONSTRAINT "case_clients_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_history" ADD CONSTRAINT "case_history_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_history" ADD CONSTRAINT "case_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_images" ADD CONSTRAINT "case_images_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_images" ADD CONSTRAINT "case_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_materials" ADD CONSTRAINT "case_materials_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_materials" ADD CONSTRAINT "case_materials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reports" ADD CONSTRAINT "case_reports_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reports" ADD CONSTRAINT "case_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_agents_user_idx" ON "case_agents" USING btree ("user_id","case_id");--> statement-breakpoint
CREATE INDEX "case_clients_contact_idx" ON "case_clients" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "case_history_case_idx" ON "case_history" USING btree ("case_id","created_at","id");--> statement-breakpoint
CREATE INDEX "case_history_user_idx" ON "case_history" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "case_images_case_idx" ON "case_images" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "case_images_user_idx" ON "case_images" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "case_materials_case_idx" ON "case_materials" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "case_materials_user_idx" ON "case_materials" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "case_reports_user_idx" ON "case_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cases_estado_idx" ON "cases" USING btree ("estado","id");--> statement-breakpoint
CREATE INDEX "cases_created_by_idx" ON "cases" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "cases_search_trgm_idx" ON "cases" USING gin (("name" || ' ' || "descripcion") gin_trgm_ops);