CREATE TABLE "leaderboard_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_score_counts" (
	"category" text NOT NULL,
	"topic" text NOT NULL,
	"level" smallint NOT NULL,
	"correct_answer" integer NOT NULL,
	"takers" integer NOT NULL,
	CONSTRAINT "test_score_counts_category_topic_level_correct_answer_pk" PRIMARY KEY("category","topic","level","correct_answer")
);
--> statement-breakpoint
CREATE TABLE "user_days" (
	"user_id" integer NOT NULL,
	"indian_day" date NOT NULL,
	"tests" integer NOT NULL,
	CONSTRAINT "user_days_user_id_indian_day_pk" PRIMARY KEY("user_id","indian_day")
);
--> statement-breakpoint
CREATE TABLE "user_topic_stats" (
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"topic" text NOT NULL,
	"attempts" integer NOT NULL,
	"correct_answers" integer NOT NULL,
	"questions" integer NOT NULL,
	"trend" smallint[] NOT NULL,
	CONSTRAINT "user_topic_stats_user_id_category_topic_pk" PRIMARY KEY("user_id","category","topic")
);
--> statement-breakpoint
DROP INDEX "quiz_attempts_user_day_idx";--> statement-breakpoint
ALTER TABLE "user_days" ADD CONSTRAINT "user_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_topic_stats" ADD CONSTRAINT "user_topic_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Edited by hand from here: the triggers that keep the progress aggregates (server/db/schema.ts,
-- design §7 "Speed") in step with quiz_attempts, user_profiles and users, in the transaction of the
-- write, whoever makes it (the scoring, a seed, a cascade); then the aggregates of the attempts
-- stored before this migration. An attempt's accuracy is its whole percent, rounded down; a trend
-- keeps the latest 10 (contract/progress.ts TREND_LENGTH) in the order the attempts were stored.
CREATE FUNCTION "progress_accuracy"("correct" integer, "questions" integer) RETURNS smallint
  LANGUAGE sql IMMUTABLE AS $$ SELECT (CASE WHEN "questions" > 0 THEN 100 * "correct" / "questions" ELSE 0 END)::smallint $$;
