ALTER TABLE "leaderboard_versions" ADD COLUMN "rebuilds" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Edited by hand from here: a recompute (a delete, an update: never an insert) also counts itself in
-- "rebuilds", so a cached board (server/progress/leaderboard.ts) knows when it may take just the
-- attempts added since it was loaded and when it must load the test again. The same function as in
-- 0005 otherwise.
CREATE OR REPLACE FUNCTION "progress_recompute"("p_users" integer[], "p_categories" text[], "p_topics" text[], "p_levels" smallint[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "test_score_counts" AS c
    WHERE ("c"."category", "c"."topic", "c"."level") IN (SELECT * FROM unnest("p_categories", "p_topics", "p_levels"));
  INSERT INTO "test_score_counts" ("category", "topic", "level", "correct_answer", "takers")
    SELECT "a"."category", "a"."topic", "a"."level", "a"."correct_answer", count(*)
    FROM "quiz_attempts" AS a
    WHERE "a"."counted" AND ("a"."category", "a"."topic", "a"."level") IN (SELECT * FROM unnest("p_categories", "p_topics", "p_levels"))
    GROUP BY 1, 2, 3, 4;
  INSERT INTO "leaderboard_versions" AS v ("scope", "version", "rebuilds")
    SELECT DISTINCT "t"."category" || '/' || "t"."topic" || '/' || "t"."level", 1, 1
    FROM unnest("p_categories", "p_topics", "p_levels") AS t("category", "topic", "level")
    ON CONFLICT ("scope") DO UPDATE SET "version" = "v"."version" + 1, "rebuilds" = "v"."rebuilds" + 1;
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
