/**
 * Every message a schema or the API can produce, as a key. Schemas carry keys; the
 * catalogues `de.ts` (the site) and `en.ts` (the API) turn them into text.
 *
 * The keys are grouped by the forms whose server answers the site translates back
 * (docs/product.md, "Forms"). A key may sit in several groups. Order matters where two keys share
 * one English text: the table from English to German keeps the first (see
 * server-messages.ts), so the owner's wording comes before the staff's.
 */

export const COMMON_MESSAGE_KEYS = [
  "common.invalid",
  "common.validationFailed",
  "common.unexpectedError",
  "common.tooManyRequests",
  "common.requestTooLarge",
  "common.invalidCharacters",
  "postalCode.format",
  "postalCode.unknown",
] as const;

export const REGISTRATION_MESSAGE_KEYS = [
  ...COMMON_MESSAGE_KEYS,
  "ownerRegistration.success",
  "staffRegistration.success",
  "email.required",
  "email.invalid",
  "email.tooLong",
  "email.taken",
  "staffEmail.invalid",
  "password.required",
  "password.tooShort",
  "password.weak",
  "password.tooLong",
  "passwordConfirmation.mismatch",
  "pharmacyName.required",
  "pharmacyName.tooLong",
  "pharmacyAddress.required",
  "address.required",
  "street.tooLong",
  "streetNumber.required",
  "streetNumber.tooLong",
  "postalCode.required",
  "postalCode.tooLong",
  "city.required",
  "city.tooLong",
  "contactSalutation.required",
  "ownerSalutation.invalid",
  "salutation.invalid",
  "firstName.required",
  "firstName.tooLong",
  "lastName.required",
  "lastName.tooLong",
  "phone.required",
  "phone.noPlus",
  "phone.digitsOnly",
  "phone.prefix",
  "phone.tooLong",
  "wwsSoftware.required",
  "message.tooLong",
  "terms.required",
  "role.required",
  "role.invalid",
  "role.notAllowed",
  "iam.required",
  "iam.invalid",
  "experience.required",
  "experience.invalid",
  "experience.tooEarly",
  "experience.inFuture",
  "certificate.required",
  "file.pdfOnly",
  "file.tooLarge",
] as const;

/** Courier (`/boten-service`) and cleaning (`/reinigung-service`) requests. */
export const SERVICE_REQUEST_MESSAGE_KEYS = [
  ...COMMON_MESSAGE_KEYS,
  "serviceRequest.success",
  "serviceRequest.unexpectedError",
  "pharmacyName.required",
  "pharmacyName.tooLong",
  "serviceEmail.required",
  "serviceEmail.invalid",
  "serviceEmail.tooLong",
  "phone.required",
  "phone.tooLong",
  "serviceStreet.required",
  "street.tooLong",
  "courierZipCode.required",
  "courierZipCode.tooLong",
  "zipCode.required",
  "postalCode.tooLong",
  "city.required",
  "city.tooLong",
  "contactSalutation.required",
  "salutation.invalid",
  "firstName.required",
  "firstName.tooLong",
  "lastName.required",
  "lastName.tooLong",
  "deliveryArea.required",
  "deliveryArea.tooLong",
  "deliveryEquipment.required",
  "deliveryEquipment.tooLong",
  "existingSoftware.required",
  "courierTerms.required",
  "cleaningTerms.required",
  "roomCount.required",
  "roomCount.invalid",
  "roomCount.notInteger",
  "roomCount.tooSmall",
  "roomCount.tooLarge",
  "sqm.invalid",
  "sqm.tooSmall",
  "sqm.tooLarge",
  "tasks.required",
  "tasks.tooLong",
  "captcha.required",
  "captcha.incomplete",
  "captcha.invalid",
  "captcha.expired",
] as const;

export const JOB_SEARCH_MESSAGE_KEYS = [
  ...COMMON_MESSAGE_KEYS,
  "jobSearch.success",
  "jobType.invalid",
  "startDate.invalid",
  "endDate.invalid",
  "endDate.beforeStart",
  "location.tooLong",
  "state.invalid",
  "auth.unauthenticated",
  "auth.forbidden",
  "searchAlert.duplicate",
  "searchAlert.limit",
  "searchAlert.notFound",
  "searchAlert.paused",
  "searchAlert.resumed",
  "searchAlert.deleted",
  "searchAlert.unsubscribed",
  "searchAlert.linkInvalid",
  "jobOffer.notFound",
] as const;

