import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardCodedWords } from './support/hard-coded-words';

/**
 * Words in one place (ADR 0002): a view takes every word a person reads from its screen's catalogue in
 * src/words, so a second language can be added by writing catalogues, not by combing through views.
 */
const ROOT = join(import.meta.dirname, '../..');
const VIEW_FOLDERS = ['src/screens', 'src/components'];

function viewFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => join(folder, file));
}

const scan = (source: string) => findHardCodedWords('view.tsx', source).map((word) => word.text);

describe('words in one place', () => {
  it('no view in src/screens or src/components spells out words of its own', () => {
    const files = VIEW_FOLDERS.flatMap(viewFiles);
    expect(files.length).toBeGreaterThan(60);
    const found = files.flatMap((file) =>
      findHardCodedWords(file, readFileSync(join(ROOT, file), 'utf8')).map(
        (word) => `${relative(ROOT, join(ROOT, file))}:${word.line}: ${JSON.stringify(word.text)}`,
      ),
    );
    expect(
      found,
      'move these into the screen’s catalogue in src/words (CONTRIBUTING: Add a screen’s words)',
    ).toEqual([]);
  });

  describe('the scan finds what a person would read', () => {
    it('JSX text, and strings in what a view renders', () => {
      expect(scan(`const A = () => <p>Loading the test...</p>;`)).toEqual(['Loading the test...']);
      expect(scan(`const A = ({ busy }) => <b>{busy ? 'Saving...' : 'Save password'}</b>;`)).toEqual([
        'Saving...',
        'Save password',
      ]);
      expect(scan('const A = ({ n }) => <p>{`${n} of 5 jobs`}</p>;')).toEqual(['of 5 jobs']);
    });

    it('attributes a person reads or a screen reader speaks', () => {
      expect(scan(`const A = () => <button aria-label="Close"><Glyph d={close} /></button>;`)).toEqual([
        'Close',
      ]);
      expect(scan(`const A = () => <input placeholder="Search state..." />;`)).toEqual(['Search state...']);
      expect(scan(`const A = () => <Popup title="Error" message={'Something went wrong'} />;`)).toEqual([
        'Error',
        'Something went wrong',
      ]);
      expect(scan('const A = ({ i }) => <b aria-label={`Show slide ${i}`} />;')).toEqual(['Show slide']);
    });

    it('words kept in constants of a view module', () => {
      expect(scan(`const ROWS = [['Total Questions', 1], ['Attempted', 2]];`)).toEqual([
        'Total Questions',
        'Attempted',
      ]);
      expect(scan(`const NO_JOBS = 'No jobs found matching your criteria.';`)).toEqual([
        'No jobs found matching your criteria.',
      ]);
    });

    it('but not names, keys, classes, symbols or a developer’s error', () => {
      expect(
        scan(`
          import { x } from '../words/quiz';
          type Tone = 'Error' | 'Info';
          const A = ({ s, send }) => (
            <div className="card" data-state="Open" role="alertdialog" onKeyDown={(e) => e.key === 'Escape' && send({ type: 'user.close' })}>
              <span aria-hidden="true">✓ </span>
              {s.matches('loadFailed') && '…'}
              {' '}·{' '}
              <a href="/login">{words.login}</a>
            </div>
          );
          if (!x) throw new Error('The catalogue lacks a category the route accepts');
        `),
      ).toEqual([]);
    });
  });
});
