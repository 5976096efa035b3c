CREATE TABLE "company_people" (
	"company_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	CONSTRAINT "company_people_company_id_person_id_pk" PRIMARY KEY("company_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "contact_agents" (
	"contact_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "contact_agents_contact_id_user_id_pk" PRIMARY KEY("contact_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contact_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"destinatario_id" integer NOT NULL,
	"tipo_relacion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_type" text DEFAULT 'PERSONA NATURAL' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"razon_social" text,
	"actividad" text,
	"web_site" text,
	"document_type" text,
	"document_number" text,
	"birthdate" date,
	"city" text,
	"gender" text,
	"address" text,
	"email" text,
	"phone" text,
	"phone_digits" text,
	"image" text,
	"status" text DEFAULT 'ACTIVO' NOT NULL,
	"user_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"label" text NOT NULL,
	"value_1" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"file_path" text NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_id" integer NOT NULL,
	"institucion" text NOT NULL,
	"titulo" text DEFAULT '' NOT NULL,
	"fecha_fin" text DEFAULT '' NOT NULL,
	"ubicacion" text DEFAULT '' NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_experience" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_id" integer NOT NULL,
	"tipo_empleo" text NOT NULL,
	"cargo" text DEFAULT '' NOT NULL,
	"nombre_empresa" text DEFAULT '' NOT NULL,
	"ubicacion" text DEFAULT '' NOT NULL,
	"tipo_ubicacion" text DEFAULT '' NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_knowledge" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_id" integer NOT NULL,
	"aptitud" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"ocupacion" text NOT NULL,
	"intereses" text NOT NULL,
	"hobbie" text DEFAULT '' NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_group_members" (
	"group_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	CONSTRAINT "contact_group_members_group_id_contact_id_pk" PRIMARY KEY("group_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "contact_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"etiqueta" text DEFAULT 'blue' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_job_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"outcome" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"contact_id" integer,
	"data" jsonb
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDIENTE' NOT NULL,
	"filename" text NOT NULL,
	"file_path" text NOT NULL,
	"total_rows" integer,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_rows" integer DEFAULT 0 NOT NULL,
	"updated_rows" integer DEFAULT 0 NOT NULL,
	"rejected_rows" integer DEFAULT 0 NOT NULL,
	"error" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company_people" ADD CONSTRAINT "company_people_company_id_contacts_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_people" ADD CONSTRAINT "company_people_person_id_contacts_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_agents" ADD CONSTRAINT "contact_agents_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_agents" ADD CONSTRAINT "contact_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_relations" ADD CONSTRAINT "contact_relations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_relations" ADD CONSTRAINT "contact_relations_destinatario_id_contacts_id_fk" FOREIGN KEY ("destinatario_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_data" ADD CONSTRAINT "contact_data_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_documents" ADD CONSTRAINT "contact_documents_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_documents" ADD CONSTRAINT "contact_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_education" ADD CONSTRAINT "resume_education_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_experience" ADD CONSTRAINT "resume_experience_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_knowledge" ADD CONSTRAINT "resume_knowledge_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_group_members" ADD CONSTRAINT "contact_group_members_group_id_contact_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."contact_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_group_members" ADD CONSTRAINT "contact_group_members_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_job_rows" ADD CONSTRAINT "import_job_rows_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_agents_user_idx" ON "contact_agents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_relations_uq" ON "contact_relations" USING btree ("contact_id","destinatario_id","tipo_relacion");--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin (("first_name" || ' ' || "last_name" || ' ' || coalesce("razon_social", '') || ' ' || coalesce("document_number", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone_digits", '')) gin_trgm_ops) WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_document_idx" ON "contacts" USING btree ("document_number") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree (lower("email")) WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_phone_digits_idx" ON "contacts" USING btree ("phone_digits") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_active_id_idx" ON "contacts" USING btree ("id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contact_data_contact_idx" ON "contact_data" USING btree ("contact_id","tipo","id");--> statement-breakpoint
CREATE INDEX "contact_documents_contact_idx" ON "contact_documents" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_contact_uq" ON "resumes" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contact_group_members_contact_idx" ON "contact_group_members" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_groups_name_uq" ON "contact_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "accounts_search_trgm_idx" ON "accounts" USING gin (("document_number" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "import_job_rows_job_idx" ON "import_job_rows" USING btree ("job_id","outcome","row_number");--> statement-breakpoint
CREATE INDEX "import_jobs_status_idx" ON "import_jobs" USING btree ("status","created_at");