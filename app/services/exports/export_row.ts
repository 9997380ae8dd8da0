/**
 * One log as the exports write it. r-server's report_logs service is the source of these rows;
 * this copy of its type lives here until that branch is merged.
 */
export type ExportRow = {
  date: string
  startTime: string
  stopTime: string
  seconds: number
  clientName: string
  projectName: string
  taskName: string
  billable: boolean
  comments: string | null
  userId: number
  userName: string
}
