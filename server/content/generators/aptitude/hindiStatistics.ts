/**
 * The Hindi (issue 15) of statistics and probability: the events, colours and mistakes as Hindi-medium
 * papers print them (माध्य, माध्यिका, बहुलक, परास, मानक विचलन, प्रायिकता, पासा, सिक्का, ताश की गड्डी).
 * statistics.ts writes each question's Hindi from the values it drew; the words live here so that
 * file stays readable. Nothing here draws from the rng.
 */
import { inHindi, withHindiMistakes } from '../hindi';
import type { Distractor } from '../types';

/** The events on one die, keyed by the event's id in statistics.ts: "… आने की प्रायिकता". */
export const HI_DIE_EVENT: Readonly<Record<string, string>> = {
  even: 'सम संख्या',
  prime: 'अभाज्य संख्या',
  multipleOf3: '3 का गुणज',
  above4: '4 से बड़ी संख्या',
  below3: '3 से छोटी संख्या',
  factorOf6: '6 का गुणनखंड',
  above1: '1 से बड़ी संख्या',
};

/** The cards, keyed by the event's id in statistics.ts: "निकाले गए पत्ते के … होने की प्रायिकता". */
export const HI_CARD_EVENT: Readonly<Record<string, string>> = {
  king: 'बादशाह',
  red: 'लाल पत्ता',
  heart: 'पान का पत्ता',
  face: 'तस्वीर वाला पत्ता (गुलाम, बेगम या बादशाह)',
  redKing: 'लाल बादशाह',
  aceOrKing: 'इक्का या बादशाह',
  blackFace: 'काले रंग का तस्वीर वाला पत्ता',
  neitherHeartNorKing: 'न तो पान का पत्ता और न ही बादशाह',
  spadeOrQueen: 'हुकुम का पत्ता या बेगम',
};

/** The balls' colours, in the feminine that गेंद takes. */
export const HI_COLOUR: Readonly<Record<string, string>> = { red: 'लाल', blue: 'नीली', green: 'हरी' };

/** "7 लाल, 3 नीली और 4 हरी गेंदें", or with a single ball each noun written out, as the English does. */
export function hiBag(counts: readonly number[], colours: readonly string[]): string {
  const hi = colours.map((c) => inHindi(HI_COLOUR, c));
  const parts = counts.includes(1)
    ? counts.map((c, i) => `${c} ${hi[i]} ${c === 1 ? 'गेंद' : 'गेंदें'}`)
    : counts.map((c, i) => `${c} ${hi[i]}`);
  const list = `${parts.slice(0, -1).join(', ')} और ${parts.at(-1)!}`;
  return `एक थैले में ${list}${counts.includes(1) ? '' : ' गेंदें'} हैं।`;
}

/** Two dice's event with its verb: "योग 8 होने", "दोनों पासों पर एक ही संख्या आने" (आने/होने, आती/होता). */
export function hiDice(
  type: 'sum' | 'atLeast' | 'doublet',
  target: number,
  comes: string,
  is: string,
): string {
  if (type === 'doublet') return `दोनों पासों पर एक ही संख्या ${comes}`;
  return `${type === 'sum' ? `योग ${target}` : `योग कम से कम ${target}`} ${is}`;
}

/** Two balls drawn together: "दोनों गेंदों के लाल" (… होने की प्रायिकता). */
export const hiTwoBalls = (type: 'same' | 'both' | 'different', colour: string): string =>
  type === 'same'
    ? 'दोनों गेंदों के एक ही रंग की'
    : type === 'both'
      ? `दोनों गेंदों के ${inHindi(HI_COLOUR, colour)}`
      : 'दोनों गेंदों के अलग-अलग रंग की';

/** "exactly 2 heads" and its kind: the coins' event as the Hindi question asks it. */
export const hiHeads = (type: 'atLeastOne' | 'exactly' | 'atMost', k: number): string =>
  type === 'atLeastOne' ? 'कम से कम एक चित' : type === 'exactly' ? `ठीक ${k} चित` : `अधिकतम ${k} चित`;

