// Issue 21 item 3: "Use This Template" sends a visitor to sign-up with the start page as prev, and that page
// (/editor/new) creates the resume on the template and the theme picked beside the button, then opens the editor.
import { StrictMode } from "react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NewResumeFromTemplate } from "@/components/catalogue/new-resume-from-template";
import {
  exampleSignUpPath,
  exampleStartPath,
  templateSignUpPath,
  templateStartPath,
} from "@/components/catalogue/template-start-path";
import { TemplateThemeChoice, useTemplateThemeChoice } from "@/components/catalogue/template-theme-choice";
import { TemplateThemeSection } from "@/components/catalogue/template-theme-section";
import { TemplateUseButton } from "@/components/catalogue/template-use-button";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import { safeRedirectPath } from "@/lib/shared/utils/safe-redirect-path";
import { navigation, setUrl } from "../navigation-mock";
import { renderWithIntl } from "../render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

type Answer = { status: number; body: unknown };
const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit]>();
const answer = ({ status, body }: Answer) => ({
  ok: status < 400,
  status,
  headers: { get: () => null },
  json: async () => body,
});

beforeEach(() => {
  setUrl("/editor/new");
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("the way from a template to sign-up", () => {
  it.each([
    ["en", "/signup?prev=%2Feditor%2Fnew%3Ftemplate%3DTemplateModern%26theme%3Drose"],
    ["zh", "/ch/signup?prev=%2Fch%2Feditor%2Fnew%3Ftemplate%3DTemplateModern%26theme%3Drose"],
  ] as const)("%s: sign-up first, carrying the start page as a prev the sign-in check accepts", (locale, path) => {
    expect(templateSignUpPath(locale, "TemplateModern", "rose")).toBe(path);
    const prev = templateStartPath(locale, "TemplateModern", "rose");
    expect(safeRedirectPath(prev, "/resumes")).toBe(prev);
  });

  it.each([
    ["en", "/signup?prev=%2Feditor%2Fnew%3Fexample%3Dex-1"],
    ["zh", "/ch/signup?prev=%2Fch%2Feditor%2Fnew%3Fexample%3Dex-1"],
  ] as const)("%s: an example's sign-up carries its start page as prev", (locale, path) => {
    expect(exampleSignUpPath(locale, "ex-1")).toBe(path);
    const prev = exampleStartPath(locale, "ex-1");
    expect(safeRedirectPath(prev, "/resumes")).toBe(prev);
  });
});

function ChosenTheme() {
  return <output aria-label="chosen">{useTemplateThemeChoice().theme}</output>;
}

describe("the theme picked on the template page", () => {
  it("is the one the Use button sees", async () => {
    const themes = [
      { name: "emerald", display: "Emerald", hex: "#059669" },
      { name: "rose", display: "Rose", hex: "#e11d48" },
    ];
    renderWithIntl(
      <TemplateThemeChoice initialTheme="emerald">
        <TemplateThemeSection template={{ themes, publicLink: null }} />
        <ChosenTheme />
      </TemplateThemeChoice>,
      "en",
    );
    expect(screen.getByLabelText("chosen")).toHaveTextContent("emerald");
    await userEvent.click(screen.getByRole("radio", { name: /Rose/ }));
    expect(screen.getByLabelText("chosen")).toHaveTextContent("rose");
  });
});

describe("/editor/new", () => {
  const words = {
    en: {
      sample: /Begin from this template's sample/,
      hints: /Start empty with hints/,
      creating: "Creating your resume…",
    },
    zh: { sample: /从此模板的示例内容开始/, hints: /从空白开始/, creating: "正在创建简历…" },
  } as const;

  it.each([
    ["en", "sample"],
    ["zh", "hints"],
  ] as const)(
    "%s: offers the template's sample or empty with hints, creates one resume (%s) and replaces itself with the editor",
    async (locale, start) => {
      fetchMock.mockResolvedValue(answer({ status: 200, body: { code: 0, data: { _id: "r1" } } }));
      renderWithIntl(
        <StrictMode>
          <NewResumeFromTemplate template="TemplateIntro" theme="copper" templateTitle="Intro" />
        </StrictMode>,
        locale,
      );
      // Nothing is created before the choice.
      expect(screen.getByRole("button", { name: words[locale].sample })).toBeVisible();
      expect(fetchMock).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole("button", { name: words[locale][start] }));
      expect(screen.getByRole("status")).toHaveTextContent(words[locale].creating);
      const editor = locale === "en" ? "/editor/r1" : "/ch/editor/r1";
      await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith(editor));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe("/api/resumes/empty");
      expect(init.method).toBe("POST");
      expect(JSON.parse(String(init.body))).toEqual({
        template: "TemplateIntro",
        theme: "copper",
        start,
        lang: locale,
      });
    },
  );

  it("copies an example at once, with no choice to make", async () => {
    fetchMock.mockResolvedValue(answer({ status: 200, body: { code: 0, data: { _id: "r2" } } }));
    renderWithIntl(
      <StrictMode>
        <NewResumeFromTemplate example="ex-1" />
      </StrictMode>,
      "zh",
    );
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith("/ch/editor/r2"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/resumes/copy/ex-1");
  });

  it("says why when the theme is refused, with the way back to the templates, in Chinese", async () => {
    fetchMock.mockResolvedValue(
      answer({ status: 400, body: { code: 200002, message: "This template has no colour theme of that name: x" } }),
    );
    renderWithIntl(<NewResumeFromTemplate template="TemplateModern" theme="x" />, "zh");
    await userEvent.click(screen.getByRole("button", { name: /从此模板的示例内容开始/ }));
    expect(await screen.findByRole("alert")).not.toBeEmptyDOMElement();
    expect(screen.getByRole("link", { name: "全部模板" })).toHaveAttribute("href", "/ch/templates");
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it("creates nothing without a template in the address", async () => {
    renderWithIntl(<NewResumeFromTemplate />, "en");
    expect(await screen.findByRole("alert")).toHaveTextContent("Template not found");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

// A signed-in user's "Use This Template" goes through the same choice of a start as after sign-up (issue 21 item 3);
// a premium template for a regular account opens the upgrade dialog at once, before any request.
describe("Use This Template, signed in", () => {
  const signedIn = (isVip: boolean) =>
    currentUserStore.set({ status: "signedIn", user: { _id: "u1", nickName: "Lin", isVip } as UserDto });
  afterEach(() => currentUserStore.set({ status: "signedOut", user: null }));

  it.each([
    ["en", "/editor/new?template=TemplateModern&theme=rose"],
    ["zh", "/ch/editor/new?template=TemplateModern&theme=rose"],
  ] as const)("%s: opens the start page with the template and the picked theme", async (locale, path) => {
    signedIn(false);
    setUrl(locale === "zh" ? "/ch/templates" : "/templates");
    renderWithIntl(
      <TemplateThemeChoice initialTheme="rose">
        <TemplateUseButton componentName="TemplateModern" isPro={false} />
      </TemplateThemeChoice>,
      locale,
    );
    await userEvent.click(screen.getByRole("button", { name: locale === "zh" ? "使用此模板" : "Use This Template" }));
    expect(navigation.push).toHaveBeenCalledWith(path);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a premium template: the upgrade dialog for a regular account, the start page for a premium one", async () => {
    signedIn(false);
    setUrl("/templates");
    const view = renderWithIntl(
      <TemplateThemeChoice initialTheme="rose">
        <TemplateUseButton componentName="TemplateExecutive" isPro />
      </TemplateThemeChoice>,
      "en",
    );
    await userEvent.click(screen.getByRole("button", { name: "Use This Template" }));
    expect(await screen.findByRole("dialog", { name: "Upgrade to premium" })).toBeVisible();
    expect(navigation.push).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    view.unmount();

    signedIn(true);
    renderWithIntl(
      <TemplateThemeChoice initialTheme="rose">
        <TemplateUseButton componentName="TemplateExecutive" isPro />
      </TemplateThemeChoice>,
      "en",
    );
    await userEvent.click(screen.getByRole("button", { name: "Use This Template" }));
    expect(navigation.push).toHaveBeenCalledWith("/editor/new?template=TemplateExecutive&theme=rose");
  });
});
