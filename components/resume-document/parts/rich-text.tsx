// Renders the description Markdown subset as React elements: text only, never HTML from the user.
import { Fragment } from "react";
import { parseMarkdown, type Inline } from "@/lib/shared/resume/markdown";

function Runs({ runs }: { runs: Inline[] }) {
  return runs.map((run, index) => {
    let node: React.ReactNode = run.text;
    if (run.italic) node = <em>{node}</em>;
    if (run.bold) node = <strong>{node}</strong>;
    return <Fragment key={index}>{node}</Fragment>;
  });
}

export function RichText({ source, className }: { source: string; className?: string }) {
  const blocks = parseMarkdown(source);
  if (blocks.length === 0) return null;
  return (
    <div className={className ? `rs-rich ${className}` : "rs-rich"}>
      {blocks.map((block, index) =>
        block.kind === "list" ? (
          <ul key={index}>
            {block.items.map((runs, i) => (
              <li key={i}>
                <Runs runs={runs} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((runs, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                <Runs runs={runs} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
