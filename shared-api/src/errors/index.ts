export {
  FrappeError,
  isFrappeError,
  errorMessage,
  fallbackMessageFor,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  STALE_SAVE_MESSAGE,
} from './frappe-error';
export type { FrappeErrorInit } from './frappe-error';
export {
  decodeFrappeError,
  decodeServerMessages,
  parseException,
  toPlainText,
  networkError,
  timeoutError,
} from './decode';
