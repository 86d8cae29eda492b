ALTER TABLE "member_authenticators" ALTER COLUMN "secret" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "member_authenticators" ADD COLUMN "last_time_step" bigint;