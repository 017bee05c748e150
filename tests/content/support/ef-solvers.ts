/**
 * Independent solvers and trap checks for the English forms of coverage audit 4 built on branch `ef`
 * (item 8: the passive of a perfect modal, and of a verb with an object complement; and the direct
 * form of a reported statement). Each rebuilds the sentence from the question's params with the voice
 * solvers' verb forms and noun phrases and this file's agreement rules, or the test's own narration
 * (english-solvers.ts), none of the generator's tables.
 */
import type { Checks } from './trap-expected';
import { misnamed } from './trap-expected';
import { text, type Expected, type Params } from './values';
import { directSpeech, indirectSpeech, MORPHOLOGY, nounPhrase, ONE_STEP_BACK } from './english-solvers';

// The verb forms and noun phrases of english-solvers.ts (the voice solvers'), not the generator's.
const { past: pastOf, pp: participle } = MORPHOLOGY;
const phrase = (p: unknown): NounPhrase => nounPhrase(p);
type NounPhrase = ReturnType<typeof nounPhrase>;
const say = (...w: string[]): Expected => {
  const s = w.join(' ');
  return text(`${s.charAt(0).toUpperCase()}${s.slice(1)}.`);
};

// ---- the perfect modal ---------------------------------------------------------------------------

function modalPassive(p: Params, parts: { group?: string[]; doer?: string } = {}): Expected {
  const object = phrase(p.object);
  const agent = phrase(p.agent);
  return say(
    object.nom,
    ...(parts.group ?? [p.modal, 'have', 'been', participle(p.verb)]),
    'by',
    parts.doer ?? agent.acc,
  );
}

// ---- an object and its complement ------------------------------------------------------------------

/** "be" in a tense for a subject of this kind. */
function be(tense: string, who: NounPhrase['cls']): string[] {
  if (tense === 'presentSimple') return [who === 'I' ? 'am' : who === 'sg' ? 'is' : 'are'];
  if (tense === 'pastSimple') return [who === 'pl' ? 'were' : 'was'];
  if (tense === 'presentPerfect') return [who === 'sg' ? 'has' : 'have', 'been'];
  if (tense === 'pastPerfect') return ['had', 'been'];
  if (tense === 'future') return ['will', 'be'];
  throw new Error(`no tense ${tense}`);
}
const TENSE: Record<string, string> = {
  'simple present': 'presentSimple',
  'simple past': 'pastSimple',
  'present perfect': 'presentPerfect',
  'past perfect': 'pastPerfect',
  'simple future': 'future',
};

function complementPassive(
  p: Params,
  parts: { subject?: string; group?: string[]; after?: string[] } = {},
): Expected {
  const object = phrase(p.object);
  return say(
    parts.subject ?? object.nom,
    ...(parts.group ?? [...be(p.tense, object.cls), participle(p.verb)]),
    ...(parts.after ?? [p.complement, 'by', phrase(p.agent).acc]),
  );
}

export const EF_VOICE_SOLVERS: Record<string, (p: Params) => Expected> = {
  perfectModal: (p) => modalPassive(p),
  objectComplement: (p) => complementPassive(p),
};

