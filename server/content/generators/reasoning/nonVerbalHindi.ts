/**
 * A non-verbal series in Hindi (issue 15): the options' descriptions, the rules in words, the mistakes
 * and the row's text alternative, from the same tracks and values as the English (nonVerbalTracks.ts).
 */
import { hiCountWord } from './hindiFigures';
import { stepAt, type Track, type TrackType, valueAt } from './nonVerbalTracks';

const COMPASS = ['उत्तर', 'उत्तर-पूर्व', 'पूर्व', 'दक्षिण-पूर्व', 'दक्षिण', 'दक्षिण-पश्चिम', 'पश्चिम', 'उत्तर-पश्चिम'];
/** The eight places on the box's edge, before पर ("ऊपरी-बाएँ कोने पर"). */
const PLACES_AT = [
  'ऊपरी-बाएँ कोने',
  'ऊपरी भुजा के मध्य',
  'ऊपरी-दाएँ कोने',
  'दाईं भुजा के मध्य',
  'निचले-दाएँ कोने',
  'निचली भुजा के मध्य',
  'निचले-बाएँ कोने',
  'बाईं भुजा के मध्य',
];
/** The same places named on their own, as a chain of values lists them. */
const PLACES = [
  'ऊपरी-बायाँ कोना',
  'ऊपरी भुजा का मध्य',
  'ऊपरी-दायाँ कोना',
  'दाईं भुजा का मध्य',
  'निचला-दायाँ कोना',
  'निचली भुजा का मध्य',
  'निचला-बायाँ कोना',
  'बाईं भुजा का मध्य',
];
const POLYGONS: Record<number, string> = {
  3: 'त्रिभुज',
  4: 'वर्ग',
  5: 'पंचभुज',
  6: 'षट्भुज',
  7: 'सप्तभुज',
  8: 'अष्टभुज',
  9: 'नवभुज',
};

export const HI_NOUN: Record<TrackType, string> = {
  arrow: 'तीर',
  pointer: 'सूचक',
  dot: 'बिंदु',
  sides: 'भुजाओं की संख्या',
  dots: 'बिंदुओं की संख्या',
  grid: 'छायांकित वर्ग',
};

const row = (t: Track, v: number): number => Math.floor(v / t.n!) + 1;
const col = (t: Track, v: number): number => (v % t.n!) + 1;

function describeOne(t: Track, v: number): string {
  switch (t.type) {
    case 'arrow':
      return `${COMPASS[v]} की ओर तीर`;
    case 'pointer':
      return `केंद्र से ${COMPASS[v]} की ओर सूचक`;
    case 'dot':
      return `${PLACES_AT[v]} पर बिंदु`;
    case 'sides':
      return `${POLYGONS[v]} (${v} भुजाएँ)`;
    case 'dots':
      return `${v} बिंदु`;
    case 'grid':
      return `पंक्ति ${row(t, v)}, स्तंभ ${col(t, v)} में छायांकित वर्ग`;
  }
}

/** An option's text in Hindi: nonVerbalTracks `describe`'s twin. */
export const hiDescribe = (tracks: readonly Track[], values: readonly number[]): string =>
  tracks.map((t, i) => describeOne(t, values[i]!)).join('; ');

const shortValue = (t: Track, v: number): string =>
  t.type === 'arrow' || t.type === 'pointer'
    ? COMPASS[v]!
    : t.type === 'dot'
      ? PLACES[v]!
      : t.type === 'grid'
        ? `(${row(t, v)}, ${col(t, v)})`
        : String(v);

const way = (sign: number): string => (sign > 0 ? 'दक्षिणावर्त' : 'वामावर्त');

