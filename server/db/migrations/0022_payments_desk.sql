CREATE TABLE "merchant_payment_desk" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"withdrawal_approval_threshold" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "merchant_payment_desk" ADD CONSTRAINT "merchant_payment_desk_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;