/** Geometry's problem kinds about angles: complements and supplements, a triangle's angles, polygons. */
import { deg, num, ratio } from '../format';
import { isWhole, reduceRatio, sum } from '../math';
import { until } from '../question';
import type { Problem, Kind } from '../types';

export const complement: Kind = {
  levels: [1],
  make(rng) {
    const supplement = rng.chance(0.5);
    const x = rng.int(5, supplement ? 175 : 85);
    const total = supplement ? 180 : 90;
    return {
      question: `What is the ${supplement ? 'supplement' : 'complement'} of ${deg(x)}?`,
      answer: total - x,
      format: deg,
      distractors: [
        {
          mistake: supplement
            ? 'finding the complement (90°) instead'
            : 'finding the supplement (180°) instead',
          value: (supplement ? 90 : 180) - x,
          hi: supplement ? 'इसके स्थान पर पूरक कोण (90°) ज्ञात करना' : 'इसके स्थान पर संपूरक कोण (180°) ज्ञात करना',
        },
        { mistake: 'finding the other total (360°)', value: 360 - x, hi: '360° में से घटाना' },
        { mistake: 'giving the angle itself', value: x, hi: 'दिया गया कोण ही दे देना' },
      ],
      steps: [
        `${supplement ? 'Supplementary angles add up to 180°' : 'Complementary angles add up to 90°'}: ${total}° − ${x}° = ${deg(total - x)}.`,
      ],
      hi: {
        question: `${deg(x)} का ${supplement ? 'संपूरक' : 'पूरक'} कोण कितना है?`,
        steps: [
          `${supplement ? 'संपूरक कोणों का योग 180° होता है' : 'पूरक कोणों का योग 90° होता है'}: ${total}° − ${x}° = ${deg(total - x)}।`,
        ],
      },
      params: { x, total },
    };
  },
};

export const triangleAngles: Kind = {
  levels: [1],
  make(rng): Problem {
    return until((): Problem | undefined => {
      if (rng.chance(0.5)) {
        const a = rng.int(20, 100);
        const b = rng.int(20, 150 - a);
        const c = 180 - a - b;
        if (c <= 5) return undefined;
        return {
          question: `Two angles of a triangle are ${deg(a)} and ${deg(b)}. What is the third angle?`,
          answer: c,
          format: deg,
          distractors: [
            {
              mistake: 'subtracting from 360° instead of 180°',
              value: 360 - a - b,
              hi: '180° के स्थान पर 360° में से घटाना',
            },
            {
              mistake: 'taking the exterior angle at the third vertex',
              value: a + b,
              hi: 'तीसरे शीर्ष पर बना बहिष्कोण ले लेना',
            },
            {
              mistake: 'averaging the two given angles',
              value: (a + b) / 2,
              hi: 'दिए गए दोनों कोणों का औसत लेना',
            },
          ],
          steps: [`The angles of a triangle add up to 180°: 180° − ${a}° − ${b}° = ${deg(c)}.`],
          hi: {
            question: `एक त्रिभुज के दो कोण ${deg(a)} और ${deg(b)} हैं। तीसरा कोण कितना है?`,
            steps: [`त्रिभुज के तीनों कोणों का योग 180° होता है: 180° − ${a}° − ${b}° = ${deg(c)}।`],
          },
          params: { type: 'third', a, b },
        };
      }
      const parts = reduceRatio([rng.int(1, 7), rng.int(1, 7), rng.int(1, 7)]);
      const unit = 180 / sum(parts);
      if (!isWhole(unit) || new Set(parts).size < 3) return undefined;
      const largest = Math.max(...parts) * unit;
      return {
        question: `The angles of a triangle are in the ratio ${ratio(parts)}. What is the largest angle?`,
        answer: largest,
        format: deg,
        distractors: [
          {
            mistake: 'giving the smallest angle',
            value: Math.min(...parts) * unit,
            hi: 'सबसे छोटा कोण दे देना',
          },
          {
            mistake: 'using 360° as the angle sum',
            value: Math.max(...parts) * unit * 2,
            hi: 'कोणों का योग 360° मान लेना',
          },
          {
            mistake: 'giving the middle angle',
            value: (sum(parts) - Math.max(...parts) - Math.min(...parts)) * unit,
            hi: 'बीच वाला कोण दे देना',
          },
        ],
        steps: [
          `${sum(parts)} parts = 180°, so one part = ${unit}°; the largest angle is ${Math.max(...parts)} × ${unit}° = ${deg(largest)}.`,
        ],
        hi: {
          question: `एक त्रिभुज के कोणों का अनुपात ${ratio(parts)} है। सबसे बड़ा कोण कितना है?`,
          steps: [
            `${sum(parts)} भाग = 180°, अतः 1 भाग = ${unit}°; सबसे बड़ा कोण = ${Math.max(...parts)} × ${unit}° = ${deg(largest)}।`,
          ],
        },
        params: { type: 'ratio', parts },
      };
    });
  },
};

