CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"rollout_percent" integer DEFAULT 100 NOT NULL,
	"countries" text[],
	"langs" text[],
	"value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
