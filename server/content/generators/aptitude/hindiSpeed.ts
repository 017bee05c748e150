/**
 * The Hindi (issue 15) of speed and distance: units as Hindi-medium papers print them (किमी/घंटा,
 * मी/से, किमी, सेकंड, घंटे, मिनट), clock times ("पूर्वाह्न 7:30"), the towns of names.ts TOWN_PAIRS,
 * and the vehicles with their grammatical gender (a verb agrees with it: "बस चलती है", "ट्रक चलता है").
 * The values are the English ones: only the words change.
 */
import { num, withUnit } from '../format';
import { inHindi } from '../hindi';

export const hiKmph = withUnit('किमी/घंटा');
export const hiMps = withUnit('मी/से');
export const hiKm = withUnit('किमी');
export const hiSeconds = withUnit('सेकंड');
export const hiMinutes = withUnit('मिनट');

/** "1 घंटा", "3 घंटे" standing alone (an option); in a sentence before में it is always घंटे. */
export const hiHours = (h: number): string => `${num(h)} ${Math.abs(h - 1) < 1e-9 ? 'घंटा' : 'घंटे'}`;
export const hiHoursIn = (h: number): string => `${num(h)} घंटे`;

/** format.ts `duration` in Hindi, for use before में: "2 घंटे 20 मिनट", "45 मिनट". */
export function hiDuration(hours: number): string {
  const total = Math.round(hours * 60);
  if (Math.abs(total - hours * 60) > 1e-6)
    throw new RangeError(`${hours} hours is not a whole number of minutes`);
  const [h, m] = [Math.floor(total / 60), total % 60];
  const parts = [h ? `${h} घंटे` : '', m ? `${m} मिनट` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : '0 मिनट';
}

/** format.ts `clockTime` as Hindi papers print it: "पूर्वाह्न 7:30", "अपराह्न 1:15". */
export function hiClockTime(hours: number): string {
  const total = Math.round((((hours % 24) + 24) % 24) * 60);
  const [h24, m] = [Math.floor(total / 60), total % 60];
  return `${h24 < 12 ? 'पूर्वाह्न' : 'अपराह्न'} ${h24 % 12 || 12}:${String(m).padStart(2, '0')}`;
}

const TOWNS: Readonly<Record<string, string>> = {
  Delhi: 'दिल्ली',
  Agra: 'आगरा',
  Jaipur: 'जयपुर',
  Ajmer: 'अजमेर',
  Lucknow: 'लखनऊ',
  Kanpur: 'कानपुर',
  Patna: 'पटना',
  Gaya: 'गया',
  Pune: 'पुणे',
  Mumbai: 'मुंबई',
  Nagpur: 'नागपुर',
  Wardha: 'वर्धा',
  Bhopal: 'भोपाल',
  Indore: 'इंदौर',
  Chennai: 'चेन्नई',
  Vellore: 'वेल्लोर',
  Madurai: 'मदुरै',
  Tiruchirappalli: 'तिरुचिरापल्ली',
  Kochi: 'कोच्चि',
  Thrissur: 'त्रिशूर',
  Guwahati: 'गुवाहाटी',
  Shillong: 'शिलांग',
  Kolkata: 'कोलकाता',
  Durgapur: 'दुर्गापुर',
  Ahmedabad: 'अहमदाबाद',
  Vadodara: 'वडोदरा',
  Bengaluru: 'बेंगलुरु',
  Mysuru: 'मैसूरु',
  Hyderabad: 'हैदराबाद',
  Warangal: 'वारंगल',
  Chandigarh: 'चंडीगढ़',
  Ambala: 'अंबाला',
  Dehradun: 'देहरादून',
  Haridwar: 'हरिद्वार',
  Bhubaneswar: 'भुवनेश्वर',
  Cuttack: 'कटक',
  Varanasi: 'वाराणसी',
  Prayagraj: 'प्रयागराज',
  Ranchi: 'राँची',
  Jamshedpur: 'जमशेदपुर',
};

export const hiTown = (english: string): string => inHindi(TOWNS, english);

/** A vehicle (keyed by the English "A bus") with whether its Hindi noun is feminine. */
const VEHICLES: Readonly<Record<string, { hi: string; female: boolean }>> = {
  'A cyclist': { hi: 'एक साइकिल सवार', female: false },
  'A scooter': { hi: 'एक स्कूटर', female: false },
  'A car': { hi: 'एक कार', female: true },
  'A bus': { hi: 'एक बस', female: true },
  'A motorcycle': { hi: 'एक मोटरसाइकिल', female: true },
  'A train': { hi: 'एक रेलगाड़ी', female: true },
  'An express train': { hi: 'एक एक्सप्रेस रेलगाड़ी', female: true },
  'A truck': { hi: 'एक ट्रक', female: false },
};

export function hiVehicle(english: string): { hi: string; female: boolean } {
  const vehicle = VEHICLES[english];
  if (!vehicle) throw new Error(`No Hindi for the vehicle ${JSON.stringify(english)}`);
  return vehicle;
}

/** What a train passes, in the oblique form before को. */
export const HI_POLES: Readonly<Record<string, string>> = {
  'a signal pole': 'एक सिग्नल खंभे',
  'a man standing on the platform': 'प्लेटफ़ॉर्म पर खड़े एक व्यक्ति',
  'a telegraph post': 'एक टेलीग्राफ़ खंभे',
  'a tree beside the track': 'पटरी के किनारे खड़े एक पेड़',
};

// Mistakes (Distractor.hi) that several kinds name, as Hindi infinitives.
export const HI_NO_MINUTES = 'मिनटों को छोड़ देना';
export const HI_MINUTES_AS_HOUR = 'मिनटों को पूरा एक घंटा गिनना';
export const HI_UPSTREAM = 'धारा के प्रतिकूल चाल बताना';