--> statement-breakpoint
-- Recomputes, from quiz_attempts, the aggregates of the given users and tests (three aligned arrays:
-- category, topic, level), and raises those tests' board versions. For the rare write that is not
-- an insert (a cascade from a deleted user, a correction by hand) and for the first fill below.
CREATE FUNCTION "progress_recompute"("p_users" integer[], "p_categories" text[], "p_topics" text[], "p_levels" smallint[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "test_score_counts" AS c
    WHERE ("c"."category", "c"."topic", "c"."level") IN (SELECT * FROM unnest("p_categories", "p_topics", "p_levels"));
  INSERT INTO "test_score_counts" ("category", "topic", "level", "correct_answer", "takers")
    SELECT "a"."category", "a"."topic", "a"."level", "a"."correct_answer", count(*)
    FROM "quiz_attempts" AS a
    WHERE "a"."counted" AND ("a"."category", "a"."topic", "a"."level") IN (SELECT * FROM unnest("p_categories", "p_topics", "p_levels"))
    GROUP BY 1, 2, 3, 4;
  INSERT INTO "leaderboard_versions" AS v ("scope", "version")
    SELECT DISTINCT "t"."category" || '/' || "t"."topic" || '/' || "t"."level", 1
    FROM unnest("p_categories", "p_topics", "p_levels") AS t("category", "topic", "level")
    ON CONFLICT ("scope") DO UPDATE SET "version" = "v"."version" + 1;
  DELETE FROM "user_topic_stats" WHERE "user_id" = ANY ("p_users");
  INSERT INTO "user_topic_stats" ("user_id", "category", "topic", "attempts", "correct_answers", "questions", "trend")
    SELECT "user_id", "category", "topic", count(*), sum("correct_answer"), sum("total_question"),
      (array_agg(progress_accuracy("correct_answer", "total_question") ORDER BY "id"))[greatest(1, count(*) - 9)::int:]
    FROM "quiz_attempts"
    WHERE "user_id" = ANY ("p_users") AND "category" <> 'daily'
    GROUP BY 1, 2, 3;
  DELETE FROM "user_days" WHERE "user_id" = ANY ("p_users");
  INSERT INTO "user_days" ("user_id", "indian_day", "tests")
    SELECT "user_id", "indian_day", count(*) FROM "quiz_attempts" WHERE "user_id" = ANY ("p_users") GROUP BY 1, 2;
END $$;
--> statement-breakpoint
-- Attempts stored (the scoring stores one at a time; seeds many): added to the aggregates.
CREATE FUNCTION "progress_attempts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "test_score_counts" AS c ("category", "topic", "level", "correct_answer", "takers")
    SELECT "category", "topic", "level", "correct_answer", count(*) FROM "new_rows" WHERE "counted" GROUP BY 1, 2, 3, 4
    ON CONFLICT ("category", "topic", "level", "correct_answer") DO UPDATE SET "takers" = "c"."takers" + "excluded"."takers";
  INSERT INTO "leaderboard_versions" AS v ("scope", "version")
    SELECT DISTINCT "category" || '/' || "topic" || '/' || "level", 1 FROM "new_rows" WHERE "counted"
    ON CONFLICT ("scope") DO UPDATE SET "version" = "v"."version" + 1;
  INSERT INTO "user_topic_stats" AS s ("user_id", "category", "topic", "attempts", "correct_answers", "questions", "trend")
    SELECT "user_id", "category", "topic", count(*), sum("correct_answer"), sum("total_question"),
      (array_agg(progress_accuracy("correct_answer", "total_question") ORDER BY "id"))[greatest(1, count(*) - 9)::int:]
    FROM "new_rows" WHERE "category" <> 'daily' GROUP BY 1, 2, 3
    ON CONFLICT ("user_id", "category", "topic") DO UPDATE SET
      "attempts" = "s"."attempts" + "excluded"."attempts",
      "correct_answers" = "s"."correct_answers" + "excluded"."correct_answers",
      "questions" = "s"."questions" + "excluded"."questions",
      "trend" = ("s"."trend" || "excluded"."trend")[greatest(1, cardinality("s"."trend") + cardinality("excluded"."trend") - 9):];
  INSERT INTO "user_days" AS d ("user_id", "indian_day", "tests")
    SELECT "user_id", "indian_day", count(*) FROM "new_rows" GROUP BY 1, 2
    ON CONFLICT ("user_id", "indian_day") DO UPDATE SET "tests" = "d"."tests" + "excluded"."tests";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "progress_attempts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM progress_recompute(
    ARRAY(SELECT DISTINCT "user_id" FROM "old_rows"),
    coalesce(array_agg("t"."category"), '{}'), coalesce(array_agg("t"."topic"), '{}'), coalesce(array_agg("t"."level"), '{}'))
  FROM (SELECT DISTINCT "category", "topic", "level" FROM "old_rows" WHERE "counted") AS t;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "progress_attempts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM progress_recompute(
    ARRAY(SELECT "user_id" FROM "old_rows" UNION SELECT "user_id" FROM "new_rows"),
    coalesce(array_agg("t"."category"), '{}'), coalesce(array_agg("t"."topic"), '{}'), coalesce(array_agg("t"."level"), '{}'))
  FROM (
    SELECT "category", "topic", "level" FROM "old_rows" WHERE "counted"
    UNION SELECT "category", "topic", "level" FROM "new_rows" WHERE "counted"
  ) AS t;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "quiz_attempts_progress_inserted" AFTER INSERT ON "quiz_attempts"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "progress_attempts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "quiz_attempts_progress_deleted" AFTER DELETE ON "quiz_attempts"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "progress_attempts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "quiz_attempts_progress_updated" AFTER UPDATE ON "quiz_attempts"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "progress_attempts_updated"();
