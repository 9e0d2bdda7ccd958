declare module "virtual:hyphenation-dictionary" {
  /** Long German words of the site's texts with soft hyphens (scripts/hyphenation-plugin.ts). */
  const words: readonly string[];
  export default words;
}
