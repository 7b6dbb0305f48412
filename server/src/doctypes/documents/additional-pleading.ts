import { definePleading } from './define-pleading';

export const AdditionalPleading = definePleading('Additional Pleading', 'AP-.#####');
