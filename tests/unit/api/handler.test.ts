import "./set-test-env";
import { describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { z } from "zod";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/api/client-address";
import { createHandler } from "@/lib/server/api/handler";

type Body = { code: number; data?: unknown; message?: string; details?: { path: string; message: string }[] };
const read = async (response: Response) => (await response.json()) as Body;

const post = (body: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new NextRequest("http://localhost/api/x", { method: "POST", body, headers });

describe("createHandler: body", () => {
  const handler = createHandler(
    { auth: "none", body: z.object({ email: z.email(), age: z.number().int() }) },
    ({ body }) => ({ got: body }),
  );

  it("passes the validated body and wraps plain data in the envelope", async () => {
    const response = await handler(post(JSON.stringify({ email: "a@b.co", age: 3 })));
    expect(response.status).toBe(200);
    expect(await read(response)).toEqual({ code: 0, data: { got: { email: "a@b.co", age: 3 } } });
  });

  it("answers 400 INVALID_JSON on malformed JSON", async () => {
    const response = await handler(post("{ email: "));
    expect(response.status).toBe(400);
    expect(await read(response)).toEqual({ code: 200001, message: "Request body is not valid JSON" });
  });

  it("answers 400 with details on a zod failure", async () => {
    const response = await handler(post(JSON.stringify({ email: "nope", age: 1.5 })));
    const body = await read(response);
    expect(response.status).toBe(400);
    expect(body.code).toBe(200002);
    // docs/product.md §8 shows the message as it is: the first issue's own sentence, with no label or path in front of
    // it.
    expect(body.message).toBe(body.details?.[0]?.message);
    expect(body.message).not.toMatch(/^Invalid request body|email: /);
    expect(body.details?.map((d) => d.path)).toEqual(["email", "age"]);
  });

  it("treats an empty body as missing", async () => {
    const response = await handler(new NextRequest("http://localhost/api/x", { method: "POST" }));
    expect(response.status).toBe(400);
    expect((await read(response)).details?.[0]?.path).toBe("");
  });

  it("answers 415 when a body is not declared as JSON", async () => {
    const response = await handler(post(JSON.stringify({ email: "a@b.co", age: 3 }), { "content-type": "text/plain" }));
    expect(response.status).toBe(415);
    expect((await read(response)).code).toBe(415);
  });

  it("answers 413 past the size limit", async () => {
    const small = createHandler({ auth: "none", body: z.unknown(), maxBodyBytes: 16 }, () => "ok");
    const response = await small(post(JSON.stringify({ text: "x".repeat(100) })));
    expect(response.status).toBe(413);
  });
});

describe("createHandler: params and query", () => {
  it("awaits the params promise and validates it", async () => {
    const handler = createHandler({ auth: "none", params: z.object({ id: z.string().length(3) }) }, ({ params }) =>
      params.id.toUpperCase(),
    );
    const good = await handler(new NextRequest("http://localhost/api/resumes/abc"), {
      params: Promise.resolve({ id: "abc" }),
    });
    expect(await read(good)).toEqual({ code: 0, data: "ABC" });
    const bad = await handler(new NextRequest("http://localhost/api/resumes/toolong"), {
      params: Promise.resolve({ id: "toolong" }),
    });
    expect(bad.status).toBe(400);
    const refused = await read(bad);
    expect(refused.message).toBe(refused.details?.[0]?.message);
    expect(refused.details?.[0]?.path).toBe("id");
  });

  it("coerces the query and keeps repeated keys as arrays", async () => {
    const handler = createHandler(
      { auth: "none", query: z.object({ pageSize: z.coerce.number().max(50), tag: z.array(z.string()) }) },
      ({ query }) => query,
    );
    const response = await handler(new NextRequest("http://localhost/api/x?pageSize=20&tag=a&tag=b"));
    expect(await read(response)).toEqual({ code: 0, data: { pageSize: 20, tag: ["a", "b"] } });
    expect((await handler(new NextRequest("http://localhost/api/x?pageSize=500&tag=a&tag=b"))).status).toBe(400);
  });
});

describe("createHandler: caching by auth mode", () => {
  // Signed-in cases need user rows: tests/integration/api/handler-session.test.ts.
  it("answers 401 'no premission' without a session, privately", async () => {
    const whoAmI = createHandler({ auth: "required" }, ({ session }) => session);
    const response = await whoAmI(new NextRequest("http://localhost/api/user/current"));
    expect(response.status).toBe(401);
    expect(await read(response)).toEqual({ code: 401, message: "no premission" });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("lets optional calls through anonymously, still private", async () => {
    const maybe = createHandler({ auth: "optional" }, ({ session }) => ({ signedIn: session !== null }));
    const response = await maybe(new NextRequest("http://localhost/api/x"));
    expect(await read(response)).toEqual({ code: 0, data: { signedIn: false } });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("leaves public calls' caching alone", async () => {
    const open = createHandler({ auth: "none" }, () => "hi");
    expect((await open(new NextRequest("http://localhost/api/x"))).headers.get("cache-control")).toBeNull();
  });
});

describe("createHandler: request id, responses, errors", () => {
  const handler = createHandler({ auth: "none" }, ({ requestId }) => requestId);

  it("echoes a sane client request id", async () => {
    const response = await handler(
      new NextRequest("http://localhost/api/x", { headers: { "x-request-id": "abc-123.def" } }),
    );
    expect(response.headers.get("x-request-id")).toBe("abc-123.def");
    expect((await read(response)).data).toBe("abc-123.def");
  });

  it("replaces an unsafe one with a UUID", async () => {
    const response = await handler(
      new NextRequest("http://localhost/api/x", { headers: { "x-request-id": "<script>alert(1)</script>" } }),
    );
    expect(response.headers.get("x-request-id")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it("passes a Response through, adding headers even to immutable ones", async () => {
    const redirect = createHandler({ auth: "optional" }, () => Response.redirect("http://localhost/elsewhere", 302));
    const response = await redirect(new NextRequest("http://localhost/api/x"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("http://localhost/elsewhere");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("answers a thrown unknown error with a generic 500", async () => {
    const broken = createHandler({ auth: "none" }, () => {
      throw new Error("connection string postgres://secret");
    });
    const response = await broken(new NextRequest("http://localhost/api/x"));
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ code: 500, message: "Internal server error" });
    expect(text).not.toContain("secret");
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });
});

describe("createHandler: rate limit", () => {
  const limited = createHandler(
    { auth: "optional", rateLimit: { key: "unit-test", points: 2, duration: 60 } },
    () => "fine",
  );
  const fromIp = (ip: string) =>
    new NextRequest("http://localhost/api/x", { headers: { [CLIENT_ADDRESS_HEADER]: ip } });

  it("answers 429 with Retry-After once a client is over the limit", async () => {
    expect((await limited(fromIp("203.0.113.1"))).status).toBe(200);
    expect((await limited(fromIp("203.0.113.1"))).status).toBe(200);
    const refused = await limited(fromIp("203.0.113.1"));
    expect(refused.status).toBe(429);
    expect((await read(refused)).code).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
  });

  it("counts clients separately by address", async () => {
    expect((await limited(fromIp("203.0.113.2"))).status).toBe(200);
    expect((await limited(fromIp("203.0.113.2"))).status).toBe(200);
    expect((await limited(fromIp("203.0.113.2"))).status).toBe(429);
    expect((await limited(fromIp("203.0.113.3"))).status).toBe(200);
  });
});
