/**
 * Round-table seating with compass places (issue 19, audit 2 form 15): eight people equally spaced
 * round a circular table facing the centre, their order clockwise (anticlockwise at level 3) given;
 * one of them faces a direction, which puts that person at the opposite point of the compass. Asked
 * who sits at a compass point ("C faces south. Who sits in the north-west?"), or in which direction a
 * person sits or faces. A kind of sitting_arrangements; like the topic's other kinds, its options
 * name slips but it prints no trap line.
 */
import { listAnd } from '../format';
import { hiListAnd } from '../hindi';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { PERSON_LETTERS } from './personLetters';

/** The eight points clockwise from north, 45° apart. */
export const POINTS = [
  'north',
  'north-east',
  'east',
  'south-east',
  'south',
  'south-west',
  'west',
  'north-west',
] as const;
const HI_POINTS: Record<string, string> = {
  north: 'उत्तर',
  'north-east': 'उत्तर-पूर्व',
  east: 'पूर्व',
  'south-east': 'दक्षिण-पूर्व',
  south: 'दक्षिण',
  'south-west': 'दक्षिण-पश्चिम',
  west: 'पश्चिम',
  'north-west': 'उत्तर-पश्चिम',
};
const cap = (s: string): string => s[0]!.toUpperCase() + s.slice(1);
const at = (i: number): string => POINTS[((i % 8) + 8) % 8]!;

