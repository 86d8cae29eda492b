ALTER TABLE "announcements" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "announcements" AS a SET "sort_order" = o.n FROM (SELECT "id", row_number() OVER (PARTITION BY "merchant_id" ORDER BY "published_at" DESC, "id" DESC) AS n FROM "announcements") AS o WHERE a."id" = o."id";
