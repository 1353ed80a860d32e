// The translation key of a shared-schema message, with the message table (lib/validations/auth/messages.ts) loaded
// on demand: a field only has a message once its form's schema has checked it, and the schema module brings the table
// along, so the import below then resolves from the module cache. Keeping it out of the field keeps ~0.5 kB gzip out of
// the sign-in and sign-up pages' first load (their 160 kB budget has no room for it).
import { useEffect, useState } from "react";
import type { AuthMessageKey } from "@/lib/validations/auth/messages";

type Lookup = (message: string | undefined) => AuthMessageKey | undefined;

let loaded: Lookup | undefined;

export function useAuthMessageKey(message: string | undefined): AuthMessageKey | undefined {
  const [lookup, setLookup] = useState<Lookup | undefined>(() => loaded);
  useEffect(() => {
    if (!message || lookup) return;
    let live = true;
    void import("@/lib/validations/auth/messages").then(({ authMessageKey }) => {
      loaded = authMessageKey;
      if (live) setLookup(() => authMessageKey);
    });
    return () => {
      live = false;
    };
  }, [message, lookup]);
  return lookup?.(message);
}
