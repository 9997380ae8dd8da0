import { urlFor } from '~shared/url_for'

/** The files an export answers with (GET /api/reports/export and /api/admin/reports/export). */
export const exportFormats = ['csv', 'xlsx', 'pdf'] as const

export type ExportFormat = (typeof exportFormats)[number]

/** An export's URL, a person's own or (for administrators) the team's: the format, then the report's query. */
export function exportUrl(scope: 'own' | 'team', format: ExportFormat, query: URLSearchParams) {
  const path = urlFor(scope === 'team' ? 'api.admin.reports.export' : 'api.reports.export')
  return `${path}?${new URLSearchParams([['format', format], ...query])}`
}
