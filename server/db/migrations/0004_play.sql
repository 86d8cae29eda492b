CREATE TYPE "public"."play_mode" AS ENUM('real', 'trial');--> statement-breakpoint
CREATE TYPE "public"."round_status" AS ENUM('open', 'settled', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."vendor_tx_kind" AS ENUM('debit', 'credit', 'rollback', 'tombstone');--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"integration_code" varchar(32) NOT NULL,
	"round_id" varchar(64) NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"category" varchar(16) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"status" "round_status" DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integration_vendors" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"integration_code" varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer,
	"integration_code" varchar(32) NOT NULL,
	"game_id" integer NOT NULL,
	"mode" "play_mode" NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "player_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "vendor_integrations" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"secret" text NOT NULL,
	"base_url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"integration_code" varchar(32) NOT NULL,
	"transaction_id" varchar(64) NOT NULL,
	"kind" "vendor_tx_kind" NOT NULL,
	"round_ref" integer,
	"fields" jsonb NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"transfer_id" varchar(40),
	"rolled_back" boolean DEFAULT false NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_vendors" ADD CONSTRAINT "integration_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_vendors" ADD CONSTRAINT "integration_vendors_integration_code_vendor_integrations_code_fk" FOREIGN KEY ("integration_code") REFERENCES "public"."vendor_integrations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_tokens" ADD CONSTRAINT "player_tokens_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_tokens" ADD CONSTRAINT "player_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_tokens" ADD CONSTRAINT "player_tokens_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_round_ref_game_rounds_id_fk" FOREIGN KEY ("round_ref") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_vendor_round_uq" ON "game_rounds" USING btree ("integration_code","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_idx" ON "game_rounds" USING btree ("member_id","opened_at");--> statement-breakpoint
CREATE INDEX "player_tokens_member_idx" ON "player_tokens" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transactions_uq" ON "vendor_transactions" USING btree ("integration_code","transaction_id");--> statement-breakpoint
CREATE INDEX "vendor_transactions_round_idx" ON "vendor_transactions" USING btree ("round_ref");