import { Autocomplete, MenuItem, TextField } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import type { ReportOptions, ReportQuery } from '~/lib/report_query'
import { searchItems } from '~shared/text_search'

interface ReportFiltersProps {
  query: ReportQuery
  options: ReportOptions
  onChange: (changes: Partial<ReportQuery>) => void
}

interface Option {
  id: number
  name: string
  /** The project's client, to group projects under. */
  group?: string
}

function FilterSelect({
  label,
  name,
  options,
  selected,
  onChange,
}: {
  label: string
  name: string
  options: Option[]
  selected: number[]
  onChange: (ids: number[]) => void
}) {
  const grouped = options.some((option) => option.group)
  /** Any typed word, accent-insensitive, in the name or the client's; best first in each group. */
  const matching = (offered: Option[], typed: string) => {
    const found = searchItems(offered, typed, (option) => [option.name, option.group ?? ''])
    return grouped ? found.sort((a, b) => (a.group ?? '').localeCompare(b.group ?? '')) : found
  }
  return (
    <Autocomplete
      multiple
      limitTags={2}
      options={options}
      value={options.filter((option) => selected.includes(option.id))}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      groupBy={grouped ? (option) => option.group ?? '' : undefined}
      filterOptions={(offered, { inputValue }) => matching(offered, inputValue)}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.id))}
      renderInput={(params) => <TextField {...params} label={label} name={name} />}
    />
  )
}

const billableChoices = { all: null, billable: true, non_billable: false } as const
type BillableChoice = keyof typeof billableChoices

/** Which logs count: by client, project and task (any of the chosen), and billable or not. */
export function ReportFilters({ query, options, onChange }: ReportFiltersProps) {
  const { t } = useTranslation()
  const clientNames = new Map(options.clients.map((client) => [client.id, client.name]))
  const projects = options.projects
    .map((project) => ({ ...project, group: clientNames.get(project.client_id) ?? '' }))
    .sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name))
  const billable: BillableChoice =
    query.billable === null ? 'all' : query.billable ? 'billable' : 'non_billable'

  return (
    <>
      <FilterSelect
        label={t('report_page.filters.clients')}
        name="client_id"
        options={options.clients}
        selected={query.client_id}
        onChange={(ids) => onChange({ client_id: ids })}
      />
      <FilterSelect
        label={t('report_page.filters.projects')}
        name="project_id"
        options={projects}
        selected={query.project_id}
        onChange={(ids) => onChange({ project_id: ids })}
      />
      <FilterSelect
        label={t('report_page.filters.tasks')}
        name="task_id"
        options={options.tasks}
        selected={query.task_id}
        onChange={(ids) => onChange({ task_id: ids })}
      />
      <TextField
        select
        label={t('report_page.filters.billable')}
        value={billable}
        onChange={(event) =>
          onChange({ billable: billableChoices[event.target.value as BillableChoice] })
        }
      >
        <MenuItem value="all">{t('report_page.filters.billable_all')}</MenuItem>
        <MenuItem value="billable">{t('report_page.filters.billable_only')}</MenuItem>
        <MenuItem value="non_billable">{t('report_page.filters.non_billable_only')}</MenuItem>
      </TextField>
    </>
  )
}