/** The mistakes that statistics.ts names in fixed words, as Hindi infinitives. */
const MISTAKES: Readonly<Record<string, string>> = {
  // median, mode
  'taking the middle value without sorting': 'मानों को क्रम में लगाए बिना मध्य मान ले लेना',
  'giving the mean instead': 'माध्यिका के स्थान पर माध्य बता देना',
  'taking the value after the middle one': 'मध्य मान के ठीक बाद वाला मान ले लेना',
  'taking only the lower of the two middle values': 'दो मध्य मानों में से केवल छोटा मान ले लेना',
  'averaging the largest and smallest': 'सबसे बड़े और सबसे छोटे मान का औसत लेना',
  'taking the value that appears twice, not three times': 'तीन बार के स्थान पर दो बार आने वाला मान ले लेना',
  'giving the median': 'बहुलक के स्थान पर माध्यिका बता देना',
  'giving the largest value': 'सबसे बड़ा मान बता देना',
  'giving the smallest value': 'सबसे छोटा मान बता देना',
  // dice, cards, bags, coins, committees
  'finding the probability of the opposite event': 'विपरीत (पूरक) घटना की प्रायिकता ज्ञात कर लेना',
  'dividing by 5 instead of 6 outcomes': '6 के स्थान पर 5 परिणामों से भाग देना',
  'counting one outcome too few': 'एक अनुकूल परिणाम कम गिनना',
  'counting one outcome too many': 'एक अनुकूल परिणाम अधिक गिनना',
  'counting unordered pairs out of 21': '21 में से क्रमरहित युग्म गिनना',
  'taking the 11 possible sums as equally likely': '11 संभव योगों को समसंभाव्य मान लेना',
  'counting each pair once instead of twice': 'प्रत्येक युग्म को दो बार के स्थान पर एक बार गिनना',
  'counting the queen of spades twice': 'हुकुम की बेगम को दो बार गिनना',
  'counting one card too many': 'एक पत्ता अधिक गिनना',
  'dividing by 13 cards of a suit instead of 52': '52 के स्थान पर एक रंग के 13 पत्तों से भाग देना',
  'counting one card too few': 'एक पत्ता कम गिनना',
  'dividing by the other balls only': 'केवल अन्य रंगों की गेंदों की संख्या से भाग देना',
  'dividing by the number of colours': 'रंगों की संख्या से भाग देना',
  'treating the draws as with replacement': 'गेंदों को वापस रखकर (प्रतिस्थापन सहित) निकालना मान लेना',
  'counting ordered pairs on top but unordered below': 'अंश में क्रमित युग्म पर हर में क्रमरहित युग्म गिनना',
  'dividing the favourable pairs by the number of balls': 'अनुकूल युग्मों को गेंदों की संख्या से भाग देना',
  'forgetting the different orders (counting one arrangement)': 'अलग-अलग क्रम भूलकर केवल एक व्यवस्था गिनना',
  'using 2n outcomes instead of 2 to the power n': '2ⁿ के स्थान पर 2n परिणाम मान लेना',
  'adding the choices instead of multiplying': 'चयनों की संख्याओं को गुणा करने के स्थान पर जोड़ना',
  'using the proportion of men only': 'केवल पुरुषों का अनुपात ले लेना',
  'choosing the men and women the other way round': 'पुरुषों और महिलाओं की संख्याएँ आपस में बदल देना',
  // frequency tables, deviation
  'averaging the values without their frequencies': 'बारंबारताओं के बिना केवल मानों का औसत लेना',
  'dividing by the number of values instead of the total frequency':
    'कुल बारंबारता के स्थान पर मानों की संख्या से भाग देना',
  'averaging the frequencies': 'बारंबारताओं का औसत ले लेना',
  'giving the standard deviation': 'प्रसरण के स्थान पर मानक विचलन बता देना',
  'averaging the absolute deviations': 'विचलनों के निरपेक्ष मानों का औसत लेना',
  'giving the variance (not taking the square root)': 'वर्गमूल लिए बिना प्रसरण ही बता देना',
  'giving the range': 'परास बता देना',
};

/**
 * The distractors with their Hindi: a mistake written with drawn numbers brings its own `hi`, the
 * others take it from the table above (a missing one stops the build rather than leave a trap line out).
 */
export const withHindi = (distractors: readonly Distractor[]): Distractor[] =>
  withHindiMistakes(distractors, (mistake) => inHindi(MISTAKES, mistake));
