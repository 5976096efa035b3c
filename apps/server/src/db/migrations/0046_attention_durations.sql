-- One rewrite of the table for both columns.
ALTER TABLE "conversations"
  ADD COLUMN "first_attention_seconds" double precision GENERATED ALWAYS AS (date_part('epoch', first_answer_at - first_inbound_at)) STORED,
  ADD COLUMN "contact_seconds" double precision GENERATED ALWAYS AS (case when gestion_id is not null and not expired and estado = 'FINALIZADA' then date_part('epoch', closed_at - created_at) end) STORED;--> statement-breakpoint
CREATE INDEX "conversations_created_report_idx" ON "conversations" USING btree ("created_at","type","agent_id","campaign_id","first_inbound_at","first_attention_seconds","contact_seconds");--> statement-breakpoint
DROP INDEX "conversations_created_idx";
