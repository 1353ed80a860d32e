// docs/product.md §8: an AI call answered INSUFFICIENT_TOKENS opens the dialog; recharge leads to /pricing in the
// locale, cancel closes it. Other failures are left to the caller.
import { useState } from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InsufficientTokensDialog } from "@/components/ai/insufficient-tokens-dialog";
import { isInsufficientTokens, useInsufficientTokensDialog } from "@/components/ai/use-insufficient-tokens-dialog";
import { INSUFFICIENT_TOKENS } from "@/lib/shared/api/codes";
import { ApiError } from "@/lib/client/api-client/api-error";
import { renderWithIntl } from "../render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

/** A stand-in AI button: its call fails with the given error, as apiFetch would throw it. */
function AiButton({ error }: { error: unknown }) {
  const { openIfInsufficientTokens, dialog } = useInsufficientTokensDialog();
  const [shown, setShown] = useState("");
  const run = () => {
    if (!openIfInsufficientTokens(error)) setShown("other error");
  };
  return (
    <>
      <button type="button" onClick={run}>
        Generate
      </button>
      <p>{shown}</p>
      <InsufficientTokensDialog {...dialog} />
    </>
  );
}

const insufficient = new ApiError(
  INSUFFICIENT_TOKENS,
  "Insufficient AI tokens. Do you want to go to the recharge page?",
  402,
);

describe("InsufficientTokensDialog", () => {
  it("opens on the insufficient-tokens code, offers recharge (/pricing) and closes on cancel", async () => {
    const user = userEvent.setup();
    renderWithIntl(<AiButton error={insufficient} />, "en");
    await user.click(screen.getByRole("button", { name: "Generate" }));
    const dialog = await screen.findByRole("dialog", { name: "Insufficient AI tokens" });
    expect(
      within(dialog).getByText("Insufficient AI tokens. Do you want to go to the recharge page?"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Recharge" })).toHaveAttribute("href", "/pricing");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("links to the Chinese pricing page in Chinese", async () => {
    const user = userEvent.setup();
    renderWithIntl(<AiButton error={{ code: INSUFFICIENT_TOKENS }} />, "zh");
    await user.click(screen.getByRole("button", { name: "Generate" }));
    const dialog = await screen.findByRole("dialog", { name: "AI 点数不足" });
    expect(within(dialog).getByText("AI 点数不足，是否前往充值页面？")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "去充值" })).toHaveAttribute("href", "/ch/pricing");
    expect(within(dialog).getByRole("button", { name: "取消" })).toBeInTheDocument();
  });

  it("leaves any other failure to the caller", async () => {
    const user = userEvent.setup();
    renderWithIntl(<AiButton error={new ApiError(500, "Internal server error", 500)} />, "en");
    await user.click(screen.getByRole("button", { name: "Generate" }));
    expect(screen.getByText("other error")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(isInsufficientTokens(new TypeError("offline"))).toBe(false);
    expect(isInsufficientTokens(null)).toBe(false);
  });
});
