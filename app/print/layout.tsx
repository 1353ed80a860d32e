// Root layout of the print routes (template covers, resume PDFs): no site chrome, no app scripts beyond React,
// white paper, and the self-hosted resume fonts so Chromium embeds web fonts (never system CJK fonts) in PDFs.
import type { ReactNode } from "react";
import type { Metadata } from "next";
import "@/components/resume-document/styles/resume-fonts.css";
import "./print.css";

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function PrintLayout({ children }: { children: ReactNode }) {
  // The resume root carries its own lang (zh-CN, en …); the document language is only a default.
  return (
    <html lang="en">
      <body className="print-body">{children}</body>
    </html>
  );
}
