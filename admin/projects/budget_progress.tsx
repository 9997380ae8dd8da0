import { Box, LinearProgress, Typography } from '@mui/material'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { formatAmount } from '~admin/rates/money'
import type { Data } from '~generated/data'
import { budgetThresholds, type BudgetPeriod } from '~shared/budgets'

const [warningAt, errorAt] = budgetThresholds

/** The share of a budget used, in percent: all of it once anything is used of a budget of 0. */
function percentUsed(used: number, budget: number) {
  if (budget === 0) return used > 0 ? 100 : 0
  return (used / budget) * 100
}

/**
 * How much of a budget the billable time of its current period used: a bar, in the warning
 * colour from the first alert's share on and the error colour once all is used, and
 * "€ x of € y".
 */
export function BudgetBar({
  amount,
  period,
  used,
}: {
  amount: number
  period: BudgetPeriod
  used: number
}) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const percent = percentUsed(used, amount)
  const text = translate(`resources.projects.budget_text.${period}`, {
    used: formatAmount(used, locale),
    budget: formatAmount(amount, locale),
  })
  const color = percent >= errorAt ? 'error' : percent >= warningAt ? 'warning' : 'primary'
  return (
    <Box sx={{ minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(percent, 100)}
        color={color}
        aria-label={translate('resources.projects.fields.budget_used')}
        aria-valuetext={text}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
        {text}
      </Typography>
    </Box>
  )
}

/** The budget bar of the project in the record context; nothing for one without a budget. */
export function BudgetProgress(_props: { label?: string; sortable?: boolean }) {
  const project = useRecordContext<Data.Admin.Project>()
  if (project?.budget_amount === null || project?.budget_amount === undefined) return null
  return (
    <BudgetBar
      amount={project.budget_amount}
      period={project.budget_period}
      used={project.budget_used ?? 0}
    />
  )
}