export const polygon: Kind = {
  levels: [1, 2],
  make(rng): Problem {
    const n = rng.pick([5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36]);
    const ask = rng.pick(['interior', 'sides', 'diagonals', 'sum'] as const);
    if (ask === 'interior') {
      const value = 180 - 360 / n;
      return {
        question: `What is each interior angle of a regular polygon with ${n} sides?`,
        answer: value,
        format: deg,
        distractors: [
          { mistake: 'giving the exterior angle', value: 360 / n, hi: 'बहिष्कोण दे देना' },
          {
            mistake: 'dividing 180° by the number of sides',
            value: 180 / n,
            hi: '180° को भुजाओं की संख्या से भाग देना',
          },
          {
            mistake: 'using (n − 1) × 180° for the angle sum',
            value: ((n - 1) * 180) / n,
            hi: 'कोणों के योग के लिए (n − 1) × 180° लेना',
          },
        ],
        steps: [
          `Each exterior angle = 360°/${n} = ${num(360 / n)}°, so each interior angle = 180° − ${num(360 / n)}° = ${deg(value)}.`,
        ],
        hi: {
          question: `${n} भुजाओं वाले एक सम बहुभुज का प्रत्येक अंतःकोण कितना होता है?`,
          steps: [
            `प्रत्येक बहिष्कोण = 360°/${n} = ${num(360 / n)}°, अतः प्रत्येक अंतःकोण = 180° − ${num(360 / n)}° = ${deg(value)}।`,
          ],
        },
        params: { ask, n },
      };
    }
    if (ask === 'sides') {
      const ext = 360 / n;
      const interior = 180 - ext;
      return {
        question: `Each interior angle of a regular polygon is ${deg(interior)}. How many sides does it have?`,
        answer: n,
        distractors: [
          {
            mistake: 'dividing 360° by the interior angle',
            value: 360 / interior,
            hi: '360° को अंतःकोण से भाग देना',
          },
          {
            mistake: 'dividing 180° by the exterior angle',
            value: 180 / ext,
            hi: '180° को बहिष्कोण से भाग देना',
          },
          { mistake: 'counting one side too many', value: n + 1, hi: 'एक भुजा अधिक गिन लेना' },
          { mistake: 'doubling the number of sides', value: 2 * n, hi: 'भुजाओं की संख्या दोगुनी कर देना' },
        ],
        steps: [
          `Exterior angle = 180° − ${num(interior)}° = ${num(ext)}°; number of sides = 360° ÷ ${num(ext)}° = ${n}.`,
        ],
        hi: {
          question: `एक सम बहुभुज का प्रत्येक अंतःकोण ${deg(interior)} है। उसकी कितनी भुजाएँ हैं?`,
          steps: [
            `बहिष्कोण = 180° − ${num(interior)}° = ${num(ext)}°; भुजाओं की संख्या = 360° ÷ ${num(ext)}° = ${n}।`,
          ],
        },
        params: { ask, interior },
      };
    }
    if (ask === 'diagonals') {
      return {
        question: `How many diagonals does a polygon with ${n} sides have?`,
        answer: (n * (n - 3)) / 2,
        distractors: [
          {
            mistake: 'forgetting to halve (each diagonal counted twice)',
            value: n * (n - 3),
            hi: '2 से भाग देना भूल जाना (प्रत्येक विकर्ण दो बार गिना जाता है)',
          },
          { mistake: 'counting the sides as well', value: (n * (n - 1)) / 2, hi: 'भुजाओं को भी गिन लेना' },
          { mistake: 'using n(n − 2)/2', value: (n * (n - 2)) / 2, hi: 'n(n − 2)/2 लेना' },
        ],
        steps: [
          `Each vertex joins ${n} − 3 = ${n - 3} others by diagonals; ${n} × ${n - 3}/2 = ${(n * (n - 3)) / 2} (each counted twice).`,
        ],
        hi: {
          question: `${n} भुजाओं वाले एक बहुभुज में कितने विकर्ण होते हैं?`,
          steps: [
            `प्रत्येक शीर्ष ${n} − 3 = ${n - 3} अन्य शीर्षों से विकर्णों द्वारा जुड़ता है; ${n} × ${n - 3}/2 = ${(n * (n - 3)) / 2} (प्रत्येक विकर्ण दो बार गिना गया है)।`,
          ],
        },
        params: { ask, n },
      };
    }
    return {
      question: `What is the sum of the interior angles of a polygon with ${n} sides?`,
      answer: (n - 2) * 180,
      format: deg,
      distractors: [
        { mistake: 'using n × 180°', value: n * 180, hi: 'n × 180° लेना' },
        { mistake: 'using (n − 1) × 180°', value: (n - 1) * 180, hi: '(n − 1) × 180° लेना' },
        { mistake: 'using (n − 2) × 90°', value: (n - 2) * 90, hi: '(n − 2) × 90° लेना' },
      ],
      steps: [`Sum = (n − 2) × 180° = ${n - 2} × 180° = ${deg((n - 2) * 180)}.`],
      hi: {
        question: `${n} भुजाओं वाले एक बहुभुज के अंतःकोणों का योग कितना होता है?`,
        steps: [`योग = (n − 2) × 180° = ${n - 2} × 180° = ${deg((n - 2) * 180)}।`],
      },
      params: { ask, n },
    };
  },
};
