ALTER TABLE "contacts" ADD COLUMN "duplicate_document" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Contacts created before the rule that share a live document number keep it; all but the oldest are flagged.
UPDATE "contacts" c SET "duplicate_document" = true
  WHERE c."deleted_at" IS NULL AND c."document_number" IS NOT NULL AND c."document_number" <> ''
    AND EXISTS (SELECT 1 FROM "contacts" o WHERE o."deleted_at" IS NULL AND o."document_number" = c."document_number" AND o."id" < c."id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_document_uq" ON "contacts" USING btree ("document_number") WHERE "contacts"."deleted_at" is null and not "contacts"."duplicate_document" and "contacts"."document_number" is not null and "contacts"."document_number" <> '';
