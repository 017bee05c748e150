import type * as v from 'valibot';
import type { Endpoint } from '../../contract/endpoints';
import { ErrorResponse } from '../../contract/errors';

/** One row of the operations table (operations.ts): who may call it. */
export type Access = 'public' | 'session' | 'admin';

export interface Operation {
  readonly endpoint: Endpoint;
  readonly id: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  readonly body?: v.GenericSchema;
  /** The 200 (or 201) answer. */
  readonly ok: v.GenericSchema;
  readonly okStatus?: 200 | 201 | 303;
  /** 4xx answers: status → the body's schema (default ErrorResponse, `{ status, message }`). */
  readonly errors?: Readonly<Record<number, v.GenericSchema>>;
  /** Public lists answer 304 to a matching If-None-Match (their ETag). */
  readonly etag?: boolean;
  readonly query?: readonly string[];
}

export const E = ErrorResponse;
/** 401 without a session, and the errors every body-reading route may answer (bad JSON, too large). */
export const sessionErrors = { 401: E } as const;
export const jsonErrors = { 400: E, 413: E, 415: E } as const;
export const formErrors = { 400: E, 413: E } as const;

export const OPENAPI_PATH = '/api/openapi.json';
