-- The contacts list sorted by a column (ordering=name, documentNumber, email) walks one of these in order and stops at
-- the page, as the default list walks the id: page 1 of the sorted whole list costs what the unsorted one does.
CREATE INDEX "contacts_sort_name_idx" ON "contacts" USING btree (fold_text(case when "contact_type" = 'EMPRESA' then coalesce("razon_social", '') else btrim("first_name" || ' ' || "last_name") end),"id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_sort_document_idx" ON "contacts" USING btree ("document_number","id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_sort_email_idx" ON "contacts" USING btree ("email","id") WHERE "contacts"."deleted_at" is null;