export { OFFER_TYPES, OFFER_SOURCES, OFFER_STATUSES, MAX_INSTALMENTS, MAX_GRACE_DAYS, offerTotal, offerDiscountPercent, offerTermsProblem, paymentDetailsProblem } from './terms';
export type { OfferType, OfferSource, OfferStatus, OfferTerms, PaymentDetails } from './terms';
export { UPI_MAX_AMOUNT, isVpa, upiRequestProblem, upiPayLink, settlementPaymentReference } from './upi';
export type { UpiRequest } from './upi';
export { acceptanceStatement, acceptanceCodeSms } from './acceptance';
export type { AcceptanceLanguage } from './acceptance';
