/** The files an export answers with (GET /api/reports/export and /api/admin/reports/export). */
export const exportFormats = ['csv', 'xlsx', 'pdf'] as const

export type ExportFormat = (typeof exportFormats)[number]

/**
 * The export endpoints' paths: the routes `api.reports.export` and `api.admin.reports.export`
 * are not in this build's route registry, so urlFor cannot name them yet.
 */
export const exportPaths = {
  personal: '/api/reports/export',
  team: '/api/admin/reports/export',
} as const

/** An export's URL: the format first, then the report's query. */
export function exportUrl(path: string, format: ExportFormat, query: URLSearchParams) {
  return `${path}?${new URLSearchParams([['format', format], ...query])}`
}
