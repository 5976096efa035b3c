-- En Espera of every campaign, and Mis Gestiones, read in list order from an index instead of sorted.
DROP INDEX "conversations_agent_open_idx";--> statement-breakpoint
CREATE INDEX "conversations_waiting_order_idx" ON "conversations" USING btree ("created_at","id") WHERE "conversations"."estado" = 'EN_ESPERA';--> statement-breakpoint
CREATE INDEX "conversations_agent_open_idx" ON "conversations" USING btree ("agent_id","waiting_since","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "conversations"."estado" = 'EN_GESTION';