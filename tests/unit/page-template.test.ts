import { describe, expect, it } from 'vitest';
import { moduleAssets, screenModule, type BuildManifest } from '../../server/render/assets';
import { fillTemplate, scriptSafeJson, styleHash, templateStyles } from '../../server/render/fill-template';

// The pieces that put a server-rendered page into the built index.html (issue 21).

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>ParikshaPath — practice tests</title>' +
  '<script type="module" crossorigin src="/assets/shell-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/shell-1.css"></head><body><div id="root"></div></body></html>';

describe('fillTemplate', () => {
  it('puts the markup in #root, the page title in place of the template title, its files in <head>, and its data after #root', () => {
    const html = fillTemplate(
      TEMPLATE,
      {
        language: 'en',
        html: '<title>Government jobs | ParikshaPath</title><main><h1>Government Jobs</h1></main>',
        pageData: { lists: {} },
      },
      {
        styles: ['/assets/shell-1.css', '/assets/Jobs-2.css'],
        scripts: ['/assets/Jobs-2.js'],
        css: '.shell{color:red}\n.jobs{color:blue}',
      },
    );
    expect(html).toContain('<head><title>Government jobs | ParikshaPath</title>');
    expect(html).not.toContain('practice tests</title>');
    // The CSS is written into the page, and its files are named by links that load nothing, so the
    // app's loader does not fetch them again.
    expect(html).toContain(
      '<style>.shell{color:red}\n.jobs{color:blue}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/shell-1.css" disabled>' +
        '<link rel="stylesheet" crossorigin href="/assets/Jobs-2.css" disabled>' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/Jobs-2.js"></head>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
    // The page reads without its code: the code comes after the CSS on a weak signal.
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/shell-1.js">');
    expect(html).toContain(
      '<div id="root"><main><h1>Government Jobs</h1></main></div><script id="page-data" type="application/json">{"lists":{}}</script>',
    );
  });

  it('keeps the template title when the page has none, and writes `$` patterns literally', () => {
    const html = fillTemplate(
      TEMPLATE,
      { language: 'en', html: "<p>$& and $' stay</p>", pageData: {} },
      { styles: [], scripts: [], css: '' },
    );
    expect(html).toContain('<title>ParikshaPath — practice tests</title>');
    expect(html).toContain('<div id="root"><p>$& and $\' stay</p></div>');
  });

  it('refuses a template without an empty #root (a build that changed under it)', () => {
    expect(() =>
      fillTemplate(
        '<html><body></body></html>',
        { language: 'en', html: '', pageData: {} },
        { styles: [], scripts: [], css: '' },
      ),
    ).toThrow(/#root/);
  });
});

describe('inline CSS', () => {
  it("finds the template's own stylesheets", () => {
    expect(templateStyles(TEMPLATE)).toEqual(['/assets/shell-1.css']);
  });

  it('refuses CSS that would end its <style> element', () => {
    expect(() =>
      fillTemplate(
        TEMPLATE,
        { language: 'en', html: '', pageData: {} },
        { styles: [], scripts: [], css: '.a::after{content:"</style>"}' },
      ),
    ).toThrow(/style/);
  });

  it("gives the CSP hash source of the <style>'s text", () => {
    // echo -n 'a{}' | openssl dgst -sha256 -binary | base64
    expect(styleHash('a{}')).toBe("'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='");
  });
});

describe('fillTemplate in Hindi', () => {
  it("sets the document's lang to the page's language", () => {
    const html = fillTemplate(
      TEMPLATE,
      { language: 'hi', html: '<h1>लॉग इन</h1>', pageData: {} },
      { styles: [], scripts: [], css: '' },
    );
    expect(html).toMatch(/^<!doctype html><html lang="hi">/);
  });
});

describe('scriptSafeJson', () => {
  it('no text in a list can end the script element or open a comment in it', () => {
    const json = scriptSafeJson({ title: '</script><script>alert(1)</script><!--' });
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script><!--' });
  });
});

describe('moduleAssets', () => {
  const manifest: BuildManifest = {
    'src/screens/Jobs.tsx': {
      file: 'assets/Jobs-2.js',
      imports: ['_card.js', '_shell.js'],
      css: ['assets/Jobs-2.css'],
    },
    'src/screens/Home.tsx': { file: 'assets/Home-3.js', imports: ['_card.js'] },
    '_card.js': { file: 'assets/card-4.js', imports: ['_shell.js'], css: ['assets/card-4.css'] },
    '_shell.js': { file: 'assets/shell-1.js', css: ['assets/shell-1.css'] },
  };
  const inTemplate = (href: string) => TEMPLATE.includes(`"${href}"`);

  it("gives a screen's CSS and code with its imports' first, each once, without the shell's own", () => {
    expect(moduleAssets(manifest, ['Jobs', 'Home'].map(screenModule), inTemplate)).toEqual({
      styles: ['/assets/card-4.css', '/assets/Jobs-2.css'],
      scripts: ['/assets/card-4.js', '/assets/Jobs-2.js', '/assets/Home-3.js'],
    });
  });

  it('gives nothing for a screen the build does not have', () => {
    expect(moduleAssets(manifest, [screenModule('Nowhere')], inTemplate)).toEqual({
      styles: [],
      scripts: [],
    });
  });
});
