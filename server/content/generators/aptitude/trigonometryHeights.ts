/**
 * Heights and distances the bank did not ask (issue 19): angles of depression from the top of a tower
 * or cliff (a car's distance from the foot (2), the cliff's height from a boat's distance, two boats on
 * the same or opposite sides (3)), where taking the angle of depression as the angle at the top is the
 * trap; and a kite's string from its height and the string's angle, or the height back (1–2), where
 * giving the horizontal distance is the trap. trigonometry.ts spreads these in after its other kinds.
 */
import { surd } from '../format';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

const metres = (v: number): string => `${surd(v)} m`;
const hiMetres = (v: number): string => `${surd(v)} मीटर`;
const R3 = Math.sqrt(3);
const TAN: Readonly<Record<number, number>> = { 30: 1 / R3, 45: 1, 60: R3 };
const SIN: Readonly<Record<number, number>> = { 30: 1 / 2, 45: Math.SQRT1_2, 60: R3 / 2 };
const COS: Readonly<Record<number, number>> = { 30: R3 / 2, 45: Math.SQRT1_2, 60: 1 / 2 };
const TAN_TEXT: Readonly<Record<number, string>> = { 30: '(1/√3)', 45: '1', 60: '√3' };
const SIN_TEXT: Readonly<Record<number, string>> = { 30: '(1/2)', 45: '(1/√2)', 60: '(√3/2)' };

/** Distinct wrong values, none the key. */
const distinct = (wrong: readonly Distractor[], key: number): Distractor[] =>
  wrong.filter(
    (d, i) =>
      Math.abs((d.value as number) - key) > 1e-9 &&
      wrong.findIndex((e) => Math.abs((e.value as number) - (d.value as number)) < 1e-9) === i,
  );

const PLACES = [
  { en: 'a tower', hi: 'एक मीनार' },
  { en: 'a lighthouse', hi: 'एक प्रकाशस्तंभ' },
  { en: 'a cliff', hi: 'एक खड़ी चट्टान' },
] as const;

