/**
 * Capitals and currencies of a curated list of countries, derived from the countries-list package
 * (the answers are the package's; the choice of countries and the short currency names are ours).
 */
import { countries, type TCountryCode } from 'countries-list';
import { currencies } from 'countries-list/currencies';
import { pickWrong, rngFor, row, type Derivation, type Level } from './lib';

export const COUNTRIES_SOURCE =
  'Derived from countries-list 3.4.1 (MIT), curated in server/content/derive/general-knowledge/countries.ts.';

/**
 * The countries an Indian exam asks about, each with the level of its capital question (false: not
 * asked) and its currency question. Excluded capitals: Israel (Jerusalem's status is disputed), South
 * Africa (three capitals), Sri Lanka (the package gives Colombo; the official capital is Sri
 * Jayawardenepura Kotte), Kuwait and Mexico (the answer repeats the country's name; so does
 * Afghanistan's currency, the Afghani). Zimbabwe is left out
 * (many currencies in use). The rarest level-3 capitals and currencies are not asked, so that neither
 * table passes 15 % of the geography bank (papers ask far more than capitals; the test checks the share).
 */
// prettier-ignore
export const COUNTRIES: Readonly<Record<string, { capital: Level | false; currency: Level | false }>> = {
  AF: { capital: 2, currency: false }, BD: { capital: 1, currency: 2 }, BT: { capital: 1, currency: 2 }, CN: { capital: 1, currency: 1 },
  MM: { capital: 2, currency: 3 }, NP: { capital: 1, currency: 1 }, PK: { capital: 1, currency: 1 }, LK: { capital: false, currency: 1 },
  MV: { capital: 2, currency: 3 }, IR: { capital: 2, currency: 3 }, IQ: { capital: 2, currency: 3 }, SA: { capital: 2, currency: 2 },
  AE: { capital: 2, currency: 2 }, QA: { capital: 3, currency: 3 }, KW: { capital: false, currency: 3 }, OM: { capital: 3, currency: 3 },
  IL: { capital: false, currency: 3 }, TR: { capital: 2, currency: 2 }, JP: { capital: 1, currency: 1 }, KR: { capital: 2, currency: 2 },
  KP: { capital: 3, currency: false }, ID: { capital: 2, currency: 2 }, MY: { capital: 2, currency: 2 }, SG: { capital: false, currency: 2 },
  TH: { capital: 2, currency: 2 }, VN: { capital: 2, currency: 3 }, PH: { capital: 2, currency: 3 }, KH: { capital: 3, currency: false },
  LA: { capital: false, currency: false }, MN: { capital: 3, currency: false }, KZ: { capital: 3, currency: false }, UZ: { capital: false, currency: false },
  AU: { capital: 1, currency: 1 }, NZ: { capital: 2, currency: 2 }, FJ: { capital: false, currency: false },
  GB: { capital: 1, currency: 1 }, FR: { capital: 1, currency: 2 }, DE: { capital: 1, currency: 2 }, IT: { capital: 1, currency: 2 },
  ES: { capital: 2, currency: false }, PT: { capital: 2, currency: false }, NL: { capital: 3, currency: false }, BE: { capital: 3, currency: false },
  CH: { capital: 3, currency: 2 }, AT: { capital: 3, currency: false }, SE: { capital: 2, currency: 3 }, NO: { capital: 2, currency: 3 },
  DK: { capital: 3, currency: false }, FI: { capital: 3, currency: false }, PL: { capital: 2, currency: 3 }, GR: { capital: 2, currency: false },
  IE: { capital: 2, currency: false }, RU: { capital: 1, currency: 1 }, UA: { capital: 2, currency: false }, HU: { capital: 3, currency: false },
  CZ: { capital: false, currency: false }, US: { capital: 1, currency: 1 }, CA: { capital: 2, currency: false }, MX: { capital: false, currency: 2 },
  BR: { capital: 2, currency: 2 }, AR: { capital: 2, currency: false }, CL: { capital: 3, currency: false }, PE: { capital: 3, currency: false },
  CO: { capital: 3, currency: false }, VE: { capital: false, currency: false }, CU: { capital: 2, currency: false }, EG: { capital: 1, currency: 2 },
  NG: { capital: 2, currency: 3 }, KE: { capital: 2, currency: 3 }, ET: { capital: 3, currency: false }, GH: { capital: 3, currency: false },
  TZ: { capital: 3, currency: false }, UG: { capital: false, currency: false }, ZM: { capital: false, currency: false }, DZ: { capital: false, currency: false },
  MA: { capital: 3, currency: false }, SD: { capital: false, currency: false }, RW: { capital: false, currency: false }, MU: { capital: false, currency: false },
  MG: { capital: false, currency: false }, AO: { capital: false, currency: false }, BW: { capital: false, currency: false }, ZA: { capital: false, currency: 2 },
};

