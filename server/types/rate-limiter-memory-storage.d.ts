/**
 * rate-limiter-flexible 11.4.0's in-memory counter, the one `RateLimiterMemory` keeps: it counts
 * synchronously, where `RateLimiterMemory.consume` wraps the same count in a promise
 * (`server/rate-limits.ts`). Only what is used here.
 */
declare module 'rate-limiter-flexible/lib/component/MemoryStorage/MemoryStorage.js' {
  import type { RateLimiterRes } from 'rate-limiter-flexible';

  export default class MemoryStorage {
    /** Adds `value` to `key`'s count, which starts afresh `durationSec` after its first point. */
    incrby(key: string, value: number, durationSec: number): RateLimiterRes;
  }
}
