import { isPleadingReadOnly } from 'shared-api/rules';
import { definePleading } from './define-pleading';

export const AdditionalPleading = definePleading('Additional Pleading', 'AP-.#####', (stage) => !isPleadingReadOnly(stage));