--> statement-breakpoint
-- Who appears on boards, and by which name: any change may change every cached board.
CREATE FUNCTION "leaderboard_profiles_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "leaderboard_versions" AS v ("scope", "version") VALUES ('profiles', 1)
    ON CONFLICT ("scope") DO UPDATE SET "version" = "v"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_profiles_leaderboard" AFTER INSERT OR UPDATE OR DELETE ON "user_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_profiles_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_leaderboard" AFTER UPDATE OF "name", "state" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_profiles_changed"();
--> statement-breakpoint
-- Where an attempt stands among the counted attempts of its test (server/progress/standing.ts):
-- [all, fewer correct, more correct] from the histogram, [slower, faster] among the counted attempts
-- with the same score (an index range of quiz_attempts_board_idx), and for a retake the candidate's
-- own counted attempt [correct, seconds] (a counted attempt is its own). A function so that its
-- statements are planned once per connection, not at every request.
CREATE FUNCTION "standing_counts"("p_category" text, "p_topic" text, "p_level" smallint, "p_correct" integer, "p_seconds" integer, "p_user_id" integer, "p_counted" boolean) RETURNS integer[]
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  "scores" integer[];
  "same" integer[];
  "own" integer[];
BEGIN
  SELECT ARRAY[
      coalesce(sum("h"."takers"), 0),
      coalesce(sum("h"."takers") FILTER (WHERE "h"."correct_answer" < "p_correct"), 0),
      coalesce(sum("h"."takers") FILTER (WHERE "h"."correct_answer" > "p_correct"), 0),
      coalesce(sum("h"."takers") FILTER (WHERE "h"."correct_answer" = "p_correct"), 0)]::integer[]
    INTO "scores"
    FROM "test_score_counts" AS h
    WHERE "h"."category" = "p_category" AND "h"."topic" = "p_topic" AND "h"."level" = "p_level";
  -- Among the same score, only those faster and those as fast are counted (the index range from the
  -- fastest up to this time); the slower are the rest of the histogram's row.
  SELECT ARRAY[
      count(*) FILTER (WHERE "o"."time_taken_seconds" < "p_seconds"),
      count(*) FILTER (WHERE "o"."time_taken_seconds" = "p_seconds")]::integer[]
    INTO "same"
    FROM "quiz_attempts" AS o
    WHERE "o"."counted" AND "o"."category" = "p_category" AND "o"."topic" = "p_topic" AND "o"."level" = "p_level"
      AND "o"."correct_answer" = "p_correct" AND "o"."time_taken_seconds" <= "p_seconds";
  IF "p_counted" THEN
    "own" := ARRAY["p_correct", "p_seconds"];
  ELSE
    SELECT ARRAY["o"."correct_answer", "o"."time_taken_seconds"] INTO "own"
      FROM "quiz_attempts" AS o
      WHERE "o"."counted" AND "o"."user_id" = "p_user_id" AND "o"."category" = "p_category"
        AND "o"."topic" = "p_topic" AND "o"."level" = "p_level";
  END IF;
  RETURN "scores"[1:3] || ARRAY["scores"[4] - "same"[1] - "same"[2], "same"[1]] || coalesce("own", '{}');
