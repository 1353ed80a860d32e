// GET /api/offer/profile-code: the code an applicant puts in the README of their GitHub profile to show the profile
// is theirs. Derived from the user id with AUTH_SECRET: the same every time for one person, unguessable for another,
// and nothing to store.
import "server-only";
import { hashSecret } from "@/lib/server/auth/secret-hash";

export function getOfferProfileCode(userId: string): { code: string } {
  return { code: `resumecraft-offer-${hashSecret(["offer-profile-code", userId]).slice(0, 16)}` };
}
