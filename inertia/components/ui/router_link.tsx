import type { Ref } from 'react'
// Adonis's Link needs the Tuyau client in context; hrefs here already come from urlFor.
// eslint-disable-next-line @adonisjs/prefer-adonisjs-inertia-link
import { Link, type InertiaLinkProps } from '@inertiajs/react'

// Inertia's own `component` prop (instant visits) would clash with MUI's `component` prop.
type RouterLinkProps = Omit<InertiaLinkProps, 'component' | 'pageProps'> & {
  href: string
  ref?: Ref<HTMLAnchorElement>
}

/**
 * An Inertia link in a shape MUI's `component` prop accepts, for URLs built with urlFor
 * (e.g. <Button component={RouterLink} href={urlFor('dashboard')}>).
 */
export function RouterLink(props: RouterLinkProps) {
  return <Link {...props} />
}
