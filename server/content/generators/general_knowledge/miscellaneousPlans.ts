/**
 * Two economy tables the coverage audits found missing (issue 19, audit 5's GA notes): what each
 * Five-Year Plan aimed at, and the RBI's measures of money supply (M1–M4). Aims are those the Planning
 * Commission's plan documents state and the NCERT textbooks teach; plans whose aims read alike (the
 * Sixth beside the Fifth, the Tenth beside the Ninth) are left out, so no wrong option is also right.
 */
import type { FactTable } from './facts';
import { MONEY_MEASURE_HI, PLAN_AIM_HI } from './miscellaneousPlansHindi';

export const planAim: FactTable = {
  name: 'plan aim',
  hi: PLAN_AIM_HI,
  columns: ['Plan', 'Main aim'],
  forward: (k) => `What was the main aim of the ${k}?`,
  backward: (v) => `Which Five-Year Plan had this main aim: ${v}?`,
  fact: (k, v) => `The main aim of the ${k} was: ${v}.`,
  rows: [
    [
      1,
      'First Five-Year Plan (1951–56)',
      'Development of agriculture',
      'It was based on the Harrod–Domar model.',
    ],
    [
      1,
      'Second Five-Year Plan (1956–61)',
      'Rapid industrialisation, with heavy industries',
      'It was based on the Mahalanobis model.',
    ],
    [2, 'Third Five-Year Plan (1961–66)', 'A self-reliant and self-generating economy'],
    [
      3,
      'Fourth Five-Year Plan (1969–74)',
      'Growth with stability and progressive self-reliance',
      'Three annual plans (1966–69, the "plan holiday") came before it.',
    ],
    [2, 'Fifth Five-Year Plan (1974–79)', 'Removal of poverty (Garibi Hatao)'],
    [3, 'Seventh Five-Year Plan (1985–90)', 'Food, work and productivity'],
    [2, 'Eighth Five-Year Plan (1992–97)', 'Human resource development, with the economic reforms of 1991'],
    [2, 'Ninth Five-Year Plan (1997–2002)', 'Growth with social justice and equality'],
    [2, 'Eleventh Five-Year Plan (2007–12)', 'Faster and more inclusive growth'],
    [
      3,
      'Twelfth Five-Year Plan (2012–17)',
      'Faster, more inclusive and sustainable growth',
      'It was the last Five-Year Plan; NITI Aayog replaced the Planning Commission in 2015.',
    ],
  ],
};

export const moneyMeasure: FactTable = {
  name: 'money measure',
  hi: MONEY_MEASURE_HI,
  columns: ['Measure', 'What it adds up'],
  forward: (k) => `In the RBI's measures of money supply, what is ${k}?`,
  backward: (v) => `Which measure of money supply is ${v}?`,
  fact: (k, v) => `${k} is ${v}.`,
  rows: [
    [
      2,
      'M1',
      'currency with the public + demand deposits with banks + other deposits with the RBI',
      'M1 is narrow money, the most liquid measure.',
    ],
    [3, 'M2', 'M1 + savings deposits with post office savings banks'],
    [2, 'M3', 'M1 + net time deposits with banks', 'M3 is broad money, the measure the RBI uses most.'],
    [
      3,
      'M4',
      'M3 + total deposits with post office savings organisations (excluding National Savings Certificates)',
      'M4 is the least liquid measure.',
    ],
  ],
};
