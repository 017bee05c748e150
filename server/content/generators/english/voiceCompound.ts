/**
 * Active and passive voice beyond one clause (coverage audit 3, item 7):
 * - `clauseObject`: a clause as the object of a verb that also has a person as its object: "Historians
 *   tell us how the ancient city was built." → "We are told by historians how the ancient city was
 *   built." The person becomes the subject (pronouns change case), "be" takes the tense and agrees
 *   with it, and the clause stays as it is, after the doer.
 * - `twoClauses`: two clauses in two tenses joined by "while", "and" or "before": "The company will
 *   build a new bridge while the workers are painting the walls." → both clauses in the passive, each
 *   in its own tense.
 * The wrong options are named mistakes: the object pronoun kept as the subject, "be" agreeing with the
 * doer, the tense changed, the clause put in question order; one clause left in the active, the second
 * clause put in the first one's tense, "being" or "been" left out.
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { capitalise, type Np, npObject, npSubject, SCENES, verb, type Scene } from './verbs';
import { activeGroup, npParam, passiveGroup, type Tense, TENSE_NAME, words } from './voiceClauses';

// ---- a clause as the object ------------------------------------------------------------------------

interface Reporting {
  agent: string;
  plural: boolean;
  verb: string;
  /** Clauses the verb can take, each with its question-order twin when it is a wh-clause. */
  clauses: readonly (readonly [string, string?])[];
}

const REPORTING: readonly Reporting[] = [
  {
    agent: 'historians',
    plural: true,
    verb: 'tell',
    clauses: [
      ['how the ancient city was built', 'how was the ancient city built'],
      ['why the old capital was abandoned', 'why was the old capital abandoned'],
      ['that the fort was built in the sixteenth century'],
    ],
  },
  {
    agent: 'the guide',
    plural: false,
    verb: 'show',
    clauses: [
      ['where the treasure was hidden', 'where was the treasure hidden'],
      ['how the old temple was lit at night', 'how was the old temple lit at night'],
    ],
  },
  {
    agent: 'our teacher',
    plural: false,
    verb: 'teach',
    clauses: [
      ['how plants make their food', 'how do plants make their food'],
      ['why the sky looks blue', 'why does the sky look blue'],
    ],
  },
  {
    agent: 'the manager',
    plural: false,
    verb: 'inform',
    clauses: [['that the office will remain closed on Monday'], ['that the meeting has been put off']],
  },
  {
    agent: 'the doctors',
    plural: true,
    verb: 'tell',
    clauses: [
      ['what the patient should eat', 'what should the patient eat'],
      ['that regular exercise keeps the heart strong'],
    ],
  },
  {
    agent: 'the principal',
    plural: false,
    verb: 'remind',
    clauses: [['that the fees must be paid by Friday'], ['that the library closes at five']],
  },
  {
    agent: 'the engineers',
    plural: true,
    verb: 'show',
    clauses: [
      ['how the new machine works', 'how does the new machine work'],
      ['where the water would be stored', 'where would the water be stored'],
    ],
  },
  {
    agent: 'the contractor',
    plural: false,
    verb: 'assure',
    clauses: [['that the work will be finished on time'], ['that the bridge is safe']],
  },
];

/** The person told: the pronoun's object form in the active, its subject form in the passive. */
const HEARERS = ['we', 'I', 'he', 'she', 'they'] as const;

const CLAUSE_TENSES: Record<Level, readonly Tense[]> = {
  1: ['presentSimple', 'pastSimple'],
  2: ['presentSimple', 'pastSimple', 'presentPerfect'],
  3: ['presentSimple', 'pastSimple', 'presentPerfect', 'future'],
};

/** The tense a candidate drifts to from this one (a wrong option). */
const DRIFT: Partial<Record<Tense, Tense>> = {
  presentSimple: 'pastSimple',
  pastSimple: 'presentSimple',
  presentPerfect: 'pastSimple',
  future: 'presentSimple',
};

