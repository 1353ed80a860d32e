// Renders the description Markdown subset as React elements: text only, never HTML from the user.
import { Fragment } from "react";
import { parseMarkdown, type Inline } from "@/lib/shared/resume/markdown";
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";
import { LangText } from "./lang-text";

function Runs({ runs, lang }: { runs: Inline[]; lang?: TResumeLang }) {
  return runs.map((run, index) => {
    let node: React.ReactNode = lang ? <LangText text={run.text} lang={lang} /> : run.text;
    if (run.italic) node = <em>{node}</em>;
    if (run.bold) node = <strong>{node}</strong>;
    return <Fragment key={index}>{node}</Fragment>;
  });
}

/** `lang`: the resume's language, for marking Chinese runs in a resume in another language (parts/lang-text.tsx). */
export function RichText({ source, className, lang }: { source: string; className?: string; lang?: TResumeLang }) {
  const blocks = parseMarkdown(source);
  if (blocks.length === 0) return null;
  return (
    <div className={className ? `rs-rich ${className}` : "rs-rich"}>
      {blocks.map((block, index) =>
        block.kind === "list" ? (
          <ul key={index}>
            {block.items.map((runs, i) => (
              <li key={i}>
                <Runs runs={runs} lang={lang} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((runs, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                <Runs runs={runs} lang={lang} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
