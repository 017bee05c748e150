import * as v from 'valibot';
import {
  ChangePasswordRequest,
  ConfirmCurrentPasswordResponse,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MsgResponse,
  RateLimitedResponse,
  ResetCheckRequest,
  ResetPasswordRequest,
  ResetResponse,
  SignupRequest,
  SignupResponse,
} from '../../contract/accounts';
import { LogoutResponse, SessionResponse } from '../../contract/session';
import { endpoints, type Endpoint } from '../../contract/endpoints';
import { EXAM_FAMILY_SLUGS } from '../../contract/exam-families';
import {
  JobAlertRequest,
  JobAlertResponse,
  MyJobAlertResponse,
  UnsubscribeRequest,
  UnsubscribeResponse,
} from '../../contract/job-alerts';
import { ExamsResponse, JobsResponse, QualificationsResponse, StatesResponse } from '../../contract/lists';
import { ADMIN_JOBS_PATH, ImportJobsRequest } from '../jobs/job-schema';
import { E, jsonErrors, OPENAPI_PATH, sessionErrors, type Operation } from './operation';

/** The health check, this document, the public lists, accounts, job alerts and the admin import. */
/** The admin import's answers are TypeScript interfaces (jobs/job-schema.ts), not valibot schemas. */
const ImportJobsResult = v.object({
  status: v.literal('success'),
  inserted: v.number(),
  skipped: v.number(),
  alerts: v.number(),
});
const ImportJobsRefusal = v.object({
  status: v.literal('error'),
  message: v.string(),
  problems: v.optional(v.array(v.object({ row: v.number(), message: v.string() }))),
});
const Health = v.object({ status: v.literal('ok') });

const openapiEndpoint: Endpoint = { method: 'GET', path: OPENAPI_PATH, encoding: 'none' };
const adminJobs: Endpoint = { method: 'POST', path: ADMIN_JOBS_PATH, encoding: 'json' };
const unsubscribeLink: Endpoint = { ...endpoints.unsubscribe, method: 'GET', encoding: 'none' };

const lists: Operation[] = [
  {
    endpoint: endpoints.health,
    id: 'health',
    summary: 'Readiness: 503 while the database does not answer',
    tag: 'health',
    access: 'public',
    ok: Health,
    errors: { 503: E },
  },
  {
    endpoint: openapiEndpoint,
    id: 'openapi',
    summary: 'This document',
    tag: 'health',
    access: 'public',
    ok: v.object({ openapi: v.string() }),
    etag: true,
  },
  {
    endpoint: endpoints.states,
    id: 'states',
    summary: 'The states',
    tag: 'lists',
    access: 'public',
    ok: StatesResponse,
    etag: true,
  },
  {
    endpoint: endpoints.qualifications,
    id: 'qualifications',
    summary: 'The qualifications',
    tag: 'lists',
    access: 'public',
    ok: QualificationsResponse,
    etag: true,
  },
  {
    endpoint: endpoints.govtJobs,
    id: 'govtJobs',
    summary: 'Government jobs',
    tag: 'lists',
    access: 'public',
    ok: JobsResponse,
    etag: true,
  },
  ...EXAM_FAMILY_SLUGS.map((family): Operation => ({
    endpoint: endpoints.examFamily(family),
    id: `exams_${family}`,
    summary: `Past papers of ${family}`,
    tag: 'lists',
    access: 'public',
    ok: ExamsResponse,
    etag: true,
  })),
];

