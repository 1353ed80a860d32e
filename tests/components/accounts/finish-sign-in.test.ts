// Issue 21 item 3: a sign-in without `prev` lands on My resumes in the page's locale, not on the home page; a
// `prev` of ours is still honoured and one of another host is not.
import { signInLandingPath } from "@/components/auth/finish-sign-in";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

describe("signInLandingPath", () => {
  it.each([
    ["en", undefined, "/resumes"],
    ["en", null, "/resumes"],
    ["zh", undefined, "/ch/resumes"],
    ["en", "/pricing", "/pricing"],
    ["zh", "/ch/pricing", "/ch/pricing"],
    ["en", "//evil.test", "/resumes"],
    ["zh", "https://evil.test/", "/ch/resumes"],
  ] as const)("%s, prev %s → %s", async (locale, prev, expected) => {
    await expect(signInLandingPath(locale, prev)).resolves.toBe(expected);
  });

  it("keeps a new account's own start page when told", async () => {
    await expect(signInLandingPath("zh", undefined, "/resumes?start=1")).resolves.toBe("/ch/resumes?start=1");
  });
});
