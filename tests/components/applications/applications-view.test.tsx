// The applications page (issue 26 item 5): the list and the board by state with the same cards (company, role, state,
// dates, next step, the resume used linked to the editor, the tracked link's views), moving a card by its state select
// from the keyboard, the empty state, a failed load with a retry, deleting after a confirm, and Chinese. The network
// is answered at fetch, like the server.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApplicationsView } from "@/components/applications/applications-view";
import type { ApplicationDto } from "@/lib/shared/validations/applications/application";
import { renderWithIntl } from "../render-with-intl";
import { setUrl } from "../navigation-mock";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

function application(id: string, overrides: Partial<ApplicationDto> = {}): ApplicationDto {
  return {
    id,
    state: "saved",
    appliedAt: null,
    notes: "",
    nextStep: "",
    nextStepAt: null,
    createdAt: "2026-11-02T10:00:00.000Z",
    updatedAt: "2026-11-02T10:00:00.000Z",
    job: { id: `job-${id}`, company: "Acme Corp", role: "Frontend Engineer", location: "", url: "", description: "" },
    resume: null,
    shareLink: null,
    ...overrides,
  };
}

const acme = application("a1", {
  state: "applied",
  appliedAt: "2026-11-18T00:00:00.000Z",
  nextStep: "Phone screen",
  nextStepAt: "2026-12-01T00:00:00.000Z",
  resume: { id: "r1", name: "Frontend – Acme" },
  shareLink: {
    id: "l1",
    label: "Acme recruiter",
    path: "/s/abc",
    status: "active",
    views: 3,
    lastViewAt: "2026-11-20T09:00:00.000Z",
  },
});
const initech = application("a2", {
  job: { id: "job-a2", company: "Initech", role: "Data Analyst", location: "Austin", url: "", description: "" },
});

type Answer = { status?: number; data?: unknown; code?: number };
let answer: (url: string, method: string, body: unknown) => Answer;
const calls: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  setUrl("/applications");
  calls.length = 0;
  answer = () => ({ data: [acme, initech] });
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body });
    const { status = 200, data = null, code = 0 } = answer(url, method, body);
    return {
      ok: status < 400,
      status,
      headers: { get: () => null },
      json: async () => ({ code, data, message: "" }),
    };
  }) as unknown as typeof fetch;
});

const board = () => screen.getByRole("region", { name: "Applications by state" });
const list = () => screen.getByRole("list", { name: "Applications" });
const column = (name: RegExp) => within(board()).getByRole("region", { name });
const loaded = () => screen.findByRole("region", { name: "Applications by state" });

