CREATE TABLE "login_throttle" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "login_throttle_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "login_throttle_scope_check" CHECK ("login_throttle"."scope" in ('pair', 'username', 'address'))
);
--> statement-breakpoint
DROP TABLE "login_failures";
