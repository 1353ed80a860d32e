// The shared list of sample entries (components/editor/samples-dialog.tsx) used by the editor and My resumes: each
// entry with its badge, the action named in the description, the two ways on, and buttons that wait while busy.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SamplesDialog } from "@/components/editor/samples-dialog";
import type { SampleEntry } from "@/lib/client/editor/sample-items";
import { renderWithIntl } from "../render-with-intl";

const entries: SampleEntry[] = [
  { sectionId: "cert", sectionName: "Certificates", index: 0, title: "AWS Certified" },
  { sectionId: "proj", sectionName: "Projects", index: 1, title: "" },
];

function setup(props: { busy?: boolean; locale?: "en" | "zh" } = {}) {
  const onGo = jest.fn<void, [boolean]>();
  const onClose = jest.fn();
  renderWithIntl(
    <SamplesDialog open action="download" entries={entries} onClose={onClose} onGo={onGo} busy={props.busy} />,
    props.locale,
  );
  return { onGo, onClose };
}

test("lists each sample entry with its badge and names the action", async () => {
  setup();
  const dialog = await screen.findByRole("dialog", { name: "Your resume still has sample entries" });
  expect(dialog).toHaveTextContent("remove them before you download the PDF.");
  const items = within(screen.getByTestId("sample-list")).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual([
    "SampleCertificates: AWS Certified",
    "SampleProjects: entry 2",
  ]);
});

test("each button goes on, with or without removing the samples first", async () => {
  const { onGo } = setup();
  await userEvent.click(await screen.findByRole("button", { name: "Continue anyway" }));
  await userEvent.click(screen.getByRole("button", { name: "Remove all samples and continue" }));
  expect(onGo.mock.calls).toEqual([[false], [true]]);
});

test("while busy both buttons wait; Chinese texts", async () => {
  setup({ busy: true, locale: "zh" });
  expect(await screen.findByRole("button", { name: "仍然继续" })).toBeDisabled();
  const remove = screen.getByRole("button", { name: "删除全部示例并继续" });
  expect(remove).toBeDisabled();
  expect(remove).toHaveAttribute("aria-busy", "true");
});

test("without busy the buttons carry no busy state", async () => {
  setup();
  const remove = await screen.findByRole("button", { name: "Remove all samples and continue" });
  expect(remove).toBeEnabled();
  expect(remove).not.toHaveAttribute("aria-busy");
});
