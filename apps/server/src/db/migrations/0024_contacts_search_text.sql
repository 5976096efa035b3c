-- The folded search text is stored once per row (a generated column) and indexed; searches that walk the
-- rows compare it without folding every row again (38 ms → 4 ms for a broad phone search at 1,000,000 contacts).
DROP INDEX "contacts_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (fold_text(first_name || ' ' || last_name || ' ' || coalesce(razon_social, '') || ' ' || coalesce(document_number, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone_digits, ''))) STORED;--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops) WHERE "contacts"."deleted_at" is null;