/**
 * Trap-note checks of the active-and-passive-voice topic, read from the mistakes' words (trap-checks.ts).
 * A wrong sentence is rebuilt by the test's own English (english-solvers.ts) with the one change the
 * mistake names.
 */
import { MORPHOLOGY, nounPhrase, verbGroup, voiceSentence, type VoiceParts } from './english-solvers';
import { type Expected, type Params, text } from './values';
import { type Checks, misnamed } from './trap-expected';

const { past, pp, ing } = MORPHOLOGY;

// --- active and passive voice -------------------------------------------------------------------

const TENSES: Record<string, string> = {
  'simple present': 'presentSimple',
  'simple past': 'pastSimple',
  'simple future': 'future',
  'present continuous': 'presentContinuous',
  'past continuous': 'pastContinuous',
  'present perfect': 'presentPerfect',
  'past perfect': 'pastPerfect',
  'future perfect': 'futurePerfect',
  'modal "can"': 'can',
  'modal "must"': 'must',
  'modal "should"': 'should',
};
/** The forms of "be" and "have" that differ only by agreement with the subject. */
const AGREEMENT = [['am', 'is', 'are'], ['was', 'were'], ['has', 'have'], [] as string[]];
const sameVerb = (a: string, b: string): boolean =>
  a !== b && AGREEMENT.some((forms) => forms.includes(a) && forms.includes(b));

/** The sentence a voice question asks for: passive for "toPassive", active otherwise. */
const toPassive = (p: Params): boolean => p.direction === 'toPassive';
const subjectOf = (p: Params) => nounPhrase(toPassive(p) ? p.object : p.agent);
/** The right verb group of the asked-for sentence (an active "who …?" agrees as a singular). */
const rightGroup = (p: Params): string[] =>
  verbGroup(p.tense, toPassive(p), p.form === 'who' && !toPassive(p) ? 'sg' : subjectOf(p).cls, p.verb);
const say = (p: Params, parts: VoiceParts = {}): Expected => text(voiceSentence(p, toPassive(p), parts));
const swapped = (p: Params): Params => ({ ...p, agent: p.object, object: p.agent });

const CLAUSE_CHECKS: Checks = [
  [
    /^using the simple past "(\w+)" instead of the past participle "(\w+)"$/,
    (p, m) =>
      m[1] === past(p.verb) && m[2] === pp(p.verb)
        ? say(p, { group: [...rightGroup(p).slice(0, -1), past(p.verb)] })
        : misnamed(`"${m[1]}" and "${m[2]}" for ${p.verb}`),
  ],
  [/^leaving out "(being|been)"/, (p, m) => say(p, { group: rightGroup(p).filter((w) => w !== m[1]) })],
  [
    /^putting "being" after (?:the modal|"will") instead of "be"$/,
    (p) => say(p, { group: rightGroup(p).map((w) => (w === 'be' ? 'being' : w)) }),
  ],
  [
    /^keeping the subject form "(\w+)" after "by" \(it must be "(\w+)"\)$/,
    (p, m) =>
      m[1] === nounPhrase(p.agent).nom && m[2] === nounPhrase(p.agent).acc
        ? say(p, { after: `by ${m[1]}` })
        : misnamed(`"${m[1]}" and "${m[2]}" for the doer`),
  ],
  [
    /^keeping the object form "(\w+)" as the (?:new )?subject$/,
    (p, m) => (m[1] === subjectOf(p).acc ? say(p, { subject: m[1] }) : misnamed(`"${m[1]}" for the subject`)),
  ],
  [
    /^keeping the subject form "(\w+)" as the object$/,
    (p, m) =>
      m[1] === nounPhrase(p.object).nom ? say(p, { after: m[1] }) : misnamed(`"${m[1]}" for the object`),
  ],
  [
    /^using the (.+) instead of the (.+)$/,
    (p, m) =>
      TENSES[m[2]!] === p.tense && TENSES[m[1]!] !== undefined
        ? say({ ...p, tense: TENSES[m[1]!] })
        : misnamed(`the ${m[2]} for a sentence in ${p.tense}`),
  ],
  [
    /^"(\w+)" does not agree with the (?:new )?subject "(.+)"$/,
    (p, m) => {
      const group = rightGroup(p);
      // the simple present active has no auxiliary: its verb itself takes the -s or not
      const forms = [p.verb, MORPHOLOGY.third(p.verb)];
      const agrees = sameVerb(m[1]!, group[0]!) || (forms.includes(m[1]) && forms.includes(group[0]));
      return agrees && m[1] !== group[0] && m[2] === subjectOf(p).nom
        ? say(p, { group: [m[1]!, ...group.slice(1)] })
        : misnamed(`"${m[1]}" against "${group[0]}"`);
    },
  ],
  [/^making the (doer|receiver) the (?:subject|doer) \(the meaning is reversed\)$/, (p) => say(swapped(p))],
  [
    /^using the -ing form in place of the past participle$/,
    (p) => say(p, { group: [...rightGroup(p).slice(0, -1), ing(p.verb)] }),
  ],
  [
    /^mixing up the simple past and the past participle$/,
    (p) =>
      say(p, {
        group: p.tense === 'pastSimple' ? [pp(p.verb)] : [rightGroup(p)[0]!, past(p.verb)],
      }),
  ],
  [
    /^keeping the passive participle with "be" \(the sentence stays passive\)$/,
    (p) =>
      text(
        voiceSentence(p, false, {
          group: verbGroup(p.tense, true, p.form === 'who' ? 'sg' : nounPhrase(p.agent).cls, p.verb),
        }),
      ),
  ],
  [
    /^using "whom" as the subject \(the doer is "who"\)$/,
    (p) => text(voiceSentence(p, false).replace(/^Who /, 'Whom ')),
  ],
];

