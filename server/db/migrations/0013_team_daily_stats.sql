CREATE TABLE "team_daily_stats" (
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"first_deposit" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
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
	CONSTRAINT "team_daily_stats_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD CONSTRAINT "team_daily_stats_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD CONSTRAINT "team_daily_stats_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill: each agent's team figures per day from the members' daily figures (team at depth >= 1).
INSERT INTO "team_daily_stats" ("merchant_id", "agent_id", "day", "registered", "first_deposit", "active", "deposit_count", "deposits", "withdrawals", "transfers_in", "transfers_out", "bet_count", "bet_amount", "valid_bet", "payout", "income")
SELECT t."merchant_id", t."ancestor_id", s."day", sum(s."registered"), sum(s."first_deposit"), count(*) FILTER (WHERE s."valid_bet" > 0), sum(s."deposit_count"), sum(s."deposits"), sum(s."withdrawals"), sum(s."transfers_in"), sum(s."transfers_out"), sum(s."bet_count"), sum(s."bet_amount"), sum(s."valid_bet"), sum(s."payout"), sum(s."income")
FROM "member_tree" t JOIN "member_daily_stats" s ON s."member_id" = t."descendant_id"
WHERE t."depth" > 0
GROUP BY t."merchant_id", t."ancestor_id", s."day";
