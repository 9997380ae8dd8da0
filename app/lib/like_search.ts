/**
 * The LIKE pattern that finds the text anywhere in a value, case-insensitively: lower-cased,
 * with LIKE's wildcards escaped so a search for "50%" finds "50%".
 */
export function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/** SQL matching a pattern from likePattern() in the column, case-insensitively. */
export function likeSql(column: string) {
  return `LOWER(${column}) LIKE ? ESCAPE '\\'`
}
