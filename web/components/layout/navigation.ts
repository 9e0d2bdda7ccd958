import { paths } from "../../../domain/paths";
import { publicSettings } from "../../lib/public-settings";

export interface NavLink {
  label: string;
  to: string;
  /** Opens in a new tab (external job board). */
  external?: boolean;
  description?: string;
}

export interface NavGroup {
  id: string;
  label: string;
  links: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return "links" in item;
}

const jobBoard = publicSettings.jobBoardUrl;

/** The header menu (docs/product.md, "Pages"), in its order. */
export const mainNavigation: NavItem[] = [
  { label: "Startseite", to: paths.home },
  { label: "Services", to: paths.services },
  {
    id: "arbeitsangebote",
    label: "Arbeitsangebote",
    links: [
      {
        label: "Arbeitsangebote suchen",
        to: jobBoard ? `${jobBoard}/arbeitsangebote-suchen` : paths.jobSearchLogin,
        external: Boolean(jobBoard),
        description: "Offene Vertretungen und Stellen finden",
      },
      {
        label: "Arbeitsangebote erstellen",
        to: jobBoard ? `${jobBoard}/arbeitsangebote-erstellen` : paths.jobCreate,
        external: Boolean(jobBoard),
        description: "Suchauftrag für Ihre Apotheke aufgeben",
      },
    ],
  },
  {
    id: "registrierung",
    label: "Registrierung",
    links: [
      {
        label: "Apothekeninhaber/-innen",
        to: paths.ownerRegistration,
        description: "Personal für Ihre Apotheke finden",
      },
      {
        label: "Vertretungsapotheker/-innen, PTA & PKA",
        to: paths.staffRegistration,
        description: "Vertretungen und Einsätze erhalten",
      },
    ],
  },
  {
    id: "mehr",
    label: "Mehr",
    links: [
      { label: "Kontakt", to: paths.contact },
      { label: "Über uns", to: paths.about },
      { label: "AGB", to: paths.terms },
      { label: "Impressum", to: paths.imprint },
      { label: "Datenschutz", to: paths.privacy },
    ],
  },
];

/** The "Anmeldung" button: the external board's login when configured, else ours. */
export const loginLink: NavLink = jobBoard
  ? { label: "Anmeldung", to: `${jobBoard}/login`, external: true }
  : { label: "Anmeldung", to: paths.login };

export const legalLinks: NavLink[] = [
  { label: "Impressum", to: paths.imprint },
  { label: "AGB", to: paths.terms },
  { label: "Datenschutz", to: paths.privacy },
];
