// Issue 26 item 1: a variant's banner ("Variant of <master> · N fields are this variant's own · Show · Revert all ·
// Detach"), the "Own" mark beside an own field with "Use master's", and a master's line of variants with "Make a
// variant"; loading and failure states, refusals translated, en and zh. Only fetch, the network boundary, and Next's
// router are scripted.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BasicInfoForm } from "@/components/editor/basic-info-form";
import { EditorProvider } from "@/components/editor/editor-context";
import { VariantBanner } from "@/components/editor/variant/variant-banner";
import { VariantProvider } from "@/components/editor/variant/variant-context";
import { VariantLine } from "@/components/editor/variant/variant-line";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { VariantStatusDto } from "@/lib/shared/validations/resumes/variant";
import { navigation, setUrl } from "../navigation-mock";
import { answer, calls, ok, resetNetwork } from "../orders/fetch-router";
import { renderWithIntl } from "../render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

beforeEach(() => {
  resetNetwork();
  setUrl("/editor/r1");
});

const STATUS = "GET /api/resumes/r1/variant-status";
const REVERT = "POST /api/resumes/r1/variant/revert";
const DETACH = "DELETE /api/resumes/r1/variant";
const MASTER_TITLE = "Frontend engineer";

function resume(title: string, version = 1): ResumeDto {
  const { data, config } = sampleResume("en");
  data.basicInfo.title = title;
  return {
    _id: "r1",
    name: "For Acme",
    coverImg: null,
    updatedAt: "2026-01-01T10:00:00.000Z",
    uuid: "u1",
    version,
    data,
    config,
  };
}

function status(overrides: Partial<VariantStatusDto> = {}): VariantStatusDto {
  return {
    isVariant: true,
    masterId: "m1",
    masterName: "Master CV",
    masterMissing: false,
    version: 1,
    own: [{ path: "basicInfo.title", value: "React engineer for Acme", masterValue: MASTER_TITLE }],
    ownItems: 0,
    variants: [],
    ...overrides,
  };
}

function setup(locale: "en" | "zh" = "en") {
  const store = createEditorStore(resume("React engineer for Acme"));
  renderWithIntl(
    <EditorProvider store={store}>
      <VariantProvider resumeId="r1" flush={() => undefined}>
        <VariantBanner />
        <BasicInfoForm />
      </VariantProvider>
    </EditorProvider>,
    locale,
  );
  return store;
}

it("says what it is a variant of and how many fields are its own; Show lists them beside the master's", async () => {
  const user = userEvent.setup();
  answer(STATUS, ok(status({ ownItems: 2 })));
  setup();
  expect(screen.getByText("Checking the master resume…")).toBeInTheDocument();
  const banner = await screen.findByTestId("variant-banner");
  expect(within(banner).getByRole("heading")).toHaveTextContent("Variant of Master CV");
  expect(within(banner).getByRole("link", { name: "Variant of Master CV" })).toHaveAttribute("href", "/editor/m1");
  expect(banner).toHaveTextContent("1 field is this variant's own.");
  expect(banner).toHaveTextContent("2 entries, links or sections are only in this variant.");
  await user.click(within(banner).getByRole("button", { name: "Show" }));
  const list = within(banner).getByTestId("variant-own-fields");
  expect(list).toHaveTextContent("Basic info › Headline");
  expect(list).toHaveTextContent("React engineer for Acme");
  expect(list).toHaveTextContent(MASTER_TITLE);
  expect(within(banner).getByRole("button", { name: "Hide" })).toHaveAttribute("aria-expanded", "true");
});

it("marks the own field; 'Use master's' reverts it with the version shown and loads the answer", async () => {
  const user = userEvent.setup();
  answer(STATUS, ok(status()), ok(status({ own: [], version: 2 })));
  answer(REVERT, ok(resume(MASTER_TITLE, 2)));
  const store = setup();
  const badge = await screen.findByRole("button", { name: "Own value of Job title: see the master's" });
  // Only the own field is marked.
  expect(screen.getAllByRole("button", { name: /^Own value of/ })).toHaveLength(1);
  await user.click(badge);
  expect(screen.getByTestId("variant-master-value")).toHaveTextContent(MASTER_TITLE);
  await user.click(screen.getByRole("button", { name: "Use master's for Job title" }));
  await waitFor(() => expect(screen.getByLabelText("Job title")).toHaveValue(MASTER_TITLE));
  expect(calls.find((c) => c.path.endsWith("/variant/revert"))?.body).toEqual({ version: 1, path: "basicInfo.title" });
  expect(store.getState().version).toBe(2);
  // The status is read again after the save: nothing is own now.
  await waitFor(() => expect(screen.getByTestId("variant-banner")).toHaveTextContent("No field is this variant's own"));
  expect(screen.queryByRole("button", { name: /Own value of/ })).not.toBeInTheDocument();
});

