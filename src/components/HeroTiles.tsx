import { Glyph } from './Glyph';
import * as styles from './HeroTiles.css';

/** A decorative cluster of icon tiles for the right of a page hero. */
export function HeroTiles({ glyphs }: { readonly glyphs: readonly string[] }) {
  return (
    <div className={styles.tiles} aria-hidden="true">
      {glyphs.slice(0, 4).map((glyph, index) => (
        <span key={index} className={styles.tile}>
          <Glyph d={glyph} size={index === 0 ? 56 : 28} strokeWidth={index === 0 ? 1.5 : 1.8} />
        </span>
      ))}
    </div>
  );
}
