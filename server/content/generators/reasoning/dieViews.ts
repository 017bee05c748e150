/** Views of one die → which face is opposite X, kept only when every labelling that fits the views agrees. */
import { GeneratorError, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { diceFigure } from './dieDrawings';
import { hiCountWord, hiDiceAlt, hiLabelWord } from './hindiFigures';
import {
  deduce,
  F,
  LETTERS,
  NUMBERS,
  OPPOSITE,
  oppositesThatFit,
  R,
  TURNS,
  U,
  type View,
} from './dieGeometry';

export const LABEL_WORD = (labels: readonly string[]): string =>
  /\d/.test(labels[0]!) ? 'number' : 'letter';

export function dieViews(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const labels = level === 3 && rng.chance(0.5) ? rng.sample(LETTERS, 6).sort() : [...NUMBERS];
    const onFace = rng.shuffle(labels); // onFace[face] = label
    const count = level === 3 ? 3 : level === 2 ? 2 : rng.pick([2, 3]);
    const turns = rng.sample(TURNS, count);
    const views = turns.map((t): View => [onFace[t[U]!]!, onFace[t[F]!]!, onFace[t[R]!]!]);
    // every pair of views must share a face (else the views hardly constrain each other), none repeats a corner
    const corners = views.map((v) => [...v].sort().join(''));
    if (new Set(corners).size !== count) return undefined;
    if (count === 2 && !views[0]!.some((l) => views[1]!.includes(l))) return undefined;
    const fit = oppositesThatFit(labels, views);
    const targets = rng.shuffle(
      labels.filter((l) => fit.get(l)!.size === 1 && views.some((v) => v.includes(l))),
    );
    for (const x of targets) {
      const answer = [...fit.get(x)!][0]!;
      if (onFace[OPPOSITE[onFace.indexOf(x)]!] !== answer)
        throw new GeneratorError("dice: the forced opposite face is not the drawn die's");
      const reasoning = deduce([x, answer, ...labels.filter((l) => l !== x && l !== answer)], views, x);
      if (reasoning.pairs.get(x) !== answer) continue; // the written reasoning does not reach it: not a fair question
      for (const [a, b] of reasoning.pairs) {
        if (onFace[OPPOSITE[onFace.indexOf(a)]!] !== b)
          throw new GeneratorError(`dice: the reasoning pairs ${a} with ${b}, the die does not`);
      }
      // level 1: X, or the face opposite it, is seen next to the four other faces
      const neighbours = (y: string) =>
        new Set(
          views
            .filter((v) => v.includes(y))
            .flat()
            .filter((z) => z !== y),
        ).size;
      const direct = neighbours(x) === 4 || neighbours(answer) === 4;
      if (level === 1 && !direct) continue;
      if (level >= 2 && direct) continue;
      if (level === 3 && reasoning.steps.length < 2) continue;
      const seenWith = labels.filter((y) => y !== x && views.some((v) => v.includes(x) && v.includes(y)));
      const others = labels.filter((y) => y !== x && y !== answer && !seenWith.includes(y));
      // the label in X's place on a die that does not show X
      const sameSpot = views
        .filter((v) => v.includes(x))
        .flatMap((v) => views.filter((w) => !w.includes(x)).map((w) => w[v.indexOf(x)]!));
      const distractors: Distractor[] = [
        ...others.map((y) => ({
          mistake: reasoning.commonRule
            ? `pairing ${y} with ${x} without checking the order of the faces round a corner`
            : `choosing ${y}, never seen next to ${x} but already opposite another face`,
          hi: reasoning.commonRule
            ? `कोने पर फलकों का क्रम जाँचे बिना ${y} को ${x} का सम्मुख मान लेना`
            : `${x} के साथ कभी न दिखे, पर पहले से किसी अन्य फलक के सम्मुख ${y} को चुन लेना`,
          value: y,
        })),
        ...rng.shuffle(sameSpot).map((y) => ({
          mistake: `taking ${y}, which is where ${x} is on another die (the die has been turned)`,
          hi: `दूसरे पासे पर ${x} वाले स्थान पर दिखे ${y} को ले लेना (पासा घुमाया गया है)`,
          value: y,
        })),
        ...rng.shuffle(seenWith).map((y) => ({
          mistake: `taking ${y}, which is seen next to ${x} (faces seen together are adjacent, never opposite)`,
          hi: `${x} के साथ दिखे ${y} को ले लेना (साथ दिखने वाले फलक आसन्न होते हैं, सम्मुख कभी नहीं)`,
          value: y,
        })),
      ];
      const word = LABEL_WORD(labels);
      const hiWord = hiLabelWord(word);
      return {
        question: `${count === 2 ? 'Two' : 'Three'} views of the same die are shown. Which ${word} is on the face opposite ${x}?`,
        answer,
        distractors,
        steps: [...reasoning.steps, `So the answer is ${answer}.`],
        questionFigure: diceFigure(views, 'die'),
        hi: {
          question: `एक ही पासे की ${hiCountWord(count)} स्थितियाँ दिखाई गई हैं। ${x} के सम्मुख फलक पर ${hiWord.which} ${hiWord.noun} है?`,
          steps: [...reasoning.hiSteps, `अतः उत्तर ${answer} है।`],
          figureAlt: hiDiceAlt(views),
        },
        params: { labels, views: views.map((v) => [...v]), ask: x },
      };
    }
    return undefined;
  });
}
