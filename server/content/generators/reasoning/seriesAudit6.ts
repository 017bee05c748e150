/**
 * A letter-cluster series whose one changing letter runs through the vowels (coverage audit 5, item 2):
 * NAME, NEME, ?, NOME, NUME. At level 1 only the vowel changes; at levels 2 and 3 a second letter
 * moves a fixed step too (BAT, CET, DIT, ?, FUT), and at level 3 the vowels may run backwards (U, O,
 * I, E, A) and the missing term may be the last. The wrong options are the slips a candidate makes on
 * the vowel (the next letter of the alphabet instead of the next vowel, the gap of another pair, the
 * letter midway) or on the moving letter (one place too many or too few). A kind of series.
 */
import { ordinal } from '../format';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { letterAt, position } from './letters';

const VOWELS = ['A', 'E', 'I', 'O', 'U'] as const;
const CONSONANTS = [...'BCDFGHJKLMNPQRSTVWXYZ'];
const HI_ORDINAL = ['पहले', 'दूसरे', 'तीसरे', 'चौथे'];

const signedPlaces = (n: number): string => `${Math.abs(n)} ${Math.abs(n) === 1 ? 'place' : 'places'}`;

export function vowelSeries(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const size = rng.pick([3, 4, 4]);
    const backward = level === 3 && rng.chance(0.4);
    const vowels = backward ? [...VOWELS].reverse() : [...VOWELS];
    const slot = rng.int(0, size - 1);
    const movingSlot = level === 1 ? -1 : rng.pick([...Array(size).keys()].filter((i) => i !== slot));
    const k = level === 1 ? 0 : rng.pick(level === 2 ? [1, 2] : [1, 2, 3, -1, -2]);
    const fixed = rng.sample(CONSONANTS, size);
    // a fixed vowel beside the changing one, as in NAME (always at level 1, where it gives the slip
    // of changing it too)
    const fixedVowelSlot =
      level === 1 || rng.chance(0.5)
        ? rng.pick([...Array(size).keys()].filter((i) => i !== slot && i !== movingSlot))
        : -1;
    if (level === 1 && fixedVowelSlot < 0) return undefined;
    if (fixedVowelSlot >= 0) fixed[fixedVowelSlot] = rng.pick(VOWELS);
    const term = (n: number): string =>
      fixed
        .map((c, i) => (i === slot ? vowels[n]! : i === movingSlot ? letterAt(position(c) + k * n) : c))
        .join('');
    const terms = [0, 1, 2, 3, 4].map(term);
    // the moving letter stays a consonant and inside the alphabet, and no letter repeats in a term
    if (movingSlot >= 0) {
      const first = position(fixed[movingSlot]!);
      if (first + 4 * k < 1 || first + 4 * k > 26) return undefined;
      if (terms.some((t) => 'AEIOU'.includes(t[movingSlot]!))) return undefined;
    }
    // no letter repeats in a term, but for the fixed vowel met by the changing one (NEME)
    const repeats = (t: string): boolean =>
      new Set(t).size < t.length && !(fixedVowelSlot >= 0 && t[slot] === t[fixedVowelSlot]);
    if (terms.some(repeats)) return undefined;
    const m = rng.pick(level === 3 ? [1, 2, 3, 4] : [1, 2, 3]);
    const ans = terms[m]!;
    if (fixedVowelSlot >= 0 && ans[slot] === ans[fixedVowelSlot]) return undefined;
    const withVowelSlot = (ch: string): string => [...ans].map((c, i) => (i === slot ? ch : c)).join('');
    const prev = vowels[m - 1]!;
    const dir = backward ? -1 : 1;
    const trueGap = position(vowels[m]!) - position(prev);
    const wrongs: Distractor[] = [
      {
        mistake: `taking the letter ${backward ? 'before' : 'after'} ${prev} in the alphabet instead of the next vowel`,
        hi: `अगले स्वर के बजाय वर्णमाला में ${prev} के ${backward ? 'पहले' : 'बाद'} का अक्षर लेना`,
        value: withVowelSlot(letterAt(position(prev) + dir)),
      },
    ];
    // the gap of another pair of vowels
    for (let j = 1; j < 5; j += 1) {
      const [a, b] = [vowels[j - 1]!, vowels[j]!];
      const g = position(b) - position(a);
      if (j === m || g === trueGap) continue;
      const to = position(prev) + g;
      if (to < 1 || to > 26) continue;
      wrongs.push({
        mistake: `moving ${prev} as many places as from ${a} to ${b} (${signedPlaces(g)})`,
        hi: `${prev} को उतने ही स्थान खिसकाना जितने ${a} से ${b} तक हैं`,
        value: withVowelSlot(letterAt(to)),
      });
      break;
    }
    if (m < 4) {
      const next = vowels[m + 1]!;
      wrongs.push({
        mistake: `taking the letter ${backward ? 'after' : 'before'} ${next} in the alphabet instead of the vowel before it`,
        hi: `${next} से पहले वाले स्वर के बजाय वर्णमाला में ${next} के ${backward ? 'बाद' : 'पहले'} का अक्षर लेना`,
        value: withVowelSlot(letterAt(position(next) - dir)),
      });
      const mid = (position(prev) + position(next)) / 2;
      if (Number.isInteger(mid))
        wrongs.push({
          mistake: `taking the letter midway between ${prev} and ${next}`,
          hi: `${prev} और ${next} के ठीक बीच का अक्षर लेना`,
          value: withVowelSlot(letterAt(mid)),
        });
    }
    if (fixedVowelSlot >= 0)
      wrongs.splice(1, 0, {
        mistake: `changing the ${ordinal(fixedVowelSlot + 1)} letter, ${fixed[fixedVowelSlot]}, to the new vowel too`,
        hi: `${HI_ORDINAL[fixedVowelSlot]} अक्षर ${fixed[fixedVowelSlot]} को भी नए स्वर में बदल देना`,
        value: [...ans].map((c, i) => (i === fixedVowelSlot ? ans[slot]! : c)).join(''),
      });
    if (movingSlot >= 0) {
      const at = (d: number): string =>
        [...ans].map((c, i) => (i === movingSlot ? letterAt(position(c) + d) : c)).join('');
      const sign = Math.sign(k);
      wrongs.splice(
        1,
        0,
        {
          mistake: `moving the ${ordinal(movingSlot + 1)} letter one place too many`,
          hi: `${HI_ORDINAL[movingSlot]} अक्षर को एक स्थान अधिक खिसकाना`,
          value: at(sign),
        },
        {
          mistake: `moving the ${ordinal(movingSlot + 1)} letter one place too few`,
          hi: `${HI_ORDINAL[movingSlot]} अक्षर को एक स्थान कम खिसकाना`,
          value: at(-sign),
        },
      );
    }
    const distractors: Distractor[] = [];
    const pool = [wrongs[0]!, ...rng.shuffle(wrongs.slice(1))];
    for (const w of pool)
      if (
        w.value !== ans &&
        !terms.includes(String(w.value)) &&
        !distractors.some((d) => d.value === w.value) &&
        distractors.length < 3
      )
        distractors.push(w);
    if (distractors.length < 3) return undefined;
    // the key is not the only option with a vowel in the changing place, nor the only one without
    const vowelAt = (o: string): boolean => 'AEIOU'.includes(o[slot]!);
    const withVowel = distractors.filter((d) => vowelAt(String(d.value))).length;
    if (withVowel === 0 || withVowel === 3) return undefined;
    const shown = terms.map((t, i) => (i === m ? '?' : t)).join(', ');
    const vowelWords = `the ${ordinal(slot + 1)} letter runs through the vowels ${vowels.join(', ')}`;
    const hiVowelWords = `${HI_ORDINAL[slot]} अक्षर क्रम से स्वरों ${vowels.join(', ')} से होकर चलता है`;
    const keptWords =
      fixedVowelSlot >= 0
        ? ` (the ${ordinal(fixedVowelSlot + 1)} letter, ${fixed[fixedVowelSlot]}, is one of the letters that stay)`
        : '';
    const hiKeptWords =
      fixedVowelSlot >= 0
        ? ` (${HI_ORDINAL[fixedVowelSlot]} अक्षर ${fixed[fixedVowelSlot]} स्थिर अक्षरों में से एक है)`
        : '';
    const moveWords =
      movingSlot < 0
        ? 'the other letters stay the same'
        : `the ${ordinal(movingSlot + 1)} letter moves ${signedPlaces(k)} ${k > 0 ? 'forward' : 'back'} each time and the rest stay the same`;
    const hiMoveWords =
      movingSlot < 0
        ? 'शेष अक्षर वही रहते हैं'
        : `${HI_ORDINAL[movingSlot]} अक्षर हर बार ${Math.abs(k)} स्थान ${k > 0 ? 'आगे' : 'पीछे'} खिसकता है और शेष अक्षर वही रहते हैं`;
    return {
      question: `Select the option that can replace the question mark (?) in the following series.\n${shown}`,
      answer: ans,
      distractors,
      steps: [`In each term ${vowelWords}; ${moveWords}${keptWords}.`, `So the missing term is ${ans}.`],
      hi: {
        question: `निम्नलिखित श्रृंखला में प्रश्न चिह्न (?) के स्थान पर कौन-सा विकल्प आ सकता है?\n${shown}`,
        steps: [`प्रत्येक पद में ${hiVowelWords}; ${hiMoveWords}${hiKeptWords}।`, `अतः लुप्त पद ${ans} है।`],
      },
      params: { shown: terms.map((t, i) => (i === m ? '?' : t)) },
    };
  });
}
