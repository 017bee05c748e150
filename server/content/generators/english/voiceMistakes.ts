/**
 * The mistakes candidates make turning a clause into the passive or back into the active, each giving a wrong
 * option.
 */
import { npSubject, PRONOUNS } from './verbs';
import {
  activeGroup,
  type Clause,
  passiveGroup,
  renderActive,
  renderPassive,
  type Tense,
  TENSE_NAME,
} from './voiceClauses';

export function passiveMistakes(c: Clause): { mistake: string; value: string }[] {
  const pp = c.verb.pp;
  const out: { mistake: string; value: string }[] = [];
  const right = passiveGroup(c.tense, c.object, pp);
  // wrong tense of "be"
  const otherTense: Partial<Record<Tense, Tense>> = {
    presentSimple: 'pastSimple',
    pastSimple: 'presentSimple',
    future: 'presentSimple',
    presentContinuous: 'pastContinuous',
    pastContinuous: 'presentContinuous',
    presentPerfect: 'pastPerfect',
    pastPerfect: 'presentPerfect',
    futurePerfect: 'future',
    can: 'future',
    must: 'future',
    should: 'future',
  };
  const wrongTense = otherTense[c.tense]!;
  // wrong participle: the simple past (where it differs) or the -ing form
  if (c.verb.past !== pp)
    out.push({
      mistake: `using the simple past "${c.verb.past}" instead of the past participle "${pp}"`,
      value: renderPassive(c, passiveGroup(c.tense, c.object, c.verb.past)),
    });
  // the continuous and perfect lose their marker
  if (c.tense === 'presentContinuous' || c.tense === 'pastContinuous')
    out.push({
      mistake: 'leaving out "being" (that is the simple tense, not the continuous)',
      value: renderPassive(
        c,
        right.filter((w) => w !== 'being'),
      ),
    });
  if (c.tense === 'presentPerfect' || c.tense === 'pastPerfect' || c.tense === 'futurePerfect')
    out.push({
      mistake: 'leaving out "been"',
      value: renderPassive(
        c,
        right.filter((w) => w !== 'been'),
      ),
    });
  if (c.tense === 'can' || c.tense === 'must' || c.tense === 'should')
    out.push({
      mistake: 'putting "being" after the modal instead of "be"',
      value: renderPassive(c, [c.tense, 'being', pp]),
    });
  if (c.tense === 'future')
    out.push({
      mistake: 'putting "being" after "will" instead of "be"',
      value: renderPassive(c, ['will', 'being', pp]),
    });
  // pronoun case
  if ('pronoun' in c.agent && c.form !== 'who') {
    const p = PRONOUNS[c.agent.pronoun]!;
    if (p.subj !== p.obj)
      out.push({
        mistake: `keeping the subject form "${p.subj}" after "by" (it must be "${p.obj}")`,
        value: renderPassive(c, undefined, undefined, `by ${p.subj}`),
      });
  }
  if ('pronoun' in c.object) {
    const p = PRONOUNS[c.object.pronoun]!;
    if (p.subj !== p.obj)
      out.push({
        mistake: `keeping the object form "${p.obj}" as the new subject`,
        value: renderPassive(c, undefined, p.obj),
      });
  }
  out.push({
    mistake: `using the ${TENSE_NAME[wrongTense]} instead of the ${TENSE_NAME[c.tense]}`,
    value: renderPassive(c, passiveGroup(wrongTense, c.object, pp)),
  });
  // agreement with the new subject
  const be = right[0]!;
  const swapBe: Record<string, string> = {
    is: 'are',
    are: 'is',
    am: 'is',
    was: 'were',
    were: 'was',
    has: 'have',
    have: 'has',
  };
  if (swapBe[be] && c.form !== 'who')
    out.push({
      mistake: `"${swapBe[be]}" does not agree with the new subject "${npSubject(c.object)}"`,
      value: renderPassive(c, [swapBe[be]!, ...right.slice(1)]),
    });
  // the roles swapped: the doer made the subject
  if (c.form !== 'who') {
    const swapped: Clause = { ...c, agent: c.object, object: c.agent };
    out.push({
      mistake: 'making the doer the subject (the meaning is reversed)',
      value: renderPassive(swapped),
    });
  }
  // the -ing form for the participle
  out.push({
    mistake: 'using the -ing form in place of the past participle',
    value: renderPassive(c, [...right.slice(0, -1), c.verb.ing]),
  });
  return out;
}

/** Wrong active sentences. */
export function activeMistakes(c: Clause): { mistake: string; value: string }[] {
  const out: { mistake: string; value: string }[] = [];
  const group = activeGroup(c.tense, c.agent, c.verb);
  const otherTense: Partial<Record<Tense, Tense>> = {
    presentSimple: 'pastSimple',
    pastSimple: 'presentPerfect',
    future: 'presentSimple',
    presentContinuous: 'pastContinuous',
    pastContinuous: 'presentContinuous',
    presentPerfect: 'pastSimple',
    pastPerfect: 'presentPerfect',
    futurePerfect: 'future',
    can: 'future',
    must: 'future',
    should: 'future',
  };
  const wrongTense = otherTense[c.tense]!;
  if ('pronoun' in c.agent) {
    const p = PRONOUNS[c.agent.pronoun]!;
    if (p.subj !== p.obj)
      out.push({
        mistake: `keeping the object form "${p.obj}" as the subject`,
        value: renderActive(c, undefined, p.obj),
      });
  }
  if ('pronoun' in c.object) {
    const p = PRONOUNS[c.object.pronoun]!;
    if (p.subj !== p.obj)
      out.push({
        mistake: `keeping the subject form "${p.subj}" as the object`,
        value: renderActive(c, undefined, undefined, p.subj),
      });
  }
  out.push({
    mistake: `using the ${TENSE_NAME[wrongTense]} instead of the ${TENSE_NAME[c.tense]}`,
    value: renderActive({ ...c, tense: wrongTense }),
  });
  if (c.form === 'statement' && c.tense === 'presentSimple') {
    const wrong = group[0] === c.verb.s ? c.verb.base : c.verb.s;
    out.push({
      mistake: `"${wrong}" does not agree with the subject "${npSubject(c.agent)}"`,
      value: renderActive(c, [wrong]),
    });
  }
  if (
    c.form === 'statement' &&
    (c.tense === 'pastSimple' || c.tense === 'presentPerfect') &&
    c.verb.past !== c.verb.pp
  ) {
    out.push({
      mistake: 'mixing up the simple past and the past participle',
      value: renderActive(c, c.tense === 'pastSimple' ? [c.verb.pp] : [group[0]!, c.verb.past]),
    });
  }
  out.push({
    mistake: 'keeping the passive participle with "be" (the sentence stays passive)',
    value: renderActive(
      c,
      passiveGroup(c.tense, c.form === 'who' ? { text: 'who', plural: false } : c.agent, c.verb.pp),
    ),
  });
  if (c.form === 'who')
    out.push({
      mistake: 'using "whom" as the subject (the doer is "who")',
      value: renderActive(c).replace(/^Who /, 'Whom '),
    });
  if (c.form !== 'who')
    out.push({
      mistake: 'making the receiver the doer (the meaning is reversed)',
      value: renderActive({ ...c, agent: c.object, object: c.agent }),
    });
  return out;
}
