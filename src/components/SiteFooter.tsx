import { Link } from '@tanstack/react-router';
import site from '../content/site.json';
import { BrandMark } from './BrandMark';
import { Glyph } from './Glyph';
import { pastPaperLinks, testSeriesLinks } from './nav-links';
import { SocialLinks } from './SocialLinks';
import * as uiGlyphs from './shell-glyphs';
import { container } from '../styles/utilities.css';
import * as styles from './SiteFooter.css';
import { useWords } from '../words/catalogue';
import { shellWords } from '../words/shell';
import { siteWords } from '../words/site';
import { useServerWords } from '../words/server-messages';

/** The footer: who we are, the site's sections, and how to reach us (content in site.json). */
export function SiteFooter() {
  const words = useWords(shellWords);
  const own = useWords(siteWords);
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.grid}`}>
        <div className={styles.about}>
          <p className={styles.brand}>
            <BrandMark size={32} />
            {site.brand.name}
          </p>
          <p className={styles.summary}>{own.summary}</p>
          <p className={styles.founder}>{own.founder}</p>
        </div>

        <nav aria-label={words.footerNav} className={styles.nav}>
          <FooterLinks title={words.testSeries} links={testSeriesLinks} />
          <FooterLinks title={words.pastPapers} links={pastPaperLinks} />
          <div>
            <h2 className={styles.heading}>{words.more}</h2>
            <ul role="list" className={styles.links}>
              <li>
                <Link to="/jobs" className={styles.link}>
                  {words.govtJobs}
                </Link>
              </li>
              <li>
                <Link to="/currentaffairs" className={styles.link}>
                  {words.currentAffairs}
                </Link>
              </li>
              <li>
                <Link to="/login" className={styles.link}>
                  {words.login}
                </Link>
              </li>
              <li>
                <Link to="/signup" className={styles.link}>
                  {words.signUp}
                </Link>
              </li>
            </ul>
          </div>
        </nav>

        <div className={styles.contact}>
          <h2 className={styles.heading}>{words.contactUs}</h2>
          <a href={site.phone.href} className={styles.contactLine}>
            <Glyph d={uiGlyphs.phone} size={18} className={styles.contactIcon} />
            {site.phone.display}
          </a>
          <address className={styles.contactLine}>
            <Glyph d={uiGlyphs.mapPin} size={18} className={styles.contactIcon} />
            <span>
              {own.addressLines.map((line) => (
                <span key={line} className={styles.addressLine}>
                  {line}
                </span>
              ))}
            </span>
          </address>
          <SocialLinks />
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`${container} ${styles.bottomInner}`}>
          <p>{words.rightsReserved(new Date().getFullYear(), site.brand.name)}</p>
          <p>{words.madeInIndia}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { readonly title: string; readonly links: typeof testSeriesLinks }) {
  // A category's name in the reader's language; an exam's (SSC, RRB) is the same in both.
  const say = useServerWords();
  return (
    <div>
      <h2 className={styles.heading}>{title}</h2>
      <ul role="list" className={styles.links}>
        {links.map((link) => (
          <li key={link.path}>
            <Link {...link.link} className={styles.link}>
              {say(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
