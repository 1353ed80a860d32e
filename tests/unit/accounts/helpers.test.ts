import { describe, expect, it } from "@jest/globals";
import { loginPath } from "@/lib/shared/auth/login-path";
import { renderMail } from "@/lib/server/mail/render-mail";
import { toUserDto } from "@/lib/server/services/users/to-user-dto";
import type { User } from "@/generated/prisma/client";

describe("login paths", () => {
  it("uses /login in Chinese and /signin in English, with prev", () => {
    expect(loginPath("zh", "/ch/settings")).toBe("/ch/login?prev=%2Fch%2Fsettings");
    expect(loginPath("en", "/settings?type=orders")).toBe("/signin?prev=%2Fsettings%3Ftype%3Dorders");
    expect(loginPath("en")).toBe("/signin");
  });
});

describe("renderMail", () => {
  it("writes text and HTML in the user's language and escapes values", () => {
    const en = renderMail("en", "verifyCode", "a@b.co", { code: "012345" });
    expect(en.subject).toBe("ResumeCraft: your verification code");
    expect(en.text).toContain("012345");
    expect(en.html).toContain('lang="en"');
    const zh = renderMail("zh", "resetPassword", "a@b.co", { link: 'https://x.test/?a=1&b="2"' });
    expect(zh.subject).toBe("简历匠：重置密码");
    expect(zh.html).toContain("a=1&amp;b=&quot;2&quot;");
  });
});

describe("toUserDto", () => {
  const base = {
    id: "u1",
    email: "a@b.co",
    userName: null,
    nickName: "A",
    avatar: null,
    cellphone: null,
    role: "USER",
    type: "EMAIL",
    membershipEndsAt: null,
    isLifetime: false,
    balanceCents: 500,
    tokenBalance: 5000,
  } as unknown as User;
  const now = new Date("2026-01-01T00:00:00Z");
  it("maps the spec's names and membership flags", () => {
    expect(toUserDto(base, now)).toMatchObject({
      _id: "u1",
      role: "user",
      type: "email",
      isValid: false,
      isVip: false,
      valiTo: null,
      balance: 500,
      token: 5000,
    });
    expect(toUserDto({ ...base, membershipEndsAt: new Date("2026-02-01T00:00:00Z") }, now)).toMatchObject({
      isValid: true,
      valiTo: "2026-02-01T00:00:00.000Z",
    });
    expect(toUserDto({ ...base, membershipEndsAt: new Date("2025-12-01T00:00:00Z") }, now).isValid).toBe(false);
    expect(toUserDto({ ...base, isLifetime: true }, now)).toMatchObject({ isValid: true, isVip: true });
    expect(toUserDto({ ...base, role: "ADMIN" }, now)).toMatchObject({ isValid: true, role: "admin" });
  });
});
