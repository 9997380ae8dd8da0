/** The share as a whole percentage, or null without a whole to share. */
export function percent(part: number, whole: number | null | undefined) {
  return whole ? Math.round((part / whole) * 100) : null
}