export function clauseObject(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const r = rng.pick(REPORTING);
    const [clause, questionOrder] = rng.pick(r.clauses);
    const tense = rng.pick(CLAUSE_TENSES[level]);
    const hearer: Np = { pronoun: rng.pick(HEARERS) };
    const agent: Np = { text: r.agent, plural: r.plural };
    const vb = verb(r.verb);
    const active = `${capitalise(words(npSubject(agent), ...activeGroup(tense, agent, vb), npObject(hearer), clause))}.`;
    const passiveWith = (
      subject: string,
      group: string[],
      by = `by ${npObject(agent)}`,
      tail = clause,
    ): string => `${capitalise(words(subject, ...group, by, tail))}.`;
    const group = passiveGroup(tense, hearer, vb.pp);
    const answer = passiveWith(npSubject(hearer), group);
    const drift = DRIFT[tense]!;
    const wrong: Distractor[] = [
      {
        mistake: `keeping the object form "${npObject(hearer)}" as the subject (it must be "${npSubject(hearer)}")`,
        value: passiveWith(capitalise(npObject(hearer)), group),
      },
      {
        mistake: `making "${group[0]}" agree with the doer "${npObject(agent)}" instead of the subject "${npSubject(hearer)}"`,
        value: passiveWith(npSubject(hearer), passiveGroup(tense, agent, vb.pp)),
      },
      questionOrder
        ? {
            mistake: `putting the clause in question order ("${questionOrder}")`,
            value: passiveWith(npSubject(hearer), group, undefined, questionOrder),
          }
        : {
            mistake: 'leaving out "by" before the doer',
            value: passiveWith(npSubject(hearer), group, npObject(agent)),
          },
      {
        mistake: `changing the ${TENSE_NAME[tense]} to the ${TENSE_NAME[drift]}`,
        value: passiveWith(npSubject(hearer), passiveGroup(drift, hearer, vb.pp)),
      },
    ];
    if (vb.past !== vb.pp)
      wrong.push({
        mistake: `using the simple past "${vb.past}" instead of the past participle "${vb.pp}"`,
        value: passiveWith(npSubject(hearer), [...group.slice(0, -1), vb.past]),
      });
    const distinct = [...new Map(wrong.filter((d) => d.value !== answer).map((d) => [d.value, d])).values()];
    if (distinct.length < 3) return undefined;
    const chosen = [distinct[0]!, ...rng.shuffle(distinct.slice(1))].slice(0, 3);
    return {
      question: `Select the option that expresses the given sentence in passive voice.\n${active}`,
      answer,
      distractors: chosen,
      steps: [
        `The person told, "${npObject(hearer)}", becomes the subject "${npSubject(hearer)}"; the ${TENSE_NAME[tense]} takes "${group.slice(0, -1).join(' ')}" + past participle "${vb.pp}", agreeing with "${npSubject(hearer)}"; the doer follows "by" ("by ${npObject(agent)}"), and the clause "${clause}" stays as it is, in statement order, at the end.`,
        `So: ${answer}`,
      ],
      params: {
        tense,
        verb: r.verb,
        agent: npParam(agent),
        hearer: npParam(hearer),
        clause,
        questionOrder: questionOrder ?? null,
      },
    };
  });
}

// ---- two clauses in two tenses ---------------------------------------------------------------------

/** Pairs of tenses that papers join, with the word that joins them. */
const PAIRS: readonly (readonly [Tense, Tense, string])[] = [
  ['future', 'presentContinuous', 'while'],
  ['pastSimple', 'pastContinuous', 'while'],
  ['presentPerfect', 'future', 'and'],
  ['pastPerfect', 'pastSimple', 'before'],
  ['presentContinuous', 'presentPerfect', 'and'],
];

/** Work someone plans and does: the scenes two clauses may join (no mishaps, no person as object). */
const WORK = new Set([
  'water',
  'check',
  'cook',
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
  'paint',
  'wash',
  'feed',
  'design',
  'bake',
  'launch',
  'build',
  'plant',
  'serve',
  'dig',
]);

interface Part {
  scene: Scene;
  tense: Tense;
}

