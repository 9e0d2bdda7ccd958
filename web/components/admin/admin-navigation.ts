import { paths } from "../../../domain/paths";

/** The console's sections, in the order of its side navigation. */
export const adminNavigation: readonly { label: string; to: string }[] = [
  { label: "Übersicht", to: paths.admin },
  { label: "Kennzahlen", to: paths.adminFigures },
  { label: "Apotheken", to: paths.adminOwners },
  { label: "Personal", to: paths.adminStaff },
  // Built on the job-board branch; linked here so the console is one place.
  { label: "Suchaufträge", to: paths.adminOrders },
  { label: "Einsätze", to: paths.adminPlacements },
  { label: "Boten & Reinigung", to: paths.adminRequests },
  { label: "Rechnungen", to: paths.adminInvoices },
  { label: "Preislisten", to: paths.adminPrices },
  { label: "E-Mails", to: paths.adminEmails },
  { label: "Protokoll", to: paths.adminAudit },
];