export function compassSeating(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const people = rng.sample(PERSON_LETTERS, 8);
    const clockwise = level === 2 || rng.chance(0.3);
    // point index of each person: people[k] sits k seats on from people[0], clockwise or not
    const anchor = rng.int(0, 7);
    const faces = level === 2 ? rng.pick([0, 2, 4, 6]) : rng.int(0, 7);
    const seatOfAnchor = faces + 4;
    const dir = clockwise ? 1 : -1;
    const pointOf = (k: number, d = dir, anchorSeat = seatOfAnchor): number => anchorSeat + d * (k - anchor);
    const whoAt = (point: number, d = dir, anchorSeat = seatOfAnchor): string =>
      people[people.findIndex((_, k) => (((pointOf(k, d, anchorSeat) - point) % 8) + 8) % 8 === 0)]!;
    const ask = rng.pick(['who', 'who', 'where', 'facing'] as const);
    const A = people[anchor]!;
    const intro = `Eight people, ${listAnd(people)}, sit equally spaced around a circular table facing the centre, in that order ${clockwise ? 'clockwise' : 'anticlockwise'}. ${A} faces ${at(faces)}.`;
    const hiIntro = `आठ व्यक्ति, ${hiListAnd(people)}, एक वृत्ताकार मेज़ के चारों ओर केंद्र की ओर मुख करके समान दूरी पर इसी क्रम में ${clockwise ? 'दक्षिणावर्त' : 'वामावर्त'} बैठे हैं। ${A} का मुख ${HI_POINTS[at(faces)]} की ओर है।`;
    const seatLine = people.map((p, k) => `${p}: ${at(pointOf(k))}`).join(', ');
    const hiSeatLine = people.map((p, k) => `${p}: ${HI_POINTS[at(pointOf(k))]}`).join(', ');
    const first = [
      `Facing the centre, ${A} sits opposite the direction faced: ${A} faces ${at(faces)}, so ${A} sits in the ${at(seatOfAnchor)}.`,
      `Going ${clockwise ? 'clockwise' : 'anticlockwise'} 45° a seat: ${seatLine}.`,
    ];
    const hiFirst = [
      `केंद्र की ओर मुख होने से ${A} उस दिशा के विपरीत बैठा है जिधर उसका मुख है: ${A} का मुख ${HI_POINTS[at(faces)]} की ओर है, अतः ${A} ${HI_POINTS[at(seatOfAnchor)]} में बैठा है।`,
      `${clockwise ? 'दक्षिणावर्त' : 'वामावर्त'} हर सीट 45° पर: ${hiSeatLine}।`,
    ];
    if (ask === 'who') {
      const target = rng.int(0, 7);
      const ans = whoAt(target);
      if (ans === A) return undefined;
      const distractors: Distractor[] = [
        {
          mistake: `seating ${A} in the direction ${A} faces`,
          hi: `${A} को उसी दिशा में बैठाना जिधर उसका मुख है`,
          value: whoAt(target, dir, faces),
        },
        {
          mistake: `going round ${clockwise ? 'anticlockwise' : 'clockwise'}`,
          hi: `${clockwise ? 'वामावर्त' : 'दक्षिणावर्त'} गिनना`,
          value: whoAt(target, -dir),
        },
        {
          mistake: 'mixing up east and west',
          hi: 'पूर्व और पश्चिम को आपस में बदल देना',
          value: whoAt(8 - target),
        },
        {
          mistake: 'counting one seat too far',
          hi: 'एक सीट आगे गिन लेना',
          value: whoAt(target + dir),
        },
      ];
      if (new Set(distractors.map((d) => d.value).filter((v) => v !== ans)).size < 3) return undefined;
      return {
        question: `${intro} Who sits in the ${at(target)}?`,
        answer: ans,
        distractors,
        trap: false,
        steps: [...first, `So ${ans} sits in the ${at(target)}.`],
        hi: {
          question: `${hiIntro} ${HI_POINTS[at(target)]} में कौन बैठा है?`,
          steps: [...hiFirst, `अतः ${HI_POINTS[at(target)]} में ${ans} बैठा है।`],
        },
        params: { people, clockwise, anchor: A, faces: at(faces), ask, target: at(target) },
      };
    }
    const k = rng.int(0, 7);
    if (k === anchor) return undefined;
    const X = people[k]!;
    const seat = pointOf(k);
    const value = ask === 'where' ? seat : seat + 4;
    const distractors: Distractor[] = [
      ask === 'where'
        ? {
            mistake: `giving the direction ${X} faces`,
            hi: `${X} के मुख की दिशा बताना`,
            value: cap(at(seat + 4)),
          }
        : {
            mistake: `giving the direction ${X} sits in`,
            hi: `${X} के बैठने की दिशा बताना`,
            value: cap(at(seat)),
          },
      {
        mistake: `going round ${clockwise ? 'anticlockwise' : 'clockwise'}`,
        hi: `${clockwise ? 'वामावर्त' : 'दक्षिणावर्त'} गिनना`,
        value: cap(at(pointOf(k, -dir) + (ask === 'where' ? 0 : 4))),
      },
      {
        mistake: `seating ${A} in the direction ${A} faces`,
        hi: `${A} को उसी दिशा में बैठाना जिधर उसका मुख है`,
        value: cap(at(pointOf(k, dir, faces) + (ask === 'where' ? 0 : 4))),
      },
      {
        mistake: 'mixing up east and west',
        hi: 'पूर्व और पश्चिम को आपस में बदल देना',
        value: cap(at(8 - value)),
      },
      {
        mistake: 'counting one seat too far',
        hi: 'एक सीट आगे गिन लेना',
        value: cap(at(value + dir)),
      },
    ];
    if (new Set(distractors.map((d) => d.value).filter((v) => v !== cap(at(value)))).size < 3)
      return undefined;
    const askText =
      ask === 'where' ? `In which direction does ${X} sit?` : `In which direction does ${X} face?`;
    const hiAsk = ask === 'where' ? `${X} किस दिशा में बैठा है?` : `${X} का मुख किस दिशा की ओर है?`;
    return {
      question: `${intro} ${askText}`,
      answer: cap(at(value)),
      distractors,
      trap: false,
      steps: [
        ...first,
        ask === 'where'
          ? `So ${X} sits in the ${at(seat)}.`
          : `${X} sits in the ${at(seat)} and faces the centre, so ${X} faces ${at(value)}.`,
      ],
      hi: {
        question: `${hiIntro} ${hiAsk}`,
        steps: [
          ...hiFirst,
          ask === 'where'
            ? `अतः ${X} ${HI_POINTS[at(seat)]} में बैठा है।`
            : `${X} ${HI_POINTS[at(seat)]} में बैठा है और उसका मुख केंद्र की ओर है, अतः उसका मुख ${HI_POINTS[at(value)]} की ओर है।`,
        ],
        options: Object.fromEntries(POINTS.map((p) => [cap(p), HI_POINTS[p]!])),
      },
      params: { people, clockwise, anchor: A, faces: at(faces), ask, person: X },
    };
  });
}
