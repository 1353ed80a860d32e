import { fireEvent, screen } from "@testing-library/react";
import { InlineRename } from "@/components/resumes/inline-rename";
import { renderWithIntl } from "../render-with-intl";

function setup(name = "My Resume") {
  const onRename = jest.fn();
  renderWithIntl(<InlineRename name={name} onRename={onRename} />);
  fireEvent.click(screen.getByRole("button", { name: `Rename ${name}` }));
  return { onRename, input: screen.getByRole("textbox", { name: "Resume name" }) };
}

describe("InlineRename", () => {
  it("confirms with Enter, trimmed", () => {
    const { onRename, input } = setup();
    fireEvent.change(input, { target: { value: "  Backend CV " } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onRename).toHaveBeenCalledWith("Backend CV");
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("refuses a blank name with 'Text cannot be empty' and keeps editing", () => {
    const { onRename, input } = setup();
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onRename).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("Text cannot be empty");
    expect(screen.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
  });

  it("reverts with Escape", () => {
    const { onRename, input } = setup();
    fireEvent.change(input, { target: { value: "Other" } });
    fireEvent.keyDown(input, { key: "Escape" });
    expect(onRename).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Rename My Resume" })).toBeInTheDocument();
  });

  it("confirms on blur (clicking outside)", () => {
    const { onRename, input } = setup();
    fireEvent.change(input, { target: { value: "Design CV" } });
    fireEvent.blur(input);
    expect(onRename).toHaveBeenCalledWith("Design CV");
  });

  it("a blank name on blur reverts and shows the message", () => {
    const { onRename, input } = setup();
    fireEvent.change(input, { target: { value: "" } });
    fireEvent.blur(input);
    expect(onRename).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Rename My Resume" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Text cannot be empty");
  });

  it("an unchanged name saves nothing", () => {
    const { onRename, input } = setup();
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onRename).not.toHaveBeenCalled();
  });

  it("speaks Chinese in zh", () => {
    const onRename = jest.fn();
    renderWithIntl(<InlineRename name="简历" onRename={onRename} />, "zh");
    fireEvent.click(screen.getByRole("button", { name: "重命名 简历" }));
    fireEvent.change(screen.getByRole("textbox"), { target: { value: " " } });
    fireEvent.keyDown(screen.getByRole("textbox"), { key: "Enter" });
    expect(screen.getByRole("alert")).toHaveTextContent("内容不能为空");
  });
});
