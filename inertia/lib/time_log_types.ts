// Type aliases rather than interfaces: the server checks page props against a record type,
// which interfaces (lacking an index signature) do not satisfy.
type Named = {
  id: number
  name: string
}

/** A time log as the pages and the JSON API show it (DESIGN.md "APIs"). */
export type TimeLog = {
  id: number
  /** YYYY-MM-DD */
  date: string
  /** HH:MM:SS */
  start_time: string
  stop_time: string
  /** hh:mm, with :ss when the seconds are not zero. */
  duration: string
  comments: string | null
  project: Named
  task: Named
}
