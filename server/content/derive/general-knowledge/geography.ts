/**
 * The geography data file's derived rows: India's fact tables (geography-india.ts), the world's
 * (geography-world.ts), monuments by state and transport corridors (geography-heritage.ts), and capitals and currencies from the countries-list package (countries.ts).
 * Some carry a Hindi twin (hindi-geography.ts).
 */
import { deriveCountries } from './countries';
import { HERITAGE_TABLES } from './geography-heritage';
import { INDIA_TABLES } from './geography-india';
import { WORLD_TABLES } from './geography-world';
import { withHindi } from './hindi';
import { GEOGRAPHY_HINDI } from './hindi-geography';
import { deriveTable, type Derivation } from './lib';

const tableSource = (file: string): string =>
  `Original questions written for ParikshaPath, generated from the fact tables in server/content/derive/general-knowledge/${file}.`;

export function deriveGeography(): Derivation[] {
  return withHindi(
    [
      ...INDIA_TABLES.flatMap((t) => deriveTable(t, tableSource('geography-india.ts'))),
      ...HERITAGE_TABLES.flatMap((t) => deriveTable(t, tableSource('geography-heritage.ts'))),
      ...WORLD_TABLES.flatMap((t) => deriveTable(t, tableSource('geography-world.ts'))),
      ...deriveCountries(),
    ],
    GEOGRAPHY_HINDI,
  );
}
