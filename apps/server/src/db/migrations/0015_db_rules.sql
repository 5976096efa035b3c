-- Choice columns keep to the values the app knows. NOT VALID: rows written before the rule stay as they are;
-- every new or changed row is checked.
CREATE INDEX "role_permissions_permission_id_idx" ON "role_permissions" USING btree ("permission_id");--> statement-breakpoint
CREATE INDEX "user_permissions_permission_id_idx" ON "user_permissions" USING btree ("permission_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audits_user_id_idx" ON "audits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "internal_chat_messages_sender_id_idx" ON "internal_chat_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "company_people_person_id_idx" ON "company_people" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "contact_relations_destinatario_id_idx" ON "contact_relations" USING btree ("destinatario_id");--> statement-breakpoint
CREATE INDEX "contacts_created_by_idx" ON "contacts" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "contacts_user_id_idx" ON "contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_documents_user_id_idx" ON "contact_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "resume_education_resume_id_idx" ON "resume_education" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "resume_experience_resume_id_idx" ON "resume_experience" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "resume_knowledge_resume_id_idx" ON "resume_knowledge" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "import_jobs_user_id_idx" ON "import_jobs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campaigns_account_id_idx" ON "campaigns" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "gestion_campaigns_campaign_id_idx" ON "gestion_campaigns" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "gestiones_calificacion_id_idx" ON "gestiones" USING btree ("calificacion_id");--> statement-breakpoint
CREATE INDEX "gestiones_descripcion_id_idx" ON "gestiones" USING btree ("descripcion_id");--> statement-breakpoint
CREATE INDEX "gestiones_tipo_gestion_id_idx" ON "gestiones" USING btree ("tipo_gestion_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_contact_type_check" CHECK ("users"."contact_type" in ('PERSONA NATURAL', 'PERSONA JURIDICA')) NOT VALID;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_document_type_check" CHECK ("users"."document_type" in ('CEDULA', 'PASAPORTE', 'CEDULA_EXTRANJERIA', 'OTRO')) NOT VALID;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" in ('CONECTADO', 'PAUSA', 'DESCONECTADO')) NOT VALID;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_estado_check" CHECK ("audits"."estado" in ('Exitoso', 'Fallido')) NOT VALID;--> statement-breakpoint
ALTER TABLE "contact_relations" ADD CONSTRAINT "contact_relations_tipo_relacion_check" CHECK ("contact_relations"."tipo_relacion" in ('Socio', 'Padre', 'Hijo', 'Hermano', 'Tio', 'Cuñado', 'Primo', 'Amigo')) NOT VALID;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_contact_type_check" CHECK ("contacts"."contact_type" in ('PERSONA NATURAL', 'EMPRESA')) NOT VALID;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_document_type_check" CHECK ("contacts"."document_type" in ('CEDULA', 'PASAPORTE', 'CEDULA_EXTRANJERIA', 'NIT', 'OTRO')) NOT VALID;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_gender_check" CHECK ("contacts"."gender" in ('Masculino', 'Femenino', 'Otro')) NOT VALID;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_status_check" CHECK ("contacts"."status" in ('ACTIVO', 'DESCONECTADO')) NOT VALID;--> statement-breakpoint
ALTER TABLE "contact_data" ADD CONSTRAINT "contact_data_tipo_check" CHECK ("contact_data"."tipo" in ('Telefono', 'Email', 'Direccion', 'Redes Sociales')) NOT VALID;--> statement-breakpoint
ALTER TABLE "contact_documents" ADD CONSTRAINT "contact_documents_document_type_check" CHECK ("contact_documents"."document_type" in ('CEDULA_CIUDADANIA', 'PASAPORTE', 'RUT', 'NIT', 'OTRO')) NOT VALID;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_document_type_check" CHECK ("accounts"."document_type" in ('CEDULA', 'PASAPORTE', 'CEDULA_EXTRANJERIA', 'NIT', 'OTRO')) NOT VALID;--> statement-breakpoint
ALTER TABLE "import_job_rows" ADD CONSTRAINT "import_job_rows_outcome_check" CHECK ("import_job_rows"."outcome" in ('created', 'updated', 'rejected')) NOT VALID;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_kind_check" CHECK ("import_jobs"."kind" in ('contacts')) NOT VALID;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_status_check" CHECK ("import_jobs"."status" in ('PENDIENTE', 'PROCESANDO', 'COMPLETADO', 'FALLIDO')) NOT VALID;--> statement-breakpoint
ALTER TABLE "campaign_schedules" ADD CONSTRAINT "campaign_schedules_dia_semana_check" CHECK ("campaign_schedules"."dia_semana" in ('LUNES', 'MARTES', 'MIERCOLES', 'JUEVES', 'VIERNES', 'SABADO', 'DOMINGO')) NOT VALID;--> statement-breakpoint
ALTER TABLE "gestiones" ADD CONSTRAINT "gestiones_type_check" CHECK ("gestiones"."type" in ('WhatsApp', 'Telegram', 'Telefonía - Manual')) NOT VALID;--> statement-breakpoint
ALTER TABLE "gestiones" ADD CONSTRAINT "gestiones_estado_check" CHECK ("gestiones"."estado" in ('EN_GESTION', 'PENDIENTE', 'FINALIZADO', 'VENCIDO')) NOT VALID;--> statement-breakpoint
ALTER TABLE "gestiones_daily" ADD CONSTRAINT "gestiones_daily_type_check" CHECK ("gestiones_daily"."type" in ('WhatsApp', 'Telegram', 'Telefonía - Manual')) NOT VALID;--> statement-breakpoint
ALTER TABLE "gestiones_daily" ADD CONSTRAINT "gestiones_daily_estado_check" CHECK ("gestiones_daily"."estado" in ('EN_GESTION', 'PENDIENTE', 'FINALIZADO', 'VENCIDO')) NOT VALID;--> statement-breakpoint
ALTER TABLE "gestiones_hourly" ADD CONSTRAINT "gestiones_hourly_type_check" CHECK ("gestiones_hourly"."type" in ('WhatsApp', 'Telegram', 'Telefonía - Manual')) NOT VALID;--> statement-breakpoint
ALTER TABLE "gestiones_hourly" ADD CONSTRAINT "gestiones_hourly_estado_check" CHECK ("gestiones_hourly"."estado" in ('EN_GESTION', 'PENDIENTE', 'FINALIZADO', 'VENCIDO')) NOT VALID;