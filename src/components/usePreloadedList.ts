import { useMemo } from 'react';
import { parsePublicList, type ListItem, type PublicListSource } from '../../machines/api/lists';
import { usePageList } from '../page-data';

/**
 * A public list the page came with (issue 21), parsed as a fetched one is: the lists machine's
 * `preloaded` input. Undefined when the page came without it, or with an answer of the wrong shape (the
 * machine then loads it as usual).
 */
export function usePreloadedList(source: PublicListSource): readonly ListItem[] | undefined {
  const body = usePageList(source);
  return useMemo(() => {
    if (body === undefined) return undefined;
    try {
      return parsePublicList(source, body);
    } catch {
      return undefined;
    }
  }, [source, body]);
}
