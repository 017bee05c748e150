/**
 * Venn diagrams in Hindi (issue 15): the classes, the diagrams' descriptions (the options) and the
 * facts about a pair, for the वेन आरेख question of venn.ts. The classes and facts are the English ones.
 */
import { inHindi } from '../hindi';

/** The classes of venn.ts CLASS_TRIPLES, as Hindi papers name them. */
const CLASSES: Readonly<Record<string, string>> = {
  Apples: 'सेब',
  Oranges: 'संतरे',
  Bananas: 'केले',
  Pens: 'पेन',
  Pencils: 'पेंसिलें',
  Erasers: 'रबड़',
  Cats: 'बिल्लियाँ',
  Cows: 'गायें',
  Parrots: 'तोते',
  Tables: 'मेज़ें',
  Chairs: 'कुर्सियाँ',
  Beds: 'पलंग',
  Delhi: 'दिल्ली',
  India: 'भारत',
  Asia: 'एशिया',
  Mangoes: 'आम',
  Fruits: 'फल',
  Food: 'भोजन',
  Sparrows: 'गौरैया',
  Birds: 'पक्षी',
  Animals: 'जानवर',
  Kolkata: 'कोलकाता',
  'West Bengal': 'पश्चिम बंगाल',
  Squares: 'वर्ग',
  Rectangles: 'आयत',
  Quadrilaterals: 'चतुर्भुज',
  Dogs: 'कुत्ते',
  Tea: 'चाय',
  Beverages: 'पेय पदार्थ',
  Coffee: 'कॉफ़ी',
  Hockey: 'हॉकी',
  Sports: 'खेल',
  Cricket: 'क्रिकेट',
  Wheat: 'गेहूँ',
  Cereals: 'अनाज',
  Rice: 'चावल',
  Potatoes: 'आलू',
  Fishes: 'मछलियाँ',
  Nepal: 'नेपाल',
  Teachers: 'शिक्षक',
  Singers: 'गायक',
  Doctors: 'डॉक्टर',
  Women: 'महिलाएँ',
  Students: 'विद्यार्थी',
  Athletes: 'एथलीट',
  Stones: 'पत्थर',
  Engineers: 'इंजीनियर',
  Fathers: 'पिता',
  Rivers: 'नदियाँ',
  Players: 'खिलाड़ी',
  Parents: 'माता-पिता',
  Writers: 'लेखक',
  Mothers: 'माताएँ',
  Men: 'पुरुष',
  Sisters: 'बहनें',
  'Human beings': 'मनुष्य',
  Rhombuses: 'समचतुर्भुज',
  Boys: 'लड़के',
  Girls: 'लड़कियाँ',
  Brothers: 'भाई',
};
export const hiClass = (english: string): string => inHindi(CLASSES, english);

/** The diagrams of venn.ts DIAGRAMS, keyed by their English text (an option's text). */
export const HI_DIAGRAM: Readonly<Record<string, string>> = {
  'Three separate circles': 'तीन अलग-अलग वृत्त',
  'Three circles, each inside the next': 'तीन वृत्त, प्रत्येक अगले वृत्त के भीतर',
  'Two separate circles inside a larger circle': 'एक बड़े वृत्त के भीतर दो अलग-अलग वृत्त',
  'A circle inside another, and a third circle apart from both': 'एक वृत्त दूसरे के भीतर, और तीसरा वृत्त दोनों से अलग',
  'Two overlapping circles, and a third circle apart from both':
    'दो परस्पर व्याप्त वृत्त, और तीसरा वृत्त दोनों से अलग',
  'Three circles, each overlapping the other two': 'तीन वृत्त, प्रत्येक शेष दोनों से परस्पर व्याप्त',
  'A circle inside another, and a third circle overlapping both':
    'एक वृत्त दूसरे के भीतर, और तीसरा वृत्त दोनों से परस्पर व्याप्त',
  'Two overlapping circles inside a larger circle': 'एक बड़े वृत्त के भीतर दो परस्पर व्याप्त वृत्त',
  'A circle inside another, and a third circle overlapping only the larger one':
    'एक वृत्त दूसरे के भीतर, और तीसरा वृत्त केवल बड़े वृत्त से परस्पर व्याप्त',
  'Three circles in a row, the middle one overlapping the other two':
    'एक पंक्ति में तीन वृत्त, बीच वाला शेष दोनों से परस्पर व्याप्त',
};

/** A fact about a pair of classes ("A < B", "A ~ B", "A | B") in Hindi. */
export function hiFact(a: string, op: string, b: string): string {
  const [x, y] = [hiClass(a), hiClass(b)];
  return op === '<'
    ? `${x}, ${y} के भीतर पूर्णतः समाहित है`
    : op === '~'
      ? `${x} और ${y} आंशिक रूप से परस्पर व्याप्त हैं`
      : `${x} और ${y} में कुछ भी उभयनिष्ठ नहीं है`;
}

export const HI_VENN_QUESTION =
  'उस वेन आरेख का चयन कीजिए जो निम्नलिखित वर्गों के बीच के संबंध को सर्वोत्तम रूप से दर्शाता है।';
