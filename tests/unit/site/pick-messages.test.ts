// The messages a provider sends to the browser: whole namespaces, nested ones, never the rest of the catalogue.
import { describe, expect, it } from "@jest/globals";
import { pickMessages } from "@/lib/shared/i18n/pick-messages";
import en from "@/messages/en.json";

describe("pickMessages", () => {
  it("keeps whole and nested namespaces, nested as in the catalogue", () => {
    const picked = pickMessages(en, ["Footer", "Home.paymentSuccess", "SiteDialogs.start"]);
    expect(picked).toEqual({
      Footer: en.Footer,
      Home: { paymentSuccess: en.Home.paymentSuccess },
      SiteDialogs: { start: en.SiteDialogs.start },
    });
  });

  it("merges a namespace with a nested one of its own, in either order, without changing the catalogue", () => {
    const before = JSON.stringify(en);
    expect(pickMessages(en, ["SiteDialogs.start", "SiteDialogs"])).toEqual({ SiteDialogs: en.SiteDialogs });
    expect(pickMessages(en, ["SiteDialogs", "SiteDialogs.start"])).toEqual({ SiteDialogs: en.SiteDialogs });
    expect(JSON.stringify(en)).toBe(before);
  });
});
