import { api } from '../client/api';
import type { FrappeClient, RequestOptions } from '../client/types';
import type { SettlementOfferFields } from '../doctypes/generated';
import { requireCaseLink } from './doctype';

/** A lender's settlement terms on one case (server: settlement-terms/settlement-offer.ts). */
export type SettlementOfferDoc = SettlementOfferFields & { name: string; creation?: string; modified?: string; owner?: string };

export const SETTLEMENT_OFFER_DOCTYPE = 'Settlement Offer';

/** The terms on a case, open ones first, newest first within each. */
export function getCaseOffers(caseName: string, client: FrappeClient = api, options?: RequestOptions) {
  const link = requireCaseLink(caseName);
  return client.getList<SettlementOfferDoc>(
    SETTLEMENT_OFFER_DOCTYPE,
    { fields: ['*'], filters: [[link, '=', caseName]], orderBy: 'status asc, creation desc', limitPageLength: 100 },
    options,
  );
}

/** New terms on a case, as the lender's form sends them. */
export function createCaseOffer(caseName: string, terms: Partial<SettlementOfferFields>, client: FrappeClient = api) {
  return client.createDoc<SettlementOfferDoc>(SETTLEMENT_OFFER_DOCTYPE, { ...terms, [requireCaseLink(caseName)]: caseName });
}

/** Withdraws terms (kept on record: the respondent may have seen them). */
export function withdrawCaseOffer(name: string, client: FrappeClient = api) {
  return client.updateDoc<SettlementOfferDoc>(SETTLEMENT_OFFER_DOCTYPE, name, { status: 'Withdrawn' });
}
