import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Box, Typography } from '@mui/material'
import { Breadcrumbs, type Crumb } from '~/components/layout/breadcrumbs'
import { appName } from '~/lib/app_name'
import { urlFor } from '~shared/url_for'

interface PageHeaderProps {
  /** The page's heading, document title and last crumb. */
  title: string
  /** The crumbs between the home page and this one. */
  trail?: Crumb[]
  /** Beside the heading, at its end: e.g. the button that creates a time log. */
  actions?: ReactNode
}

/** The top of a signed-in page: its title, the breadcrumbs from home, and the heading. */
export function PageHeader({ title, trail = [], actions }: PageHeaderProps) {
  return (
    <>
      <Head title={title} />
      <Breadcrumbs items={[{ label: appName, href: urlFor('home') }, ...trail, { label: title }]} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 3,
        }}
      >
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {actions}
      </Box>
    </>
  )
}
