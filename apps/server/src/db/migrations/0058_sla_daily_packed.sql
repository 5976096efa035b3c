-- The rollup's first-response seconds packed as float8send writes each value (8 bytes, big-endian), ascending, and
-- each group packed whole in `paquete` (its numbers as int4send writes them, then its seconds): the report reads a
-- month's groups as one value, without formatting and parsing text.
ALTER TABLE "conversation_sla_daily" ADD COLUMN "respuestas_packed" bytea;--> statement-breakpoint
UPDATE "conversation_sla_daily" d SET "respuestas_packed" = coalesce(
  (select string_agg(float8send(x), ''::bytea order by x) from unnest(d."respuestas") x), ''::bytea);--> statement-breakpoint
ALTER TABLE "conversation_sla_daily" DROP COLUMN "respuestas";--> statement-breakpoint
ALTER TABLE "conversation_sla_daily" RENAME COLUMN "respuestas_packed" TO "respuestas";--> statement-breakpoint
ALTER TABLE "conversation_sla_daily" ALTER COLUMN "respuestas" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_sla_daily" ADD COLUMN "paquete" bytea GENERATED ALWAYS AS (int4send(dia - date '2000-01-01') || int4send(campaign_id) || int4send(agent_id) || int4send(conversaciones) || int4send(dentro_objetivo) || int4send(vencidas) || int4send(pendientes) || int4send(resolucion_dentro) || int4send(resolucion_vencidas) || int4send(encuestas) || int4send(encuestas_top) || int4send(octet_length(respuestas) / 8) || respuestas) STORED NOT NULL;
