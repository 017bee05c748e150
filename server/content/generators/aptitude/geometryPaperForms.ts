/**
 * Geometry forms the papers set that the classic kinds lack (issue 19, item 2): tangent lengths from
 * a triangle's vertices to its incircle, the tangent–secant and secant–secant theorems, and the basic
 * proportionality theorem, common tangents of two circles, a three-step angle chase in a circle. The
 * text states every length and angle, so no drawing is needed.
 */
import { deg, num } from '../format';
import { isWhole } from '../math';
import { isExact, until } from '../question';
import type { Kind, Problem } from '../types';
import { cm } from './measures';
import { HI_ADD_SQUARES, HI_TANGENT, hiCm } from './hindiShapes';

/** The opening both proportionality questions share: D on AB and E on AC with DE parallel to BC. */
const HI_PARALLEL = 'त्रिभुज ABC में भुजा AB पर बिंदु D और भुजा AC पर बिंदु E इस प्रकार हैं कि DE, BC के समांतर है।';

export const incircleTangents: Kind = {
  levels: [2],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const [a, b, c] = [rng.int(5, 30), rng.int(5, 30), rng.int(5, 30)];
      // a triangle, with a whole semi-perimeter and three different sides
      if (a + b <= c || b + c <= a || c + a <= b || (a + b + c) % 2 || new Set([a, b, c]).size < 3)
        return undefined;
      const s = (a + b + c) / 2;
      return {
        question: `The incircle of triangle ABC touches AB at P, BC at Q and CA at R. If AB = ${cm(c)}, BC = ${cm(a)} and CA = ${cm(b)}, what is the length of AP?`,
        answer: s - a,
        format: cm,
        distractors: [
          { mistake: 'taking BP (s − CA) instead of AP', value: s - b, hi: 'AP के स्थान पर BP (s − CA) ले लेना' },
          { mistake: 'halving AB', value: c / 2, hi: 'AB को आधा कर देना' },
          { mistake: 'taking CQ (s − AB) instead of AP', value: s - c, hi: 'AP के स्थान पर CQ (s − AB) ले लेना' },
        ],
        steps: [
          `Tangents from a point are equal: AP = AR, BP = BQ, CQ = CR. So AP = s − BC, where s = (${c} + ${a} + ${b})/2 = ${num(s)}: AP = ${num(s)} − ${a} = ${cm(s - a)}.`,
        ],
        hi: {
          question: `त्रिभुज ABC का अंतःवृत्त AB को P पर, BC को Q पर और CA को R पर स्पर्श करता है। यदि AB = ${hiCm(c)}, BC = ${hiCm(a)} और CA = ${hiCm(b)} है, तो AP की लंबाई कितनी है?`,
          steps: [
            `किसी बाह्य बिंदु से वृत्त पर खींची गई स्पर्श रेखाएँ बराबर होती हैं: AP = AR, BP = BQ, CQ = CR। अतः AP = s − BC, जहाँ s = (${c} + ${a} + ${b})/2 = ${num(s)}: AP = ${num(s)} − ${a} = ${hiCm(s - a)}।`,
          ],
          format: hiCm,
        },
        params: { a, b, c },
      };
    });
  },
};

