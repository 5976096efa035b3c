-- The rollup's first-response seconds, packed as float8send writes each value (8 bytes, big-endian), ascending: the
-- report reads them without formatting and parsing text.
ALTER TABLE "conversation_sla_daily" ADD COLUMN "respuestas_packed" bytea;--> statement-breakpoint
UPDATE "conversation_sla_daily" d SET "respuestas_packed" = coalesce(
  (select string_agg(float8send(x), ''::bytea order by x) from unnest(d."respuestas") x), ''::bytea);--> statement-breakpoint
ALTER TABLE "conversation_sla_daily" DROP COLUMN "respuestas";--> statement-breakpoint
ALTER TABLE "conversation_sla_daily" RENAME COLUMN "respuestas_packed" TO "respuestas";--> statement-breakpoint
ALTER TABLE "conversation_sla_daily" ALTER COLUMN "respuestas" SET NOT NULL;
