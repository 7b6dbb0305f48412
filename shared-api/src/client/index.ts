export { createFrappeClient, CSRF_HEADER } from './create-client';
export { api, setUnauthorizedHandler, currentCsrfToken } from './api';
export { encodePathSegment, resourcePath, methodPath, toSearchParams, listSearchParams } from './query';
export { uploadFormData } from './upload';
export { sinceOpened, type OpenedDoc } from './opened-doc';
export type {
  FilterOperator,
  Filter,
  FilterDict,
  Filters,
  ListParams,
  Paged,
  CallParams,
  CallOptions,
  RequestOptions,
  FrappeFile,
  UploadOptions,
  FrappeDoc,
  FrappeClientOptions,
  FrappeClient,
} from './types';