/** "Let + object + be + past participle (+ by + doer)", with the words a mistake changes. */
function letSentence(
  p: Params,
  { be = 'be', participle = pp(p.verb), withLet = true, by = '' } = {},
): Expected {
  const [particle, object] = p.object.startsWith('off ') ? ['off', p.object.slice(4)] : ['', p.object];
  const negative = p.type === 'dont';
  // a finite "is" takes its "not" after it ("is not fed"); "be" and "being" after it ("not be fed")
  const words = [
    object,
    negative ? (be === 'is' || be === 'are' ? `${be} not` : `not ${be}`) : be,
    participle,
    particle,
  ];
  const agent = p.type === 'let' ? by || `by ${nounPhrase({ pronoun: p.pronoun }).acc}` : '';
  const body = [...words, agent].filter(Boolean).join(' ');
  return text(withLet ? `Let ${body}.` : `${body.charAt(0).toUpperCase()}${body.slice(1)}.`);
}

export const VOICE: Record<string, Checks> = {
  toPassive: CLAUSE_CHECKS,
  toActive: CLAUSE_CHECKS,
  question: CLAUSE_CHECKS,
  command: [
    [
      /^using the subject form "(\w+)" after "by"$/,
      (p, m) =>
        m[1] === nounPhrase({ pronoun: p.pronoun }).nom
          ? letSentence(p, { by: `by ${m[1]}` })
          : misnamed(`"${m[1]}" for the doer`),
    ],
    [/^using "(is|are)" after "let" \(let takes the bare "be"\)$/, (p, m) => letSentence(p, { be: m[1]! })],
    [/^using "being" after "let" instead of "be"$/, (p) => letSentence(p, { be: 'being' })],
    [
      /^using the simple past "(\w+)" instead of the past participle "(\w+)"$/,
      (p, m) =>
        m[1] === past(p.verb) && m[2] === pp(p.verb)
          ? letSentence(p, { participle: past(p.verb) })
          : misnamed(`"${m[1]}" and "${m[2]}" for ${p.verb}`),
    ],
    [
      /^using the -ing form in place of the past participle$/,
      (p) => letSentence(p, { participle: ing(p.verb) }),
    ],
    [/^leaving out "let"$/, (p) => letSentence(p, { withLet: false })],
    [
      /^making the doer the subject of "be"$/,
      (p) => text(`Let ${nounPhrase({ pronoun: p.pronoun }).acc} be ${pp(p.verb)} ${p.object}.`),
    ],
  ],
};
