CREATE TABLE "programs" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"position" integer NOT NULL,
	"is_shown" boolean DEFAULT true NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"is_shown" boolean DEFAULT true NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"user_id" uuid NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "questionnaire_responses_user_id_questionnaire_id_pk" PRIMARY KEY("user_id","questionnaire_id")
);
--> statement-breakpoint
CREATE TABLE "certificate_names" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "certificates_user_program_unique" UNIQUE("user_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "faq_helpful" (
	"user_id" uuid NOT NULL,
	"faq_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "faq_helpful_user_id_faq_id_pk" PRIMARY KEY("user_id","faq_id")
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" integer NOT NULL,
	"lang" text NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "faq_items_id_lang_pk" PRIMARY KEY("id","lang")
);
--> statement-breakpoint
CREATE TABLE "la_class_members" (
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "la_class_members_code_user_id_pk" PRIMARY KEY("code","user_id")
);
--> statement-breakpoint
CREATE TABLE "la_classes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_names" ADD CONSTRAINT "certificate_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_helpful" ADD CONSTRAINT "faq_helpful_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "la_class_members" ADD CONSTRAINT "la_class_members_code_la_classes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."la_classes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "la_class_members" ADD CONSTRAINT "la_class_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "la_classes" ADD CONSTRAINT "la_classes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "la_class_members_user_idx" ON "la_class_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "la_classes_owner_idx" ON "la_classes" USING btree ("owner_id");