// One payment mode per configuration: Stripe with a key; without one, the sandbox only on a loopback server.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import type { PaymentsMode } from "@/lib/payments/payments-mode";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

async function modeWith(vars: Record<string, string | undefined>): Promise<PaymentsMode> {
  process.env = { ...saved, STRIPE_SECRET_KEY: undefined, HOST: undefined, ...vars };
  let mode: PaymentsMode | undefined;
  // lib/env.ts parses process.env once per module registry.
  await jest.isolateModulesAsync(async () => {
    mode = (await import("@/lib/payments/payments-mode")).paymentsMode();
  });
  return mode!;
}

describe("paymentsMode", () => {
  it("is stripe whenever a secret key is set, on any address", async () => {
    expect(await modeWith({ STRIPE_SECRET_KEY: "sk_test_1", HOST: "0.0.0.0" })).toBe("stripe");
    expect(await modeWith({ STRIPE_SECRET_KEY: "sk_test_1", HOST: "127.0.0.1" })).toBe("stripe");
  });

  it("is the sandbox without a key on a loopback server (the default HOST)", async () => {
    expect(await modeWith({})).toBe("sandbox");
    for (const HOST of ["127.0.0.1", "localhost", "::1", "127.0.0.2"]) expect(await modeWith({ HOST })).toBe("sandbox");
  });

  it("is off without a key on a server reachable from the network", async () => {
    for (const HOST of ["0.0.0.0", "::", "192.168.1.10", "example.com"]) expect(await modeWith({ HOST })).toBe("off");
    expect(await modeWith({ STRIPE_SECRET_KEY: "", HOST: "0.0.0.0" })).toBe("off");
  });
});
