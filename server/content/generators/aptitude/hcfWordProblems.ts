/**
 * HCF word problems the papers set beside the bare HCF (issue 19, the qa survey): the largest square
 * tile that paves a floor whose sides are given in metres and centimetres, and the least number of such
 * tiles (2–3); three sections of a class seated in equal rows of one section each, the most in a row
 * and the fewest rows (2–3). hcfLcm.ts spreads them in after its other kinds.
 */
import { num } from '../format';
import { gcd } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

const metres = (cm: number): string =>
  cm % 100 ? `${Math.floor(cm / 100)} m ${cm % 100} cm` : `${cm / 100} m`;
const hiMetres = (cm: number): string =>
  cm % 100 ? `${Math.floor(cm / 100)} मीटर ${cm % 100} सेमी` : `${cm / 100} मीटर`;
const smallestPrime = (n: number): number => {
  for (let p = 2; p <= n; p += 1) if (n % p === 0) return p;
  return n;
};
const positiveDistinct = (wrong: Distractor[], answer: number): Distractor[] =>
  wrong.filter(
    (w, i, all) =>
      Number.isInteger(w.value) &&
      (w.value as number) > 0 &&
      w.value !== answer &&
      all.findIndex((o) => o.value === w.value) === i,
  );

const SIDES = [12, 14, 15, 16, 18, 21, 24, 25, 27, 28, 32, 33, 35, 36, 39, 42, 45, 48, 51];

export const floorTiles: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const h = rng.pick(SIDES);
      const p = rng.int(8, 60);
      const q = rng.int(5, p - 1);
      if (gcd(p, q) !== 1) return undefined;
      const [l, b] = [h * p, h * q];
      if (l > 2500 || b < 200 || l % 100 === 0 || b % 100 === 0) return undefined;
      const f = h / smallestPrime(h);
      const room = `A room's floor is ${metres(l)} long and ${metres(b)} wide.`;
      const hiRoom = `एक कमरे का फ़र्श ${hiMetres(l)} लंबा और ${hiMetres(b)} चौड़ा है।`;
      const hcfStep = `In cm: ${l} and ${b}. ${l} = ${h} × ${p}, ${b} = ${h} × ${q}, and ${p} and ${q} have no common factor, so HCF = ${h} cm.`;
      const hiHcfStep = `सेमी में: ${l} और ${b}। ${l} = ${h} × ${p}, ${b} = ${h} × ${q}, और ${p} तथा ${q} का कोई उभयनिष्ठ गुणनखंड नहीं है, अतः महत्तम समापवर्तक = ${h} सेमी।`;
      if (level === 2) {
        const answer = h;
        const wrong = positiveDistinct(
          [
            {
              mistake: 'taking a common factor that is not the highest',
              hi: 'ऐसा उभयनिष्ठ गुणनखंड लेना जो महत्तम नहीं है',
              value: f,
            },
            {
              mistake: 'taking the HCF of the centimetre parts only',
              hi: 'केवल सेंटीमीटर वाले भागों का महत्तम समापवर्तक लेना',
              value: gcd(l % 100, b % 100),
            },
            {
              mistake: 'taking the difference of the two sides',
              hi: 'दोनों भुजाओं का अंतर ले लेना',
              value: l - b,
            },
            {
              mistake: 'giving the number of tiles along the length',
              hi: 'लंबाई के अनुदिश टाइलों की संख्या दे देना',
              value: p,
            },
            {
              mistake: 'giving the number of tiles along the width',
              hi: 'चौड़ाई के अनुदिश टाइलों की संख्या दे देना',
              value: q,
            },
          ],
          answer,
        );
        if (wrong.length < 3) return undefined;
        return {
          question: `${room} What is the side of the largest square tile with which the floor can be paved exactly, without cutting a tile?`,
          answer,
          format: (v) => `${num(v)} cm`,
          distractors: aroundKey(wrong, answer, l + b),
          steps: [hcfStep, `The largest square tile has a side of ${h} cm.`],
          hi: {
            question: `${hiRoom} सबसे बड़ी वर्गाकार टाइल की भुजा कितनी है जिससे फ़र्श को बिना कोई टाइल काटे पूरा ढका जा सके?`,
            steps: [hiHcfStep, `सबसे बड़ी वर्गाकार टाइल की भुजा ${h} सेमी है।`],
            format: (v) => `${num(v)} सेमी`,
          },
          params: { ask: 'side', l, b },
        };
      }
      const answer = p * q;
      const wrong = positiveDistinct(
        [
          {
            mistake: 'using a common factor that is not the highest',
            hi: 'ऐसा उभयनिष्ठ गुणनखंड लेना जो महत्तम नहीं है',
            value: (l / f) * (b / f),
          },
          {
            mistake: 'adding the tiles along the two sides',
            hi: 'दोनों भुजाओं के अनुदिश टाइलों को जोड़ देना',
            value: p + q,
          },
          {
            mistake: 'counting only the tiles along the edges',
            hi: 'केवल किनारों के अनुदिश टाइलें गिनना',
            value: 2 * (p + q) - 4,
          },
          {
            mistake: 'giving the side of the largest tile instead',
            hi: 'इसके स्थान पर सबसे बड़ी टाइल की भुजा दे देना',
            value: h,
          },
          {
            mistake: 'dividing the area by the side of a tile, not its area',
            hi: 'क्षेत्रफल को टाइल के क्षेत्रफल के स्थान पर उसकी भुजा से भाग देना',
            value: (l * b) / h,
          },
        ],
        answer,
      );
      if (wrong.length < 3) return undefined;
      return {
        question: `${room} What is the least number of equal square tiles that will pave the floor exactly?`,
        answer,
        distractors: aroundKey(wrong, answer, l + b),
        steps: [
          hcfStep,
          `The fewest tiles are the largest, of side ${h} cm: (${l} ÷ ${h}) × (${b} ÷ ${h}) = ${p} × ${q} = ${num(answer)}.`,
        ],
        hi: {
          question: `${hiRoom} समान आकार की कम से कम कितनी वर्गाकार टाइलों से फ़र्श पूरा ढका जा सकता है?`,
          steps: [
            hiHcfStep,
            `सबसे कम टाइलें सबसे बड़ी टाइलों से लगेंगी, जिनकी भुजा ${h} सेमी है: (${l} ÷ ${h}) × (${b} ÷ ${h}) = ${p} × ${q} = ${num(answer)}।`,
          ],
        },
        params: { ask: 'count', l, b },
      };
    });
  },
};

