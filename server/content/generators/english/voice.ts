/**
 * Active and passive voice. A scene (who does what to what, verbs.ts) is put into a tense, a
 * polarity and a sentence form, then rendered both ways by rule: the object becomes the subject
 * (pronouns change case), "be" takes the tense and agrees with the new subject, the main verb becomes
 * its past participle and the agent follows "by". Wrong options are the named mistakes candidates make.
 * The parts: clauses drawn and rendered in either voice (voiceClauses.ts), the named mistakes
 * (voiceMistakes.ts); the problems, commands included, are made here.
 */
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import type { Level, Problem } from '../types';
import { capitalise, npObject, npSubject, PRONOUNS, verb } from './verbs';
import {
  drawClause,
  type Form,
  npParam,
  passiveGroup,
  renderActive,
  renderPassive,
  TENSE_NAME,
  words,
} from './voiceClauses';
import { activeMistakes, passiveMistakes } from './voiceMistakes';
import { clauseObject, twoClauses } from './voiceCompound';
import { objectComplement, perfectModal } from './voiceEf';

function voiceProblem(rng: Rng, level: Level, form: Form, toPassive: boolean): Problem {
  return until(() => {
    const c = drawClause(rng, level, form);
    const active = renderActive(c);
    const passive = renderPassive(c);
    const right = toPassive ? passive : active;
    const mistakes = (toPassive ? passiveMistakes(c) : activeMistakes(c)).filter((m) => m.value !== right);
    const distinct = [...new Map(mistakes.map((m) => [m.value.toLowerCase(), m])).values()];
    if (distinct.length < 3) return undefined;
    // the first named mistake (the sharpest trap) stays; the rest are drawn
    const chosen = [distinct[0]!, ...rng.shuffle(distinct.slice(1))].slice(0, 3);
    const steps = toPassive
      ? [
          `In the passive the object ${'pronoun' in c.object ? `"${npObject(c.object)}" becomes the subject "${npSubject(c.object)}"` : `"${npObject(c.object)}" becomes the subject`}, the ${TENSE_NAME[c.tense]} takes "${passiveGroup(c.tense, c.object, c.verb.pp).slice(0, -1).join(' ')}" + past participle "${c.verb.pp}", and the doer follows "by" in the object form ("by ${npObject(c.agent)}").`,
          `So: ${passive}`,
        ]
      : [
          `In the active the doer ${'pronoun' in c.agent ? `"${npObject(c.agent)}" becomes the subject "${npSubject(c.agent)}"` : `"${npObject(c.agent)}" becomes the subject`}${'pronoun' in c.object ? `, the subject "${npSubject(c.object)}" becomes the object "${npObject(c.object)}",` : ''} and the verb goes back to the ${TENSE_NAME[c.tense]} active form.`,
          `So: ${active}`,
        ];
    return {
      question: toPassive
        ? `Select the passive form of the given sentence.\n${active}`
        : `Select the active form of the given sentence.\n${passive}`,
      answer: right,
      distractors: chosen,
      steps,
      params: {
        direction: toPassive ? 'toPassive' : 'toActive',
        form: c.form,
        tense: c.tense,
        verb: c.verb.base,
        agent: npParam(c.agent),
        object: npParam(c.object),
        wh: c.wh ?? null,
        tail: c.tail ?? null,
      },
    };
  });
}

interface Imperative {
  verb: string;
  object: string;
  plural: boolean;
}
const IMPERATIVES: readonly Imperative[] = [
  { verb: 'shut', object: 'the door', plural: false },
  { verb: 'post', object: 'this letter', plural: false },
  { verb: 'open', object: 'the window', plural: false },
  { verb: 'clean', object: 'the room', plural: false },
  { verb: 'bring', object: 'a glass of water', plural: false },
  { verb: 'finish', object: 'the work', plural: false },
  { verb: 'complete', object: 'your homework', plural: false },
  { verb: 'lock', object: 'the cupboard', plural: false },
  { verb: 'switch', object: 'off the fan', plural: false },
  { verb: 'wash', object: 'the dishes', plural: true },
  { verb: 'water', object: 'the plants', plural: true },
  { verb: 'feed', object: 'the dog', plural: false },
  { verb: 'sign', object: 'these papers', plural: true },
  { verb: 'touch', object: 'the wires', plural: true },
  { verb: 'help', object: 'the poor', plural: true },
  { verb: 'return', object: 'the books', plural: true },
  { verb: 'pay', object: 'the bill', plural: false },
];
/** Things one is told not to do: the only ones put in a negative command. */
const DONT = new Set(['touch', 'open', 'switch', 'sign', 'feed']);

const LETS: readonly { pronoun: string; verb: string; object: string }[] = [
  { pronoun: 'he', verb: 'sing', object: 'a song' },
  { pronoun: 'she', verb: 'write', object: 'the letter' },
  { pronoun: 'they', verb: 'build', object: 'the wall' },
  { pronoun: 'he', verb: 'repair', object: 'the bicycle' },
  { pronoun: 'she', verb: 'draw', object: 'a map' },
  { pronoun: 'they', verb: 'clean', object: 'the hall' },
  { pronoun: 'he', verb: 'read', object: 'the report' },
  { pronoun: 'they', verb: 'finish', object: 'the work' },
  { pronoun: 'she', verb: 'bake', object: 'the cake' },
  { pronoun: 'he', verb: 'post', object: 'the parcel' },
  { pronoun: 'we', verb: 'solve', object: 'this problem' },
];

