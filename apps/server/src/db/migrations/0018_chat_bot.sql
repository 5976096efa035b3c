-- A conversation that went through the channel's entry bot: its gestión counts as 'Ingresados al Bot'.
ALTER TABLE "conversations" ADD COLUMN "via_bot" boolean DEFAULT false NOT NULL;
