// Issue 26 item 1 on My resumes: "Make this a variant of…" on a card opens a dialog with the masters the server offers
// (GET /api/resumes/{id}/variant-masters), says what converting does, converts with PUT /api/resumes/{id}/variant and
// shows the result, and the card then reads "Variant of <master>"; a variant's card has the mark and no such action.
// Loading, a failed read with retry, the server's reasons and a refusal (translated, en and zh); keyboard only. The
// real ResumesView against fetch, the network boundary.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResumesView } from "@/components/resumes/resumes-view";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { ResumeListItemDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { VariantMastersDto } from "@/lib/shared/validations/resumes/variant-masters";
import type { VariantStatusDto } from "@/lib/shared/validations/resumes/variant";
import { setUrl } from "../navigation-mock";
import { answer, calls, ok, resetNetwork } from "../orders/fetch-router";
import { renderWithIntl } from "../render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

beforeEach(() => {
  resetNetwork();
  setUrl("/resumes");
});

const LIST = "GET /api/resumes";
const MASTERS = "GET /api/resumes/r1/variant-masters";
const CONVERT = "PUT /api/resumes/r1/variant";

function row(id: string, name: string, variantOf: ResumeListItemDto["variantOf"] = null): ResumeListItemDto {
  const { data, config } = sampleResume("en");
  return {
    _id: id,
    name,
    coverImg: null,
    updatedAt: "2026-01-01T10:00:00.000Z",
    uuid: `u-${id}`,
    version: 1,
    data,
    config,
    variantOf,
  };
}

/** Holds the next request to `path` until the returned release is called (the loading state, seen). */
function holdNext(path: string): () => void {
  const send = global.fetch;
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== path) return send(input, init);
    global.fetch = send;
    await gate;
    return send(input, init);
  }) as typeof fetch;
  return release;
}

const page = (...rows: ResumeListItemDto[]) => ok({ data: rows, count: rows.length });
const offered = (...names: [string, string][]): VariantMastersDto => ({
  convertible: true,
  masters: names.map(([_id, name]) => ({ _id, name, updatedAt: "2026-01-02T09:30:00.000Z" })),
});
const converted: VariantStatusDto = {
  isVariant: true,
  masterId: "m1",
  masterName: "Master CV",
  masterMissing: false,
  version: 1,
  own: [],
  ownItems: 0,
  variants: [],
};

it("picks the master by keyboard, says what converting does, converts and shows the mark", async () => {
  const user = userEvent.setup();
  const before = [
    row("r1", "Old copy"),
    row("m1", "Master CV"),
    row("v1", "For Acme", { _id: "m1", name: "Master CV" }),
  ];
  answer(
    LIST,
    page(...before),
    page({ ...before[0]!, variantOf: { _id: "m1", name: "Master CV" } }, ...before.slice(1)),
  );
  answer(MASTERS, ok(offered(["m1", "Master CV"], ["m2", "Chinese CV"])));
  answer(CONVERT, ok(converted));
  renderWithIntl(<ResumesView isPremium isAiEnabled={false} />, "en");

  // A variant's card: the mark, and no way to make it a variant again.
  const cards = await screen.findAllByTestId("resume-card");
  expect(within(cards[2]!).getByTestId("variant-of")).toHaveTextContent("Variant of Master CV");
  expect(within(cards[2]!).queryByRole("button", { name: /Make this a variant of/ })).not.toBeInTheDocument();
  expect(within(cards[0]!).queryByTestId("variant-of")).not.toBeInTheDocument();

  const opener = screen.getByRole("button", { name: "Make this a variant of…: Old copy" });
  const release = holdNext("/api/resumes/r1/variant-masters");
  opener.focus();
  await user.keyboard("{Enter}");
  const dialog = await screen.findByRole("dialog", { name: "Make “Old copy” a variant" });
  expect(await within(dialog).findByRole("status")).toHaveTextContent("Finding the resumes that can be its master…");
  release();
  const group = await within(dialog).findByRole("group", { name: "Master resume" });
  expect(dialog).toHaveTextContent("Its content is kept as it is now.");
  expect(dialog).toHaveTextContent("except in the fields where this resume differs from the master");
  expect(
    within(group)
      .getAllByRole("radio")
      .map((r) => r.getAttribute("value")),
  ).toEqual(["m1", "m2"]);
  expect(group).toHaveTextContent("Updated 2026-01-02");
  const confirm = within(dialog).getByRole("button", { name: "Make it a variant" });
  expect(confirm).toBeDisabled();

  // Keyboard only: into the list, an arrow to the second and back to the first, then to the button.
  within(group)
    .getByRole("radio", { name: /Master CV/ })
    .focus();
  await user.keyboard("{ArrowDown}");
  expect(within(group).getByRole("radio", { name: /Chinese CV/ })).toBeChecked();
  await user.keyboard("{ArrowUp}");
  expect(within(group).getByRole("radio", { name: /Master CV/ })).toBeChecked();
  expect(confirm).toBeEnabled();
  await user.tab();
  await user.tab();
  expect(confirm).toHaveFocus();
  await user.keyboard("{Enter}");

  const done = await within(dialog).findByTestId("make-variant-done");
  expect(done).toHaveTextContent("“Old copy” is now a variant of “Master CV”.");
  expect(done).toHaveTextContent("marked “Own” in the editor");
  expect(done).toHaveFocus();
  expect(calls.filter((c) => c.method === "PUT")).toEqual([
    { method: "PUT", path: "/api/resumes/r1/variant", body: { masterId: "m1" } },
  ]);
  expect(within(dialog).getByRole("link", { name: "Open in the editor" })).toHaveAttribute("href", "/editor/r1");

  // The list reloads behind the dialog: the card now carries the mark and has lost the action.
  await waitFor(() => expect(within(screen.getAllByTestId("resume-card")[0]!).getByTestId("variant-of")).toBeVisible());
  expect(screen.queryByRole("button", { name: "Make this a variant of…: Old copy" })).not.toBeInTheDocument();
  await user.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  // Its opener gone, focus lands on the card's "Continue editing".
  expect(
    within(screen.getAllByTestId("resume-card")[0]!).getByRole("link", { name: "Continue editing" }),
  ).toHaveFocus();
});

