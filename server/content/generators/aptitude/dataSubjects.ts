/** What data interpretation's tables (dataInterpretation.ts) and charts (dataCharts.ts) are about. */

/** What a series counts, for a table or a chart. */
export const SERIES = [
  { what: 'cars sold by a dealer', unit: 'cars' },
  { what: 'scooters made by a factory (in thousands)', unit: 'thousand scooters' },
  { what: 'students who passed a state board examination (in thousands)', unit: 'thousand students' },
  { what: 'tonnes of rice exported by a trading firm', unit: 'tonnes' },
  { what: 'books sold by a bookshop', unit: 'books' },
  { what: 'passengers carried by a ferry service (in thousands)', unit: 'thousand passengers' },
] as const;

/** Heads of a family's spending, for a table or a pie. */
export const HEADS = ['Food', 'Rent', 'Education', 'Transport', 'Medical', 'Savings', 'Clothing', 'Others'];
