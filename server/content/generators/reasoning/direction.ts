import { num } from '../format';
import { byGender, hiName } from '../hindi';
import { gapSlips, pointsDirection } from './pointsDirection';
import { rowPositions } from './rowPositions';
import {
  directionTrap,
  HI_COMPASS,
  HI_DIRECTION_OPTIONS,
  hiDirection,
  hiKm,
  hiM,
  hiTurn,
} from './hindiDirection';
import { isWhole } from '../math';
import { aroundKey } from '../aptitude/keyRank';
import { anyone } from '../names';
import { defineTopic, UNNAMED, until } from '../question';
import type { Problem } from '../types';

/** Directions clockwise from North, 45° apart. */
export const COMPASS = [
  'North',
  'North-East',
  'East',
  'South-East',
  'South',
  'South-West',
  'West',
  'North-West',
] as const;
const km = (v: number): string => `${num(v)} km`;
const m = (v: number): string => `${num(v)} m`;

const turnText = (t: number): string => {
  const side = t > 0 ? 'right' : 'left';
  const size = Math.abs(t);
  return size === 2
    ? `turns ${side}`
    : size === 1
      ? `turns 45° to his ${side}`
      : size === 4
        ? 'turns round'
        : size === 3
          ? `turns 135° to his ${side}`
          : `turns ${side}`;
};

/** Direction of a displacement: one of eight (exam usage: any point with both offsets is "North-East" etc.). */
function directionOf(dx: number, dy: number): string {
  const ns = dy > 0 ? 'North' : dy < 0 ? 'South' : '';
  const ew = dx > 0 ? 'East' : dx < 0 ? 'West' : '';
  return ns && ew ? `${ns}-${ew}` : ns || ew;
}

