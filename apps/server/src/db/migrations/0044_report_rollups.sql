CREATE TABLE "gestiones_tipificacion_daily" (
	"day" date NOT NULL,
	"campaign_id" integer DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"calificacion_id" integer DEFAULT 0 NOT NULL,
	"descripcion_id" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gestiones_tipificacion_daily_day_campaign_id_agent_id_type_calificacion_id_descripcion_id_pk" PRIMARY KEY("day","campaign_id","agent_id","type","calificacion_id","descripcion_id")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_inbound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_answer_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "conversations_created_idx" ON "conversations" USING btree ("created_at");--> statement-breakpoint
-- The typification rollup, kept by the same trigger as gestiones_hourly and gestiones_daily.
CREATE OR REPLACE FUNCTION gestiones_tipificacion_add(
  p_created_at timestamptz, p_campaign_id integer, p_agent_id integer, p_type text, p_calificacion_id integer,
  p_descripcion_id integer, p_delta integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (p_created_at AT TIME ZONE 'America/Bogota')::date;
BEGIN
  INSERT INTO gestiones_tipificacion_daily AS d (day, campaign_id, agent_id, type, calificacion_id, descripcion_id, total)
  VALUES (v_day, coalesce(p_campaign_id, 0), coalesce(p_agent_id, 0), p_type, coalesce(p_calificacion_id, 0), coalesce(p_descripcion_id, 0), p_delta)
  ON CONFLICT (day, campaign_id, agent_id, type, calificacion_id, descripcion_id)
  DO UPDATE SET total = d.total + excluded.total;
  IF p_delta < 0 THEN
    DELETE FROM gestiones_tipificacion_daily
    WHERE day = v_day AND campaign_id = coalesce(p_campaign_id, 0) AND agent_id = coalesce(p_agent_id, 0) AND type = p_type
      AND calificacion_id = coalesce(p_calificacion_id, 0) AND descripcion_id = coalesce(p_descripcion_id, 0) AND total <= 0;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gestiones_tipificacion_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    PERFORM gestiones_tipificacion_add(OLD.created_at, OLD.campaign_id, OLD.agent_id, OLD.type, OLD.calificacion_id, OLD.descripcion_id, -1);
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'INSERT' THEN
    PERFORM gestiones_tipificacion_add(NEW.created_at, NEW.campaign_id, NEW.agent_id, NEW.type, NEW.calificacion_id, NEW.descripcion_id, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER gestiones_tipificacion_insert_delete
AFTER INSERT OR DELETE ON gestiones
FOR EACH ROW EXECUTE FUNCTION gestiones_tipificacion_sync();
--> statement-breakpoint
CREATE TRIGGER gestiones_tipificacion_update
AFTER UPDATE OF created_at, campaign_id, agent_id, type, calificacion_id, descripcion_id ON gestiones
FOR EACH ROW
WHEN ((OLD.created_at, OLD.campaign_id, OLD.agent_id, OLD.type, OLD.calificacion_id, OLD.descripcion_id)
      IS DISTINCT FROM (NEW.created_at, NEW.campaign_id, NEW.agent_id, NEW.type, NEW.calificacion_id, NEW.descripcion_id))
EXECUTE FUNCTION gestiones_tipificacion_sync();
--> statement-breakpoint
INSERT INTO gestiones_tipificacion_daily (day, campaign_id, agent_id, type, calificacion_id, descripcion_id, total)
SELECT (created_at AT TIME ZONE 'America/Bogota')::date, coalesce(campaign_id, 0), coalesce(agent_id, 0), type,
  coalesce(calificacion_id, 0), coalesce(descripcion_id, 0), count(*)
FROM gestiones
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
-- First-attention marks: the customer's first message, and the first answer an agent (not the bot) sent after it.
-- A conversation the company started (something was sent before the customer wrote) gets neither.
CREATE OR REPLACE FUNCTION conversations_first_attention() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.from_me THEN
    UPDATE conversations SET first_inbound_at = NEW.created_at
    WHERE id = NEW.conversation_id AND first_inbound_at IS NULL
      AND NOT EXISTS (
        SELECT 1 FROM chat_messages o
        WHERE o.conversation_id = NEW.conversation_id AND o.from_me AND o.msg_type NOT IN ('nota', 'sistema') AND o.id < NEW.id
      );
  ELSIF NEW.sent_by IS NOT NULL AND NEW.msg_type NOT IN ('nota', 'sistema') THEN
    UPDATE conversations SET first_answer_at = NEW.created_at
    WHERE id = NEW.conversation_id AND first_answer_at IS NULL AND first_inbound_at IS NOT NULL AND first_inbound_at <= NEW.created_at;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER chat_messages_first_attention
AFTER INSERT ON chat_messages
FOR EACH ROW EXECUTE FUNCTION conversations_first_attention();
--> statement-breakpoint
UPDATE conversations c SET first_inbound_at = f.at
FROM (SELECT conversation_id, min(id) AS first_id, min(created_at) AS at FROM chat_messages WHERE NOT from_me GROUP BY conversation_id) f
WHERE f.conversation_id = c.id
  AND NOT EXISTS (
    SELECT 1 FROM chat_messages o
    WHERE o.conversation_id = c.id AND o.from_me AND o.msg_type NOT IN ('nota', 'sistema') AND o.id < f.first_id
  );
--> statement-breakpoint
UPDATE conversations c SET first_answer_at = a.at
FROM (
  SELECT m.conversation_id, min(m.created_at) AS at
  FROM chat_messages m JOIN conversations c2 ON c2.id = m.conversation_id
  WHERE m.from_me AND m.sent_by IS NOT NULL AND m.msg_type NOT IN ('nota', 'sistema') AND c2.first_inbound_at IS NOT NULL
    AND m.created_at >= c2.first_inbound_at
  GROUP BY m.conversation_id
) a
WHERE a.conversation_id = c.id;
