// The resume photo control: the docs/product.md §5 file checks with their messages, and restore / remove as undoable
// edits once this browser knows the photo's original.
import { act, fireEvent, screen } from "@testing-library/react";
import { AvatarField } from "@/components/editor/avatar-field";
import { EditorProvider } from "@/components/editor/editor-context";
import { rememberOriginal } from "@/lib/client/editor/avatar-originals";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import { renderWithIntl } from "../render-with-intl";

function setup(avatar = "", locale: "en" | "zh" = "en") {
  const { data, config } = sampleResume("en");
  const resume: ResumeDto = {
    _id: "r1",
    name: "CV",
    coverImg: null,
    updatedAt: "2026-01-01T10:00:00.000Z",
    uuid: "u1",
    version: 1,
    data: { ...data, basicInfo: { ...data.basicInfo, avatar } },
    config,
  };
  const store = createEditorStore(resume);
  renderWithIntl(
    <EditorProvider store={store}>
      <AvatarField />
    </EditorProvider>,
    locale,
  );
  return store;
}
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText(/Upload photo|上传照片/), { target: { files: [file] } });

beforeEach(() => localStorage.clear());

describe("AvatarField", () => {
  it("refuses other types and files of 1 MB or more with the spec's messages", async () => {
    setup();
    choose(new File(["gif"], "a.gif", { type: "image/gif" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Uploaded image must be in JPG/PNG format!");
    choose(new File([new Uint8Array(1024 * 1024)], "big.png", { type: "image/png" }));
    expect(await screen.findByText("Uploaded image size cannot exceed 1Mb")).toHaveAttribute("role", "alert");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("refuses a text file renamed .png by its content, before any crop dialog opens", async () => {
    setup();
    choose(new File(["just some text, not a picture"], "photo.png", { type: "image/png" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Uploaded image must be in JPG/PNG format!");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("in Chinese too", async () => {
    setup("", "zh");
    choose(new File(["gif"], "a.gif", { type: "image/gif" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("上传的图片只能是 JPG/PNG 格式！");
  });

  it("offers re-crop and restore only for a photo whose original this browser uploaded", () => {
    setup("/api/upload/files/avatars/u/crop.png");
    expect(screen.queryByRole("button", { name: "Re-crop" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Restore original" })).toBeNull();
    act(() => rememberOriginal("/api/upload/files/avatars/u/crop.png", "/api/upload/files/avatars/u/original.png"));
    expect(screen.getByRole("button", { name: "Re-crop" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Restore original" })).toBeEnabled();
  });

  it("restores the original and removes the photo as undoable edits", () => {
    rememberOriginal("/api/upload/files/avatars/u/crop.png", "/api/upload/files/avatars/u/original.png");
    const store = setup("/api/upload/files/avatars/u/crop.png");
    fireEvent.click(screen.getByRole("button", { name: "Restore original" }));
    expect(store.getState().doc.data.basicInfo.avatar).toBe("/api/upload/files/avatars/u/original.png");
    expect(screen.getByRole("img", { name: "Your photo" })).toHaveAttribute(
      "src",
      "/api/upload/files/avatars/u/original.png",
    );
    // The original is its own original: it can be re-cropped, not restored again.
    expect(screen.queryByRole("button", { name: "Restore original" })).toBeNull();
    expect(screen.getByRole("button", { name: "Re-crop" })).toBeEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(store.getState().doc.data.basicInfo.avatar).toBe("");
    expect(screen.getByRole("img", { name: "No photo" })).toBeInTheDocument();
    act(() => store.undo());
    act(() => store.undo());
    expect(store.getState().doc.data.basicInfo.avatar).toBe("/api/upload/files/avatars/u/crop.png");
  });
});
