-- Contact import: a row repeating an earlier row of the same file is reported as 'duplicate' (import_job_keys
-- keeps the keys each written row brought, first row wins; duplicate_rows counts them), and the job keeps the
-- column mapping it was queued with. The outcome rule is re-added NOT VALID: the rows already there keep to it.
CREATE TABLE "import_job_keys" (
	"job_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"row_number" integer NOT NULL,
	CONSTRAINT "import_job_keys_job_id_kind_key_pk" PRIMARY KEY("job_id","kind","key"),
	CONSTRAINT "import_job_keys_kind_check" CHECK ("import_job_keys"."kind" in ('document', 'email', 'phone'))
);
--> statement-breakpoint
ALTER TABLE "import_job_rows" DROP CONSTRAINT "import_job_rows_outcome_check";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "phone_unparsed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "duplicate_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "mapping" jsonb;--> statement-breakpoint
ALTER TABLE "import_job_keys" ADD CONSTRAINT "import_job_keys_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_job_rows" ADD CONSTRAINT "import_job_rows_outcome_check" CHECK ("import_job_rows"."outcome" in ('created', 'updated', 'rejected', 'duplicate')) NOT VALID;--> statement-breakpoint
-- Phones in E.164, so that a contact typed '+57 312 174 8585' and one typed '3121748585' are one number. The
-- application normalises every phone it writes with libphonenumber-js (packages/shared/src/phones.ts); the rows
-- written before are normalised here, in SQL, for the shapes Colombian numbers were typed in: a mobile (10 digits
-- starting with 3) or a landline (10 digits starting with 60), alone or after 57 / +57, with any spaces, dots,
-- dashes or parentheses. phone_e164_co() answers null for anything else (numbers of other countries, old 7-digit
-- landlines, text), and those rows keep their phone as it was. A contact whose phone is still not in E.164 is
-- flagged phone_unparsed (like duplicate_document) so it can be found and corrected; writing a valid phone clears
-- it. phone_digits stays the digits of the stored phone, so the search text (0024) still finds a contact by any
-- 4 digits of its number. The function is kept so the same rule can be run again.
CREATE OR REPLACE FUNCTION "phone_e164_co"(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  SELECT CASE
    WHEN $1 !~ '^[[:space:](]*[+]?[0-9[:space:]().-]+$' THEN NULL
    WHEN d ~ '^(3[0-9]{9}|60[0-9]{8})$' AND NOT plus THEN '+57' || d
    WHEN d ~ '^57(3[0-9]{9}|60[0-9]{8})$' THEN '+' || d
    ELSE NULL
  END
  FROM (SELECT regexp_replace($1, '[^0-9]', '', 'g') AS d, $1 ~ '^[[:space:](]*[+]' AS plus) AS s
$$;--> statement-breakpoint
UPDATE "contacts" SET "phone" = "phone_e164_co"("phone"), "phone_digits" = substr("phone_e164_co"("phone"), 2)
  WHERE "phone_e164_co"("phone") IS NOT NULL AND ("phone" <> "phone_e164_co"("phone") OR "phone_digits" IS DISTINCT FROM substr("phone_e164_co"("phone"), 2));--> statement-breakpoint
UPDATE "contact_data" SET "value_1" = "phone_e164_co"("value_1")
  WHERE "tipo" = 'Telefono' AND "phone_e164_co"("value_1") IS NOT NULL AND "value_1" <> "phone_e164_co"("value_1");--> statement-breakpoint
UPDATE "contacts" SET "phone_unparsed" = ("phone" !~ '^[+][1-9][0-9]{6,14}$')
  WHERE "phone" IS NOT NULL AND btrim("phone") <> '' AND "phone_unparsed" IS DISTINCT FROM ("phone" !~ '^[+][1-9][0-9]{6,14}$');
