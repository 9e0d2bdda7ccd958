import { messagesDe } from "./de";
import { messagesEn } from "./en";
import {
  ACCOUNT_MESSAGE_KEYS,
  JOB_SEARCH_MESSAGE_KEYS,
  type MessageKey,
  REGISTRATION_MESSAGE_KEYS,
  SEARCH_ORDER_MESSAGE_KEYS,
  SERVICE_REQUEST_MESSAGE_KEYS,
} from "./message-key";

/**
 * The site receives English messages from the API and shows German (docs/product.md, "Forms").
 * The tables are derived from the two catalogues (English text of a key -> German text
 * of the same key), so a message changed in `en.ts` can never silently stop being
 * translated. When several keys of a group share one English text, the first key in
 * the group's order gives the German text.
 */
function englishToGerman(keys: readonly MessageKey[]): ReadonlyMap<string, string> {
  const table = new Map<string, string>();
  for (const key of keys) {
    const english = messagesEn[key];
    if (!table.has(english)) table.set(english, messagesDe[key]);
  }
  return table;
}

const registrationTable = englishToGerman(REGISTRATION_MESSAGE_KEYS);
const serviceRequestTable = englishToGerman(SERVICE_REQUEST_MESSAGE_KEYS);
const accountTable = englishToGerman(ACCOUNT_MESSAGE_KEYS);
const searchOrderTable = englishToGerman(SEARCH_ORDER_MESSAGE_KEYS);
const jobSearchTable = englishToGerman(JOB_SEARCH_MESSAGE_KEYS);

/**
 * Owner and staff registration (`/auth/register`, `/pharmacist-worker/register`):
 * success and error messages. An unknown message is shown as it is.
 */
export function translateRegistrationMessage(english: string): string {
  return registrationTable.get(english.trim()) ?? english;
}

/**
 * Courier and cleaning requests: each entry of a 422 `errors` array. An unknown message
 * becomes a generic German hint rather than English text.
 */
export function translateServiceRequestMessage(english: string): string {
  return serviceRequestTable.get(english.trim()) ?? messagesDe["serviceRequest.unexpectedError"];
}

/**
 * Login, activation, resend and password reset. These answers are ours (the original site
 * had none), so an unknown message becomes the generic German error, never English text.
 */
export function translateAccountMessage(english: string): string {
  return accountTable.get(english.trim()) ?? messagesDe["common.unexpectedError"];
}

/**
 * Search orders, the operator's order actions and applications (job board). Unknown
 * messages become the generic German error.
 */
export function translateSearchOrderMessage(english: string): string {
  return searchOrderTable.get(english.trim()) ?? messagesDe["common.unexpectedError"];
}

/**
 * The job-offer search, search alerts and their unsubscribe links. Unknown messages
 * become the generic German error.
 */
export function translateJobSearchMessage(english: string): string {
  return jobSearchTable.get(english.trim()) ?? messagesDe["common.unexpectedError"];
}
