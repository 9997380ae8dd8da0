/** Lower case without accents, as names are compared when searched: 'Café' → 'cafe'. */
export function foldText(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

const wordSplit = /[^\p{L}\p{N}]+/u

/** The typed words of a search, folded; none for blank text. */
export function searchWords(query: string) {
  return foldText(query).split(wordSplit).filter(Boolean)
}

/**
 * How well names (a client's, a project's, a task's) match a search; lower is better, null when
 * they do not match. Every typed word must be found in one of the names, in any order: at the
 * start of a name (0), at the start of one of its words (1), or inside a word (2). A blank search
 * matches everything at 0.
 */
export function searchRank(query: string, names: string[]): number | null {
  const words = searchWords(query)
  const folded = names.map(foldText)
  let rank = 0
  for (const word of words) {
    let best = Number.POSITIVE_INFINITY
    for (const name of folded) {
      if (name.startsWith(word)) best = 0
      else if (name.split(wordSplit).some((part) => part.startsWith(word))) best = Math.min(best, 1)
      else if (name.includes(word)) best = Math.min(best, 2)
    }
    if (best === Number.POSITIVE_INFINITY) return null
    rank += best
  }
  return rank
}

/**
 * The items that match a search, best first; equally good ones keep the order they came in (the
 * most recently used first, say).
 */
export function searchItems<T>(items: T[], query: string, namesOf: (item: T) => string[]) {
  return items
    .map((item, index) => ({ item, index, rank: searchRank(query, namesOf(item)) }))
    .filter((found): found is { item: T; index: number; rank: number } => found.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item)
}
