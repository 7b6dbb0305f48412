export { OFFER_TYPES, OFFER_SOURCES, OFFER_STATUSES, MAX_INSTALMENTS, MAX_GRACE_DAYS, offerTotal, offerDiscountPercent, offerTermsProblem } from './terms';
export type { OfferType, OfferSource, OfferStatus, OfferTerms } from './terms';