export const EF_VOICE_TRAPS: Record<string, Checks> = {
  perfectModal: [
    [/^leaving out "been" /, (p) => modalPassive(p, { group: [p.modal, 'have', participle(p.verb)] })],
    [
      /^using "being" for "been" after "have"$/,
      (p) => modalPassive(p, { group: [p.modal, 'have', 'being', participle(p.verb)] }),
    ],
    [
      /^using "had" after "(\w+)" \(a modal takes the base form "have"\)$/,
      (p, m) =>
        m[1] === p.modal
          ? modalPassive(p, { group: [p.modal, 'had', 'been', participle(p.verb)] })
          : misnamed(m[0]!),
    ],
    [
      /^leaving out "have", so "(\w+) have (\w+)" \(a completed action\) becomes "(\w+) be (\w+)"/,
      (p, m) =>
        m[1] === p.modal && m[2] === participle(p.verb)
          ? modalPassive(p, { group: [p.modal, 'be', participle(p.verb)] })
          : misnamed(m[0]!),
    ],
    [
      /^keeping the subject form "(\w+)" after "by" \(it must be "(\w+)"\)$/,
      (p, m) => {
        const a = phrase(p.agent);
        return m[1] === a.nom && m[2] === a.acc && a.nom !== a.acc
          ? modalPassive(p, { doer: a.nom })
          : misnamed(m[0]!);
      },
    ],
    [
      /^using the simple past "(\w+)" instead of the past participle "(\w+)"$/,
      (p, m) =>
        m[1] === pastOf(p.verb) && m[2] === participle(p.verb) && m[1] !== m[2]
          ? modalPassive(p, { group: [p.modal, 'have', 'been', pastOf(p.verb)] })
          : misnamed(m[0]!),
    ],
  ],
  objectComplement: [
    [
      /^swapping the object "(.+)" and its complement "(.+)" \(/,
      (p, m) => {
        if (m[1] !== phrase(p.object).acc || m[2] !== p.complement) return misnamed(m[0]!);
        // the complement made the subject: "be" agrees with it ("its agents" are plural)
        const who = / agents$/.test(p.complement) ? 'pl' : 'sg';
        return complementPassive(p, {
          subject: p.complement,
          group: [...be(p.tense, who), participle(p.verb)],
          after: [phrase(p.object).acc, 'by', phrase(p.agent).acc],
        });
      },
    ],
    [
      /^putting the complement "(.+)" after the doer/,
      (p, m) =>
        m[1] === p.complement
          ? complementPassive(p, { after: ['by', phrase(p.agent).acc, p.complement] })
          : misnamed(m[0]!),
    ],
    [
      /^changing the (.+) to the (.+) \("/,
      (p, m) =>
        TENSE[m[1]!] === p.tense && TENSE[m[2]!]
          ? complementPassive(p, { group: [...be(TENSE[m[2]!]!, phrase(p.object).cls), participle(p.verb)] })
          : misnamed(m[0]!),
    ],
    [
      /^leaving out "been" /,
      (p) =>
        p.tense === 'presentPerfect'
          ? complementPassive(p, { group: [be(p.tense, phrase(p.object).cls)[0]!, participle(p.verb)] })
          : misnamed('"been" in a tense without it'),
    ],
    [
      /^making "(\w+)" agree with the doer "(.+)" instead of the subject "(.+)"$/,
      (p, m) => {
        const agent = phrase(p.agent);
        return m[2] === agent.acc && m[3] === phrase(p.object).nom
          ? complementPassive(p, { group: [...be(p.tense, agent.cls), participle(p.verb)] })
          : misnamed(m[0]!);
      },
    ],
    [
      /^keeping the object form "(\w+)" as the subject \(it must be "(\w+)"\)$/,
      (p, m) => {
        const o = phrase(p.object);
        return m[1] === o.acc && m[2] === o.nom ? complementPassive(p, { subject: o.acc }) : misnamed(m[0]!);
      },
    ],
    [
      /^keeping the subject form "(\w+)" after "by" \(it must be "(\w+)"\)$/,
      (p, m) => {
        const a = phrase(p.agent);
        return m[1] === a.nom && m[2] === a.acc
          ? complementPassive(p, { after: [p.complement, 'by', a.nom] })
          : misnamed(m[0]!);
      },
    ],
  ],
};

/** The active sentence each kind quotes, rebuilt from its params. */
export const EF_VOICE_SOURCES: Record<string, (p: Params) => string> = {
  perfectModal: (p) =>
    (say(phrase(p.agent).nom, p.modal, 'have', participle(p.verb), phrase(p.object).acc) as { text: string })
      .text,
  objectComplement: (p) => {
    const agent = phrase(p.agent);
    const group =
      p.tense === 'pastSimple'
        ? [pastOf(p.verb)]
        : p.tense === 'future'
          ? ['will', p.verb]
          : [agent.cls === 'sg' ? 'has' : 'have', participle(p.verb)];
    return (say(agent.nom, ...group, phrase(p.object).acc, p.complement) as { text: string }).text;
  },
};

// ---- the direct form of a reported statement (item 8) -----------------------------------------------

/** The reported words' time and place words, as the grammar books shift them. */
const SHIFTED: Record<string, string> = {
  now: 'then',
  today: 'that day',
  tonight: 'that night',
  tomorrow: 'the next day',
  yesterday: 'the previous day',
  here: 'there',
};
const TENSE_WORDS: Record<string, string> = {
  'the simple present': 'presentSimple',
  'the simple past': 'pastSimple',
  'the present continuous': 'presentContinuous',
  'the past continuous': 'pastContinuous',
};
/** "{here}" → "there", "this" → "that": the speaker's place words as the reporter says them. */
const placesShifted = (s: string): string =>
  s.replace(/\{(here|today|now|tonight)\}/g, (_m, w: string) => SHIFTED[w]!).replace(/\bthis\b/g, 'that');

export const EF_SPEECH_SOLVERS: Record<string, (p: Params) => Expected> = {
  toDirect: (p) => text(directSpeech(p)),
};

export const EF_SPEECH_TRAPS: Record<string, Checks> = {
  toDirect: [
    [
      /^keeping (the \w+ \w+) inside the quotation marks \(the speaker's own words are in (the \w+ \w+)\)$/,
      (p, m) =>
        TENSE_WORDS[m[2]!] === p.tense && TENSE_WORDS[m[1]!] === ONE_STEP_BACK[p.tense]
          ? text(directSpeech({ ...p, tense: TENSE_WORDS[m[1]!] }))
          : misnamed(m[0]!),
    ],
    [
      /^keeping the reporter's pronouns inside the quotation marks/,
      (p) => {
        // the reported clause in the speaker's tense and words, with the reporter's pronouns
        const clause = indirectSpeech({ ...p, type: 'says' }, { tense: p.tense, head: '|' })
          .replace(/^.*?\| that /, '')
          .replace(/\.$/, '');
        const head = directSpeech(p).replace(/, ".*$/, '');
        return text(`${head}, "${clause.charAt(0).toUpperCase()}${clause.slice(1)}."`);
      },
    ],
    [
      /^keeping "(.+)" inside the quotation marks \(the speaker said "(.+)"\)$/,
      (p, m) => {
        if (m[2] === p.tail && m[1] === SHIFTED[p.tail]) return text(directSpeech({ ...p, tail: m[1] }));
        // place words: every one the speaker said is kept as the reporter said it
        const shifted = { ...p, rest: placesShifted(p.rest), subject: placesShifted(p.subject) };
        return shifted.rest !== p.rest ? text(directSpeech(shifted)) : misnamed(m[0]!);
      },
    ],
    [
      /^keeping "told (.+)" before the quotation marks/,
      (p, m) =>
        m[1] === p.listener
          ? text(directSpeech(p).replace(`said to ${p.listener},`, `told ${p.listener},`))
          : misnamed(m[0]!),
    ],
    [/^keeping "that" before the quotation marks/, (p) => text(directSpeech(p).replace(/, "/, ' that "'))],
  ],
};
