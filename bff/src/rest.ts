import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { mapRestErrors, type MapOptions } from './errors';

/** The api's success envelope (docs/api.md). */
export interface RestEnvelope<T> {
  success: boolean;
  data: T;
  message?: string;
}

export interface RestRequest extends AxiosRequestConfig {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
}

/** Sends one request to the api and answers its envelope; failures come back as mapped GraphQL errors. */
export async function restCall<T>(
  http: AxiosInstance,
  request: RestRequest,
  options?: MapOptions,
): Promise<RestEnvelope<T>> {
  const response = await mapRestErrors(http.request<RestEnvelope<T>>(request), options);
  return response.data;
}
