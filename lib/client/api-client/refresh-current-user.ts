"use client";
// After a payment the user's membership, balance and tokens changed: the shared store is loaded again (docs/product.md
// §4).
import { getCurrentUser } from "./account-client";
import { currentUserStore } from "./current-user-store";

export async function refreshCurrentUser(): Promise<void> {
  currentUserStore.set({ status: "signedIn", user: await getCurrentUser() });
}
