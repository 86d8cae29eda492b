CREATE TABLE "agent_income_daily" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_income_daily_member_id_day_kind_pk" PRIMARY KEY("member_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "invitation_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"account_type" smallint DEFAULT 0 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_daily_stats" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"registered" smallint DEFAULT 0 NOT NULL,
	"first_deposit" smallint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"transfers_in" bigint DEFAULT 0 NOT NULL,
	"transfers_out" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"bet_amount" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"income" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_daily_stats_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_tree" (
	"merchant_id" integer NOT NULL,
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_reporting" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"utc_offset_minutes" smallint DEFAULT 480 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_income_daily" ADD CONSTRAINT "agent_income_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_income_daily" ADD CONSTRAINT "agent_income_daily_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD CONSTRAINT "member_daily_stats_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD CONSTRAINT "member_daily_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_reporting" ADD CONSTRAINT "merchant_reporting_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_links_code_uq" ON "invitation_links" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "invitation_links_agent_idx" ON "invitation_links" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "member_daily_stats_merchant_day_idx" ON "member_daily_stats" USING btree ("merchant_id","day");--> statement-breakpoint
CREATE INDEX "member_tree_descendant_idx" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "member_tree_ancestor_depth_idx" ON "member_tree" USING btree ("ancestor_id","depth");--> statement-breakpoint
-- Backfill the closure of the existing tree from members.upline_id: a self row per member, then
-- every upline at any depth (an upline of another merchant is ignored; the depth limit stops a
-- corrupt cycle).
WITH RECURSIVE up(merchant_id, descendant_id, ancestor_id, depth) AS (
	SELECT "merchant_id", "id", "id", 0 FROM "members"
	UNION ALL
	SELECT up.merchant_id, up.descendant_id, a."id", up.depth + 1
	FROM up
	JOIN "members" m ON m."id" = up.ancestor_id
	JOIN "members" a ON a."id" = m."upline_id" AND a."merchant_id" = m."merchant_id"
	WHERE up.depth < 64 AND a."id" <> up.descendant_id
)
INSERT INTO "member_tree" ("merchant_id", "ancestor_id", "descendant_id", "depth")
SELECT merchant_id, ancestor_id, descendant_id, min(depth) FROM up GROUP BY merchant_id, ancestor_id, descendant_id
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Backfill the registrations (reporting day at the default GMT+08:00).
INSERT INTO "member_daily_stats" ("merchant_id", "member_id", "day", "registered")
SELECT "merchant_id", "id", ("created_at" AT TIME ZONE 'UTC' + interval '480 minutes')::date, 1 FROM "members"
ON CONFLICT DO NOTHING;
