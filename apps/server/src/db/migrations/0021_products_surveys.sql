-- Products (Tienda) with their images and details; surveys with their questions, responses and answers; public survey answers counted per address in login_throttle.
CREATE TABLE "product_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"diseno" text DEFAULT '' NOT NULL,
	"pais" text DEFAULT '' NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"observaciones" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"path" text NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"codigo_producto" text NOT NULL,
	"categoria" text DEFAULT '' NOT NULL,
	"marca" text NOT NULL,
	"precio" numeric(14, 2) NOT NULL,
	"descripcion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_precio_check" CHECK ("products"."precio" >= 0)
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"options" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"number" integer NOT NULL,
	"text" text NOT NULL,
	"question_type_id" smallint NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "survey_questions_type_check" CHECK ("survey_questions"."question_type_id" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"source" text NOT NULL,
	"gestion_id" integer,
	"contact_id" integer,
	"agent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_source_check" CHECK ("survey_responses"."source" in ('agente', 'enlace'))
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"survey_medium" text DEFAULT 'telefonia' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"welcome_message" text DEFAULT '' NOT NULL,
	"campaign_id" integer NOT NULL,
	"public_token" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_survey_medium_check" CHECK ("surveys"."survey_medium" in ('telefonia', 'whatsapp', 'general'))
);
--> statement-breakpoint
ALTER TABLE "login_throttle" DROP CONSTRAINT "login_throttle_scope_check";--> statement-breakpoint
ALTER TABLE "product_details" ADD CONSTRAINT "product_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_gestion_id_gestiones_id_fk" FOREIGN KEY ("gestion_id") REFERENCES "public"."gestiones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_details_product_id_idx" ON "product_details" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_images_product_id_idx" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_codigo_uq" ON "products" USING btree (lower("codigo_producto"));--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin (("name" || ' ' || "codigo_producto" || ' ' || "marca" || ' ' || "categoria") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_response_question_uq" ON "survey_answers" USING btree ("response_id","question_id");--> statement-breakpoint
CREATE INDEX "survey_answers_question_id_idx" ON "survey_answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_questions_number_uq" ON "survey_questions" USING btree ("survey_id","number");--> statement-breakpoint
CREATE INDEX "survey_responses_survey_created_idx" ON "survey_responses" USING btree ("survey_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_gestion_uq" ON "survey_responses" USING btree ("gestion_id","survey_id") WHERE "survey_responses"."gestion_id" is not null;--> statement-breakpoint
CREATE INDEX "survey_responses_contact_id_idx" ON "survey_responses" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "survey_responses_agent_id_idx" ON "survey_responses" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_public_token_uq" ON "surveys" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "surveys_campaign_id_idx" ON "surveys" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "surveys_created_by_idx" ON "surveys" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "surveys_search_trgm_idx" ON "surveys" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "login_throttle" ADD CONSTRAINT "login_throttle_scope_check" CHECK ("login_throttle"."scope" in ('pair', 'username', 'address', 'registration', 'survey'));