/**
 * The short name a currency is asked by (the package's name without the country's adjective: "Yen", not
 * "Japanese Yen", which would give the answer away). The test checks that each is how the package's
 * name ends. Codes a country lists but that are not its everyday money (USN, CHE, CHW, CLF) are ignored.
 */
// prettier-ignore
export const CURRENCY_SHORT: Readonly<Record<string, string>> = {
  AFN: 'Afghani', BDT: 'Taka', BTN: 'Ngultrum', INR: 'Rupee', CNY: 'Yuan', MMK: 'Kyat', NPR: 'Rupee', PKR: 'Rupee', LKR: 'Rupee',
  MVR: 'Rufiyaa', IRR: 'Rial', IQD: 'Dinar', SAR: 'Riyal', AED: 'Dirham', QAR: 'Riyal', KWD: 'Dinar', OMR: 'Rial', ILS: 'Shekel',
  TRY: 'Lira', JPY: 'Yen', KRW: 'Won', KPW: 'Won', IDR: 'Rupiah', MYR: 'Ringgit', SGD: 'Dollar', THB: 'Baht', VND: 'Dong',
  PHP: 'Peso', KHR: 'Riel', LAK: 'Kip', MNT: 'Tugrik', KZT: 'Tenge', UZS: 'Som', AUD: 'Dollar', NZD: 'Dollar', FJD: 'Dollar',
  GBP: 'Pound', EUR: 'Euro', CHF: 'Franc', SEK: 'Krona', NOK: 'Krone', DKK: 'Krone', PLN: 'Zloty', RUB: 'Ruble', UAH: 'Hryvnia',
  HUF: 'Forint', CZK: 'Koruna', USD: 'Dollar', CAD: 'Dollar', MXN: 'Peso', BRL: 'Real', ARS: 'Peso', CLP: 'Peso', PEN: 'Sol',
  COP: 'Peso', VES: 'Bolívar', CUP: 'Peso', EGP: 'Pound', ZAR: 'Rand', NGN: 'Naira', KES: 'Shilling', ETB: 'Birr', GHS: 'Cedi',
  TZS: 'Shilling', UGX: 'Shilling', ZMW: 'Kwacha', DZD: 'Dinar', MAD: 'Dirham', SDG: 'Pound', RWF: 'Franc', MUR: 'Rupee',
  MGA: 'Ariary', AOA: 'Kwanza', BWP: 'Pula',
};
export const IGNORED_CURRENCIES: readonly string[] = ['USN', 'CHE', 'CHW', 'CLF'];

const CONTINENT_NAMES: Readonly<Record<string, string>> = {
  AF: 'Africa',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  SA: 'South America',
  OC: 'Oceania',
};

/** Names that take "the" in a sentence. */
const WITH_THE: readonly string[] = ['US', 'GB', 'AE', 'NL', 'PH', 'MV'];

/** Currency names too alike to be told apart fairly (the same word spelt two ways). */
export const CURRENCY_FAMILIES: readonly (readonly string[])[] = [
  ['Rial', 'Riyal'],
  ['Krona', 'Krone'],
];
const family = (name: string): string[] => [...(CURRENCY_FAMILIES.find((f) => f.includes(name)) ?? [name])];

