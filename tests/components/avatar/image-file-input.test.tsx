// The hidden file input behind both avatar upload buttons (components/avatar/image-file-input.tsx): JPEG or PNG, the
// chosen file handed on, the input emptied so the same file can be chosen again, and out of the tab order on request.
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ImageFileInput } from "@/components/avatar/image-file-input";
import { renderWithIntl } from "../render-with-intl";

test("hands on the chosen file and empties itself", async () => {
  const onFile = jest.fn();
  renderWithIntl(<ImageFileInput ref={null} label="Upload photo" onFile={onFile} />);
  const input = screen.getByLabelText<HTMLInputElement>("Upload photo");
  expect(input).toHaveAttribute("accept", "image/jpeg,image/png");
  expect(input).not.toHaveAttribute("tabindex");
  const file = new File(["x"], "me.png", { type: "image/png" });
  await userEvent.upload(input, file);
  expect(onFile).toHaveBeenCalledWith(file);
  expect(input.value).toBe("");
});

test("nothing chosen: nothing handed on; tabIndex -1 keeps it out of the tab order", () => {
  const onFile = jest.fn();
  renderWithIntl(<ImageFileInput ref={null} label="Upload photo" tabIndex={-1} onFile={onFile} />);
  const input = screen.getByLabelText("Upload photo");
  fireEvent.change(input, { target: { files: [] } });
  expect(onFile).not.toHaveBeenCalled();
  expect(input).toHaveAttribute("tabindex", "-1");
});
