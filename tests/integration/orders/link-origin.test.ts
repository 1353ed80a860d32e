// The pay links a buyer's browser opens lead back to the host it is on (issue 20 item 19): the launcher prints
// http://127.0.0.1:3000, and a payUrl / checkout_url on http://localhost:3000 landed without the session cookie on the
// sign-in page. Links follow the request's Host when it names this server (lib/server/security/link-origin.ts), otherwise the
// default APP_URL; here the server listens on every address (set-sandbox-env.ts), so that default is localhost:3000.
import "./set-sandbox-env";
import { afterAll, describe, expect, it } from "@jest/globals";
import { POST as createEnOrder } from "@/app/api/createEnOrder/route";
import { POST as postOrder } from "@/app/api/orders/route";
import { db, getDb } from "@/lib/server/db";
import type { CreateEnOrderResult, CreateOrderResult } from "@/lib/shared/validations/orders/order-dto";
import { call, dataOf } from "../resumes/helpers";
import { seedBuyer } from "./helpers";

afterAll(async () => getDb().$disconnect());

async function checkoutUrl(host: string | undefined): Promise<{ url: string; orderId: string }> {
  const user = await seedBuyer();
  const result = dataOf<CreateEnOrderResult>(
    await call(createEnOrder, {
      method: "POST",
      path: "/api/createEnOrder",
      user,
      body: { planName: "monthly", locale: "en" },
      headers: host ? { host } : {},
    }),
  );
  return { url: result.checkout_url, orderId: result.orderId };
}

describe("links built for the buyer's browser", () => {
  it("lead to the address the buyer came to, in both order calls, and are stored so on the order", async () => {
    const en = await checkoutUrl("127.0.0.1:3000");
    expect(en.url).toBe(`http://127.0.0.1:3000/sandbox-checkout/${en.orderId}`);
    expect((await db.order.findUniqueOrThrow({ where: { id: en.orderId } })).payUrl).toBe(en.url);

    const user = await seedBuyer();
    const qr = dataOf<CreateOrderResult>(
      await call(postOrder, {
        method: "POST",
        path: "/api/orders",
        user,
        body: { planName: "monthly" },
        headers: { host: "localhost:3000", "x-locale": "zh" },
      }),
    );
    expect(qr.payUrl).toBe(`http://localhost:3000/ch/sandbox-checkout/${qr.orderId}`);
  });

  it("never lead to a host the client named that is not this server (Host header spoofing)", async () => {
    for (const host of ["evil.test", "evil.test:3000", "127.0.0.1:3000@evil.test", undefined]) {
      const { url, orderId } = await checkoutUrl(host);
      expect(url).toBe(`http://localhost:3000/sandbox-checkout/${orderId}`);
    }
  });
});
