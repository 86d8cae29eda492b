CREATE TABLE "bonus_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"source_ref" varchar(96) NOT NULL,
	"title_tw" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(8) NOT NULL,
	"deposit_amount" bigint,
	"base" varchar(16) NOT NULL,
	"multiple" integer NOT NULL,
	"required" bigint DEFAULT 0 NOT NULL,
	"done" bigint DEFAULT 0 NOT NULL,
	"contributions" jsonb NOT NULL,
	"state" varchar(12) DEFAULT 'active' NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"returned" bigint
);
--> statement-breakpoint
CREATE TABLE "leaderboard_closes" (
	"merchant_id" integer NOT NULL,
	"board" varchar(12) NOT NULL,
	"period_key" varchar(16) NOT NULL,
	"results" jsonb NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_closes_merchant_id_board_period_key_pk" PRIMARY KEY("merchant_id","board","period_key")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_scores" (
	"merchant_id" integer NOT NULL,
	"board" varchar(12) NOT NULL,
	"period_key" varchar(16) NOT NULL,
	"member_id" integer NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_scores_merchant_id_board_period_key_member_id_pk" PRIMARY KEY("merchant_id","board","period_key","member_id")
);
--> statement-breakpoint
CREATE TABLE "member_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"source_ref" varchar(96) NOT NULL,
	"title_tw" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"multiple" integer NOT NULL,
	"state" varchar(12) DEFAULT 'claimable' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"bonus_id" integer
);
--> statement-breakpoint
CREATE TABLE "member_vip" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"total_valid_bet" bigint DEFAULT 0 NOT NULL,
	"total_deposits" bigint DEFAULT 0 NOT NULL,
	"level_since" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_reward_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"operator_id" integer,
	"audience" varchar(12) NOT NULL,
	"vip_level" integer,
	"member_id" integer,
	"title_tw" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"content_tw" varchar(2000) NOT NULL,
	"content_en" varchar(2000) NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"member_id" integer NOT NULL,
	"mission_id" varchar(32) NOT NULL,
	"period_key" varchar(16) NOT NULL,
	"merchant_id" integer NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"last_day" date,
	"completed_at" timestamp with time zone,
	"reward_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_progress_member_id_mission_id_period_key_pk" PRIMARY KEY("member_id","mission_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "rebate_accruals" (
	"member_id" integer NOT NULL,
	"category" varchar(16) NOT NULL,
	"merchant_id" integer NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"accrued" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_accruals_member_id_category_pk" PRIMARY KEY("member_id","category")
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"details" jsonb NOT NULL,
	"bonus_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"friend_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"inviter_id" integer NOT NULL,
	"state" varchar(12) DEFAULT 'registered' NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_deposit_at" timestamp with time zone,
	"first_deposit_amount" bigint,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"qualified_at" timestamp with time zone,
	"reward_id" integer
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "claim_bonus" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "category" varchar(12) DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "broadcast_id" integer;--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_closes" ADD CONSTRAINT "leaderboard_closes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_scores" ADD CONSTRAINT "leaderboard_scores_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_scores" ADD CONSTRAINT "leaderboard_scores_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rewards" ADD CONSTRAINT "member_rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rewards" ADD CONSTRAINT "member_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rewards" ADD CONSTRAINT "member_rewards_bonus_id_bonus_grants_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_reward_settings" ADD CONSTRAINT "merchant_reward_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_reward_settings" ADD CONSTRAINT "merchant_reward_settings_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_reward_id_member_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."member_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_accruals" ADD CONSTRAINT "rebate_accruals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_accruals" ADD CONSTRAINT "rebate_accruals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_bonus_id_bonus_grants_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_members_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_id_members_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reward_id_member_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."member_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_source_uq" ON "bonus_grants" USING btree ("merchant_id","source","source_ref");--> statement-breakpoint
CREATE INDEX "bonus_grants_member_idx" ON "bonus_grants" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_grants_active_idx" ON "bonus_grants" USING btree ("member_id") WHERE "bonus_grants"."state" = 'active';--> statement-breakpoint
CREATE INDEX "bonus_grants_expiry_idx" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."state" = 'active';--> statement-breakpoint
CREATE INDEX "leaderboard_scores_rank_idx" ON "leaderboard_scores" USING btree ("merchant_id","board","period_key","value");--> statement-breakpoint
CREATE UNIQUE INDEX "member_rewards_source_uq" ON "member_rewards" USING btree ("merchant_id","source","source_ref");--> statement-breakpoint
CREATE INDEX "member_rewards_member_idx" ON "member_rewards" USING btree ("member_id","state","created_at");--> statement-breakpoint
CREATE INDEX "message_broadcasts_merchant_idx" ON "message_broadcasts" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_request_uq" ON "rebate_claims" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "rebate_claims_member_idx" ON "rebate_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_uq" ON "referral_codes" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_id","registered_at");