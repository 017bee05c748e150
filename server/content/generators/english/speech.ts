/**
 * Direct and indirect speech. A reported clause is built from a frame (subject, verb, what follows),
 * a tense, a polarity and time or place words, then rendered twice by rule: as the speaker's words
 * and as reported speech, with the tense moved one step back (after a past reporting verb), pronouns
 * changed to the reporter's point of view, and now → then, today → that day, tomorrow → the next day,
 * here → there, this → that. Questions take "asked … if" or the wh-word in statement order; commands
 * take "told … to" (or "requested … to" with "please"). Wrong options are named mistakes.
 */
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import type { Level, Problem } from '../types';
import { capitalise, type Np, PRONOUNS, verb, type Verb } from './verbs';

type Gender = 'm' | 'f';
interface Person {
  name: string;
  gender: Gender;
}
const SPEAKERS: readonly Person[] = [
  { name: 'Ravi', gender: 'm' },
  { name: 'Meena', gender: 'f' },
  { name: 'Anil', gender: 'm' },
  { name: 'Priya', gender: 'f' },
  { name: 'my father', gender: 'm' },
  { name: 'my mother', gender: 'f' },
  { name: 'the old man', gender: 'm' },
  { name: 'the girl', gender: 'f' },
  { name: 'Rohan', gender: 'm' },
  { name: 'Sita', gender: 'f' },
];
/** Listeners: "me", or a named person of the other gender from the speaker (so "he" and "she" never blur). */
const LISTENERS: Record<Gender, readonly string[]> = {
  m: ['Arjun', 'Vikram', 'Rahul', 'the boy'],
  f: ['Neha', 'Kavita', 'Pooja', 'the girl'],
};

/** Who a subject or pronoun token refers to. */
type Role = 'speaker' | 'listener' | 'group';
type Subject = { role: Role } | { text: string; plural: boolean };

export type Tense =
  | 'presentSimple'
  | 'presentContinuous'
  | 'presentPerfect'
  | 'presentPerfectContinuous'
  | 'pastSimple'
  | 'pastContinuous'
  | 'future'
  | 'can'
  | 'may';

/** One step back, after a past reporting verb. */
export const BACKSHIFT: Record<Tense, string> = {
  presentSimple: 'pastSimple',
  presentContinuous: 'pastContinuous',
  presentPerfect: 'pastPerfect',
  presentPerfectContinuous: 'pastPerfectContinuous',
  pastSimple: 'pastPerfect',
  pastContinuous: 'pastPerfectContinuous',
  future: 'would',
  can: 'could',
  may: 'might',
};
const TENSE_NAME: Record<string, string> = {
  presentSimple: 'the simple present',
  presentContinuous: 'the present continuous',
  presentPerfect: 'the present perfect',
  presentPerfectContinuous: 'the present perfect continuous',
  pastSimple: 'the simple past',
  pastContinuous: 'the past continuous',
  pastPerfect: 'the past perfect',
  pastPerfectContinuous: 'the past perfect continuous',
  future: '"will"',
  would: '"would"',
  can: '"can"',
  could: '"could"',
  may: '"may"',
  might: '"might"',
};

/**
 * A frame: the subjects it takes, its verb (or "be"), what follows the verb (with pronoun and place
 * tokens {my} {your} {me} {you} {here} {this}), the tenses it is natural in, with the time word
 * for each tense, and the wh-words a question about it can take.
 */
interface Frame {
  subjects: Subject[];
  verb: string;
  rest: string;
  tenses: Partial<Record<Tense, string | null>>;
  wh?: { word: string; rest: string }[];
  /** a negative is natural */
  negative?: boolean;
  /** a statement may have "you" (the listener) as its subject: "You are late today." */
  youStatement?: boolean;
}
const SP: Subject = { role: 'speaker' };
const LI: Subject = { role: 'listener' };
const GR: Subject = { role: 'group' };

