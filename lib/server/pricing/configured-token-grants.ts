// The token grants of docs/product.md §9 as this server is configured (lib/server/env.ts): what /pricing shows and fulfilment
// grants.
import "server-only";
import { env } from "@/lib/server/env";
import type { TokenGrants } from "../../shared/pricing/plans";

export function configuredTokenGrants(): TokenGrants {
  const { MONTHLY_TOKEN_GRANT, LIFETIME_TOKEN_GRANT } = env();
  return { monthly: MONTHLY_TOKEN_GRANT, lifetime: LIFETIME_TOKEN_GRANT };
}
