// Issue 27 item 1: the banner of a linked translation: loading, a failure with a retry, the count of stale fields and
// the source's structure changes, "Show next" focusing the field with the source's old and new text side by side,
// "also replace my edits" only when the user edited a stale field, up to date, unlink; keyboard only, en and zh.
// Only fetch, the network boundary, is scripted.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EditorProvider } from "@/components/editor/editor-context";
import { SectionsList } from "@/components/editor/sections-list";
import { LinkedTranslationBanner } from "@/components/editor/translation/linked-translation-banner";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { TranslationStatusDto } from "@/lib/shared/validations/resumes/translation-link";
import { answer, calls, ok, resetNetwork } from "../orders/fetch-router";
import { renderWithIntl } from "../render-with-intl";

beforeEach(resetNetwork);

const STATUS = "GET /api/resumes/r1/translation-status";
const UNLINK = "DELETE /api/resumes/r1/translation-link";

function status(overrides: Partial<TranslationStatusDto> = {}): TranslationStatusDto {
  return {
    linked: true,
    sourceId: "src",
    sourceName: "My CV",
    sourceMissing: false,
    version: 1,
    stale: [],
    copied: [],
    added: [],
    removed: [],
    reordered: false,
    kept: [],
    keptLinks: [],
    ...overrides,
  };
}

function setup(locale: "en" | "zh" = "en") {
  const { data, config } = sampleResume(locale === "zh" ? "en" : "ch");
  const store = createEditorStore({
    _id: "r1",
    name: "CV",
    coverImg: null,
    updatedAt: "2026-01-01T10:00:00.000Z",
    uuid: "u1",
    version: 1,
    data,
    config,
  });
  renderWithIntl(
    <EditorProvider store={store}>
      <LinkedTranslationBanner resumeId="r1" flush={() => undefined} />
      <SectionsList />
    </EditorProvider>,
    locale,
  );
}

it("loading, then the count of stale fields; Show next focuses the field beside its old and new source text", async () => {
  const user = userEvent.setup();
  const { data } = sampleResume("en");
  const work = data.sections.find((s) => s.kind === "empolyment")!;
  const path = `sections.${work.id}.${work.data[0]!.id}.description`;
  answer(
    STATUS,
    ok(
      status({
        stale: [{ path, before: "- 负责前端", after: "- 带领 8 人团队", edited: false }],
        added: [{ sectionId: work.id, itemKey: "new" }],
      }),
    ),
  );
  setup("zh");
  expect(screen.getByText("正在检查原简历…")).toBeInTheDocument();
  const banner = await screen.findByTestId("linked-translation-banner");
  expect(within(banner).getByRole("heading")).toHaveTextContent("原简历中有 1 个字段已更改");
  expect(banner).toHaveTextContent("新增条目：1，删除条目：0。");
  // No edited field: no "replace my edits".
  expect(within(banner).queryByRole("checkbox")).not.toBeInTheDocument();

  await user.tab();
  expect(within(banner).getByRole("button", { name: "取消关联" })).toHaveFocus();
  await user.tab();
  expect(within(banner).getByRole("button", { name: "下一个" })).toHaveFocus();
  await user.keyboard("{Enter}");
  const diff = await screen.findByTestId("linked-field-diff");
  expect(diff).toHaveTextContent("- 负责前端");
  expect(diff).toHaveTextContent("- 带领 8 人团队");
  await waitFor(() => expect(document.querySelector(`[data-field-path="${path}"]`)).toHaveFocus());
  expect(within(banner).getByRole("button", { name: "重新翻译已更改的内容" })).toBeEnabled();
});

it("an edited stale field offers 'Also replace my edits'; up to date shows the source's name; unlink hides it", async () => {
  const user = userEvent.setup();
  answer(
    STATUS,
    ok(status({ stale: [{ path: "basicInfo.title", before: "a", after: "b", edited: true }] })),
    ok(status()),
    ok(status({ linked: false })),
  );
  answer(UNLINK, ok({ linked: false }));
  setup("en");
  const banner = await screen.findByTestId("linked-translation-banner");
  expect(within(banner).getByRole("heading")).toHaveTextContent("1 field changed in the source");
  await user.click(within(banner).getByRole("checkbox", { name: "Also replace my edits" }));
  expect(within(banner).getByRole("checkbox")).toBeChecked();

  act(() => void window.dispatchEvent(new Event("focus")));
  await waitFor(() => expect(within(banner).getByRole("heading")).toHaveTextContent("Linked to “My CV”: up to date."));
  expect(within(banner).queryByRole("button", { name: "Re-translate what changed" })).not.toBeInTheDocument();

  await user.click(within(banner).getByRole("button", { name: "Unlink" }));
  await waitFor(() => expect(screen.queryByTestId("linked-translation-banner")).not.toBeInTheDocument());
  expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
});

it("a failed status read says so and retries", async () => {
  const user = userEvent.setup();
  answer(STATUS, { status: 500, body: { code: 500, message: "boom", key: "internal" } }, ok(status()));
  setup("en");
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Could not check the source resume.");
  await user.click(within(alert).getByRole("button", { name: "Try again" }));
  expect(await screen.findByText("Linked to “My CV”: up to date.")).toBeInTheDocument();
});
