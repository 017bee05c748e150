/**
 * Active and passive voice, two forms of coverage audit 4 (item 8), built on branch `ef`:
 * - `perfectModal`: a modal with the perfect infinitive, "She might have completed the work." → "The
 *   work might have been completed by her." The modal and "have" stay as they are (a modal takes the
 *   base form "have", whatever the subject), "been" is added and the verb becomes its past participle.
 * - `objectComplement`: a verb with an object and an object complement, "They named the child Ritesh."
 *   → "The child was named Ritesh by them." The object becomes the subject, the complement stays right
 *   after the verb, "be" takes the tense and agrees with the new subject.
 * The wrong options are the slips candidates make: "been" left out, "being" for "been", "had" after the
 * modal, "have" left out (the time changes); object and complement swapped, the complement after the
 * doer, "be" in another tense or agreeing with the doer, a pronoun left in the wrong case.
 * The scenes are written whole here (who does what to what), so each sentence reads as papers print it.
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { capitalise, type Np, npObject, npSubject, npPlural, npPerson } from './verbs';

/** A verb's base, simple past and past participle. */
type Forms = readonly [base: string, past: string, pp: string];

const words = (...w: (string | null | undefined)[]): string => w.filter(Boolean).join(' ');
const sentence = (...w: (string | null | undefined)[]): string => `${capitalise(words(...w))}.`;
const npParam = (np: Np): { pronoun: string } | { text: string; plural: boolean } =>
  'pronoun' in np ? { pronoun: np.pronoun } : { text: np.text, plural: np.plural };
const pron = (pronoun: string): Np => ({ pronoun });
const noun = (text: string, plural = false): Np => ({ text, plural });
/** "by she" for "by her": the pronouns whose two forms differ. */
const CASE_DIFFERS = new Set(['I', 'he', 'she', 'we', 'they']);

// ---- the perfect modal ---------------------------------------------------------------------------

interface ModalScene {
  agent: Np;
  verb: Forms;
  object: Np;
}

const MODAL_SCENES: readonly ModalScene[] = [
  { agent: pron('she'), verb: ['complete', 'completed', 'completed'], object: noun('the work') },
  { agent: pron('he'), verb: ['write', 'wrote', 'written'], object: noun('this letter') },
  { agent: noun('the thieves', true), verb: ['steal', 'stole', 'stolen'], object: noun('the car') },
  { agent: noun('the peon'), verb: ['lock', 'locked', 'locked'], object: noun('the door') },
  { agent: pron('they'), verb: ['finish', 'finished', 'finished'], object: noun('the project') },
  { agent: noun('the students', true), verb: ['solve', 'solved', 'solved'], object: noun('the problem') },
  { agent: pron('you'), verb: ['post', 'posted', 'posted'], object: noun('the letters', true) },
  { agent: noun('Ravi'), verb: ['repair', 'repaired', 'repaired'], object: noun('the machine') },
  { agent: noun('the manager'), verb: ['sign', 'signed', 'signed'], object: noun('the cheques', true) },
  { agent: noun('the children', true), verb: ['break', 'broke', 'broken'], object: noun('the window') },
  { agent: noun('the cat'), verb: ['eat', 'ate', 'eaten'], object: noun('the fish') },
  { agent: noun('the gardener'), verb: ['water', 'watered', 'watered'], object: noun('the plants', true) },
  { agent: pron('he'), verb: ['send', 'sent', 'sent'], object: noun('the parcel') },
  {
    agent: noun('the teacher'),
    verb: ['check', 'checked', 'checked'],
    object: noun('the answer sheets', true),
  },
  { agent: pron('I'), verb: ['lose', 'lost', 'lost'], object: noun('the keys', true) },
  { agent: noun('the clerk'), verb: ['type', 'typed', 'typed'], object: noun('the report') },
  { agent: pron('we'), verb: ['take', 'took', 'taken'], object: noun('a wrong decision') },
  { agent: noun('the police', true), verb: ['catch', 'caught', 'caught'], object: noun('the robbers', true) },
  { agent: pron('she'), verb: ['sing', 'sang', 'sung'], object: noun('this song') },
  { agent: noun('the workers', true), verb: ['build', 'built', 'built'], object: noun('the wall') },
];

