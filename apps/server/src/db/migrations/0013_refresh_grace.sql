ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;