export const secants: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      if (level === 2) {
        // PT² = PA × PB, with PT whole
        const pa = rng.int(2, 16);
        const pb = rng.int(pa + 2, 40);
        const pt = Math.sqrt(pa * pb);
        if (!isWhole(pt)) return undefined;
        return {
          question: `From a point P outside a circle, a tangent touches the circle at T, and a line through P cuts the circle at A and B (A nearer to P). If PA = ${cm(pa)} and AB = ${cm(pb - pa)}, what is the length of PT?`,
          answer: pt,
          format: cm,
          wholeOptions: false,
          distractors: [
            {
              mistake: 'using PA × AB instead of PA × PB',
              value: Math.sqrt(pa * (pb - pa)),
              hi: 'PA × PB के स्थान पर PA × AB लेना',
            },
            { mistake: 'averaging PA and PB', value: (pa + pb) / 2, hi: 'PA और PB का औसत ले लेना' },
            {
              mistake: 'adding PA and AB as the tangent',
              value: pb,
              hi: 'PA और AB के योग को स्पर्श रेखा मान लेना',
            },
          ],
          steps: [
            `PT² = PA × PB = ${pa} × (${pa} + ${pb - pa}) = ${pa} × ${pb} = ${num(pt * pt)}, so PT = ${cm(pt)}.`,
          ],
          hi: {
            question: `वृत्त के बाहर स्थित बिंदु P से खींची गई एक स्पर्श रेखा वृत्त को T पर स्पर्श करती है, और P से होकर जाने वाली एक रेखा वृत्त को A और B पर काटती है (A, P के निकट है)। यदि PA = ${hiCm(pa)} और AB = ${hiCm(pb - pa)} है, तो PT की लंबाई कितनी है?`,
            steps: [
              `PT² = PA × PB = ${pa} × (${pa} + ${pb - pa}) = ${pa} × ${pb} = ${num(pt * pt)}, अतः PT = ${hiCm(pt)}।`,
            ],
            format: hiCm,
          },
          params: { ask: 'tangent', pa, ab: pb - pa },
        };
      }
      // PA × PB = PC × PD
      const pa = rng.int(2, 12);
      const pb = rng.int(pa + 2, 30);
      const pc = rng.int(2, 14);
      const pd = (pa * pb) / pc;
      if (pc === pa || !isExact(pd) || !isWhole(pd * 2) || pd <= pc) return undefined;
      return {
        question: `Two lines through a point P outside a circle cut it at A and B, and at C and D (A and C nearer to P). If PA = ${cm(pa)}, AB = ${cm(pb - pa)} and PC = ${cm(pc)}, what is the length of CD?`,
        answer: pd - pc,
        format: cm,
        wholeOptions: false,
        distractors: [
          { mistake: 'giving PD instead of CD', value: pd, hi: 'CD के स्थान पर PD दे देना' },
          { mistake: 'using PA × AB = PC × CD', value: (pa * (pb - pa)) / pc, hi: 'PA × AB = PC × CD लेना' },
          { mistake: 'using PA/AB = PC/CD', value: ((pb - pa) * pc) / pa, hi: 'PA/AB = PC/CD लेना' },
        ],
        steps: [
          `PA × PB = PC × PD: ${pa} × ${pb} = ${pc} × PD, so PD = ${num(pd)} and CD = ${num(pd)} − ${pc} = ${cm(pd - pc)}.`,
        ],
        hi: {
          question: `वृत्त के बाहर स्थित बिंदु P से होकर जाने वाली दो रेखाएँ वृत्त को A और B पर तथा C और D पर काटती हैं (A और C, P के निकट हैं)। यदि PA = ${hiCm(pa)}, AB = ${hiCm(pb - pa)} और PC = ${hiCm(pc)} है, तो CD की लंबाई कितनी है?`,
          steps: [
            `PA × PB = PC × PD: ${pa} × ${pb} = ${pc} × PD, अतः PD = ${num(pd)} और CD = ${num(pd)} − ${pc} = ${hiCm(pd - pc)}।`,
          ],
          format: hiCm,
        },
        params: { ask: 'secants', pa, ab: pb - pa, pc },
      };
    });
  },
};

export const proportionality: Kind = {
  levels: [1, 2],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const ad = rng.int(2, 15);
      const db = rng.int(2, 15);
      const ae = rng.int(2, 15);
      const ec = (db * ae) / ad;
      if (ad === db || ad === ae || !isExact(ec) || !isWhole(ec * 2)) return undefined;
      if (level === 1) {
        return {
          question: `In triangle ABC, D on AB and E on AC are such that DE is parallel to BC. If AD = ${cm(ad)}, DB = ${cm(db)} and AE = ${cm(ae)}, what is the length of EC?`,
          answer: ec,
          format: cm,
          wholeOptions: false,
          distractors: [
            {
              mistake: 'turning the ratio upside down (AD/DB = EC/AE)',
              value: (ad * ae) / db,
              hi: 'अनुपात को उलट देना (AD/DB = EC/AE)',
            },
            { mistake: 'giving AC instead of EC', value: ae + ec, hi: 'EC के स्थान पर AC दे देना' },
            { mistake: 'using AD/AB = AE/EC', value: ((ad + db) * ae) / ad, hi: 'AD/AB = AE/EC लेना' },
          ],
          steps: [
            `By the basic proportionality theorem AD/DB = AE/EC, so EC = ${db} × ${ae}/${ad} = ${cm(ec)}.`,
          ],
          hi: {
            question: `${HI_PARALLEL} यदि AD = ${hiCm(ad)}, DB = ${hiCm(db)} और AE = ${hiCm(ae)} है, तो EC की लंबाई कितनी है?`,
            steps: [`आधारभूत समानुपातिकता प्रमेय से AD/DB = AE/EC, अतः EC = ${db} × ${ae}/${ad} = ${hiCm(ec)}।`],
            format: hiCm,
          },
          params: { ask: 'ec', ad, db, ae },
        };
      }
      const bc = rng.int(4, 30);
      const de = (bc * ad) / (ad + db);
      if (!isExact(de) || !isWhole(de * 2)) return undefined;
      return {
        question: `In triangle ABC, D on AB and E on AC are such that DE is parallel to BC. If AD = ${cm(ad)}, DB = ${cm(db)} and BC = ${cm(bc)}, what is the length of DE?`,
        answer: de,
        format: cm,
        wholeOptions: false,
        distractors: [
          { mistake: 'using AD/DB instead of AD/AB', value: (bc * ad) / db, hi: 'AD/AB के स्थान पर AD/DB लेना' },
          {
            mistake: 'using DB/AB instead of AD/AB',
            value: (bc * db) / (ad + db),
            hi: 'AD/AB के स्थान पर DB/AB लेना',
          },
          {
            mistake: 'halving BC (as if D were the midpoint)',
            value: bc / 2,
            hi: 'BC को आधा कर देना (मानो D मध्य-बिंदु हो)',
          },
        ],
        steps: [
          `Triangles ADE and ABC are similar, so DE/BC = AD/AB = ${ad}/${ad + db}: DE = ${bc} × ${ad}/${ad + db} = ${cm(de)}.`,
        ],
        hi: {
          question: `${HI_PARALLEL} यदि AD = ${hiCm(ad)}, DB = ${hiCm(db)} और BC = ${hiCm(bc)} है, तो DE की लंबाई कितनी है?`,
          steps: [
            `त्रिभुज ADE और ABC समरूप हैं, अतः DE/BC = AD/AB = ${ad}/${ad + db}: DE = ${bc} × ${ad}/${ad + db} = ${hiCm(de)}।`,
          ],
          format: hiCm,
        },
        params: { ask: 'de', ad, db, bc },
      };
    });
  },
};

