/**
 * Independent solvers for the English voice and narration generators: the expected sentence is rebuilt
 * from the question's params with the test's own verb morphology (spelling rules plus its own list of
 * irregular verbs) and its own tables of auxiliaries, pronouns and word shifts — none of the
 * generator's tables or functions are used.
 */
import type { Params, Solver } from './values';
import { text } from './values';

// prettier-ignore
const IRREGULAR: Record<string, [string, string]> = {
  ring: ['rang', 'rung'], write: ['wrote', 'written'], sing: ['sang', 'sung'], build: ['built', 'built'], make: ['made', 'made'],
  draw: ['drew', 'drawn'], break: ['broke', 'broken'], grow: ['grew', 'grown'], drive: ['drove', 'driven'], sweep: ['swept', 'swept'],
  catch: ['caught', 'caught'], teach: ['taught', 'taught'], win: ['won', 'won'], sell: ['sold', 'sold'], read: ['read', 'read'],
  throw: ['threw', 'thrown'], feed: ['fed', 'fed'], dig: ['dug', 'dug'], steal: ['stole', 'stolen'], tear: ['tore', 'torn'],
  fly: ['flew', 'flown'], choose: ['chose', 'chosen'], forget: ['forgot', 'forgotten'], hide: ['hid', 'hidden'], bite: ['bit', 'bitten'],
  eat: ['ate', 'eaten'], bring: ['brought', 'brought'], shut: ['shut', 'shut'], keep: ['kept', 'kept'], buy: ['bought', 'bought'],
  lose: ['lost', 'lost'], take: ['took', 'taken'], give: ['gave', 'given'], go: ['went', 'gone'], come: ['came', 'come'],
  see: ['saw', 'seen'], do: ['did', 'done'], meet: ['met', 'met'], leave: ['left', 'left'], speak: ['spoke', 'spoken'],
  get: ['got', 'got'], know: ['knew', 'known'], stand: ['stood', 'stood'], sit: ['sat', 'sat'], send: ['sent', 'sent'],
  pay: ['paid', 'paid'], run: ['ran', 'run'], lend: ['lent', 'lent'], tell: ['told', 'told'], find: ['found', 'found'],
  show: ['showed', 'shown'],
};
/** Verbs whose final consonant doubles before -ed / -ing. */
const DOUBLE = new Set(['win', 'dig', 'forget', 'shut', 'get', 'sit', 'run']);

function regularEd(b: string): string {
  if (b.endsWith('e')) return `${b}d`;
  if (/[^aeiou]y$/.test(b)) return `${b.slice(0, -1)}ied`;
  return DOUBLE.has(b) ? `${b}${b.at(-1)}ed` : `${b}ed`;
}
const past = (b: string): string => IRREGULAR[b]?.[0] ?? regularEd(b);
const pp = (b: string): string => IRREGULAR[b]?.[1] ?? regularEd(b);
function ing(b: string): string {
  if (b.endsWith('ie')) return `${b.slice(0, -2)}ying`;
  if (b.endsWith('e') && !b.endsWith('ee')) return `${b.slice(0, -1)}ing`;
  return DOUBLE.has(b) ? `${b}${b.at(-1)}ing` : `${b}ing`;
}
function third(b: string): string {
  if (b === 'go' || b === 'do') return `${b}es`;
  if (/(s|sh|ch|x|z)$/.test(b)) return `${b}es`;
  if (/[^aeiou]y$/.test(b)) return `${b.slice(0, -1)}ies`;
  return `${b}s`;
}

// pronoun: [nominative, accusative, number/person class] — 'I' | 'sg' | 'pl'
const PRON: Record<string, [string, string, 'I' | 'sg' | 'pl']> = {
  I: ['I', 'me', 'I'],
  we: ['we', 'us', 'pl'],
  you: ['you', 'you', 'pl'],
  he: ['he', 'him', 'sg'],
  she: ['she', 'her', 'sg'],
  they: ['they', 'them', 'pl'],
};

interface NP {
  nom: string;
  acc: string;
  cls: 'I' | 'sg' | 'pl';
}
function np(p: unknown): NP {
  const o = p as { pronoun?: string; text?: string; plural?: boolean };
  if (o.pronoun) {
    const [nom, acc, cls] = PRON[o.pronoun]!;
    return { nom, acc, cls };
  }
  return { nom: o.text!, acc: o.text!, cls: o.plural ? 'pl' : 'sg' };
}
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const join = (...w: (string | null | undefined)[]): string => w.filter((x) => x).join(' ');

