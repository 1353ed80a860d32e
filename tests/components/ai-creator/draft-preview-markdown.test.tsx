// Issue 21 item 11: the generation preview shows the model's description Markdown as a reader sees it, never the raw
// "**" emphasis or "- " bullet markers.
import { screen } from "@testing-library/react";
import { DraftPreview } from "@/components/ai-creator/draft-preview";
import { renderWithIntl } from "../render-with-intl";

describe("DraftPreview", () => {
  it("shows summaries and descriptions without the Markdown markers, bullets as bullets", () => {
    renderWithIntl(
      <DraftPreview
        isLive
        draft={{
          title: "Frontend Engineer",
          summary: "**Frontend engineer** with *5 years* of React.",
          work: [
            {
              title: "Engineer",
              organization: "Acme",
              description: "Led the checkout rebuild.\n- **Cut** load time by 40%\n- Built the design system",
            },
          ],
        }}
      />,
    );
    const summary = screen.getByTestId("draft-summary");
    expect(summary.textContent).toBe("Frontend engineer with 5 years of React.");
    const entry = screen.getByTestId("draft-entry");
    expect(entry.textContent).not.toMatch(/\*|(^|\n)- /);
    expect(entry).toHaveTextContent("Led the checkout rebuild. • Cut load time by 40% • Built the design system");
  });

  it("keeps a lone asterisk that is not a marker", () => {
    renderWithIntl(<DraftPreview isLive draft={{ summary: "Rated 5* by customers" }} />, "zh");
    expect(screen.getByTestId("draft-summary").textContent).toBe("Rated 5* by customers");
  });
});