interface Country {
  code: string;
  name: string;
  capital: string;
  continent: string;
  currencyCodes: string[];
  inSentence: string;
}

export function curatedCountries(): Country[] {
  return Object.keys(COUNTRIES).map((code) => {
    const c = countries[code as TCountryCode];
    const currencyCodes = c.currency.filter((x) => !IGNORED_CURRENCIES.includes(x));
    for (const x of currencyCodes)
      if (!(x in CURRENCY_SHORT)) throw new Error(`${code}: no short name for ${x}`);
    // Russia is listed in Asia by the package; for choosing similar wrong options Europe fits better.
    const continent = code === 'RU' ? 'EU' : c.continent;
    return {
      code,
      name: c.name,
      capital: c.capital,
      continent,
      currencyCodes,
      inSentence: WITH_THE.includes(code) ? `the ${c.name}` : c.name,
    };
  });
}

export const shortCurrencies = (c: Country): string[] => [
  ...new Set(c.currencyCodes.map((x) => CURRENCY_SHORT[x]!)),
];

export function deriveCountries(): Derivation[] {
  const list = curatedCountries();
  const out: Derivation[] = [];
  const capitalPool = list.filter((c) => COUNTRIES[c.code]!.capital !== false);
  for (const c of list) {
    const level = COUNTRIES[c.code]!.capital;
    if (level === false) continue;
    const where = CONTINENT_NAMES[c.continent] ?? c.continent;
    const explanation = `${c.capital} is the capital of ${c.inSentence} (${where}).`;
    const sameContinent = capitalPool.filter((o) => o.continent === c.continent && o.code !== c.code);
    const q1 = `What is the capital of ${c.inSentence}?`;
    const wrong1 = pickWrong(
      rngFor(q1),
      capitalPool.map((o) => o.capital),
      [c.capital],
      3,
      sameContinent.map((o) => o.capital),
    );
    out.push({
      row: row(level, q1, c.capital, wrong1, explanation, COUNTRIES_SOURCE),
      table: 'capital',
      truth: (o) => o === c.capital,
    });
    // The reverse question one level up, for the best-known capitals only (the table's share stays small).
    if (level === 1) {
      const q2 = `${c.capital} is the capital of which country?`;
      const wrong2 = pickWrong(
        rngFor(q2),
        capitalPool.map((o) => o.name),
        [c.name],
        3,
        sameContinent.map((o) => o.name),
      );
      out.push({
        row: row((level + 1) as Level, q2, c.name, wrong2, explanation, COUNTRIES_SOURCE),
        table: 'capital-reverse',
        truth: (o) => o === c.name,
      });
    }
  }
  const currencyPool = list.filter((c) => COUNTRIES[c.code]!.currency !== false);
  for (const c of currencyPool) {
    const level = COUNTRIES[c.code]!.currency as Level;
    const own = shortCurrencies(c);
    const main = CURRENCY_SHORT[c.currencyCodes[0]!]!;
    const full = currencies[c.currencyCodes[0]! as keyof typeof currencies].name;
    const others = c.currencyCodes.slice(1).map((x) => currencies[x as keyof typeof currencies].name);
    const explanation = `The currency of ${c.inSentence} is the ${main} (${full}).${others.length ? ` The ${others.join(', ')} is also used there.` : ''}`;
    const q = `Which is the currency of ${c.inSentence}?`;
    const sameContinent = currencyPool.filter((o) => o.continent === c.continent).flatMap(shortCurrencies);
    const wrong = pickWrong(
      rngFor(q),
      [...new Set(Object.values(CURRENCY_SHORT))],
      own.flatMap(family),
      3,
      sameContinent,
    );
    out.push({
      row: row(level, q, main, wrong, explanation, COUNTRIES_SOURCE),
      table: 'currency',
      truth: (o) => own.includes(o),
    });
  }
  return out;
}
