CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"upline_id" integer,
	"downline_id" integer NOT NULL,
	"period" varchar(16) NOT NULL,
	"tiers" jsonb NOT NULL,
	"state" varchar(24) NOT NULL,
	"termination_requested_by" varchar(16),
	"end_reason" varchar(24),
	"request_id" varchar(64),
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" varchar(32) NOT NULL,
	"actor_kind" varchar(16) NOT NULL,
	"actor_id" integer,
	"from_state" varchar(24),
	"to_state" varchar(24) NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "contract_settlement_marks" (
	"merchant_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"settled_through" timestamp with time zone NOT NULL,
	CONSTRAINT "contract_settlement_marks_merchant_id_kind_pk" PRIMARY KEY("merchant_id","kind")
);
--> statement-breakpoint
CREATE TABLE "contract_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"agent_id" integer NOT NULL,
	"period_key" varchar(24) NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"profit_loss" bigint DEFAULT 0 NOT NULL,
	"carried_in" bigint DEFAULT 0 NOT NULL,
	"base" bigint DEFAULT 0 NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"downline_share" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"carried_out" bigint DEFAULT 0 NOT NULL,
	"state" varchar(16) NOT NULL,
	"transfer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_kind" varchar(16),
	"decided_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "merchant_contract_policy" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"dividend_approval" boolean DEFAULT false NOT NULL,
	"carry_forward" boolean DEFAULT false NOT NULL,
	"allow_member_contracts" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlement_marks" ADD CONSTRAINT "contract_settlement_marks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_contract_policy" ADD CONSTRAINT "merchant_contract_policy_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_live_uq" ON "agent_contracts" USING btree ("merchant_id","downline_id","kind") WHERE "agent_contracts"."state" in ('active', 'terminationRequested');--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_offer_uq" ON "agent_contracts" USING btree ("merchant_id","downline_id","kind") WHERE "agent_contracts"."state" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_request_uq" ON "agent_contracts" USING btree ("merchant_id","upline_id","request_id") WHERE "agent_contracts"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind","state");--> statement-breakpoint
CREATE INDEX "agent_contracts_merchant_kind_idx" ON "agent_contracts" USING btree ("merchant_id","kind","state");--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_settlements_period_uq" ON "contract_settlements" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "contract_settlements_agent_idx" ON "contract_settlements" USING btree ("agent_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "contract_settlements_merchant_state_idx" ON "contract_settlements" USING btree ("merchant_id","state");