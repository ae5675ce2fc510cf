CREATE TABLE "task_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"subject_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"storage_key" text NOT NULL,
	"ext" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_uploads" ADD CONSTRAINT "task_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_uploads_attempt" ON "task_uploads" USING btree ("user_id","question_id","attempt");--> statement-breakpoint
CREATE INDEX "task_uploads_user" ON "task_uploads" USING btree ("user_id");