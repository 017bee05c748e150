import { useMemo } from 'react';
import * as v from 'valibot';
import { MocksResponse } from '../../../contract/mocks';
import type { MockData } from '../../../machines/mockData.machine';
import { usePageList } from '../../page-data';

/**
 * Every mock pattern as the page came with it (issue 21: the mocks pages are rendered on the server
 * with them), checked as a fetched answer is: the mockData machine's `preloaded` input. Undefined when
 * the page came without them, or with an answer of the wrong shape (the machine then asks the server).
 */
export function usePreloadedPatterns(): MockData | undefined {
  const body = usePageList('mockPatterns');
  return useMemo(() => {
    const answer = v.safeParse(MocksResponse, body);
    return answer.success ? { kind: 'patterns', patterns: answer.output.data } : undefined;
  }, [body]);
}
