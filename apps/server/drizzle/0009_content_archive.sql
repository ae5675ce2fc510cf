CREATE TABLE "course_task_versions" (
	"subject_id" integer NOT NULL,
	"lang" text NOT NULL,
	"task_id" integer NOT NULL,
	"subject_version" integer NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "course_task_versions_subject_id_lang_task_id_subject_version_pk" PRIMARY KEY("subject_id","lang","task_id","subject_version")
);
