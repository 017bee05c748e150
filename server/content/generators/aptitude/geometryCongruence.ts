/**
 * Congruent triangles as the papers ask them (issue 19, item 2): which rule (SSS, SAS, ASA, AAS, RHS)
 * the stated equal parts of ΔABC and ΔPQR give, or that they need not be congruent (two sides and an
 * angle not between them, three angles); and a part of one triangle from the other through a stated
 * correspondence (ΔABC ≅ ΔQRP), where matching the letters by their order is the trap.
 *
 * A correspondence is written as the PQR vertices that A, B and C go to: 'QRP' is A ↔ Q, B ↔ R,
 * C ↔ P. A part of ΔABC is a side ('AB') or the angle at a vertex ('B').
 */
import { deg, num } from '../format';
import { UNNAMED, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Kind, Problem } from '../types';
import { cm } from './measures';
import { hiCm } from './hindiShapes';

const ABC = ['A', 'B', 'C'] as const;
type Vertex = (typeof ABC)[number];
/** Every correspondence but the one in the letters' order (the order is the trap of the parts kind). */
const SCRAMBLED = ['PRQ', 'QPR', 'QRP', 'RPQ', 'RQP'] as const;

/** A side of ΔABC by its two vertices, named as the papers name it: AB, BC, CA. */
const side = (x: Vertex, y: Vertex): string =>
  ['AB', 'BC', 'CA'].find((s) => s.includes(x) && s.includes(y))!;
/** The vertex of ΔABC that is not in the given ones. */
const other = (...vs: Vertex[]): Vertex => ABC.find((v) => !vs.includes(v))!;
/** The PQR vertex that an ABC vertex goes to. */
const image = (correspondence: string, v: Vertex): string => correspondence[ABC.indexOf(v)]!;
/** The PQR side that an ABC side goes to ("AB" → "QR" under 'QRP'). */
const imageSide = (correspondence: string, s: string): string =>
  [...s].map((v) => image(correspondence, v as Vertex)).join('');

// ── which rule ────────────────────────────────────────────────────────────────────────────────────

export const RULES = ['SSS', 'SAS', 'ASA', 'AAS', 'RHS', 'SSA', 'AAA'] as const;
type Rule = (typeof RULES)[number];
export const NOT_CONGRUENT = 'Not necessarily congruent';
/**
 * The rules a wrong option may name for each drawn rule: never one the given parts also satisfy in a
 * step (AAS and ASA turn into each other by the angle sum; RHS gives the third side by Pythagoras, so
 * SSS and SAS), so no wrong option is a second defensible answer. Every rule is offered wrongly somewhere,
 * so no option gives the answer away.
 */
const WRONG_RULES: Readonly<Record<Rule, readonly string[]>> = {
  SSS: ['SAS', 'ASA', 'AAS', 'RHS'],
  SAS: ['SSS', 'ASA', 'AAS', 'RHS'],
  ASA: ['SSS', 'SAS', 'RHS'],
  AAS: ['SSS', 'SAS', 'RHS'],
  RHS: ['ASA', 'AAS'],
  SSA: ['SSS', 'ASA', 'AAS', 'RHS'],
  AAA: ['SSS', 'SAS', 'ASA', 'AAS', 'RHS'],
};
const HI_NOT_CONGRUENT = 'सर्वांगसम होना आवश्यक नहीं';

/** The equal parts of a drawn rule, in the order the question states them, and the step that names it. */
interface Parts {
  parts: string[];
  /** The vertex of the right angle (RHS), stated as "= 90°". */
  right?: Vertex;
  step: string;
  hiStep: string;
  /** The first, named wrong option, with its mistake. */
  trap: Distractor & { value: string };
}

