ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_type_check";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "extra" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "reply_to_id" bigint;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "reactions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "unread_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_type_check" CHECK ("chat_messages"."msg_type" in ('text', 'nota', 'image', 'audio', 'video', 'document', 'sticker', 'location', 'contacts', 'order', 'sistema', 'unsupported', 'unknown'));