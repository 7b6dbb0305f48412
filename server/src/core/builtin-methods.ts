import { registerMethod } from './methods';
import { countDocs } from './documents';
import { MandatoryError } from './errors';

registerMethod('ping', {
  allowGuest: true,
  handler: () => 'pong',
});

// Permission-checked like a list: the same role rules and row-level filters apply.
registerMethod('frappe.client.get_count', {
  allowGuest: true,
  async handler(ctx, args) {
    if (typeof args.doctype !== 'string' || !args.doctype) throw new MandatoryError('doctype is required');
    return countDocs(ctx, args.doctype, args.filters, args.or_filters);
  },
});
