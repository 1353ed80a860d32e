// The polish diff (issue 15 item 1): words kept, removed and added, merged into runs; Chinese by character; and the
// view that marks each change for sighted and screen-reader users alike.
import { render, screen } from "@testing-library/react";
import { DiffView } from "@/components/editor/ai/diff-view";
import { diffTokens, wordDiff } from "@/lib/client/editor/word-diff";

describe("wordDiff", () => {
  it("marks the changed words and keeps the rest, numbers included", () => {
    expect(wordDiff("Worked on checkout, made it 30% faster", "Rebuilt checkout, made it 30% faster")).toEqual([
      { type: "removed", text: "Worked on" },
      { type: "added", text: "Rebuilt" },
      { type: "same", text: " checkout, made it 30% faster" },
    ]);
  });

  it("cuts Chinese into characters, so a one-word change stays small", () => {
    expect(diffTokens("负责增长")).toEqual(["负", "责", "增", "长"]);
    expect(wordDiff("负责用户增长", "主导用户增长")).toEqual([
      { type: "removed", text: "负责" },
      { type: "added", text: "主导" },
      { type: "same", text: "用户增长" },
    ]);
  });

  it("equal texts are one unchanged part; empty ones give only the other side", () => {
    expect(wordDiff("Led a team of 5", "Led a team of 5")).toEqual([{ type: "same", text: "Led a team of 5" }]);
    expect(wordDiff("", "New text")).toEqual([{ type: "added", text: "New text" }]);
    expect(wordDiff("Old text", "")).toEqual([{ type: "removed", text: "Old text" }]);
  });

  it("joining the kept and added parts gives the suggestion back, the kept and removed ones the original", () => {
    const before = "- Managed a team of 4 engineers\n- Improved uptime to 99.9%";
    const after = "- Led a team of 4 engineers\n- Raised uptime to 99.9% by adding health checks";
    const parts = wordDiff(before, after);
    expect(
      parts
        .filter((p) => p.type !== "removed")
        .map((p) => p.text)
        .join(""),
    ).toBe(after);
    expect(
      parts
        .filter((p) => p.type !== "added")
        .map((p) => p.text)
        .join(""),
    ).toBe(before);
  });
});

describe("DiffView", () => {
  it("shows removed words struck through and added ones inserted, each named for screen readers", () => {
    render(
      <DiffView before="Worked on checkout" after="Rebuilt checkout" removedLabel="removed:" addedLabel="added:" />,
    );
    const view = screen.getByTestId("diff-view");
    expect(view.querySelector("del")).toHaveTextContent("removed: Worked on");
    expect(view.querySelector("ins")).toHaveTextContent("added: Rebuilt");
    expect(view).toHaveTextContent("removed: Worked on added: Rebuilt checkout");
  });
});

describe("DiffView with the description Markdown (issue 21 item 11)", () => {
  it("compares the texts as a reader sees them: no ** markers, bullets shown as •", () => {
    render(
      <DiffView
        before={"- Worked on **checkout**\n- Wrote tests"}
        after={"- **Rebuilt** checkout, 40% faster\n- Wrote tests"}
        removedLabel="removed:"
        addedLabel="added:"
      />,
    );
    const view = screen.getByTestId("diff-view");
    expect(view.textContent).not.toContain("*");
    expect(view.textContent).not.toMatch(/(^|\n)- /);
    expect(view.querySelector("del")).toHaveTextContent("removed: Worked on");
    expect(view.querySelector("ins")).toHaveTextContent("added: Rebuilt");
    expect(view.textContent).toMatch(/^• .*\n• Wrote tests$/s);
  });
});
