// The "order-receipt" job (lib/server/jobs/job-queues.ts): the buyer's address is read now, not stored in the job. A
// failure throws, so pg-boss retries the job with backoff; an account deleted meanwhile gets no mail.
import "server-only";
import { db } from "@/lib/server/db";
import type { TOrderReceiptJob } from "@/lib/server/jobs/order-receipt-job";
import { renderReceipt } from "@/lib/server/mail/render-receipt";
import { sendMail } from "@/lib/server/mail/send-mail";

export async function sendOrderReceipt(job: TOrderReceiptJob): Promise<{ sent: boolean }> {
  const order = await db.order.findUnique({
    where: { id: job.orderId },
    select: { user: { select: { email: true } } },
  });
  const to = order?.user?.email;
  if (!to) return { sent: false };
  const membershipEndsAt = job.membershipEndsAt ? new Date(job.membershipEndsAt) : null;
  await sendMail(renderReceipt({ ...job, to, membershipEndsAt }));
  return { sent: true };
}
