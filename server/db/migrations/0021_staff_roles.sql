CREATE TABLE "operator_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"key" varchar(96) NOT NULL,
	"target_type" varchar(32) NOT NULL,
	"target_id" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"payload" jsonb NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) DEFAULT '' NOT NULL,
	"builtin" boolean DEFAULT false NOT NULL,
	"permissions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "operator_approvals" ADD CONSTRAINT "operator_approvals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_roles" ADD CONSTRAINT "operator_roles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_approvals_key_uq" ON "operator_approvals" USING btree ("merchant_id","key");--> statement-breakpoint
CREATE INDEX "operator_approvals_state_idx" ON "operator_approvals" USING btree ("merchant_id","state","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_roles_code_uq" ON "operator_roles" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "operator_roles_merchant_idx" ON "operator_roles" USING btree ("merchant_id");--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_id_operator_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."operator_roles"("id") ON DELETE set null ON UPDATE no action;