/** Indian names, places and things the word problems are set among. */

export const MEN = [
  'Ravi',
  'Amit',
  'Suresh',
  'Rahul',
  'Vikram',
  'Arjun',
  'Sanjay',
  'Rohit',
  'Manoj',
  'Farhan',
  'Harpreet',
  'Joseph',
  'Karthik',
  'Anil',
  'Deepak',
  'Imran',
  'Gaurav',
  'Nikhil',
  'Prakash',
  'Tarun',
  'Vivek',
  'Ajay',
  'Mohan',
  'Rakesh',
  'Sunil',
  'Varun',
  'Yusuf',
  'Abhishek',
  'Naveen',
  'Pranav',
] as const;

export const WOMEN = [
  'Anita',
  'Priya',
  'Neha',
  'Kavita',
  'Pooja',
  'Meena',
  'Deepa',
  'Sunita',
  'Lakshmi',
  'Ayesha',
  'Simran',
  'Divya',
  'Rekha',
  'Shalini',
  'Nisha',
  'Geeta',
  'Swati',
  'Farida',
  'Jyoti',
  'Radha',
  'Sneha',
  'Tanvi',
  'Usha',
  'Asha',
  'Bhavna',
  'Kiran',
  'Mary',
  'Preeti',
  'Ritu',
  'Zoya',
] as const;

export const PEOPLE = [...MEN, ...WOMEN] as const;

/** Pairs of towns, for journeys. */
export const TOWN_PAIRS = [
  ['Delhi', 'Agra'],
  ['Jaipur', 'Ajmer'],
  ['Lucknow', 'Kanpur'],
  ['Patna', 'Gaya'],
  ['Pune', 'Mumbai'],
  ['Nagpur', 'Wardha'],
  ['Bhopal', 'Indore'],
  ['Chennai', 'Vellore'],
  ['Madurai', 'Tiruchirappalli'],
  ['Kochi', 'Thrissur'],
  ['Guwahati', 'Shillong'],
  ['Kolkata', 'Durgapur'],
  ['Ahmedabad', 'Vadodara'],
  ['Bengaluru', 'Mysuru'],
  ['Hyderabad', 'Warangal'],
  ['Chandigarh', 'Ambala'],
  ['Dehradun', 'Haridwar'],
  ['Bhubaneswar', 'Cuttack'],
  ['Varanasi', 'Prayagraj'],
  ['Ranchi', 'Jamshedpur'],
] as const;

export const TOWNS = [...new Set(TOWN_PAIRS.flat())];

/** Things a shopkeeper sells, with a rough price band so prices look real. */
export const ARTICLES: readonly { name: string; plural?: string; min: number; max: number }[] = [
  { name: 'shirt', min: 300, max: 1500 },
  { name: 'saree', min: 800, max: 5000 },
  { name: 'bicycle', min: 3000, max: 9000 },
  { name: 'mobile phone', min: 6000, max: 25000 },
  { name: 'wristwatch', min: 500, max: 4000 },
  { name: 'table fan', min: 1200, max: 3500 },
  { name: 'mixer grinder', min: 2000, max: 6000 },
  { name: 'pressure cooker', min: 800, max: 3000 },
  { name: 'school bag', min: 400, max: 1500 },
  { name: 'pair of shoes', plural: 'pairs of shoes', min: 600, max: 3000 },
  { name: 'ceiling fan', min: 1500, max: 4000 },
  { name: 'steel almirah', min: 6000, max: 15000 },
];

/** "shirts", "pairs of shoes" */
export const pluralOf = (article: { name: string; plural?: string }): string =>
  article.plural ?? `${article.name}s`;

export const GRAINS = ['rice', 'wheat', 'sugar', 'tea', 'pulses', 'coffee'] as const;

export const SUBJECTS = [
  'Mathematics',
  'Science',
  'English',
  'Hindi',
  'Social Science',
  'Reasoning',
] as const;

export interface Person {
  name: string;
  female: boolean;
  he: string;
  his: string;
  him: string;
}

export function person(name: string, female: boolean): Person {
  return female
    ? { name, female, he: 'she', his: 'her', him: 'her' }
    : { name, female, he: 'he', his: 'his', him: 'him' };
}

/** A random person; `avoid` keeps names in one question distinct. */
export function anyone(
  rng: { pick<T>(items: readonly T[]): T; chance(p: number): boolean },
  avoid: readonly string[] = [],
): Person {
  for (;;) {
    const female = rng.chance(0.5);
    const name = rng.pick(female ? WOMEN : MEN);
    if (!avoid.includes(name)) return person(name, female);
  }
}

/** Several distinct people. */
export function people(
  rng: { pick<T>(items: readonly T[]): T; chance(p: number): boolean },
  n: number,
): Person[] {
  const found: Person[] = [];
  while (found.length < n)
    found.push(
      anyone(
        rng,
        found.map((p) => p.name),
      ),
    );
  return found;
}
