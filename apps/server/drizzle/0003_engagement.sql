CREATE TABLE "milestone_claims" (
	"user_id" uuid NOT NULL,
	"milestone_id" text NOT NULL,
	"period" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "milestone_claims_user_id_milestone_id_period_pk" PRIMARY KEY("user_id","milestone_id","period")
);
--> statement-breakpoint
CREATE TABLE "mission_behaviors" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_behaviors_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "mission_events" (
	"user_id" uuid NOT NULL,
	"mission_id" text NOT NULL,
	"period" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_events_user_id_mission_id_period_source_pk" PRIMARY KEY("user_id","mission_id","period","source")
);
--> statement-breakpoint
CREATE TABLE "mission_milestones" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"target" integer NOT NULL,
	"title" jsonb NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"reward_diamond" integer DEFAULT 0 NOT NULL,
	"reward_vote" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"user_id" uuid NOT NULL,
	"mission_id" text NOT NULL,
	"period" text NOT NULL,
	"current_progress" integer DEFAULT 0 NOT NULL,
	"per_course" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"course" integer,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "mission_progress_user_id_mission_id_period_pk" PRIMARY KEY("user_id","mission_id","period")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recurrence" text NOT NULL,
	"position" integer NOT NULL,
	"is_shown" boolean DEFAULT true NOT NULL,
	"is_prize" boolean DEFAULT false NOT NULL,
	"rule_type" text NOT NULL,
	"course" text,
	"target" text NOT NULL,
	"trigger" text,
	"title" jsonb NOT NULL,
	"progress" jsonb NOT NULL,
	"link" text,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"reward_diamond" integer DEFAULT 0 NOT NULL,
	"reward_vote" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leaderboard_all_time" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_weekly" (
	"week_start" date NOT NULL,
	"user_id" uuid NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leaderboard_weekly_week_start_user_id_pk" PRIMARY KEY("week_start","user_id")
);
--> statement-breakpoint
CREATE TABLE "points_daily" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"raw" integer DEFAULT 0 NOT NULL,
	"counted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "points_daily_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "streak_freeze_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "streak_freeze_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "streak_states" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"goal" integer DEFAULT 1 NOT NULL,
	"freezes" integer DEFAULT 0 NOT NULL,
	"goal_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"price_type" text NOT NULL,
	"cost" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchases_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "shop_items" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"price_type" text NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	"is_shown" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shop_items_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "user_backgrounds" (
	"user_id" uuid NOT NULL,
	"background_id" integer NOT NULL,
	"acquired_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_backgrounds_user_id_background_id_pk" PRIMARY KEY("user_id","background_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "current_background" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learning_days" ADD COLUMN "plays" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_claims" ADD CONSTRAINT "milestone_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_behaviors" ADD CONSTRAINT "mission_behaviors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_events" ADD CONSTRAINT "mission_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_all_time" ADD CONSTRAINT "leaderboard_all_time_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_weekly" ADD CONSTRAINT "leaderboard_weekly_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_daily" ADD CONSTRAINT "points_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streak_freeze_days" ADD CONSTRAINT "streak_freeze_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streak_states" ADD CONSTRAINT "streak_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_backgrounds" ADD CONSTRAINT "user_backgrounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_progress_user_period_idx" ON "mission_progress" USING btree ("user_id","period");--> statement-breakpoint
CREATE INDEX "leaderboard_all_time_rank_idx" ON "leaderboard_all_time" USING btree ("points" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "leaderboard_all_time_country_idx" ON "leaderboard_all_time" USING btree ("country","points" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "leaderboard_weekly_rank_idx" ON "leaderboard_weekly" USING btree ("week_start","points" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "leaderboard_weekly_country_idx" ON "leaderboard_weekly" USING btree ("week_start","country","points" DESC NULLS LAST,"user_id");