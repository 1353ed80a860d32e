// docs/product.md §6: a regular user may only pick a free template. Keeping a pro template the resume already has is
// allowed (e.g. after a membership ended): only a change to one is refused.
import "server-only";
import type { TemplateMeta } from "@/lib/shared/templates/types";
import { isPremiumUser, type Membership } from "./membership";

export function canUseTemplate(
  actor: Membership,
  template: Pick<TemplateMeta, "componentName" | "isPro">,
  currentTemplateName?: string,
  now = new Date(),
): boolean {
  return !template.isPro || template.componentName === currentTemplateName || isPremiumUser(actor, now);
}