/** Search orders, the operator's order actions, applications (job board). */
export const SEARCH_ORDER_MESSAGE_KEYS = [
  ...COMMON_MESSAGE_KEYS,
  "jobType.invalid",
  "serviceStreet.required",
  "street.tooLong",
  "zipCode.required",
  "city.required",
  "city.tooLong",
  "state.invalid",
  "wwsSoftware.required",
  "message.tooLong",
  "endDate.beforeStart",
  "auth.unauthenticated",
  "auth.forbidden",
  "searchRole.required",
  "periods.required",
  "periods.tooMany",
  "periods.overlap",
  "periodStart.invalid",
  "periodStart.inPast",
  "periodStart.tooLate",
  "periodEnd.invalid",
  "periodEnd.tooLate",
  "workingHours.required",
  "workingHours.tooLong",
  "postalCode.format",
  "postalCode.unknown",
  "state.required",
  "orderPharmacy.invalid",
  "hourlyRate.invalid",
  "ownerCover.roleMismatch",
  "sendTerms.required",
  "confirmFee.required",
  "declineReason.required",
  "declineReason.tooLong",
  "dataConsent.required",
  "searchOrder.saved",
  "searchOrder.deleted",
  "searchOrder.sent",
  "searchOrder.notFound",
  "searchOrder.wrongStatus",
  "searchOrder.accepted",
  "searchOrder.declined",
  "searchOrder.published",
  "searchOrder.proposed",
  "searchOrder.confirmed",
  "searchOrder.placed",
  "candidate.notFound",
  "candidate.roleMismatch",
  "candidate.unavailable",
  "application.created",
  "application.duplicate",
  "application.notOpen",
  "application.profileIncomplete",
  "application.withdrawn",
  "application.notFound",
  "application.confirmed",
  "application.roleMismatch",
  "placement.notFound",
  "placement.wrongStatus",
  "placement.cancelled",
  "placement.arranged",
  "placement.invoiceCopySaved",
  "placement.cancelTooLate",
  "placement.invoiceCopyTooEarly",
  "placement.invoiceCopyStaffOnly",
  "invoiceCopy.required",
  "cancelReason.required",
  "cancelReason.tooLong",
  "account.upcomingPlacement",
  "document.notFound",
  "document.lastCertificate",
] as const;

/**
 * Login, logout, activation, resend, password reset, the session check and the
 * operator's account actions: the answers the site translates on the account pages.
 */
export const ACCOUNT_MESSAGE_KEYS = [
  ...COMMON_MESSAGE_KEYS,
  "email.required",
  "email.invalid",
  "email.tooLong",
  "password.required",
  "password.tooShort",
  "password.weak",
  "password.tooLong",
  "passwordConfirmation.mismatch",
  "login.success",
  "login.invalidCredentials",
  "login.unverified",
  "login.inactive",
  "login.blocked",
  "login.throttled",
  "password.incorrect",
  "logout.success",
  "auth.unauthenticated",
  "auth.forbidden",
  "resendActivation.sent",
  "forgotPassword.sent",
  "resetPassword.success",
  "resetPassword.invalidToken",
  "staffActivation.success",
  "staffActivation.alreadyActive",
  "staffActivation.blocked",
  "staffActivation.notFound",
  "branch.added",
  "branch.saved",
  "branch.removed",
  "branch.notFound",
  "branch.limit",
  "branch.inUse",
  "accountReason.required",
  "accountReason.tooShort",
  "accountReason.tooLong",
] as const;

/**
 * The staff profile (/konto/profil) and the e-mail change: the server answers these in
 * German already (only this site's forms send them), so no table translates them back.
 */
export const PROFILE_MESSAGE_KEYS = [
  "profileStreet.required",
  "profileStreet.tooLong",
  "profileStreetNumber.required",
  "profileStreetNumber.tooLong",
  "profilePostalCode.required",
  "profilePostalCode.format",
  "profileCity.required",
  "profileCity.tooLong",
  "vatId.invalid",
  "capacity.notANumber",
  "capacity.wholeDays",
  "capacity.tooFew",
  "capacity.tooMany",
  "availability.tooLong",
  "email.unchanged",
] as const;

export type MessageKey =
  | (typeof PROFILE_MESSAGE_KEYS)[number]
  | (typeof REGISTRATION_MESSAGE_KEYS)[number]
  | (typeof SERVICE_REQUEST_MESSAGE_KEYS)[number]
  | (typeof JOB_SEARCH_MESSAGE_KEYS)[number]
  | (typeof ACCOUNT_MESSAGE_KEYS)[number]
  | (typeof SEARCH_ORDER_MESSAGE_KEYS)[number];

/** All keys, each once. */
export const MESSAGE_KEYS: readonly MessageKey[] = [
  ...new Set<MessageKey>([
    ...REGISTRATION_MESSAGE_KEYS,
    ...SERVICE_REQUEST_MESSAGE_KEYS,
    ...JOB_SEARCH_MESSAGE_KEYS,
    ...ACCOUNT_MESSAGE_KEYS,
    ...SEARCH_ORDER_MESSAGE_KEYS,
    ...PROFILE_MESSAGE_KEYS,
  ]),
];

/** A catalogue has a text for every key and nothing else (a compile error otherwise). */
export type MessageCatalogue = Readonly<Record<MessageKey, string>>;

const keySet: ReadonlySet<string> = new Set(MESSAGE_KEYS);

export function isMessageKey(value: string): value is MessageKey {
  return keySet.has(value);
}
