CREATE TABLE "member_authenticators" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"secret" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_authenticators" ADD CONSTRAINT "member_authenticators_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;