/** Two circles that touch, and their common tangents: 2√(r₁r₂), or from the distance between centres. */
export const touchingCircles: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      if (level === 2) {
        const [r1, r2] = [rng.int(2, 25), rng.int(2, 25)];
        const t = 2 * Math.sqrt(r1 * r2);
        if (r1 === r2 || !isWhole(t)) return undefined;
        return {
          question: `Two circles of radii ${cm(r1)} and ${cm(r2)} touch each other externally. A common tangent (not through the point of contact) touches them at A and B. What is the length of AB?`,
          answer: t,
          format: cm,
          wholeOptions: false,
          distractors: [
            { mistake: 'forgetting to double √(r₁r₂)', value: t / 2, hi: '√(r₁r₂) को दोगुना करना भूल जाना' },
            { mistake: 'adding the radii', value: r1 + r2, hi: 'त्रिज्याओं को जोड़ देना' },
            {
              mistake: 'using the difference of the radii',
              value: Math.abs(r1 - r2),
              hi: 'त्रिज्याओं का अंतर ले लेना',
            },
          ],
          steps: [
            `The centres are r₁ + r₂ = ${r1 + r2} cm apart and the radii differ by ${Math.abs(r1 - r2)} cm, so AB = √(${r1 + r2}² − ${Math.abs(r1 - r2)}²) = 2√(${r1} × ${r2}) = ${cm(t)}.`,
          ],
          hi: {
            question: `${hiCm(r1)} और ${hiCm(r2)} त्रिज्या वाले दो वृत्त एक-दूसरे को बाह्य रूप से स्पर्श करते हैं। एक उभयनिष्ठ स्पर्श रेखा (जो स्पर्श बिंदु से होकर नहीं जाती) उन्हें A और B पर स्पर्श करती है। AB की लंबाई कितनी है?`,
            steps: [
              `केंद्रों के बीच की दूरी r₁ + r₂ = ${hiCm(r1 + r2)} है और त्रिज्याओं का अंतर ${hiCm(Math.abs(r1 - r2))} है, अतः AB = √(${r1 + r2}² − ${Math.abs(r1 - r2)}²) = 2√(${r1} × ${r2}) = ${hiCm(t)}।`,
            ],
            format: hiCm,
          },
          params: { ask: 'touching', r1, r2 },
        };
      }
      const [r1, r2] = [rng.int(2, 15), rng.int(2, 15)];
      const d = rng.int(r1 + r2 + 1, 60);
      const direct = Math.sqrt(d * d - (r1 - r2) ** 2);
      const transverse = Math.sqrt(d * d - (r1 + r2) ** 2);
      const ask = rng.chance(0.5) ? 'direct' : 'transverse';
      const answer = ask === 'direct' ? direct : transverse;
      if (r1 === r2 || !isWhole(answer)) return undefined;
      return {
        question: `The centres of two circles of radii ${cm(r1)} and ${cm(r2)} are ${cm(d)} apart. What is the length of a ${ask === 'direct' ? 'direct' : 'transverse'} common tangent?`,
        answer,
        format: cm,
        wholeOptions: false,
        distractors: [
          ask === 'direct'
            ? {
                mistake: 'using the sum of the radii (the transverse tangent)',
                value: transverse,
                hi: `त्रिज्याओं का योग लेना (${HI_TANGENT.transverse})`,
              }
            : {
                mistake: 'using the difference of the radii (the direct tangent)',
                value: direct,
                hi: `त्रिज्याओं का अंतर लेना (${HI_TANGENT.direct})`,
              },
          {
            mistake: 'subtracting without squaring',
            value: d - (ask === 'direct' ? Math.abs(r1 - r2) : r1 + r2),
            hi: 'वर्ग किए बिना सीधे घटाना',
          },
          {
            mistake: 'adding the squares',
            value: Math.sqrt(d * d + (ask === 'direct' ? (r1 - r2) ** 2 : (r1 + r2) ** 2)),
            hi: HI_ADD_SQUARES,
          },
        ],
        steps: [
          `${ask === 'direct' ? 'Direct' : 'Transverse'} common tangent = √(d² − (r₁ ${ask === 'direct' ? '−' : '+'} r₂)²) = √(${d}² − ${ask === 'direct' ? Math.abs(r1 - r2) : r1 + r2}²) = ${cm(answer)}.`,
        ],
        hi: {
          question: `${hiCm(r1)} और ${hiCm(r2)} त्रिज्या वाले दो वृत्तों के केंद्रों के बीच की दूरी ${hiCm(d)} है। एक ${HI_TANGENT[ask]} की लंबाई कितनी है?`,
          steps: [
            `${HI_TANGENT[ask]} = √(d² − (r₁ ${ask === 'direct' ? '−' : '+'} r₂)²) = √(${d}² − ${ask === 'direct' ? Math.abs(r1 - r2) : r1 + r2}²) = ${hiCm(answer)}।`,
          ],
          format: hiCm,
        },
        params: { ask, r1, r2, d },
      };
    });
  },
};

