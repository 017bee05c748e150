import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Category } from '../../contract/topics';
import { Breadcrumbs, Crumb, crumbLink } from './Breadcrumbs';
import { useWords } from '../words/catalogue';
import { pageWords } from '../words/page';
import { useServerWords } from '../words/server-messages';

/** Home › {category} › …: the trail of every page under a topic (instructions, level chooser). */
export function TopicBreadcrumbs({
  category,
  current,
  children,
}: {
  readonly category: Category | undefined;
  readonly current: string;
  readonly children?: ReactNode;
}) {
  const words = useWords(pageWords);
  const say = useServerWords();
  return (
    <Breadcrumbs current={current}>
      <Crumb>
        <Link to="/" className={crumbLink}>
          {words.home}
        </Link>
      </Crumb>
      {category && (
        <Crumb>
          <Link to="/$category" params={{ category: category.slug }} className={crumbLink}>
            {say(category.title)}
          </Link>
        </Crumb>
      )}
      {children}
    </Breadcrumbs>
  );
}
