/** Shapes shared by the page content modules in this folder. */
export interface LinkAction {
  label: string;
  to: string;
}

export interface PageMetaText {
  title: string;
  description: string;
}

export interface Step {
  title: string;
  text: string;
}
