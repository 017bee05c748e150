/**
 * The judge of three-conclusion syllogisms whose II and III are opposites ("Either II or III follows"),
 * from the printed sentences by syllogism-solver.ts's largest-model test: II and III must be never both
 * true and never both false; when neither follows alone the verdict is "either", otherwise the one
 * that follows is named; I is judged as any conclusion.
 */
import { conclusionsFollowing, eitherPairOf, threeVerdictText } from './syllogism-solver';
import { type Checks, misnamed } from './trap-expected';
import { type Expected, type Params, text } from './values';

const verdict = (first: boolean): string =>
  first ? 'Only I and either II or III follow' : 'Either II or III follows';

/** Each conclusion alone, and whether the verdict is an "either" (II and III opposites, neither alone). */
function judged(p: Params): { follows: boolean[]; either: boolean } {
  const params = p as { statements: string[]; conclusions: string[] };
  const follows = conclusionsFollowing(params);
  if (!eitherPairOf(params.statements, params.conclusions[1]!, params.conclusions[2]!))
    throw new Error('II and III are not an either-or pair');
  return { follows, either: !follows[1] && !follows[2] };
}

const answerOf = ({ follows, either }: { follows: boolean[]; either: boolean }): string =>
  either ? verdict(follows[0]!) : threeVerdictText(follows);

export const eitherThreeAnswer = (p: Params): Expected => text(answerOf(judged(p)));

export const SYLLOGISM_EITHER: Checks = [
  [
    /^missing that II and III are opposites$/,
    (p) => {
      const j = judged(p);
      return j.either ? text(threeVerdictText(j.follows)) : misnamed('an either-or pair that is decided');
    },
  ],
  [
    /^answering "either" though one of II and III follows$/,
    (p) => {
      const j = judged(p);
      return j.either ? misnamed('a pair the statements decide') : text(verdict(j.follows[0]!));
    },
  ],
  [
    /^judging I wrongly$/,
    (p) => {
      const j = judged(p);
      return text(answerOf({ ...j, follows: [!j.follows[0], ...j.follows.slice(1)] }));
    },
  ],
  [/^taking both II and III to follow$/, (p) => text(threeVerdictText([judged(p).follows[0]!, true, true]))],
];
