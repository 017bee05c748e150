import { Link } from '@tanstack/react-router';
import site from '../content/site.json';
import { BrandMark } from './BrandMark';
import * as styles from './Brand.css';

/** The brand as the home link: mark, name and tagline. */
export function Brand() {
  return (
    <Link to="/" className={styles.brand}>
      <BrandMark />
      <span className={styles.words}>
        <span className={styles.name}>{site.brand.name}</span>
        <span className={styles.tagline}>{site.brand.tagline}</span>
      </span>
    </Link>
  );
}
