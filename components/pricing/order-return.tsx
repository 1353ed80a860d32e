"use client";
// /pricing?order={id}: where Alipay sends the buyer back after paying on a phone (issue 21 item 8; the return URL
// of attach-provider-payment.ts, to which Stripe adds redirect_status). The order is then polled here as in the
// checkout dialog, and home shows the welcome notice. Only the query is read in the page's first load; the dialog
// loads when there is an order to show, so /pricing keeps its first-load budget.
import { Suspense } from "react";
import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { RETURN_RESUME_ID } from "@/lib/shared/pricing/return-to";

const OrderReturnDialog = dynamic(() => import("./order-return-dialog").then((mod) => mod.OrderReturnDialog), {
  ssr: false,
});

export function OrderReturn() {
  return (
    <Suspense fallback={null}>
      <FromQuery />
    </Suspense>
  );
}

function FromQuery() {
  const searchParams = useSearchParams();
  const orderId = searchParams?.get("order");
  // An order id is a cuid, of the same characters as a resume id; anything else is not ours to ask about.
  if (!orderId || !RETURN_RESUME_ID.test(orderId)) return null;
  return (
    <OrderReturnDialog key={orderId} orderId={orderId} hasFailed={searchParams?.get("redirect_status") === "failed"} />
  );
}
