/**
 * The authored idiom questions (served in idoms_phrases): an idiom's meaning and the idiom for a
 * blank (idioms.txt), the one word an idiom means (idiomWords.txt), and the sentence that uses an idiom
 * correctly (idiomUses.txt).
 */
import { capitalise, fields, placed, readTable, sentenceEnd, type Row } from './tables';

// ---------------------------------------------------------------------------------------------------
// Idioms: `M | idiom | meaning | wrong | wrong | wrong`
//         `B | sentence with ___ | right idiom | its meaning | wrong idiom | wrong idiom | wrong idiom`
//         `U | sentence with the IDIOM IN CAPITALS | meaning | wrong | wrong | wrong`
//         `S | idiom | meaning | right sentence | wrong sentence | wrong sentence | wrong sentence`
// Question text is plain (no markup), so where papers underline the idiom it is printed in capitals.

/** The one run of capitalised words in a sentence (the idiom asked about), e.g. "BITE THE BULLET". */
export function idiomInCapitals(sentence: string, at: string): string {
  const word = "[A-Z](?:[A-Z'-]*[A-Z])?";
  const runs = sentence.match(new RegExp(`\\b${word}(?:\\s+${word})*\\b(?![a-z])`, 'g')) ?? [];
  if (runs.length !== 1 || !/[\s-]/.test(runs[0]!))
    throw new Error(`${at}: needs exactly one idiom of two or more words in capitals, found ${runs.length}`);
  return runs[0]!;
}

export const IDIOM_REWORD_QUESTION =
  'Select the most appropriate option to replace the wrongly worded idiom in capitals in the given sentence.';

export const IDIOM_SUBSTITUTE_QUESTION =
  'Select the most appropriate idiom that can substitute the bracketed segment in the given sentence.';

export function idioms(): Row[] {
  const table = readTable('idioms.txt');
  // the meanings of the M records, by idiom: an I record's key is explained by its idiom's meaning
  const meanings = new Map(
    table.filter((l) => l.text.startsWith('M ')).map((l) => [fields(l, 6)[1]!, fields(l, 6)[2]!] as const),
  );
  return table.map((line) => {
    const kind = line.text.slice(0, 2);
    if (kind === 'I ') {
      const [, sentence, right, w1, w2, w3, idiom] = fields(line, 7);
      const parts = [...sentence!.matchAll(/\[([^\]]+)\]/g)];
      if (parts.length !== 1) throw new Error(`${line.at}: needs exactly one [bracketed segment]`);
      const meaning = meanings.get(idiom!);
      if (meaning === undefined) throw new Error(`${line.at}: "${idiom}" has no M record`);
      const segment = parts[0]![1]!;
      return {
        level: line.level,
        question: `${IDIOM_SUBSTITUTE_QUESTION}\n${sentence}`,
        options: placed(`idiom-substitute:${sentence}`, right!, [w1!, w2!, w3!], line.at),
        answer: right!,
        explanation: `"${capitalise(idiom!)}" means ${meaning}, which is what "${segment}" says. Correct: ${sentence!.replace(`[${segment}]`, right!)}`,
      };
    }
    if (kind === 'M ') {
      const [, idiom, meaning, ...wrong] = fields(line, 6);
      return {
        level: line.level,
        question: `Select the most appropriate meaning of the given idiom.\n${capitalise(idiom!)}`,
        options: placed(idiom!, capitalise(meaning!), wrong.map(capitalise), line.at),
        answer: capitalise(meaning!),
        explanation: `"${capitalise(idiom!)}" means ${sentenceEnd(meaning!)}`,
      };
    }
    if (kind === 'B ') {
      const [, sentence, idiom, meaning, ...wrong] = fields(line, 7);
      if (!sentence!.includes('____')) throw new Error(`${line.at}: no ____ blank`);
      return {
        level: line.level,
        question: `Select the idiom that best fits the blank.\n${sentence}`,
        options: placed(sentence!, idiom!, wrong, line.at),
        answer: idiom!,
        explanation: `"${capitalise(idiom!)}" (${meaning}) is what the sentence needs; none of the other idioms fits its meaning.`,
      };
    }
    if (kind === 'U ') {
      const [, sentence, meaning, ...wrong] = fields(line, 6);
      const idiom = idiomInCapitals(sentence!, line.at);
      return {
        level: line.level,
        question: `Select the most appropriate meaning of the idiom in capitals in the given sentence.\n${sentence}`,
        options: placed(sentence!, capitalise(meaning!), wrong.map(capitalise), line.at),
        answer: capitalise(meaning!),
        explanation: `"${capitalise(idiom.toLowerCase())}" means ${sentenceEnd(meaning!)}`,
      };
    }
    if (kind === 'S ') {
      const [, idiom, meaning, right, ...wrong] = fields(line, 7);
      return {
        level: line.level,
        question: `Select the sentence that conveys the meaning of the given idiom.\n${capitalise(idiom!)}`,
        options: placed(`${idiom}#sentence`, right!, wrong, line.at),
        answer: right!,
        explanation: `"${capitalise(idiom!)}" means ${meaning}; only "${right}" says that. The other sentences take the idiom's words literally or say something else.`,
      };
    }
    if (kind === 'R ') {
      // a sentence holding an idiom with one word wrong (coverage audit 5, item 14: "hit me below the hand")
      const [, sentence, right, w1, w2, w3, idiom] = fields(line, 7);
      const wrongly = idiomInCapitals(sentence!, line.at);
      const meaning = meanings.get(idiom!);
      if (meaning === undefined) throw new Error(`${line.at}: "${idiom}" has no M record`);
      if (wrongly.toLowerCase() === right!.toLowerCase())
        throw new Error(`${line.at}: the idiom in capitals is already the right one`);
      return {
        level: line.level,
        question: `${IDIOM_REWORD_QUESTION}\n${sentence}`,
        options: placed(`idiom-reword:${sentence}`, right!, [w1!, w2!, w3!], line.at),
        answer: right!,
        explanation: `"${wrongly.toLowerCase()}" is no idiom: the idiom is "${capitalise(idiom!)}", meaning ${meaning}. Correct: ${sentence!.replace(wrongly, right!)}`,
      };
    }
    throw new Error(`${line.at}: a record starts with M, B, U, S, I or R`);
  });
}

