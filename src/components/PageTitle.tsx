import site from '../content/site.json';
import { useWords } from '../words/catalogue';
import { siteWords } from '../words/site';

/**
 * The document title of a page, "{page} | ParikshaPath". React 19 hoists <title> into <head> from
 * anywhere in the tree.
 */
export function PageTitle({ children }: { readonly children?: string }) {
  const { tagline } = useWords(siteWords);
  const text = children ? `${children} | ${site.brand.name}` : `${site.brand.name} | ${tagline}`;
  return <title>{text}</title>;
}
