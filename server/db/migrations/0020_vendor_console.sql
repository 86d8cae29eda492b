CREATE TABLE "game_maintenance" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"integration_code" varchar(32) NOT NULL,
	"operation" varchar(16) NOT NULL,
	"ok" boolean NOT NULL,
	"duration_ms" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD COLUMN "maintenance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD COLUMN "previous_secret" text;--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD COLUMN "previous_secret_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD COLUMN "secret_rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD COLUMN "url_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_maintenance" ADD CONSTRAINT "game_maintenance_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_maintenance" ADD CONSTRAINT "game_maintenance_set_by_operators_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_calls_integration_idx" ON "vendor_calls" USING btree ("integration_code","at");