// prettier-ignore
const FRAMES: readonly Frame[] = [
  { subjects: [SP, LI], verb: 'like', rest: 'tea', tenses: { presentSimple: null }, negative: true },
  { subjects: [SP, LI], verb: 'live', rest: 'in Delhi', tenses: { presentSimple: null, presentPerfectContinuous: null }, wh: [{ word: 'where', rest: '' }] },
  { subjects: [SP, LI], verb: 'be', rest: 'busy', tenses: { presentSimple: 'today' }, negative: true },
  { subjects: [SP, LI], verb: 'be', rest: 'late', tenses: { presentSimple: 'today' }, wh: [{ word: 'why', rest: 'late' }], youStatement: true },
  { subjects: [SP], verb: 'be', rest: 'very happy {here}', tenses: { presentSimple: null }, negative: true },
  { subjects: [SP, LI], verb: 'write', rest: 'a letter to {my} uncle', tenses: { presentContinuous: 'now', future: 'tomorrow' }, wh: [{ word: 'when', rest: 'a letter to {my} uncle' }] },
  { subjects: [SP, LI], verb: 'finish', rest: '{my} work', tenses: { presentPerfect: null, pastSimple: 'yesterday', future: 'tonight' }, negative: true },
  { subjects: [SP, LI], verb: 'meet', rest: '{your} brother', tenses: { pastSimple: 'yesterday', presentPerfect: null, future: 'tomorrow' }, wh: [{ word: 'where', rest: '{your} brother' }] },
  { subjects: [SP, LI], verb: 'solve', rest: 'this sum', tenses: { can: null, presentPerfect: null }, negative: true, youStatement: true },
  { subjects: [SP, LI], verb: 'lose', rest: '{my} pen', tenses: { presentPerfect: null, pastSimple: 'today' }, wh: [{ word: 'where', rest: '{my} pen' }] },
  { subjects: [SP, LI], verb: 'read', rest: 'this book', tenses: { presentPerfect: null, presentContinuous: 'now' }, negative: true },
  { subjects: [GR], verb: 'play', rest: 'cricket every Sunday', tenses: { presentSimple: null } },
  { subjects: [SP, LI], verb: 'wait', rest: 'for {you}', tenses: { presentContinuous: 'here', presentPerfectContinuous: 'for an hour' } },
  { subjects: [{ text: '{my} brother', plural: false }], verb: 'work', rest: 'in a bank', tenses: { presentSimple: null, presentPerfectContinuous: 'for ten years' } },
  { subjects: [SP, LI], verb: 'visit', rest: 'Agra', tenses: { future: 'tomorrow', pastSimple: 'last week' }, wh: [{ word: 'when', rest: 'Agra' }] },
  { subjects: [SP, LI], verb: 'study', rest: 'for the exam', tenses: { presentContinuous: 'now', presentPerfectContinuous: 'since morning' } },
  { subjects: [SP, LI], verb: 'buy', rest: 'a new phone', tenses: { pastSimple: 'yesterday', presentPerfect: null }, wh: [{ word: 'why', rest: 'a new phone' }] },
  { subjects: [{ text: 'it', plural: false }], verb: 'rain', rest: 'heavily', tenses: { presentContinuous: 'now', pastContinuous: null } },
  { subjects: [SP, LI], verb: 'see', rest: 'this film', tenses: { pastSimple: 'yesterday', presentPerfect: null }, negative: true },
  { subjects: [GR], verb: 'finish', rest: 'the project', tenses: { future: 'tomorrow', presentPerfect: null } },
  { subjects: [SP, LI], verb: 'know', rest: 'the answer', tenses: { presentSimple: null }, negative: true },
  { subjects: [SP], verb: 'want', rest: 'a cup of tea', tenses: { presentSimple: null } },
  { subjects: [LI], verb: 'leave', rest: '{your} bag {here}', tenses: { pastSimple: 'yesterday', presentPerfect: null } },
  { subjects: [SP, LI], verb: 'speak', rest: 'English well', tenses: { can: null }, negative: true, youStatement: true },
  { subjects: [{ text: 'the train', plural: false }], verb: 'reach', rest: 'Delhi', tenses: { future: 'at noon', presentPerfect: null } },
  { subjects: [SP, LI], verb: 'go', rest: 'to the market', tenses: { presentContinuous: 'now', future: 'tomorrow', pastSimple: 'yesterday' }, wh: [{ word: 'why', rest: 'to the market' }] },
  { subjects: [SP], verb: 'help', rest: '{you}', tenses: { future: 'tomorrow', can: null } },
  { subjects: [LI], verb: 'help', rest: '{me}', tenses: { future: null, can: null } },
  { subjects: [SP, LI], verb: 'work', rest: 'on a new project', tenses: { pastContinuous: null, presentContinuous: null, presentPerfectContinuous: 'for a month' } },
  { subjects: [SP, LI], verb: 'play', rest: 'the guitar', tenses: { can: null, presentSimple: null }, negative: true, youStatement: true },
  { subjects: [SP], verb: 'take', rest: 'the bus {today}', tenses: { future: null } },
  { subjects: [SP, LI], verb: 'come', rest: 'to the party', tenses: { future: 'tomorrow', presentContinuous: 'tonight' }, negative: true },
  { subjects: [SP], verb: 'pay', rest: 'the bill', tenses: { pastSimple: 'yesterday', presentPerfect: null, future: 'tomorrow' } },
  { subjects: [SP, LI], verb: 'send', rest: 'the parcel', tenses: { pastSimple: 'yesterday', presentPerfect: null }, wh: [{ word: 'when', rest: 'the parcel' }] },
  { subjects: [{ text: '{my} sister', plural: false }], verb: 'study', rest: 'medicine', tenses: { presentSimple: null, presentContinuous: null } },
  { subjects: [SP], verb: 'be', rest: 'tired of waiting', tenses: { presentSimple: null } },
  { subjects: [SP, LI], verb: 'get', rest: 'a new job', tenses: { presentPerfect: null, pastSimple: 'last month' } },
];

