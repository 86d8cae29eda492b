CREATE TABLE "merchant_points_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_promotion_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_accruals" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"type" varchar(8) NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"record_id" integer,
	"credited_at" timestamp with time zone,
	CONSTRAINT "points_accruals_member_id_day_type_pk" PRIMARY KEY("member_id","day","type")
);
--> statement-breakpoint
CREATE TABLE "points_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name_tw" varchar(60) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"description_tw" varchar(500) NOT NULL,
	"description_en" varchar(500) NOT NULL,
	"image" varchar(300),
	"exchange_type" varchar(16) NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"amount_required" bigint DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer,
	"needs_delivery" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"type" varchar(8) NOT NULL,
	"amount" bigint,
	"points" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"status" varchar(10) NOT NULL,
	"quantity" integer,
	"remark" varchar(200),
	"redemption_id" integer,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"item_id" integer,
	"item_name_tw" varchar(60),
	"item_name_en" varchar(60),
	"exchange_type" varchar(16),
	"quantity" integer DEFAULT 1 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"amount" bigint,
	"status" varchar(10) NOT NULL,
	"reason" varchar(200),
	"delivery" jsonb,
	"bonus_id" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"state" varchar(12) NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"first_ticket" integer,
	"remark" varchar(140),
	"reject_reason" varchar(200),
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"reward_id" integer,
	"reward_amount" bigint,
	"prize_rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_entry_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"mime" varchar(24) NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"kind" varchar(12) NOT NULL,
	"category" varchar(24) NOT NULL,
	"title_tw" varchar(80) NOT NULL,
	"title_en" varchar(80) NOT NULL,
	"summary_tw" varchar(300) NOT NULL,
	"summary_en" varchar(300) NOT NULL,
	"terms_html_tw" text NOT NULL,
	"terms_html_en" text NOT NULL,
	"image" varchar(300),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sign_up_ends_at" timestamp with time zone,
	"vip_levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"raffle" jsonb,
	"draw_at" timestamp with time zone,
	"server_seed" varchar(64),
	"server_seed_hash" varchar(64),
	"client_seed" varchar(64),
	"drawn_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "merchant_points_settings" ADD CONSTRAINT "merchant_points_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_points_settings" ADD CONSTRAINT "merchant_points_settings_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_promotion_settings" ADD CONSTRAINT "merchant_promotion_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_promotion_settings" ADD CONSTRAINT "merchant_promotion_settings_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accruals" ADD CONSTRAINT "points_accruals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accruals" ADD CONSTRAINT "points_accruals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_items" ADD CONSTRAINT "points_items_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_item_id_points_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."points_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entry_images" ADD CONSTRAINT "promotion_entry_images_entry_id_promotion_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."promotion_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_accruals_open_idx" ON "points_accruals" USING btree ("merchant_id","day") WHERE "points_accruals"."credited_at" is null;--> statement-breakpoint
CREATE INDEX "points_items_merchant_idx" ON "points_items" USING btree ("merchant_id","active","sort");--> statement-breakpoint
CREATE INDEX "points_records_member_idx" ON "points_records" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "points_records_redemption_idx" ON "points_records" USING btree ("redemption_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_redemptions_request_uq" ON "points_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "points_redemptions_member_idx" ON "points_redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "points_redemptions_review_idx" ON "points_redemptions" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_member_uq" ON "promotion_entries" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "promotion_entries_member_idx" ON "promotion_entries" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "promotion_entries_review_idx" ON "promotion_entries" USING btree ("merchant_id","state","created_at");--> statement-breakpoint
CREATE INDEX "promotion_entry_images_entry_idx" ON "promotion_entry_images" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "promotions_merchant_idx" ON "promotions" USING btree ("merchant_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "promotions_draw_idx" ON "promotions" USING btree ("draw_at") WHERE "promotions"."drawn_at" is null and "promotions"."kind" = 'raffle';