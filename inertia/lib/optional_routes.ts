import { registry } from '~registry'
import { urlFor } from '~shared/url_for'

/**
 * The URL of a route that later work registers, or undefined while the server does not
 * have it yet, so links to it appear by themselves once the route exists.
 */
export function urlForOptional(name: string): string | undefined {
  if (!Object.hasOwn(registry.routes, name)) return undefined
  return (urlFor as (routeName: string) => string)(name)
}
