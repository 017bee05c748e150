import { PageHero } from '../components/PageHero';
import { PageTitle } from '../components/PageTitle';

/**
 * Placeholder for the exam history, which comes with the accounts work. Its route already sends
 * visitors to /login, and until accounts exist nobody is logged in, so nobody reaches this yet.
 */
export function History() {
  return (
    <>
      <PageTitle>Exam History</PageTitle>
      <PageHero title="Exam History" tagline="Your past tests will appear here." />
    </>
  );
}
