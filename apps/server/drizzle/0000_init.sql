CREATE TABLE "red_dots" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "red_dots_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"current_subject" integer DEFAULT -1 NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"accessibility_mode" boolean DEFAULT false NOT NULL,
	"community_in_app_popup" boolean DEFAULT true NOT NULL,
	"notif_token" text,
	"is_notification_allowed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"auth_issuer" text NOT NULL,
	"auth_subject" text NOT NULL,
	"name" text,
	"country" text,
	"gender" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"diamond" integer DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"diagnostic_flag" integer DEFAULT 0 NOT NULL,
	"diagnostic_popup" boolean DEFAULT true NOT NULL,
	"current_avatar" integer DEFAULT 0 NOT NULL,
	"exercise_completed" integer DEFAULT 0 NOT NULL,
	"learning_streak" integer DEFAULT 0 NOT NULL,
	"should_register" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_auth_unique" UNIQUE("auth_issuer","auth_subject")
);
--> statement-breakpoint
ALTER TABLE "red_dots" ADD CONSTRAINT "red_dots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_points_idx" ON "users" USING btree ("points" DESC NULLS LAST,"id");