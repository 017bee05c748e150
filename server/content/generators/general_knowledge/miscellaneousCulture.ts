/**
 * Miscellaneous fact tables about art and culture and India's honours: musicians and their
 * instruments, exponents of the classical dances, and the order of the civilian and gallantry awards.
 * Every musician and dancer here is known for one instrument or one dance form only (artists famous
 * in two forms, such as Sonal Mansingh or Yamini Krishnamurthy, are left out, so a wrong option can
 * never also be right).
 */
import type { FactTable } from './facts';
import { DANCE_EXPONENT_HI, HONOUR_HI, MUSICIAN_HI } from './miscellaneousBooksCultureHindi';

export const musician: FactTable = {
  name: 'musician',
  hi: MUSICIAN_HI,
  columns: ['Musician', 'Instrument'],
  forward: (k) => `${k} is famous for playing which musical instrument?`,
  backward: (v) => `Which of these musicians is famous for playing the ${v.toLowerCase()}?`,
  fact: (k, v) => `${k} is famous for playing the ${v.toLowerCase()}.`,
  rows: [
    [1, 'Ravi Shankar', 'Sitar', 'He was awarded the Bharat Ratna in 1999.'],
    [1, 'Zakir Hussain', 'Tabla'],
    [1, 'Bismillah Khan', 'Shehnai', 'He was awarded the Bharat Ratna in 2001.'],
    [1, 'Hariprasad Chaurasia', 'Flute'],
    [1, 'Shivkumar Sharma', 'Santoor'],
    [1, 'Amjad Ali Khan', 'Sarod'],
    [2, 'Vilayat Khan', 'Sitar'],
    [2, 'Alla Rakha', 'Tabla'],
    [2, 'Ali Akbar Khan', 'Sarod'],
    [2, 'Ram Narayan', 'Sarangi'],
    [2, 'L. Subramaniam', 'Violin'],
    [2, 'U. Srinivas', 'Mandolin'],
    [2, 'Pannalal Ghosh', 'Flute'],
    [2, 'Rahul Sharma', 'Santoor'],
    [3, 'Kadri Gopalnath', 'Saxophone'],
    [3, 'Lalgudi Jayaraman', 'Violin'],
    [3, 'Palghat Mani Iyer', 'Mridangam'],
    [3, 'Umayalpuram K. Sivaraman', 'Mridangam'],
    [3, 'Asad Ali Khan', 'Rudra veena'],
    [3, 'Vishwa Mohan Bhatt', 'Mohan veena'],
    [3, 'Sultan Khan', 'Sarangi'],
    [3, 'Bhajan Sopori', 'Santoor'],
    [3, 'T. H. Vinayakram', 'Ghatam'],
    [3, 'Shahid Parvez', 'Sitar'],
  ],
};

export const danceExponent: FactTable = {
  name: 'dance exponent',
  hi: DANCE_EXPONENT_HI,
  columns: ['Exponent', 'Dance form'],
  forward: (k) => `${k} is known as an exponent of which dance form?`,
  backward: (v) => `Which of these is known as an exponent of ${v}?`,
  fact: (k, v) => `${k} is known as an exponent of ${v}.`,
  rows: [
    [1, 'Birju Maharaj', 'Kathak', 'He belonged to the Lucknow gharana of Kathak.'],
    [1, 'Kelucharan Mohapatra', 'Odissi'],
    [1, 'Rukmini Devi Arundale', 'Bharatanatyam', 'She founded the Kalakshetra academy in Chennai in 1936.'],
    [2, 'Sitara Devi', 'Kathak'],
    [2, 'Shovana Narayan', 'Kathak'],
    [2, 'Raja Reddy', 'Kuchipudi'],
    [2, 'Vempati Chinna Satyam', 'Kuchipudi'],
    [2, 'Guru Bipin Singh', 'Manipuri'],
    [2, 'Kalamandalam Kalyanikutty Amma', 'Mohiniyattam'],
    [2, 'Padma Subrahmanyam', 'Bharatanatyam'],
    [2, 'Sanjukta Panigrahi', 'Odissi'],
    [3, 'Guru Kunchu Kurup', 'Kathakali'],
    [3, 'Kalamandalam Gopi', 'Kathakali'],
    [3, 'Jatin Goswami', 'Sattriya'],
    [3, 'Bharati Shivaji', 'Mohiniyattam'],
    [3, 'Kumudini Lakhia', 'Kathak'],
    [3, 'Protima Bedi', 'Odissi'],
    [3, 'T. Balasaraswati', 'Bharatanatyam'],
    [3, 'Guru Amubi Singh', 'Manipuri'],
  ],
};

export const honour: FactTable = {
  name: 'honour',
  hi: HONOUR_HI,
  columns: ['Honour', 'Its place'],
  forward: (k) => `Which of these describes the ${k}?`,
  backward: (v) => `Which is ${v}?`,
  fact: (k, v) => `The ${k} is ${v}.`,
  rows: [
    [1, 'Bharat Ratna', "India's highest civilian award"],
    [1, 'Padma Vibhushan', "India's second-highest civilian award"],
    [2, 'Padma Bhushan', "India's third-highest civilian award"],
    [2, 'Padma Shri', "India's fourth-highest civilian award"],
    [1, 'Param Vir Chakra', "India's highest wartime gallantry award"],
    [2, 'Maha Vir Chakra', "India's second-highest wartime gallantry award"],
    [3, 'Vir Chakra', "India's third-highest wartime gallantry award"],
    [2, 'Ashoka Chakra', "India's highest peacetime gallantry award"],
    [3, 'Kirti Chakra', "India's second-highest peacetime gallantry award"],
    [3, 'Shaurya Chakra', "India's third-highest peacetime gallantry award"],
    [2, 'Dronacharya Award', "India's highest award for sports coaches"],
  ],
};
