ALTER TABLE "login_throttle" DROP CONSTRAINT "login_throttle_scope_check";--> statement-breakpoint
ALTER TABLE "login_throttle" ADD CONSTRAINT "login_throttle_scope_check" CHECK ("login_throttle"."scope" in ('pair', 'username', 'address', 'registration'));