it("a refusal is said translated (zh), the choice stays, and Escape closes back to the opener", async () => {
  const user = userEvent.setup();
  answer(LIST, page(row("r1", "旧简历"), row("m1", "主简历")));
  answer(MASTERS, ok(offered(["m1", "主简历"])));
  answer(CONVERT, {
    status: 403,
    body: { code: 300802, key: "variantPlanLimit", values: { max: 2, premiumMax: 20 }, message: "limit" },
  });
  renderWithIntl(<ResumesView isPremium={false} isAiEnabled={false} />, "zh");
  const opener = await screen.findByRole("button", { name: "设为另一份简历的变体…: 旧简历" });
  await user.click(opener);
  const dialog = await screen.findByRole("dialog", { name: "把「旧简历」设为变体" });
  expect(dialog).toHaveTextContent("选择这份简历要跟随的主简历。");
  await user.click(await within(dialog).findByRole("radio", { name: /主简历/ }));
  expect(dialog).toHaveTextContent("它现在的内容会原样保留");
  await user.click(within(dialog).getByRole("button", { name: "设为变体" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent(
    "操作失败：普通用户最多 2 个变体。升级会员每份简历最多可建 20 个",
  );
  expect(within(dialog).getByRole("radio", { name: /主简历/ })).toBeChecked();
  expect(within(dialog).getByRole("button", { name: "设为变体" })).toBeEnabled();
  // The list is not reloaded: nothing changed.
  expect(calls.filter((c) => c.path.startsWith("/api/resumes?"))).toHaveLength(1);
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(opener).toHaveFocus();
});

it("a failed read offers a retry; the server's reasons and an empty offer are said plainly", async () => {
  const user = userEvent.setup();
  answer(LIST, page(row("r1", "Old copy"), row("r2", "Has variants"), row("r3", "Alone")));
  answer(MASTERS, { status: 500, body: { code: 500, message: "down" } }, ok(offered(["m1", "Master CV"])));
  answer("GET /api/resumes/r2/variant-masters", ok({ convertible: false, reason: "hasVariants", masters: [] }));
  answer("GET /api/resumes/r3/variant-masters", ok(offered()));
  renderWithIntl(<ResumesView isPremium isAiEnabled={false} />, "en");

  await user.click(await screen.findByRole("button", { name: "Make this a variant of…: Old copy" }));
  let dialog = await screen.findByRole("dialog");
  expect(await within(dialog).findByRole("alert")).toHaveTextContent("Could not load your resumes:");
  await user.click(within(dialog).getByRole("button", { name: "Try again" }));
  expect(await within(dialog).findByRole("radio", { name: /Master CV/ })).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

  await user.click(screen.getByRole("button", { name: "Make this a variant of…: Has variants" }));
  dialog = await screen.findByRole("dialog", { name: "Make “Has variants” a variant" });
  expect(await within(dialog).findByTestId("make-variant-none")).toHaveTextContent(
    "This resume has variants of its own (in the list or in the trash), so it cannot become a variant",
  );
  expect(within(dialog).queryByRole("button", { name: "Make it a variant" })).not.toBeInTheDocument();
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

  await user.click(screen.getByRole("button", { name: "Make this a variant of…: Alone" }));
  dialog = await screen.findByRole("dialog", { name: "Make “Alone” a variant" });
  expect(await within(dialog).findByTestId("make-variant-none")).toHaveTextContent("No other resume can be its master");
  expect(calls.some((c) => c.method === "PUT")).toBe(false);
});
