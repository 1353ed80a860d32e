// The share panel's link speaks the owner's site language (issue 21): /r/… from the English site, /ch/r/… from the
// Chinese one, whose visitors then see the page's buttons in Chinese; the QR code carries the same address.
import { screen } from "@testing-library/react";
import { ShareLink } from "@/components/editor/share-link";
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import { renderWithIntl } from "../render-with-intl";

const { config } = createEmptyResume("en");

it.each([
  ["en", "/r/u-1"],
  ["zh", "/ch/r/u-1"],
] as const)("in %s the public link is %s, and the custom URL only when asked for", (locale, path) => {
  const view = renderWithIntl(
    <ShareLink uuid="u-1" config={{ ...config, customURL: "ada" }} useCustomUrl={false} confirmSamples={jest.fn()} />,
    locale,
  );
  expect(screen.getByRole("textbox")).toHaveValue(`${window.location.origin}${path}`);
  view.unmount();
  renderWithIntl(
    <ShareLink uuid="u-1" config={{ ...config, customURL: "ada" }} useCustomUrl confirmSamples={jest.fn()} />,
    locale,
  );
  expect(screen.getByRole("textbox")).toHaveValue(`${window.location.origin}${path.replace("u-1", "ada")}`);
});
