CREATE TABLE "gestiones_daily" (
	"day" date NOT NULL,
	"campaign_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"estado" text NOT NULL,
	"en_bot" boolean DEFAULT false NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gestiones_daily_day_campaign_id_agent_id_type_estado_en_bot_is_lead_pk" PRIMARY KEY("day","campaign_id","agent_id","type","estado","en_bot","is_lead")
);
--> statement-breakpoint
DROP INDEX "gestiones_contact_created_idx";--> statement-breakpoint
DROP INDEX "gestiones_created_idx";--> statement-breakpoint
DROP INDEX "gestiones_campaign_created_idx";--> statement-breakpoint
DROP INDEX "gestiones_agent_created_idx";--> statement-breakpoint
DROP INDEX "gestiones_estado_created_idx";--> statement-breakpoint
CREATE INDEX "gestiones_daily_agent_idx" ON "gestiones_daily" USING btree ("agent_id","day");--> statement-breakpoint
CREATE INDEX "gestiones_contact_created_idx" ON "gestiones" USING btree ("contact_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gestiones_created_idx" ON "gestiones" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gestiones_campaign_created_idx" ON "gestiones" USING btree ("campaign_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gestiones_agent_created_idx" ON "gestiones" USING btree ("agent_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gestiones_estado_created_idx" ON "gestiones" USING btree ("estado","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- gestiones_daily holds the same counts per Bogotá calendar day; one trigger now keeps both rollups.
CREATE OR REPLACE FUNCTION gestiones_daily_add(
  p_created_at timestamptz, p_campaign_id integer, p_agent_id integer, p_type text, p_estado text,
  p_en_bot boolean, p_is_lead boolean, p_delta integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (p_created_at AT TIME ZONE 'America/Bogota')::date;
BEGIN
  INSERT INTO gestiones_daily AS d (day, campaign_id, agent_id, type, estado, en_bot, is_lead, total)
  VALUES (v_day, coalesce(p_campaign_id, 0), coalesce(p_agent_id, 0), p_type, p_estado, p_en_bot, p_is_lead, p_delta)
  ON CONFLICT (day, campaign_id, agent_id, type, estado, en_bot, is_lead)
  DO UPDATE SET total = d.total + excluded.total;
  IF p_delta < 0 THEN
    DELETE FROM gestiones_daily
    WHERE day = v_day AND campaign_id = coalesce(p_campaign_id, 0) AND agent_id = coalesce(p_agent_id, 0)
      AND type = p_type AND estado = p_estado AND en_bot = p_en_bot AND is_lead = p_is_lead AND total <= 0;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gestiones_rollups_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    PERFORM gestiones_hourly_add(OLD.created_at, OLD.campaign_id, OLD.agent_id, OLD.type, OLD.estado, OLD.en_bot, OLD.is_lead, -1);
    PERFORM gestiones_daily_add(OLD.created_at, OLD.campaign_id, OLD.agent_id, OLD.type, OLD.estado, OLD.en_bot, OLD.is_lead, -1);
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'INSERT' THEN
    PERFORM gestiones_hourly_add(NEW.created_at, NEW.campaign_id, NEW.agent_id, NEW.type, NEW.estado, NEW.en_bot, NEW.is_lead, 1);
    PERFORM gestiones_daily_add(NEW.created_at, NEW.campaign_id, NEW.agent_id, NEW.type, NEW.estado, NEW.en_bot, NEW.is_lead, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER gestiones_hourly_insert_delete ON gestiones;
--> statement-breakpoint
DROP TRIGGER gestiones_hourly_update ON gestiones;
--> statement-breakpoint
DROP FUNCTION gestiones_hourly_sync();
--> statement-breakpoint
CREATE TRIGGER gestiones_rollups_insert_delete
AFTER INSERT OR DELETE ON gestiones
FOR EACH ROW EXECUTE FUNCTION gestiones_rollups_sync();
--> statement-breakpoint
CREATE TRIGGER gestiones_rollups_update
AFTER UPDATE OF created_at, campaign_id, agent_id, type, estado, en_bot, is_lead ON gestiones
FOR EACH ROW
WHEN ((OLD.created_at, OLD.campaign_id, OLD.agent_id, OLD.type, OLD.estado, OLD.en_bot, OLD.is_lead)
      IS DISTINCT FROM (NEW.created_at, NEW.campaign_id, NEW.agent_id, NEW.type, NEW.estado, NEW.en_bot, NEW.is_lead))
EXECUTE FUNCTION gestiones_rollups_sync();
--> statement-breakpoint
INSERT INTO gestiones_daily (day, campaign_id, agent_id, type, estado, en_bot, is_lead, total)
SELECT (created_at AT TIME ZONE 'America/Bogota')::date, coalesce(campaign_id, 0), coalesce(agent_id, 0), type, estado, en_bot, is_lead, count(*)
FROM gestiones
GROUP BY 1, 2, 3, 4, 5, 6, 7;
