-- Each kept total is split over 16 slots, one per database connection (backend pid modulo 16): a single row made
-- every transaction that creates a contact wait for the previous one to commit. Readers add the slots up.
ALTER TABLE "table_totals" DROP CONSTRAINT "table_totals_pkey";--> statement-breakpoint
ALTER TABLE "table_totals" ADD COLUMN "slot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "table_totals" ADD CONSTRAINT "table_totals_name_slot_pk" PRIMARY KEY("name","slot");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "table_total_add"(total_name text, delta bigint) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO "table_totals" ("name", "slot", "total") VALUES (total_name, pg_backend_pid() % 16, delta)
  ON CONFLICT ("name", "slot") DO UPDATE SET "total" = "table_totals"."total" + excluded."total";
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "contacts_total_follow"() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
  connected_delta bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*), connected_delta + count(*) FILTER (WHERE status <> 'DESCONECTADO')
      INTO delta, connected_delta FROM new_rows WHERE deleted_at IS NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT delta - count(*), connected_delta - count(*) FILTER (WHERE status <> 'DESCONECTADO')
      INTO delta, connected_delta FROM old_rows WHERE deleted_at IS NULL;
  END IF;
  IF delta <> 0 THEN
    PERFORM "table_total_add"('contacts', delta);
  END IF;
  IF connected_delta <> 0 THEN
    PERFORM "table_total_add"('contacts_connected', connected_delta);
  END IF;
  RETURN NULL;
END $$;
