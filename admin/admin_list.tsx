import { List, type ListProps, type RaRecord } from 'react-admin'
import { useCsvExporter, type ExportColumn } from '~admin/csv_export'

interface AdminListProps<RecordType extends RaRecord> extends Omit<
  ListProps<RecordType>,
  'exporter'
> {
  /** What the Export button writes; false for a list without one. */
  exportColumns: ExportColumn<RecordType>[] | false
}

const noColumns: ExportColumn[] = []

/**
 * react-admin's list page with the panel's own exporter (admin/csv_export.ts): react-admin 5
 * sets no exporter for all lists at once, and its default one writes every field raw.
 */
export function AdminList<RecordType extends RaRecord>({
  exportColumns,
  ...props
}: AdminListProps<RecordType>) {
  const exporter = useCsvExporter<RecordType>(exportColumns || noColumns)
  return <List<RecordType> {...props} exporter={exportColumns && exporter} />
}
