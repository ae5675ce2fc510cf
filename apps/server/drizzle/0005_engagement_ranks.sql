CREATE TABLE "leaderboard_all_time_counts" (
	"country" text NOT NULL,
	"points" integer NOT NULL,
	"students" integer NOT NULL,
	CONSTRAINT "leaderboard_all_time_counts_country_points_pk" PRIMARY KEY("country","points")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_weekly_counts" (
	"week_start" date NOT NULL,
	"country" text NOT NULL,
	"points" integer NOT NULL,
	"students" integer NOT NULL,
	CONSTRAINT "leaderboard_weekly_counts_week_start_country_points_pk" PRIMARY KEY("week_start","country","points")
);
