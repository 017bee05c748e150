import site from '../content/site.json';

/**
 * The document title of a page, "{page} | ParikshaPath". React 19 hoists <title> into <head> from
 * anywhere in the tree.
 */
export function PageTitle({ children }: { readonly children?: string }) {
  const text = children ? `${children} | ${site.brand.name}` : `${site.brand.name} | ${site.brand.tagline}`;
  return <title>{text}</title>;
}