function drawParts(rule: Rule, rng: Rng): Parts {
  const { pick, shuffle } = rng;
  const [v, u] = shuffle(ABC) as [Vertex, Vertex];
  const w = other(v, u);
  switch (rule) {
    case 'SSS':
      return {
        parts: shuffle(['AB', 'BC', 'CA']),
        step: 'The three sides of one triangle equal the three sides of the other: SSS.',
        hiStep: 'एक त्रिभुज की तीनों भुजाएँ दूसरे की तीनों भुजाओं के बराबर हैं: SSS।',
        trap: {
          mistake: 'thinking three equal sides are not enough without an equal angle',
          value: NOT_CONGRUENT,
          hi: 'किसी बराबर कोण के बिना तीन बराबर भुजाओं को अपर्याप्त मान लेना',
        },
      };
    case 'SAS':
      return {
        parts: [side(u, v), v, side(v, w)],
        step: `∠${v} lies between ${side(u, v)} and ${side(v, w)} (both sides meet at ${v}), so two sides and the included angle are equal: SAS.`,
        hiStep: `∠${v}, ${side(u, v)} और ${side(v, w)} के बीच का कोण है (दोनों भुजाएँ ${v} पर मिलती हैं), अतः दो भुजाएँ और उनके बीच का कोण बराबर हैं: SAS।`,
        trap: {
          mistake: `not seeing that ∠${v} lies between ${side(u, v)} and ${side(v, w)} (taking it for SSA)`,
          value: NOT_CONGRUENT,
          hi: `यह न देखना कि ∠${v}, ${side(u, v)} और ${side(v, w)} के बीच का कोण है (इसे SSA मान लेना)`,
        },
      };
    case 'ASA':
      return {
        parts: [u, side(u, v), v],
        step: `${side(u, v)} joins the vertices of ∠${u} and ∠${v}, so two angles and the side between them are equal: ASA.`,
        hiStep: `${side(u, v)}, ∠${u} और ∠${v} के शीर्षों को मिलाती है, अतः दो कोण और उनके बीच की भुजा बराबर हैं: ASA।`,
        trap: {
          mistake: 'thinking two angles and a side fix only the shape, not the size',
          value: NOT_CONGRUENT,
          hi: 'यह मान लेना कि दो कोण और एक भुजा केवल आकृति तय करते हैं, माप नहीं',
        },
      };
    case 'AAS': {
      const far = side(w, pick([u, v]));
      return {
        parts: [u, v, far],
        step: `${far} does not join the vertices of ∠${u} and ∠${v}, so two angles and a side not between them are equal: AAS.`,
        hiStep: `${far}, ∠${u} और ∠${v} के शीर्षों को नहीं मिलाती, अतः दो कोण और उनके बीच से बाहर की एक भुजा बराबर हैं: AAS।`,
        trap: {
          mistake: 'thinking the equal side must lie between the two equal angles',
          value: NOT_CONGRUENT,
          hi: 'यह मान लेना कि बराबर भुजा दोनों बराबर कोणों के बीच ही होनी चाहिए',
        },
      };
    }
    case 'RHS':
      return {
        parts: [v, side(u, w), side(v, pick([u, w]))],
        right: v,
        step: `∠${v} = 90° and ${side(u, w)}, the side opposite it, is the hypotenuse; with one more side equal, the right triangles are congruent by RHS.`,
        hiStep: `∠${v} = 90° है और उसके सामने की भुजा ${side(u, w)} कर्ण है; एक और भुजा बराबर होने से ये समकोण त्रिभुज RHS से सर्वांगसम हैं।`,
        trap: {
          mistake:
            'treating a right angle, the hypotenuse and a side like SSA (an angle not between the sides)',
          value: NOT_CONGRUENT,
          hi: 'समकोण, कर्ण और एक भुजा को SSA (भुजाओं के बीच से बाहर का कोण) जैसा मान लेना',
        },
      };
    case 'SSA': {
      const at = pick([u, w]);
      return {
        parts: [side(u, v), side(v, w), at],
        step: `∠${at} is not between ${side(u, v)} and ${side(v, w)} (they meet at ${v}), and two sides with an angle not between them can fit two different triangles: not necessarily congruent.`,
        hiStep: `∠${at}, ${side(u, v)} और ${side(v, w)} के बीच का कोण नहीं है (वे ${v} पर मिलती हैं), और दो भुजाओं तथा उनके बीच से बाहर के एक कोण से दो भिन्न त्रिभुज बन सकते हैं: ${HI_NOT_CONGRUENT}।`,
        trap: {
          mistake: `taking ∠${at}, which is not between ${side(u, v)} and ${side(v, w)}, for the included angle`,
          value: 'SAS',
          hi: `∠${at} को, जो ${side(u, v)} और ${side(v, w)} के बीच नहीं है, उनके बीच का कोण मान लेना`,
        },
      };
    }
    case 'AAA':
      return {
        parts: shuffle(['A', 'B', 'C']),
        step: 'Equal angles make the triangles similar, but one can be an enlargement of the other: not necessarily congruent.',
        hiStep: `बराबर कोणों से त्रिभुज समरूप होते हैं, पर एक दूसरे का बड़ा रूप हो सकता है: ${HI_NOT_CONGRUENT}।`,
        trap: {
          mistake: 'taking three equal angles for a congruence rule (they make the triangles only similar)',
          value: 'AAA',
          hi: 'तीन बराबर कोणों को सर्वांगसमता का नियम मान लेना (इनसे त्रिभुज केवल समरूप होते हैं)',
        },
      };
  }
}

