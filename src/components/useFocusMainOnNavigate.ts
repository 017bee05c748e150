import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * After a navigation to another page, focus moves to <main>, so keyboard and screen-reader users start
 * at the new content instead of somewhere in the old page's header. The first load is left alone.
 */
export function useFocusMainOnNavigate() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, toLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged || toLocation.hash) return;
        document.getElementById('main')?.focus({ preventScroll: true });
      }),
    [router],
  );
}
