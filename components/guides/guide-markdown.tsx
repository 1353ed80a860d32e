// Renders a guide's Markdown on the server with our own prose styles (no typography plugin): each element gets its
// Tailwind classes here, and h2s get the ids the table of contents links to.
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { slugifyHeading } from "@/lib/shared/guides/slugify-heading";

function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (node && typeof node === "object" && "props" in node) {
    return textOf((node.props as { children?: ReactNode }).children);
  }
  return "";
}

const components: Components = {
  h2: ({ children }) => (
    <h2
      id={slugifyHeading(textOf(children))}
      className="mt-12 scroll-mt-24 text-2xl font-semibold tracking-tight text-slate-900"
    >
      {children}
    </h2>
  ),
  h3: ({ children }) => <h3 className="mt-8 text-lg font-semibold text-slate-900">{children}</h3>,
  p: ({ children }) => <p className="mt-5 leading-7 text-slate-700">{children}</p>,
  ul: ({ children }) => (
    <ul className="mt-5 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600">{children}</ul>
  ),
  ol: ({ children }) => (
    <ol className="mt-5 list-decimal space-y-2 pl-6 leading-7 text-slate-700 marker:text-slate-500">{children}</ol>
  ),
  a: ({ href, children }: ComponentPropsWithoutRef<"a">) => (
    <a href={href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
      {children}
    </a>
  ),
  strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
  blockquote: ({ children }) => (
    <blockquote className="mt-6 border-l-4 border-brand-300 bg-brand-50/60 py-1 pr-4 pl-4 text-slate-700 [&>p]:mt-3">
      {children}
    </blockquote>
  ),
  code: ({ children }) => (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-800">{children}</code>
  ),
  pre: ({ children }) => (
    <pre className="mt-5 overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm text-slate-100 [&_code]:bg-transparent [&_code]:p-0 [&_code]:text-slate-100">
      {children}
    </pre>
  ),
  table: ({ children }) => (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => (
    <th className="border-b-2 border-slate-200 px-3 py-2 font-semibold text-slate-900">{children}</th>
  ),
  td: ({ children }) => <td className="border-b border-slate-200 px-3 py-2 align-top text-slate-700">{children}</td>,
  hr: () => <hr className="my-10 border-slate-200" />,
};

export function GuideMarkdown({ source }: { source: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
      {source}
    </Markdown>
  );
}
