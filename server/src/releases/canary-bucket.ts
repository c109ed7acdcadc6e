import { createHash, randomBytes } from 'node:crypto';
import type { EnvironmentRemote } from '@console/contracts/registry';

/** The cookie that gives a browser its bucket before login: a random id, kept a year. */
export const BUCKET_COOKIE = 'console_bucket';
export const BUCKET_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A new browser id for the bucket cookie. */
export const newBucketId = (): string => randomBytes(16).toString('base64url');

/** The bucket key of a logged-in user, and of a browser before login. */
export const userBucketKey = (userSeq: number) => `user:${userSeq}`;
export const browserBucketKey = (id: string) => `browser:${id}`;

/** 0-99, the same for the same key on every server and every day: a stable hash of the key. */
export function bucketOf(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) % 100;
}

/** Whether a bucket falls in the remote's canary share (bucket below the percent). */
export const inCanary = (remote: EnvironmentRemote, bucket: number | null): boolean =>
  Boolean(remote.canary && bucket !== null && bucket < remote.canary.percent);
