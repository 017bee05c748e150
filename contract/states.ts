/**
 * The 36 states and union territories of India, in alphabetical order. One list for the whole product:
 * the signup dropdown shows it, GET /api/states serves it, and the server validates against it.
 */
export const STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export type StateName = (typeof STATES)[number];

export function isStateName(value: string): value is StateName {
  return (STATES as readonly string[]).includes(value);
}

/**
 * The location of a job open across the country; every other job location is one of STATES. Such a job
 * is open to a candidate of every state: the jobs page's state filter and the job alerts count it so.
 */
export const ALL_INDIA = 'All India';
