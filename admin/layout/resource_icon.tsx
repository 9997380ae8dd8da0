import { Icon } from '~shared/icon'

/** A menu icon for a resource from a Material Design Icon path. */
export function resourceIcon(path: string) {
  function ResourceIcon() {
    return <Icon path={path} />
  }
  return ResourceIcon
}
