const htmlSignificant = /[<>&\u2028\u2029]/g

const escapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON to write inside an HTML <script> element. A raw `<!--<script>` in the data would switch
 * the HTML parser into a state where the element's own `</script>` no longer ends it, and the
 * page after it (the app's root) becomes script text. As \u escapes these characters mean the
 * same to JSON.parse and nothing to the HTML parser; the line separators are escaped too, for
 * readers that take the text as JavaScript.
 */
export function htmlSafeJson(value: object) {
  return JSON.stringify(value).replace(htmlSignificant, (character) => escapes[character])
}
