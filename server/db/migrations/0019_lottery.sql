CREATE TABLE "lottery_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"integration_code" varchar(32) NOT NULL,
	"game_id" integer NOT NULL,
	"draw_id" varchar(40) NOT NULL,
	"status" varchar(8) NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"label_tw" varchar(60) NOT NULL,
	"label_en" varchar(60) NOT NULL,
	"region" varchar(8),
	"server_seed_hash" varchar(64) NOT NULL,
	"server_seed" varchar(128),
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bet_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"void_reason" text,
	"verify_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "prize_mode" varchar(8);--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "lotto_area" varchar(8);--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "lottery" jsonb;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_uq" ON "lottery_draws" USING btree ("integration_code","game_id","draw_id");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_idx" ON "lottery_draws" USING btree ("game_id","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_date_idx" ON "lottery_draws" USING btree ("local_date","game_id");--> statement-breakpoint
UPDATE "games" SET "prize_mode" = CASE WHEN "game_code" IN ('BGS_LOTTO', 'BGS_ELOTT') THEN 'ZY' ELSE "game_type"::text END WHERE "game_type" IN ('LOTT', 'ELOTT');--> statement-breakpoint
UPDATE "games" SET "lotto_area" = 'VN' FROM "vendors" WHERE "vendors"."id" = "games"."vendor_id" AND "vendors"."code" = 'TCG_LOTTO_VN';