const MODALS: Record<Level, readonly string[]> = {
  1: ['might', 'must', 'should'], // not asked at level 1 (the kind serves 2 and 3)
  2: ['might', 'may', 'must', 'should', 'could'],
  3: ['might', 'may', 'must', 'should', 'could', 'would', 'will'],
};

export function perfectModal(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const s = rng.pick(MODAL_SCENES);
    const modal = rng.pick(MODALS[level]);
    const [base, past, pp] = s.verb;
    const active = sentence(npSubject(s.agent), modal, 'have', pp, npObject(s.object));
    const subject = npSubject(s.object);
    const by = `by ${npObject(s.agent)}`;
    const passive = (...group: string[]): string => sentence(subject, ...group, by);
    const answer = passive(modal, 'have', 'been', pp);
    const wrong: Distractor[] = [
      {
        mistake: `leaving out "been" (a passive needs "be": "have been" + past participle)`,
        value: passive(modal, 'have', pp),
      },
      {
        mistake: `using "being" for "been" after "have"`,
        value: passive(modal, 'have', 'being', pp),
      },
      {
        mistake: `using "had" after "${modal}" (a modal takes the base form "have")`,
        value: passive(modal, 'had', 'been', pp),
      },
      {
        mistake: `leaving out "have", so "${modal} have ${pp}" (a completed action) becomes "${modal} be ${pp}" (one not yet done)`,
        value: passive(modal, 'be', pp),
      },
    ];
    if ('pronoun' in s.agent && CASE_DIFFERS.has(s.agent.pronoun))
      wrong.push({
        mistake: `keeping the subject form "${npSubject(s.agent)}" after "by" (it must be "${npObject(s.agent)}")`,
        value: sentence(subject, modal, 'have', 'been', pp, 'by', npSubject(s.agent)),
      });
    if (past !== pp)
      wrong.push({
        mistake: `using the simple past "${past}" instead of the past participle "${pp}"`,
        value: passive(modal, 'have', 'been', past),
      });
    const distinct = [...new Map(wrong.filter((d) => d.value !== answer).map((d) => [d.value, d])).values()];
    const chosen = [distinct[0]!, ...rng.shuffle(distinct.slice(1))].slice(0, 3);
    return {
      question: `Select the option that expresses the given sentence in passive voice.\n${active}`,
      answer,
      distractors: chosen,
      steps: [
        `The object "${npObject(s.object)}" becomes the subject. A modal with the perfect ("${modal} have ${pp}") keeps "${modal} have" in the passive, whatever the subject, and adds "been" before the past participle "${pp}": "${modal} have been ${pp}". The doer follows "by" in the object form ("${by}").`,
        `So: ${answer}`,
      ],
      params: { modal, verb: base, agent: npParam(s.agent), object: npParam(s.object) },
    };
  });
}

// ---- an object and its complement ----------------------------------------------------------------

interface ComplementScene {
  agent: Np;
  verb: Forms;
  object: Np;
  complement: string;
  /** A noun complement (a name, a post): swapping it with the object is a slip candidates make. */
  nounComplement: boolean;
}

const scene = (
  agent: Np,
  verb: Forms,
  object: Np,
  complement: string,
  nounComplement = true,
): ComplementScene => ({
  agent,
  verb,
  object,
  complement,
  nounComplement,
});
const NAME: Forms = ['name', 'named', 'named'];
const ELECT: Forms = ['elect', 'elected', 'elected'];
const CHOOSE: Forms = ['choose', 'chose', 'chosen'];
const APPOINT: Forms = ['appoint', 'appointed', 'appointed'];
const MAKE: Forms = ['make', 'made', 'made'];
const DECLARE: Forms = ['declare', 'declared', 'declared'];
const CALL: Forms = ['call', 'called', 'called'];

