-- The customer chat: channels, conversations and their messages, priorities and shortcuts. Facebook joins the
-- channels a gestión can come from.
CREATE TABLE "channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"config" jsonb NOT NULL,
	"secrets" text NOT NULL,
	"bot" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "channels_tipo_check" CHECK ("channels"."tipo" in ('WhatsApp', 'Telegram', 'Facebook'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"provider_id" text,
	"from_me" boolean NOT NULL,
	"msg_type" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"caption" text,
	"file_path" text,
	"filename" text,
	"mime_type" text,
	"latitude" double precision,
	"longitude" double precision,
	"status" text,
	"status_reason" text,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_type_check" CHECK ("chat_messages"."msg_type" in ('text', 'nota', 'image', 'audio', 'video', 'document', 'sticker', 'location', 'contacts', 'unknown')),
	CONSTRAINT "chat_messages_status_check" CHECK ("chat_messages"."status" in ('pending', 'sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "chat_priorities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"time" integer NOT NULL,
	CONSTRAINT "chat_priorities_name_check" CHECK ("chat_priorities"."name" in ('MEDIO', 'ALTO', 'GESTION'))
);
--> statement-breakpoint
CREATE TABLE "chat_shortcuts" (
	"id" serial PRIMARY KEY NOT NULL,
	"atajo" text NOT NULL,
	"text" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"type" text NOT NULL,
	"address" text NOT NULL,
	"contact_id" integer NOT NULL,
	"campaign_id" integer,
	"agent_id" integer,
	"estado" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_inbound_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"waiting_since" timestamp with time zone,
	"messages_received" integer DEFAULT 0 NOT NULL,
	"last_message" jsonb,
	"gestion_id" integer,
	"expired" boolean DEFAULT false NOT NULL,
	CONSTRAINT "conversations_type_check" CHECK ("conversations"."type" in ('WhatsApp', 'Telegram', 'Facebook')),
	CONSTRAINT "conversations_estado_check" CHECK ("conversations"."estado" in ('BOT', 'EN_ESPERA', 'EN_GESTION', 'FINALIZADA'))
);
--> statement-breakpoint
ALTER TABLE "gestiones" DROP CONSTRAINT "gestiones_type_check";--> statement-breakpoint
ALTER TABLE "gestiones_daily" DROP CONSTRAINT "gestiones_daily_type_check";--> statement-breakpoint
ALTER TABLE "gestiones_hourly" DROP CONSTRAINT "gestiones_hourly_type_check";--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_shortcuts" ADD CONSTRAINT "chat_shortcuts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_shortcuts" ADD CONSTRAINT "chat_shortcuts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_gestion_id_gestiones_id_fk" FOREIGN KEY ("gestion_id") REFERENCES "public"."gestiones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channels_nombre_uq" ON "channels" USING btree (lower("nombre")) WHERE "channels"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "channels_campaign_id_idx" ON "channels" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_provider_uq" ON "chat_messages" USING btree ("channel_id","provider_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_sent_by_idx" ON "chat_messages" USING btree ("sent_by");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_priorities_name_uq" ON "chat_priorities" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_shortcuts_campaign_atajo_uq" ON "chat_shortcuts" USING btree ("campaign_id","atajo");--> statement-breakpoint
CREATE INDEX "chat_shortcuts_created_by_idx" ON "chat_shortcuts" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_open_address_uq" ON "conversations" USING btree ("channel_id","address") WHERE "conversations"."estado" <> 'FINALIZADA';--> statement-breakpoint
CREATE INDEX "conversations_queue_idx" ON "conversations" USING btree ("campaign_id","created_at","id") WHERE "conversations"."estado" = 'EN_ESPERA';--> statement-breakpoint
CREATE INDEX "conversations_agent_open_idx" ON "conversations" USING btree ("agent_id","last_message_at","id") WHERE "conversations"."estado" = 'EN_GESTION';--> statement-breakpoint
CREATE INDEX "conversations_agent_closed_idx" ON "conversations" USING btree ("agent_id","closed_at") WHERE "conversations"."estado" = 'FINALIZADA';--> statement-breakpoint
CREATE INDEX "conversations_waiting_idx" ON "conversations" USING btree ("waiting_since") WHERE "conversations"."estado" <> 'FINALIZADA';--> statement-breakpoint
CREATE INDEX "conversations_contact_id_idx" ON "conversations" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "conversations_gestion_id_idx" ON "conversations" USING btree ("gestion_id");--> statement-breakpoint
CREATE INDEX "conversations_address_idx" ON "conversations" USING btree ("address","created_at");--> statement-breakpoint
ALTER TABLE "gestiones" ADD CONSTRAINT "gestiones_type_check" CHECK ("gestiones"."type" in ('WhatsApp', 'Telegram', 'Facebook', 'Telefonía - Manual')) NOT VALID;--> statement-breakpoint
ALTER TABLE "gestiones_daily" ADD CONSTRAINT "gestiones_daily_type_check" CHECK ("gestiones_daily"."type" in ('WhatsApp', 'Telegram', 'Facebook', 'Telefonía - Manual')) NOT VALID;--> statement-breakpoint
ALTER TABLE "gestiones_hourly" ADD CONSTRAINT "gestiones_hourly_type_check" CHECK ("gestiones_hourly"."type" in ('WhatsApp', 'Telegram', 'Facebook', 'Telefonía - Manual')) NOT VALID;--> statement-breakpoint
INSERT INTO "chat_priorities" ("name", "time") VALUES ('MEDIO', 5), ('ALTO', 10), ('GESTION', 24);
