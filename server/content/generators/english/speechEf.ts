/**
 * Direct and indirect speech the other way round (coverage audit 4, item 8), built on branch `ef`:
 * `toDirect` gives a reported statement ("Ravi told me that he was tired that day.") and asks its
 * direct form ("Ravi said to me, "I am tired today.""). The back-shift is undone, the pronouns go back
 * to the speaker's own, the time words are restored and "told" goes back to "said to", with the words
 * in quotation marks.
 * Only tenses whose reported form comes from one direct tense are asked (the simple and continuous
 * present, "will", "can"): "had finished" could come from "finished" or "have finished". Where the
 * reported form of a wrong option could itself be kept unchanged ("would", "could"), that option is
 * not offered. The wrong options are the slips: the reported tense, pronouns or time word kept inside
 * the quotation marks, "told" kept before them, "that" kept before them.
 * The sentences come from the same frames as the other speech kinds (speechFrames.ts, speechClauses.ts).
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Level, Problem } from '../types';
import { capitalise } from './verbs';
import {
  contentParams,
  drawContent,
  drawScene,
  finish,
  listenerText,
  type Mistake,
  statementClause,
  usesListener,
} from './speechClauses';
import { BACKSHIFT, SHIFT, type Tense, TENSE_NAME } from './speechFrames';

const TENSES: Record<Level, Tense[]> = {
  1: ['presentSimple', 'presentContinuous', 'future'],
  2: ['presentSimple', 'presentContinuous', 'future', 'can'],
  3: ['presentSimple', 'presentContinuous', 'future', 'can'],
};

/** The reported tenses a direct sentence may keep unchanged: no wrong option for keeping them. */
const MAY_STAY = new Set(['would', 'could']);

export function toDirect(rng: Rng, level: Level): Problem {
  return until(() => {
    const c = drawContent(rng, TENSES[level], { negative: level >= 2 && rng.chance(0.3) });
    if (!c) return undefined;
    // "we" reported as "they" could be other people: not asked this way round
    if ('role' in c.subject && c.subject.role === 'group') return undefined;
    if (/\{(our|us)\}/.test(c.frame.rest)) return undefined;
    const scene = drawScene(rng, usesListener(c));
    if (usesListener(c) && scene.listener === null) return undefined;
    if (
      'role' in c.subject &&
      c.subject.role === 'listener' &&
      !(c.frame.youStatement || c.frame.subjects.length === 1)
    )
      return undefined;
    const speaker = capitalise(scene.speaker.name);
    const lt = listenerText(scene);
    const backTense = BACKSHIFT[c.tense];
    const reported = `${speaker} ${lt ? `told ${lt}` : 'said'} that ${statementClause(c, scene, { reported: true, tense: backTense, shift: true })}.`;
    const said = `${speaker} said${lt ? ` to ${lt}` : ''}`;
    const quote = (o: { reported?: boolean; tense?: string; shiftTime?: boolean } = {}): string =>
      `"${capitalise(statementClause(c, scene, { reported: o.reported ?? false, tense: o.tense ?? c.tense, shift: false, shiftTime: o.shiftTime ?? false }))}."`;
    const answer = `${said}, ${quote()}`;
    const mistakes: Mistake[] = [];
    if (!MAY_STAY.has(backTense))
      mistakes.push({
        mistake: `keeping ${TENSE_NAME[backTense]} inside the quotation marks (the speaker's own words are in ${TENSE_NAME[c.tense]})`,
        value: `${said}, ${quote({ tense: backTense })}`,
      });
    mistakes.push({
      mistake:
        'keeping the reporter\'s pronouns inside the quotation marks (the speaker says "I" of himself or herself and "you" to the listener)',
      value: `${said}, ${quote({ reported: true })}`,
    });
    if (c.tail && SHIFT[c.tail])
      mistakes.push({
        mistake: `keeping "${SHIFT[c.tail]}" inside the quotation marks (the speaker said "${c.tail}")`,
        value: `${said}, ${quote({ shiftTime: true })}`,
      });
    // "that", "there", "that day" in the reported words, as the speaker said them ("this", "here", "today")
    const placeWords = [
      ...[...c.frame.rest.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((t) => SHIFT[t]),
      ...(/\bthis\b/.test(c.frame.rest) ? ['this'] : []),
    ];
    if (placeWords.length > 0)
      mistakes.push({
        mistake: `keeping ${placeWords.map((t) => `"${SHIFT[t]}"`).join(' and ')} inside the quotation marks (the speaker said ${placeWords.map((t) => `"${t}"`).join(' and ')})`,
        value: `${said}, "${capitalise(statementClause(c, scene, { reported: false, tense: c.tense, shift: true, shiftTime: false }))}."`,
      });
    if (lt)
      mistakes.push({
        mistake: `keeping "told ${lt}" before the quotation marks (the direct form takes "said to ${lt}")`,
        value: `${speaker} told ${lt}, ${quote()}`,
      });
    mistakes.push({
      mistake: 'keeping "that" before the quotation marks (the quoted words follow a comma)',
      value: `${said} that ${quote()}`,
    });
    const pronounsChange = quote() !== quote({ reported: true });
    const changes = [
      `${TENSE_NAME[backTense]} goes back to ${TENSE_NAME[c.tense]}`,
      pronounsChange ? "the pronouns change back to the speaker's own" : null,
      c.tail && SHIFT[c.tail] ? `"${SHIFT[c.tail]}" goes back to "${c.tail}"` : null,
      ...placeWords.map((t) => `"${SHIFT[t]}" goes back to "${t}"`),
      lt ? `"told ${lt}" becomes "said to ${lt}"` : null,
    ].filter((x) => x !== null);
    const steps = [
      `In the direct form the speaker's own words stand in quotation marks after a comma, without "that": ${changes.map((x, i) => (i === 0 ? x : i === changes.length - 1 ? ` and ${x}` : `, ${x}`)).join('')}.`,
      `So: ${answer}`,
    ];
    return finish(
      `Select the direct form of the given sentence.\n${reported}`,
      answer,
      mistakes,
      steps,
      { ...contentParams(c, scene), type: 'said' },
      rng,
    );
  });
}
