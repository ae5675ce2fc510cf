ALTER TABLE "community_reports" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "community_reports" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "community_reports_user" ON "community_reports" USING btree ("user_id","status");