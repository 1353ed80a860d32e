// GET /api/balances/held – the voucher my unpaid order holds, and until when: { data: [{ orderId, amount, … }] }
import { createHandler } from "@/lib/server/api/handler";
import { listHeldVouchers } from "@/lib/server/services/balances/list-held-vouchers";

export const GET = createHandler({ auth: "required" }, ({ session }) => listHeldVouchers(session.userId));
