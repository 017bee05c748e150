/**
 * Counting in a drawing of four overlapping shapes (issue 19, coverage audit item 16): each shape stands
 * for a class of persons, each part of the drawing holds how many persons are in it, and the question
 * asks how many are in some classes and not in others ("teachers and singers but not dancers"). At
 * level 2 every class is named, so one part answers ("all four", "only teachers and singers"); at level
 * 3 a class is left free, so two or more parts are added. The drawing and its parts: fourShapes.ts.
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { drawingParts, fourShapesFigure, SHAPES, type Shape } from './fourShapes';

/** Classes of persons: English, Hindi, Hindi before को ("शिक्षकों को"). */
const CLASSES: readonly (readonly [string, string, string])[] = [
  ['teachers', 'शिक्षक', 'शिक्षकों'],
  ['singers', 'गायक', 'गायकों'],
  ['dancers', 'नर्तक', 'नर्तकों'],
  ['graduates', 'स्नातक', 'स्नातकों'],
  ['doctors', 'डॉक्टर', 'डॉक्टरों'],
  ['players', 'खिलाड़ी', 'खिलाड़ियों'],
  ['writers', 'लेखक', 'लेखकों'],
  ['painters', 'चित्रकार', 'चित्रकारों'],
];
const HI_SHAPE: Record<Shape, string> = { circle: 'वृत्त', square: 'वर्ग', triangle: 'त्रिभुज', rectangle: 'आयत' };

