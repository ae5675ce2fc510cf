CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "user_avatars" (
	"user_id" uuid NOT NULL,
	"avatar_id" integer NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_avatars_user_id_avatar_id_pk" PRIMARY KEY("user_id","avatar_id")
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_issuer_subject_pk" PRIMARY KEY("issuer","subject"),
	CONSTRAINT "user_identities_user_issuer_unique" UNIQUE("user_id","issuer")
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"current_subject" integer DEFAULT -1 NOT NULL,
	"accessibility_mode" boolean DEFAULT false NOT NULL,
	"community_in_app_popup" boolean DEFAULT true NOT NULL,
	"notif_token" text,
	"is_notification_allowed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
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
	"last_login" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"uuid" text NOT NULL,
	"event_name" text NOT NULL,
	"event_category" text NOT NULL,
	"event_properties" jsonb NOT NULL,
	"platform" text NOT NULL,
	"app_version" text NOT NULL,
	"language" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"pk" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_events_user_uuid_unique" UNIQUE("user_id","uuid")
);
--> statement-breakpoint
CREATE TABLE "analytics_quota" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_quota_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"link" text,
	"cta" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "announcements_slug_lang_unique" UNIQUE("slug","lang")
);
--> statement-breakpoint
CREATE TABLE "chapter_progress" (
	"user_id" uuid NOT NULL,
	"chapter_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chapter_progress_user_id_chapter_id_pk" PRIMARY KEY("user_id","chapter_id")
);
--> statement-breakpoint
CREATE TABLE "chapter_reviews" (
	"user_id" uuid NOT NULL,
	"chapter_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	"last_rating" smallint NOT NULL,
	CONSTRAINT "chapter_reviews_user_id_chapter_id_pk" PRIMARY KEY("user_id","chapter_id")
);
--> statement-breakpoint
CREATE TABLE "course_chapters" (
	"subject_id" integer NOT NULL,
	"lang" text NOT NULL,
	"chapter_id" integer NOT NULL,
	"position" integer NOT NULL,
	"level" integer NOT NULL,
	"title" text NOT NULL,
	"is_cerebry" boolean DEFAULT false NOT NULL,
	"video_published" bigint,
	"task_count" integer NOT NULL,
	CONSTRAINT "course_chapters_subject_id_lang_chapter_id_pk" PRIMARY KEY("subject_id","lang","chapter_id")
);
--> statement-breakpoint
CREATE TABLE "course_questions" (
	"subject_id" integer NOT NULL,
	"lang" text NOT NULL,
	"question_id" text NOT NULL,
	"chapter_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"type" integer NOT NULL,
	"secret" boolean DEFAULT false NOT NULL,
	CONSTRAINT "course_questions_subject_id_lang_question_id_pk" PRIMARY KEY("subject_id","lang","question_id")
);
--> statement-breakpoint
CREATE TABLE "course_tasks" (
	"subject_id" integer NOT NULL,
	"lang" text NOT NULL,
	"task_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"minigame_id" integer NOT NULL,
	"difficulty_level" integer NOT NULL,
	"play_length" integer NOT NULL,
	"question_count" integer NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "course_tasks_subject_id_lang_task_id_pk" PRIMARY KEY("subject_id","lang","task_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"subject_id" integer NOT NULL,
	"lang" text NOT NULL,
	"subject_version" integer NOT NULL,
	"content_hash" text NOT NULL,
	"subject_code" text NOT NULL,
	"subject_name" text NOT NULL,
	"description" text,
	"popularity_rank" integer,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"is_qr_applied" boolean DEFAULT false NOT NULL,
	"categories" jsonb NOT NULL,
	"domain" text NOT NULL,
	"chapter_list" text NOT NULL,
	"dictionary" jsonb NOT NULL,
	"program" text,
	"doc" jsonb NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_subject_id_lang_pk" PRIMARY KEY("subject_id","lang")
);
--> statement-breakpoint
CREATE TABLE "finish_records" (
	"user_id" uuid NOT NULL,
	"session" text NOT NULL,
	"subject_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"minigame_id" integer NOT NULL,
	"timestamp_started" bigint NOT NULL,
	"timestamp_finished" bigint NOT NULL,
	"is_complete" boolean NOT NULL,
	"counted" boolean DEFAULT false NOT NULL,
	"client_points" integer NOT NULL,
	"points" integer NOT NULL,
	"earned" double precision NOT NULL,
	"total" integer NOT NULL,
	"stars" smallint NOT NULL,
	"record" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "finish_records_user_id_session_pk" PRIMARY KEY("user_id","session")
);
--> statement-breakpoint
CREATE TABLE "glossary" (
	"source_lang" text NOT NULL,
	"target_lang" text NOT NULL,
	"term" text NOT NULL,
	"translation" text NOT NULL,
	"origin" text NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "glossary_source_lang_target_lang_term_translation_pk" PRIMARY KEY("source_lang","target_lang","term","translation")
);
--> statement-breakpoint
CREATE TABLE "learning_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "learning_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"user_id" uuid NOT NULL,
	"subject_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"chapter_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_answers_user_id_subject_id_question_id_pk" PRIMARY KEY("user_id","subject_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "task_likes" (
	"user_id" uuid NOT NULL,
	"task_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "task_likes_user_id_task_id_pk" PRIMARY KEY("user_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "task_results" (
	"user_id" uuid NOT NULL,
	"task_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"best_stars" smallint DEFAULT 0 NOT NULL,
	"best_points" integer DEFAULT 0 NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "task_results_user_id_task_id_pk" PRIMARY KEY("user_id","task_id")
);
--> statement-breakpoint
ALTER TABLE "red_dots" ADD CONSTRAINT "red_dots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_avatars" ADD CONSTRAINT "user_avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_quota" ADD CONSTRAINT "analytics_quota_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_progress" ADD CONSTRAINT "chapter_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_reviews" ADD CONSTRAINT "chapter_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_subject_id_lang_courses_subject_id_lang_fk" FOREIGN KEY ("subject_id","lang") REFERENCES "public"."courses"("subject_id","lang") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_questions" ADD CONSTRAINT "course_questions_subject_id_lang_courses_subject_id_lang_fk" FOREIGN KEY ("subject_id","lang") REFERENCES "public"."courses"("subject_id","lang") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_tasks" ADD CONSTRAINT "course_tasks_subject_id_lang_courses_subject_id_lang_fk" FOREIGN KEY ("subject_id","lang") REFERENCES "public"."courses"("subject_id","lang") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finish_records" ADD CONSTRAINT "finish_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_days" ADD CONSTRAINT "learning_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_likes" ADD CONSTRAINT "task_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_results" ADD CONSTRAINT "task_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_states_expires_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_points_idx" ON "users" USING btree ("points" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("event_name","received_at");--> statement-breakpoint
CREATE INDEX "chapter_progress_user_subject_idx" ON "chapter_progress" USING btree ("user_id","subject_id");--> statement-breakpoint
CREATE INDEX "chapter_reviews_user_subject_idx" ON "chapter_reviews" USING btree ("user_id","subject_id");--> statement-breakpoint
CREATE INDEX "course_chapters_chapter_idx" ON "course_chapters" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "course_questions_question_idx" ON "course_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "course_tasks_task_idx" ON "course_tasks" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "course_tasks_chapter_idx" ON "course_tasks" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "finish_records_user_task_idx" ON "finish_records" USING btree ("user_id","task_id");--> statement-breakpoint
CREATE INDEX "task_likes_task_idx" ON "task_likes" USING btree ("task_id");