const accounts: Operation[] = [
  {
    endpoint: endpoints.signup,
    id: 'signup',
    summary: 'Create an account (sets the session cookie)',
    tag: 'accounts',
    access: 'public',
    body: SignupRequest,
    ok: SignupResponse,
    errors: { 400: SignupResponse, 409: SignupResponse, 413: E, 429: RateLimitedResponse },
  },
  {
    endpoint: endpoints.login,
    id: 'login',
    summary: 'Log in (sets the session cookie)',
    tag: 'accounts',
    access: 'public',
    body: LoginRequest,
    ok: LoginResponse,
    errors: { 400: LoginResponse, 401: LoginResponse, 413: E, 429: RateLimitedResponse },
  },
  {
    endpoint: endpoints.logout,
    id: 'logout',
    summary: 'End the session',
    tag: 'accounts',
    access: 'public',
    ok: LogoutResponse,
  },
  {
    endpoint: endpoints.session,
    id: 'session',
    summary: 'The session user',
    tag: 'accounts',
    access: 'session',
    ok: SessionResponse,
    errors: sessionErrors,
  },
  {
    endpoint: endpoints.forgotPassword,
    id: 'forgotPassword',
    summary: 'E-mail a reset link',
    tag: 'accounts',
    access: 'public',
    body: ForgotPasswordRequest,
    ok: MsgResponse,
    errors: { 400: MsgResponse, 413: E, 429: RateLimitedResponse },
  },
  {
    endpoint: endpoints.resetPasswordCheck,
    id: 'resetPasswordCheck',
    summary: 'Is a reset link usable',
    tag: 'accounts',
    access: 'public',
    body: ResetCheckRequest,
    ok: ResetResponse,
    errors: { 400: ResetResponse, 413: E, 415: E, 429: RateLimitedResponse },
  },
  {
    endpoint: endpoints.resetPassword,
    id: 'resetPassword',
    summary: 'Set a new password from a reset link',
    tag: 'accounts',
    access: 'public',
    body: ResetPasswordRequest,
    ok: ResetResponse,
    errors: { 400: ResetResponse, 413: E, 415: E, 429: RateLimitedResponse },
  },
  {
    endpoint: endpoints.changePassword,
    id: 'changePassword',
    summary: 'Change the password',
    tag: 'accounts',
    access: 'session',
    body: ChangePasswordRequest,
    ok: MsgResponse,
    errors: {
      400: MsgResponse,
      401: MsgResponse,
      403: ConfirmCurrentPasswordResponse,
      413: E,
      429: RateLimitedResponse,
    },
  },
];

const alerts: Operation[] = [
  {
    endpoint: endpoints.jobAlerts,
    id: 'saveJobAlert',
    summary: 'Subscribe to (or update) job alerts',
    tag: 'job alerts',
    access: 'session',
    body: JobAlertRequest,
    ok: JobAlertResponse,
    errors: { ...sessionErrors, ...jsonErrors, 403: E },
  },
  {
    endpoint: endpoints.myJobAlert,
    id: 'myJobAlert',
    summary: "The session user's subscription",
    tag: 'job alerts',
    access: 'session',
    ok: MyJobAlertResponse,
    errors: sessionErrors,
  },
  {
    endpoint: endpoints.cancelMyJobAlert,
    id: 'cancelMyJobAlert',
    summary: "End the session user's subscription",
    tag: 'job alerts',
    access: 'session',
    ok: UnsubscribeResponse,
    errors: sessionErrors,
  },
  {
    endpoint: endpoints.unsubscribe,
    id: 'unsubscribe',
    summary: 'Unsubscribe with an e-mailed token (JSON, or RFC 8058 one-click form with ?token=)',
    tag: 'job alerts',
    access: 'public',
    body: UnsubscribeRequest,
    ok: UnsubscribeResponse,
    errors: { 400: E, 413: E, 415: E },
    query: ['token'],
  },
  {
    endpoint: unsubscribeLink,
    id: 'unsubscribeLink',
    summary: "A mail program opening the unsubscribe address: 303 to the client's page",
    tag: 'job alerts',
    access: 'public',
    ok: v.unknown(),
    okStatus: 303,
    query: ['token'],
  },
  {
    endpoint: adminJobs,
    id: 'importJobs',
    summary: 'Import jobs (npm run jobs -- import); alerts matching subscribers',
    tag: 'admin',
    access: 'admin',
    body: ImportJobsRequest,
    ok: ImportJobsResult,
    errors: { 400: ImportJobsRefusal, 401: E, 413: E, 415: E },
  },
];

export const SITE_OPERATIONS: readonly Operation[] = [...lists, ...accounts, ...alerts];
