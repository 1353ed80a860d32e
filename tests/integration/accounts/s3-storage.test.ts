// Avatars in S3-compatible storage: the real adapter (AWS SDK, path-style) against a local fake bucket. Upload,
// the public link, and the files gone with the account.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/api/client-address";
import { startFakeS3Server, type FakeS3 } from "../../fakes/s3-server";
// First: it gives this file a private mail outbox (DATA_DIR), and loads none of the app.
import { call, freshIp } from "./helpers";

const PUBLIC_URL = "https://files.example.test";
let bucket: FakeS3;

// lib/server/env.ts reads the configuration once, and the logger does so on import: the app's modules are loaded only
// after the fake bucket listens and its address is in the environment.
const loadApp = async () => ({
  destroyCaptcha: (await import("@/app/api/destoryCaptcha/route")).GET,
  current: (await import("@/app/api/user/current/route")).GET,
  upload: (await import("@/app/api/upload/route")).POST,
  PATCH: (await import("@/app/api/users/[id]/route")).PATCH,
  unregister: (await import("@/app/api/users/unregister/route")).POST,
  hashSecret: (await import("@/lib/server/auth/secret-hash")).hashSecret,
  isS3Configured: (await import("@/lib/server/env")).isS3Configured,
  db: (await import("@/lib/server/db")).getDb(),
  signUpVerified: (await import("./flows")).signUpVerified,
});
let app: Awaited<ReturnType<typeof loadApp>>;

beforeAll(async () => {
  bucket = await startFakeS3Server({ bucket: "resume-files", accessKeyId: "AKIAFAKEKEY" });
  Object.assign(process.env, {
    S3_ENDPOINT: bucket.endpoint,
    S3_REGION: "auto",
    S3_BUCKET: "resume-files",
    S3_ACCESS_KEY_ID: "AKIAFAKEKEY",
    S3_SECRET_ACCESS_KEY: "fake-secret",
    S3_PUBLIC_URL: `${PUBLIC_URL}/`,
  });
  app = await loadApp();
  if (!app.isS3Configured()) throw new Error("the configuration was read before the S3 settings were set");
});
afterAll(async () => {
  await app?.db.$disconnect();
  await bucket.close();
});

async function uploadAvatar(
  token: string,
  width = 64,
): Promise<{ status: number; json: { code: number; data?: { url: string }; message?: string } }> {
  const form = new FormData();
  form.set(
    "file",
    new Blob([
      new Uint8Array(
        await sharp({ create: { width, height: width, channels: 3, background: "#0ea5e9" } })
          .png()
          .toBuffer(),
      ),
    ]),
    "me.png",
  );
  const response = await app.upload(
    new NextRequest("http://localhost/api/upload", {
      method: "POST",
      body: form,
      headers: { [CLIENT_ADDRESS_HEADER]: freshIp(), cookie: `x-cid=${token}` },
    }),
  );
  return {
    status: response.status,
    json: (await response.json()) as { code: number; data?: { url: string }; message?: string },
  };
}

const keyOf = (url: string): string => url.slice(`${PUBLIC_URL}/`.length);

async function knownDestroyCaptcha(token: string, userId: string): Promise<string> {
  await call(app.destroyCaptcha, "GET", "/api/destoryCaptcha", { token });
  // The answer is drawn in an image; give the stored row a known one instead of reading the picture.
  const row = await app.db.captcha.findFirstOrThrow({
    where: { target: userId, purpose: "DESTROY" },
    orderBy: { createdAt: "desc" },
  });
  await app.db.captcha.update({
    where: { id: row.id },
    data: { answerHash: app.hashSecret(["captcha", "DESTROY", userId, "S3ok"]) },
  });
  return "S3ok";
}

describe("S3 storage", () => {
  it("puts a re-encoded avatar in the bucket with a signed request and links it under S3_PUBLIC_URL", async () => {
    const me = await app.signUpVerified("s3-upload");
    const result = await uploadAvatar(me.token);
    expect(result.status).toBe(200);
    const url = result.json.data?.url ?? "";
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/avatars/${me.userId}/[\\w-]+\\.png$`));

    const stored = bucket.objects.get(keyOf(url));
    expect(stored).toMatchObject({ contentType: "image/png", cacheControl: "public, max-age=31536000, immutable" });
    const put = bucket.requests.find(
      (request) => request.method === "PUT" && request.path === `/resume-files/${keyOf(url)}`,
    );
    expect(put?.signed).toBe(true);

    // What the CDN behind S3_PUBLIC_URL fetches: the object, as an image.
    const served = await fetch(`${bucket.endpoint}/resume-files/${keyOf(url)}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(64);

    const saved = await call(app.PATCH, "PATCH", `/api/users/${me.userId}`, {
      token: me.token,
      params: { id: me.userId },
      body: { avatar: url },
    });
    expect(saved.status).toBe(200);
    expect((await call(app.current, "GET", "/api/user/current", { token: me.token })).json.data).toMatchObject({
      avatar: url,
    });
  });

  it("deletes every file of a deleted account, across listing pages, and nobody else's", async () => {
    const me = await app.signUpVerified("s3-delete");
    const neighbour = await app.signUpVerified("s3-keep");
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push(keyOf((await uploadAvatar(me.token, 16 + i)).json.data?.url ?? ""));
    const theirs = keyOf((await uploadAvatar(neighbour.token)).json.data?.url ?? "");
    expect(mine.every((key) => bucket.objects.has(key))).toBe(true);

    bucket.pageSize = 2;
    try {
      const result = await call(app.unregister, "POST", "/api/users/unregister", {
        token: me.token,
        body: { captchaCode: await knownDestroyCaptcha(me.token, me.userId) },
      });
      expect(result.status).toBe(200);
    } finally {
      bucket.pageSize = 1000;
    }
    expect(mine.filter((key) => bucket.objects.has(key))).toEqual([]);
    expect(bucket.objects.has(theirs)).toBe(true);
    expect((await fetch(`${bucket.endpoint}/resume-files/${mine[0]}`)).status).toBe(404);
    const listings = bucket.requests.filter(
      (request) => request.query.get("list-type") === "2" && request.query.get("prefix") === `avatars/${me.userId}/`,
    );
    expect(listings.map((request) => request.signed)).toEqual([true, true]);
    const deletes = bucket.requests.filter((request) => request.method === "POST" && request.query.has("delete"));
    expect(deletes.length).toBe(2);
    expect(deletes.every((request) => request.signed)).toBe(true);
  });

  it("answers 503 with a clear message when the bucket refuses the upload", async () => {
    const me = await app.signUpVerified("s3-refused");
    bucket.refuseWith = { status: 403, code: "AccessDenied" };
    try {
      const result = await uploadAvatar(me.token);
      expect(result.status).toBe(503);
      expect(result.json).toMatchObject({
        code: 600004,
        message: "File storage is unavailable, please try again later",
      });
    } finally {
      bucket.refuseWith = null;
    }
  });
});