/** "Shut the door." → "Let the door be shut."; "Let him sing a song." → "Let a song be sung by him." */
function imperativeProblem(rng: Rng): Problem {
  const useLet = rng.chance(0.4);
  if (useLet) {
    const l = rng.pick(LETS);
    const vb = verb(l.verb);
    const p = PRONOUNS[l.pronoun]!;
    const active = `Let ${p.obj} ${vb.base} ${l.object}.`;
    const answer = `Let ${l.object} be ${vb.pp} by ${p.obj}.`;
    const distractors = [
      {
        mistake: `using the subject form "${p.subj}" after "by"`,
        value: `Let ${l.object} be ${vb.pp} by ${p.subj}.`,
      },
      {
        mistake: 'using "is" after "let" (let takes the bare "be")',
        value: `Let ${l.object} is ${vb.pp} by ${p.obj}.`,
      },
      vb.past !== vb.pp
        ? {
            mistake: `using the simple past "${vb.past}" instead of the past participle "${vb.pp}"`,
            value: `Let ${l.object} be ${vb.past} by ${p.obj}.`,
          }
        : {
            mistake: 'using "being" after "let" instead of "be"',
            value: `Let ${l.object} being ${vb.pp} by ${p.obj}.`,
          },
      { mistake: 'making the doer the subject of "be"', value: `Let ${p.obj} be ${vb.pp} ${l.object}.` },
    ];
    return {
      question: `Select the passive form of the given sentence.\n${active}`,
      answer,
      distractors,
      steps: [
        `"Let + object + be + past participle + by + agent": the object "${l.object}" follows "let", then "be ${vb.pp}", and the doer "${p.obj}" follows "by".`,
        `So: ${answer}`,
      ],
      params: { type: 'let', pronoun: l.pronoun, verb: l.verb, object: l.object },
    };
  }
  return until(() => {
    const im = rng.pick(IMPERATIVES);
    const negative = rng.chance(0.3);
    if (negative && !DONT.has(im.verb)) return undefined;
    const vb = verb(im.verb);
    // "switch off the fan": the particle stays with the verb
    const [particle, obj] = im.object.startsWith('off ') ? ['off', im.object.slice(4)] : ['', im.object];
    const active = negative
      ? `Do not ${words(vb.base, particle, obj)}.`
      : `${capitalise(words(vb.base, particle, obj))}.`;
    const be = negative ? 'not be' : 'be';
    const answer = `Let ${words(obj, be, vb.pp, particle)}.`;
    const wrongBe = im.plural ? 'are' : 'is';
    const distractors = [
      {
        mistake: `using "${wrongBe}" after "let" (let takes the bare "be")`,
        value: `Let ${words(obj, negative ? `${wrongBe} not` : wrongBe, vb.pp, particle)}.`,
      },
      { mistake: 'leaving out "let"', value: `${capitalise(words(obj, be, vb.pp, particle))}.` },
      {
        mistake: 'using "being" after "let" instead of "be"',
        value: `Let ${words(obj, negative ? 'not being' : 'being', vb.pp, particle)}.`,
      },
      {
        mistake: 'using the -ing form in place of the past participle',
        value: `Let ${words(obj, be, vb.ing, particle)}.`,
      },
    ];
    return {
      question: `Select the passive form of the given sentence.\n${active}`,
      answer,
      distractors,
      steps: [
        `A command becomes "Let + object + ${be} + past participle": the object "${obj}" follows "let", then "${be} ${vb.pp}".`,
        `So: ${answer}`,
      ],
      params: { type: negative ? 'dont' : 'command', verb: im.verb, object: im.object },
    };
  });
}

export const activePassiveVoice = defineTopic({
  toPassive: {
    levels: [1, 2, 3],
    weight: 3,
    make: (rng, level) =>
      voiceProblem(rng, level, level === 2 && rng.chance(0.35) ? 'negative' : 'statement', true),
  },
  toActive: {
    levels: [1, 2, 3],
    weight: 1.5,
    make: (rng, level) =>
      voiceProblem(rng, level, level === 2 && rng.chance(0.35) ? 'negative' : 'statement', false),
  },
  question: {
    levels: [3],
    weight: 3,
    make: (rng, level) =>
      voiceProblem(rng, level, rng.pick(['yesno', 'yesno', 'wh', 'who'] as const), rng.chance(0.75)),
  },
  command: {
    levels: [3],
    weight: 2,
    make: (rng) => imperativeProblem(rng),
  },
  // beyond one clause (voiceCompound.ts, coverage audit 3 item 7): a clause as the object ("We are
  // told by historians how …"), and two clauses in two tenses
  clauseObject: { levels: [2, 3], weight: 1.5, make: (rng, level) => clauseObject(rng, level) },
  twoClauses: { levels: [2, 3], weight: 1.5, make: (rng, level) => twoClauses(rng, level) },
  // coverage audit 4, item 8 (voiceEf.ts): a perfect modal ("… might have been completed by her") and
  // an object with its complement ("The child was named Ritesh by them")
  perfectModal: { levels: [2, 3], weight: 1.2, make: (rng, level) => perfectModal(rng, level) },
  objectComplement: { levels: [1, 2, 3], weight: 1.2, make: (rng, level) => objectComplement(rng, level) },
});