it("Revert all asks first; a refusal (409) is said translated and nothing changes", async () => {
  const user = userEvent.setup();
  answer(STATUS, ok(status()));
  answer(REVERT, { status: 409, body: { code: 409, key: "conflict", message: "changed elsewhere" } });
  setup();
  const banner = await screen.findByTestId("variant-banner");
  await user.click(within(banner).getByRole("button", { name: "Revert all" }));
  const confirm = within(banner).getByRole("group", { name: "Revert all" });
  expect(confirm).toHaveTextContent("Replace this variant's content and look with the master's?");
  await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
  expect(calls.some((c) => c.path.endsWith("/variant/revert"))).toBe(false);
  await user.click(within(banner).getByRole("button", { name: "Revert all" }));
  await user.click(
    within(within(banner).getByRole("group", { name: "Revert all" })).getByRole("button", { name: "Revert all" }),
  );
  expect(await within(banner).findByRole("alert")).toHaveTextContent(
    "That did not work: This was changed in another tab or on another device.",
  );
  expect(calls.find((c) => c.path.endsWith("/variant/revert"))?.body).toEqual({ version: 1 });
  expect(screen.getByLabelText("Job title")).toHaveValue("React engineer for Acme");
});

it("Detach makes it a plain resume: the banner says so and the marks go", async () => {
  const user = userEvent.setup();
  answer(STATUS, ok(status()), ok(status({ isVariant: false, masterId: null, masterName: null, own: [] })));
  answer(DETACH, ok({ isVariant: false }));
  setup();
  const banner = await screen.findByTestId("variant-banner");
  await user.click(within(banner).getByRole("button", { name: "Detach" }));
  expect(await screen.findByRole("status")).toHaveTextContent("Detached: this is now a plain resume.");
  expect(screen.queryByTestId("variant-banner")).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /Own value of/ })).not.toBeInTheDocument();
});

it("a master in the trash, in Chinese: no revert, the reason given", async () => {
  answer(
    STATUS,
    ok(status({ masterMissing: true, own: [{ path: "basicInfo.title", value: "A", masterValue: null }] })),
  );
  setup("zh");
  const banner = await screen.findByTestId("variant-banner");
  expect(within(banner).getByRole("heading")).toHaveTextContent("「Master CV」的变体");
  expect(banner).toHaveTextContent("1 个字段是本变体自己的。");
  expect(banner).toHaveTextContent("主简历在回收站中");
  expect(within(banner).queryByRole("button", { name: "全部还原" })).not.toBeInTheDocument();
  expect(within(banner).getByRole("button", { name: "解除关联" })).toBeInTheDocument();
});

it("a failed status read offers a retry", async () => {
  const user = userEvent.setup();
  answer(STATUS, { status: 500, body: { code: 500, message: "down" } }, ok(status()));
  setup();
  expect(await screen.findByRole("alert")).toHaveTextContent("Could not check the master resume.");
  await user.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByTestId("variant-banner")).toBeInTheDocument();
});

describe("a master's line", () => {
  function renderLine(variants: { _id: string; name: string; updatedAt: string }[], locale: "en" | "zh" = "en") {
    renderWithIntl(<VariantLine resumeId="m1" variants={variants} flush={() => undefined} />, locale);
  }

  it("links each variant; Make a variant makes one and opens it", async () => {
    const user = userEvent.setup();
    answer("POST /api/resumes/m1/variants", ok({ ...resume("x"), _id: "v9" }));
    renderLine([
      { _id: "v1", name: "For Acme", updatedAt: "2026-01-01T10:00:00.000Z" },
      { _id: "v2", name: "For Globex", updatedAt: "2026-01-01T10:00:00.000Z" },
    ]);
    const nav = screen.getByRole("navigation", { name: "Variants:" });
    expect(within(nav).getByRole("link", { name: "For Acme" })).toHaveAttribute("href", "/editor/v1");
    expect(within(nav).getByRole("link", { name: "For Globex" })).toHaveAttribute("href", "/editor/v2");
    await user.click(screen.getByRole("button", { name: "Make a variant" }));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith("/editor/v9"));
    expect(calls.find((c) => c.path === "/api/resumes/m1/variants")?.body).toEqual({});
  });

  it("without variants says what they are; the plan limit is said translated (zh)", async () => {
    const user = userEvent.setup();
    answer("POST /api/resumes/m1/variants", {
      status: 403,
      body: { code: 300802, key: "variantPlanLimit", values: { max: 2, premiumMax: 20 }, message: "limit" },
    });
    renderLine([], "zh");
    expect(screen.getByTestId("variant-line")).toHaveTextContent("还没有变体");
    await user.click(screen.getByRole("button", { name: "建一个变体" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("普通用户最多 2 个变体。升级会员每份简历最多可建 20 个");
    expect(navigation.push).not.toHaveBeenCalled();
  });
});