/** Time and place words of the direct speech and their reported forms. */
const SHIFT: Record<string, string> = {
  now: 'then',
  today: 'that day',
  tonight: 'that night',
  tomorrow: 'the next day',
  yesterday: 'the previous day',
  here: 'there',
  this: 'that',
  'last week': 'the previous week',
  'last month': 'the previous month',
};

/** The people of one question, and whether the reported words are turned to the reporter's view. */
interface Scene {
  speaker: Person;
  /** "me", or a third person's name, or null (no listener). */
  listener: { name: string; gender: Gender } | 'me' | null;
}

/** The pronoun a role stands for, in direct and in reported speech. */
function rolePronoun(role: Role, scene: Scene, reported: boolean): string {
  if (!reported) return role === 'speaker' ? 'I' : role === 'listener' ? 'you' : 'we';
  if (role === 'speaker') return scene.speaker.gender === 'm' ? 'he' : 'she';
  if (role === 'group') return 'they';
  if (scene.listener === 'me') return 'I';
  if (scene.listener === null) throw new Error('"you" with no listener');
  return scene.listener.gender === 'm' ? 'he' : 'she';
}

const TOKEN_ROLE: Record<string, [Role, 'obj' | 'poss']> = {
  my: ['speaker', 'poss'],
  me: ['speaker', 'obj'],
  your: ['listener', 'poss'],
  you: ['listener', 'obj'],
  our: ['group', 'poss'],
  us: ['group', 'obj'],
};

/** Fills {tokens}: pronouns from the point of view, place and time words shifted when reported. */
function fill(text: string, scene: Scene, reported: boolean, shiftWords: boolean): string {
  return text.replace(/\{(\w+)\}/g, (_m, token: string) => {
    const role = TOKEN_ROLE[token];
    if (role) {
      const p = PRONOUNS[rolePronoun(role[0], scene, reported)]!;
      return role[1] === 'obj' ? p.obj : p.poss;
    }
    return shiftWords ? SHIFT[token]! : token;
  });
}

const shiftedTail = (tail: string | null, shift: boolean): string | null =>
  tail === null ? null : shift && SHIFT[tail] ? SHIFT[tail]! : tail;
const shiftThis = (text: string, shift: boolean): string =>
  shift ? text.replace(/\bthis\b/g, 'that') : text;

/** The verb group for a tense (direct or backshifted) and a subject. */
function group(tense: string, subject: Np, vb: Verb | 'be', negative: boolean): string[] {
  const p = 'pronoun' in subject ? PRONOUNS[subject.pronoun]! : undefined;
  const plural = p ? p.plural : (subject as { plural: boolean }).plural;
  const first = p?.subj === 'I';
  const beNow = first ? 'am' : plural ? 'are' : 'is';
  const bePast = plural ? 'were' : 'was';
  const have = plural || first ? 'have' : 'has';
  const not = negative ? ['not'] : [];
  if (vb === 'be') {
    switch (tense) {
      case 'presentSimple':
        return [beNow, ...not];
      case 'pastSimple':
        return [bePast, ...not];
      case 'presentPerfect':
        return [have, ...not, 'been'];
      case 'pastPerfect':
        return ['had', ...not, 'been'];
      default:
        return [tense === 'future' ? 'will' : tense, ...not, 'be'];
    }
  }
  switch (tense) {
    case 'presentSimple':
      return negative
        ? [plural || first ? 'do' : 'does', 'not', vb.base]
        : [plural || first ? vb.base : vb.s];
    case 'pastSimple':
      return negative ? ['did', 'not', vb.base] : [vb.past];
    case 'presentContinuous':
      return [beNow, ...not, vb.ing];
    case 'pastContinuous':
      return [bePast, ...not, vb.ing];
    case 'presentPerfect':
      return [have, ...not, vb.pp];
    case 'pastPerfect':
      return ['had', ...not, vb.pp];
    case 'presentPerfectContinuous':
      return [have, ...not, 'been', vb.ing];
    case 'pastPerfectContinuous':
      return ['had', ...not, 'been', vb.ing];
    case 'future':
      return ['will', ...not, vb.base];
    default:
      return [tense, ...not, vb.base]; // can, could, may, might, would
  }
}

