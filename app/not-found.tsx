import type { Metadata } from "next";

// For URLs outside the locale routes (e.g. "/favicon.png" that does not exist, or an unknown "/foo.txt"): no
// locale is known, so the page is a minimal bilingual document of its own without the site's styles or scripts.
export const metadata: Metadata = { title: "Page not found · 页面不存在" };

const linkStyle = { color: "#047857" };

export default function RootNotFound() {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: "system-ui, sans-serif", color: "#0f172a" }}>
        <main style={{ maxWidth: 480, margin: "15vh auto", padding: "0 24px" }}>
          <p style={{ color: "#059669", fontWeight: 600, margin: 0 }}>404</p>
          <h1 style={{ fontSize: 26, margin: "8px 0 0" }}>Page not found</h1>
          <p lang="zh-CN" style={{ fontSize: 20, margin: "4px 0 0" }}>
            页面不存在
          </p>
          <p style={{ color: "#475569", lineHeight: 1.6 }}>
            The page you are looking for does not exist.
            <br />
            <span lang="zh-CN">你要找的页面不存在。</span>
          </p>
          <p>
            <a href="/" style={linkStyle}>
              Back to home
            </a>
            {" · "}
            <a href="/ch" lang="zh-CN" style={linkStyle}>
              返回首页
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
