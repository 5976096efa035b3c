CREATE TABLE "leads_franja_counts" (
	"dia" date NOT NULL,
	"franja" smallint NOT NULL,
	"tipo" text NOT NULL,
	"estado" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "leads_franja_counts_dia_franja_tipo_estado_pk" PRIMARY KEY("dia","franja","tipo","estado")
);
--> statement-breakpoint
-- The counts follow every insert, update and delete of leads, a statement at a time (a spreadsheet of ten
-- thousand leads is one upsert per bar, day, type and state); keys in order so that concurrent writers lock alike.
CREATE OR REPLACE FUNCTION leads_count_franjas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO leads_franja_counts (dia, franja, tipo, estado, n)
    SELECT (created_at AT TIME ZONE 'America/Bogota')::date, franja, tipo, estado, count(*)::int
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (dia, franja, tipo, estado) DO UPDATE SET n = leads_franja_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO leads_franja_counts (dia, franja, tipo, estado, n)
    SELECT (created_at AT TIME ZONE 'America/Bogota')::date, franja, tipo, estado, -count(*)::int
    FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (dia, franja, tipo, estado) DO UPDATE SET n = leads_franja_counts.n + excluded.n;
  ELSE
    INSERT INTO leads_franja_counts (dia, franja, tipo, estado, n)
    SELECT dia, franja, tipo, estado, sum(d)::int FROM (
      SELECT (created_at AT TIME ZONE 'America/Bogota')::date AS dia, franja, tipo, estado, -1 AS d FROM old_rows
      UNION ALL
      SELECT (created_at AT TIME ZONE 'America/Bogota')::date, franja, tipo, estado, 1 FROM new_rows
    ) AS changes
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (dia, franja, tipo, estado) DO UPDATE SET n = leads_franja_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER leads_franja_counts_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leads_count_franjas();
--> statement-breakpoint
CREATE TRIGGER leads_franja_counts_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leads_count_franjas();
--> statement-breakpoint
CREATE TRIGGER leads_franja_counts_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leads_count_franjas();
--> statement-breakpoint
INSERT INTO leads_franja_counts (dia, franja, tipo, estado, n)
SELECT (created_at AT TIME ZONE 'America/Bogota')::date, franja, tipo, estado, count(*)::int FROM leads GROUP BY 1, 2, 3, 4;
