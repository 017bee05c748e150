/**
 * A scene (who speaks to whom) and its content, rendered as the speaker's words and as reported speech:
 * pronouns from the reporter's point of view, verb groups, shifted words.
 */
import type { Rng } from '../rng';
import type { Problem } from '../types';
import { capitalise, type Np, PRONOUNS, verb, type Verb } from './verbs';
import {
  type Frame,
  FRAMES,
  type Gender,
  LISTENERS,
  type Person,
  type Role,
  SHIFT,
  SPEAKERS,
  type Subject,
  type Tense,
} from './speechFrames';

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
export function fill(text: string, scene: Scene, reported: boolean, shiftWords: boolean): string {
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

export const words = (...parts: (string | null | undefined)[]): string =>
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
export function statementClause(
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
export function directQuestion(c: Content, scene: Scene, wh: { word: string; rest: string } | null): string {
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

export function reportedQuestionClause(
  c: Content,
  scene: Scene,
  wh: { word: string; rest: string } | null,
  opts: { tense: string; shift: boolean; reported: boolean; invert: boolean; shiftTime?: boolean },
): string {
  const subj = subjectOf(c.subject, scene, opts.reported, opts.shift);
  const vb = c.frame.verb === 'be' ? 'be' : verb(c.frame.verb);
  let g = group(opts.tense, subj.np, vb, false);
  const rest = shiftThis(fill(wh ? wh.rest : c.frame.rest, scene, opts.reported, opts.shift), opts.shift);
  const tail = wh ? null : shiftedTail(c.tail, opts.shiftTime ?? opts.shift);
  if (opts.invert) {
    if (vb !== 'be' && g.length === 1) g = [opts.tense === 'pastSimple' ? 'did' : 'do', vb.base];
    return words(wh?.word ?? 'if', g[0], subj.text, ...g.slice(1), rest, tail);
  }
  return words(wh?.word ?? 'if', subj.text, ...g, rest, tail);
}

export const listenerText = (scene: Scene): string =>
  scene.listener === 'me' ? 'me' : scene.listener === null ? '' : scene.listener.name;

export function drawScene(rng: Rng, needListener: boolean): Scene {
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

export const usesListener = (c: Content): boolean =>
  ('role' in c.subject && c.subject.role === 'listener') || /\{(you|your)\}/.test(c.frame.rest);

export function drawContent(
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

export type Mistake = { mistake: string; value: string };

export function finish(
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

export const contentParams = (c: Content, scene: Scene): Problem['params'] => ({
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
