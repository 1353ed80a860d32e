"use client";
// After a payment the user's membership, balance and tokens changed: the shared store is loaded again (SPEC §4).
import type { UserDto } from "@/lib/validations/users/user-dto";
import { apiFetch } from "./api-fetch";
import { currentUserStore } from "./current-user-store";

export async function refreshCurrentUser(): Promise<void> {
  currentUserStore.set({ status: "signedIn", user: await apiFetch<UserDto>("/api/user/current") });
}
