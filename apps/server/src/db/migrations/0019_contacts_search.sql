-- Searches ignore accents and case: the searched text is folded once, by an immutable wrapper so that it
-- can be indexed (unaccent itself is only stable), and the term is folded the same way before it is sent.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "fold_text"(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
DROP INDEX IF EXISTS "contacts_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin ((fold_text("first_name" || ' ' || "last_name" || ' ' || coalesce("razon_social", '') || ' ' || coalesce("document_number", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone_digits", ''))) gin_trgm_ops) WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
-- Totals kept as rows change, so an unfiltered list does not count a million rows on every page.
CREATE TABLE "table_totals" (
  "name" text PRIMARY KEY NOT NULL,
  "total" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "table_totals" ("name", "total") SELECT 'contacts', count(*) FROM "contacts" WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "contacts_total_follow"() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_rows WHERE deleted_at IS NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT delta - count(*) INTO delta FROM old_rows WHERE deleted_at IS NULL;
  END IF;
  IF delta <> 0 THEN
    UPDATE "table_totals" SET "total" = "total" + delta WHERE "name" = 'contacts';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "contacts_total_insert" AFTER INSERT ON "contacts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "contacts_total_follow"();--> statement-breakpoint
CREATE TRIGGER "contacts_total_update" AFTER UPDATE ON "contacts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "contacts_total_follow"();--> statement-breakpoint
CREATE TRIGGER "contacts_total_delete" AFTER DELETE ON "contacts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "contacts_total_follow"();
