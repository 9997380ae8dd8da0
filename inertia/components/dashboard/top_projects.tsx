import {
  Box,
  Card,
  CardContent,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material'
import { RouterLink } from '~/components/ui/router_link'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '~generated/data'
import { urlFor } from '~shared/url_for'

/** The month's projects with the most hours, each leading to its report for the month. */
export function TopProjects({ month }: Pick<Data.Dashboard, 'month'>) {
  const { t } = useTranslation()
  const largest = month.top_projects[0]?.seconds ?? 0
  const monthRange = { date_from: month.from, date_to: month.to }

  return (
    <Card variant="outlined" component="section" aria-labelledby="top-projects-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="top-projects-title" variant="h6" component="h2" gutterBottom>
          {t('report_page.dashboard.top_projects')}
        </Typography>
        {month.top_projects.length === 0 ? (
          <Typography color="text.secondary">{t('report_page.dashboard.no_projects')}</Typography>
        ) : (
          <List dense disablePadding data-testid="top-projects">
            {month.top_projects.map((project) => (
              <ListItem key={project.id} disableGutters sx={{ display: 'block' }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <ListItemText
                    primary={
                      <Link
                        component={RouterLink}
                        href={urlFor(
                          'reports.index',
                          {},
                          {
                            qs: { ...monthRange, project_id: [project.id], group: 'task' },
                          }
                        )}
                      >
                        {project.name}
                      </Link>
                    }
                    secondary={project.client_name}
                  />
                  <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {project.total}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={largest ? (project.seconds / largest) * 100 : 0}
                  aria-hidden
                />
              </ListItem>
            ))}
          </List>
        )}
        <Box sx={{ mt: 2 }}>
          <Link component={RouterLink} href={urlFor('reports.index', {}, { qs: monthRange })}>
            {t('report_page.dashboard.open_reports')}
          </Link>
        </Box>
      </CardContent>
    </Card>
  )
}
