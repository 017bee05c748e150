import { createContext, use, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Glyph } from '../Glyph';
import * as glyphs from '../shell-glyphs';
import * as styles from './Toast.css';

/**
 * Toasts: short notes that come and go by themselves (their machine decides when). One live region
 * for the whole page, present from the start so screen readers announce what appears in it; a
 * <Toast> anywhere in the tree is drawn inside it.
 */
const ToastRegionContext = createContext<RefObject<HTMLElement | null>>({ current: null });

/**
 * The region is handed down as a ref, not as state set by a ref callback: such a state update is
 * synchronous, and coming in the middle of a page's take-over it would make React hydrate the rest of
 * the page in one long task (about half of /jobs' blocking time on a slow phone).
 */
export function ToastRegion({ children }: { readonly children: ReactNode }) {
  const region = useRef<HTMLDivElement | null>(null);
  return (
    <ToastRegionContext value={region}>
      {children}
      <div ref={region} role="status" aria-live="polite" aria-atomic="false" className={styles.region} />
    </ToastRegionContext>
  );
}

interface ToastProps {
  readonly tone: 'success' | 'error';
  readonly children: ReactNode;
}

export function Toast({ tone, children }: ToastProps) {
  const regionRef = use(ToastRegionContext);
  // A toast shown after the page is up finds the region at once; one rendered with the page itself
  // (before the region is attached) finds it after mounting.
  const [region, setRegion] = useState(() => regionRef.current);
  useEffect(() => {
    if (!region) setRegion(regionRef.current);
  }, [region, regionRef]);
  if (!region) return null;
  return createPortal(
    <div className={styles.toast({ tone })}>
      <Glyph
        d={tone === 'success' ? glyphs.checkCircle : glyphs.alertCircle}
        size={22}
        className={styles.icon({ tone })}
      />
      <span>{children}</span>
    </div>,
    region,
  );
}
