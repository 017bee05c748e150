/**
 * Active and passive voice. A scene (who does what to what, verbs.ts) is put into a tense, a
 * polarity and a sentence form, then rendered both ways by rule: the object becomes the subject
 * (pronouns change case), "be" takes the tense and agrees with the new subject, the main verb becomes
 * its past participle and the agent follows "by". Wrong options are the named mistakes candidates make.
 */
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import type { Level, Problem } from '../types';
import {
  beForm,
  capitalise,
  doForm,
  haveForm,
  type Np,
  npObject,
  npPlural,
  npSubject,
  PRONOUNS,
  SCENES,
  type Scene,
  verb,
  type Verb,
} from './verbs';

export type Tense =
  | 'presentSimple'
  | 'pastSimple'
  | 'future'
  | 'presentContinuous'
  | 'pastContinuous'
  | 'presentPerfect'
  | 'pastPerfect'
  | 'futurePerfect'
  | 'can'
  | 'must'
  | 'should';

const TENSE_NAME: Record<Tense, string> = {
  presentSimple: 'simple present',
  pastSimple: 'simple past',
  future: 'simple future',
  presentContinuous: 'present continuous',
  pastContinuous: 'past continuous',
  presentPerfect: 'present perfect',
  pastPerfect: 'past perfect',
  futurePerfect: 'future perfect',
  can: 'modal "can"',
  must: 'modal "must"',
  should: 'modal "should"',
};

/** The verb group as a list of words (the first is the auxiliary that moves in a question). */
function activeGroup(tense: Tense, subject: Np, vb: Verb): string[] {
  switch (tense) {
    case 'presentSimple':
      return npPlural(subject) || ('pronoun' in subject && subject.pronoun === 'I') ? [vb.base] : [vb.s];
    case 'pastSimple':
      return [vb.past];
    case 'future':
      return ['will', vb.base];
    case 'presentContinuous':
      return [beForm(subject, 'present'), vb.ing];
    case 'pastContinuous':
      return [beForm(subject, 'past'), vb.ing];
    case 'presentPerfect':
      return [haveForm(subject), vb.pp];
    case 'pastPerfect':
      return ['had', vb.pp];
    case 'futurePerfect':
      return ['will', 'have', vb.pp];
    default:
      return [tense, vb.base];
  }
}

function passiveGroup(tense: Tense, subject: Np, pp: string): string[] {
  switch (tense) {
    case 'presentSimple':
      return [beForm(subject, 'present'), pp];
    case 'pastSimple':
      return [beForm(subject, 'past'), pp];
    case 'future':
      return ['will', 'be', pp];
    case 'presentContinuous':
      return [beForm(subject, 'present'), 'being', pp];
    case 'pastContinuous':
      return [beForm(subject, 'past'), 'being', pp];
    case 'presentPerfect':
      return [haveForm(subject), 'been', pp];
    case 'pastPerfect':
      return ['had', 'been', pp];
    case 'futurePerfect':
      return ['will', 'have', 'been', pp];
    default:
      return [tense, 'be', pp];
  }
}

/** Negative: "not" after the first auxiliary; simple tenses of the active take do-support. */
function negate(group: string[], tense: Tense, subject: Np, vb: Verb, active: boolean): string[] {
  if (active && tense === 'presentSimple') return [doForm(subject), 'not', vb.base];
  if (active && tense === 'pastSimple') return ['did', 'not', vb.base];
  return [group[0]!, 'not', ...group.slice(1)];
}

/** Question: the first auxiliary moves in front of the subject (do-support for simple active tenses). */
function questionParts(
  group: string[],
  tense: Tense,
  subject: Np,
  vb: Verb,
  active: boolean,
): { aux: string; rest: string[] } {
  if (active && tense === 'presentSimple') return { aux: doForm(subject), rest: [vb.base] };
  if (active && tense === 'pastSimple') return { aux: 'did', rest: [vb.base] };
  return { aux: group[0]!, rest: group.slice(1) };
}

export type Form = 'statement' | 'negative' | 'yesno' | 'wh' | 'who';

export interface Clause {
  agent: Np;
  object: Np;
  verb: Verb;
  tense: Tense;
  form: Form;
  wh?: string;
  tail?: string;
}

