// docs/product.md §6: for a regular user, premium-only options are forced off and the custom URL is never changed.
// Pure, so the same rule applies to every save and every create.
import "server-only";
import { premiumConfigKeys, type TResumeConfig } from "@/lib/shared/validations/resume-document/document";

export function stripPremiumConfig(
  config: TResumeConfig,
  isPremium: boolean,
  storedCustomUrl: string | null,
): TResumeConfig {
  if (isPremium) return config;
  const stripped: TResumeConfig = { ...config, customURL: storedCustomUrl ?? "" };
  for (const key of premiumConfigKeys) stripped[key] = false;
  return stripped;
}

/** The Resume columns that mirror config, so public lookups never scan JSON. */
export function mirroredColumns(config: TResumeConfig): {
  isPublic: boolean;
  customUrl: string | null;
  allowIndexing: boolean;
} {
  return {
    isPublic: config.isPublic,
    customUrl: config.customURL === "" ? null : config.customURL,
    allowIndexing: config.allowIndexing,
  };
}