export const depression: Kind = {
  weight: 0.7,
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const place = rng.pick(PLACES);
      const two = level === 3 && rng.chance(0.5);
      if (two) {
        // boats at 30° and 60° below the top: h√3 and h/√3 from the foot
        const h = 15 * rng.int(2, 10);
        const opposite = rng.chance(0.5);
        const [far, near] = [h * R3, h / R3];
        const key = opposite ? far + near : far - near;
        const wrong = distinct(
          [
            {
              mistake: opposite
                ? 'subtracting the distances, as for boats on the same side'
                : 'adding the distances, as for boats on opposite sides',
              hi: opposite
                ? 'एक ही ओर की नावों की तरह दूरियों को घटाना'
                : 'विपरीत ओर की नावों की तरह दूरियों को जोड़ना',
              value: opposite ? far - near : far + near,
            },
            {
              mistake: 'giving the farther boat’s distance from the foot',
              hi: 'दूर वाली नाव की पाद से दूरी दे देना',
              value: far,
            },
            {
              mistake: 'giving the nearer boat’s distance from the foot',
              hi: 'निकट वाली नाव की पाद से दूरी दे देना',
              value: near,
            },
          ],
          key,
        );
        const side = `in line with its foot, on ${opposite ? 'opposite sides' : 'the same side'} of it,`;
        const hiSide = `उसके पाद की सीध में, उसके ${opposite ? 'विपरीत ओर' : 'एक ही ओर'}`;
        const join = opposite ? `${metres(far)} + ${metres(near)}` : `${metres(far)} − ${metres(near)}`;
        const hiJoin = opposite
          ? `${hiMetres(far)} + ${hiMetres(near)}`
          : `${hiMetres(far)} − ${hiMetres(near)}`;
        return {
          question: `From the top of ${place.en} ${h} m high, the angles of depression of two boats ${side} are 30° and 60°. What is the distance between the boats?`,
          answer: key,
          format: metres,
          symbolic: true,
          wholeOptions: false,
          distractors: aroundKey(wrong, key, h + (opposite ? 1 : 0)),
          steps: [
            `The angle of depression equals the angle of elevation from the boat (alternate angles), and distance from the foot = height ÷ tan: ${h} ÷ (1/√3) = ${metres(far)} for 30°, ${h} ÷ √3 = ${metres(near)} for 60°.`,
            `Distance between the boats = ${join} = ${metres(key)}.`,
          ],
          hi: {
            question: `${place.hi} के शिखर से, जिसकी ऊँचाई ${h} मीटर है, ${hiSide} स्थित दो नावों के अवनमन कोण 30° और 60° हैं। दोनों नावों के बीच की दूरी कितनी है?`,
            steps: [
              `अवनमन कोण नाव से बने उन्नयन कोण के बराबर होता है (एकांतर कोण), और पाद से दूरी = ऊँचाई ÷ tan: 30° के लिए ${h} ÷ (1/√3) = ${hiMetres(far)}, 60° के लिए ${h} ÷ √3 = ${hiMetres(near)}।`,
              `नावों के बीच की दूरी = ${hiJoin} = ${hiMetres(key)}।`,
            ],
            format: hiMetres,
          },
          params: { ask: 'boats', h, opposite },
        };
      }
      const angle = rng.pick([30, 60]);
      const askHeight = level === 3;
      if (askHeight) {
        // the height from a boat's distance
        const d = 10 * rng.int(2, 15);
        const key = d * TAN[angle]!;
        const wrong = distinct(
          [
            {
              mistake: 'taking the angle of depression as the angle at the top (dividing by tan)',
              hi: 'अवनमन कोण को शिखर पर बना कोण मान लेना (tan से भाग देना)',
              value: d / TAN[angle]!,
            },
            { mistake: 'using sin instead of tan', hi: 'tan के स्थान पर sin लेना', value: d * SIN[angle]! },
            { mistake: 'using cos instead of tan', hi: 'tan के स्थान पर cos लेना', value: d * COS[angle]! },
            {
              mistake: 'taking the height equal to the distance',
              hi: 'ऊँचाई को दूरी के बराबर मान लेना',
              value: d,
            },
          ],
          key,
        );
        return {
          question: `The angle of depression of a boat from the top of ${place.en} is ${angle}°, and the boat is ${d} m from its foot. How high is the ${place.en.slice(2)}?`,
          answer: key,
          format: metres,
          symbolic: true,
          wholeOptions: false,
          distractors: aroundKey(wrong, key, d),
          steps: [
            `The angle of depression equals the angle of elevation of the top from the boat (alternate angles): tan ${angle}° = height/${d}, so height = ${d} × ${TAN_TEXT[angle]} = ${metres(key)}.`,
          ],
          hi: {
            question: `${place.hi} के शिखर से एक नाव का अवनमन कोण ${angle}° है, और नाव उसके पाद से ${d} मीटर दूर है। ${place.hi.replace('एक ', '')} की ऊँचाई कितनी है?`,
            steps: [
              `अवनमन कोण नाव से शिखर के उन्नयन कोण के बराबर होता है (एकांतर कोण): tan ${angle}° = ऊँचाई/${d}, अतः ऊँचाई = ${d} × ${TAN_TEXT[angle]} = ${hiMetres(key)}।`,
            ],
            format: hiMetres,
          },
          params: { ask: 'height', angle, d },
        };
      }
      const h = 15 * rng.int(1, 8);
      const key = h / TAN[angle]!;
      const wrong = distinct(
        [
          {
            mistake: 'taking the angle of depression as the angle at the top (multiplying by tan)',
            hi: 'अवनमन कोण को शिखर पर बना कोण मान लेना (tan से गुणा करना)',
            value: h * TAN[angle]!,
          },
          {
            mistake: 'giving the line of sight from the top to the car',
            hi: 'शिखर से कार तक की दृष्टि-रेखा दे देना',
            value: h / SIN[angle]!,
          },
          { mistake: 'taking the distance equal to the height', hi: 'दूरी को ऊँचाई के बराबर मान लेना', value: h },
          {
            mistake: 'multiplying by sin instead of dividing by tan',
            hi: 'tan से भाग देने के स्थान पर sin से गुणा करना',
            value: h * SIN[angle]!,
          },
        ],
        key,
      );
      return {
        question: `From the top of ${place.en} ${h} m high, the angle of depression of a car on the ground is ${angle}°. How far is the car from the foot of the ${place.en.slice(2)}?`,
        answer: key,
        format: metres,
        symbolic: true,
        wholeOptions: false,
        distractors: aroundKey(wrong, key, h),
        steps: [
          `The angle of depression equals the angle of elevation of the top from the car (alternate angles): tan ${angle}° = ${h}/distance, so distance = ${h} ÷ ${TAN_TEXT[angle]} = ${metres(key)}.`,
        ],
        hi: {
          question: `${place.hi} के शिखर से, जिसकी ऊँचाई ${h} मीटर है, ज़मीन पर खड़ी एक कार का अवनमन कोण ${angle}° है। कार ${place.hi.replace('एक ', '')} के पाद से कितनी दूर है?`,
          steps: [
            `अवनमन कोण कार से शिखर के उन्नयन कोण के बराबर होता है (एकांतर कोण): tan ${angle}° = ${h}/दूरी, अतः दूरी = ${h} ÷ ${TAN_TEXT[angle]} = ${hiMetres(key)}।`,
          ],
          format: hiMetres,
        },
        params: { ask: 'distance', angle, h },
      };
    });
  },
};

