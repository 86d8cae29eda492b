CREATE TYPE "public"."announcement_execution" AS ENUM('A', 'B', 'F');--> statement-breakpoint
CREATE TYPE "public"."announcement_kind" AS ENUM('PL', 'PU');--> statement-breakpoint
CREATE TYPE "public"."banner_linkage_type" AS ENUM('NONE', 'URL', 'ROUTE', 'VIDEO');--> statement-breakpoint
CREATE TYPE "public"."game_category" AS ENUM('SPORTS', 'ESPORTS', 'LIVE', 'LOTT', 'ELOTT', 'FISH', 'PVP', 'RNG', 'BGS', 'COCKFIGHT');--> statement-breakpoint
CREATE TYPE "public"."game_sub_category" AS ENUM('JP', 'TG', 'AC');--> statement-breakpoint
CREATE TYPE "public"."vendor_open_kind" AS ENUM('LOBBY', 'GAME', 'VASSALAGE');--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" "announcement_kind" NOT NULL,
	"execution" "announcement_execution" NOT NULL,
	"title_tw" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"content_tw" text NOT NULL,
	"content_en" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"group_name" varchar(32) NOT NULL,
	"title_tw" varchar(120) NOT NULL,
	"title_en" varchar(120) NOT NULL,
	"subtitle_tw" varchar(200) DEFAULT '' NOT NULL,
	"subtitle_en" varchar(200) DEFAULT '' NOT NULL,
	"image_url" text,
	"linkage" text DEFAULT '' NOT NULL,
	"linkage_type" "banner_linkage_type" DEFAULT 'NONE' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"name_tw" varchar(120) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"game_type" "game_category" NOT NULL,
	"sub_category" "game_sub_category",
	"is_hot" boolean DEFAULT false NOT NULL,
	"hot_rank" integer,
	"is_new" boolean DEFAULT false NOT NULL,
	"free_trial" boolean DEFAULT false NOT NULL,
	"icon_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_node_id_unique" UNIQUE("node_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"domain" varchar(253) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_domains_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "merchant_vendors" (
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "merchant_vendors_merchant_id_vendor_id_pk" PRIMARY KEY("merchant_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(80) NOT NULL,
	"config" jsonb NOT NULL,
	"config_source" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title_tw" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"content_tw" text NOT NULL,
	"content_en" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name_tw" varchar(80) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"game_type" "game_category" NOT NULL,
	"menu_category" "game_category" NOT NULL,
	"is_game" "vendor_open_kind" NOT NULL,
	"game_code" varchar(64),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "winner_board" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"customer_name" varchar(40) NOT NULL,
	"game_id" integer NOT NULL,
	"win_amount_minor" bigint NOT NULL,
	"won_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winner_board" ADD CONSTRAINT "winner_board_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winner_board" ADD CONSTRAINT "winner_board_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_merchant_kind_idx" ON "announcements" USING btree ("merchant_id","kind","published_at");--> statement-breakpoint
CREATE INDEX "banners_merchant_group_idx" ON "banners" USING btree ("merchant_id","group_name","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code_uq" ON "games" USING btree ("vendor_id","game_code");--> statement-breakpoint
CREATE INDEX "games_type_idx" ON "games" USING btree ("game_type","sort_order");--> statement-breakpoint
CREATE INDEX "games_hot_idx" ON "games" USING btree ("hot_rank") WHERE "games"."is_hot";--> statement-breakpoint
CREATE INDEX "notices_merchant_idx" ON "notices" USING btree ("merchant_id","published_at");--> statement-breakpoint
CREATE INDEX "winner_board_merchant_idx" ON "winner_board" USING btree ("merchant_id","win_amount_minor");