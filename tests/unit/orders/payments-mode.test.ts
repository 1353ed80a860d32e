// One payment mode per configuration: Stripe with a key; without one, the sandbox only when PAYMENTS_SANDBOX=true
// says so (never inferred from the bind address: a reverse proxy on the same machine also binds to loopback).
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import type { PaymentsMode } from "@/lib/server/payments/payments-mode";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

async function modeWith(vars: Record<string, string | undefined>): Promise<PaymentsMode> {
  process.env = { ...saved, STRIPE_SECRET_KEY: undefined, HOST: undefined, PAYMENTS_SANDBOX: undefined, ...vars };
  let mode: PaymentsMode | undefined;
  // lib/server/env.ts parses process.env once per module registry.
  await jest.isolateModulesAsync(async () => {
    mode = (await import("@/lib/server/payments/payments-mode")).paymentsMode();
  });
  return mode!;
}

describe("paymentsMode", () => {
  it("is stripe whenever a secret key is set, on any address, even with the sandbox asked for", async () => {
    expect(await modeWith({ STRIPE_SECRET_KEY: "sk_test_1", HOST: "0.0.0.0" })).toBe("stripe");
    expect(await modeWith({ STRIPE_SECRET_KEY: "sk_test_1", HOST: "127.0.0.1" })).toBe("stripe");
    expect(await modeWith({ STRIPE_SECRET_KEY: "sk_test_1", PAYMENTS_SANDBOX: "true" })).toBe("stripe");
  });

  it("is off without a key on a loopback server (a reverse proxy on the same machine), the default HOST included", async () => {
    expect(await modeWith({})).toBe("off");
    for (const HOST of ["127.0.0.1", "localhost", "::1", "127.0.0.2"]) expect(await modeWith({ HOST })).toBe("off");
    expect(await modeWith({ HOST: "127.0.0.1", PAYMENTS_SANDBOX: "false" })).toBe("off");
    expect(await modeWith({ HOST: "127.0.0.1", PAYMENTS_SANDBOX: "" })).toBe("off");
  });

  it("is off without a key on a server reachable from the network", async () => {
    for (const HOST of ["0.0.0.0", "::", "192.168.1.10", "example.com"]) expect(await modeWith({ HOST })).toBe("off");
    expect(await modeWith({ STRIPE_SECRET_KEY: "", HOST: "0.0.0.0" })).toBe("off");
  });

  it("is the sandbox only when PAYMENTS_SANDBOX=true, whatever the bind address", async () => {
    for (const HOST of ["127.0.0.1", "0.0.0.0"]) {
      expect(await modeWith({ HOST, PAYMENTS_SANDBOX: "true" })).toBe("sandbox");
      expect(await modeWith({ HOST, PAYMENTS_SANDBOX: "1" })).toBe("sandbox");
    }
  });
});
