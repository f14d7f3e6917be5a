/**
 * Text as a regular expression that matches it literally: a search term, a phrase of
 * docs/questions.yml, a key of a YAML file. Free of Node, so that the browser can import it.
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
