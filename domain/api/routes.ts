import { emailOnlySchema, loginSchema, resetPasswordSchema } from "../account-access";
import {
  branchSchema,
  emailChangeSchema,
  passwordChangeSchema,
  pharmacySettingsSchema,
} from "../account-settings";
import {
  availabilityDaysBody,
  availabilitySettingsSchema,
  placementRatingBody,
} from "../availability";
import { cleaningRequestSchema } from "../cleaning-request";
import { courierRequestSchema } from "../courier-request";
import { jobSearchSchema } from "../job-search";
import { ownerRegistrationRequestSchema } from "../owner-registration";
import { searchOrderInputSchema } from "../search-order";
import { staffProfileSchema } from "../staff-profile";
import { disputeWorkedDaysBody, workedDaysBody } from "../worked-days";
import type { z } from "../zod";
import {
  accountDeletionBody,
  accountView,
  branchAnswer,
  currentUserAnswer,
  loginAnswer,
  resetLinkCheck,
  resetLinkQuery,
  staffProfileSaved,
} from "./accounts";
import {
  accountDetailResponse,
  accountIdBody,
  accountReasonBody,
  auditPage,
  auditQuery,
  consoleOverviewAnswer,
  emailPage,
  emailQuery,
  invoicePage,
  invoiceQuery,
  ownerPage,
  ownerQuery,
  requestPage,
  requestQuery,
  serviceRequestStatusAnswer,
  serviceRequestStatusBody,
  staffDocumentsAnswer,
  staffDocumentsQuery,
  staffPage,
  staffQuery,
} from "./admin";
import {
  bankStatementAnswer,
  billableOrdersAnswer,
  draftOrderBody,
  dunningAnswer,
  feeAnswer,
  invoiceCancelBody,
  invoiceCorrectBody,
  invoiceCorrected,
  invoiceIssueBody,
  invoiceIssued,
  invoiceLinesAnswer,
  orderFeeAnswer,
  ownerInvoicesAnswer,
  ownerPricesAnswer,
  paymentBody,
  priceListBody,
  priceListSaved,
  priceListsAnswer,
  priceListsQuery,
  reminderBody,
} from "./billing";
import { messageResponse, noContent } from "./common";
import { figuresAnswer, figuresQuery } from "./figures";
import {
  adminOrdersAnswer,
  adminOrdersQuery,
  applicationBody,
  applicationsAnswer,
  candidatesAnswer,
  confirmCandidateBody,
  declineBody,
  foundOrderAnswer,
  foundOrdersAnswer,
  orderAnswer,
  ownerOrdersAnswer,
  proposeBody,
  searchAlertChanged,
  searchAlertPausedBody,
  searchAlertsAnswer,
  sendOrderBody,
  storedSearchAnswer,
  unsubscribeAlertAnswer,
  unsubscribeBody,
} from "./job-board";
import {
  adminPlacementsAnswer,
  adminPlacementsQuery,
  calendarFeedAnswer,
  calendarFeedCreated,
  cancelPlacementBody,
  operatorWorkAnswer,
  placementsAnswer,
} from "./placements";
import { pushEndpointBody, pushKeyAnswer, pushSubscriptionBody } from "./push";
import { captchaConfig, postcodeAnswer, serviceRequestReceived } from "./site";
import { autoProposeBody, availabilityAnswer } from "./urgent-cover";
import { workReportLinkAnswer, workReportTokenQuery } from "./worked-days";

/** A body sent as multipart/form-data (uploads); the server reads its parts itself. */
export const FORM_DATA = "multipart/form-data";

/**
 * One API route as the site calls it: what it answers on success, and the body and
 * query it takes. Every schema here is the one the server route declares (or, where the
 * handler checks the body itself for German field texts, the one it checks with).
 */
export interface ApiRouteContract {
  answer: z.ZodType;
  body?: z.ZodType | typeof FORM_DATA;
  query?: z.ZodType;
}

/**
 * Every API route the site calls, by "METHOD /path" (without the `/api` prefix, `:name`
 * for a path parameter), so the path and the answer's type come together
 * (docs/decisions/0039-one-typed-api-contract.md). The site imports it as a type only
 * (`web/lib/api.ts`); `server/http/api-contract.test.ts` checks that the server
 * registers each route with these very schemas.
 */
