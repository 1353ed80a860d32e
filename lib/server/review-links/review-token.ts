// A review link's token (issue 26 item 6): 32 random bytes nobody can guess, stored only as its HMAC under AUTH_SECRET
// (secret-hash.ts, as reset tokens are), with the purpose bound in. A leaked table opens no resume; the owner is told
// the link once, when it is made.
import "server-only";
import { hashSecret, randomToken } from "@/lib/server/auth/secret-hash";

const PURPOSE = "review-link";

export const newReviewToken = (): string => randomToken();

export const hashReviewToken = (token: string): string => hashSecret([PURPOSE, token]);

/** The reviewer's page: /c/{token} (/ch/c/{token} with Chinese buttons). */
export const reviewLinkPath = (token: string): string => `/c/${token}`;
