// The Turnstile widget's own behaviour around Cloudflare's script (which jsdom never fetches: the test fires the
// script's load and error events itself, and plays Cloudflare's API for the success case).
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TURNSTILE_SCRIPT_SRC, TurnstileWidget } from "@/components/auth/turnstile-widget";
import { renderWithIntl } from "../render-with-intl";

const cloudflareScript = (): HTMLScriptElement | null =>
  document.head.querySelector(`script[src="${TURNSTILE_SCRIPT_SRC}"]`);

afterEach(() => {
  delete window.turnstile;
  cloudflareScript()?.remove();
});

describe("TurnstileWidget", () => {
  it("says the check could not load and offers to try again when the script fails, then works on retry", async () => {
    const onChange = jest.fn();
    renderWithIntl(<TurnstileWidget siteKey="site-key" onChange={onChange} resetKey={0} />, "en");
    const first = cloudflareScript();
    expect(first).not.toBeNull();
    await act(async () => void fireEvent.error(first as HTMLScriptElement));
    expect(await screen.findByRole("alert")).toHaveTextContent("The human check could not load.");
    expect(cloudflareScript()).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.queryByRole("alert")).toBeNull();
    const second = cloudflareScript();
    expect(second).not.toBeNull();
    const render = jest.fn((_el: HTMLElement, options: Record<string, unknown>) => {
      (options.callback as (token: string) => void)("token-from-cloudflare");
      return "widget-1";
    });
    window.turnstile = { render, remove: jest.fn() };
    await act(async () => void fireEvent.load(second as HTMLScriptElement));
    expect(render).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ sitekey: "site-key" }));
    // Until then the form only ever heard "no token".
    expect(onChange.mock.calls.map(([token]) => token)).toEqual([
      ...onChange.mock.calls.slice(0, -1).map(() => null),
      "token-from-cloudflare",
    ]);
  });

  it("says it in Chinese on the Chinese site", async () => {
    renderWithIntl(<TurnstileWidget siteKey="site-key" onChange={jest.fn()} resetKey={0} />, "zh");
    await act(async () => void fireEvent.error(cloudflareScript() as HTMLScriptElement));
    expect(await screen.findByRole("alert")).toHaveTextContent("人机验证加载失败");
    expect(screen.getByRole("button", { name: "重试" })).toBeVisible();
  });
});