/** nonVerbalTracks `ruleSentence` in Hindi. */
export function hiRuleSentence(t: Track, shown: number): string {
  const values = Array.from({ length: shown + 1 }, (_, i) => shortValue(t, valueAt(t, i))).join(' → ');
  const steps = Array.from({ length: shown }, (_, i) => Math.abs(stepAt(t, i)));
  const sign = Math.sign(t.step + t.growth);
  const size = Math.abs(t.step);
  const firstThree = steps.slice(0, 3);
  switch (t.type) {
    case 'arrow':
    case 'pointer':
      return t.growth === 0
        ? `${HI_NOUN[t.type]} हर चरण में ${size * 45}° ${way(sign)} घूमता है: ${values}।`
        : `${HI_NOUN[t.type]} ${firstThree.map((s) => `${s * 45}°`).join(', ')} … ${way(sign)} घूमता है (हर बार 45° अधिक): ${values}।`;
    case 'dot': {
      const move =
        size === 2 ? 'एक कोना' : size === 1 ? 'एक स्थान (कोना → भुजा का मध्य → कोना)' : `${size} स्थान`;
      return `बिंदु हर चरण में वर्ग के किनारे पर ${move} ${way(sign)} खिसकता है: ${values}।`;
    }
    case 'sides':
    case 'dots': {
      const goes = sign > 0 ? 'बढ़ती' : 'घटती';
      return t.growth === 0
        ? `${HI_NOUN[t.type]} हर चरण में ${size} ${goes} है: ${values}।`
        : `${HI_NOUN[t.type]} ${firstThree.join(', ')} … (हर बार एक अधिक) ${goes} है: ${values}।`;
    }
    case 'grid': {
      const by = t.growth === 0 ? `${size} वर्ग` : `${firstThree.join(', ')} … वर्ग (हर बार एक अधिक)`;
      return `छायांकित वर्ग पढ़ने के क्रम में (पंक्ति में बाएँ से दाएँ, फिर अगली पंक्ति; अंतिम वर्ग के बाद फिर पहले वर्ग से) हर चरण में ${by} आगे खिसकता है; (पंक्ति, स्तंभ) के रूप में: ${values}।`;
    }
  }
}

/** The "wrong way" mistake in Hindi, as an infinitive. */
export function hiWrongWay(t: Track): string {
  const sign = Math.sign(t.step + t.growth);
  switch (t.type) {
    case 'arrow':
    case 'pointer':
      return `${HI_NOUN[t.type]} को ${way(sign)} के स्थान पर ${way(-sign)} घुमाना`;
    case 'dot':
      return `बिंदु को ${way(sign)} के स्थान पर ${way(-sign)} खिसकाना`;
    case 'sides':
    case 'dots':
      return sign > 0 ? 'जोड़ने के स्थान पर घटाना' : 'घटाने के स्थान पर जोड़ना';
    case 'grid':
      return 'छायांकित वर्ग को पीछे की ओर खिसकाना';
  }
}

export const HI_TOO_FAR = 'एक चरण अधिक आगे बढ़ जाना';
export const HI_REPEAT = 'अंतिम आकृति को ही दोहराना';
export const HI_SAME_STEP = 'परिवर्तन को एक चरण बड़ा करने के स्थान पर पिछला परिवर्तन ही दोहराना';
export const hiOnly = (t: Track, other: Track): string =>
  `केवल ${HI_NOUN[t.type]} का नियम लागू करना (${HI_NOUN[other.type]} को जैसा था वैसा ही छोड़ना)`;
export const hiTooFarWith = (t: Track): string => `${HI_NOUN[t.type]} के साथ एक चरण अधिक आगे बढ़ जाना`;

/** seriesFigure's text alternative in Hindi. */
export function hiSeriesAlt(tracks: readonly Track[], shown: number): string {
  const words = Array.from(
    { length: shown },
    (_, i) =>
      `आकृति ${i + 1}: ${hiDescribe(
        tracks,
        tracks.map((t) => valueAt(t, i)),
      )}।`,
  );
  const compass = tracks.some((t) => t.type === 'arrow' || t.type === 'pointer') ? ' उत्तर दिशा ऊपर है।' : '';
  const grid = tracks.find((t) => t.type === 'grid');
  const gridWords = grid
    ? ` प्रत्येक आकृति ${grid.n} × ${grid.n} का एक ग्रिड है जिसमें एक वर्ग छायांकित है (पंक्तियाँ ऊपर से, स्तंभ बाएँ से गिने गए हैं)।`
    : '';
  return `वर्गाकार खानों में ${hiCountWord(shown)} आकृतियों की एक पंक्ति, फिर प्रश्नचिह्न वाला एक खाना।${compass}${gridWords} ${words.join(' ')} आकृति ${shown + 1}: ?`;
}