const words = (...parts: (string | undefined)[]): string =>
  parts.filter((p) => p !== undefined && p !== '').join(' ');

export function renderActive(
  c: Clause,
  given?: string[],
  subj = npSubject(c.agent),
  obj = npObject(c.object),
): string {
  const group = given ?? activeGroup(c.tense, c.agent, c.verb);
  if (c.form === 'statement') return `${capitalise(words(subj, ...group, obj, c.tail))}.`;
  if (c.form === 'negative')
    return `${capitalise(words(subj, ...negate(group, c.tense, c.agent, c.verb, true), obj, c.tail))}.`;
  if (c.form === 'who')
    return `Who ${words(...(given ?? activeGroup(c.tense, { text: 'who', plural: false }, c.verb)), obj)}?`;
  const { aux, rest } = questionParts(group, c.tense, c.agent, c.verb, true);
  return `${capitalise(words(c.wh, aux, subj, ...rest, obj, c.tail))}?`;
}

export function renderPassive(c: Clause, group?: string[], subj?: string, by?: string): string {
  const pp = c.verb.pp;
  const g = group ?? passiveGroup(c.tense, c.object, pp);
  const s = subj ?? npSubject(c.object);
  const agent = by ?? `by ${npObject(c.agent)}`;
  if (c.form === 'statement') return `${capitalise(words(s, ...g, agent, c.tail))}.`;
  if (c.form === 'negative')
    return `${capitalise(words(s, ...negate(g, c.tense, c.object, c.verb, false), agent, c.tail))}.`;
  const { aux, rest } = questionParts(g, c.tense, c.object, c.verb, false);
  if (c.form === 'who') return `By whom ${words(aux, s, ...rest)}?`;
  return `${capitalise(words(c.wh, aux, s, ...rest, agent, c.tail))}?`;
}

const LEVEL_TENSES: Record<Level, Tense[]> = {
  1: ['presentSimple', 'pastSimple', 'future'],
  2: [
    'presentContinuous',
    'pastContinuous',
    'presentPerfect',
    'pastPerfect',
    'futurePerfect',
    'can',
    'must',
    'should',
    'presentSimple',
    'pastSimple',
    'future',
  ],
  3: ['presentSimple', 'pastSimple', 'future', 'presentContinuous', 'presentPerfect', 'can'],
};

const NO_CONTINUOUS = new Set(['forget', 'win']);
/** Mishaps and misdeeds are not planned: no "will forget the password", "will steal the purse". */
const NO_FUTURE = new Set(['forget', 'steal', 'bite', 'break', 'tear']);
/** Things someone may be required or able to do: the only scenes put with a modal. */
const DUTY = new Set([
  'water',
  'check',
  'cook',
  'ring',
  'write',
  'make',
  'deliver',
  'sign',
  'clean',
  'repair',
  'announce',
  'stitch',
  'type',
  'sweep',
  'lock',
  'examine',
  'paint',
  'wash',
  'solve',
  'feed',
  'open',
  'help',
  'invite',
  'design',
  'bake',
]);

function sceneFits(scene: Scene, tense: Tense): boolean {
  if (tense === 'presentSimple') return scene.habit !== undefined;
  if (tense === 'future' || tense === 'futurePerfect') return !NO_FUTURE.has(scene.verb);
  if (tense === 'presentContinuous' || tense === 'pastContinuous') return !NO_CONTINUOUS.has(scene.verb);
  if (tense === 'can' || tense === 'must' || tense === 'should') return DUTY.has(scene.verb);
  return true;
}

function tailFor(scene: Scene, tense: Tense): string | undefined {
  if (tense === 'presentSimple') return scene.habit;
  if (tense === 'pastSimple') return scene.past;
  if (tense === 'future') return scene.future;
  return undefined;
}

