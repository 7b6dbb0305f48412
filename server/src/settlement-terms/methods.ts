import type { RequestContext } from '../core/context';
import { appMethods, type MethodArgs } from '../core/methods';
import { optionalDate, optionalText, requiredText, text, withData } from '../methods/cases/args';
import { setLotTerms } from './lot-terms';
import { settlementResponses } from './respond';

/** A number argument as sent (JSON number or text); blank is absent, the terms' check names what is wrong. */
const numberArg = (value: unknown): number | null => {
  const raw = text(value);
  if (raw === '') return null;
  const parsed = Number(raw);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
};

async function setLotSettlementTerms(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  return setLotTerms(ctx, requiredText(args, 'lot'), {
    offer_type: text(args.offer_type),
    amount: numberArg(args.amount),
    instalment_count: numberArg(args.instalment_count),
    instalment_amount: numberArg(args.instalment_amount),
    first_due_date: optionalDate(args, 'first_due_date'),
    grace_days: numberArg(args.grace_days),
    valid_until: optionalDate(args, 'valid_until'),
    terms_note: optionalText(args, 'terms_note')?.slice(0, 140) ?? null,
    payee_name: optionalText(args, 'payee_name'),
    collection_vpa: optionalText(args, 'collection_vpa'),
    bank_account_number: optionalText(args, 'bank_account_number'),
    bank_ifsc: optionalText(args, 'bank_ifsc')?.toUpperCase() ?? null,
  });
}

export const settlementTermsMethods = appMethods({ set_lot_settlement_terms: setLotSettlementTerms, ...settlementResponses });
