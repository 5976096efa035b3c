-- Every list search ignores accents and case like the contacts search (0019): each trigram index holds the
-- folded text, the same expression the searches compare.
DROP INDEX "accounts_search_trgm_idx";--> statement-breakpoint
DROP INDEX "audits_search_trgm_idx";--> statement-breakpoint
DROP INDEX "campaigns_search_trgm_idx";--> statement-breakpoint
DROP INDEX "cases_search_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
DROP INDEX "surveys_search_trgm_idx";--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "accounts_search_trgm_idx" ON "accounts" USING gin (fold_text(("document_number" || ' ' || "name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audits_search_trgm_idx" ON "audits" USING gin (fold_text(("username" || ' ' || "estado" || ' ' || "content_type" || ' ' || "tipo_gestion" || ' ' || "descripcion")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaigns_search_trgm_idx" ON "campaigns" USING gin (fold_text(("name" || ' ' || "description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cases_search_trgm_idx" ON "cases" USING gin (fold_text(("name" || ' ' || "descripcion")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin (fold_text(("name" || ' ' || "codigo_producto" || ' ' || "marca" || ' ' || "categoria")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "surveys_search_trgm_idx" ON "surveys" USING gin (fold_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (fold_text(("username" || ' ' || "first_name" || ' ' || "last_name")) gin_trgm_ops);