export const apiRoutes = {
  // Accounts: login, session, registration, password.
  "POST /auth/login": { body: loginSchema, answer: loginAnswer },
  "POST /auth/logout": { answer: messageResponse },
  "GET /auth/me": { answer: currentUserAnswer },
  "POST /auth/register": { body: ownerRegistrationRequestSchema, answer: messageResponse },
  "POST /auth/resend-activation": { body: emailOnlySchema, answer: messageResponse },
  "POST /auth/forgot-password": { body: emailOnlySchema, answer: messageResponse },
  "POST /auth/reset-password": { body: resetPasswordSchema, answer: messageResponse },
  "GET /auth/reset-password/check": { query: resetLinkQuery, answer: resetLinkCheck },
  "POST /pharmacist-worker/register": { body: FORM_DATA, answer: messageResponse },
  // The own account (/konto).
  "GET /account": { answer: accountView },
  "PUT /account/staff-profile": { body: staffProfileSchema, answer: staffProfileSaved },
  "PUT /account/pharmacy": { body: pharmacySettingsSchema, answer: messageResponse },
  "POST /account/password": { body: passwordChangeSchema, answer: messageResponse },
  "POST /account/email": { body: emailChangeSchema, answer: messageResponse },
  "POST /account/delete": { body: accountDeletionBody, answer: messageResponse },
  "POST /account/documents": { body: FORM_DATA, answer: messageResponse },
  "DELETE /account/documents/:id": { answer: messageResponse },
  "GET /account/prices": { answer: ownerPricesAnswer },
  "GET /account/invoices": { answer: ownerInvoicesAnswer },
  "POST /account/branches": { body: branchSchema, answer: branchAnswer },
  "PUT /account/branches/:id": { body: branchSchema, answer: branchAnswer },
  "DELETE /account/branches/:id": { answer: messageResponse },
  "GET /account/push/key": { answer: pushKeyAnswer },
  "POST /account/push/subscriptions": { body: pushSubscriptionBody, answer: messageResponse },
  "DELETE /account/push/subscriptions": { body: pushEndpointBody, answer: messageResponse },
  // The public site's helpers and service requests.
  "GET /postcodes/:postcode": { answer: postcodeAnswer },
  "GET /captcha/config": { answer: captchaConfig },
  "POST /captcha/consent": { answer: noContent },
  "POST /boten-service": { body: courierRequestSchema, answer: serviceRequestReceived },
  "POST /reinigung-service": { body: cleaningRequestSchema, answer: serviceRequestReceived },
  // The owner's search orders.
  "GET /search-orders": { answer: ownerOrdersAnswer },
  "POST /search-orders": { body: searchOrderInputSchema, answer: orderAnswer },
  "PUT /search-orders/:id": { body: searchOrderInputSchema, answer: orderAnswer },
  "DELETE /search-orders/:id": { answer: messageResponse },
  "POST /search-orders/:id/send": { body: sendOrderBody, answer: orderAnswer },
  "POST /search-orders/:id/confirm": { body: confirmCandidateBody, answer: orderAnswer },
  "GET /search-orders/:id/fee": { answer: orderFeeAnswer },
  "POST /search-orders/fee-quote": { body: draftOrderBody, answer: feeAnswer },
  // Staff: search, alerts, applications.
  "GET /arbeitsangebote-suchen": { query: jobSearchSchema, answer: foundOrdersAnswer },
  "GET /arbeitsangebote-suchen/:id": { answer: foundOrderAnswer },
  "POST /arbeitsangebote-suchen": { body: jobSearchSchema, answer: storedSearchAnswer },
  "GET /search-alerts": { answer: searchAlertsAnswer },
  "PATCH /search-alerts/:id": { body: searchAlertPausedBody, answer: searchAlertChanged },
  "DELETE /search-alerts/:id": { answer: messageResponse },
  "GET /search-alerts/unsubscribe": { query: unsubscribeBody, answer: unsubscribeAlertAnswer },
  "POST /search-alerts/unsubscribe": { body: unsubscribeBody, answer: messageResponse },
  "POST /applications": { body: applicationBody, answer: messageResponse },
  "GET /applications": { answer: applicationsAnswer },
  "DELETE /applications/:id": { answer: messageResponse },
  "GET /availability": { answer: availabilityAnswer },
  "PUT /availability": { body: availabilitySettingsSchema, answer: availabilityAnswer },
  "POST /availability/days": { body: availabilityDaysBody, answer: availabilityAnswer },
  // Placements.
  "GET /placements": { answer: placementsAnswer },
  "POST /placements/:id/cancel": { body: cancelPlacementBody, answer: messageResponse },
  "POST /placements/:id/rating": { body: placementRatingBody, answer: messageResponse },
  "POST /placements/:id/invoice-copy": { body: FORM_DATA, answer: messageResponse },
  "GET /account/calendar": { answer: calendarFeedAnswer },
  "POST /account/calendar": { answer: calendarFeedCreated },
  "DELETE /account/calendar": { answer: messageResponse },
  "POST /placements/:id/worked-days": { body: workedDaysBody, answer: messageResponse },
  "GET /worked-days": { query: workReportTokenQuery, answer: workReportLinkAnswer },
  "POST /worked-days/confirm": { body: workReportTokenQuery, answer: messageResponse },
  "POST /worked-days/dispute": { body: disputeWorkedDaysBody, answer: messageResponse },
  // The operator console.
  "GET /admin/overview": { answer: consoleOverviewAnswer },
  "GET /admin/figures": { query: figuresQuery, answer: figuresAnswer },
  "GET /admin/owners": { query: ownerQuery, answer: ownerPage },
  "GET /admin/staff": { query: staffQuery, answer: staffPage },
  "GET /admin/emails": { query: emailQuery, answer: emailPage },
  "GET /admin/audit-log": { query: auditQuery, answer: auditPage },
  "GET /admin/courier-requests": { query: requestQuery, answer: requestPage },
  "GET /admin/cleaning-requests": { query: requestQuery, answer: requestPage },
  "GET /admin/invoices": { query: invoiceQuery, answer: invoicePage },
  "GET /admin/accounts/detail": { query: accountIdBody, answer: accountDetailResponse },
  "POST /admin/accounts/auto-propose": { body: autoProposeBody, answer: messageResponse },
  "GET /admin/documents": { query: staffDocumentsQuery, answer: staffDocumentsAnswer },
  "POST /admin/emails/retry": { body: accountIdBody, answer: messageResponse },
  "PATCH /admin/service-requests/:type/:id": {
    body: serviceRequestStatusBody,
    answer: serviceRequestStatusAnswer,
  },
  "POST /admin/staff/:id/activate": { answer: messageResponse },
  "POST /admin/owners/activate": { body: accountIdBody, answer: messageResponse },
  "POST /admin/owners/resend-activation": { body: accountIdBody, answer: messageResponse },
  "POST /admin/staff/refuse": { body: accountReasonBody, answer: messageResponse },
  "POST /admin/accounts/block": { body: accountReasonBody, answer: messageResponse },
  "POST /admin/accounts/unblock": { body: accountIdBody, answer: messageResponse },
  "POST /admin/accounts/delete": { body: accountIdBody, answer: messageResponse },
  "GET /admin/price-lists": { query: priceListsQuery, answer: priceListsAnswer },
  "PUT /admin/price-lists": { body: priceListBody, answer: priceListSaved },
  "GET /admin/billable-orders": { answer: billableOrdersAnswer },
  "POST /admin/invoices": { body: invoiceIssueBody, answer: invoiceIssued },
  "POST /admin/invoices/:id/cancel": { body: invoiceCancelBody, answer: invoiceIssued },
  "POST /admin/invoices/:id/correct": { body: invoiceCorrectBody, answer: invoiceCorrected },
  "POST /admin/invoices/:id/payment": { body: paymentBody, answer: messageResponse },
  "POST /admin/invoices/:id/reminder": { body: reminderBody, answer: messageResponse },
  "GET /admin/invoices/:id/dunning": { answer: dunningAnswer },
  "GET /admin/invoices/:id/lines": { answer: invoiceLinesAnswer },
  "POST /admin/bank-statements": { body: FORM_DATA, answer: bankStatementAnswer },
  "GET /admin/search-orders": { query: adminOrdersQuery, answer: adminOrdersAnswer },
  "POST /admin/search-orders/:id/accept": { answer: messageResponse },
  "POST /admin/search-orders/:id/publish": { answer: messageResponse },
  "POST /admin/search-orders/:id/place": { answer: messageResponse },
  "POST /admin/search-orders/:id/decline": { body: declineBody, answer: messageResponse },
  "GET /admin/search-orders/:id/candidates": { answer: candidatesAnswer },
  "POST /admin/search-orders/:id/propose": { body: proposeBody, answer: messageResponse },
  "GET /admin/placements": { query: adminPlacementsQuery, answer: adminPlacementsAnswer },
  "GET /admin/work": { answer: operatorWorkAnswer },
  "POST /admin/placements/:id/arrange": { answer: messageResponse },
  "POST /admin/placements/:id/invoice": { answer: messageResponse },
  "POST /admin/work-reports/:id/resolve": { body: workedDaysBody, answer: messageResponse },
} as const satisfies Record<string, ApiRouteContract>;

export type ApiRoutes = typeof apiRoutes;
export type ApiRoute = keyof ApiRoutes;