END $$;
--> statement-breakpoint
-- The reads of server/progress/, one call each, as functions so that their statements are planned
-- once per connection (planning three json subqueries costs more than running them). Each returns
-- json arrays in a fixed order; instants as epoch milliseconds. server/progress/ reads them.
--
-- Attempts of a user with where they stand: one attempt (p_attempt_id) with the badges it earned, or
-- all of them, newest first: [attempt_id, category, topic, level, total_question, correct_answer,
-- wrong_answer, submitted_at, time_taken_seconds, counted, standing_counts(…), badges or null].
CREATE FUNCTION "attempt_standings"("p_user_id" integer, "p_attempt_id" text) RETURNS json
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  "result" json;
BEGIN
  IF "p_attempt_id" IS NOT NULL THEN
    SELECT json_agg(json_build_array("a"."attempt_id", "a"."category", "a"."topic", "a"."level",
        "a"."total_question", "a"."correct_answer", "a"."wrong_answer",
        (extract(epoch FROM "a"."submitted_at") * 1000)::bigint, "a"."time_taken_seconds", "a"."counted",
        standing_counts("a"."category", "a"."topic", "a"."level", "a"."correct_answer", "a"."time_taken_seconds", "a"."user_id", "a"."counted"),
        (SELECT coalesce(array_agg("b"."badge" ORDER BY "b"."badge"), '{}') FROM "user_badges" AS b WHERE "b"."attempt_id" = "a"."id")))
      INTO "result"
      FROM "quiz_attempts" AS a
      WHERE "a"."user_id" = "p_user_id" AND "a"."attempt_id" = "p_attempt_id";
  ELSE
    SELECT json_agg(json_build_array("a"."attempt_id", "a"."category", "a"."topic", "a"."level",
        "a"."total_question", "a"."correct_answer", "a"."wrong_answer",
        (extract(epoch FROM "a"."submitted_at") * 1000)::bigint, "a"."time_taken_seconds", "a"."counted",
        standing_counts("a"."category", "a"."topic", "a"."level", "a"."correct_answer", "a"."time_taken_seconds", "a"."user_id", "a"."counted"),
        NULL) ORDER BY "a"."submitted_at" DESC, "a"."id" DESC)
      INTO "result"
      FROM "quiz_attempts" AS a
      WHERE "a"."user_id" = "p_user_id";
  END IF;
  RETURN coalesce("result", '[]');
END $$;
--> statement-breakpoint
-- /progress of a user: [[[category, topic, attempts, correct_answers, questions, trend], …],
-- [[indian_day, tests], …], [[badge, earned_at, attempt_id], …] oldest badge first].
CREATE FUNCTION "progress_summary"("p_user_id" integer) RETURNS json
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  "result" json;
BEGIN
  SELECT json_build_array(
      coalesce((SELECT json_agg(json_build_array("t"."category", "t"."topic", "t"."attempts", "t"."correct_answers", "t"."questions", "t"."trend"))
        FROM "user_topic_stats" AS t WHERE "t"."user_id" = "p_user_id"), '[]'),
      coalesce((SELECT json_agg(json_build_array("d"."indian_day", "d"."tests"))
        FROM "user_days" AS d WHERE "d"."user_id" = "p_user_id"), '[]'),
      coalesce((SELECT json_agg(json_build_array("b"."badge", (extract(epoch FROM "b"."earned_at") * 1000)::bigint, "a"."attempt_id") ORDER BY "b"."earned_at", "b"."badge")
        FROM "user_badges" AS b JOIN "quiz_attempts" AS a ON "a"."id" = "b"."attempt_id" WHERE "b"."user_id" = "p_user_id"), '[]'))
    INTO "result";
  RETURN "result";
END $$;
--> statement-breakpoint
-- What a cached board is checked against (server/progress/leaderboard.ts): [the test's version, the
-- profiles' version, whether the viewer hides from boards].
CREATE FUNCTION "leaderboard_state"("p_scope" text, "p_user_id" integer) RETURNS json
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN json_build_array(
    coalesce((SELECT "version" FROM "leaderboard_versions" WHERE "scope" = "p_scope"), 0),
    coalesce((SELECT "version" FROM "leaderboard_versions" WHERE "scope" = 'profiles'), 0),
    coalesce((SELECT "hidden_from_boards" FROM "user_profiles" WHERE "user_id" = "p_user_id"), false));
END $$;
--> statement-breakpoint
-- The attempts stored before this migration.
SELECT progress_recompute(
  ARRAY(SELECT DISTINCT "user_id" FROM "quiz_attempts"),
  coalesce(array_agg("t"."category"), '{}'), coalesce(array_agg("t"."topic"), '{}'), coalesce(array_agg("t"."level"), '{}'))
FROM (SELECT DISTINCT "category", "topic", "level" FROM "quiz_attempts" WHERE "counted") AS t;
