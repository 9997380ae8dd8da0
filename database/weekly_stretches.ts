/**
 * The SQL of the sums per stretch (weekly_log_totals, migration 0024) that their triggers share:
 * a stretch is the part of a week that lies in one month, for weeks starting on a Monday and on
 * a Sunday.
 */
export const weekStarts = ['monday', 'sunday'] as const

export type WeekStart = (typeof weekStarts)[number]

/** The first day of the stretch that holds a date: its week's first day or its month's. */
export function stretchStart(postgres: boolean, weekStart: WeekStart, date: string) {
  if (postgres) {
    const daysIntoWeek =
      weekStart === 'monday'
        ? `(EXTRACT(ISODOW FROM ${date})::integer - 1)`
        : `EXTRACT(DOW FROM ${date})::integer`
    return `GREATEST(${date} - ${daysIntoWeek}, date_trunc('month', ${date})::date)`
  }
  const daysIntoWeek =
    weekStart === 'monday'
      ? `((CAST(strftime('%w', ${date}) AS INTEGER) + 6) % 7)`
      : `strftime('%w', ${date})`
  return `max(date(${date}, '-' || ${daysIntoWeek} || ' days'), date(${date}, 'start of month'))`
}

/** The money a change of a daily sum adds to its stretches (migration 0036), as SQL. */
export type StretchMoney = { billable: string; cost: string }

/**
 * Adds amounts to the stretches of a person's day (a daily sum's row), for both week starts;
 * with `money` (from migration 0036 on) its billable amount and cost as well.
 */
export function addToStretches(
  postgres: boolean,
  row: string,
  seconds: string,
  count: string,
  money?: StretchMoney
) {
  const billable = `COALESCE((SELECT CASE WHEN billable THEN ${seconds} ELSE 0 END
      FROM projects WHERE id = ${row}.project_id), 0)`
  const moneyColumns = money ? ', billable_amount, cost_amount' : ''
  const moneyValues = money ? `, ${money.billable}, ${money.cost}` : ''
  const moneySums = money
    ? `,
          billable_amount = weekly_log_totals.billable_amount + excluded.billable_amount,
          cost_amount = weekly_log_totals.cost_amount + excluded.cost_amount`
    : ''
  return weekStarts
    .map(
      (weekStart) => `
        INSERT INTO weekly_log_totals
          (week_start, starts_on, user_id, seconds, billable_seconds, count${moneyColumns})
        VALUES ('${weekStart}', ${stretchStart(postgres, weekStart, `${row}.date`)}, ${row}.user_id,
          ${seconds}, ${billable}, ${count}${moneyValues})
        ON CONFLICT (week_start, starts_on, user_id) DO UPDATE
        SET seconds = weekly_log_totals.seconds + excluded.seconds,
          billable_seconds = weekly_log_totals.billable_seconds + excluded.billable_seconds,
          count = weekly_log_totals.count + excluded.count${moneySums};`
    )
    .join('')
}

/**
 * Deletes the stretches of a person's day (a daily sum's row) that no log is left in, for both
 * week starts, so that every row stands for at least one log.
 */
export function deleteEmptiedStretches(postgres: boolean, row: string) {
  return weekStarts
    .map(
      (weekStart) => `
        DELETE FROM weekly_log_totals
        WHERE week_start = '${weekStart}'
          AND starts_on = ${stretchStart(postgres, weekStart, `${row}.date`)}
          AND user_id = ${row}.user_id AND count = 0;`
    )
    .join('')
}
