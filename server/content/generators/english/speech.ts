/**
 * Direct and indirect speech. A reported clause is built from a frame (subject, verb, what follows),
 * a tense, a polarity and time or place words, then rendered twice by rule: as the speaker's words
 * and as reported speech, with the tense moved one step back (after a past reporting verb), pronouns
 * changed to the reporter's point of view, and now → then, today → that day, tomorrow → the next day,
 * here → there, this → that. Questions take "asked … if" or the wh-word in statement order; commands
 * take "told … to" (or "requested … to" with "please"). Wrong options are named mistakes.
 * The parts: the people, frames and tense tables (speechFrames.ts), clauses rendered both ways
 * (speechClauses.ts); the three kinds of problem are here.
 */
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import type { Level, Problem } from '../types';
import { capitalise, verb } from './verbs';
import {
  contentParams,
  directQuestion,
  drawContent,
  drawScene,
  fill,
  finish,
  listenerText,
  type Mistake,
  reportedQuestionClause,
  statementClause,
  usesListener,
  words,
} from './speechClauses';
import { BACKSHIFT, SHIFT, type Tense, TENSE_NAME } from './speechFrames';
import { toDirect } from './speechEf';

function statementProblem(rng: Rng, level: Level): Problem {
  return until(() => {
    const tenses: Tense[] =
      level === 1
        ? ['presentSimple', 'presentContinuous', 'future', 'can']
        : level === 2
          ? ['presentPerfect', 'pastSimple', 'presentContinuous', 'future', 'can', 'presentSimple']
          : ['presentPerfectContinuous', 'pastContinuous', 'pastSimple', 'presentPerfect'];
    const c = drawContent(rng, tenses, { negative: level >= 2 && rng.chance(0.3) });
    if (!c) return undefined;
    const scene = drawScene(rng, usesListener(c));
    if (usesListener(c) && scene.listener === null) return undefined;
    if ('role' in c.subject && c.subject.role === 'group' && scene.listener !== null) return undefined; // "we" stays clear: no listener
    // telling people what they themselves did is odd: "you" as subject only with "be", "can" or a frame made for it
    if (
      'role' in c.subject &&
      c.subject.role === 'listener' &&
      !(c.frame.youStatement || c.frame.subjects.length === 1)
    )
      return undefined;
    const present = level === 2 && rng.chance(0.2); // "says": no change of tense
    const speaker = capitalise(scene.speaker.name);
    const lt = listenerText(scene);
    const direct = `${speaker} ${present ? 'says' : 'said'}${lt ? ` to ${lt}` : ''}, "${capitalise(statementClause(c, scene, { reported: false, tense: c.tense, shift: false }))}."`;
    const verbText = present ? (lt ? `tells ${lt}` : 'says') : lt ? `told ${lt}` : 'said';
    const newTense = present ? c.tense : BACKSHIFT[c.tense];
    const shift = !present;
    const reported = (tense: string, sh: boolean, view = true, shiftTime = sh): string =>
      statementClause(c, scene, { reported: view, tense, shift: sh, shiftTime });
    const answer = `${speaker} ${verbText} that ${reported(newTense, shift)}.`;
    const mistakes: Mistake[] = [];
    if (present) {
      mistakes.push({
        mistake: 'changing the tense although the reporting verb "says" is in the present',
        value: `${speaker} ${verbText} that ${reported(BACKSHIFT[c.tense], false)}.`,
      });
    } else if (c.tense !== 'pastSimple') {
      mistakes.push({
        mistake: `keeping ${TENSE_NAME[c.tense]} (after "said" it moves back to ${TENSE_NAME[newTense]})`,
        value: `${speaker} ${verbText} that ${reported(c.tense, true)}.`,
      });
    }
    if (c.tail && SHIFT[c.tail] && shift)
      mistakes.push({
        mistake: `keeping "${c.tail}" (it becomes "${SHIFT[c.tail]}")`,
        value: `${speaker} ${verbText} that ${reported(newTense, true, true, false)}.`,
      });
    if (/\{(here|today)\}|\bthis\b/.test(c.frame.rest) && shift)
      mistakes.push({
        mistake: 'keeping "this", "here" or "today" (they become "that", "there", "that day")',
        value: `${speaker} ${verbText} that ${reported(newTense, false, true, true)}.`,
      });
    const groupSubject = 'role' in c.subject && c.subject.role === 'group'; // "we" → "they": "we" unchanged could include the reporter
    if (!groupSubject && (!('text' in c.subject && !/\{/.test(c.subject.text)) || /\{/.test(c.frame.rest))) {
      mistakes.push({
        mistake: "keeping the speaker's own pronouns (they change to the reporter's point of view)",
        value: `${speaker} ${verbText} that ${reported(newTense, shift, false)}.`,
      });
    }
    if (lt)
      mistakes.push({
        mistake: `writing "${present ? 'says' : 'said'} ${lt} that" ("${present ? 'says' : 'said'}" cannot take the person as its object; "${present ? 'says to' : 'said to'}" becomes "${present ? 'tells' : 'told'}")`,
        value: `${speaker} ${present ? 'says' : 'said'} ${lt} that ${reported(newTense, shift)}.`,
      });
    else if (!present)
      mistakes.push({
        mistake: 'using "told" with no one told (told needs an object: told me, told him)',
        value: `${speaker} told that ${reported(newTense, shift)}.`,
      });
    if (c.tense === 'pastSimple' && c.frame.verb !== 'be') {
      const vb = verb(c.frame.verb);
      if (vb.past !== vb.pp && !c.negative)
        mistakes.push({
          mistake: `writing "had ${vb.past}" (the past perfect takes the participle "${vb.pp}")`,
          value: answer.replace(`had ${vb.pp}`, `had ${vb.past}`),
        });
      mistakes.push({
        mistake: 'changing the simple past to the present perfect (it moves back to the past perfect)',
        value: `${speaker} ${verbText} that ${reported('presentPerfect', shift)}.`,
      });
    }
    if (c.tense === 'future')
      mistakes.push({
        mistake: 'changing "will" to "should"',
        value: `${speaker} ${verbText} that ${reported('should', shift)}.`,
      });
    if (c.tense === 'presentPerfect' || c.tense === 'presentPerfectContinuous') {
      // "had" + base form, or "had been" + participle: broken perfect forms
      const vb = c.frame.verb === 'be' ? undefined : verb(c.frame.verb);
      if (vb && vb.base !== vb.pp && !present) {
        const broken =
          c.tense === 'presentPerfect'
            ? answer.replace(`had ${vb.pp}`, `had ${vb.base}`)
            : answer.replace(`had been ${vb.ing}`, `had been ${vb.pp}`);
        mistakes.push({
          mistake:
            c.tense === 'presentPerfect'
              ? `writing "had ${vb.base}" (the past perfect takes the participle "${vb.pp}")`
              : `writing "had been ${vb.pp}" (the past perfect continuous takes the -ing form "${vb.ing}")`,
          value: broken,
        });
      }
    }
    // moving back two steps
    const twoBack: Partial<Record<Tense, string>> = {
      presentSimple: 'pastPerfect',
      presentContinuous: 'pastPerfectContinuous',
    };
    const far = twoBack[c.tense];
    if (far && !present && c.frame.verb !== 'be')
      mistakes.push({
        mistake: `moving the tense back two steps, to ${TENSE_NAME[far]} (it moves back one step, to ${TENSE_NAME[newTense]})`,
        value: `${speaker} ${verbText} that ${reported(far, shift)}.`,
      });
    // the pronouns are named only when one changes ("It is raining" keeps its "it")
    const pronounsChange = reported(newTense, shift) !== reported(newTense, shift, false);
    const presentChanges = [
      pronounsChange ? "the pronouns change to the reporter's point of view" : null,
      lt ? '"says to" becomes "tells"' : null,
    ].filter((x) => x !== null);
    const pastChanges = [
      lt ? '"said to" becomes "told"' : null,
      pronounsChange ? "the pronouns change to the reporter's point of view" : null,
      c.tail && SHIFT[c.tail] ? `"${c.tail}" becomes "${SHIFT[c.tail]}"` : null,
    ].filter((x) => x !== null);
    const steps = [
      present
        ? `The reporting verb "says" is in the present, so the tense does not change${presentChanges.length > 0 ? `; ${presentChanges.join(' and ')}` : ''}.`
        : `After "said" ${TENSE_NAME[c.tense]} moves back to ${TENSE_NAME[newTense]}${pastChanges.map((x, i) => (i === pastChanges.length - 1 ? ` and ${x}` : `, ${x}`)).join('')}.`,
      `So: ${answer}`,
    ];
    return finish(
      `Select the indirect form of the given sentence.\n${direct}`,
      answer,
      mistakes,
      steps,
      { ...contentParams(c, scene), type: present ? 'says' : 'said' },
      rng,
    );
  });
}

/** Questions: "X said to Y, "Are you …?"" → "X asked Y if Y was …". */
function questionProblem(rng: Rng): Problem {
  return until(() => {
    const useWh = rng.chance(0.5);
    const c = drawContent(
      rng,
      ['presentSimple', 'presentContinuous', 'presentPerfect', 'pastSimple', 'future', 'can'],
      { negative: false, subjects: ['listener'] },
    );
    if (!c) return undefined;
    if (useWh && !c.frame.wh) return undefined;
    const wh = useWh ? rng.pick(c.frame.wh!) : null;
    // natural wh-questions only: "when" with a past or future event, "where" with the simple tenses, "why" not with "will"
    const WH_TENSES: Record<string, Tense[]> = {
      when: ['pastSimple', 'future'],
      where: ['presentSimple', 'pastSimple'],
      why: ['presentSimple', 'presentContinuous', 'pastSimple'],
    };
    if (wh && !WH_TENSES[wh.word]!.includes(c.tense)) return undefined;
    const scene = drawScene(rng, true);
    if (scene.listener === null) return undefined;
    const speaker = capitalise(scene.speaker.name);
    const lt = listenerText(scene);
    const direct = `${speaker} said to ${lt}, "${directQuestion(c, scene, wh)}"`;
    const newTense = BACKSHIFT[c.tense];
    const clause = (
      o: Partial<{ tense: string; shift: boolean; reported: boolean; invert: boolean; shiftTime: boolean }>,
    ): string =>
      reportedQuestionClause(c, scene, wh, {
        tense: newTense,
        shift: true,
        reported: true,
        invert: false,
        ...o,
      });
    const answer = `${speaker} asked ${lt} ${clause({})}.`;
    const mistakes: Mistake[] = [
      {
        mistake: 'keeping the question order (a reported question takes statement order)',
        value: `${speaker} asked ${lt} ${clause({ invert: true })}.`,
      },
      {
        mistake: `adding "that" before ${wh ? `"${wh.word}"` : '"if"'}`,
        value: `${speaker} asked ${lt} that ${clause({})}.`,
      },
      {
        mistake: 'using "told" for a question (a question is reported with "asked")',
        value: `${speaker} told ${lt} ${clause({})}.`,
      },
    ];
    if (c.tense !== 'pastSimple')
      mistakes.push({
        mistake: `keeping ${TENSE_NAME[c.tense]} (after "asked" it moves back to ${TENSE_NAME[newTense]})`,
        value: `${speaker} asked ${lt} ${clause({ tense: c.tense })}.`,
      });
    if (c.tail && SHIFT[c.tail] && !wh)
      mistakes.push({
        mistake: `keeping "${c.tail}" (it becomes "${SHIFT[c.tail]}")`,
        // only the time word is kept: "this" and "here" still change
        value: `${speaker} asked ${lt} ${clause({ shiftTime: false })}.`,
      });
    mistakes.push({
      mistake: "keeping the speaker's own pronouns",
      value: `${speaker} asked ${lt} ${clause({ reported: false })}.`,
    });
    const pronounsChange = clause({}) !== clause({ reported: false });
    const steps = [
      `A question is reported with "asked"; ${wh ? `the question word "${wh.word}" joins the clauses` : 'a yes/no question takes "if"'}, the clause takes statement order (subject before verb)${pronounsChange ? ', ' : ' and '}${TENSE_NAME[c.tense]} moves back to ${TENSE_NAME[newTense]}${pronounsChange ? " and the pronouns change to the reporter's point of view" : ''}.`,
      `So: ${answer}`,
    ];
    return finish(
      `Select the indirect form of the given sentence.\n${direct}`,
      answer,
      mistakes,
      steps,
      { ...contentParams(c, scene), type: 'question', wh: wh?.word ?? null, whRest: wh?.rest ?? null },
      rng,
    );
  });
}

/** Commands and requests: base verb + what follows, with pronoun tokens. */
const COMMANDS: readonly { verb: string; rest: string; negativeOk: boolean; positiveOk: boolean }[] = [
  { verb: 'sit', rest: 'down', negativeOk: false, positiveOk: true },
  { verb: 'open', rest: 'the window', negativeOk: true, positiveOk: true },
  { verb: 'bring', rest: '{me} a glass of water', negativeOk: false, positiveOk: true },
  { verb: 'make', rest: 'a noise', negativeOk: true, positiveOk: false },
  { verb: 'wait', rest: 'for {me}', negativeOk: true, positiveOk: true },
  { verb: 'touch', rest: 'the wires', negativeOk: true, positiveOk: false },
  { verb: 'help', rest: '{me} with this box', negativeOk: false, positiveOk: true },
  { verb: 'switch', rest: 'off the lights', negativeOk: true, positiveOk: true },
  { verb: 'speak', rest: 'loudly', negativeOk: true, positiveOk: false },
  { verb: 'lend', rest: '{me} {your} pen', negativeOk: false, positiveOk: true },
  { verb: 'waste', rest: 'time', negativeOk: true, positiveOk: false },
  { verb: 'close', rest: 'the door', negativeOk: false, positiveOk: true },
  { verb: 'go', rest: 'out in the rain', negativeOk: true, positiveOk: false },
  { verb: 'call', rest: '{me} tomorrow', negativeOk: false, positiveOk: true },
  { verb: 'tell', rest: 'anyone about this', negativeOk: true, positiveOk: false },
];

function commandProblem(rng: Rng): Problem {
  return until(() => {
    const cmd = rng.pick(COMMANDS);
    const negative = cmd.negativeOk && (!cmd.positiveOk || rng.chance(0.4));
    const polite = !negative && rng.chance(0.45);
    const scene = drawScene(rng, true);
    if (scene.listener === null) return undefined;
    const speaker = capitalise(scene.speaker.name);
    const lt = listenerText(scene);
    const directRest = fill(cmd.rest, scene, false, false);
    const reportedRest = (view: boolean, sh: boolean): string => {
      let r = fill(cmd.rest, scene, view, sh);
      if (sh) r = r.replace(/\btomorrow\b/, 'the next day').replace(/\bthis\b/, 'that');
      return r;
    };
    const imperative = words(polite ? 'please' : null, negative ? 'do not' : null, cmd.verb, directRest);
    const direct = `${speaker} said to ${lt}, "${capitalise(imperative)}."`;
    const rv = polite ? 'requested' : 'told';
    const inf = (view = true, sh = true): string =>
      words(negative ? 'not' : null, 'to', cmd.verb, reportedRest(view, sh));
    const answer = `${speaker} ${rv} ${lt} ${inf()}.`;
    const mistakes: Mistake[] = [
      {
        // not "said to me to …": informal but heard, so not clearly wrong; "told to me" is
        mistake: `writing "${rv} to ${lt}" ("${rv}" takes the person directly, without "to")`,
        value: `${speaker} ${rv} to ${lt} ${inf()}.`,
      },
      {
        mistake: 'joining a command with "that" and the bare verb',
        value: `${speaker} ${rv} ${lt} that ${words(negative ? 'do not' : null, cmd.verb, reportedRest(true, true))}.`,
      },
    ];
    if (polite)
      mistakes.unshift({
        mistake: 'keeping "please" (the request is shown by "requested")',
        value: `${speaker} ${rv} ${lt} to please ${words(cmd.verb, reportedRest(true, true))}.`,
      });
    if (negative)
      mistakes.unshift({
        mistake: 'keeping "do not" (a negative command becomes "not to")',
        value: `${speaker} ${rv} ${lt} do not ${words(cmd.verb, reportedRest(true, true))}.`,
      });
    const pronounsChange = reportedRest(true, false) !== reportedRest(false, false);
    const shiftedWord = /\btomorrow\b/.test(cmd.rest)
      ? 'tomorrow'
      : /\bthis\b/.test(cmd.rest)
        ? 'this'
        : null;
    const changes = [pronounsChange ? 'the pronouns' : null, shiftedWord ? `"${shiftedWord}"` : null].filter(
      (x) => x !== null,
    );
    if (changes.length > 0)
      mistakes.push({
        mistake: `keeping the speaker's own words unchanged (${changes.join(' and ')} change)`,
        value: `${speaker} ${rv} ${lt} ${inf(false, false)}.`,
      });
    mistakes.push({
      mistake: 'using the past tense after "to" (the infinitive takes the base form)',
      value: `${speaker} ${rv} ${lt} ${words(negative ? 'not' : null, 'to', verb(cmd.verb).past, reportedRest(true, true))}.`,
    });
    const steps = [
      `A ${negative ? 'negative command' : polite ? 'request with "please"' : 'command'} is reported with "${rv}" + the person + ${negative ? '"not to"' : '"to"'} + the base verb${polite ? ', and "please" is dropped' : ''}${pronounsChange ? "; pronouns change to the reporter's point of view" : ''}${shiftedWord ? `${pronounsChange ? ' and' : ';'} "${shiftedWord}" becomes "${SHIFT[shiftedWord]}"` : ''}.`,
      `So: ${answer}`,
    ];
    return finish(
      `Select the indirect form of the given sentence.\n${direct}`,
      answer,
      mistakes,
      steps,
      {
        type: 'command',
        speaker: scene.speaker.name,
        speakerGender: scene.speaker.gender,
        listener: lt,
        listenerGender: scene.listener === 'me' ? null : scene.listener.gender,
        verb: cmd.verb,
        rest: cmd.rest,
        negative,
        polite,
      },
      rng,
    );
  });
}

export const directIndirectSpeech = defineTopic({
  statement: { levels: [1, 2, 3], weight: 3, make: (rng, level) => statementProblem(rng, level) },
  question: { levels: [2, 3], weight: 2, make: (rng) => questionProblem(rng) },
  command: { levels: [1, 3], weight: 1.5, make: (rng) => commandProblem(rng) },
  // coverage audit 4, item 8 (speechEf.ts): the direct form of a reported statement
  toDirect: { levels: [1, 2, 3], weight: 1.5, make: (rng, level) => toDirect(rng, level) },
});
