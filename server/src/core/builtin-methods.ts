import type { RequestContext } from './context';
import { pathMethods, type MethodArgs, type MethodHandler } from './methods';
import { countDocs } from './documents';
import { MandatoryError } from './errors';

const ping: MethodHandler = () => 'pong';

// Permission-checked like a list: the same role rules and row-level filters apply.
async function getCount(ctx: RequestContext, args: MethodArgs) {
  if (typeof args.doctype !== 'string' || !args.doctype) throw new MandatoryError('doctype is required');
  return countDocs(ctx, args.doctype, args.filters, args.or_filters);
}

export const builtinMethods = pathMethods({ 'ping': ping, 'frappe.client.get_count': getCount });
