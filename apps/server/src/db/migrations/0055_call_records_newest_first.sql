DROP INDEX "call_records_calldate_idx";--> statement-breakpoint
CREATE INDEX "call_records_calldate_idx" ON "call_records" USING btree ("calldate" DESC NULLS FIRST,"id" DESC NULLS FIRST);