// Issue 21 item 3: "Use This Template" sends a visitor to sign-up with the start page as prev, and that page
// (/editor/new) creates the resume on the template and the theme picked beside the button, then opens the editor.
import { StrictMode } from "react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NewResumeFromTemplate } from "@/components/catalogue/new-resume-from-template";
import { templateSignUpPath, templateStartPath } from "@/components/catalogue/template-start-path";
import { TemplateThemeChoice, useTemplateThemeChoice } from "@/components/catalogue/template-theme-choice";
import { TemplateThemeSection } from "@/components/catalogue/template-theme-section";
import { safeRedirectPath } from "@/lib/utils/safe-redirect-path";
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
  it.each(["en", "zh"] as const)(
    "%s: creates one resume on the template and theme, then replaces itself with the editor",
    async (locale) => {
      fetchMock.mockResolvedValue(answer({ status: 200, body: { code: 0, data: { _id: "r1" } } }));
      renderWithIntl(
        <StrictMode>
          <NewResumeFromTemplate template="TemplateIntro" theme="copper" />
        </StrictMode>,
        locale,
      );
      expect(screen.getByRole("status")).toHaveTextContent(locale === "en" ? "Creating your resume…" : "正在创建简历…");
      const editor = locale === "en" ? "/editor/r1" : "/ch/editor/r1";
      await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith(editor));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe("/api/resumes/empty");
      expect(init.method).toBe("POST");
      expect(JSON.parse(String(init.body))).toEqual({ template: "TemplateIntro", theme: "copper", lang: locale });
    },
  );

  it("says why when the theme is refused, with the way back to the templates, in Chinese", async () => {
    fetchMock.mockResolvedValue(
      answer({ status: 400, body: { code: 200002, message: "This template has no colour theme of that name: x" } }),
    );
    renderWithIntl(<NewResumeFromTemplate template="TemplateModern" theme="x" />, "zh");
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
