/**
 * Which files are content that staff write (pages, posts, their images and the game's numbers), as opposed to the
 * site's code and configuration. A change that touches only content is judged by the gates staff
 * can act on: see scripts/content-only.ts.
 */
const CONTENT = [
  /^docs\/.+\.(mdx?|json|ya?ml|svg|png|jpe?g|webp|gif)$/,
  /^dev\/.+\.(mdx?|ya?ml|svg|png|jpe?g|webp|gif)$/,
  /^blog\/.+\.(mdx?|ya?ml|svg|png|jpe?g|webp|gif)$/,
  /^src\/pages\/.+\.mdx?$/,
  /^data\/game\/.+\.ya?ml$/,
  /^static\/img\/.+\.(svg|png|jpe?g|webp|gif)$/,
];

export function isContent(file: string): boolean {
  return CONTENT.some((pattern) => pattern.test(file));
}