export const sectionRows: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const h = rng.int(4, 24);
      const parts = [rng.int(2, 9), rng.int(2, 9), rng.int(2, 9)];
      if (new Set(parts).size < 3 || gcd(gcd(parts[0]!, parts[1]!), parts[2]!) !== 1) return undefined;
      const counts = parts.map((k) => k * h);
      if (Math.max(...counts) > 180) return undefined;
      const total = counts[0]! + counts[1]! + counts[2]!;
      const f = h / smallestPrime(h);
      if (f === h) return undefined;
      const intro = `Three sections of a class have ${counts[0]}, ${counts[1]} and ${counts[2]} students. They are to sit in rows, every row with the same number of students and all of one section.`;
      const hiIntro = `एक कक्षा के तीन वर्गों में क्रमशः ${counts[0]}, ${counts[1]} और ${counts[2]} विद्यार्थी हैं। उन्हें पंक्तियों में इस प्रकार बैठाना है कि प्रत्येक पंक्ति में विद्यार्थियों की संख्या समान हो और एक पंक्ति में एक ही वर्ग के विद्यार्थी हों।`;
      const hcfStep = `${counts.map((c, i) => `${c} = ${h} × ${parts[i]}`).join(', ')}; ${parts.join(', ')} have no common factor, so HCF = ${h}.`;
      const hiHcfStep = `${counts.map((c, i) => `${c} = ${h} × ${parts[i]}`).join(', ')}; ${parts.join(', ')} का कोई उभयनिष्ठ गुणनखंड नहीं है, अतः महत्तम समापवर्तक = ${h}।`;
      if (level === 2) {
        const answer = h;
        const wrong = positiveDistinct(
          [
            {
              mistake: 'taking a common factor that is not the highest',
              hi: 'ऐसा उभयनिष्ठ गुणनखंड लेना जो महत्तम नहीं है',
              value: f,
            },
            {
              mistake: 'giving the number of rows instead',
              hi: 'इसके स्थान पर पंक्तियों की संख्या दे देना',
              value: total / h,
            },
            {
              mistake: 'taking the HCF of the first two sections only',
              hi: 'केवल पहले दो वर्गों का महत्तम समापवर्तक लेना',
              value: gcd(counts[0]!, counts[1]!),
            },
            {
              mistake: 'taking the smallest common factor greater than 1',
              hi: '1 से बड़ा सबसे छोटा उभयनिष्ठ गुणनखंड ले लेना',
              value: smallestPrime(h),
            },
            {
              mistake: 'taking the smallest section as a row',
              hi: 'सबसे छोटे वर्ग को ही एक पंक्ति मान लेना',
              value: Math.min(...counts),
            },
          ],
          answer,
        );
        if (wrong.length < 3) return undefined;
        return {
          question: `${intro} What is the greatest number of students that can sit in a row?`,
          answer,
          distractors: aroundKey(wrong, answer, total),
          steps: [hcfStep, `At most ${h} students can sit in a row.`],
          hi: {
            question: `${hiIntro} एक पंक्ति में अधिक से अधिक कितने विद्यार्थी बैठ सकते हैं?`,
            steps: [hiHcfStep, `एक पंक्ति में अधिक से अधिक ${h} विद्यार्थी बैठ सकते हैं।`],
          },
          params: { ask: 'perRow', counts },
        };
      }
      const answer = total / h;
      const wrong = positiveDistinct(
        [
          {
            mistake: 'using a common factor that is not the highest',
            hi: 'ऐसा उभयनिष्ठ गुणनखंड लेना जो महत्तम नहीं है',
            value: total / f,
          },
          {
            mistake: 'giving the number in a row instead',
            hi: 'इसके स्थान पर एक पंक्ति के विद्यार्थियों की संख्या दे देना',
            value: h,
          },
          {
            mistake: 'using the HCF of the first two sections only',
            hi: 'केवल पहले दो वर्गों का महत्तम समापवर्तक लेना',
            value: total / gcd(counts[0]!, counts[1]!),
          },
          {
            mistake: 'using the smallest common factor greater than 1',
            hi: '1 से बड़ा सबसे छोटा उभयनिष्ठ गुणनखंड लेना',
            value: total / smallestPrime(h),
          },
          {
            mistake: 'multiplying the rows of the three sections instead of adding them',
            hi: 'तीनों वर्गों की पंक्तियों को जोड़ने के स्थान पर गुणा कर देना',
            value: parts[0]! * parts[1]! * parts[2]!,
          },
          {
            mistake: 'counting the rows of the largest section only',
            hi: 'केवल सबसे बड़े वर्ग की पंक्तियाँ गिनना',
            value: Math.max(...counts) / h,
          },
        ],
        answer,
      );
      if (wrong.length < 3) return undefined;
      return {
        question: `${intro} What is the least number of rows needed?`,
        answer,
        distractors: aroundKey(wrong, answer, total),
        steps: [hcfStep, `Fewest rows with ${h} in each: ${total} ÷ ${h} = ${answer}.`],
        hi: {
          question: `${hiIntro} कम से कम कितनी पंक्तियों की आवश्यकता होगी?`,
          steps: [hiHcfStep, `प्रत्येक पंक्ति में ${h} विद्यार्थी होने पर सबसे कम पंक्तियाँ: ${total} ÷ ${h} = ${answer}।`],
        },
        params: { ask: 'rows', counts },
      };
    });
  },
};

export const HCF_WORD_KINDS: Record<string, Kind> = { floorTiles, sectionRows };
