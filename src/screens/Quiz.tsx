import { useParams } from '@tanstack/react-router';
import { findCategory, topicTitle } from '../../contract/topics';
import { PageHero } from '../components/PageHero';
import { PageTitle } from '../components/PageTitle';

/**
 * Placeholder for the quiz screen, which comes with the quiz work. Its route already sends visitors to
 * /login, and until accounts exist nobody is logged in, so nobody reaches this yet.
 */
export function Quiz() {
  const { type, quizId } = useParams({ from: '/$type/$quizId/instructions/levelpage/$level' });
  const heading = (findCategory(type)?.title ?? type).toUpperCase();
  return (
    <>
      <PageTitle>{`${topicTitle(type, quizId)} test`}</PageTitle>
      <PageHero title={heading} tagline="The test is being prepared. Please check back soon." />
    </>
  );
}
