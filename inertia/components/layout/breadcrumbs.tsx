import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material'
import { RouterLink } from '~/components/ui/router_link'
import { useTranslation } from '~/hooks/use_translation'

export interface Crumb {
  label: string
  /** Left out for the current page, the last crumb. */
  href?: string
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation()
  return (
    <MuiBreadcrumbs aria-label={t('ui.nav.breadcrumbs')} sx={{ mb: 1 }}>
      {items.map(({ label, href }) =>
        href ? (
          <Link key={label} component={RouterLink} href={href} underline="hover" color="inherit">
            {label}
          </Link>
        ) : (
          <Typography key={label} color="text.primary" aria-current="page">
            {label}
          </Typography>
        )
      )}
    </MuiBreadcrumbs>
  )
}
