/** Text cut to a column's length; null for none or empty. */
export const clip = (value: string | null | undefined, length: number) =>
  value ? value.slice(0, length) : null