const clauseText = (p: Part, passive: boolean, tense = p.tense, opts: { group?: string[] } = {}): string => {
  const { agent, object } = p.scene;
  const vb = verb(p.scene.verb);
  return passive
    ? words(object.text, ...(opts.group ?? passiveGroup(tense, object, vb.pp)), 'by', agent.text)
    : words(agent.text, ...(opts.group ?? activeGroup(tense, agent, vb)), object.text);
};

const joined = (first: string, link: string, second: string): string =>
  `${capitalise(first)}${link === 'and' ? ',' : ''} ${link} ${second}.`;

export function twoClauses(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const [t1, t2, link] = rng.pick(level === 3 ? PAIRS : PAIRS.slice(0, 3));
    const [s1, s2] = [rng.pick(SCENES), rng.pick(SCENES)];
    if (!WORK.has(s1!.verb) || !WORK.has(s2!.verb) || s1!.verb === s2!.verb) return undefined;
    if (s1!.agent.text === s2!.agent.text || s1!.object.text === s2!.object.text) return undefined;
    const first: Part = { scene: s1!, tense: t1 };
    const second: Part = { scene: s2!, tense: t2 };
    const active = joined(clauseText(first, false), link, clauseText(second, false));
    const answer = joined(clauseText(first, true), link, clauseText(second, true));
    const v1 = verb(s1!.verb);
    const v2 = verb(s2!.verb);
    const wrong: Distractor[] = [
      {
        mistake: `putting the second clause in the ${TENSE_NAME[t1]} of the first`,
        value: joined(clauseText(first, true), link, clauseText(second, true, t1)),
      },
      {
        mistake: 'leaving the second clause in the active',
        value: joined(clauseText(first, true), link, clauseText(second, false)),
      },
      {
        mistake: 'leaving the first clause in the active',
        value: joined(clauseText(first, false), link, clauseText(second, true)),
      },
      {
        mistake: `putting the first clause in the ${TENSE_NAME[t2]} of the second`,
        value: joined(clauseText(first, true, t2), link, clauseText(second, true)),
      },
    ];
    for (const [part, vb, which] of [
      [first, v1, 'first'],
      [second, v2, 'second'],
    ] as const) {
      const group = passiveGroup(part.tense, part.scene.object, vb.pp);
      const aux = group.find((w) => w === 'being' || w === 'been');
      if (aux)
        wrong.push({
          mistake: `leaving out "${aux}" in the ${which} clause`,
          value:
            which === 'first'
              ? joined(
                  clauseText(first, true, t1, { group: group.filter((w) => w !== aux) }),
                  link,
                  clauseText(second, true),
                )
              : joined(
                  clauseText(first, true),
                  link,
                  clauseText(second, true, t2, { group: group.filter((w) => w !== aux) }),
                ),
        });
    }
    const distinct = [...new Map(wrong.filter((d) => d.value !== answer).map((d) => [d.value, d])).values()];
    if (distinct.length < 3) return undefined;
    const chosen = [distinct[0]!, ...rng.shuffle(distinct.slice(1))].slice(0, 3);
    const g1 = passiveGroup(t1, s1!.object, v1.pp);
    const g2 = passiveGroup(t2, s2!.object, v2.pp);
    return {
      question: `Select the option that expresses the given sentence in passive voice.\n${active}`,
      answer,
      distractors: chosen,
      steps: [
        `Each clause keeps its own tense. The first, in the ${TENSE_NAME[t1]}, becomes "${s1!.object.text} ${g1.join(' ')} by ${s1!.agent.text}"; the second, in the ${TENSE_NAME[t2]}, becomes "${s2!.object.text} ${g2.join(' ')} by ${s2!.agent.text}"; "${link}" still joins them.`,
        `So: ${answer}`,
      ],
      params: {
        link,
        clauses: [first, second].map((p) => ({
          form: 'statement',
          tense: p.tense,
          verb: p.scene.verb,
          agent: npParam(p.scene.agent),
          object: npParam(p.scene.object),
          wh: null,
          tail: null,
        })),
      },
    };
  });
}
