/**
 * Independent solvers and trap checks for the English forms of coverage audit 4 built on branch `ef`
 * (item 8: the passive of a perfect modal, and of a verb with an object complement; and the direct
 * form of a reported statement). Each rebuilds the sentence from the question's params with this
 * file's own verb forms and agreement rules, or the test's own narration (english-solvers.ts), none of
 * the generator's tables.
 */
import type { Checks } from './trap-expected';
import { misnamed } from './trap-expected';
import { text, type Expected, type Params } from './values';
import { directSpeech, indirectSpeech, ONE_STEP_BACK } from './english-solvers';

/** The verbs these kinds use: simple past and past participle (the rest add -ed or -d). */
const FORMS: Record<string, [string, string]> = {
  write: ['wrote', 'written'],
  steal: ['stole', 'stolen'],
  break: ['broke', 'broken'],
  eat: ['ate', 'eaten'],
  send: ['sent', 'sent'],
  lose: ['lost', 'lost'],
  take: ['took', 'taken'],
  catch: ['caught', 'caught'],
  sing: ['sang', 'sung'],
  build: ['built', 'built'],
  choose: ['chose', 'chosen'],
  make: ['made', 'made'],
  keep: ['kept', 'kept'],
  find: ['found', 'found'],
};
const edForm = (base: string): string => (base.endsWith('e') ? `${base}d` : `${base}ed`);
const pastOf = (base: string): string => FORMS[base]?.[0] ?? edForm(base);
const participle = (base: string): string => FORMS[base]?.[1] ?? edForm(base);

/** [subject form, object form, 1 (I) | 's' (he, she, it, a singular noun) | 'p' (plural, you)] */
const PRONOUN: Record<string, [string, string, '1' | 's' | 'p']> = {
  I: ['I', 'me', '1'],
  we: ['we', 'us', 'p'],
  you: ['you', 'you', 'p'],
  he: ['he', 'him', 's'],
  she: ['she', 'her', 's'],
  they: ['they', 'them', 'p'],
};
interface Phrase {
  subj: string;
  obj: string;
  who: '1' | 's' | 'p';
}
function phrase(p: Params): Phrase {
  if (p.pronoun) {
    const [subj, obj, who] = PRONOUN[p.pronoun as string]!;
    return { subj, obj, who };
  }
  return { subj: p.text, obj: p.text, who: p.plural ? 'p' : 's' };
}
const say = (...w: string[]): Expected => {
  const s = w.join(' ');
  return text(`${s.charAt(0).toUpperCase()}${s.slice(1)}.`);
};

// ---- the perfect modal ---------------------------------------------------------------------------

function modalPassive(p: Params, parts: { group?: string[]; doer?: string } = {}): Expected {
  const object = phrase(p.object);
  const agent = phrase(p.agent);
  return say(
    object.subj,
    ...(parts.group ?? [p.modal, 'have', 'been', participle(p.verb)]),
    'by',
    parts.doer ?? agent.obj,
  );
}

// ---- an object and its complement ------------------------------------------------------------------

/** "be" in a tense for a subject of this kind. */
function be(tense: string, who: Phrase['who']): string[] {
  if (tense === 'presentSimple') return [who === '1' ? 'am' : who === 's' ? 'is' : 'are'];
  if (tense === 'pastSimple') return [who === 'p' ? 'were' : 'was'];
  if (tense === 'presentPerfect') return [who === 's' ? 'has' : 'have', 'been'];
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
    parts.subject ?? object.subj,
    ...(parts.group ?? [...be(p.tense, object.who), participle(p.verb)]),
    ...(parts.after ?? [p.complement, 'by', phrase(p.agent).obj]),
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
        return m[1] === a.subj && m[2] === a.obj && a.subj !== a.obj
          ? modalPassive(p, { doer: a.subj })
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
        if (m[1] !== phrase(p.object).obj || m[2] !== p.complement) return misnamed(m[0]!);
        // the complement made the subject: "be" agrees with it ("its agents" are plural)
        const who = / agents$/.test(p.complement) ? 'p' : 's';
        return complementPassive(p, {
          subject: p.complement,
          group: [...be(p.tense, who), participle(p.verb)],
          after: [phrase(p.object).obj, 'by', phrase(p.agent).obj],
        });
      },
    ],
    [
      /^putting the complement "(.+)" after the doer/,
      (p, m) =>
        m[1] === p.complement
          ? complementPassive(p, { after: ['by', phrase(p.agent).obj, p.complement] })
          : misnamed(m[0]!),
    ],
    [
      /^changing the (.+) to the (.+) \("/,
      (p, m) =>
        TENSE[m[1]!] === p.tense && TENSE[m[2]!]
          ? complementPassive(p, { group: [...be(TENSE[m[2]!]!, phrase(p.object).who), participle(p.verb)] })
          : misnamed(m[0]!),
    ],
    [
      /^leaving out "been" /,
      (p) =>
        p.tense === 'presentPerfect'
          ? complementPassive(p, { group: [be(p.tense, phrase(p.object).who)[0]!, participle(p.verb)] })
          : misnamed('"been" in a tense without it'),
    ],
    [
      /^making "(\w+)" agree with the doer "(.+)" instead of the subject "(.+)"$/,
      (p, m) => {
        const agent = phrase(p.agent);
        return m[2] === agent.obj && m[3] === phrase(p.object).subj
          ? complementPassive(p, { group: [...be(p.tense, agent.who), participle(p.verb)] })
          : misnamed(m[0]!);
      },
    ],
    [
      /^keeping the object form "(\w+)" as the subject \(it must be "(\w+)"\)$/,
      (p, m) => {
        const o = phrase(p.object);
        return m[1] === o.obj && m[2] === o.subj ? complementPassive(p, { subject: o.obj }) : misnamed(m[0]!);
      },
    ],
    [
      /^keeping the subject form "(\w+)" after "by" \(it must be "(\w+)"\)$/,
      (p, m) => {
        const a = phrase(p.agent);
        return m[1] === a.subj && m[2] === a.obj
          ? complementPassive(p, { after: [p.complement, 'by', a.subj] })
          : misnamed(m[0]!);
      },
    ],
  ],
};

/** The active sentence each kind quotes, rebuilt from its params. */
export const EF_VOICE_SOURCES: Record<string, (p: Params) => string> = {
  perfectModal: (p) =>
    (say(phrase(p.agent).subj, p.modal, 'have', participle(p.verb), phrase(p.object).obj) as { text: string })
      .text,
  objectComplement: (p) => {
    const agent = phrase(p.agent);
    const group =
      p.tense === 'pastSimple'
        ? [pastOf(p.verb)]
        : p.tense === 'future'
          ? ['will', p.verb]
          : [agent.who === 's' ? 'has' : 'have', participle(p.verb)];
    return (say(agent.subj, ...group, phrase(p.object).obj, p.complement) as { text: string }).text;
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