/** Draws a clause: the agent or the object may become a pronoun, which tests the change of case. */
function drawClause(rng: Rng, level: Level, form: Form): Clause {
  return until(() => {
    const scene = rng.pick(SCENES);
    const tense = rng.pick(LEVEL_TENSES[level]);
    if (!sceneFits(scene, tense)) return undefined;
    let agent: Np = scene.agent;
    let object: Np = scene.object;
    if (scene.agentPronoun && form !== 'who' && rng.chance(0.45))
      agent = { pronoun: rng.pick(scene.agent.plural ? ['they', 'we'] : ['he', 'she', 'I', 'you']) };
    if (scene.objectPronoun && rng.chance(0.6))
      object = { pronoun: rng.pick(scene.object.plural ? ['they', 'we'] : ['he', 'she', 'I']) };
    if (
      (form === 'yesno' || form === 'wh') &&
      'pronoun' in agent &&
      (agent.pronoun === 'I' || agent.pronoun === 'we')
    )
      return undefined;
    if (form === 'who' || form === 'wh') {
      if ('pronoun' in object) return undefined;
      if (tense === 'presentSimple' || tense === 'presentContinuous') return undefined;
      if (form === 'who' && !/^(the|a) /.test(object.text)) return undefined;
      if (form === 'who' && object.text.startsWith('a '))
        object = { text: `this ${object.text.slice(2)}`, plural: false };
    }
    const wh = form === 'wh' ? rng.pick(['Why', 'When']) : undefined;
    if (wh === 'When' && tense !== 'pastSimple' && tense !== 'future') return undefined;
    const tail =
      form === 'statement' || form === 'negative' || form === 'yesno' ? tailFor(scene, tense) : undefined;
    return { agent, object, verb: verb(scene.verb), tense, form, wh, tail } satisfies Clause;
  });
}

const npParam = (np: Np): { [key: string]: string | boolean } =>
  'pronoun' in np ? { pronoun: np.pronoun } : { text: np.text, plural: np.plural };

/** Wrong passive sentences, each from a named mistake. */
function passiveMistakes(c: Clause): { mistake: string; value: string }[] {
  const pp = c.verb.pp;
  const out: { mistake: string; value: string }[] = [];
  const right = passiveGroup(c.tense, c.object, pp);
  // wrong tense of "be"
  const otherTense: Partial<Record<Tense, Tense>> = {
    presentSimple: 'pastSimple',
    pastSimple: 'presentSimple',
    future: 'presentSimple',
    presentContinuous: 'pastContinuous',
    pastContinuous: 'presentContinuous',
    presentPerfect: 'pastPerfect',
    pastPerfect: 'presentPerfect',
    futurePerfect: 'future',
    can: 'future',
    must: 'future',
    should: 'future',
  };
  const wrongTense = otherTense[c.tense]!;
  // wrong participle: the simple past (where it differs) or the -ing form
  if (c.verb.past !== pp)
    out.push({
      mistake: `using the simple past "${c.verb.past}" instead of the past participle "${pp}"`,
      value: renderPassive(c, passiveGroup(c.tense, c.object, c.verb.past)),
    });
  // the continuous and perfect lose their marker
  if (c.tense === 'presentContinuous' || c.tense === 'pastContinuous')
    out.push({
      mistake: 'leaving out "being" (that is the simple tense, not the continuous)',
      value: renderPassive(
        c,
        right.filter((w) => w !== 'being'),
      ),
    });
  if (c.tense === 'presentPerfect' || c.tense === 'pastPerfect' || c.tense === 'futurePerfect')
    out.push({
      mistake: 'leaving out "been"',
      value: renderPassive(
        c,
        right.filter((w) => w !== 'been'),
      ),
    });
  if (c.tense === 'can' || c.tense === 'must' || c.tense === 'should')
    out.push({
      mistake: 'putting "being" after the modal instead of "be"',
      value: renderPassive(c, [c.tense, 'being', pp]),
    });
  if (c.tense === 'future')
    out.push({
      mistake: 'putting "being" after "will" instead of "be"',
      value: renderPassive(c, ['will', 'being', pp]),
    });
  // pronoun case
  if ('pronoun' in c.agent && c.form !== 'who') {
    const p = PRONOUNS[c.agent.pronoun]!;
    if (p.subj !== p.obj)
      out.push({
        mistake: `keeping the subject form "${p.subj}" after "by" (it must be "${p.obj}")`,
        value: renderPassive(c, undefined, undefined, `by ${p.subj}`),
      });
  }
  if ('pronoun' in c.object) {
    const p = PRONOUNS[c.object.pronoun]!;
    if (p.subj !== p.obj)
      out.push({
        mistake: `keeping the object form "${p.obj}" as the new subject`,
        value: renderPassive(c, undefined, p.obj),
      });
  }
  out.push({
    mistake: `using the ${TENSE_NAME[wrongTense]} instead of the ${TENSE_NAME[c.tense]}`,
    value: renderPassive(c, passiveGroup(wrongTense, c.object, pp)),
  });
  // agreement with the new subject
  const be = right[0]!;
  const swapBe: Record<string, string> = {
    is: 'are',
    are: 'is',
    am: 'is',
    was: 'were',
    were: 'was',
    has: 'have',
    have: 'has',
  };
  if (swapBe[be] && c.form !== 'who')
    out.push({
      mistake: `"${swapBe[be]}" does not agree with the new subject "${npSubject(c.object)}"`,
      value: renderPassive(c, [swapBe[be]!, ...right.slice(1)]),
    });
  // the roles swapped: the doer made the subject
  if (c.form !== 'who') {
    const swapped: Clause = { ...c, agent: c.object, object: c.agent };
    out.push({
      mistake: 'making the doer the subject (the meaning is reversed)',
      value: renderPassive(swapped),
    });
  }
  // the -ing form for the participle
  out.push({
    mistake: 'using the -ing form in place of the past participle',
    value: renderPassive(c, [...right.slice(0, -1), c.verb.ing]),
  });
  return out;
}