const words = (...parts: (string | null | undefined)[]): string =>
  parts.filter((p) => p !== null && p !== undefined && p !== '').join(' ');

interface Content {
  frame: Frame;
  subject: Subject;
  tense: Tense;
  negative: boolean;
  tail: string | null;
}

/** The subject as a noun phrase (for agreement) and its text, direct or reported. */
function subjectOf(s: Subject, scene: Scene, reported: boolean, shift: boolean): { np: Np; text: string } {
  if ('role' in s) {
    const pronoun = rolePronoun(s.role, scene, reported);
    return { np: { pronoun: pronoun === 'I' ? 'I' : pronoun }, text: pronoun };
  }
  return { np: { text: s.text, plural: s.plural }, text: fill(s.text, scene, reported, shift) };
}

/**
 * The clause in statement order. `view`: whose point of view the pronouns take ('direct' or
 * 'reported'); `tense`: the tense to use; `shift`: whether time and place words are shifted.
 */
function statementClause(
  c: Content,
  scene: Scene,
  opts: { reported: boolean; tense: string; shift: boolean; shiftTime?: boolean },
): string {
  const subj = subjectOf(c.subject, scene, opts.reported, opts.shift);
  const vb = c.frame.verb === 'be' ? 'be' : verb(c.frame.verb);
  return words(
    subj.text,
    ...group(opts.tense, subj.np, vb, c.negative),
    shiftThis(fill(c.frame.rest, scene, opts.reported, opts.shift), opts.shift),
    shiftedTail(c.tail, opts.shiftTime ?? opts.shift),
  );
}

/** The direct question: auxiliary before the subject (do-support for simple tenses). */
function directQuestion(c: Content, scene: Scene, wh: { word: string; rest: string } | null): string {
  const subj = subjectOf(c.subject, scene, false, false);
  const vb = c.frame.verb === 'be' ? 'be' : verb(c.frame.verb);
  let g = group(c.tense, subj.np, vb, false);
  if (vb !== 'be' && (c.tense === 'presentSimple' || c.tense === 'pastSimple')) {
    g = [
      c.tense === 'pastSimple' ? 'did' : subj.text === 'you' || subj.text === 'I' ? 'do' : 'does',
      vb.base,
    ];
  }
  const rest = wh ? wh.rest : c.frame.rest;
  return `${capitalise(words(wh?.word, g[0], subj.text, ...g.slice(1), fill(rest, scene, false, false), wh ? null : c.tail))}?`;
}

function reportedQuestionClause(
  c: Content,
  scene: Scene,
  wh: { word: string; rest: string } | null,
  opts: { tense: string; shift: boolean; reported: boolean; invert: boolean },
): string {
  const subj = subjectOf(c.subject, scene, opts.reported, opts.shift);
  const vb = c.frame.verb === 'be' ? 'be' : verb(c.frame.verb);
  let g = group(opts.tense, subj.np, vb, false);
  const rest = shiftThis(fill(wh ? wh.rest : c.frame.rest, scene, opts.reported, opts.shift), opts.shift);
  const tail = wh ? null : shiftedTail(c.tail, opts.shift);
  if (opts.invert) {
    if (vb !== 'be' && g.length === 1) g = [opts.tense === 'pastSimple' ? 'did' : 'do', vb.base];
    return words(wh?.word ?? 'if', g[0], subj.text, ...g.slice(1), rest, tail);
  }
  return words(wh?.word ?? 'if', subj.text, ...g, rest, tail);
}

const listenerText = (scene: Scene): string =>
  scene.listener === 'me' ? 'me' : scene.listener === null ? '' : scene.listener.name;

function drawScene(rng: Rng, needListener: boolean): Scene {
  const speaker = rng.pick(SPEAKERS);
  const other: Gender = speaker.gender === 'm' ? 'f' : 'm';
  const roll = rng.next();
  const listener =
    roll < 0.45
      ? 'me'
      : roll < 0.8 || needListener
        ? { name: rng.pick(LISTENERS[other].filter((n) => n !== speaker.name)), gender: other }
        : null;
  return { speaker, listener };
}

const usesListener = (c: Content): boolean =>
  ('role' in c.subject && c.subject.role === 'listener') || /\{(you|your)\}/.test(c.frame.rest);

