import { lazy, Suspense } from 'react';
import type { PopupProps } from './Popup';

/**
 * A Popup fetched when it is first needed: Radix Dialog and its helpers are 10 KiB (gzip) that a
 * visit to /login or /signup only needs once the form is sent. Screens call `preloadPopup` on intent
 * (the form gets focus) so it is there by the time the server answers.
 */
export const preloadPopup = () => import('./Popup');
const Popup = lazy(() => preloadPopup().then((module) => ({ default: module.Popup })));

export function LazyPopup(props: PopupProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  );
}
