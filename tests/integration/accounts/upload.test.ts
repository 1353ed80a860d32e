// POST /api/upload and /api/uploadR2 into the local storage, and GET /api/upload/files/{key}.
import { afterAll, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { GET as getFile } from "@/app/api/upload/files/[...key]/route";
import { POST as upload } from "@/app/api/upload/route";
import { POST as uploadR2 } from "@/app/api/uploadR2/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/api/client-address";
import { getDb } from "@/lib/server/db";
import { signUpVerified } from "./flows";
import { freshIp } from "./helpers";

const db = getDb();
afterAll(() => db.$disconnect());

async function send(handler: typeof upload, token: string | null, bytes: Buffer, name = "avatar.png") {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)]), name);
  const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: freshIp() };
  if (token) headers.cookie = `x-cid=${token}`;
  const response = await handler(
    new NextRequest("http://localhost/api/upload", { method: "POST", body: form, headers }),
  );
  return {
    status: response.status,
    json: (await response.json()) as { code: number; data?: { url: string }; message?: string },
  };
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3b82f6" } });

describe("image upload", () => {
  it("stores a PNG and a JPEG re-encoded, served back from the local folder", async () => {
    const me = await signUpVerified("upload");
    const png = await send(upload, me.token, await solid(64, 64).png().toBuffer());
    expect(png.status).toBe(200);
    expect(png.json.data?.url).toMatch(new RegExp(`^/api/upload/files/avatars/${me.userId}/[\\w-]+\\.png$`));
    const jpeg = await send(uploadR2, me.token, await solid(64, 64).jpeg().toBuffer(), "photo.jpg");
    expect(jpeg.json.data?.url).toMatch(/\.jpg$/);

    const key = (png.json.data?.url ?? "").replace("/api/upload/files/", "").split("/");
    const served = await getFile(new NextRequest(`http://localhost${png.json.data?.url}`), {
      params: Promise.resolve({ key }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(64);
  });

  it("refuses other formats by content, not by name, with the docs/product.md §5 message", async () => {
    const me = await signUpVerified("upload-type");
    const gif = await send(upload, me.token, await solid(8, 8).gif().toBuffer(), "fake.png");
    expect(gif.json).toMatchObject({ code: 600001, message: "Uploaded image must be in JPG/PNG format!" });
    const text = await send(upload, me.token, Buffer.from("<svg onload=alert(1)>"), "x.jpg");
    expect(text.json.code).toBe(600001);
    const truncated = await send(upload, me.token, (await solid(64, 64).png().toBuffer()).subarray(0, 40));
    expect(truncated.json.code).toBe(600001);
  });

  it("refuses 1 MB and more, and pixel floods", async () => {
    const me = await signUpVerified("upload-size");
    const big = Buffer.concat([await solid(8, 8).png().toBuffer(), Buffer.alloc(1024 * 1024)]);
    expect((await send(upload, me.token, big)).json).toMatchObject({
      code: 600002,
      message: "Uploaded image size cannot exceed 1Mb",
    });
    const flood = await solid(6000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(flood.length).toBeLessThan(1024 * 1024);
    const refused = await send(upload, me.token, flood);
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe(600003);
  });

  it("needs a session, and serves nothing outside the folder", async () => {
    expect((await send(upload, null, await solid(8, 8).png().toBuffer())).status).toBe(401);
    const response = await getFile(new NextRequest("http://localhost/api/upload/files/x"), {
      params: Promise.resolve({ key: ["..", "..", "etc", "passwd"] }),
    });
    expect(response.status).toBe(404);
  });
});
