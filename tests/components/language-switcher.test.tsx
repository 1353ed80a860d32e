import { fireEvent, screen } from "@testing-library/react";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { renderWithIntl } from "./render-with-intl";
import { navigation, setUrl } from "./navigation-mock";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("./navigation-mock")>("./navigation-mock").nextNavigationMock,
);

describe("LanguageSwitcher", () => {
  it("is a labelled select showing the current language", () => {
    setUrl("/templates");
    renderWithIntl(<LanguageSwitcher />, "en");
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveValue("en");
  });

  it("goes from /templates?x=1 to /ch/templates?x=1", () => {
    setUrl("/templates", "x=1");
    renderWithIntl(<LanguageSwitcher />, "en");
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "zh" } });
    expect(navigation.replace).toHaveBeenCalledWith("/ch/templates?x=1");
  });

  it("goes from /ch/templates?x=1 back to /templates?x=1", () => {
    setUrl("/ch/templates", "x=1");
    renderWithIntl(<LanguageSwitcher />, "zh");
    fireEvent.change(screen.getByRole("combobox", { name: "语言" }), { target: { value: "en" } });
    expect(navigation.replace).toHaveBeenCalledWith("/templates?x=1");
  });

  it("goes from the Chinese home to the English home", () => {
    setUrl("/ch");
    renderWithIntl(<LanguageSwitcher />, "zh");
    fireEvent.change(screen.getByRole("combobox", { name: "语言" }), { target: { value: "en" } });
    expect(navigation.replace).toHaveBeenCalledWith("/");
  });
});
