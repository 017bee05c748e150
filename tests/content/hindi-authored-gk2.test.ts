/**
 * General knowledge translated into Hindi by hand (issue 15, item 2), second group: general science,
 * geography and computer fundamentals. These files mix hand-written rows (no `source`; their Hindi is
 * written in the data file, which derive.ts keeps) with derived rows (their Hindi is written beside the
 * fact tables and put on by the derivation, so `derive.ts --check` stays green). Each topic-level has
 * at least 25 rows with Hindi, and each Hindi twin is the same question (the checks are in
 * ./support/authored-hindi.ts).
 */
import { describe, expect, it } from 'vitest';
import { ABBREVIATIONS } from '../../server/content/derive/general-knowledge/computer-fundamental';
import {
  authoredHindiProblems,
  readGeneralKnowledgeTopic as readTopic,
  type LatinCodes,
  itTranslatesByHand,
} from './support/authored-hindi';

/** The topics of this group, in the order their Hindi was written. */
const TOPICS = ['general_science', 'geography', 'computer_fundamental'] as const;

/** Key names as keyboards and Hindi-medium papers print them: "Ctrl + C", "Windows key + D". */
const KEYS = ['Ctrl', 'Alt', 'Shift', 'Esc', 'Enter', 'Home', 'Delete', 'Tab', 'Windows key'];

/**
 * Latin with small letters that Hindi-medium papers print as it is: the pH symbol, protocol and
 * address parts, file extensions, HTML tags, key names and abbreviations such as VoIP anywhere; typed
 * commands, and the expansions offered for an abbreviation ("CPU का पूर्ण रूप क्या है?" offers
 * "Central Processing Unit"), as whole options.
 */
const CODES: LatinCodes = {
  anywhere: [
    'pH',
    'IPv4',
    'IPv6',
    'https',
    'https://www.example.com/index.html',
    'https://www.example.com/docs/index.html',
    'https://example.com',
    'www.example.com',
    'example.com/asha',
    'asha@example.com',
    'index.html',
    '.txt',
    '.jpg',
    '.exe',
    '.docx',
    '.xlsx',
    '.pptx',
    '.xml',
    '<link>',
    '<href>',
    'VoIP',
    ...KEYS,
  ],
  wholeOption: ['ls', 'dir', 'list', 'show', ...ABBREVIATIONS.flatMap(([, full, wrong]) => [full, ...wrong])],
};

describe('general knowledge translated by hand (general science, geography, computer fundamentals)', () => {
  itTranslatesByHand(TOPICS, CODES);

  // Issue 15: computer fundamentals is in Hindi throughout, its hand-written rows and every row derived
  // from its fact tables (abbreviations, shortcuts, devices …) and conversions.
  it('computer_fundamental: every row carries Hindi, hand-written and derived alike', () => {
    const english = readTopic('computer_fundamental')
      .questions.filter((q) => q.hi === undefined)
      .map((q) => q.question);
    expect(english).toEqual([]);
  });

  it('lets a code through only as a whole token', () => {
    const row = readTopic(TOPICS[0]).questions.find((q) => q.hi !== undefined);
    expect(row).toBeDefined();
    const q = row!;
    const hi = q.hi!;
    expect(authoredHindiProblems({ ...q, hi: { ...hi, question: `${hi.question} pH` } }, CODES)).toEqual([]);
    expect(
      authoredHindiProblems({ ...q, hi: { ...hi, question: `${hi.question} pHase` } }, CODES),
    ).not.toEqual([]);
    expect(
      authoredHindiProblems({ ...q, hi: { ...hi, question: `${hi.question} Which?` } }, CODES),
    ).not.toEqual([]);
  });
});