export const directionDistance = defineTopic({
  facing: {
    levels: [1, 2],
    make(rng, level) {
      const start = rng.int(0, level === 1 ? 3 : 7) * (level === 1 ? 2 : 1);
      const count = level === 1 ? rng.int(2, 3) : rng.int(3, 4);
      const turns = Array.from({ length: count }, () =>
        level === 1 ? rng.pick([2, -2]) : rng.pick([2, -2, 1, -1, 3, -3, 4]),
      );
      const end = (((start + turns.reduce((s, t) => s + t, 0)) % 8) + 8) % 8;
      const flipped = (((start - turns.reduce((s, t) => s + t, 0)) % 8) + 8) % 8;
      const lastSide = Math.sign(turns[count - 1]!);
      const who = anyone(rng);
      const his = who.his;
      const seq = turns.map((turn) => turnText(turn).replace('his', his)).join(', then ');
      const answer = COMPASS[end]!;
      const { distractors, trapLine } = directionTrap(answer, [
        { mistake: 'mixing up left and right', hi: 'बाएँ और दाएँ को उलट देना', value: COMPASS[flipped]! },
        {
          mistake: 'giving the opposite direction',
          hi: 'विपरीत दिशा बता देना',
          value: COMPASS[(end + 4) % 8]!,
        },
        {
          mistake: 'missing the last turn',
          hi: 'अंतिम मोड़ छोड़ देना',
          value: COMPASS[(((end - turns[count - 1]!) % 8) + 8) % 8]!,
        },
        // too few or too many in the direction of the last turn (right is clockwise)
        {
          mistake: 'turning 90° too few at the end',
          hi: 'अंत में 90° कम मुड़ना',
          value: COMPASS[(end - 2 * lastSide + 8) % 8]!,
        },
        {
          mistake: 'turning 90° too many at the end',
          hi: 'अंत में 90° अधिक मुड़ना',
          value: COMPASS[(end + 2 * lastSide + 8) % 8]!,
        },
      ]);
      const path = turns.map(
        (_, i) => (((start + turns.slice(0, i + 1).reduce((s, x) => s + x, 0)) % 8) + 8) % 8,
      );
      return {
        question: `${who.name} is facing ${COMPASS[start]}. ${who.he[0]!.toUpperCase()}${who.he.slice(1)} ${seq}. Which direction is ${who.he} facing now?`,
        answer,
        distractors,
        steps: [
          `Each right turn is clockwise and each left turn anticlockwise. Starting at ${COMPASS[start]}: ${path.map((d) => COMPASS[d]).join(' → ')}.`,
        ],
        hi: {
          question: `${hiName(who)} ${HI_COMPASS[start]} की ओर मुख करके ${byGender(who, 'खड़ा', 'खड़ी')} है। वह ${turns.map((turn) => hiTurn(turn, who)).join(', फिर ')}। अब उसका मुख किस दिशा की ओर है?`,
          steps: [
            `दाएँ मुड़ना दक्षिणावर्त है और बाएँ मुड़ना वामावर्त। ${HI_COMPASS[start]} से आरंभ करके: ${path.map((d) => HI_COMPASS[d]).join(' → ')}।`,
            ...trapLine,
          ],
          options: HI_DIRECTION_OPTIONS,
        },
        params: { start, turns },
      };
    },
  },
  walk: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const legs = level === 1 ? 2 : level === 2 ? rng.int(3, 4) : rng.int(4, 5);
        let heading = rng.int(0, 3) * 2;
        const unit = rng.pick(['km', 'm'] as const);
        const scale = unit === 'km' ? 1 : 10;
        const moves: { dir: number; dist: number; turn?: number }[] = [];
        for (let i = 0; i < legs; i += 1) {
          const turn = i === 0 ? 0 : rng.pick([2, -2]);
          heading = (heading + turn + 8) % 8;
          moves.push({ dir: heading, dist: rng.int(1, 12) * scale, turn });
        }
        let x = 0;
        let y = 0;
        for (const mv of moves) {
          x += [0, 0, 1, 0, 0, 0, -1, 0][mv.dir]! * mv.dist;
          y += [1, 0, 0, 0, -1, 0, 0, 0][mv.dir]! * mv.dist;
        }
        const dist = Math.hypot(x, y);
        if (!isWhole(dist) || dist === 0 || (level >= 2 && (x === 0 || y === 0))) return undefined;
        const total = moves.reduce((s, mv) => s + mv.dist, 0);
        const fmt = unit === 'km' ? km : m;
        const who = anyone(rng);
        const text = moves
          .map((mv, i) =>
            i === 0
              ? `walks ${fmt(mv.dist)} towards the ${COMPASS[mv.dir]}`
              : `turns ${mv.turn! > 0 ? 'right' : 'left'} and walks ${fmt(mv.dist)}`,
          )
          .join(', then ');
        const hiFmt = unit === 'km' ? hiKm : hiM;
        const walks = `चल${byGender(who, 'ता', 'ती')} है`;
        const hiText = moves
          .map((mv, i) =>
            i === 0
              ? `${HI_COMPASS[mv.dir]} की ओर ${hiFmt(mv.dist)} ${walks}`
              : `${mv.turn! > 0 ? 'दाएँ' : 'बाएँ'} मुड़कर ${hiFmt(mv.dist)} ${walks}`,
          )
          .join(', फिर ');
        const hiEastWest = `${hiFmt(Math.abs(x))} ${x > 0 ? 'पूर्व' : 'पश्चिम'}`;
        const hiNorthSouth = `${hiFmt(Math.abs(y))} ${y > 0 ? 'उत्तर' : 'दक्षिण'}`;
        const askDirection = level >= 2 && rng.chance(0.5) && x !== 0 && y !== 0;
        const where = directionOf(x, y);
        if (askDirection) {
          const { distractors, trapLine } = directionTrap(where, [
            {
              mistake: 'giving the direction of the start from the end point',
              hi: 'अंतिम बिंदु से प्रारंभिक बिंदु की दिशा बता देना',
              value: directionOf(-x, -y),
            },
            { mistake: 'mixing up East and West', hi: 'पूर्व और पश्चिम को उलट देना', value: directionOf(-x, y) },
            {
              mistake: 'mixing up North and South',
              hi: 'उत्तर और दक्षिण को उलट देना',
              value: directionOf(x, -y),
            },
            {
              mistake: 'giving the direction of the last walk',
              hi: 'अंतिम बार चली गई दिशा बता देना',
              value: COMPASS[moves[legs - 1]!.dir]!,
            },
          ]);
          return {
            question: `${who.name} ${text}. In which direction is ${who.he} now from the starting point?`,
            answer: where,
            distractors,
            steps: [
              `Taking East and North as positive, the end point is ${fmt(Math.abs(x))} ${x > 0 ? 'East' : 'West'} and ${fmt(Math.abs(y))} ${y > 0 ? 'North' : 'South'} of the start, i.e. to the ${where}.`,
            ],
            hi: {
              question: `${hiName(who)} ${hiText}। अब वह प्रारंभिक बिंदु से किस दिशा में है?`,
              steps: [
                `पूर्व और उत्तर को धनात्मक मानने पर, अंतिम बिंदु प्रारंभिक बिंदु से ${hiEastWest} और ${hiNorthSouth} में है, अर्थात् ${hiDirection(where)} दिशा में।`,
                ...trapLine,
              ],
              options: HI_DIRECTION_OPTIONS,
            },
            params: { moves: moves.map((mv) => [mv.dir, mv.dist]), ask: 'direction' },
          };
        }
        return {
          question: `${who.name} ${text}. How far is ${who.he} from the starting point?`,
          answer: dist,
          format: fmt,
          // slips on both sides of the key, ordered around it (issue 19)
          distractors: aroundKey(
            [
              {
                mistake: 'adding up all the distances walked',
                hi: 'चली गई सभी दूरियों को जोड़ देना',
                value: total,
              },
              ...gapSlips(x, y),
              {
                mistake: 'taking only the smaller gap',
                hi: 'केवल छोटी दूरी ले लेना',
                value: Math.min(Math.abs(x), Math.abs(y)),
              },
              {
                mistake: 'adding the squares of the gaps and forgetting the square root',
                hi: 'दोनों दूरियों के वर्गों को जोड़कर वर्गमूल लेना भूल जाना',
                value: x * x + y * y,
              },
            ].filter((d) => d.value > 0),
            dist,
            3 * x + 5 * y + moves[0]!.dir,
          ),
          steps: [
            `Net: ${[x !== 0 ? `${fmt(Math.abs(x))} ${x > 0 ? 'East' : 'West'}` : '', y !== 0 ? `${fmt(Math.abs(y))} ${y > 0 ? 'North' : 'South'}` : ''].filter(Boolean).join(' and ')} of the start.`,
            x !== 0 && y !== 0
              ? `Distance = √(${num(Math.abs(x))}² + ${num(Math.abs(y))}²) = ${fmt(dist)}.`
              : `So the distance is ${fmt(dist)}.`,
          ],
          hi: {
            question: `${hiName(who)} ${hiText}। अब वह प्रारंभिक बिंदु से कितनी दूरी पर है?`,
            steps: [
              `कुल विस्थापन: प्रारंभिक बिंदु से ${[x !== 0 ? hiEastWest : '', y !== 0 ? hiNorthSouth : ''].filter(Boolean).join(' और ')}।`,
              x !== 0 && y !== 0
                ? `दूरी = √(${num(Math.abs(x))}² + ${num(Math.abs(y))}²) = ${hiFmt(dist)}।`
                : `अतः दूरी ${hiFmt(dist)} है।`,
            ],
            format: hiFmt,
          },
          params: { moves: moves.map((mv) => [mv.dir, mv.dist]), ask: 'distance' },
        };
      });
    },
  },
  shadow: {
    levels: [3],
    make(rng) {
      const morning = rng.chance(0.5);
      const side = rng.pick(['right', 'left', 'behind', 'in front of'] as const);
      // the shadow points away from the sun: West in the morning, East in the evening
      const shadow = morning ? 6 : 2;
      const offset = { right: 2, left: -2, behind: 4, 'in front of': 0 }[side];
      const facing = (((shadow - offset) % 8) + 8) % 8;
      const who = anyone(rng);
      const place =
        side === 'behind'
          ? `falls behind ${who.him}`
          : side === 'in front of'
            ? `falls in front of ${who.him}`
            : `falls to ${who.his} ${side}`;
      const { distractors, trapLine } = directionTrap(COMPASS[facing]!, [
        {
          mistake: 'giving the direction of the shadow',
          hi: 'छाया की दिशा बता देना',
          value: COMPASS[shadow]!,
        },
        {
          mistake: 'taking the shadow to point towards the sun',
          hi: 'छाया को सूर्य की ओर पड़ती मान लेना',
          value: COMPASS[(facing + 4) % 8]!,
        },
        side === 'left' || side === 'right'
          ? {
              mistake: 'mixing up left and right',
              hi: 'बाएँ और दाएँ को उलट देना',
              value: COMPASS[(((shadow + offset) % 8) + 8) % 8]!,
            }
          : {
              mistake: 'mixing up in front and behind',
              hi: 'आगे और पीछे को उलट देना',
              value: COMPASS[(((shadow - offset + 4) % 8) + 8) % 8]!,
            },
        {
          mistake: 'giving the direction of the sun',
          hi: 'सूर्य की दिशा बता देना',
          value: COMPASS[(shadow + 4) % 8]!,
        },
        ...[0, 2, 4, 6].map((d) => ({ mistake: UNNAMED, value: COMPASS[d]! })),
      ]);
      const hiSide = { right: 'दाईं ओर', left: 'बाईं ओर', behind: 'पीछे', 'in front of': 'सामने' }[side];
      return {
        question: `${morning ? 'Soon after sunrise' : 'Just before sunset'}, ${who.name} is standing in an open field. ${who.his[0]!.toUpperCase()}${who.his.slice(1)} shadow ${place}. Which direction is ${who.he} facing?`,
        answer: COMPASS[facing]!,
        // each wrong option is what its mistake gives; a compass point no mistake reaches fills in unnamed
        distractors,
        steps: [
          `The sun is in the ${morning ? 'East in the morning, so shadows point West' : 'West in the evening, so shadows point East'}. The shadow (${COMPASS[shadow]}) is ${side === 'in front of' ? 'in front of' : side === 'behind' ? 'behind' : `to the ${side} of`} ${who.him}, so ${who.he} faces ${COMPASS[facing]}.`,
        ],
        hi: {
          question: `${morning ? 'सूर्योदय के तुरंत बाद' : 'सूर्यास्त से ठीक पहले'} ${hiName(who)} एक खुले मैदान में ${byGender(who, 'खड़ा', 'खड़ी')} है। उसकी छाया उसके ${hiSide} पड़ती है। उसका मुख किस दिशा की ओर है?`,
          steps: [
            `${morning ? 'सुबह सूर्य पूर्व में होता है, इसलिए छाया पश्चिम की ओर पड़ती है' : 'शाम को सूर्य पश्चिम में होता है, इसलिए छाया पूर्व की ओर पड़ती है'}। छाया (${HI_COMPASS[shadow]}) उसके ${hiSide} है, इसलिए उसका मुख ${HI_COMPASS[facing]} की ओर है।`,
            ...trapLine,
          ],
          options: HI_DIRECTION_OPTIONS,
        },
        params: { morning, side },
      };
    },
  },
  // positions of several objects from pairwise distances (rowPositions.ts, issue 19 item 6)
  rowPositions: { levels: [2, 3], make: (rng, level) => rowPositions(rng, level) },
  // direction and shortest distance between points fixed by statements (pointsDirection.ts)
  pointsDirection: { levels: [1, 2, 3], make: (rng, level) => pointsDirection(rng, level) },
});
