-- Audit entries name the contact whose activity timeline shows them.
ALTER TABLE "audits" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audits_contact_created_idx" ON "audits" USING btree ("contact_id","created_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "audits"."contact_id" is not null;--> statement-breakpoint
-- Entries written before audits named their contact: the contact's own entries name it by object id, those about its
-- data, documents and hoja de vida end in '… contacto N'.
UPDATE "audits" SET "contact_id" = "object_id"
WHERE "content_type" IN ('Contacto', 'Relación de contacto', 'Agentes del contacto') AND "object_id" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "contacts" WHERE "contacts"."id" = "audits"."object_id");--> statement-breakpoint
UPDATE "audits" SET "contact_id" = substring("descripcion" from 'contacto ([0-9]{1,9})$')::int
WHERE "content_type" IN ('Datos de contacto', 'Documento de contacto', 'Hoja de vida')
  AND EXISTS (SELECT 1 FROM "contacts" WHERE "contacts"."id" = substring("audits"."descripcion" from 'contacto ([0-9]{1,9})$')::int);
