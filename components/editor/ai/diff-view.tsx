"use client";
// A suggestion shown against the text it would replace: removed words struck through in red, added ones in green,
// each named for screen readers too (a hidden word before it). Both texts are compared as a reader sees them: the
// description Markdown's "**" and "- " markers are not shown (issue 21 item 11); accepting still writes the Markdown.
import { useMemo } from "react";
import { wordDiff } from "@/lib/client/editor/word-diff";
import { markdownToDisplayText } from "@/lib/shared/resume/markdown-display";

type Props = { before: string; after: string; removedLabel: string; addedLabel: string };

export function DiffView({ before, after, removedLabel, addedLabel }: Props) {
  const parts = useMemo(() => wordDiff(markdownToDisplayText(before), markdownToDisplayText(after)), [before, after]);
  return (
    <p className="text-sm leading-relaxed whitespace-pre-wrap text-slate-800" data-testid="diff-view">
      {parts.map((part, index) =>
        part.type === "same" ? (
          <span key={index}>{part.text}</span>
        ) : part.type === "removed" ? (
          <del key={index} className="bg-red-50 text-red-700 line-through">
            <span className="sr-only">{` ${removedLabel} `}</span>
            {part.text}
          </del>
        ) : (
          <ins key={index} className="bg-emerald-50 text-emerald-800 no-underline">
            <span className="sr-only">{` ${addedLabel} `}</span>
            {part.text}
          </ins>
        ),
      )}
    </p>
  );
}
