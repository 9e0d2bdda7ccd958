/**
 * The generic content layout of the legal pages (docs/product.md, "Pages"; "Privacy content
 * page"): a title, an intro and sections, each with an optional title, an optional
 * button, paragraphs and an optional table.
 *
 * In a paragraph, every line that starts with two spaces is shown as a bullet point;
 * the other lines form running text.
 */
export interface ContentButton {
  label: string;
  to: string;
}

export interface ContentTable {
  caption?: string;
  head: string[];
  rows: string[][];
}

export interface ContentSection {
  title?: string;
  paragraphs: string[];
  table?: ContentTable;
  button?: ContentButton;
}

export interface ContentPage {
  title: string;
  /** Shown under the title, e.g. "Stand: 1. November 2026". */
  updated?: string;
  intro?: string;
  sections: ContentSection[];
  /** Closing call to action below the last section. */
  closing?: { text: string; buttons: ContentButton[] };
}
