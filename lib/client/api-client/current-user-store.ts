// Who is signed in, shared by every client component of a page (header, mobile menu, forms) and loaded once.
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import { hasSessionHint } from "./session-hint";

export type CurrentUserState =
  | { status: "unknown"; user: null }
  | { status: "loading"; user: null }
  | { status: "signedIn"; user: UserDto }
  | { status: "signedOut"; user: null };

type Listener = () => void;

let state: CurrentUserState = { status: "unknown", user: null };
const listeners = new Set<Listener>();

function set(next: CurrentUserState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const currentUserStore = {
  getSnapshot: (): CurrentUserState => state,
  getServerSnapshot: (): CurrentUserState => ({ status: "unknown", user: null }),
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set,
  /** Loads the user when the session hint says there is a session; `onFailure` decides what a failure means. */
  async load(fetchUser: () => Promise<UserDto>, onFailure: (error: unknown) => void): Promise<void> {
    if (state.status !== "unknown") return;
    if (!hasSessionHint()) return set({ status: "signedOut", user: null });
    set({ status: "loading", user: null });
    try {
      set({ status: "signedIn", user: await fetchUser() });
    } catch (error) {
      set({ status: "signedOut", user: null });
      onFailure(error);
    }
  },
};