describe("list and board", () => {
  it("shows every card in the list and in its state's column, with dates, next step, resume and link views", async () => {
    renderWithIntl(<ApplicationsView />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading applications…");
    await screen.findByRole("region", { name: "Applications by state" });
    expect(
      within(list())
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-label")),
    ).toEqual(["Frontend Engineer – Acme Corp", "Data Analyst – Initech"]);
    const applied = within(column(/^Applied/)).getByRole("article");
    expect(applied).toHaveTextContent("Acme Corp");
    expect(applied).toHaveTextContent("Applied Nov 18, 2026");
    expect(applied).toHaveTextContent("Next: Phone screen (Dec 1, 2026)");
    expect(within(applied).getByRole("link", { name: "Resume: Frontend – Acme" })).toHaveAttribute(
      "href",
      "/editor/r1",
    );
    expect(within(applied).getByTestId("application-link")).toHaveTextContent(
      "Tracked link: Acme recruiter 3 views · last Nov 20, 2026",
    );
    const saved = within(column(/^Saved/)).getByRole("article");
    expect(saved).toHaveTextContent("Initech");
    expect(saved).toHaveTextContent("Added Nov 2, 2026");
    expect(saved).toHaveTextContent("No resume chosen");
    for (const name of [/^Interviewing/, /^Offer/, /^Closed/]) expect(column(name)).toHaveTextContent("None");
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/applications/export");
  });

  it("moves a card with its state select (native, so keyboard and phone pickers work): one PATCH, new column", async () => {
    const user = userEvent.setup();
    answer = (url, method, body) =>
      method === "PATCH"
        ? { data: { ...initech, ...(body as object), updatedAt: "2026-11-03T00:00:00.000Z" } }
        : { data: [acme, initech] };
    renderWithIntl(<ApplicationsView />);
    await loaded();
    const select = await within(column(/^Saved/)).findByRole("combobox", { name: "State of Data Analyst at Initech" });
    select.focus();
    expect(select).toHaveFocus();
    await user.selectOptions(select, "interviewing");
    await waitFor(() => expect(within(column(/^Interviewing/)).getByRole("article")).toHaveTextContent("Initech"));
    expect(calls.filter((c) => c.method === "PATCH")).toEqual([
      { url: "/api/applications/a2", method: "PATCH", body: { state: "interviewing" } },
    ]);
    expect(column(/^Saved/)).toHaveTextContent("None");
  });

  it("deletes after the confirm, and only then", async () => {
    const user = userEvent.setup();
    answer = (url, method) => (method === "DELETE" ? { data: { id: "a2" } } : { data: [acme, initech] });
    renderWithIntl(<ApplicationsView />);
    await loaded();
    const card = await within(list()).findByRole("article", { name: "Data Analyst – Initech" });
    await user.click(within(card).getByRole("button", { name: "Delete Data Analyst at Initech" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this application?" });
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(list()).queryByRole("article", { name: "Data Analyst – Initech" })).toBeNull());
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual(["/api/applications/a2"]);
  });
});

describe("the form", () => {
  it("adds an application from a pasted posting, with the job match of the chosen resume", async () => {
    const user = userEvent.setup();
    const added = application("a3", {
      job: {
        id: "job-a3",
        company: "Globex",
        role: "Go Developer",
        location: "",
        url: "",
        description: "Go and Kafka",
      },
      resume: { id: "r1", name: "Master CV" },
    });
    answer = (url, method) => {
      if (url.startsWith("/api/resumes?")) return { data: { data: [{ _id: "r1", name: "Master CV" }], count: 1 } };
      if (url.endsWith("/share-links")) return { data: [] };
      if (url === "/api/applications/match") return { data: { covered: ["Go"], missing: ["Kafka"], score: 50 } };
      if (method === "POST") return { data: added };
      return { data: [] };
    };
    renderWithIntl(<ApplicationsView />);
    await user.click(await screen.findByRole("button", { name: "Add application" }, {}));
    const dialog = await screen.findByRole("dialog", { name: "Add an application" });
    await user.type(within(dialog).getByLabelText("Company"), "Globex");
    await user.type(within(dialog).getByLabelText("Role"), "Go Developer");
    await user.type(within(dialog).getByLabelText("Job description"), "Go and Kafka");
    await within(dialog).findByRole("option", { name: "Master CV" });
    await user.selectOptions(within(dialog).getByLabelText("Resume used"), "r1");

    await user.click(within(dialog).getByRole("button", { name: "Check the match" }));
    const match = within(dialog).getByTestId("application-match");
    await waitFor(() => expect(match).toHaveTextContent("1 of 2 keywords covered"));
    expect(within(match).getByRole("list", { name: "Covered" })).toHaveTextContent("Go");
    expect(within(match).getByRole("list", { name: "Missing" })).toHaveTextContent("Kafka");
    expect(calls.find((c) => c.url === "/api/applications/match")?.body).toEqual({
      resumeId: "r1",
      description: "Go and Kafka",
    });
    // Not saved yet: nothing to copy for.
    expect(within(dialog).getByRole("button", { name: "Make a variant for this job" })).toBeDisabled();

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.url === "/api/applications" && c.method === "POST")?.body).toEqual({
      job: { company: "Globex", role: "Go Developer", location: "", url: "", description: "Go and Kafka" },
      resumeId: "r1",
      shareLinkId: null,
      state: "saved",
      appliedAt: null,
      notes: "",
      nextStep: "",
      nextStepAt: null,
    });
    expect(await within(list()).findByRole("article", { name: "Go Developer – Globex" })).toBeInTheDocument();
  });

  it("edits one: makes a variant of its resume for the job and links the variant's editor", async () => {
    const user = userEvent.setup();
    const copied = { ...acme, resume: { id: "r9", name: "Frontend Engineer – Acme Corp" } };
    answer = (url, method) => {
      if (url.startsWith("/api/resumes?"))
        return { data: { data: [{ _id: "r1", name: "Frontend – Acme" }], count: 1 } };
      if (url.endsWith("/share-links")) return { data: [] };
      if (url === "/api/applications/a1/copy-resume" && method === "POST")
        return { data: { application: copied, resumeId: "r9" } };
      return { data: [acme] };
    };
    renderWithIntl(<ApplicationsView />);
    await loaded();
    const card = within(list()).getByRole("article", { name: "Frontend Engineer – Acme Corp" });
    await user.click(within(card).getByRole("button", { name: "Edit Frontend Engineer at Acme Corp" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the application" });
    expect(within(dialog).getByLabelText("Company")).toHaveValue("Acme Corp");
    expect(within(dialog).getByLabelText("Resume used")).toHaveValue("r1");
    await user.click(within(dialog).getByRole("button", { name: "Make a variant for this job" }));
    expect(await within(dialog).findByRole("link", { name: "Open the variant in the editor" })).toHaveAttribute(
      "href",
      "/editor/r9",
    );
    expect(calls.find((c) => c.url === "/api/applications/a1/copy-resume")?.body).toEqual({ resumeId: "r1" });
    expect(within(dialog).getByLabelText("Resume used")).toHaveValue("r9");
  });

  it("refuses an empty company with the schema's translated message, sending nothing", async () => {
    const user = userEvent.setup();
    answer = (url) => (url.startsWith("/api/resumes?") ? { data: { data: [], count: 0 } } : { data: [] });
    renderWithIntl(<ApplicationsView />);
    await user.click(await screen.findByRole("button", { name: "Add application" }));
    const dialog = await screen.findByRole("dialog", { name: "Add an application" });
    await user.type(within(dialog).getByLabelText("Role"), "Analyst");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Enter the company")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});

describe("empty, failed, Chinese", () => {
  it("explains the page when there are no applications, without an export", async () => {
    answer = () => ({ data: [] });
    renderWithIntl(<ApplicationsView />);
    expect(await screen.findByRole("heading", { name: "No applications yet" })).toBeInTheDocument();
    expect(screen.getByText(/Paste a job posting to keep it here/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Export CSV" })).toBeNull();
    expect(screen.getAllByRole("button", { name: "Add application" })).toHaveLength(2);
  });

  it("says a load failed and loads again on retry", async () => {
    const user = userEvent.setup();
    let failing = true;
    answer = () => (failing ? { status: 500, code: 500 } : { data: [initech] });
    renderWithIntl(<ApplicationsView />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load your applications.");
    failing = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(
      await within(await screen.findByRole("list", { name: "Applications" })).findByText("Initech"),
    ).toBeInTheDocument();
  });

  it("speaks Chinese", async () => {
    renderWithIntl(<ApplicationsView />, "zh");
    const zhBoard = await screen.findByRole("region", { name: "按状态分列的投递" });
    expect(within(zhBoard).getByRole("region", { name: /^已投递/ })).toHaveTextContent("Acme Corp");
    expect(within(zhBoard).getByRole("combobox", { name: "Initech Data Analyst 的状态" })).toHaveDisplayValue("已收藏");
    expect(within(zhBoard).getByTestId("application-link")).toHaveTextContent("3 次查看");
    expect(screen.getByRole("link", { name: "导出 CSV" })).toBeInTheDocument();
  });
});