const BE_PRESENT = { I: 'am', sg: 'is', pl: 'are' };
const BE_PAST = { I: 'was', sg: 'was', pl: 'were' };
const HAVE = { I: 'have', sg: 'has', pl: 'have' };
const DO = { I: 'do', sg: 'does', pl: 'do' };

/** Auxiliaries + verb, as words, for a tense, voice and subject class. */
function chain(tense: string, passive: boolean, cls: NP['cls'], base: string): string[] {
  const p = pp(base);
  const lastActive: Record<string, string[]> = {
    presentSimple: [cls === 'sg' ? third(base) : base],
    pastSimple: [past(base)],
    future: ['will', base],
    presentContinuous: [BE_PRESENT[cls], ing(base)],
    pastContinuous: [BE_PAST[cls], ing(base)],
    presentPerfect: [HAVE[cls], p],
    pastPerfect: ['had', p],
    futurePerfect: ['will', 'have', p],
  };
  const lastPassive: Record<string, string[]> = {
    presentSimple: [BE_PRESENT[cls], p],
    pastSimple: [BE_PAST[cls], p],
    future: ['will', 'be', p],
    presentContinuous: [BE_PRESENT[cls], 'being', p],
    pastContinuous: [BE_PAST[cls], 'being', p],
    presentPerfect: [HAVE[cls], 'been', p],
    pastPerfect: ['had', 'been', p],
    futurePerfect: ['will', 'have', 'been', p],
  };
  const table = passive ? lastPassive : lastActive;
  if (table[tense]) return table[tense]!;
  return passive ? [tense, 'be', p] : [tense, base]; // modals
}

/** Splits the chain for negatives and questions: [auxiliary, rest]. */
function auxSplit(tense: string, passive: boolean, cls: NP['cls'], base: string): [string, string[]] {
  if (!passive && tense === 'presentSimple') return [DO[cls], [base]];
  if (!passive && tense === 'pastSimple') return ['did', [base]];
  const c = chain(tense, passive, cls, base);
  return [c[0]!, c.slice(1)];
}

/**
 * What a named mistake changes in a voice sentence (the trap-note checks): the verb group (split after
 * its first word in a negative or a question, as given), the subject's words, or the words after the
 * verb (the object, or "by" and the doer).
 */
export interface VoiceParts {
  group?: string[];
  subject?: string;
  after?: string;
}

export function voiceSentence(p: Params, passive: boolean, parts: VoiceParts = {}): string {
  const agent = np(p.agent);
  const object = np(p.object);
  const tense = p.tense as string;
  const base = p.verb as string;
  const tail = (p.tail as string | null) ?? null;
  const form = p.form as string;
  const subjNp = passive ? object : agent;
  const subj = parts.subject ?? subjNp.nom;
  const compl = parts.after ?? (passive ? `by ${agent.acc}` : object.acc);
  // "who" is the subject of an active question: the verb agrees with a singular
  const group = parts.group ?? chain(tense, passive, form === 'who' ? 'sg' : subjNp.cls, base);
  const [aux, rest] = parts.group
    ? [parts.group[0]!, parts.group.slice(1)]
    : auxSplit(tense, passive, subjNp.cls, base);
  if (form === 'statement') return `${cap(join(subj, ...group, compl, tail))}.`;
  if (form === 'negative') return `${cap(join(subj, aux, 'not', ...rest, compl, tail))}.`;
  if (form === 'who')
    return passive ? `By whom ${join(aux, subj, ...rest)}?` : `Who ${join(...group, compl)}?`;
  return `${cap(join(p.wh as string | null, aux, subj, ...rest, compl, tail))}?`;
}

function commandPassive(p: Params): string {
  const base = p.verb as string;
  let obj = p.object as string;
  if (p.type === 'let') return `Let ${obj} be ${pp(base)} by ${PRON[p.pronoun as string]![1]}.`;
  let particle = '';
  if (obj.startsWith('off ')) {
    particle = ' off';
    obj = obj.slice(4);
  }
  return `Let ${obj} ${p.type === 'dont' ? 'not be' : 'be'} ${pp(base)}${particle}.`;
}

