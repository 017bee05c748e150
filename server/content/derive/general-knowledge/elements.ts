/**
 * Element questions (symbols, the Latin names behind them, atomic numbers, groups) made from the
 * periodic-table package, for the elements a curation names (general-science.ts holds it).
 */
import { createRequire } from 'node:module';
import { pickWrong, rngFor, row, type Derivation, type Level } from './lib';

export interface Element {
  atomicNumber: number;
  symbol: string;
  name: string;
  groupBlock: string;
  standardState: string;
}

export function periodicTable(): Element[] {
  const require = createRequire(import.meta.url);
  return (require('periodic-table') as { all(): Element[] }).all();
}

/** Which elements are asked, and how; the lists are general-science.ts's. */
export interface ElementCuration {
  /** The names Indian textbooks use where the package spells them the American way. */
  displayNames: Readonly<Record<string, string>>;
  /** Symbols from Latin (or German) names. */
  oldNames: Readonly<Record<string, string>>;
  /** Symbol → level of the symbol question. */
  elements: Readonly<Record<string, Level>>;
  /** The elements whose atomic numbers are asked (level 3). */
  atomicNumberAsked: readonly string[];
  /** The package's groupBlock values that are asked, with the name used in options. */
  groupNames: Readonly<Record<string, string>>;
  /** Elements whose group is asked, with the level. */
  groupAsked: Readonly<Record<string, Level>>;
  /** The rows' source. */
  source: string;
}

export function deriveElements(c: ElementCuration): Derivation[] {
  const elementName = (e: Element): string => c.displayNames[e.name] ?? e.name;
  const table = periodicTable();
  const bySymbol = new Map(table.map((e) => [e.symbol, e]));
  const curated = Object.keys(c.elements).map((s) => {
    const e = bySymbol.get(s);
    if (!e) throw new Error(`periodic-table has no ${s}`);
    return e;
  });
  const out: Derivation[] = [];
  const src = c.source;
  const allSymbols = table.filter((e) => e.atomicNumber <= 94).map((e) => e.symbol);
  for (const e of curated) {
    const name = elementName(e);
    const old = c.oldNames[e.symbol];
    const because = old ? ` The symbol comes from its old name ${old}.` : '';
    // Symbol: wrong options are real symbols of other elements that look alike (same first letter).
    const q1 = `What is the chemical symbol of ${name.toLowerCase()}?`;
    const initials = [name.charAt(0).toUpperCase(), e.symbol.charAt(0)];
    const alike = allSymbols.filter((s) => initials.includes(s.charAt(0)) && s !== e.symbol);
    const wrong1 = pickWrong(
      rngFor(q1),
      curated.map((x) => x.symbol),
      [e.symbol],
      3,
      alike,
    );
    const explanation = `${name} has the symbol ${e.symbol} (atomic number ${e.atomicNumber}).${because}`;
    out.push({
      row: row(c.elements[e.symbol]!, q1, e.symbol, wrong1, explanation, src),
      table: 'symbol',
      truth: (o) => o === e.symbol,
    });
    // Reverse, for the symbols from Latin names only (the element tables stay a small share of the topic).
    if (old) {
      const q2 = `Which element has the chemical symbol ${e.symbol}?`;
      const wrong2 = pickWrong(
        rngFor(q2),
        curated.map(elementName),
        [name],
        3,
        curated.filter((x) => initials.includes(elementName(x).charAt(0))).map(elementName),
      );
      out.push({
        row: row(old ? 2 : 1, q2, name, wrong2, explanation, src),
        table: 'symbol-reverse',
        truth: (o) => o === name,
      });
    }
    if (old && e.symbol !== 'W') {
      const q3 = `The symbol ${e.symbol} of ${name.toLowerCase()} comes from which Latin name?`;
      const wrong3 = pickWrong(
        rngFor(q3),
        Object.values(c.oldNames).filter((x) => x !== 'Wolfram'),
        [old],
        3,
      );
      out.push({ row: row(3, q3, old, wrong3, explanation, src), table: 'latin', truth: (o) => o === old });
    }
  }
  for (const s of c.atomicNumberAsked) {
    const e = bySymbol.get(s)!;
    const name = elementName(e);
    const z = e.atomicNumber;
    const q1 = `What is the atomic number of ${name.toLowerCase()}?`;
    const near = [z - 2, z - 1, z + 1, z + 2, z + 3].filter((n) => n > 0);
    const wrong1 = pickWrong(rngFor(q1), near.map(String), [String(z)], 3);
    const explanation = `${name} (${e.symbol}) has atomic number ${z}: ${z} protons in its nucleus.`;
    out.push({
      row: row(3, q1, String(z), wrong1, explanation, src),
      table: 'atomic-number',
      truth: (o) => o === String(z),
    });
    // The reverse question only for the first ten elements, which papers ask by number.
    if (z > 10) continue;
    const q2 = `Which element has the atomic number ${z}?`;
    const neighbours = table
      .filter((x) => Math.abs(x.atomicNumber - z) <= 3 && x.atomicNumber !== z)
      .map(elementName);
    const wrong2 = pickWrong(rngFor(q2), neighbours, [name], 3);
    out.push({
      row: row(3, q2, name, wrong2, explanation, src),
      table: 'atomic-number-reverse',
      truth: (o) => o === name,
    });
  }
  // Groups: "To which group of elements does argon belong?" (every element has one groupBlock).
  for (const [s, level] of Object.entries(c.groupAsked)) {
    const e = bySymbol.get(s)!;
    const name = elementName(e);
    const group = c.groupNames[e.groupBlock];
    if (!group) throw new Error(`${s}: no group name for ${e.groupBlock}`);
    const q = `To which group of elements does ${name.toLowerCase()} belong?`;
    const wrong = pickWrong(rngFor(q), Object.values(c.groupNames), [group], 3);
    out.push({
      row: row(
        level,
        q,
        group,
        wrong,
        `${name} (${e.symbol}, atomic number ${e.atomicNumber}) is one of the ${group.toLowerCase()}.`,
        src,
      ),
      table: 'group',
      truth: (o) => o === group,
    });
  }
  return out;
}