function drawContent(
  rng: Rng,
  tenses: Tense[],
  opts: { negative: boolean; subjects?: Role[] },
): Content | undefined {
  const frame = rng.pick(FRAMES);
  const fitting = Object.keys(frame.tenses).filter((t) => tenses.includes(t as Tense)) as Tense[];
  if (fitting.length === 0) return undefined;
  const tense = rng.pick(fitting);
  if (opts.negative && !frame.negative) return undefined;
  const subjects = opts.subjects
    ? frame.subjects.filter((s) => 'role' in s && opts.subjects!.includes(s.role))
    : frame.subjects;
  if (subjects.length === 0) return undefined;
  return {
    frame,
    subject: rng.pick(subjects),
    tense,
    negative: opts.negative,
    tail: frame.tenses[tense] ?? null,
  };
}

type Mistake = { mistake: string; value: string };

function finish(
  question: string,
  answer: string,
  mistakes: Mistake[],
  steps: string[],
  params: Problem['params'],
  rng: Rng,
): Problem | undefined {
  const distinct = [
    ...new Map(
      mistakes
        .filter((m) => m.value.toLowerCase() !== answer.toLowerCase())
        .map((m) => [m.value.toLowerCase(), m]),
    ).values(),
  ];
  if (distinct.length < 3) return undefined;
  return {
    question,
    answer,
    distractors: [distinct[0]!, ...rng.shuffle(distinct.slice(1))].slice(0, 3),
    steps,
    params,
  };
}

const contentParams = (c: Content, scene: Scene): Problem['params'] => ({
  speaker: scene.speaker.name,
  speakerGender: scene.speaker.gender,
  listener: scene.listener === null ? null : scene.listener === 'me' ? 'me' : scene.listener.name,
  listenerGender: scene.listener === null || scene.listener === 'me' ? null : scene.listener.gender,
  subject: 'role' in c.subject ? c.subject.role : c.subject.text,
  subjectPlural: 'role' in c.subject ? null : c.subject.plural,
  verb: c.frame.verb,
  rest: c.frame.rest,
  tense: c.tense,
  negative: c.negative,
  tail: c.tail,
});

/** Statements: "X said (to Y), "…"" → "X said / told Y that …". */
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
    const steps = [
      present
        ? `The reporting verb "says" is in the present, so the tense does not change; only the pronouns change to the reporter's point of view${lt ? ` and "says to" becomes "tells"` : ''}.`
        : `After "said" ${TENSE_NAME[c.tense]} moves back to ${TENSE_NAME[newTense]}${lt ? `, "said to" becomes "told"` : ''}, the pronouns change to the reporter's point of view${c.tail && SHIFT[c.tail] ? ` and "${c.tail}" becomes "${SHIFT[c.tail]}"` : ''}.`,
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
      o: Partial<{ tense: string; shift: boolean; reported: boolean; invert: boolean }>,
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
        value: `${speaker} asked ${lt} ${clause({ shift: false })}.`.replace(
          /\bthat (sum|book|film)\b/,
          'this $1',
        ),
      });
    mistakes.push({
      mistake: "keeping the speaker's own pronouns",
      value: `${speaker} asked ${lt} ${clause({ reported: false })}.`,
    });
    const steps = [
      `A question is reported with "asked"; ${wh ? `the question word "${wh.word}" joins the clauses` : 'a yes/no question takes "if"'}, the clause takes statement order (subject before verb), ${TENSE_NAME[c.tense]} moves back to ${TENSE_NAME[newTense]} and the pronouns change to the reporter's point of view.`,
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
        mistake: `using "said to ${lt} to" (a command is reported with "${rv}")`,
        value: `${speaker} said to ${lt} ${inf()}.`,
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
    if (/\{me\}|\{your\}|tomorrow|this/.test(cmd.rest))
      mistakes.push({
        mistake: "keeping the speaker's own words unchanged (pronouns and time words change)",
        value: `${speaker} ${rv} ${lt} ${inf(false, false)}.`,
      });
    mistakes.push({
      mistake: 'using the past tense after "to" (the infinitive takes the base form)',
      value: `${speaker} ${rv} ${lt} ${words(negative ? 'not' : null, 'to', verb(cmd.verb).past, reportedRest(true, true))}.`,
    });
    const steps = [
      `A ${negative ? 'negative command' : polite ? 'request with "please"' : 'command'} is reported with "${rv}" + the person + ${negative ? '"not to"' : '"to"'} + the base verb${polite ? ', and "please" is dropped' : ''}; pronouns change to the reporter's point of view.`,
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
});