export const kiteString: Kind = {
  weight: 0.5,
  levels: [1, 2],
  make(rng): Problem {
    return until((): Problem | undefined => {
      const angle = rng.pick([30, 60]);
      // the string from the height, or the height back: the key falls below its traps one way and above them the other
      const askHeight = rng.chance(0.5);
      if (askHeight) {
        const length = 20 * rng.int(2, 10);
        const key = length * SIN[angle]!;
        const wrong = distinct(
          [
            { mistake: 'using cos instead of sin', hi: 'sin के स्थान पर cos लेना', value: length * COS[angle]! },
            {
              mistake: 'dividing by sin instead of multiplying',
              hi: 'sin से गुणा करने के स्थान पर भाग देना',
              value: length / SIN[angle]!,
            },
            { mistake: 'using tan instead of sin', hi: 'sin के स्थान पर tan लेना', value: length * TAN[angle]! },
            {
              mistake: 'taking the height equal to the string',
              hi: 'ऊँचाई को डोरी के बराबर मान लेना',
              value: length,
            },
          ],
          key,
        );
        return {
          question: `The string of a kite is ${length} m long and makes an angle of ${angle}° with the level ground. Taking the string as straight, at what height is the kite?`,
          answer: key,
          format: metres,
          symbolic: true,
          wholeOptions: false,
          distractors: aroundKey(wrong, key, length),
          steps: [
            `sin ${angle}° = height/string, so height = ${length} × ${SIN_TEXT[angle]} = ${metres(key)}.`,
          ],
          hi: {
            question: `एक पतंग की डोरी ${length} मीटर लंबी है और समतल ज़मीन से ${angle}° का कोण बनाती है। डोरी को सीधा मानते हुए, पतंग कितनी ऊँचाई पर है?`,
            steps: [
              `sin ${angle}° = ऊँचाई/डोरी, अतः ऊँचाई = ${length} × ${SIN_TEXT[angle]} = ${hiMetres(key)}।`,
            ],
            format: hiMetres,
          },
          params: { ask: 'height', angle, length },
        };
      }
      const h = 15 * rng.int(2, 8);
      const key = h / SIN[angle]!;
      const wrong = distinct(
        [
          {
            mistake: 'giving the horizontal distance to the point under the kite (h cot θ)',
            hi: 'पतंग के नीचे के बिंदु तक की क्षैतिज दूरी (h cot θ) दे देना',
            value: h / TAN[angle]!,
          },
          {
            mistake: 'multiplying by sin instead of dividing',
            hi: 'sin से भाग देने के स्थान पर गुणा करना',
            value: h * SIN[angle]!,
          },
          { mistake: 'using cos instead of sin', hi: 'sin के स्थान पर cos लेना', value: h / COS[angle]! },
          { mistake: 'taking the string equal to the height', hi: 'डोरी को ऊँचाई के बराबर मान लेना', value: h },
        ],
        key,
      );
      return {
        question: `A kite is flying at a height of ${h} m. Its string, taken as straight, makes an angle of ${angle}° with the level ground. How long is the string?`,
        answer: key,
        format: metres,
        symbolic: true,
        wholeOptions: false,
        distractors: aroundKey(wrong, key, h),
        steps: [`sin ${angle}° = height/string, so string = ${h} ÷ ${SIN_TEXT[angle]} = ${metres(key)}.`],
        hi: {
          question: `एक पतंग ${h} मीटर की ऊँचाई पर उड़ रही है। उसकी डोरी, सीधी मानी गई, समतल ज़मीन से ${angle}° का कोण बनाती है। डोरी कितनी लंबी है?`,
          steps: [`sin ${angle}° = ऊँचाई/डोरी, अतः डोरी = ${h} ÷ ${SIN_TEXT[angle]} = ${hiMetres(key)}।`],
          format: hiMetres,
        },
        params: { ask: 'string', angle, h },
      };
    });
  },
};
