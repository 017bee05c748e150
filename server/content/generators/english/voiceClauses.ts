/**
 * A clause in a tense, a polarity and a sentence form, drawn from a scene that fits it and rendered in the
 * active or the passive voice.
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Level } from '../types';
import {
  beForm,
  capitalise,
  doForm,
  haveForm,
  type Np,
  npObject,
  npPlural,
  npSubject,
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

export const TENSE_NAME: Record<Tense, string> = {
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
export function activeGroup(tense: Tense, subject: Np, vb: Verb): string[] {
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

export function passiveGroup(tense: Tense, subject: Np, pp: string): string[] {
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

export const words = (...parts: (string | undefined)[]): string =>
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
export function drawClause(rng: Rng, level: Level, form: Form): Clause {
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

export const npParam = (np: Np): { [key: string]: string | boolean } =>
  'pronoun' in np ? { pronoun: np.pronoun } : { text: np.text, plural: np.plural };

/** Wrong passive sentences, each from a named mistake. */
