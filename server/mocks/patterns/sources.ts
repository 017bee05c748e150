import type { Source } from '../../../contract/mocks';

/**
 * The notices every pattern's figures come from (issue 18 §1; docs/mocks.md has the table). The URL
 * is the body's own site, where the notice is published under its title.
 */
export const NOTICES = {
  sscCgl2024: {
    title:
      'SSC, Combined Graduate Level Examination 2024, notice of 24 June 2024 (scheme of examination, Tier-I)',
    url: 'https://ssc.gov.in',
  },
  sscChsl2024: {
    title:
      'SSC, Combined Higher Secondary (10+2) Level Examination 2024, notice of 8 April 2024 (scheme of examination, Tier-I)',
    url: 'https://ssc.gov.in',
  },
  sscGd2025: {
    title:
      'SSC, Constable (GD) in CAPFs, SSF, Rifleman (GD) in Assam Rifles and Sepoy in NCB Examination 2025, notice of 5 September 2024 (scheme of examination)',
    url: 'https://ssc.gov.in',
  },
  sscCpo2024: {
    title:
      'SSC, Sub-Inspector in Delhi Police and Central Armed Police Forces Examination 2024, notice of 4 March 2024 (Paper-I)',
    url: 'https://ssc.gov.in',
  },
  rrbNtpc2024: {
    title:
      'RRB, Centralised Employment Notices 05/2024 (graduate) and 06/2024 (undergraduate), NTPC: first-stage CBT',
    url: 'https://www.rrbcdg.gov.in',
  },
  rrbGroupD2025: {
    title: 'RRB, Centralised Employment Notice 08/2024, Level 1 posts: CBT',
    url: 'https://www.rrbcdg.gov.in',
  },
  rrbAlp2024: {
    title: 'RRB, Centralised Employment Notice 01/2024, Assistant Loco Pilot: first-stage CBT',
    url: 'https://www.rrbcdg.gov.in',
  },
  upscCse2024: {
    title:
      'UPSC, Civil Services Examination 2024, notice of 14 February 2024 (Appendix I: the preliminary examination, Paper II)',
    url: 'https://upsc.gov.in',
  },
} as const satisfies Record<string, Source>;
