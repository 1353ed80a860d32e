// The square crop shared by the resume photo (editor) and the account avatar (settings): each names where its words
// are, so the same dialog says "Crop and use" in the editor and "Save avatar" in settings, in both locales; its
// buttons hand back what was chosen and wait while an upload runs.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CropDialog } from "@/components/avatar/crop-dialog";
import { renderWithIntl } from "../render-with-intl";

beforeAll(() => {
  // jsdom has no ResizeObserver; the cropper only needs one to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function setup(namespace: "Editor.avatar" | "Settings.avatar", locale: "en" | "zh" = "en", isBusy = false) {
  const handlers = { onCancel: jest.fn(), onSave: jest.fn(), onUseOriginal: jest.fn() };
  renderWithIntl(<CropDialog image="blob:photo" namespace={namespace} isBusy={isBusy} {...handlers} />, locale);
  return handlers;
}

test.each([
  ["Editor.avatar", "en", "Crop your photo", "Crop and use"],
  ["Settings.avatar", "en", "Crop your avatar", "Save avatar"],
  ["Editor.avatar", "zh", "裁剪照片", "裁剪并使用"],
  ["Settings.avatar", "zh", "裁剪头像", "保存头像"],
] as const)("%s in %s: title %s, save button %s", async (namespace, locale, title, save) => {
  setup(namespace, locale);
  expect(await screen.findByRole("dialog", { name: title })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: save })).toBeEnabled();
  expect(screen.getByRole("slider", { name: locale === "en" ? "Zoom" : "缩放" })).toBeInTheDocument();
});

test("cancel and use original hand back the choice", async () => {
  const { onCancel, onUseOriginal } = setup("Settings.avatar");
  await userEvent.click(await screen.findByRole("button", { name: "Use original" }));
  await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
  expect(onUseOriginal).toHaveBeenCalledTimes(1);
  expect(onCancel).toHaveBeenCalledTimes(1);
});

test("while an upload runs every button waits", async () => {
  setup("Editor.avatar", "en", true);
  expect(await screen.findByRole("button", { name: "Crop and use" })).toBeDisabled();
  expect(screen.getByRole("button", { name: "Use original" })).toBeDisabled();
  expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
});
