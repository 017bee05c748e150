/**
 * The sentence that uses an adverb of manner correctly (coverage audit 5, item 15), served in
 * `grammer` beside the phrase with the right article. One sentence puts the adverb after the verb (and
 * after its object); each of the three others breaks the rule in its own scene: the adjective where the
 * verb needs the adverb ("Priya sings sweet"), or the adverb between a verb and its object ("She speaks
 * fluently English"). Scenes use only adverbs in -ly whose adjective is a different word, never a flat
 * adverb (fast, hard, late, fair), so each wrong sentence is wrong in standard written English.
 */
import type { Rng } from '../rng';
import type { Level, Problem } from '../types';

interface Scene {
  readonly levels: readonly Level[];
  /** The subject and the verb: "The old man walked". */
  readonly subjectVerb: string;
  /** The verb's object, when it has one ("his car"): the adverb comes after it. */
  readonly object?: string;
  readonly adverb: string;
  readonly adjective: string;
  /** What follows the adverb (" to the bus stop"), or nothing. */
  readonly rest?: string;
}

const s = (
  levels: Level[],
  subjectVerb: string,
  object: string | undefined,
  adverb: string,
  adjective: string,
  rest?: string,
): Scene => ({ levels, subjectVerb, object, adverb, adjective, rest });

// prettier-ignore
export const SCENES: readonly Scene[] = [
  s([1], 'The old man walked', undefined, 'slowly', 'slow', ' to the bus stop'),
  s([1], 'Priya sings', undefined, 'sweetly', 'sweet'),
  s([1], 'The children played', undefined, 'happily', 'happy', ' in the park'),
  s([1, 2], 'He drives', 'his car', 'carefully', 'careful'),
  s([1, 2], 'She speaks', 'English', 'fluently', 'fluent'),
  s([1], 'The boy answered', 'the question', 'correctly', 'correct'),
  s([1], 'The baby slept', undefined, 'peacefully', 'peaceful', ' all night'),
  s([1, 2], 'Ravi finished', 'his work', 'quickly', 'quick'),
  s([2], 'The nurse held', 'the baby', 'gently', 'gentle'),
  s([2], 'The soldiers fought', undefined, 'bravely', 'brave', ' in the battle'),
  s([2, 3], 'The manager explained', 'the new rules', 'clearly', 'clear'),
  s([2], 'My grandmother tells', 'stories', 'beautifully', 'beautiful'),
  s([2, 3], 'The students listened', undefined, 'attentively', 'attentive', ' to the lecture'),
  s([2], 'Anil spoke', undefined, 'rudely', 'rude', ' to the shopkeeper'),
  s([2, 3], 'The thief opened', 'the window', 'silently', 'silent'),
  s([3], 'The judge weighed', 'the evidence', 'impartially', 'impartial'),
  s([3], 'The accountant checked', 'the figures', 'thoroughly', 'thorough'),
  s([3], 'The company handled', 'the complaint', 'efficiently', 'efficient'),
  s([3], 'The witness described', 'the accident', 'accurately', 'accurate'),
  s([3], 'The speaker argued', undefined, 'convincingly', 'convincing', ' for the new policy'),
  s([3], 'The dancer moved', undefined, 'gracefully', 'graceful', ' across the stage'),
  s([3], 'The crowd cheered', undefined, 'enthusiastically', 'enthusiastic', ' for the winners'),
  s([3], 'The officer received', 'the visitors', 'courteously', 'courteous'),
];

/** One question of this kind a level (its text is fixed), worded differently at each level, as `articlePhrase` is. */
export const ADVERB_QUESTIONS = [
  'Select the sentence that uses an adverb of manner correctly.',
  'Which of the following sentences uses the adverb of manner correctly?',
  'Identify the sentence in which the adverb of manner is used correctly.',
] as const;

const afterVerb = (scene: Scene): string => (scene.object ? ` ${scene.object}` : '');
const right = (c: Scene): string => `${c.subjectVerb}${afterVerb(c)} ${c.adverb}${c.rest ?? ''}.`;
const withAdjective = (c: Scene): string => `${c.subjectVerb}${afterVerb(c)} ${c.adjective}${c.rest ?? ''}.`;
const beforeObject = (c: Scene): string => `${c.subjectVerb} ${c.adverb} ${c.object}${c.rest ?? ''}.`;

export function adverbOfMannerProblem(rng: Rng, level: Level): Problem {
  const scenes = SCENES.filter((c) => c.levels.includes(level));
  // three wrong scenes, at least one with an object, so one wrong sentence misplaces a right adverb
  let drawn: Scene[];
  do drawn = rng.sample(scenes, 4);
  while (!drawn.slice(1).some((c) => c.object));
  const [key, ...others] = drawn as [Scene, Scene, Scene, Scene];
  const misplaced = rng.pick(others.filter((c) => c.object));
  const distractors = others.map((c) =>
    c === misplaced
      ? {
          mistake: `the adverb "${c.adverb}" put between the verb and its object "${c.object}"`,
          value: beforeObject(c),
        }
      : {
          mistake: `the adjective "${c.adjective}" where the verb needs the adverb "${c.adverb}"`,
          value: withAdjective(c),
        },
  );
  return {
    question: ADVERB_QUESTIONS[level - 1]!,
    answer: right(key),
    distractors,
    // the steps already say what is wrong in each wrong sentence
    trap: false,
    steps: [
      'An adverb of manner (how something is done) describes the verb: it is usually the adjective with -ly, and it comes after the verb, or after the verb’s object, not between the verb and its object.',
      `"${right(key)}" is correct: "${key.adverb}" tells how, after ${key.object ? `the object "${key.object}"` : `the verb`}.`,
      ...others.map((c) =>
        c === misplaced
          ? `"${beforeObject(c)}" puts "${c.adverb}" between the verb and its object: ${right(c)}`
          : `"${withAdjective(c)}" uses the adjective "${c.adjective}": ${right(c)}`,
      ),
    ],
    params: {
      scenes: drawn.map((c) => ({
        subjectVerb: c.subjectVerb,
        object: c.object ?? null,
        adjective: c.adjective,
        rest: c.rest ?? null,
      })),
    },
  };
}
