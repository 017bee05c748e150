CREATE TABLE "exams" (
	"id" integer PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"paper" text,
	"paper_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "govt_jobs" (
	"id" integer PRIMARY KEY NOT NULL,
	"organisation" text NOT NULL,
	"title" text NOT NULL,
	"location" text NOT NULL,
	"qualification" text NOT NULL,
	"vacancies" integer NOT NULL,
	"last_date" date NOT NULL,
	"weblink" text NOT NULL,
	CONSTRAINT "govt_jobs_vacancies_positive" CHECK ("govt_jobs"."vacancies" > 0)
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"name" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "exams_family_idx" ON "exams" USING btree ("family","id");--> statement-breakpoint
CREATE INDEX "govt_jobs_last_date_idx" ON "govt_jobs" USING btree ("last_date","id");