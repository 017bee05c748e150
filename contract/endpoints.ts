import type { ExamFamilySlug } from './exam-families';

/**
 * The endpoint table of spec §7: method, path and how the body is encoded. Both sides read it: the
 * client's calls and the server's routes, so a path cannot drift between them.
 */
export type Encoding = 'none' | 'json' | 'form' | 'multipart';

export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly encoding: Encoding;
}

const get = (path: string): Endpoint => ({ method: 'GET', path, encoding: 'none' });
const post = (path: string, encoding: Encoding): Endpoint => ({ method: 'POST', path, encoding });
const put = (path: string, encoding: Encoding): Endpoint => ({ method: 'PUT', path, encoding });
const del = (path: string): Endpoint => ({ method: 'DELETE', path, encoding: 'none' });

export const endpoints = {
  health: get('/healthz'),
  states: get('/api/states'),
  qualifications: get('/api/qualification'),
  govtJobs: get('/api/govt_jobs'),
  examFamily: (family: ExamFamilySlug) => get(`/api/${family}`),
  signup: post('/api/signup_api', 'form'),
  login: post('/api/login_api', 'multipart'),
  forgotPassword: post('/api/forgotpassword', 'multipart'),
  changePassword: post('/api/changepassword', 'multipart'),
  /** New (not in the specification): the server's side of logout, the session check, and the reset link. */
  logout: post('/api/logout', 'none'),
  session: get('/api/session'),
  resetPasswordCheck: post('/api/reset_password/check', 'json'),
  resetPassword: post('/api/reset_password', 'json'),
  jobAlerts: post('/api/job_alerts', 'json'),
  /** New (not in the specification): the session user's subscription, and unsubscribing from an e-mailed link. */
  myJobAlert: get('/api/job_alerts'),
  /** New: the session user ends their own subscription from the job-alert modal. */
  cancelMyJobAlert: del('/api/job_alerts'),
  unsubscribe: post('/api/job_alerts/unsubscribe', 'json'),
  /** A topic's test: the specification's GET /api/{type}/{quizId}/{level} (type is the category, quizId the topic). */
  quiz: (category: string, topic: string, level: string) => get(`/api/${category}/${topic}/${level}`),
  /** The answers of a test, whatever its category: the specification names the path after one of them. */
  quizResult: post('/api/reasoning/result', 'json'),
  finalResult: post('/api/finalresult', 'form'),
  history: post('/api/historyexam', 'form'),
  /** New (not in the specification): one finished attempt, question by question (contract/quiz.ts ReviewResponse). */
  attemptReview: (attemptId: string) => get(`/api/attempts/${attemptId}/review`),
  /**
   * New (issue 11, design §7): progress. The daily quiz (contract/daily.ts), leaderboards
   * (contract/leaderboard.ts), the display-name profile (contract/profile.ts), an attempt's standing,
   * the history's extra columns, the topic analysis and the streak (contract/progress.ts).
   */
  dailyQuiz: get('/api/daily'),
  dailyResult: post('/api/daily/result', 'json'),
  dailyLeaderboard: get('/api/leaderboard/daily'),
  /** `level` as in the quiz path: 'level1' … 'level3'. */
  topicLeaderboard: (category: string, topic: string, level: string) =>
    get(`/api/leaderboard/${category}/${topic}/${level}`),
  attemptStanding: (attemptId: string) => get(`/api/attempts/${attemptId}/standing`),
  progressAttempts: get('/api/progress/attempts'),
  progress: get('/api/progress'),
  streak: get('/api/progress/streak'),
  profile: get('/api/profile'),
  saveProfile: put('/api/profile', 'json'),
  /** New (issue 18): full-length mock tests (contract/mocks.ts). */
  mocks: get('/api/mocks'),
  mockPaper: (exam: string, mock: number | string) => get(`/api/mocks/${exam}/${mock}/paper`),
  startMock: (exam: string, mock: number | string) => post(`/api/mocks/${exam}/${mock}/attempts`, 'none'),
  mockAttempts: get('/api/mocks/attempts'),
  submitMock: (attemptId: string) => post(`/api/mocks/attempts/${attemptId}/submission`, 'json'),
  mockResult: (attemptId: string) => get(`/api/mocks/attempts/${attemptId}/result`),
  mockReview: (attemptId: string) => get(`/api/mocks/attempts/${attemptId}/review`),
  /** New (issue 15): the language the candidate chose, kept with their profile. */
  saveLanguage: put('/api/profile/language', 'json'),
} as const;

/** Request bodies larger than this are refused with 413 before any route reads them. */
export const MAX_BODY_BYTES = 64 * 1024;
