CREATE TABLE "whatsapp_template_campaigns" (
	"template_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	CONSTRAINT "whatsapp_template_campaigns_template_id_campaign_id_pk" PRIMARY KEY("template_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_template_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"waba_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"provider_id" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_template_reviews_status_check" CHECK ("whatsapp_template_reviews"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'PAUSED', 'DISABLED'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"body" text NOT NULL,
	"variable_count" integer DEFAULT 0 NOT NULL,
	"examples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"header_type" text,
	"file_path" text,
	"filename" text,
	"mime_type" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_templates_category_check" CHECK ("whatsapp_templates"."category" in ('UTILITY', 'MARKETING')),
	CONSTRAINT "whatsapp_templates_header_type_check" CHECK ("whatsapp_templates"."header_type" in ('image', 'video', 'document'))
);
--> statement-breakpoint
CREATE TABLE "broadcast_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"campaign_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"send_id" integer NOT NULL,
	"contact_id" integer,
	"row_number" integer,
	"nombre" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"template_id" integer,
	"text" text,
	"variables" jsonb,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"reason" text,
	"provider_id" text,
	"conversation_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_recipients_status_check" CHECK ("broadcast_recipients"."status" in ('pendiente', 'enviando', 'exitoso', 'fallido', 'sin_telefono', 'incierto'))
);
--> statement-breakpoint
CREATE TABLE "broadcast_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"broadcast_id" integer,
	"channel_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"template_id" integer,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"filename" text,
	"status" text DEFAULT 'PENDIENTE' NOT NULL,
	"worker" text,
	"listed_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"total_contactos" integer DEFAULT 0 NOT NULL,
	"sin_telefono" integer DEFAULT 0 NOT NULL,
	"multiples_telefonos" integer DEFAULT 0 NOT NULL,
	"exitosos" integer DEFAULT 0 NOT NULL,
	"fallidos" integer DEFAULT 0 NOT NULL,
	"total_mensajes" integer DEFAULT 0 NOT NULL,
	"mensajes_enviados" integer DEFAULT 0 NOT NULL,
	"mensajes_fallidos" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_sends_kind_check" CHECK ("broadcast_sends"."kind" in ('difusion', 'confirmacion', 'masivo')),
	CONSTRAINT "broadcast_sends_status_check" CHECK ("broadcast_sends"."status" in ('PENDIENTE', 'EN_PROCESO', 'FINALIZADO'))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_type_check";--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_estado_check";--> statement-breakpoint
ALTER TABLE "whatsapp_template_campaigns" ADD CONSTRAINT "whatsapp_template_campaigns_template_id_whatsapp_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."whatsapp_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_template_campaigns" ADD CONSTRAINT "whatsapp_template_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_template_reviews" ADD CONSTRAINT "whatsapp_template_reviews_template_id_whatsapp_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."whatsapp_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_template_reviews" ADD CONSTRAINT "whatsapp_template_reviews_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_campaigns" ADD CONSTRAINT "broadcast_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_campaigns" ADD CONSTRAINT "broadcast_campaigns_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_campaigns" ADD CONSTRAINT "broadcast_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_send_id_broadcast_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."broadcast_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_sends" ADD CONSTRAINT "broadcast_sends_broadcast_id_broadcast_campaigns_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcast_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_sends" ADD CONSTRAINT "broadcast_sends_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_sends" ADD CONSTRAINT "broadcast_sends_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_sends" ADD CONSTRAINT "broadcast_sends_template_id_whatsapp_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."whatsapp_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_sends" ADD CONSTRAINT "broadcast_sends_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_template_campaigns_campaign_idx" ON "whatsapp_template_campaigns" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_template_reviews_template_waba_uq" ON "whatsapp_template_reviews" USING btree ("template_id","waba_id");--> statement-breakpoint
CREATE INDEX "whatsapp_template_reviews_waba_idx" ON "whatsapp_template_reviews" USING btree ("waba_id","status");--> statement-breakpoint
CREATE INDEX "whatsapp_template_reviews_channel_idx" ON "whatsapp_template_reviews" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_templates_name_language_uq" ON "whatsapp_templates" USING btree ("name","language");--> statement-breakpoint
CREATE INDEX "whatsapp_templates_created_by_idx" ON "whatsapp_templates" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_campaigns_name_uq" ON "broadcast_campaigns" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "broadcast_campaigns_campaign_idx" ON "broadcast_campaigns" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "broadcast_campaigns_channel_idx" ON "broadcast_campaigns" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "broadcast_campaigns_created_by_idx" ON "broadcast_campaigns" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "broadcast_campaigns_created_at_idx" ON "broadcast_campaigns" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_recipients_contact_phone_uq" ON "broadcast_recipients" USING btree ("send_id","contact_id","phone") WHERE "broadcast_recipients"."contact_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_recipients_row_uq" ON "broadcast_recipients" USING btree ("send_id","row_number") WHERE "broadcast_recipients"."row_number" is not null;--> statement-breakpoint
CREATE INDEX "broadcast_recipients_pending_idx" ON "broadcast_recipients" USING btree ("send_id","id") WHERE "broadcast_recipients"."status" = 'pendiente';--> statement-breakpoint
CREATE INDEX "broadcast_recipients_status_idx" ON "broadcast_recipients" USING btree ("send_id","status","contact_id");--> statement-breakpoint
CREATE INDEX "broadcast_recipients_contact_idx" ON "broadcast_recipients" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_sends_broadcast_uq" ON "broadcast_sends" USING btree ("broadcast_id") WHERE "broadcast_sends"."broadcast_id" is not null;--> statement-breakpoint
CREATE INDEX "broadcast_sends_channel_idx" ON "broadcast_sends" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "broadcast_sends_campaign_idx" ON "broadcast_sends" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "broadcast_sends_template_idx" ON "broadcast_sends" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "broadcast_sends_created_by_idx" ON "broadcast_sends" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "conversations_broadcast_idle_idx" ON "conversations" USING btree ("last_message_at") WHERE "conversations"."estado" = 'DIFUSION';--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_type_check" CHECK ("chat_messages"."msg_type" in ('text', 'nota', 'image', 'audio', 'video', 'document', 'sticker', 'location', 'contacts', 'order', 'sistema', 'unsupported', 'unknown', 'template'));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_estado_check" CHECK ("conversations"."estado" in ('BOT', 'EN_ESPERA', 'EN_GESTION', 'FINALIZADA', 'DIFUSION'));