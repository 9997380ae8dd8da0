import { MenuItem, TextField } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import type { Grouping, ReportQuery } from '~/lib/report_query'
import { personalGroupings as groupings } from '~shared/report_query'

interface ReportGroupingProps {
  group: Grouping
  subgroup: Grouping | null
  onChange: (changes: Partial<ReportQuery>) => void
}

/** The first grouping and, under it, an optional second one that differs from it. */
export function ReportGrouping({ group, subgroup, onChange }: ReportGroupingProps) {
  const { t } = useTranslation()

  return (
    <>
      <TextField
        select
        label={t('report_page.grouping.group')}
        value={group}
        onChange={(event) => {
          const chosen = event.target.value as Grouping
          onChange({ group: chosen, subgroup: subgroup === chosen ? null : subgroup })
        }}
      >
        {groupings.map((grouping) => (
          <MenuItem key={grouping} value={grouping}>
            {t(`report_page.grouping.${grouping}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('report_page.grouping.subgroup')}
        value={subgroup ?? 'none'}
        onChange={(event) => {
          const chosen = event.target.value
          onChange({ subgroup: chosen === 'none' ? null : (chosen as Grouping) })
        }}
      >
        <MenuItem value="none">{t('report_page.grouping.none')}</MenuItem>
        {groupings
          .filter((grouping) => grouping !== group)
          .map((grouping) => (
            <MenuItem key={grouping} value={grouping}>
              {t(`report_page.grouping.${grouping}`)}
            </MenuItem>
          ))}
      </TextField>
    </>
  )
}
