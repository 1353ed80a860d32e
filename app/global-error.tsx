"use client";

// Replaces the whole document when the locale layout itself fails, so it cannot use messages, the layout's
// styles or the locale: plain bilingual text and inline styles. Never shows the error's message or stack.
type Props = { error: unknown; retry: () => void };

const box = {
  maxWidth: 480,
  margin: "15vh auto",
  padding: "0 24px",
  fontFamily: "system-ui, sans-serif",
  color: "#0f172a",
};
const button = {
  marginTop: 24,
  padding: "10px 18px",
  border: 0,
  borderRadius: 8,
  background: "#059669",
  color: "#fff",
  fontSize: 15,
  cursor: "pointer",
};

export default function GlobalError({ error, retry }: Props) {
  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : null;
  return (
    <html lang="en">
      <body>
        <title>Something went wrong · 出了点问题</title>
        <main style={box}>
          <h1 style={{ fontSize: 26, margin: 0 }}>Something went wrong</h1>
          <p lang="zh-CN" style={{ fontSize: 20, margin: "4px 0 0" }}>
            出了点问题
          </p>
          <p style={{ color: "#475569", lineHeight: 1.6 }}>
            Please try again, or come back a little later.
            <br />
            <span lang="zh-CN">请重试，或稍后再来。</span>
          </p>
          <button type="button" style={button} onClick={() => retry()}>
            Try again · 重试
          </button>
          <p style={{ marginTop: 16 }}>
            <a href="/" style={{ color: "#047857" }}>
              Home
            </a>
            {" · "}
            <a href="/ch" lang="zh-CN" style={{ color: "#047857" }}>
              首页
            </a>
          </p>
          {digest && (
            <p style={{ marginTop: 24, fontFamily: "monospace", fontSize: 12, color: "#94a3b8" }}>Ref: {digest}</p>
          )}
        </main>
      </body>
    </html>
  );
}