/** "AB = QR", "∠B = ∠R", "∠B = ∠R = 90°" */
function equality(correspondence: string, part: string, right: Vertex | undefined): string {
  if (part.length === 2) return `${part} = ${imageSide(correspondence, part)}`;
  return `∠${part} = ∠${image(correspondence, part as Vertex)}${part === right ? ' = 90°' : ''}`;
}

const statedAnd = (items: readonly string[], and: string): string =>
  `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)!}`;

/** Which rule the stated equal parts give; level 2 pairs the vertices out of their letters' order. */
export const congruenceRule: Kind = {
  levels: [1, 2],
  make(rng, level): Problem {
    const rule = rng.pick(RULES);
    const correspondence = level === 1 ? 'PQR' : rng.pick(SCRAMBLED);
    const drawn = drawParts(rule, rng);
    const equalities = drawn.parts.map((p) => equality(correspondence, p, drawn.right));
    const answer = rule === 'SSA' || rule === 'AAA' ? NOT_CONGRUENT : rule;
    const pairing = ABC.map((v) => `${v} with ${image(correspondence, v)}`);
    const hiPairing = ABC.map((v) => `${v} को ${image(correspondence, v)} से`);
    const pairingStep = level === 2 ? [`The equal parts pair ${statedAnd(pairing, 'and')}.`] : [];
    const hiPairingStep = level === 2 ? [`बराबर भाग ${statedAnd(hiPairing, 'और')} मिलाते हैं।`] : [];
    // the named trap, then two rules no named mistake gives (Not necessarily congruent is always offered)
    const others = rng.sample(
      WRONG_RULES[rule].filter((r) => r !== drawn.trap.value),
      2,
    );
    const options = [answer, drawn.trap.value, ...others];
    return {
      question: `In ΔABC and ΔPQR, ${statedAnd(equalities, 'and')}. By which rule, if any, are the two triangles congruent?`,
      answer,
      distractors: [drawn.trap, ...others.map((value) => ({ mistake: UNNAMED, value }))],
      steps: [...pairingStep, drawn.step],
      hi: {
        question: `ΔABC और ΔPQR में ${statedAnd(equalities, 'और')} है। दोनों त्रिभुज किस नियम से सर्वांगसम हैं, यदि हैं?`,
        steps: [...hiPairingStep, drawn.hiStep],
        options: Object.fromEntries(options.map((o) => [o, o === NOT_CONGRUENT ? HI_NOT_CONGRUENT : o])),
      },
      params: { correspondence, parts: drawn.parts, right: drawn.right ?? null },
    };
  },
};

// ── a part from the other triangle ───────────────────────────────────────────────────────────────

/**
 * ΔABC ≅ ΔQRP with two sides of ΔABC and the common perimeter (level 1), or two angles of ΔABC
 * (level 2): the asked part of ΔPQR matches the third, which the perimeter or 180° gives.
 */
