/**
 * The Hindi of seatingFacing.ts's tables (issue 19): facing away from the centre ("केंद्र से बाहर की
 * ओर मुख करके"), some in and some out, and the square table's corners and middles of the sides, from
 * the same clue objects as the English. Right and left clues are hindiSeating.ts's own.
 */
import { hiListAnd } from '../hindi';
import { hiClueText, hiPlace } from './hindiSeating';
import type { RingClue, Table } from './seatingRing';

const COUNT = ['', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ'];
const WAY = { in: 'केंद्र की ओर', out: 'केंद्र से बाहर की ओर' } as const;

export function hiRingClueText(clue: RingClue): string {
  switch (clue.t) {
    case 'right':
    case 'left':
      return clue.bWay
        ? `${clue.a}, ${WAY[clue.bWay]} मुख करके बैठे ${clue.b} ${hiPlace(clue.t, clue.k)} बैठा है।`
        : hiClueText({ t: clue.t, a: clue.a, b: clue.b, k: clue.k });
    case 'neighbours':
    case 'notNeighbours':
      return hiClueText({ t: clue.t, a: clue.a, b: clue.b });
    case 'opposite':
      return clue.diagonal
        ? `${clue.a}, ${clue.b} के विकर्णतः सामने बैठा है।`
        : hiClueText({ t: 'opposite', a: clue.a, b: clue.b });
    case 'facesIn':
      return `${clue.a} का मुख केंद्र की ओर है।`;
    case 'facesOut':
      return `${clue.a} का मुख केंद्र से बाहर की ओर है।`;
    case 'corner':
      return `${clue.a} किसी एक कोने पर बैठा है।`;
    case 'middle':
      return `${clue.a} किसी एक भुजा के मध्य में बैठा है।`;
    case 'sameWay':
      return `${clue.a} और ${clue.b} का मुख एक ही दिशा में है।`;
    case 'otherWay':
      return `${clue.a} और ${clue.b} के मुख विपरीत दिशाओं में हैं।`;
    case 'sameSide':
      return `${clue.a} और ${clue.b} मेज़ की एक ही भुजा पर बैठे हैं।`;
  }
}

/** The opening lines: how many friends, who, the table and which way they face. */
export function hiRingIntro(table: Table, people: readonly string[]): string {
  const who = `${COUNT[people.length]!} मित्र ${hiListAnd(people)}`;
  const square =
    'एक वर्गाकार मेज़ के चारों ओर इस प्रकार बैठे हैं कि चारों कोनों पर एक-एक और चारों भुजाओं के मध्य में एक-एक व्यक्ति है';
  switch (table) {
    case 'outward':
      return `${who} एक वृत्ताकार मेज़ के चारों ओर केंद्र से बाहर की ओर मुख करके बैठे हैं।`;
    case 'mixed':
      return `${who} एक वृत्ताकार मेज़ के चारों ओर बैठे हैं। उनमें से कुछ का मुख केंद्र की ओर है और शेष का मुख केंद्र से बाहर की ओर है।`;
    case 'square':
      return `${who} ${square}। सभी का मुख केंद्र की ओर है।`;
    case 'twoSide':
      return `${who} एक वर्गाकार मेज़ के चारों ओर इस प्रकार बैठे हैं कि प्रत्येक भुजा पर दो व्यक्ति हैं। सभी का मुख केंद्र की ओर है।`;
    case 'squareOut':
      return `${who} ${square}। कोनों पर बैठे व्यक्तियों का मुख केंद्र से बाहर की ओर है और भुजाओं के मध्य में बैठे व्यक्तियों का मुख केंद्र की ओर है।`;
  }
}

/** The seating found, as the worked steps give it: anticlockwise from the first, with each one's facing or seat. */
export function hiRingOrder(table: Table, seating: readonly string[], out: readonly boolean[]): string {
  const tag = (i: number) => {
    if (table === 'mixed') return ` (${out[i] ? 'बाहर की ओर' : 'केंद्र की ओर'})`;
    if (table === 'square' || table === 'squareOut') return ` (${i % 2 === 0 ? 'कोना' : 'भुजा का मध्य'})`;
    return '';
  };
  if (table === 'twoSide') {
    const sides = [0, 2, 4, 6].map((i) => `${seating[i]!} और ${seating[i + 1]!}`);
    return `ऊपर से देखने पर वामावर्त, भुजा-दर-भुजा: ${sides.join('; ')}।`;
  }
  return `ऊपर से देखने पर ${seating[0]!} से वामावर्त: ${seating.map((p, i) => `${p}${tag(i)}`).join(', ')}।`;
}

/** How right is counted on this table, as the worked steps say it. */
export function hiRingRule(table: Table): string {
  switch (table) {
    case 'outward':
      return 'केंद्र से बाहर की ओर मुख वाले व्यक्ति का दायाँ हाथ दक्षिणावर्त दिशा में होता है, इसलिए उसके दाएँ वाला अगला स्थान दक्षिणावर्त है।';
    case 'mixed':
      return 'केंद्र की ओर मुख वाले का दायाँ वामावर्त दिशा में और केंद्र से बाहर की ओर मुख वाले का दायाँ दक्षिणावर्त दिशा में गिना जाता है।';
    case 'square':
    case 'twoSide':
      return 'सभी का मुख केंद्र की ओर है, इसलिए प्रत्येक का दायाँ वामावर्त दिशा में है।';
    case 'squareOut':
      return 'भुजाओं के मध्य वालों का दायाँ वामावर्त दिशा में और कोनों वालों (बाहर की ओर मुख) का दायाँ दक्षिणावर्त दिशा में है।';
  }
}
