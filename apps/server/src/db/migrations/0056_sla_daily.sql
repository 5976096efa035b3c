CREATE TABLE "conversation_sla_daily" (
	"dia" date NOT NULL,
	"campaign_id" integer NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"conversaciones" integer NOT NULL,
	"dentro_objetivo" integer NOT NULL,
	"vencidas" integer NOT NULL,
	"pendientes" integer NOT NULL,
	"resolucion_dentro" integer NOT NULL,
	"resolucion_vencidas" integer NOT NULL,
	"encuestas" integer NOT NULL,
	"encuestas_top" integer NOT NULL,
	"respuestas" double precision[] NOT NULL,
	CONSTRAINT "conversation_sla_daily_dia_campaign_id_agent_id_type_pk" PRIMARY KEY("dia","campaign_id","agent_id","type")
);
--> statement-breakpoint
CREATE TABLE "conversation_sla_stale" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dia" date NOT NULL,
	"campaign_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "conversation_sla_stale_group_idx" ON "conversation_sla_stale" USING btree ("dia","campaign_id");--> statement-breakpoint
CREATE INDEX "conversations_open_created_idx" ON "conversations" USING btree ("created_at") WHERE "conversations"."estado" <> 'FINALIZADA';--> statement-breakpoint
-- Marks of the SLA rollup's groups to count again. A closed conversation's group is marked when it is inserted,
-- deleted, reopened, or a figure of the report changes; an open one is read live and needs no mark.
CREATE OR REPLACE FUNCTION conversation_sla_mark(p_created_at timestamptz, p_campaign_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_campaign_id IS NOT NULL THEN
    INSERT INTO conversation_sla_stale (dia, campaign_id) VALUES ((p_created_at AT TIME ZONE 'America/Bogota')::date, p_campaign_id);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION conversations_sla_stale_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO conversation_sla_stale (dia, campaign_id)
    SELECT DISTINCT (created_at AT TIME ZONE 'America/Bogota')::date, campaign_id FROM added
    WHERE estado = 'FINALIZADA' AND first_inbound_at IS NOT NULL AND campaign_id IS NOT NULL;
  ELSE
    INSERT INTO conversation_sla_stale (dia, campaign_id)
    SELECT DISTINCT (created_at AT TIME ZONE 'America/Bogota')::date, campaign_id FROM removed
    WHERE estado = 'FINALIZADA' AND first_inbound_at IS NOT NULL AND campaign_id IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_sla_stale_insert
AFTER INSERT ON conversations REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION conversations_sla_stale_rows();
--> statement-breakpoint
CREATE TRIGGER conversations_sla_stale_delete
AFTER DELETE ON conversations REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION conversations_sla_stale_rows();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION conversations_sla_stale_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.estado = 'FINALIZADA' THEN
    PERFORM conversation_sla_mark(OLD.created_at, OLD.campaign_id);
  END IF;
  IF NEW.estado = 'FINALIZADA' AND (OLD.estado <> 'FINALIZADA' OR (OLD.created_at, OLD.campaign_id) IS DISTINCT FROM (NEW.created_at, NEW.campaign_id)) THEN
    PERFORM conversation_sla_mark(NEW.created_at, NEW.campaign_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_sla_stale_update
AFTER UPDATE OF created_at, campaign_id, agent_id, type, estado, first_inbound_at, first_answer_at, closed_at, gestion_id, expired ON conversations
FOR EACH ROW
WHEN ((OLD.estado = 'FINALIZADA' OR NEW.estado = 'FINALIZADA')
  AND (OLD.created_at, OLD.campaign_id, OLD.agent_id, OLD.type, OLD.estado, OLD.first_inbound_at, OLD.first_answer_at, OLD.closed_at, OLD.gestion_id, OLD.expired)
    IS DISTINCT FROM (NEW.created_at, NEW.campaign_id, NEW.agent_id, NEW.type, NEW.estado, NEW.first_inbound_at, NEW.first_answer_at, NEW.closed_at, NEW.gestion_id, NEW.expired))
EXECUTE FUNCTION conversations_sla_stale_update();
--> statement-breakpoint
-- The out-of-hours start and the closing survey belong to one conversation: its group, when it is closed.
CREATE OR REPLACE FUNCTION conversation_sla_stale_of_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_conversation_id integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.conversation_id ELSE NEW.conversation_id END;
BEGIN
  INSERT INTO conversation_sla_stale (dia, campaign_id)
  SELECT (c.created_at AT TIME ZONE 'America/Bogota')::date, c.campaign_id FROM conversations c
  WHERE c.id = v_conversation_id AND c.estado = 'FINALIZADA' AND c.campaign_id IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversation_service_levels_sla_stale
AFTER INSERT OR DELETE OR UPDATE OF fuera_horario_hasta ON conversation_service_levels
FOR EACH ROW EXECUTE FUNCTION conversation_sla_stale_of_conversation();
--> statement-breakpoint
CREATE TRIGGER closing_surveys_sla_stale
AFTER INSERT OR DELETE ON closing_surveys
FOR EACH ROW EXECUTE FUNCTION conversation_sla_stale_of_conversation();
--> statement-breakpoint
-- A closing survey's answer (its questions are frozen once answered): CSAT of the conversation it closed.
CREATE OR REPLACE FUNCTION survey_responses_sla_stale() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_gestion_id integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.gestion_id ELSE NEW.gestion_id END;
  v_survey_id integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.survey_id ELSE NEW.survey_id END;
BEGIN
  INSERT INTO conversation_sla_stale (dia, campaign_id)
  SELECT (c.created_at AT TIME ZONE 'America/Bogota')::date, c.campaign_id
  FROM closing_surveys cs JOIN conversations c ON c.id = cs.conversation_id
  WHERE cs.gestion_id = v_gestion_id AND cs.survey_id = v_survey_id AND c.estado = 'FINALIZADA' AND c.campaign_id IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER survey_responses_sla_stale
AFTER INSERT OR DELETE ON survey_responses
FOR EACH ROW EXECUTE FUNCTION survey_responses_sla_stale();
--> statement-breakpoint
-- New targets judge every closed conversation of the campaign again: each day of it in the rollup.
CREATE OR REPLACE FUNCTION campaign_service_levels_sla_stale() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_campaign_id integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.campaign_id ELSE NEW.campaign_id END;
BEGIN
  INSERT INTO conversation_sla_stale (dia, campaign_id)
  SELECT DISTINCT dia, campaign_id FROM conversation_sla_daily WHERE campaign_id = v_campaign_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER campaign_service_levels_sla_stale_insert_delete
AFTER INSERT OR DELETE ON campaign_service_levels
FOR EACH ROW EXECUTE FUNCTION campaign_service_levels_sla_stale();
--> statement-breakpoint
CREATE TRIGGER campaign_service_levels_sla_stale_update
AFTER UPDATE OF sla_primera_respuesta_min, sla_resolucion_min ON campaign_service_levels
FOR EACH ROW
WHEN ((OLD.sla_primera_respuesta_min, OLD.sla_resolucion_min) IS DISTINCT FROM (NEW.sla_primera_respuesta_min, NEW.sla_resolucion_min))
EXECUTE FUNCTION campaign_service_levels_sla_stale();
--> statement-breakpoint
-- The conversations closed before the rollup existed: every group is counted by the first refresh that reaches it.
INSERT INTO conversation_sla_stale (dia, campaign_id)
SELECT DISTINCT (created_at AT TIME ZONE 'America/Bogota')::date, campaign_id FROM conversations
WHERE estado = 'FINALIZADA' AND first_inbound_at IS NOT NULL AND campaign_id IS NOT NULL;