// ---------------------------------------------------------------------------------------------------
// The one word that completes an idiom (served in idoms_phrases; coverage audit 3, item 25):
// `sentence with ____ | right word | wrong | wrong | wrong | the whole idiom | its meaning`

export const IDIOM_WORD_QUESTION =
  'Select the most appropriate word to complete the idiom in the given sentence.';

export function idiomWords(): Row[] {
  return readTable('idiomWords.txt').map((line) => {
    const [sentence, right, w1, w2, w3, idiom, meaning] = fields(line, 7);
    if ((sentence!.match(/____/g) ?? []).length !== 1)
      throw new Error(`${line.at}: needs exactly one ____ blank`);
    const filled = sentence!.replace('____', right!);
    // the idiom, in any of its forms, is whole in the filled sentence with the right word in it
    if (!idiom!.split(' ').includes(right!) && !idiom!.includes(right!))
      throw new Error(`${line.at}: the idiom "${idiom}" does not hold the word "${right}"`);
    return {
      level: line.level,
      question: `${IDIOM_WORD_QUESTION}\n${sentence}`,
      options: placed(`idiom-word:${sentence}`, right!, [w1!, w2!, w3!], line.at),
      answer: right!,
      explanation: `The idiom is "${idiom}", meaning ${meaning}: ${filled} "${w1}", "${w2}" and "${w3}" make no idiom there.`,
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// The sentence that uses a given idiom correctly (served in idoms_phrases; coverage audit 4, item 18):
// `idiom | meaning | right sentence | wrong | why | wrong | why | wrong | why`; every sentence holds the
// idiom, the wrong ones take it literally or give it a meaning it does not have.

export const IDIOM_USE_QUESTION = 'Select the sentence that uses the given idiom correctly.';

export function idiomUses(): Row[] {
  return readTable('idiomUses.txt').map((line) => {
    const [idiom, meaning, right, w1, why1, w2, why2, w3, why3] = fields(line, 9);
    // the idiom's last word, as every sentence must hold it ("feet", "bullet"; "one's" changes)
    const tail = idiom!.split(' ').at(-1)!.toLowerCase();
    for (const s of [right!, w1!, w2!, w3!])
      if (!s.toLowerCase().includes(tail)) throw new Error(`${line.at}: "${s}" does not hold "${tail}"`);
    const wrong: [string, string][] = [
      [w1!, why1!],
      [w2!, why2!],
      [w3!, why3!],
    ];
    return {
      level: line.level,
      question: `${IDIOM_USE_QUESTION}\n${capitalise(idiom!)}`,
      options: placed(`idiom-use:${idiom}`, right!, [w1!, w2!, w3!], line.at),
      answer: right!,
      explanation: `"${capitalise(idiom!)}" means ${meaning}; only "${right}" uses it so. ${wrong
        .map(([w, why]) => `"${w}": ${sentenceEnd(why)}`)
        .join(' ')}`,
    };
  });
}