const andList = (xs: readonly string[], and: string): string =>
  xs.length === 1 ? xs[0]! : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`;

interface Ask {
  within: Shape[];
  without: Shape[];
}

/** The parts a question takes: inside every shape of `within`, outside every shape of `without`. */
const taken = (ask: Ask): number[] =>
  drawingParts().flatMap((part, i) =>
    ask.within.every((s) => part.shapes.includes(s)) && !ask.without.some((s) => part.shapes.includes(s))
      ? [i]
      : [],
  );

export function fourShapesCount(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const parts = drawingParts();
    const numbers = rng.sample(
      Array.from({ length: 28 }, (_, i) => i + 2),
      parts.length,
    );
    const classes = rng.sample([...CLASSES], 4);
    const order = rng.shuffle([...SHAPES]);
    const within = order.slice(0, rng.int(2, level === 2 ? 4 : 3));
    const rest = order.slice(within.length);
    const without = level === 2 ? rest : rest.slice(0, rng.int(0, rest.length - 1));
    const ask: Ask = {
      within: SHAPES.filter((s) => within.includes(s)),
      without: SHAPES.filter((s) => without.includes(s)),
    };
    const free = SHAPES.filter((s) => !within.includes(s) && !without.includes(s));
    const answerParts = taken(ask);
    // one part answers at level 2 (every class named); two or more are added at level 3
    if (level === 2 ? answerParts.length !== 1 : answerParts.length < 2) return undefined;
    const sum = (ps: number[]): number => ps.reduce((s, i) => s + numbers[i]!, 0);
    const answer = sum(answerParts);

    const cls = (s: Shape) => classes[SHAPES.indexOf(s)]!;
    const candidates: Distractor[] = [];
    const add = (mistake: string, hi: string, other: Ask): void => {
      const ps = taken(other);
      if (ps.length > 0) candidates.push({ mistake, hi, value: sum(ps) });
    };
    for (const s of rng.shuffle([...ask.without]))
      add(`ignoring "not ${cls(s)[0]}"`, `"${cls(s)[1]} नहीं" की शर्त छोड़ देना`, {
        ...ask,
        without: ask.without.filter((x) => x !== s),
      });
    // one of the two halves of a free shape's parts, never both (the key would be their sum)
    for (const s of rng.shuffle(free))
      if (rng.chance(0.5))
        add(`counting only the part outside the ${s}`, `केवल ${HI_SHAPE[s]} के बाहर का भाग गिनना`, {
          ...ask,
          without: [...ask.without, s],
        });
      else
        add(`counting only the part inside the ${s}`, `केवल ${HI_SHAPE[s]} के अंदर का भाग गिनना`, {
          ...ask,
          within: [...ask.within, s],
        });
    for (const s of rng.shuffle([...ask.within, ...ask.without]))
      add(`taking the parts on the wrong side of the ${s}`, `${HI_SHAPE[s]} के गलत ओर का भाग लेना`, {
        within: ask.within.includes(s) ? ask.within.filter((x) => x !== s) : [...ask.within, s],
        without: ask.without.includes(s) ? ask.without.filter((x) => x !== s) : [...ask.without, s],
      });
    const distractors = candidates.filter(
      (d, i) => d.value !== answer && candidates.findIndex((e) => e.value === d.value) === i,
    );
    if (distractors.length < 3) return undefined;

    const represents = SHAPES.map((s) => `the ${s} represents ${cls(s)[0]}`);
    const hiRepresents = SHAPES.map((s) => `${HI_SHAPE[s]} ${cls(s)[2]} को`);
    const inNames = ask.within.map((s) => cls(s)[0]);
    const outNames = ask.without.map((s) => cls(s)[0]);
    const hiIn = ask.within.map((s) => cls(s)[1]);
    const hiOut = ask.without.map((s) => cls(s)[1]);
    const but =
      outNames.length === 0
        ? ''
        : outNames.length === 1
          ? ` but not ${outNames[0]}`
          : ` but neither ${outNames.join(' nor ')}`;
    const hiBut =
      hiOut.length === 0
        ? ' हैं'
        : hiOut.length === 1
          ? ` हैं, परंतु ${hiOut[0]} नहीं हैं`
          : ` हैं, परंतु न तो ${hiOut[0]} हैं और न ही ${hiOut[1]}`;
    const where = (shapes: readonly Shape[]): string =>
      shapes.length === 4
        ? 'all four shapes'
        : `${andList(
            shapes.map((x) => `the ${x}`),
            'and',
          )} only`;
    const hiWhere = (shapes: readonly Shape[]): string =>
      shapes.length === 4
        ? 'चारों आकृतियों में'
        : `केवल ${andList(
            shapes.map((s) => HI_SHAPE[s]),
            'और',
          )} में`;
    const alt = `A circle, a square, a triangle and a rectangle overlap. The numbers: ${parts.map((p, i) => `${numbers[i]} in ${where(p.shapes)}`).join('; ')}.`;
    const hiAlt = `एक वृत्त, एक वर्ग, एक त्रिभुज और एक आयत एक-दूसरे पर चढ़े हुए हैं। संख्याएँ: ${parts.map((p, i) => `${numbers[i]} ${hiWhere(p.shapes)}`).join('; ')}।`;
    const work = answerParts.map((i) => String(numbers[i])).join(' + ');
    const total = answerParts.length > 1 ? `${work} = ${answer}` : String(answer);
    const partsText = answerParts.map((i) => `${numbers[i]} (in ${where(parts[i]!.shapes)})`).join(', ');
    const hiPartsText = answerParts.map((i) => `${numbers[i]} (${hiWhere(parts[i]!.shapes)})`).join(', ');
    const inside = ask.within.map((s) => `the ${s}`);
    const outside = ask.without.map((s) => `the ${s}`);
    return {
      question: `In the given figure, ${andList(represents, 'and')}. The numbers show how many persons are in each part.\nHow many persons are ${andList(inNames, 'and')}${but}?`,
      answer,
      distractors: distractors.slice(0, 3),
      steps: [
        `They are the parts inside ${andList(inside, 'and')}${outside.length ? ` and outside ${andList(outside, 'and')}` : ''}: ${partsText}.`,
        `So the number is ${total}.`,
      ],
      hi: {
        question: `दी गई आकृति में ${andList(hiRepresents, 'और')} दर्शाता है। संख्याएँ दर्शाती हैं कि प्रत्येक भाग में कितने व्यक्ति हैं।\nकितने व्यक्ति ${andList(hiIn, 'और')}${hiBut}?`,
        steps: [
          `ये वे भाग हैं जो ${andList(
            ask.within.map((s) => HI_SHAPE[s]),
            'और',
          )} के अंदर${
            ask.without.length
              ? ` तथा ${andList(
                  ask.without.map((s) => HI_SHAPE[s]),
                  'और',
                )} के बाहर`
              : ''
          } हैं: ${hiPartsText}।`,
          `अतः संख्या ${total} है।`,
        ],
        figureAlt: hiAlt,
      },
      questionFigure: fourShapesFigure(numbers, alt),
      params: {
        classes: classes.map((c) => c[0]),
        parts: parts.map((p, i) => [p.shapes.join('+'), numbers[i]!]),
        within: ask.within,
        without: ask.without,
      },
    };
  });
}
