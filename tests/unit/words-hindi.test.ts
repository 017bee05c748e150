import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SIGNUP_MESSAGES } from '../../contract/accounts';
import { HTTP_MESSAGES } from '../../contract/errors';
import { QUIZ_MESSAGES } from '../../contract/quiz';
import { levelLabel } from '../../contract/levels';
import { formatTimeTaken } from '../../contract/time-taken';
import { percentileText } from '../../contract/progress';
import { CATEGORIES } from '../../contract/topics';
import { PATTERNS } from '../../server/mocks/patterns';
import type { Catalogue } from '../../src/words/catalogue';
import hindiServer, { hindiGroups } from '../../src/words/hi/server-messages';

/**
 * Hindi for every word (issue 15). The type check refuses a Hindi file missing a key; this proves the
 * same at run time, on the modules the browser loads: every catalogue of src/words has a Hindi loader,
 * and what it loads has exactly the English keys, the same shape (a sentence built from numbers stays a
 * function of them), and Hindi in it.
 */
const WORDS = join(import.meta.dirname, '../../src/words');
const NOT_CATALOGUES = new Set(['catalogue.ts', 'language.ts', 'numbers.ts']);

async function catalogues(): Promise<Array<[string, Catalogue<unknown>]>> {
  const files = readdirSync(WORDS).filter((file) => file.endsWith('.ts') && !NOT_CATALOGUES.has(file));
  const found: Array<[string, Catalogue<unknown>]> = [];
  for (const file of files) {
    const module = (await import(join(WORDS, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'object' && value !== null && 'en' in value && 'translations' in value) {
        found.push([`${file}: ${name}`, value as Catalogue<unknown>]);
      }
    }
  }
  return found;
}

/**
 * A content file's links, icons and pictures (src/content/home.json beside its Hindi): the same in
 * every language, and not words.
 */
const SAME_IN_EVERY_LANGUAGE = new Set(['to', 'icon', 'src', 'width', 'height']);

/** Every difference of shape between the English and the Hindi, as 'path: what'. */
function differences(english: unknown, hindi: unknown, path: string): string[] {
  if (SAME_IN_EVERY_LANGUAGE.has(path.slice(path.lastIndexOf('.') + 1)))
    return english === hindi ? [] : [`${path}: not the same as in English`];
  if (typeof english === 'string') return typeof hindi === 'string' ? [] : [`${path}: not a string`];
  if (typeof english === 'function') {
    if (typeof hindi !== 'function') return [`${path}: not a function`];
    return hindi.length === english.length ? [] : [`${path}: takes ${hindi.length} arguments`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(hindi) || hindi.length !== english.length)
      return [`${path}: not ${english.length} items`];
    return english.flatMap((item, index) => differences(item, hindi[index], `${path}[${index}]`));
  }
  if (typeof hindi !== 'object' || hindi === null) return [`${path}: not a group`];
  const en = english as Record<string, unknown>;
  const hi = hindi as Record<string, unknown>;
  const missing = Object.keys(en)
    .filter((key) => !(key in hi))
    .map((key) => `${path}.${key}: missing`);
  const extra = Object.keys(hi)
    .filter((key) => !(key in en))
    .map((key) => `${path}.${key}: not in English`);
  const inner = Object.keys(en)
    .filter((key) => key in hi)
    .flatMap((key) => differences(en[key], hi[key], `${path}.${key}`));
  return [...missing, ...extra, ...inner];
}

/** Every plain string of a catalogue, to look for Hindi in them. */
function strings(words: unknown): string[] {
  if (typeof words === 'string') return [words];
  if (typeof words === 'object' && words !== null)
    return Object.entries(words)
      .filter(([key]) => !SAME_IN_EVERY_LANGUAGE.has(key))
      .flatMap(([, value]) => strings(value));
  return [];
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe('Hindi words (issue 15)', () => {
  it('every catalogue has Hindi with exactly its English keys and shapes', async () => {
    const all = await catalogues();
    expect(all.length).toBeGreaterThanOrEqual(30);
    const problems: string[] = [];
    for (const [name, catalogue] of all) {
      const load = (catalogue.translations as Record<string, () => Promise<{ default: unknown }>>).hi;
      if (!load) {
        problems.push(`${name}: no Hindi loader`);
        continue;
      }
      problems.push(...differences(catalogue.en, (await load()).default, name));
    }
    expect(problems).toEqual([]);
  });

  it('the Hindi is Hindi: its sentences are written in Devanagari', async () => {
    const english: string[] = [];
    for (const [name, catalogue] of await catalogues()) {
      const load = (catalogue.translations as Record<string, () => Promise<{ default: unknown }>>).hi!;
      const hindi = strings((await load()).default);
      // Marks (✓, ✅), the brand and the e-mail example are the same in both languages.
      english.push(
        ...hindi
          .filter((text) => /[a-z]{3}/i.test(text) && !DEVANAGARI.test(text) && !text.includes('@'))
          .map((text) => `${name}: ${text}`),
      );
    }
    expect(english).toEqual([]);
  });

  it('numbers stay in international digits', async () => {
    const { default: quiz } = await import('../../src/words/hi/quiz');
    expect(quiz.header.timeLeft(24, 59)).toBe('बचा समय: 24 मिनट 59 सेकंड');
    const { default: quizEnd } = await import('../../src/words/hi/quiz-end');
    expect(quizEnd.incompleteMessage(2)).toBe('आपने 2 प्रश्न हल नहीं किए हैं।');
    expect(quizEnd.result.score(7, 10)).toBe('आपके अंक: 7 / 10');
  });
});

describe('server messages in Hindi (issue 15)', () => {
  const { say } = hindiServer;

  it('every plain message of the contract has its Hindi, key by key', () => {
    const groups: Array<[string, object, object]> = [
      ['SIGNUP_MESSAGES', SIGNUP_MESSAGES, hindiGroups.signup],
      ['ACCOUNT_MESSAGES', ACCOUNT_MESSAGES, hindiGroups.account],
      ['QUIZ_MESSAGES', QUIZ_MESSAGES, hindiGroups.quiz],
      ['HTTP_MESSAGES', HTTP_MESSAGES, hindiGroups.http],
    ];
    for (const [name, english, hindi] of groups) {
      const plain = Object.entries(english)
        .filter(([, value]) => typeof value === 'string')
        .map(([key]) => key);
      expect(Object.keys(hindi).sort(), name).toEqual(plain.sort());
    }
  });

  it('words a known message in Hindi and leaves an unknown one as the server sent it', () => {
    expect(say(SIGNUP_MESSAGES.phone)).toBe('फ़ोन नंबर 10 अंकों का होना चाहिए।');
    expect(say(ACCOUNT_MESSAGES.emailTaken)).toBe('इस ई-मेल से पहले से एक खाता है। कृपया लॉग इन करें।');
    expect(say('Something new the server says')).toBe('Something new the server says');
    // A view's own Hindi passes through unchanged.
    expect(say('टेस्ट जमा करें')).toBe('टेस्ट जमा करें');
  });

  it('names every category and topic of the catalogue in Hindi, each name once', () => {
    const names = CATEGORIES.flatMap((category) => [category.title, ...category.topics.map((t) => t.title)]);
    const hindi = names.map(say);
    const untranslated = names.filter((name, i) => hindi[i] === name || !/[\u0900-\u097F]/.test(hindi[i]!));
    expect(untranslated).toEqual([]);
    expect(new Set(hindi).size).toBe(names.length);
    expect(say('Percentage')).toBe('प्रतिशत');
    expect(say('General Knowledge')).toBe('सामान्य ज्ञान');
  });

  it('names every section of every mock pattern in Hindi', () => {
    const titles = [
      ...new Set(PATTERNS.flatMap((pattern) => pattern.sections.map((section) => section.title))),
    ];
    const untranslated = titles.filter((title) => !/[\u0900-\u097F]/.test(say(title)));
    expect(untranslated).toEqual([]);
    expect(say('General Intelligence and Reasoning')).toBe('सामान्य बुद्धि और तर्कशक्ति');
  });

  it('words the messages built from numbers, with the numbers as sent', () => {
    expect(say(HTTP_MESSAGES.tooManyAttempts(61))).toBe('बहुत ज़्यादा प्रयास। कृपया 2 मिनट बाद फिर कोशिश करें।');
    expect(say(levelLabel(2))).toBe('स्तर 2');
    expect(say(percentileText(72))).toBe('यह टेस्ट देने वाले 72 % परीक्षार्थियों से बेहतर');
    expect(say(formatTimeTaken(372))).toBe('6 मिनट 12 सेकंड');
    expect(say(formatTimeTaken(45))).toBe('45 सेकंड');
    // The login screen shows a field-by-field answer one message a line.
    expect(say(`${SIGNUP_MESSAGES.name}\n${SIGNUP_MESSAGES.email}`)).toBe('नाम ज़रूरी है।\nई-मेल सही नहीं है।');
  });
});
