import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * A screen that needs the whole screen (a running test, issue 22) asks the layout to stand back: the
 * site's header, footer and scroll-to-top button give way to the screen's own slim header, and the
 * skip link goes to the screen's content. The layout owns the setting; the screen only says when.
 */
export interface FocusMode {
  /** The id of the element the skip link moves to (the test's question). */
  readonly skipTo: string;
}

const SetFocusMode = createContext<(mode: FocusMode | null) => void>(() => {});

/** Holds the focus mode for the layout: `render` gets the current one (null: the usual page). */
export function FocusModeProvider({
  children,
}: {
  readonly children: (mode: FocusMode | null) => ReactNode;
}) {
  const [mode, setMode] = useState<FocusMode | null>(null);
  return <SetFocusMode.Provider value={setMode}>{children(mode)}</SetFocusMode.Provider>;
}

/** While `skipTo` is set (and the screen is mounted), the layout is in focus mode. */
export function useFocusMode(skipTo: string | null): void {
  const setMode = useContext(SetFocusMode);
  useEffect(() => {
    if (skipTo === null) return;
    setMode({ skipTo });
    return () => setMode(null);
  }, [setMode, skipTo]);
}
