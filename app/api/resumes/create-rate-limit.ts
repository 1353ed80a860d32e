import type { RateLimitRule } from "@/lib/api/rate-limit";

/** Every create call (blank, copy, imports) shares one budget per user: generous for people, tight for scripts. */
export const createResumeRateLimit: RateLimitRule = { key: "resume-create", points: 30, duration: 60 };
