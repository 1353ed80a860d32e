import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { TemplateCatalogue } from "@/components/catalogue/template-catalogue";
import { renderWithIntl } from "../render-with-intl";
import { navigation, setUrl } from "../navigation-mock";
import { catalogueTemplates } from "./template-fixtures";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

const cards = () => screen.getAllByTestId("template-card");

describe("TemplateCatalogue", () => {
  beforeEach(() => setUrl("/templates"));

  it("shows every template with its cover, badge, columns, colour names and details link", () => {
    renderWithIntl(<TemplateCatalogue templates={catalogueTemplates} />);
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole("status")).toHaveTextContent("12 templates");
    const executive = cards()[7] as HTMLElement;
    expect(within(executive).getByRole("img", { name: /Cover of the Executive resume template/ })).toHaveAttribute(
      "src",
      "/api/covers/templates/TemplateExecutive.webp?w=480",
    );
    expect(within(executive).getByText("Premium")).toBeInTheDocument();
    expect(within(executive).getByText("Two columns")).toBeInTheDocument();
    expect(within(executive).getByRole("list", { name: "Colour themes" })).toHaveTextContent("Navy");
    expect(within(executive).getByRole("link", { name: "Details of the Executive template" })).toHaveAttribute(
      "href",
      "/templates/executive",
    );
  });

  it("loads the first cover at once and at high priority, and the others lazily", () => {
    // On a phone one card fills the width: only its cover is the largest paint, so only it competes for the network.
    renderWithIntl(<TemplateCatalogue templates={catalogueTemplates} />);
    const covers = cards().map((card) => within(card).getByRole("img"));
    expect(covers.map((img) => img.getAttribute("loading"))).toEqual(["eager", ...Array(11).fill("lazy")]);
    expect(covers.map((img) => img.getAttribute("fetchpriority"))).toEqual(["high", ...Array(11).fill(null)]);
  });

  it("filters by plan and by layout, and can reset an empty combination", () => {
    renderWithIntl(
      <TemplateCatalogue templates={catalogueTemplates.filter((template) => template.columns === "one")} />,
    );
    const plan = screen.getByRole("radiogroup", { name: "Plan" });
    const layout = screen.getByRole("radiogroup", { name: "Layout" });
    fireEvent.click(within(plan).getByRole("radio", { name: "Premium" }));
    expect(within(plan).getByRole("radio", { name: "Premium" })).toBeChecked();
    expect(cards().every((card) => within(card).queryByText("Premium"))).toBe(true);
    fireEvent.click(within(layout).getByRole("radio", { name: "Two columns" }));
    expect(screen.queryAllByTestId("template-card")).toHaveLength(0);
    expect(screen.getByText("No template matches these filters")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Show all templates" }));
    expect(cards()).toHaveLength(catalogueTemplates.filter((template) => template.columns === "one").length);
  });

  it("opens the preview from a card, mirrors it in the URL and closes with Escape", async () => {
    renderWithIntl(<TemplateCatalogue templates={catalogueTemplates} />);
    const trigger = screen.getByRole("button", { name: "Preview the Sidebar template" });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Sidebar" });
    expect(navigation.replace).toHaveBeenLastCalledWith("/templates?template=tpl-3", { scroll: false });
    expect(within(dialog).getByRole("img", { name: "QR code of the sample web resume" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Use This Template" })).toBeEnabled();

    const link = within(dialog).getByRole("link", { name: "Open the web resume" });
    expect(link).toHaveAttribute("href", "/r/00000000-0000-5000-8000-000000000002?theme=navy");
    fireEvent.click(within(dialog).getByRole("radio", { name: "Burgundy" }));
    expect(link).toHaveAttribute("href", "/r/00000000-0000-5000-8000-000000000002?theme=burgundy");

    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(navigation.replace).toHaveBeenLastCalledWith("/templates", { scroll: false });
    expect(trigger).toHaveFocus();
  });

  it("opens the preview named by ?template= on load", async () => {
    setUrl("/templates", "template=tpl-9");
    renderWithIntl(<TemplateCatalogue templates={catalogueTemplates} />);
    expect(await screen.findByRole("dialog", { name: "Timeline" })).toBeInTheDocument();
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it("warns about an unknown ?template= and clears it", async () => {
    setUrl("/templates", "template=missing");
    window.history.replaceState(null, "", "/templates?template=missing&notify=1");
    renderWithIntl(
      <>
        <Toaster />
        <TemplateCatalogue templates={catalogueTemplates} />
      </>,
    );
    expect(await screen.findByText("Template not found")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(navigation.replace).toHaveBeenCalledWith("/templates?notify=1", { scroll: false });
    act(() => window.history.replaceState(null, "", "/"));
  });

  it("is in Chinese on /ch/templates", async () => {
    setUrl("/ch/templates");
    renderWithIntl(<TemplateCatalogue templates={catalogueTemplates} />, "zh");
    expect(screen.getByRole("status")).toHaveTextContent("共 12 个模板");
    fireEvent.click(screen.getByRole("button", { name: "预览Modern模板" }));
    expect(await screen.findByRole("dialog", { name: "Modern" })).toBeInTheDocument();
    expect(navigation.replace).toHaveBeenLastCalledWith("/ch/templates?template=tpl-1", { scroll: false });
  });
});