/**
 * Angle chasing in a circle, three steps: AB a diameter, C on the circle, the tangent at C meets AB
 * produced beyond B at P. From ∠CAB: ∠ACB = 90°, ∠ABC = 90° − ∠CAB, ∠BCP = ∠CAB (alternate segment),
 * so ∠CPB = ∠ABC − ∠BCP.
 */
export const circleAngleChase: Kind = {
  levels: [3],
  make(rng): Problem {
    const x = rng.int(10, 40);
    const answer = 90 - 2 * x;
    return {
      question: `AB is a diameter of a circle and C is a point on the circle with ∠CAB = ${deg(x)}. The tangent at C meets AB produced beyond B at P. What is ∠CPA?`,
      answer,
      format: deg,
      distractors: [
        { mistake: 'stopping at ∠ABC (90° − ∠CAB)', value: 90 - x, hi: '∠ABC (90° − ∠CAB) पर ही रुक जाना' },
        { mistake: 'taking ∠CPA as twice ∠CAB', value: 2 * x, hi: '∠CPA को ∠CAB का दोगुना मान लेना' },
        { mistake: 'taking ∠CPA equal to ∠CAB', value: x, hi: '∠CPA को ∠CAB के बराबर मान लेना' },
      ],
      steps: [
        `∠ACB = 90° (angle in a semicircle), so ∠ABC = 90° − ${deg(x)} = ${deg(90 - x)}. The tangent–chord angle ∠BCP = ∠CAB = ${deg(x)}. In triangle BCP the exterior angle ∠ABC = ∠BCP + ∠CPB, so ∠CPA = ${deg(90 - x)} − ${deg(x)} = ${deg(answer)}.`,
      ],
      hi: {
        question: `AB एक वृत्त का व्यास है और C वृत्त पर स्थित एक बिंदु है, जिसके लिए ∠CAB = ${deg(x)} है। C पर खींची गई स्पर्श रेखा, B से आगे बढ़ाई गई AB से P पर मिलती है। ∠CPA कितना है?`,
        steps: [
          `∠ACB = 90° (अर्धवृत्त में बना कोण), अतः ∠ABC = 90° − ${deg(x)} = ${deg(90 - x)}। स्पर्श रेखा और जीवा के बीच का कोण एकांतर वृत्तखंड के कोण के बराबर होता है: ∠BCP = ∠CAB = ${deg(x)}। त्रिभुज BCP में बहिष्कोण ∠ABC = ∠BCP + ∠CPB, अतः ∠CPA = ${deg(90 - x)} − ${deg(x)} = ${deg(answer)}।`,
        ],
      },
      params: { x },
    };
  },
};
