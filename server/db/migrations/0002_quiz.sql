CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"content_key" text NOT NULL,
	"category" text NOT NULL,
	"topic" text NOT NULL,
	"level" smallint NOT NULL,
	"question" text NOT NULL,
	"options" text[] NOT NULL,
	"answer" text NOT NULL,
	"explanation" text NOT NULL,
	"figure" jsonb,
	"source" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "questions_level_known" CHECK ("questions"."level" between 1 and 3),
	CONSTRAINT "questions_four_options" CHECK (cardinality("questions"."options") = 4),
	CONSTRAINT "questions_answer_is_option" CHECK ("questions"."answer" = any("questions"."options"))
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"attempt_id" text NOT NULL,
	"served_quiz_id" integer NOT NULL,
	"category" text NOT NULL,
	"topic" text NOT NULL,
	"level" smallint NOT NULL,
	"question_ids" integer[] NOT NULL,
	"answers" text[] NOT NULL,
	"total_question" integer NOT NULL,
	"correct_answer" integer NOT NULL,
	"wrong_answer" integer NOT NULL,
	"client_attempt_time" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_attempts_totals" CHECK ("quiz_attempts"."correct_answer" >= 0 and "quiz_attempts"."wrong_answer" >= 0 and "quiz_attempts"."correct_answer" + "quiz_attempts"."wrong_answer" <= "quiz_attempts"."total_question")
);
--> statement-breakpoint
CREATE TABLE "served_quizzes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "served_quizzes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"topic" text NOT NULL,
	"level" smallint NOT NULL,
	"question_ids" integer[] NOT NULL,
	"option_order" jsonb NOT NULL,
	"served_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "served_quizzes_level_known" CHECK ("served_quizzes"."level" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_served_quiz_id_served_quizzes_id_fk" FOREIGN KEY ("served_quiz_id") REFERENCES "public"."served_quizzes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "served_quizzes" ADD CONSTRAINT "served_quizzes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_content_key_idx" ON "questions" USING btree ("content_key");--> statement-breakpoint
CREATE INDEX "questions_bank_idx" ON "questions" USING btree ("category","topic","level") WHERE "questions"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_user_attempt_idx" ON "quiz_attempts" USING btree ("user_id","attempt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_served_quiz_idx" ON "quiz_attempts" USING btree ("served_quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_submitted_idx" ON "quiz_attempts" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "served_quizzes_user_idx" ON "served_quizzes" USING btree ("user_id","served_at");--> statement-breakpoint
CREATE INDEX "served_quizzes_expires_idx" ON "served_quizzes" USING btree ("expires_at");