/** Wrong active sentences. */
function activeMistakes(c: Clause): { mistake: string; value: string }[] {
  const out: { mistake: string; value: string }[] = [];
  const group = activeGroup(c.tense, c.agent, c.verb);
  const otherTense: Partial<Record<Tense, Tense>> = {
    presentSimple: 'pastSimple',
    pastSimple: 'presentPerfect',
    future: 'presentSimple',
    presentContinuous: 'pastContinuous',
    pastContinuous: 'presentContinuous',
    presentPerfect: 'pastSimple',
    pastPerfect: 'presentPerfect',
    futurePerfect: 'future',
    can: 'future',
    must: 'future',
    should: 'future',
  };
  const wrongTense = otherTense[c.tense]!;
  if ('pronoun' in c.agent) {
    const p = PRONOUNS[c.agent.pronoun]!;
    if (p.subj !== p.obj)
      out.push({
        mistake: `keeping the object form "${p.obj}" as the subject`,
        value: renderActive(c, undefined, p.obj),
      });
  }
  if ('pronoun' in c.object) {
    const p = PRONOUNS[c.object.pronoun]!;
    if (p.subj !== p.obj)
      out.push({
        mistake: `keeping the subject form "${p.subj}" as the object`,
        value: renderActive(c, undefined, undefined, p.subj),
      });
  }
  out.push({
    mistake: `using the ${TENSE_NAME[wrongTense]} instead of the ${TENSE_NAME[c.tense]}`,
    value: renderActive({ ...c, tense: wrongTense }),
  });
  if (c.form === 'statement' && c.tense === 'presentSimple') {
    const wrong = group[0] === c.verb.s ? c.verb.base : c.verb.s;
    out.push({
      mistake: `"${wrong}" does not agree with the subject "${npSubject(c.agent)}"`,
      value: renderActive(c, [wrong]),
    });
  }
  if (
    c.form === 'statement' &&
    (c.tense === 'pastSimple' || c.tense === 'presentPerfect') &&
    c.verb.past !== c.verb.pp
  ) {
    out.push({
      mistake: 'mixing up the simple past and the past participle',
      value: renderActive(c, c.tense === 'pastSimple' ? [c.verb.pp] : [group[0]!, c.verb.past]),
    });
  }
  out.push({
    mistake: 'keeping the passive participle with "be" (the sentence stays passive)',
    value: renderActive(
      c,
      passiveGroup(c.tense, c.form === 'who' ? { text: 'who', plural: false } : c.agent, c.verb.pp),
    ),
  });
  if (c.form === 'who')
    out.push({
      mistake: 'using "whom" as the subject (the doer is "who")',
      value: renderActive(c).replace(/^Who /, 'Whom '),
    });
  if (c.form !== 'who')
    out.push({
      mistake: 'making the receiver the doer (the meaning is reversed)',
      value: renderActive({ ...c, agent: c.object, object: c.agent }),
    });
  return out;
}

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
});
