// docs/product.md §9: regular users may keep at most REGULAR_RESUME_CAP resumes (the trash does not count); premium
// users have no cap. Creating and restoring from the trash both ask this.
import "server-only";
import { REGULAR_RESUME_CAP } from "@/lib/shared/resume/resume-cap";
import { isPremiumUser, type Membership } from "./membership";

export function canCreateResume(actor: Membership, activeResumeCount: number, now = new Date()): boolean {
  return isPremiumUser(actor, now) || activeResumeCount < REGULAR_RESUME_CAP;
}
