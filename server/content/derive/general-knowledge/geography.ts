/**
 * The geography data file's derived rows: India's fact tables (geography-india.ts), the world's
 * (geography-world.ts), and capitals and currencies from the countries-list package (countries.ts).
 */
import { deriveCountries } from './countries';
import { INDIA_TABLES } from './geography-india';
import { WORLD_TABLES } from './geography-world';
import { deriveTable, type Derivation } from './lib';

const tableSource = (file: string): string =>
  `Original questions written for ParikshaPath, generated from the fact tables in server/content/derive/general-knowledge/${file}.`;

export function deriveGeography(): Derivation[] {
  return [
    ...INDIA_TABLES.flatMap((t) => deriveTable(t, tableSource('geography-india.ts'))),
    ...WORLD_TABLES.flatMap((t) => deriveTable(t, tableSource('geography-world.ts'))),
    ...deriveCountries(),
  ];
}