export const VOICE_SOLVERS: Record<string, Solver> = {
  toPassive: (p) => text(voiceSentence(p, true)),
  toActive: (p) => text(voiceSentence(p, false)),
  question: (p) => text(voiceSentence(p, p.direction === 'toPassive')),
  command: (p) => text(commandPassive(p)),
};

/** Exposed for the narration solver and the morphology test. */
export const MORPHOLOGY = { past, pp, ing, third };

/** A noun phrase's subject and object forms and its class for agreement (the trap-note checks). */
export const nounPhrase = np;
/** The verb group of a tense in either voice, agreeing with a subject of class cls. */
export const verbGroup = chain;

// ---- direct and indirect speech ----

const SHIFTED: Record<string, string> = {
  now: 'then',
  today: 'that day',
  tonight: 'that night',
  tomorrow: 'the next day',
  yesterday: 'the previous day',
  here: 'there',
  'last week': 'the previous week',
  'last month': 'the previous month',
};
/** [subject, object, possessive] of a pronoun, and its class for agreement. */
const FORMS: Record<string, [string, string, string, 'I' | 'sg' | 'pl']> = {
  I: ['I', 'me', 'my', 'I'],
  we: ['we', 'us', 'our', 'pl'],
  you: ['you', 'you', 'your', 'pl'],
  he: ['he', 'him', 'his', 'sg'],
  she: ['she', 'her', 'her', 'sg'],
  they: ['they', 'them', 'their', 'pl'],
};
/** One step back after a past reporting verb, as the grammar books give it. */
export const ONE_STEP_BACK: Record<string, string> = {
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

/** Who "I", "you" and "we" of the quoted words are, seen by the reporter. */
function reporterView(p: Params): Record<'speaker' | 'listener' | 'group', string> {
  const he = (g: string | null): string => (g === 'm' ? 'he' : 'she');
  return {
    speaker: he(p.speakerGender),
    listener: p.listener === 'me' ? 'I' : he(p.listenerGender),
    group: 'they',
  };
}

function predicate(tense: string, cls: 'I' | 'sg' | 'pl', base: string, negative: boolean): string[] {
  const n = negative ? ['not'] : [];
  if (base === 'be') {
    const t: Record<string, string[]> = {
      presentSimple: [BE_PRESENT[cls], ...n],
      pastSimple: [BE_PAST[cls], ...n],
      pastPerfect: ['had', ...n, 'been'],
      presentPerfect: [HAVE[cls], ...n, 'been'],
    };
    return t[tense] ?? [tense === 'future' ? 'will' : tense, ...n, 'be'];
  }
  const t: Record<string, string[]> = {
    presentSimple: negative ? [DO[cls], 'not', base] : [cls === 'sg' ? third(base) : base],
    pastSimple: negative ? ['did', 'not', base] : [past(base)],
    presentContinuous: [BE_PRESENT[cls], ...n, ing(base)],
    pastContinuous: [BE_PAST[cls], ...n, ing(base)],
    presentPerfect: [HAVE[cls], ...n, pp(base)],
    pastPerfect: ['had', ...n, pp(base)],
    presentPerfectContinuous: [HAVE[cls], ...n, 'been', ing(base)],
    pastPerfectContinuous: ['had', ...n, 'been', ing(base)],
  };
  return t[tense] ?? [tense === 'future' ? 'will' : tense, ...n, base];
}

/** Replaces {my} {your} {me} {you} {here} {today} and "this" as the reporter says them. */
function reportWords(s: string, view: Record<string, string>, shift: boolean): string {
  const owner: Record<string, [string, number]> = {
    my: ['speaker', 2],
    me: ['speaker', 1],
    your: ['listener', 2],
    you: ['listener', 1],
    our: ['group', 2],
    us: ['group', 1],
  };
  let out = s.replace(/\{(\w+)\}/g, (_m, tok: string) =>
    owner[tok] ? FORMS[view[owner[tok]![0]]!]![owner[tok]![1]]! : shift ? SHIFTED[tok]! : tok,
  );
  if (shift) out = out.replace(/\bthis\b/g, 'that');
  return out;
}

/**
 * What a named mistake changes in a reported sentence (the trap-note checks): the reported tense,
 * whether "this", "here", "today" … and the closing time words are shifted, whether the speaker's own
 * pronouns are kept, the words between the speaker and the clause, question order, a "that" before
 * "if", or the words that open a reported command.
 */
export interface SpeechParts {
  tense?: string;
  shiftWords?: boolean;
  shiftTail?: boolean;
  ownPronouns?: boolean;
  head?: string;
  questionOrder?: boolean;
  thatBefore?: boolean;
  commandWords?: (string | null)[];
}
const SPEAKER_VIEW = { speaker: 'I', listener: 'you', group: 'we' };

export function indirectSpeech(p: Params, parts: SpeechParts = {}): string {
  const view = parts.ownPronouns ? SPEAKER_VIEW : reporterView(p);
  const speaker = cap(p.speaker);
  const listener: string | null = p.listener;
  if (p.type === 'command') {
    const verbWord = p.polite ? 'requested' : 'told';
    const shift = parts.shiftWords ?? true;
    const rest = reportWords(p.rest, view, shift).replace(
      /\btomorrow\b/,
      shift ? 'the next day' : 'tomorrow',
    );
    const opening = parts.commandWords ?? [p.negative ? 'not' : null, 'to', p.verb];
    return `${speaker} ${parts.head ?? `${verbWord} ${listener}`} ${join(...opening, rest)}.`;
  }
  const shift = p.type !== 'says';
  const shiftWords = parts.shiftWords ?? shift;
  let subjText: string;
  let cls: 'I' | 'sg' | 'pl';
  if (['speaker', 'listener', 'group'].includes(p.subject)) {
    const f = FORMS[view[p.subject as 'speaker']]!;
    subjText = f[0];
    cls = f[3];
  } else {
    subjText = reportWords(p.subject, view, shiftWords);
    cls = p.subjectPlural ? 'pl' : 'sg';
  }
  const tense = parts.tense ?? (shift ? ONE_STEP_BACK[p.tense]! : p.tense);
  const tail =
    p.tail === null ? null : (parts.shiftTail ?? shift) && SHIFTED[p.tail] ? SHIFTED[p.tail]! : p.tail;
  if (p.type === 'question') {
    const rest = reportWords(p.wh ? p.whRest : p.rest, view, shiftWords);
    const pred = predicate(tense, cls, p.verb, false);
    // kept in question order, a simple tense takes "do" or "did" again
    if (parts.questionOrder && p.verb !== 'be' && pred.length === 1)
      pred.splice(0, 1, tense === 'pastSimple' ? 'did' : DO[cls], p.verb);
    const clause = parts.questionOrder ? [pred[0], subjText, ...pred.slice(1)] : [subjText, ...pred];
    const head = parts.head ?? `asked ${listener}`;
    return `${speaker} ${head} ${join(parts.thatBefore ? 'that' : null, p.wh ?? 'if', ...clause, rest, p.wh ? null : tail)}.`;
  }
  const head =
    parts.head ??
    (p.type === 'says' ? (listener ? `tells ${listener}` : 'says') : listener ? `told ${listener}` : 'said');
  return `${speaker} ${head} that ${join(subjText, ...predicate(tense, cls, p.verb, p.negative), reportWords(p.rest, view, shiftWords), tail)}.`;
}

export const SPEECH_SOLVERS: Record<string, Solver> = {
  statement: (p) => text(indirectSpeech(p)),
  question: (p) => text(indirectSpeech(p)),
  command: (p) => text(indirectSpeech(p)),
};

/** The speaker's own words, as the question quotes them. */
export function directSpeech(p: Params): string {
  const mine = { speaker: 'I', listener: 'you', group: 'we' };
  const speaker = cap(p.speaker);
  const to = p.listener ? ` to ${p.listener}` : '';
  const words = (s: string): string => reportWords(s, mine, false);
  if (p.type === 'command')
    return `${speaker} said${to}, "${cap(join(p.polite ? 'please' : null, p.negative ? 'do not' : null, p.verb, words(p.rest)))}."`;
  let subjText: string;
  let cls: 'I' | 'sg' | 'pl';
  if (['speaker', 'listener', 'group'].includes(p.subject)) {
    const f = FORMS[mine[p.subject as 'speaker']]!;
    subjText = f[0];
    cls = f[3];
  } else {
    subjText = words(p.subject);
    cls = p.subjectPlural ? 'pl' : 'sg';
  }
  if (p.type === 'question') {
    let pred = predicate(p.tense, cls, p.verb, false);
    if (p.verb !== 'be' && (p.tense === 'presentSimple' || p.tense === 'pastSimple'))
      pred = [p.tense === 'pastSimple' ? 'did' : DO[cls], p.verb];
    return `${speaker} said${to}, "${cap(join(p.wh, pred[0], subjText, ...pred.slice(1), words(p.wh ? p.whRest : p.rest), p.wh ? null : p.tail))}?"`;
  }
  return `${speaker} ${p.type === 'says' ? 'says' : 'said'}${to}, "${cap(join(subjText, ...predicate(p.tense, cls, p.verb, p.negative), words(p.rest), p.tail))}."`;
}

/** The sentence a voice question gives (the other voice from its answer). */
export function voiceSource(p: Params): string {
  if (p.type === 'let') return `Let ${PRON[p.pronoun as string]![1]} ${p.verb} ${p.object}.`;
  if (p.type === 'command' || p.type === 'dont') {
    const obj = p.object as string;
    const [particle, o] = obj.startsWith('off ') ? ['off', obj.slice(4)] : [null, obj];
    return p.type === 'dont' ? `Do not ${join(p.verb, particle, o)}.` : `${cap(join(p.verb, particle, o))}.`;
  }
  return voiceSentence(p, p.direction !== 'toPassive');
}

// ---- grammar, spotting errors, sentence improvement ----

/** "a" or "an" by the first sound, from the test's own lists of sounds. */
export function article(phrase: string): 'a' | 'an' {
  const first = phrase.split(/[\s-]/)[0]!;
  const silentH = ['honest', 'hour', 'heir', 'honour', 'honourable', 'hourly'];
  const youSound = [
    'university',
    'uniform',
    'union',
    'unique',
    'unicorn',
    'useful',
    'useless',
    'universal',
    'european',
    'ewe',
    'usb',
    'upsc',
    'u',
  ];
  const lower = first.toLowerCase();
  if (silentH.includes(lower)) return 'an';
  if (youSound.includes(lower) || lower === 'one') return 'a';
  if (/^[A-Z][A-Z.]/.test(first) || /^[A-Z]$/.test(first)) {
    // initials: the letter's name decides (F = "ef", M = "em", U = "yoo", B = "bee")
    return 'AEFHILMNORSX'.includes(first[0]!) ? 'an' : 'a';
  }
  return 'aeiou'.includes(lower[0]!) ? 'an' : 'a';
}

const WEEKDAYS = /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b/;
const MONTHS = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** The preposition of time for the expression after the slot. */
function timePreposition(text: string): string {
  const time = text.slice(text.indexOf('{}') + 3).replace(/\.$/, '');
  if (/\b(has|have)\b/.test(text))
    return /^(a|an|two|three|five|ten|twelve|a long)\b|\b(hours?|days?|years?|weeks?|fortnight|time)$/.test(
      time,
    ) && !/^(last|yesterday|morning)/.test(time)
      ? 'for'
      : 'since';
  if (/a\.m|p\.m|o'clock|half past|^(noon|midnight|night|dawn|sunset|sunrise|lunchtime)$/.test(time))
    return 'at';
  if (/^the (first|second)/.test(time)) return 'in';
  if (WEEKDAYS.test(time) || /^\d{1,2} /.test(time) || /\b(Day|birthday)$/.test(time)) return 'on';
  if (
    /^\d{4}$/.test(time) ||
    MONTHS.test(time) ||
    /^(summer|winter|the (morning|evening|afternoon))$/.test(time)
  )
    return 'in';
  throw new Error(`no preposition rule for "${time}"`);
}

const IRREGULAR_DEGREES: Record<string, [string, string]> = {
  good: ['better', 'best'],
  bad: ['worse', 'worst'],
};
function degree(base: string, which: 'pos' | 'comp' | 'sup'): string {
  if (which === 'pos') return base;
  const irregular = IRREGULAR_DEGREES[base];
  if (irregular) return which === 'comp' ? irregular[0] : irregular[1];
  const syllables = (base.replace(/e$/, '').match(/[aeiouy]+/g) ?? []).length;
  if (syllables >= 2 && !/y$/.test(base)) return `${which === 'comp' ? 'more' : 'most'} ${base}`;
  const end = which === 'comp' ? 'er' : 'est';
  if (/y$/.test(base)) return `${base.slice(0, -1)}i${end}`;
  if (/e$/.test(base)) return `${base}${end.slice(1)}`;
  if (/[^aeiou][aeiou][^aeiouwy]$/.test(base)) return `${base}${base.at(-1)}${end}`;
  return `${base}${end}`;
}

/** The right form for the slot, recomputed where a rule computes it (else the item's own, authored answer). */
export function expectedRight(p: Params): string {
  if (p.family === 'time') return timePreposition(p.text);
  if (p.family === 'whatArticle') return article(p.text.slice(p.text.indexOf('{}') + 3));
  if (p.family === 'degree') {
    const t = p.text as string;
    if (/^Of the two/.test(t)) return degree(p.base, 'comp');
    if (/\{\} than/.test(t)) return degree(p.base, 'comp');
    if (/\bas \{\} (\w+ )?as\b/.test(t)) return degree(p.base, 'pos');
    if (/the \{\}/.test(t)) return degree(p.base, 'sup');
    throw new Error(`no degree frame in "${t}"`);
  }
  return p.right;
}

/** The adverb of manner of an adjective by the -ly rules (gentle → gently, happy → happily, enthusiastic → enthusiastically). */
export function adverbOf(adjective: string): string {
  if (/[^aeiou]le$/.test(adjective)) return `${adjective.slice(0, -1)}y`;
  if (/[^aeiou]y$/.test(adjective)) return `${adjective.slice(0, -1)}ily`;
  if (/ic$/.test(adjective)) return `${adjective}ally`;
  return `${adjective}ly`;
}

interface AdverbScene {
  subjectVerb: string;
  object: string | null;
  adjective: string;
  rest: string | null;
}

/** A scene's sentence as it should be: the adverb after the verb, or after the verb's object. */
export const adverbSentence = (c: AdverbScene): string =>
  `${c.subjectVerb}${c.object ? ` ${c.object}` : ''} ${adverbOf(c.adjective)}${c.rest ?? ''}.`;

export const USAGE_SOLVERS: Record<string, Solver> = {
  blank: (p) => text(expectedRight(p)),
  // the key is the one scene written as it should be (the test checks that it is among the options)
  adverbOfManner: (p) => text(adverbSentence((p.scenes as unknown as AdverbScene[])[0]!)),
  articlePhrase: (p) => text(`${article(p.words[0])} ${p.words[0]}`),
  spot: (p) => {
    const right = expectedRight(p);
    if (p.shown === right) return text('No error');
    const at = (p.text as string).indexOf('{}');
    let offset = 0;
    for (const segment of p.segments as string[]) {
      if (at < offset + segment.length) return text(segment);
      offset += segment.length + 1;
    }
    throw new Error('slot beyond the sentence');
  },
  improve: (p) => {
    const right = expectedRight(p);
    return text(p.shown === right ? 'No improvement' : right);
  },
  // four segments and no "No error": the segment that holds the slot, which must hold a wrong form
  spotFour: (p) => {
    if (p.shown === expectedRight(p)) throw new Error('a four-segment question without an error');
    const words = (p.segments as string[]).map((segment) => segment.split(' ').length);
    const before = (p.text as string).slice(0, (p.text as string).indexOf('{}')).split(' ').length - 1;
    let seen = 0;
    for (const [k, count] of words.entries()) {
      seen += count;
      if (before < seen) return text((p.segments as string[])[k]!);
    }
    throw new Error('slot beyond the sentence');
  },
  substitute: (p) => {
    const right = expectedRight(p);
    return text(p.shown === right ? 'No substitution required' : right);
  },
  // five segments, the first given as correct: the segment that holds the slot, never the first
  spotFive: (p) => {
    if (p.shown === expectedRight(p)) throw new Error('a five-segment question without an error');
    const words = (p.segments as string[]).map((segment) => segment.split(' ').length);
    const before = (p.text as string).slice(0, (p.text as string).indexOf('{}')).split(' ').length - 1;
    let seen = 0;
    for (const [k, count] of words.entries()) {
      seen += count;
      if (before < seen) {
        if (k === 0) throw new Error('the error in the segment given as correct');
        return text((p.segments as string[])[k]!);
      }
    }
    throw new Error('slot beyond the sentence');
  },
};

export const ENGLISH_SOLVERS: Record<string, Record<string, Solver>> = {
  active_passive_voice: VOICE_SOLVERS,
  direct_indirect_speech: SPEECH_SOLVERS,
  grammer: USAGE_SOLVERS,
  spotting_errors: USAGE_SOLVERS,
  sentence_improvement: USAGE_SOLVERS,
};
