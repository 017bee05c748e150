/**
 * "How many male (female) members are there in the family?" from a chain of relations (issue 19,
 * audit 2 form 18): five to eight members of a real family tree (a couple, their children and
 * spouses, grandchildren), one true statement linking each member to the ones before it. Each member's
 * sex is fixed by the statements: the relation word names the first person's ("A is the mother of
 * B"), and a husband's or wife's statement the other person's too; a draw leaving anyone open is
 * redrawn. A kind of blood_relation.
 */
import { aroundKey } from '../aptitude/keyRank';
import { UNNAMED, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { PERSON_LETTERS } from './personLetters';

interface Person {
  male: boolean;
  father?: number;
  mother?: number;
  spouse?: number;
}
type Link = 'child' | 'parent' | 'sibling' | 'spouse';
const WORDS: Record<Link, [string, string]> = {
  child: ['son', 'daughter'],
  parent: ['father', 'mother'],
  sibling: ['brother', 'sister'],
  spouse: ['husband', 'wife'],
};
const HI_WORDS: Record<string, string> = {
  son: 'पुत्र',
  daughter: 'पुत्री',
  father: 'पिता',
  mother: 'माता',
  brother: 'भाई',
  sister: 'बहन',
  husband: 'पति',
  wife: 'पत्नी',
};
const FEMININE = new Set(['daughter', 'mother', 'sister', 'wife']);
const NUMBER_WORDS = ['', '', '', '', '', 'five', 'six', 'seven', 'eight'];
const HI_NUMBER_WORDS = ['', '', '', '', '', 'पाँच', 'छह', 'सात', 'आठ'];

function family(rng: Rng): Person[] {
  const t: Person[] = [
    { male: true, spouse: 1 },
    { male: false, spouse: 0 },
  ];
  const kids = rng.int(2, 3);
  for (let k = 0; k < kids; k += 1) {
    const child = t.push({ male: rng.chance(0.5), father: 0, mother: 1 }) - 1;
    if (!rng.chance(0.75)) continue;
    const partner = t.push({ male: !t[child]!.male, spouse: child }) - 1;
    t[child]!.spouse = partner;
    const [f, m] = t[child]!.male ? [child, partner] : [partner, child];
    for (let g = rng.int(0, 2); g > 0; g -= 1) t.push({ male: rng.chance(0.5), father: f, mother: m });
  }
  return t;
}

/** What x is to each member directly linked to x. */
function links(t: Person[], x: number): { to: number; link: Link }[] {
  const out: { to: number; link: Link }[] = [];
  t.forEach((m, i) => {
    if (i === x) return;
    if (t[x]!.father === i || t[x]!.mother === i) out.push({ to: i, link: 'child' });
    if (m.father === x || m.mother === x) out.push({ to: i, link: 'parent' });
    if (m.father !== undefined && m.father === t[x]!.father && m.mother === t[x]!.mother)
      out.push({ to: i, link: 'sibling' });
    if (t[x]!.spouse === i) out.push({ to: i, link: 'spouse' });
  });
  return out;
}

export function familyCount(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const t = family(rng);
    const n = level === 2 ? rng.int(6, 7) : rng.int(7, 8);
    if (t.length < n) return undefined;
    // grow a connected group, each newcomer tied by one statement to a member already in it
    const start = rng.int(0, t.length - 1);
    const members = [start];
    const statements: [number, string, number][] = [];
    while (members.length < n) {
      const edges = members.flatMap((x) =>
        links(t, x)
          .filter((l) => !members.includes(l.to))
          .map((l) => ({ from: x, ...l })),
      );
      if (edges.length === 0) return undefined;
      const e = rng.pick(edges);
      // "newcomer is the … of member" or "member is the … of newcomer"
      const reversed = links(t, e.to).find((l) => l.to === e.from)!;
      const [subject, link, object] = rng.chance(0.5)
        ? [e.from, e.link, e.to]
        : [e.to, reversed.link, e.from];
      statements.push([subject, WORDS[link][t[subject]!.male ? 0 : 1], object]);
      members.push(e.to);
    }
    // every member's sex fixed by some statement
    const fixed = new Set(
      statements.flatMap(([s, w, o]) => (w === 'husband' || w === 'wife' ? [s, o] : [s])),
    );
    if (members.some((m) => !fixed.has(m))) return undefined;
    const names = rng.sample(PERSON_LETTERS, n);
    const nameOf = new Map(members.map((m, i) => [m, names[i]!]));
    const order = rng.shuffle(statements);
    // papers ask mostly of the larger group, so that both sides of the key have slips
    const males = members.filter((m) => t[m]!.male).length;
    const male = rng.chance(0.5) ? males * 2 > n || (males * 2 === n && rng.chance(0.5)) : rng.chance(0.5);
    const counted = members.filter((m) => t[m]!.male === male);
    const ans = counted.length;
    if (ans === 0 || ans === n) return undefined;
    const sexWord = male ? 'male' : 'female';
    const calledSo = new Set(order.filter(([s]) => t[s]!.male === male).map(([s]) => s));
    const alsoObjects = new Set([
      ...counted,
      ...order.filter(([s, w]) => t[s]!.male === male && w !== 'husband' && w !== 'wife').map(([, , o]) => o),
    ]);
    const wordsOf = male ? 'father, son, brother or husband' : 'mother, daughter, sister or wife';
    const hiWordsOf = male ? 'पिता, पुत्र, भाई या पति' : 'माता, पुत्री, बहन या पत्नी';
    const wrong: Distractor[] = [
      {
        mistake: `counting the ${male ? 'female' : 'male'} members instead`,
        hi: `${male ? 'महिला' : 'पुरुष'} सदस्य गिन लेना`,
        value: n - ans,
      },
      {
        mistake: `counting only those a statement calls ${wordsOf}`,
        hi: `केवल उन्हें गिनना जिन्हें किसी कथन में ${hiWordsOf} कहा गया है`,
        value: calledSo.size,
      },
      {
        mistake: `taking the other person of each such statement (but a husband's or wife's) to be ${sexWord} too`,
        hi: `ऐसे हर कथन (पति-पत्नी वाले को छोड़कर) के दूसरे व्यक्ति को भी ${male ? 'पुरुष' : 'महिला'} मान लेना`,
        value: alsoObjects.size,
      },
      ...(['first', 'last'] as const).map((which) => ({
        mistake: `missing the ${which} statement`,
        hi: `${which === 'first' ? 'पहला' : 'अंतिम'} कथन छोड़ देना`,
        value: counted.filter((m) =>
          (which === 'first' ? order.slice(1) : order.slice(0, -1)).some(
            ([s, w, o]) => s === m || (o === m && (w === 'husband' || w === 'wife')),
          ),
        ).length,
      })),
      {
        mistake: `counting the statements that use the words ${wordsOf}`,
        hi: `${hiWordsOf} शब्दों वाले कथन गिन लेना`,
        value: order.filter(([s]) => t[s]!.male === male).length,
      },
      {
        mistake: `counting the different words ${wordsOf} used`,
        hi: `प्रयुक्त भिन्न शब्द (${hiWordsOf}) गिन लेना`,
        value: new Set(order.filter(([s]) => t[s]!.male === male).map(([, w]) => w)).size,
      },
      { mistake: 'counting every member of the family', hi: 'परिवार के सभी सदस्य गिन लेना', value: n },
      // a count two fewer or more fills the options on a side of the key when the slips all fall near it (never a note)
      { mistake: UNNAMED, value: ans - 2 },
      { mistake: UNNAMED, value: ans + 2 },
    ];
    const sentence = ([s, w, o]: [number, string, number]): string =>
      `${nameOf.get(s)} is the ${w} of ${nameOf.get(o)}.`;
    const hiSentence = ([s, w, o]: [number, string, number]): string =>
      `${nameOf.get(s)}, ${nameOf.get(o)} ${FEMININE.has(w) ? 'की' : 'का'} ${HI_WORDS[w]} है।`;
    // why each counted member is male (female): their own word, or their spouse's
    const reason = (m: number, hi: boolean): string => {
      const own = order.find(([s]) => s === m);
      if (own) return `${nameOf.get(m)} (${hi ? HI_WORDS[own[1]] : own[1]})`;
      // named only as the other person of a marriage: the husband (wife) of its first person
      const [s, w] = order.find(([, , o]) => o === m)!;
      const mate = w === 'wife' ? 'husband' : 'wife';
      return hi
        ? `${nameOf.get(m)} (${nameOf.get(s)} ${FEMININE.has(mate) ? 'की' : 'का'} ${HI_WORDS[mate]})`
        : `${nameOf.get(m)} (the ${mate} of ${nameOf.get(s)})`;
    };
    const listAll = names.slice(0, -1).join(', ');
    const last = names[names.length - 1];
    return {
      question: `${listAll} and ${last} are ${NUMBER_WORDS[n]} members of a family. ${order.map(sentence).join(' ')} How many ${sexWord} members are there in the family?`,
      answer: ans,
      distractors: aroundKey(
        wrong.filter((d) => (d.value as number) > 0),
        ans,
        n + calledSo.size,
      ),
      steps: [
        `The ${sexWord} members are ${counted.map((m) => reason(m, false)).join(', ')}; the others are ${male ? 'female' : 'male'}.`,
        `So there are ${ans} ${sexWord} members.`,
      ],
      hi: {
        question: `${listAll} और ${last} एक परिवार के ${HI_NUMBER_WORDS[n]} सदस्य हैं। ${order.map(hiSentence).join(' ')} परिवार में कितने ${male ? 'पुरुष' : 'महिला'} सदस्य हैं?`,
        steps: [
          `${male ? 'पुरुष' : 'महिला'} सदस्य: ${counted.map((m) => reason(m, true)).join(', ')}; शेष ${male ? 'महिलाएँ' : 'पुरुष'} हैं।`,
          `अतः ${ans} ${male ? 'पुरुष' : 'महिला'} सदस्य हैं।`,
        ],
      },
      params: {
        names,
        statements: order.map(([s, w, o]) => [nameOf.get(s)!, w, nameOf.get(o)!]),
        ask: sexWord,
      },
    };
  });
}
