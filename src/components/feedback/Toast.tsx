import { createContext, use, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Glyph } from '../Glyph';
import * as glyphs from '../shell-glyphs';
import * as styles from './Toast.css';

/**
 * Toasts: short notes that come and go by themselves (their machine decides when). One live region
 * for the whole page, present from the start so screen readers announce what appears in it; a
 * <Toast> anywhere in the tree is drawn inside it.
 */
const ToastRegionContext = createContext<HTMLElement | null>(null);

export function ToastRegion({ children }: { readonly children: ReactNode }) {
  const [region, setRegion] = useState<HTMLElement | null>(null);
  return (
    <ToastRegionContext value={region}>
      {children}
      <div ref={setRegion} role="status" aria-live="polite" aria-atomic="false" className={styles.region} />
    </ToastRegionContext>
  );
}

interface ToastProps {
  readonly tone: 'success' | 'error';
  readonly children: ReactNode;
}

export function Toast({ tone, children }: ToastProps) {
  const region = use(ToastRegionContext);
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
