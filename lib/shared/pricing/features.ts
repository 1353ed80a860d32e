// The feature comparison of docs/product.md §6 (regular, premium, lifetime). Values are message keys under
// Pricing.compare.values, so the table reads naturally in each language.
export type Tier = "regular" | "premium" | "lifetime";
export type FeatureValue =
  | "yes"
  | "no"
  | "limited"
  | "upTo5"
  | "upTo2"
  | "upTo20"
  | "upTo50"
  | "freeTemplates"
  | "unlimited"
  | "planPeriod"
  | "forever";
export type FeatureKey =
  | "resumes"
  | "templates"
  | "pdf"
  | "sharing"
  | "trackedLinks"
  | "variants"
  | "customUrl"
  | "hideInfo"
  | "branding"
  | "duration";

export const tiers: readonly Tier[] = ["regular", "premium", "lifetime"];

export const featureRows: readonly { key: FeatureKey; values: Record<Tier, FeatureValue> }[] = [
  { key: "resumes", values: { regular: "upTo5", premium: "unlimited", lifetime: "unlimited" } },
  { key: "templates", values: { regular: "freeTemplates", premium: "yes", lifetime: "yes" } },
  { key: "pdf", values: { regular: "no", premium: "unlimited", lifetime: "unlimited" } },
  { key: "sharing", values: { regular: "limited", premium: "yes", lifetime: "yes" } },
  // Per resume (lib/shared/validations/share-links/share-link.ts, issue 26 item 7).
  { key: "trackedLinks", values: { regular: "upTo2", premium: "upTo50", lifetime: "upTo50" } },
  // In total for a regular member, per master for premium (lib/shared/validations/resumes/variant.ts, issue 26 item 7).
  { key: "variants", values: { regular: "upTo2", premium: "upTo20", lifetime: "upTo20" } },
  { key: "customUrl", values: { regular: "no", premium: "yes", lifetime: "yes" } },
  { key: "hideInfo", values: { regular: "no", premium: "yes", lifetime: "yes" } },
  { key: "branding", values: { regular: "no", premium: "yes", lifetime: "yes" } },
  { key: "duration", values: { regular: "forever", premium: "planPeriod", lifetime: "forever" } },
];
