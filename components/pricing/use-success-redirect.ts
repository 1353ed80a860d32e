"use client";
// docs/product.md §4/§9: once paid, the user is loaded again and, 2 s later, home with ?state=success (the welcome
// notice), naming the resume the buyer came from (issue 21 item 7). Shared by the checkout dialog and the page the
// buyer comes back to from Alipay (order-return-dialog.tsx).
import { useEffect, useRef } from "react";
import { useRouter } from "@/i18n/navigation";
import { refreshCurrentUser } from "@/lib/client/api-client/refresh-current-user";
import { returnToFields, type ReturnTo } from "@/lib/shared/pricing/return-to";
import { SUCCESS_REDIRECT_MS } from "@/lib/shared/validations/orders/order-dto";

export function useSuccessRedirect(isSuccess: boolean, returnTo: ReturnTo | null): void {
  const router = useRouter();
  // The router object may change from render to render; the way home is decided once, when the payment succeeds.
  const routerRef = useRef(router);
  useEffect(() => {
    routerRef.current = router;
  });
  useEffect(() => {
    if (!isSuccess) return;
    void refreshCurrentUser().catch(() => undefined);
    const timer = window.setTimeout(
      () =>
        routerRef.current.push({
          pathname: "/",
          query: { state: "success", ...(returnTo ? returnToFields(returnTo) : {}) },
        }),
      SUCCESS_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isSuccess, returnTo]);
}
