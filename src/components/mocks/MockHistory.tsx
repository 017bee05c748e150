import { lazy, Suspense } from 'react';
import { useMachine } from '@xstate/react';
import { inspectOption } from '../../../machines/inspection';
import { mockDataMachine } from '../../../machines/mockData.machine';

// The list, its cards and the mock screens' words are fetched only for a candidate who has submitted
// a mock: most histories have none, and the page stays within its JavaScript budget without them.
const MockHistoryList = lazy(() =>
  import('./MockHistoryList').then((module) => ({ default: module.MockHistoryList })),
);

/** The history's mock tests (issue 18 §5): each submitted mock with its marks, and its result. */
export function MockHistory() {
  const [snapshot] = useMachine(mockDataMachine, { ...inspectOption(), input: { kind: 'attempts' } });
  const data = snapshot.context.data;
  const submitted = data?.kind === 'attempts' ? data.attempts.filter((a) => a.submitted_at !== null) : [];
  if (submitted.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MockHistoryList attempts={submitted} />
    </Suspense>
  );
}