const COMPLEMENT_SCENES: readonly ComplementScene[] = [
  scene(pron('they'), NAME, noun('the child'), 'Ritesh'),
  scene(noun('the people', true), ELECT, pron('he'), 'president'),
  scene(noun('the members', true), CHOOSE, noun('Meena'), 'captain'),
  scene(noun('the board'), APPOINT, noun('Mr Rao'), 'manager'),
  scene(noun('the students', true), MAKE, pron('she'), 'the class monitor'),
  scene(noun('the court'), DECLARE, pron('he'), 'innocent', false),
  scene(noun('the judges', true), DECLARE, noun('Priya'), 'the winner'),
  scene(noun('the villagers', true), CALL, noun('the old man'), 'a saint'),
  scene(noun('the children', true), ['paint', 'painted', 'painted'], noun('the fence'), 'green', false),
  scene(pron('we'), ['keep', 'kept', 'kept'], noun('the room'), 'clean', false),
  scene(noun('the king'), MAKE, pron('he'), 'a minister'),
  scene(noun('the committee'), ELECT, noun('Anil'), 'secretary'),
  scene(noun('her parents', true), NAME, noun('the baby'), 'Anjali'),
  scene(noun('the players', true), CHOOSE, noun('Rohit'), 'captain'),
  scene(noun('the citizens', true), ELECT, pron('she'), 'mayor'),
  scene(noun('the company'), APPOINT, pron('they'), 'its agents'),
  scene(noun('the news'), MAKE, pron('they'), 'happy', false),
  scene(noun('everyone'), CALL, pron('he'), 'a genius'),
  scene(pron('I'), ['find', 'found', 'found'], noun('the book'), 'useful', false),
  scene(noun('the students', true), ELECT, pron('I'), 'monitor'),
];

/** Complements that take a plural verb when a candidate makes them the subject. */
const PLURAL_COMPLEMENTS = new Set(['its agents']);

/**
 * A bare noun after a noun doer reads as one phrase ("by the board manager"), so the complement is put
 * after the doer as a wrong option only where it cannot join the doer: after a pronoun, or when it has
 * its own article or is a name or an adjective.
 */
const joinsDoer = (s: ComplementScene): boolean =>
  !('pronoun' in s.agent) &&
  s.nounComplement &&
  /^[a-z]/.test(s.complement) &&
  !/^(a|an|the|its) /.test(s.complement);

type ComplementTense = 'pastSimple' | 'presentPerfect' | 'future';

const COMPLEMENT_TENSES: Record<Level, readonly ComplementTense[]> = {
  1: ['pastSimple'],
  2: ['pastSimple', 'pastSimple', 'presentPerfect'],
  3: ['pastSimple', 'presentPerfect', 'future'],
};

const TENSE_NAME: Record<string, string> = {
  presentSimple: 'simple present',
  pastSimple: 'simple past',
  presentPerfect: 'present perfect',
  pastPerfect: 'past perfect',
  future: 'simple future',
};

/** The tense a candidate slips into for "be". */
const BE_DRIFT: Record<ComplementTense, string> = {
  pastSimple: 'presentSimple',
  presentPerfect: 'pastPerfect',
  future: 'presentSimple',
};

/** "is", "was", "has been" … agreeing with a subject. */
function beGroup(tense: string, subject: Np): string[] {
  const plural = npPlural(subject);
  const first = npPerson(subject) === 1 && !plural;
  switch (tense) {
    case 'presentSimple':
      return [first ? 'am' : plural ? 'are' : 'is'];
    case 'pastSimple':
      return [plural ? 'were' : 'was'];
    case 'presentPerfect':
      return [plural || first ? 'have' : 'has', 'been'];
    case 'pastPerfect':
      return ['had', 'been'];
    default:
      return ['will', 'be'];
  }
}

function activeGroup(tense: ComplementTense, agent: Np, [base, past, pp]: Forms): string[] {
  if (tense === 'pastSimple') return [past];
  if (tense === 'future') return ['will', base];
  return [npPlural(agent) || npPerson(agent) !== 3 ? 'have' : 'has', pp];
}

