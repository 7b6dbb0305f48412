import { api } from '../client/api';
import type { FrappeClient, RequestOptions } from '../client/types';
import type { DataRequest } from '../methods/stewardship';

/*
 * The data principal's side of the DPDP Act 2023 (server: stewardship/data-principal.ts): the
 * privacy notice and consent to its version, requests about one's data and a copy of it.
 */
export type DataRequestKind = DataRequest['kind'];
export const DATA_REQUEST_KINDS: readonly DataRequestKind[] = ['Access', 'Correction', 'Erasure', 'Grievance'];

export function getPrivacyNotice(client: FrappeClient = api, options?: RequestOptions) {
  return client.call('get_privacy_notice', undefined, { ...options, httpMethod: 'GET' });
}

export function recordConsent(version: string, language: 'en' | 'hi', client: FrappeClient = api) {
  return client.call('record_consent', { version, language });
}

export function fileDataRequest(kind: DataRequestKind, details: string, client: FrappeClient = api) {
  return client.call('file_data_request', { kind, details });
}

export function myDataRequests(client: FrappeClient = api, options?: RequestOptions) {
  return client.call('my_data_requests', undefined, { ...options, httpMethod: 'GET' });
}

export function downloadMyData(client: FrappeClient = api) {
  return client.call('download_my_data', undefined, { httpMethod: 'GET' });
}

/** The case manager's list of every request, open first (`status` narrows it). */
export function listDataRequests(status?: 'Open' | 'Completed' | 'Refused', client: FrappeClient = api, options?: RequestOptions) {
  return client.call('list_data_requests', status ? { status } : {}, { ...options, httpMethod: 'GET' });
}

/** The case manager completes or refuses a request, with the answer the person reads. */
export function answerDataRequest(request: string, status: 'Completed' | 'Refused', answer: string, client: FrappeClient = api) {
  return client.call('answer_data_request', { request, status, answer });
}
