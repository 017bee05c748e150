import site from '../content/site.json';
import { socialGlyphs } from './social-glyphs';
import * as styles from './SocialLinks.css';
import { useWords } from '../words/catalogue';
import { shellWords } from '../words/shell';

/** The footer's social links; each opens in a new tab and says so in its name. */
export function SocialLinks() {
  const words = useWords(shellWords);
  return (
    <ul role="list" className={styles.list}>
      {site.social.map((link) => {
        const glyph = socialGlyphs[link.network];
        return (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.link}
              aria-label={words.socialLink(site.brand.name, link.name)}
            >
              {glyph && (
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path
                    d={glyph.d}
                    fill={glyph.paint === 'fill' ? 'currentColor' : 'none'}
                    fillRule="evenodd"
                    stroke={glyph.paint === 'stroke' ? 'currentColor' : 'none'}
                    strokeWidth={2}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