export function objectComplement(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const s = rng.pick(COMPLEMENT_SCENES);
    const tense = rng.pick(COMPLEMENT_TENSES[level]);
    const pp = s.verb[2];
    const active = sentence(
      npSubject(s.agent),
      ...activeGroup(tense, s.agent, s.verb),
      npObject(s.object),
      s.complement,
    );
    const subject = npSubject(s.object);
    const by = `by ${npObject(s.agent)}`;
    const be = beGroup(tense, s.object);
    const answer = sentence(subject, ...be, pp, s.complement, by);
    const wrong: Distractor[] = [];
    if (s.nounComplement)
      wrong.push({
        mistake: `swapping the object "${npObject(s.object)}" and its complement "${s.complement}" (the object becomes the subject; the complement stays after the verb)`,
        value: sentence(
          s.complement,
          ...beGroup(tense, { text: s.complement, plural: PLURAL_COMPLEMENTS.has(s.complement) }),
          pp,
          npObject(s.object),
          by,
        ),
      });
    if (!joinsDoer(s))
      wrong.push({
        mistake: `putting the complement "${s.complement}" after the doer (it stays right after the verb)`,
        value: sentence(subject, ...be, pp, by, s.complement),
      });
    const drift = BE_DRIFT[tense];
    wrong.push({
      mistake: `changing the ${TENSE_NAME[tense]} to the ${TENSE_NAME[drift]} ("${beGroup(drift, s.object).join(' ')}" for "${be.join(' ')}")`,
      value: sentence(subject, ...beGroup(drift, s.object), pp, s.complement, by),
    });
    if (tense === 'presentPerfect')
      wrong.push({
        mistake: `leaving out "been" (a passive needs "be": "${be.join(' ')}" + past participle)`,
        value: sentence(subject, be[0], pp, s.complement, by),
      });
    const doerBe = beGroup(tense, s.agent);
    if (doerBe.join(' ') !== be.join(' '))
      wrong.push({
        mistake: `making "${doerBe[0]}" agree with the doer "${npObject(s.agent)}" instead of the subject "${subject}"`,
        value: sentence(subject, ...doerBe, pp, s.complement, by),
      });
    if ('pronoun' in s.object && CASE_DIFFERS.has(s.object.pronoun))
      wrong.push({
        mistake: `keeping the object form "${npObject(s.object)}" as the subject (it must be "${subject}")`,
        value: sentence(npObject(s.object), ...be, pp, s.complement, by),
      });
    if ('pronoun' in s.agent && CASE_DIFFERS.has(s.agent.pronoun))
      wrong.push({
        mistake: `keeping the subject form "${npSubject(s.agent)}" after "by" (it must be "${npObject(s.agent)}")`,
        value: sentence(subject, ...be, pp, s.complement, 'by', npSubject(s.agent)),
      });
    const distinct = [...new Map(wrong.filter((d) => d.value !== answer).map((d) => [d.value, d])).values()];
    if (distinct.length < 3) return undefined;
    const chosen = [distinct[0]!, ...rng.shuffle(distinct.slice(1))].slice(0, 3);
    return {
      question: `Select the option that expresses the given sentence in passive voice.\n${active}`,
      answer,
      distractors: chosen,
      steps: [
        `"${capitalise(npObject(s.object))}" is the object and "${s.complement}" its complement (it says what the object is ${pp}). The object becomes the subject "${subject}"; the ${TENSE_NAME[tense]} takes "${be.join(' ')}" + past participle "${pp}", agreeing with "${subject}"; the complement "${s.complement}" stays right after the verb, and the doer follows "by" in the object form ("${by}").`,
        `So: ${answer}`,
      ],
      params: {
        tense,
        verb: s.verb[0],
        agent: npParam(s.agent),
        object: npParam(s.object),
        complement: s.complement,
        nounComplement: s.nounComplement,
      },
    };
  });
}
