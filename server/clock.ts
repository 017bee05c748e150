/**
 * The time, passed in rather than read from `Date`, so tests can move it (a session idle for 15 days,
 * a reset link an hour old) without waiting. Every expiry the server decides is compared against it,
 * never against the database's own now().
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
