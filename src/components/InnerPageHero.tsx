import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Breadcrumbs, Crumb, crumbLink } from './Breadcrumbs';
import { PageHero } from './PageHero';
import { useWords } from '../words/catalogue';
import { pageWords } from '../words/page';

interface InnerPageHeroProps {
  /** The page's name in the trail ("Home › Exam History"); the title when not given. */
  readonly crumb?: string;
  readonly title: string;
  readonly eyebrow?: ReactNode;
  readonly tagline?: ReactNode;
  /** Shown under the tagline, such as a search form. */
  readonly children?: ReactNode;
  /** Shown beside the text from 768 px, such as the hero tiles. */
  readonly aside?: ReactNode;
}

/**
 * The top of a page that hangs straight under the home page (daily quiz, leaderboard, progress,
 * history, jobs, current affairs): the "Home › page" trail above the blue hero with the page's h1.
 * Pages under a category have their own trail (TopicBreadcrumbs).
 */
export function InnerPageHero({ crumb, title, eyebrow, tagline, children, aside }: InnerPageHeroProps) {
  const words = useWords(pageWords);
  return (
    <PageHero
      top={
        <Breadcrumbs current={crumb ?? title}>
          <Crumb>
            <Link to="/" className={crumbLink}>
              {words.home}
            </Link>
          </Crumb>
        </Breadcrumbs>
      }
      eyebrow={eyebrow}
      title={title}
      tagline={tagline}
      aside={aside}
    >
      {children}
    </PageHero>
  );
}
