-- gestiones_hourly counts gestiones per UTC hour of creation, campaign, agent, channel, estado, bot and lead.
-- A trigger keeps it right in the same transaction as every insert, change and delete of a gestión.
CREATE OR REPLACE FUNCTION gestiones_hourly_add(
  p_created_at timestamptz, p_campaign_id integer, p_agent_id integer, p_type text, p_estado text,
  p_en_bot boolean, p_is_lead boolean, p_delta integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_hour timestamptz := date_trunc('hour', p_created_at, 'UTC');
BEGIN
  INSERT INTO gestiones_hourly AS h (hour, campaign_id, agent_id, type, estado, en_bot, is_lead, total)
  VALUES (v_hour, coalesce(p_campaign_id, 0), coalesce(p_agent_id, 0), p_type, p_estado, p_en_bot, p_is_lead, p_delta)
  ON CONFLICT (hour, campaign_id, agent_id, type, estado, en_bot, is_lead)
  DO UPDATE SET total = h.total + excluded.total;
  IF p_delta < 0 THEN
    DELETE FROM gestiones_hourly
    WHERE hour = v_hour AND campaign_id = coalesce(p_campaign_id, 0) AND agent_id = coalesce(p_agent_id, 0)
      AND type = p_type AND estado = p_estado AND en_bot = p_en_bot AND is_lead = p_is_lead AND total <= 0;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gestiones_hourly_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    PERFORM gestiones_hourly_add(OLD.created_at, OLD.campaign_id, OLD.agent_id, OLD.type, OLD.estado, OLD.en_bot, OLD.is_lead, -1);
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'INSERT' THEN
    PERFORM gestiones_hourly_add(NEW.created_at, NEW.campaign_id, NEW.agent_id, NEW.type, NEW.estado, NEW.en_bot, NEW.is_lead, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER gestiones_hourly_insert_delete
AFTER INSERT OR DELETE ON gestiones
FOR EACH ROW EXECUTE FUNCTION gestiones_hourly_sync();
--> statement-breakpoint
CREATE TRIGGER gestiones_hourly_update
AFTER UPDATE OF created_at, campaign_id, agent_id, type, estado, en_bot, is_lead ON gestiones
FOR EACH ROW
WHEN ((OLD.created_at, OLD.campaign_id, OLD.agent_id, OLD.type, OLD.estado, OLD.en_bot, OLD.is_lead)
      IS DISTINCT FROM (NEW.created_at, NEW.campaign_id, NEW.agent_id, NEW.type, NEW.estado, NEW.en_bot, NEW.is_lead))
EXECUTE FUNCTION gestiones_hourly_sync();
--> statement-breakpoint
INSERT INTO gestiones_hourly (hour, campaign_id, agent_id, type, estado, en_bot, is_lead, total)
SELECT date_trunc('hour', created_at, 'UTC'), coalesce(campaign_id, 0), coalesce(agent_id, 0), type, estado, en_bot, is_lead, count(*)
FROM gestiones
GROUP BY 1, 2, 3, 4, 5, 6, 7
ON CONFLICT (hour, campaign_id, agent_id, type, estado, en_bot, is_lead) DO UPDATE SET total = excluded.total;
