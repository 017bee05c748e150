CREATE TABLE "user_badges" (
	"user_id" integer NOT NULL,
	"badge" text NOT NULL,
	"attempt_id" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_badges_user_id_badge_pk" PRIMARY KEY("user_id","badge")
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"display_name" text,
	"hidden_from_boards" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "served_quizzes" DROP CONSTRAINT "served_quizzes_level_known";--> statement-breakpoint
-- Edited by hand: attempts stored before this migration get their Indian day (India keeps +05:30 all
-- year), their time taken (from their served quiz) and whether they count (each user's first at a
-- topic-level), then the columns become NOT NULL as the schema says.
ALTER TABLE "quiz_attempts" ADD COLUMN "indian_day" date;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "time_taken_seconds" integer;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "counted" boolean DEFAULT false;--> statement-breakpoint
UPDATE "quiz_attempts" AS a SET "indian_day" = (("a"."submitted_at" AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date, "time_taken_seconds" = greatest(0, floor(extract(epoch from ("a"."submitted_at" - "s"."served_at"))))::integer FROM "served_quizzes" AS s WHERE "s"."id" = "a"."served_quiz_id";--> statement-breakpoint
UPDATE "quiz_attempts" SET "counted" = true WHERE "id" IN (SELECT DISTINCT ON ("user_id", "category", "topic", "level") "id" FROM "quiz_attempts" ORDER BY "user_id", "category", "topic", "level", "submitted_at", "id");--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "indian_day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "time_taken_seconds" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "counted" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ALTER COLUMN "counted" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_badges_attempt_idx" ON "user_badges" USING btree ("attempt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_counted_idx" ON "quiz_attempts" USING btree ("user_id","category","topic","level") WHERE "quiz_attempts"."counted";--> statement-breakpoint
CREATE INDEX "quiz_attempts_board_idx" ON "quiz_attempts" USING btree ("category","topic","level","correct_answer" DESC NULLS LAST,"time_taken_seconds") WHERE "quiz_attempts"."counted";--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_day_idx" ON "quiz_attempts" USING btree ("user_id","indian_day");--> statement-breakpoint
ALTER TABLE "served_quizzes" ADD CONSTRAINT "served_quizzes_level_known" CHECK ("served_quizzes"."level" between 0 and 3);