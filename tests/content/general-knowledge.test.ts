/**
 * The general-knowledge data files (geography, general_science, computer_fundamental): each file is
 * exactly what server/content/derive/general-knowledge/derive.ts makes from its tables and packages (so it cannot
 * drift), every derived question has exactly one true option, and the package-derived questions are
 * re-checked against the packages' raw JSON, read here by other means than the derivation.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateQuestionBank } from '../../server/content/load';
import { CURRENCY_SHORT, COUNTRIES_SOURCE } from '../../server/content/derive/general-knowledge/countries';
import {
  DISPLAY_NAMES,
  ELEMENTS_SOURCE,
} from '../../server/content/derive/general-knowledge/general-science';
import { NUMBER_SOURCE } from '../../server/content/derive/general-knowledge/computer-fundamental';
import {
  buildTopicFile,
  dataFile,
  DERIVED_TOPICS,
  readTopicFile,
  type TopicFile,
} from '../../server/content/derive/general-knowledge/derive';
import { bankFileText } from '../../server/content/load';

const TOPICS = Object.keys(DERIVED_TOPICS);
const raw = (path: string): unknown =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../node_modules/${path}`, import.meta.url)), 'utf8'));
const file = (topic: string): TopicFile => JSON.parse(readFileSync(dataFile(topic), 'utf8')) as TopicFile;
const rowsFrom = (topic: string, source: string) =>
  file(topic).questions.filter((q) => 'source' in q && q.source === source);
const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

describe.each(TOPICS)('general_knowledge/%s', (topic) => {
  it('is identical to a fresh derivation (hand-written rows kept, derived rows re-made)', () => {
    const text = readFileSync(dataFile(topic), 'utf8');
    expect(bankFileText(buildTopicFile(topic, readTopicFile(topic)))).toBe(text);
  });

  it('passes the loader checks and has at least 50 distinct questions a level, hand-written ones included', () => {
    const bank = validateQuestionBank(file(topic), topic, {
      expected: { category: 'general_knowledge', topic },
    });
    for (const level of [1, 2, 3]) {
      const texts = new Set(bank.questions.filter((q) => q.level === level).map((q) => norm(q.question)));
      expect(texts.size, `level ${level}`).toBeGreaterThanOrEqual(50);
    }
    const hand = file(topic).questions.filter((q) => !('source' in q));
    for (const level of [1, 2, 3])
      expect(
        hand.filter((q) => q.level === level).length,
        `hand-written, level ${level}`,
      ).toBeGreaterThanOrEqual(15);
  });

  it('has exactly one option of each derived question true by its table', () => {
    const bad: string[] = [];
    for (const d of DERIVED_TOPICS[topic]!()) {
      const trueOptions = d.row.options.filter(d.truth);
      if (trueOptions.length !== 1 || !d.truth(d.row.answer))
        bad.push(`${d.table}: ${d.row.question} → ${trueOptions.join(', ')}`);
    }
    expect(bad).toEqual([]);
  });

  it('varies the position of the answer', () => {
    const positions = new Set(file(topic).questions.map((q) => q.options.indexOf(q.answer)));
    expect([...positions].sort()).toEqual([0, 1, 2, 3]);
  });
});

// ------------------------------------------------------------------------------------ weighing

/**
 * The papers ask a capital, a currency or an element's symbol now and then, not in every third
 * question: no one fact table (a question and its reverse counted together, the element symbol
 * questions with their Latin names) may pass 15 % of its topic's file.
 */
const FAMILY: Readonly<Record<string, string>> = {
  'capital-reverse': 'capital',
  'symbol-reverse': 'symbol',
  latin: 'symbol',
  'atomic-number-reverse': 'atomic-number',
};
const MAX_SHARE = 0.15;

describe.each(['geography', 'general_science'])(
  'general_knowledge/%s is weighed like the papers',
  (topic) => {
    it(`has no fact table above ${MAX_SHARE * 100} % of the topic`, () => {
      // counted from the data file's rows (what is served), each matched to its table by its question
      const tableOf = new Map(DERIVED_TOPICS[topic]!().map((d) => [norm(d.row.question), d.table]));
      const rows = file(topic).questions;
      const counts = new Map<string, number>();
      for (const q of rows) {
        const table = tableOf.get(norm(q.question));
        if (!table) continue; // hand-written
        const family = FAMILY[table] ?? table;
        counts.set(family, (counts.get(family) ?? 0) + 1);
      }
      const heavy = [...counts].filter(([, n]) => n > MAX_SHARE * rows.length).map(([t, n]) => `${t}: ${n}`);
      expect(heavy, `of ${rows.length} questions`).toEqual([]);
      // the tables the papers ask from beside the easy ones are there
      expect(counts.size).toBeGreaterThanOrEqual(12);
    });
  },
);

