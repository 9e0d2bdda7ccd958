import { SALUTATION_LABELS } from "../../../domain/enums";

export interface Addressee {
  salutation: string | null;
  firstName: string;
  lastName: string;
}

/** "Guten Tag Frau Mustermann," or, without a salutation, "Guten Tag Erika Mustermann,". */
export function greeting({ salutation, firstName, lastName }: Addressee): string {
  const label =
    salutation && salutation in SALUTATION_LABELS
      ? SALUTATION_LABELS[salutation as keyof typeof SALUTATION_LABELS]
      : undefined;
  return label ? `Guten Tag ${label} ${lastName},` : `Guten Tag ${firstName} ${lastName},`;
}
