-- The e-mail index is partial, so the planner has no statistics for lower(email) and misjudged
-- duplicate look-ups at a million contacts; expression statistics fix the estimate.
CREATE STATISTICS IF NOT EXISTS contacts_lower_email_stats ON (lower(email)) FROM contacts;--> statement-breakpoint
ANALYZE contacts;
