ALTER TABLE "contacts" ADD COLUMN "autorizacion_estado" text DEFAULT 'PENDIENTE' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "autorizacion_fecha" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "autorizacion_medio" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "autorizacion_texto" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "suppressed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "autorizacion_datos" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_autorizacion_estado_check" CHECK ("contacts"."autorizacion_estado" in ('OTORGADA', 'NEGADA', 'PENDIENTE'));--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_autorizacion_medio_check" CHECK ("contacts"."autorizacion_medio" in ('formulario', 'chat', 'llamada', 'documento'));