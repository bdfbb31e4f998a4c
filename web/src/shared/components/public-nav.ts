import { Link as RouterLink } from 'react-router';

/** A link of the public header: a route of the app (`to`) or an anchor on the page (`href`). */
export type PublicNavLink = { label: string } & ({ to: string; href?: never } | { href: string; to?: never });

/** Props that make a MUI button or list item follow the link. */
export function navLinkProps(link: PublicNavLink) {
  return link.to !== undefined ? { component: RouterLink, to: link.to } : { component: 'a' as const, href: link.href };
}
