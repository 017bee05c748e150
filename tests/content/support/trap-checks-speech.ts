/**
 * Trap-note checks of the direct-and-indirect-speech topic, read from the mistakes' words (trap-checks.ts).
 * A wrong reported sentence is rebuilt by the test's own narration rules (english-solvers.ts) with the
 * one change the mistake names.
 */
import { indirectSpeech, MORPHOLOGY, ONE_STEP_BACK, type SpeechParts } from './english-solvers';
import { type Expected, type Params, text } from './values';
import { type Checks, misnamed } from './trap-expected';

const { past, pp, ing } = MORPHOLOGY;

const SPEECH_TENSES: Record<string, string> = {
  'the simple present': 'presentSimple',
  'the present continuous': 'presentContinuous',
  'the present perfect': 'presentPerfect',
  'the present perfect continuous': 'presentPerfectContinuous',
  'the simple past': 'pastSimple',
  'the past continuous': 'pastContinuous',
  'the past perfect': 'pastPerfect',
  'the past perfect continuous': 'pastPerfectContinuous',
  '"will"': 'future',
  '"would"': 'would',
  '"can"': 'can',
  '"could"': 'could',
  '"may"': 'may',
  '"might"': 'might',
};
/** Time and place words as the reporter says them. */
const TIME_WORDS: Record<string, string> = {
  here: 'there',
  now: 'then',
  today: 'that day',
  tonight: 'that night',
  tomorrow: 'the next day',
  yesterday: 'the previous day',
  'last week': 'the previous week',
  'last month': 'the previous month',
};

const report = (p: Params, parts: SpeechParts = {}): Expected => text(indirectSpeech(p, parts));
/** The right reported sentence with one verb phrase written another way ("had took" for "had taken"). */
const rewritten = (p: Params, right: string, wrong: string): Expected => {
  const sentence = indirectSpeech(p);
  return sentence.includes(right)
    ? text(sentence.replace(right, wrong))
    : misnamed(`"${right}" not in ${sentence}`);
};
/** "keeping X (after "said" it moves back to Y)": the question's tense, and the one step back from it. */
const keptTense = (p: Params, m: RegExpMatchArray): Expected =>
  SPEECH_TENSES[m[1]!] === p.tense && SPEECH_TENSES[m[2]!] === ONE_STEP_BACK[p.tense]
    ? report(p, { tense: p.tense })
    : misnamed(`${m[1]} moving back to ${m[2]}`);

export const SPEECH: Record<string, Checks> = {
  statement: [
    [
      /^changing the tense although the reporting verb "says" is in the present$/,
      (p) => report(p, { tense: ONE_STEP_BACK[p.tense] }),
    ],
    [/^keeping (.+) \(after "said" it moves back to (.+)\)$/, keptTense],
    [
      /^keeping "(.+)" \(it becomes "(.+)"\)$/,
      (p, m) =>
        m[1] === p.tail && TIME_WORDS[p.tail] === m[2]
          ? report(p, { shiftTail: false })
          : misnamed(`"${m[1]}"`),
    ],
    [
      /^keeping "this", "here" or "today" \(they become "that", "there", "that day"\)$/,
      (p) => report(p, { shiftWords: false }),
    ],
    [/^keeping the speaker's own pronouns/, (p) => report(p, { ownPronouns: true })],
    [
      /^writing "(says|said) (.+?) that"/,
      (p, m) => (m[2] === p.listener ? report(p, { head: `${m[1]} ${m[2]}` }) : misnamed(`"${m[2]}"`)),
    ],
    [/^using "told" with no one told/, (p) => report(p, { head: 'told' })],
    [
      /^writing "had (\w+)" \(the past perfect takes the participle "(\w+)"\)$/,
      (p, m) =>
        m[2] === pp(p.verb) && m[1] !== m[2]
          ? rewritten(p, `had ${m[2]}`, `had ${m[1]}`)
          : misnamed(`"${m[2]}"`),
    ],
    [
      /^writing "had been (\w+)" \(the past perfect continuous takes the -ing form "(\w+)"\)$/,
      (p, m) =>
        m[1] === pp(p.verb) && m[2] === ing(p.verb)
          ? rewritten(p, `had been ${m[2]}`, `had been ${m[1]}`)
          : misnamed(`"${m[1]}" and "${m[2]}"`),
    ],
    [
      /^changing the simple past to the present perfect \(it moves back to the past perfect\)$/,
      (p) => (p.tense === 'pastSimple' ? report(p, { tense: 'presentPerfect' }) : misnamed(p.tense)),
    ],
    [/^changing "will" to "should"$/, (p) => report(p, { tense: 'should' })],
    [
      /^moving the tense back two steps, to (.+) \(it moves back one step, to (.+)\)$/,
      (p, m) =>
        SPEECH_TENSES[m[2]!] === ONE_STEP_BACK[p.tense] &&
        SPEECH_TENSES[m[1]!] === ONE_STEP_BACK[ONE_STEP_BACK[p.tense]!]
          ? report(p, { tense: SPEECH_TENSES[m[1]!] })
          : misnamed(`${m[1]} and ${m[2]}`),
    ],
  ],
  question: [
    [/^keeping the question order/, (p) => report(p, { questionOrder: true })],
    [
      /^adding "that" before "(\w+)"$/,
      (p, m) => (m[1] === (p.wh ?? 'if') ? report(p, { thatBefore: true }) : misnamed(`"${m[1]}"`)),
    ],
    [/^using "told" for a question/, (p) => report(p, { head: `told ${p.listener}` })],
    [/^keeping (.+) \(after "asked" it moves back to (.+)\)$/, keptTense],
    [
      /^keeping "(.+)" \(it becomes "(.+)"\)$/,
      (p, m) =>
        m[1] === p.tail && TIME_WORDS[p.tail] === m[2]
          ? report(p, { shiftTail: false })
          : misnamed(`"${m[1]}"`),
    ],
    [/^keeping the speaker's own pronouns$/, (p) => report(p, { ownPronouns: true })],
  ],
  command: [
    [
      /^writing "(told|requested) to (.+?)" \("(told|requested)" takes the person directly, without "to"\)$/,
      (p, m) =>
        m[2] === p.listener && m[1] === (p.polite ? 'requested' : 'told') && m[3] === m[1]
          ? report(p, { head: `${m[1]} to ${m[2]}` })
          : misnamed(`"${m[1]}" and "${m[2]}"`),
    ],
    [
      /^joining a command with "that" and the bare verb$/,
      (p) => report(p, { commandWords: ['that', p.negative ? 'do not' : null, p.verb] }),
    ],
    [/^keeping "please"/, (p) => report(p, { commandWords: ['to please', p.verb] })],
    [/^keeping "do not"/, (p) => report(p, { commandWords: ['do not', p.verb] })],
    [
      /^keeping the speaker's own words unchanged \((the pronouns|"tomorrow"|"this")( and "tomorrow"| and "this")? change\)$/,
      (p) => report(p, { ownPronouns: true, shiftWords: false }),
    ],
    [
      /^using the past tense after "to" \(the infinitive takes the base form\)$/,
      (p) => report(p, { commandWords: [p.negative ? 'not' : null, 'to', past(p.verb)] }),
    ],
  ],
};
