import { defineReferenceDoctype } from './define-reference';

export const DispatchChannel = defineReferenceDoctype('Dispatch Channel', 'dispatch_channel');
