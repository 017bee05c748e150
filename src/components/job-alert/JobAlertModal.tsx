import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import type { JobAlertActor } from './JobAlertDialog';

// The modal, Radix Dialog and Popover and the qualification list are fetched when the button is
// pressed (or hovered or focused, just before), never with the home page.
export const preloadJobAlertDialog = () => import('./JobAlertDialog');
const JobAlertDialog = lazy(() =>
  preloadJobAlertDialog().then((module) => ({ default: module.JobAlertDialog })),
);

/** The job-alert modal of the shared layout, mounted while its machine is not closed. */
export function JobAlertModal({ actor }: { readonly actor: JobAlertActor }) {
  const active = useSelector(actor, (s) => !s.matches('closed'));
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <JobAlertDialog actor={actor} />
    </Suspense>
  );
}
