import { Link } from '@tanstack/react-router';
import site from '../content/site.json';
import { BrandMark } from './BrandMark';
import * as styles from './Brand.css';
import { useWords } from '../words/catalogue';
import { siteWords } from '../words/site';

/** The brand as the home link: mark, name and tagline. */
export function Brand() {
  const { tagline } = useWords(siteWords);
  return (
    <Link to="/" className={styles.brand}>
      <BrandMark />
      <span className={styles.words}>
        <span className={styles.name}>{site.brand.name}</span>
        <span className={styles.tagline}>{tagline}</span>
      </span>
    </Link>
  );
}