export const congruentParts: Kind = {
  levels: [1, 2],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const correspondence = rng.pick(SCRAMBLED);
      // the asked PQR vertex (level 2) or side (level 1) whose match differs from its letters' order
      const pqr = (v: Vertex): string => 'PQR'[ABC.indexOf(v)]!;
      const preimage = (x: string): Vertex => ABC[correspondence.indexOf(x)]!;
      if (level === 2) {
        const askedAt = rng.pick(ABC.filter((v) => preimage(pqr(v)) !== v));
        const asked = pqr(askedAt);
        const unknown = preimage(asked);
        const [g1, g2] = ABC.filter((v) => v !== unknown) as [Vertex, Vertex];
        const [a1, a2] = [rng.step(25, 100, 5), rng.step(25, 100, 5)];
        const answer = 180 - a1 - a2;
        if (a1 === a2 || answer < 20 || [a1, a2, a1 + a2].includes(answer)) return undefined;
        const given: Record<string, number> = { [g1]: a1, [g2]: a2 };
        const byOrder = askedAt; // ∠Q matched with ∠B by the letters' order
        const wrongOther = byOrder === g1 ? g2 : g1;
        return {
          question: `ΔABC ≅ Δ${correspondence}. If ∠${g1} = ${deg(a1)} and ∠${g2} = ${deg(a2)}, what is ∠${asked}?`,
          answer,
          format: deg,
          distractors: [
            {
              mistake: `matching ∠${asked} with ∠${byOrder} by the order of the letters`,
              value: given[byOrder]!,
              hi: `अक्षरों के क्रम से ∠${asked} को ∠${byOrder} के संगत मान लेना`,
            },
            {
              mistake: `adding ∠${g1} and ∠${g2} instead of subtracting them from 180°`,
              value: a1 + a2,
              hi: `∠${g1} और ∠${g2} को 180° में से घटाने के स्थान पर जोड़ देना`,
            },
            {
              mistake: `matching ∠${asked} with ∠${wrongOther}`,
              value: given[wrongOther]!,
              hi: `∠${asked} को ∠${wrongOther} के संगत मान लेना`,
            },
          ],
          steps: [
            `ΔABC ≅ Δ${correspondence} pairs ${statedAnd(
              ABC.map((v) => `${v} with ${image(correspondence, v)}`),
              'and',
            )}, so ∠${asked} = ∠${unknown} = 180° − ${deg(a1)} − ${deg(a2)} = ${deg(answer)}.`,
          ],
          hi: {
            question: `ΔABC ≅ Δ${correspondence} है। यदि ∠${g1} = ${deg(a1)} और ∠${g2} = ${deg(a2)} है, तो ∠${asked} कितना है?`,
            steps: [
              `ΔABC ≅ Δ${correspondence} में ${statedAnd(
                ABC.map((v) => `${v} का संगत ${image(correspondence, v)}`),
                'और',
              )} है, अतः ∠${asked} = ∠${unknown} = 180° − ${deg(a1)} − ${deg(a2)} = ${deg(answer)}।`,
            ],
          },
          params: { ask: 'angle', correspondence, asked, given },
        };
      }
      const sides = ['PQ', 'QR', 'RP'];
      const letterOrder = (s: string): string =>
        side(...([...s].map((x) => ABC['PQR'.indexOf(x)]!) as [Vertex, Vertex]));
      const matched = (s: string): string => side(...([...s].map(preimage) as [Vertex, Vertex]));
      const asked = rng.pick(sides.filter((s) => matched(s) !== letterOrder(s)));
      const unknown = matched(asked);
      const [s1, s2] = ['AB', 'BC', 'CA'].filter((s) => s !== unknown) as [string, string];
      const [l1, l2, l3] = [rng.int(4, 20), rng.int(4, 20), rng.int(4, 20)];
      if (new Set([l1, l2, l3, l1 + l2]).size < 4 || l3 >= l1 + l2 || l1 >= l2 + l3 || l2 >= l1 + l3)
        return undefined;
      const perimeter = l1 + l2 + l3;
      const given: Record<string, number> = { [s1]: l1, [s2]: l2 };
      const byOrder = letterOrder(asked);
      const wrongOther = byOrder === s1 ? s2 : s1;
      return {
        question: `ΔABC ≅ Δ${correspondence}. If ${s1} = ${cm(l1)}, ${s2} = ${cm(l2)} and the perimeter of ΔPQR is ${cm(perimeter)}, what is the length of ${asked}?`,
        answer: l3,
        format: cm,
        distractors: [
          {
            mistake: `matching ${asked} with ${byOrder} by the order of the letters`,
            value: given[byOrder]!,
            hi: `अक्षरों के क्रम से ${asked} को ${byOrder} के संगत मान लेना`,
          },
          {
            mistake: `adding ${s1} and ${s2} instead of subtracting them from the perimeter`,
            value: l1 + l2,
            hi: `${s1} और ${s2} को परिमाप में से घटाने के स्थान पर जोड़ देना`,
          },
          {
            mistake: `matching ${asked} with ${wrongOther}`,
            value: given[wrongOther]!,
            hi: `${asked} को ${wrongOther} के संगत मान लेना`,
          },
        ],
        steps: [
          `ΔABC ≅ Δ${correspondence} pairs ${statedAnd(
            ABC.map((v) => `${v} with ${image(correspondence, v)}`),
            'and',
          )}, so ${asked} = ${unknown}. Congruent triangles have equal perimeters: ${unknown} = ${perimeter} − ${l1} − ${l2} = ${cm(l3)}.`,
        ],
        hi: {
          question: `ΔABC ≅ Δ${correspondence} है। यदि ${s1} = ${hiCm(l1)}, ${s2} = ${hiCm(l2)} और ΔPQR का परिमाप ${hiCm(perimeter)} है, तो ${asked} की लंबाई कितनी है?`,
          steps: [
            `ΔABC ≅ Δ${correspondence} में ${statedAnd(
              ABC.map((v) => `${v} का संगत ${image(correspondence, v)}`),
              'और',
            )} है, अतः ${asked} = ${unknown}। सर्वांगसम त्रिभुजों के परिमाप बराबर होते हैं: ${unknown} = ${num(perimeter)} − ${l1} − ${l2} = ${hiCm(l3)}।`,
          ],
          format: hiCm,
        },
        params: { ask: 'side', correspondence, asked, given, perimeter },
      };
    });
  },
};
