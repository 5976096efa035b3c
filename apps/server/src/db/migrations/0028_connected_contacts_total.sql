-- The dashboard's 'Contactos' card counts contacts not deleted whose status is not DESCONECTADO. Kept as rows
-- change, beside the total of the unfiltered list, so the card does not count a million rows on each visit.
INSERT INTO "table_totals" ("name", "total")
  SELECT 'contacts_connected', count(*) FROM "contacts" WHERE "deleted_at" IS NULL AND "status" <> 'DESCONECTADO';--> statement-breakpoint
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
    UPDATE "table_totals" SET "total" = "total" + delta WHERE "name" = 'contacts';
  END IF;
  IF connected_delta <> 0 THEN
    UPDATE "table_totals" SET "total" = "total" + connected_delta WHERE "name" = 'contacts_connected';
  END IF;
  RETURN NULL;
END $$;
