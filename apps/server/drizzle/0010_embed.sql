CREATE TABLE "embed_anonymous_users" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pseudo_id" integer NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_by" uuid,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "embed_anonymous_users" ADD CONSTRAINT "embed_anonymous_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_anonymous_users" ADD CONSTRAINT "embed_anonymous_users_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embed_anonymous_users_claimed_by_idx" ON "embed_anonymous_users" USING btree ("claimed_by");