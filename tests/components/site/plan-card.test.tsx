import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PlanCard } from "@/components/pricing/plan-card";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import { getPlan } from "@/lib/shared/pricing/plans";

const tokenGrants = { monthly: 50_000, lifetime: 2_000_000 };
import { renderWithIntl } from "../render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

/**
 * A visitor (no session hint cookie) or a signed-in user (the cookie, and the network boundary answering GET
 * /api/user/current). jsdom has no Response class, so the answer is shaped by hand.
 */
function answerCurrentUser(status: 200 | 401) {
  currentUserStore.set({ status: "unknown", user: null });
  document.cookie = status === 200 ? "x-signed-in=1" : "x-signed-in=; max-age=0";
  const body =
    status === 200
      ? { code: 0, data: { _id: "u1", nickName: "Ada", avatar: null } }
      : { code: 401, message: "no premission" };
  global.fetch = jest.fn(async () => ({
    ok: status === 200,
    status,
    headers: { get: () => null },
    json: async () => body,
  })) as unknown as typeof fetch;
}

/** Lets the pending /api/user/current answer land inside act(). */
const settle = () => act(() => Promise.resolve());

describe("PlanCard", () => {
  it("shows dollars, the badge and the monthly equivalent in English", async () => {
    answerCurrentUser(401);
    renderWithIntl(<PlanCard plan={getPlan("yearly")} tokenGrants={tokenGrants} />, "en");
    expect(screen.getByTestId("price-yearly")).toHaveTextContent("$60");
    expect(screen.getByText("Cheapest · 50% off")).toBeInTheDocument();
    expect(screen.getByText("About $5 per month")).toBeInTheDocument();
    expect(screen.getByText("600,000 AI tokens included")).toBeInTheDocument();
    // The pricing page's h1 is followed by the plans: each plan's name is an h2, never a skipped level (issue 23
    // item 8, Lighthouse "heading-order").
    expect(screen.getByRole("heading", { level: 2, name: "Yearly" })).toBeInTheDocument();
    await settle();
    // A visitor's page asks the server nothing: no session hint, no request.
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("shows yuan and the Chinese badge in Chinese", async () => {
    answerCurrentUser(401);
    renderWithIntl(<PlanCard plan={getPlan("quarterly")} tokenGrants={tokenGrants} />, "zh");
    await settle();
    expect(screen.getByTestId("price-quarterly")).toHaveTextContent("¥20");
    expect(screen.getByText("最受欢迎 · 6.6 折")).toBeInTheDocument();
    expect(screen.getByText("约 ¥6.66/月")).toBeInTheDocument();
  });

  it("sends visitors to sign in and back to pricing", async () => {
    answerCurrentUser(401);
    renderWithIntl(<PlanCard plan={getPlan("lifetime")} tokenGrants={tokenGrants} />, "zh");
    await settle();
    const link = await screen.findByRole("link", { name: "开通终身会员" });
    expect(link).toHaveAttribute("href", "/ch/login?prev=%2Fpricing");
  });

  it("opens the checkout dialog for a signed-in user", async () => {
    answerCurrentUser(200);
    const user = userEvent.setup();
    renderWithIntl(<PlanCard plan={getPlan("monthly")} tokenGrants={tokenGrants} />, "en");
    const button = await screen.findByRole("button", { name: "Get Monthly" });
    expect(global.fetch).toHaveBeenCalledWith("/api/user/current", expect.anything());
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Get Monthly" });
    expect(dialog).toHaveTextContent("$10, paid once. No automatic renewal.");
  });
});
