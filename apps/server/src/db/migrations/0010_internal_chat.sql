ALTER TABLE "chat_messages" RENAME TO "internal_chat_messages";--> statement-breakpoint
ALTER SEQUENCE "chat_messages_id_seq" RENAME TO "internal_chat_messages_id_seq";--> statement-breakpoint
ALTER TABLE "internal_chat_messages" RENAME CONSTRAINT "chat_messages_pkey" TO "internal_chat_messages_pkey";--> statement-breakpoint
ALTER TABLE "internal_chat_messages" RENAME CONSTRAINT "chat_messages_sender_id_users_id_fk" TO "internal_chat_messages_sender_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "internal_chat_messages" RENAME CONSTRAINT "chat_messages_recipient_id_users_id_fk" TO "internal_chat_messages_recipient_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "chat_messages_pair_idx" RENAME TO "internal_chat_messages_pair_idx";--> statement-breakpoint
ALTER INDEX "chat_messages_recipient_idx" RENAME TO "internal_chat_messages_recipient_idx";--> statement-breakpoint
ALTER INDEX "chat_messages_unread_idx" RENAME TO "internal_chat_messages_unread_idx";
