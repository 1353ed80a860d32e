import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { ExampleGallery } from "@/components/catalogue/example-gallery";
import { renderWithIntl } from "../render-with-intl";
import { navigation, setUrl } from "../navigation-mock";
import { example, exampleGroups } from "./example-fixtures";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

const SITE = "https://resume.example.test";

type Answer = { status: number; body: unknown } | Error;
let answer: Answer;
const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
  void input;
  if (answer instanceof Error) throw answer;
  const { status, body } = answer;
  return { ok: status === 200, status, headers: new Headers(), json: async () => body } as Response;
});

function renderGallery(locale: "en" | "zh" = "en") {
  return renderWithIntl(
    <>
      <Toaster />
      <ExampleGallery groups={exampleGroups} siteUrl={SITE} />
    </>,
    locale,
  );
}

beforeEach(() => {
  setUrl("/examples");
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  answer = { status: 500, body: { code: 500, message: "" } };
});

afterEach(() => act(() => window.history.replaceState(null, "", "/")));

describe("ExampleGallery", () => {
  it("groups the cards by category with an anchor navigator, covers, creators and usage tags above 100", () => {
    renderGallery();
    const nav = screen.getByRole("navigation", { name: "Example categories" });
    const anchors = within(nav).getAllByRole("link");
    expect(anchors.map((link) => link.getAttribute("href"))).toEqual([
      "#category-software-engineering",
      "#category-design",
    ]);
    expect(anchors[0]).toHaveAttribute("aria-current", "location");

    const software = screen.getByRole("region", { name: "Software Engineering" });
    expect(software).toHaveAttribute("id", "category-software-engineering");
    expect(within(software).getByText("Software Engineering people")).toBeInTheDocument();
    const [backend, frontend] = within(software).getAllByTestId("example-card") as [HTMLElement, HTMLElement];
    expect(within(backend).getByTestId("example-cover")).toHaveAttribute("src", "/api/covers/resumes/ex-1.png");
    expect(within(backend).getByText("Creator ex-1")).toBeInTheDocument();
    // 1843 → next hundred (1900) + 200; exactly 100 uses shows no tag.
    expect(within(backend).getByText("2,100+ users")).toBeInTheDocument();
    expect(within(frontend).queryByText(/users/)).not.toBeInTheDocument();
    expect(
      within(backend).getByRole("link", { name: "View the example page “Senior Backend Engineer”" }),
    ).toHaveAttribute("href", "/examples/ex-1");
    expect(within(screen.getByRole("region", { name: "Design" })).getByText("400+ users")).toBeInTheDocument();
  });

  it("opens the preview from a card, mirrors it in the URL and closes with Escape back to the card", async () => {
    renderGallery();
    const trigger = screen.getByRole("button", { name: "Senior Backend Engineer" });
    fireEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Senior Backend Engineer" });
    expect(navigation.replace).toHaveBeenLastCalledWith("/examples?example=ex-1", { scroll: false });
    expect(within(dialog).getByText("Creator ex-1")).toBeInTheDocument();
    expect(within(dialog).getByText("Created by")).toBeInTheDocument();
    expect(
      within(dialog).getByRole("img", { name: "First page of the example resume “Senior Backend Engineer”" }),
    ).toHaveAttribute("src", "/api/covers/resumes/ex-1.png");
    expect(
      within(dialog).getByRole("img", { name: "QR code of the web resume “Senior Backend Engineer”" }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Open the web resume" })).toHaveAttribute(
      "href",
      "/r/00000000-0000-5000-8000-000000000001",
    );
    expect(within(dialog).getByRole("link", { name: "Example page" })).toHaveAttribute("href", "/examples/ex-1");
    expect(within(dialog).getByRole("button", { name: "Use This Example" })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining("/api/examples/"), expect.anything());

    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(navigation.replace).toHaveBeenLastCalledWith("/examples", { scroll: false });
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("opens the example named by ?example= on load, without touching the URL", async () => {
    setUrl("/examples", "example=ex-3");
    renderGallery();
    expect(await screen.findByRole("dialog", { name: "Product Designer" })).toBeInTheDocument();
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it("fetches an example that is not on the page (another language) and shows it", async () => {
    answer = { status: 200, body: { code: 0, data: example("ex-9", { name: "Java 后端开发工程师" }) } };
    setUrl("/examples", "example=ex-9");
    renderGallery();
    expect(await screen.findByRole("dialog", { name: "Java 后端开发工程师" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/examples/ex-9", expect.anything());
  });

  it("warns 'Example not found' for an unknown id and clears only that query", async () => {
    answer = { status: 404, body: { code: 404, message: "Example not found" } };
    setUrl("/examples", "example=missing");
    window.history.replaceState(null, "", "/examples?example=missing&utm=x");
    renderGallery();
    expect(await screen.findByText("Example not found")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(navigation.replace).toHaveBeenCalledWith("/examples?utm=x", { scroll: false });
  });

  it("says 'Failed to load examples' when the request fails", async () => {
    answer = new TypeError("Failed to fetch");
    setUrl("/examples", "example=ex-404");
    window.history.replaceState(null, "", "/examples?example=ex-404");
    renderGallery();
    expect(await screen.findByText("Failed to load examples")).toBeInTheDocument();
    expect(navigation.replace).toHaveBeenCalledWith("/examples", { scroll: false });
  });

  it("is in Chinese on /ch/examples", async () => {
    answer = { status: 404, body: { code: 404, message: "Example not found" } };
    setUrl("/ch/examples", "example=missing");
    renderGallery("zh");
    expect(screen.getByRole("navigation", { name: "示例分类" })).toBeInTheDocument();
    expect(screen.getAllByText("2,100+ 人使用")).toHaveLength(1);
    expect(await screen.findByText("示例不存在")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Product Designer" }));
    const dialog = await screen.findByRole("dialog", { name: "Product Designer" });
    expect(within(dialog).getByRole("button", { name: "使用此示例" })).toBeInTheDocument();
    expect(navigation.replace).toHaveBeenLastCalledWith("/ch/examples?example=ex-3", { scroll: false });
  });
});
