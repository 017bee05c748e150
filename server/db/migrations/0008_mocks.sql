CREATE TABLE "mock_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mock_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"exam" text NOT NULL,
	"mock" smallint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"time_taken_seconds" integer,
	"answers" jsonb,
	"marked" smallint[],
	"correct" smallint,
	"wrong" smallint,
	"score" integer,
	"score_denominator" smallint,
	"counted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "mock_attempts_status_known" CHECK ("mock_attempts"."status" in ('open', 'submitted', 'lapsed')),
	CONSTRAINT "mock_attempts_submitted_whole" CHECK (("mock_attempts"."status" = 'submitted') = ("mock_attempts"."submitted_at" is not null and "mock_attempts"."score" is not null and "mock_attempts"."answers" is not null and "mock_attempts"."correct" is not null and "mock_attempts"."wrong" is not null and "mock_attempts"."time_taken_seconds" is not null)),
	CONSTRAINT "mock_attempts_counted_submitted" CHECK (not "mock_attempts"."counted" or "mock_attempts"."status" = 'submitted')
);
--> statement-breakpoint
CREATE TABLE "mock_score_counts" (
	"exam" text NOT NULL,
	"mock" smallint NOT NULL,
	"score" integer NOT NULL,
	"takers" integer NOT NULL,
	CONSTRAINT "mock_score_counts_exam_mock_score_pk" PRIMARY KEY("exam","mock","score")
);
--> statement-breakpoint
ALTER TABLE "govt_jobs" ADD COLUMN "mock_exam" text;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mock_attempts_attempt_id_idx" ON "mock_attempts" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "mock_attempts_user_idx" ON "mock_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mock_attempts_open_idx" ON "mock_attempts" USING btree ("user_id","exam","mock") WHERE "mock_attempts"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "mock_attempts_counted_idx" ON "mock_attempts" USING btree ("user_id","exam","mock") WHERE "mock_attempts"."counted";--> statement-breakpoint
CREATE INDEX "mock_attempts_board_idx" ON "mock_attempts" USING btree ("exam","mock","score" DESC NULLS LAST,"time_taken_seconds") WHERE "mock_attempts"."counted";--> statement-breakpoint
-- Edited by hand from here (as 0005): the trigger that keeps mock_score_counts in step with the
-- counted mock attempts, in the transaction of the write, whoever makes it (a submission, a seed, a
-- cascade from a deleted user); and the standing counts of one mock attempt.
CREATE FUNCTION "mock_score_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."counted" THEN
    UPDATE "mock_score_counts" SET "takers" = "takers" - 1
      WHERE "exam" = OLD."exam" AND "mock" = OLD."mock" AND "score" = OLD."score";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."counted" THEN
    INSERT INTO "mock_score_counts" AS c ("exam", "mock", "score", "takers") VALUES (NEW."exam", NEW."mock", NEW."score", 1)
      ON CONFLICT ("exam", "mock", "score") DO UPDATE SET "takers" = "c"."takers" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "mock_attempts_score_counts" AFTER INSERT OR UPDATE OF "counted", "score" OR DELETE ON "mock_attempts"
  FOR EACH ROW EXECUTE FUNCTION "mock_score_counts_changed"();
--> statement-breakpoint
-- Where a mock attempt stands among the counted attempts of its mock, in the layout of 0005's
-- standing_counts (server/progress/standing.ts reads both the same way): [all, lower score, higher
-- score, same score slower, same score faster, own counted score?, own counted seconds?].
CREATE FUNCTION "mock_standing_counts"("p_exam" text, "p_mock" smallint, "p_score" integer, "p_seconds" integer, "p_user_id" integer, "p_counted" boolean) RETURNS integer[]
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  "scores" integer[];
  "same" integer[];
  "own" integer[];
BEGIN
  SELECT ARRAY[
      coalesce(sum("h"."takers"), 0),
      coalesce(sum("h"."takers") FILTER (WHERE "h"."score" < "p_score"), 0),
      coalesce(sum("h"."takers") FILTER (WHERE "h"."score" > "p_score"), 0),
      coalesce(sum("h"."takers") FILTER (WHERE "h"."score" = "p_score"), 0)]::integer[]
    INTO "scores"
    FROM "mock_score_counts" AS h
    WHERE "h"."exam" = "p_exam" AND "h"."mock" = "p_mock";
  SELECT ARRAY[
      count(*) FILTER (WHERE "o"."time_taken_seconds" < "p_seconds"),
      count(*) FILTER (WHERE "o"."time_taken_seconds" = "p_seconds")]::integer[]
    INTO "same"
    FROM "mock_attempts" AS o
    WHERE "o"."counted" AND "o"."exam" = "p_exam" AND "o"."mock" = "p_mock"
      AND "o"."score" = "p_score" AND "o"."time_taken_seconds" <= "p_seconds";
  IF "p_counted" THEN
    "own" := ARRAY["p_score", "p_seconds"];
  ELSE
    SELECT ARRAY["o"."score", "o"."time_taken_seconds"] INTO "own"
      FROM "mock_attempts" AS o
      WHERE "o"."counted" AND "o"."user_id" = "p_user_id" AND "o"."exam" = "p_exam" AND "o"."mock" = "p_mock";
  END IF;
  RETURN "scores"[1:3] || ARRAY["scores"[4] - "same"[1] - "same"[2], "same"[1]] || coalesce("own", '{}');
END $$;