// ------------------------------------------------------------------------------------ countries-list

interface RawCountry {
  name: string;
  capital: string;
  currency: string[];
}
const COUNTRIES = raw('countries-list/countries.min.json') as Record<string, RawCountry>;
const CURRENCIES = raw('countries-list/currencies.min.json') as Record<string, { name: string }>;

/** Edit distance, to catch near-identical currency names (Rial/Riyal). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1)
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
  return d[a.length]![b.length]!;
}

describe('geography questions derived from countries-list', () => {
  const rows = rowsFrom('geography', COUNTRIES_SOURCE);
  const byName = (name: string) => Object.values(COUNTRIES).filter((c) => c.name === name);
  const lastWord = (name: string) => name.split(' ').at(-1)!.toLowerCase();

  it('has capital and currency questions at every level', () => {
    for (const level of [1, 2, 3])
      expect(rows.filter((r) => r.level === level).length).toBeGreaterThanOrEqual(10);
  });

  it('answers every question as the package does, with no wrong option also right', () => {
    const bad: string[] = [];
    for (const r of rows) {
      const wrong = r.options.filter((o) => o !== r.answer);
      let m: RegExpMatchArray | null;
      if ((m = r.question.match(/^What is the capital of (?:the )?(.+)\?$/))) {
        const [country] = byName(m[1]!);
        if (!country || country.capital !== r.answer || /,/.test(country.capital)) bad.push(r.question);
        // every wrong option is another country's capital, never this one's
        if (
          wrong.some((o) => o === country?.capital || !Object.values(COUNTRIES).some((c) => c.capital === o))
        )
          bad.push(`${r.question} (options)`);
      } else if ((m = r.question.match(/^(.+) is the capital of which country\?$/))) {
        const right = r.options.filter((o) => byName(o).some((c) => c.capital === m![1]));
        if (right.length !== 1 || right[0] !== r.answer) bad.push(r.question);
      } else if ((m = r.question.match(/^Which is the currency of (?:the )?(.+)\?$/))) {
        const [country] = byName(m[1]!);
        const names = (country?.currency ?? []).map((code) => CURRENCIES[code]!.name);
        const words = names.flatMap((n) =>
          n
            .toLowerCase()
            .split(/[\s()]+/)
            .filter(Boolean),
        );
        if (!names.some((n) => lastWord(n) === r.answer.toLowerCase())) bad.push(r.question);
        for (const o of wrong) {
          if (words.some((w) => distance(w, o.toLowerCase()) < 2))
            bad.push(`${r.question}: ${o} is (nearly) its own currency`);
          if (!Object.values(CURRENCIES).some((c) => lastWord(c.name) === o.toLowerCase()))
            bad.push(`${r.question}: ${o} is not a currency`);
        }
      } else bad.push(`unchecked: ${r.question}`);
    }
    expect(bad).toEqual([]);
  });

  it('asks no capital the package gets wrong or that is disputed (Sri Lanka, South Africa, Israel)', () => {
    const asked = rows
      .filter((r) => /capital/.test(r.question))
      .map((r) => `${r.question} ${r.options.join(' ')}`);
    expect(asked.filter((t) => /Sri Lanka|South Africa|Israel|Colombo|Pretoria|Jerusalem/.test(t))).toEqual(
      [],
    );
  });

  it("names each currency by the end of the package's own name", () => {
    const mismatched = Object.entries(CURRENCY_SHORT).filter(
      ([code, short]) => !CURRENCIES[code]?.name.toLowerCase().endsWith(short.toLowerCase()),
    );
    expect(mismatched).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------ periodic-table

interface RawElement {
  atomicNumber: number;
  symbol: string;
  name: string;
  groupBlock: string;
}

describe('general science questions derived from periodic-table', () => {
  const rows = rowsFrom('general_science', ELEMENTS_SOURCE);
  const elements = raw('periodic-table/data.json') as RawElement[];
  // Written out here again (not imported): the British spellings and the old names behind the symbols.
  const british: Record<string, string> = { aluminium: 'Aluminum', sulphur: 'Sulfur', caesium: 'Cesium' };
  const latin: Record<string, string> = {
    Na: 'Natrium',
    K: 'Kalium',
    Fe: 'Ferrum',
    Cu: 'Cuprum',
    Ag: 'Argentum',
    Au: 'Aurum',
    Pb: 'Plumbum',
    Sn: 'Stannum',
    Hg: 'Hydrargyrum',
    Sb: 'Stibium',
  };
  const groups: Record<string, string> = {
    'Noble gases': 'noble gas',
    Halogens: 'halogen',
    'Alkali metals': 'alkali metal',
    'Alkaline earth metals': 'alkaline earth metal',
    Metalloids: 'metalloid',
    'Transition metals': 'transition metal',
  };
  const named = (name: string) =>
    elements.find((e) => e.name.toLowerCase() === (british[name.toLowerCase()] ?? name).toLowerCase());

  it('uses display names that exist in the package', () => {
    expect(Object.keys(DISPLAY_NAMES).filter((n) => !elements.some((e) => e.name === n))).toEqual([]);
  });

  it('includes the Latin-derived symbols', () => {
    const asked = rows
      .map((r) => r.question.match(/^What is the chemical symbol of (.+)\?$/)?.[1])
      .filter(Boolean)
      .map((n) => named(n!)?.symbol);
    expect(
      ['Na', 'K', 'Fe', 'Cu', 'Ag', 'Au', 'Pb', 'Sn', 'Hg', 'W'].filter((s) => !asked.includes(s)),
    ).toEqual([]);
  });

  it('answers every question as the package does, with no wrong option also right', () => {
    const bad: string[] = [];
    const one = (r: { question: string; answer: string; options: string[] }, ok: (o: string) => boolean) => {
      const right = r.options.filter(ok);
      if (right.length !== 1 || right[0] !== r.answer) bad.push(`${r.question} → ${right.join(', ')}`);
    };
    for (const r of rows) {
      let m: RegExpMatchArray | null;
      if ((m = r.question.match(/^What is the chemical symbol of (.+)\?$/))) {
        const e = named(m[1]!);
        one(r, (o) => o === e?.symbol);
        if (r.options.some((o) => !elements.some((x) => x.symbol === o)))
          bad.push(`${r.question}: an option is not a symbol`);
      } else if ((m = r.question.match(/^Which element has the chemical symbol (\w+)\?$/))) {
        one(r, (o) => named(o)?.symbol === m![1]);
      } else if ((m = r.question.match(/^The symbol (\w+) of (.+) comes from which Latin name\?$/))) {
        if (named(m[2]!)?.symbol !== m[1]) bad.push(r.question);
        one(r, (o) => latin[m![1]!] === o);
      } else if ((m = r.question.match(/^What is the atomic number of (.+)\?$/))) {
        one(r, (o) => Number(o) === named(m![1]!)?.atomicNumber);
      } else if ((m = r.question.match(/^Which element has the atomic number (\d+)\?$/))) {
        one(r, (o) => named(o)?.atomicNumber === Number(m![1]));
      } else if ((m = r.question.match(/^To which group of elements does (.+) belong\?$/))) {
        one(r, (o) => groups[o] === named(m![1]!)?.groupBlock);
      } else bad.push(`unchecked: ${r.question}`);
    }
    expect(bad).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------ number systems

describe('computer fundamentals: number-system conversions', () => {
  const rows = rowsFrom('computer_fundamental', NUMBER_SOURCE);
  const BASES: Record<string, number> = { '₂': 2, '₈': 8, '₁₀': 10, '₁₆': 16 };
  const TARGETS: Record<string, number> = { binary: 2, octal: 8, decimal: 10, hexadecimal: 16 };
  const DIGITS = '0123456789ABCDEF';
  const value = (text: string, base: number): number => {
    let n = 0;
    for (const ch of text) {
      const d = DIGITS.indexOf(ch);
      if (d < 0 || d >= base) return NaN;
      n = n * base + d;
    }
    return n;
  };
  const write = (n: number, base: number): string => {
    let s = '';
    for (let q = n; q > 0; q = Math.floor(q / base)) s = DIGITS[q % base] + s;
    return s || '0';
  };

  it('has conversions at every level', () => {
    for (const level of [1, 2, 3])
      expect(rows.filter((r) => r.level === level).length).toBeGreaterThanOrEqual(10);
  });

  it('recomputes every conversion, with no wrong option of the same value', () => {
    const bad: string[] = [];
    for (const r of rows) {
      const m = r.question.match(/^Convert \(([0-9A-F]+)\)([₀-₉]+) into (\w+)\.$/);
      if (!m) {
        bad.push(`unchecked: ${r.question}`);
        continue;
      }
      const n = value(m[1]!, BASES[m[2]!]!);
      const to = TARGETS[m[3]!]!;
      if (r.answer !== write(n, to)) bad.push(`${r.question}: ${r.answer}, expected ${write(n, to)}`);
      for (const o of r.options.filter((o) => o !== r.answer))
        if (value(o, to) === n || Number.isNaN(value(o, to))) bad.push(`${r.question}: option ${o}`);
    }
    expect(bad).toEqual([]);
  });
});
