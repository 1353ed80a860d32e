// The site's default Open Graph card (1200 × 630) as satori markup: brand, tagline, a line of what the product
// offers, and a sketch of a resume page. Satori needs every element with children to be display: flex.
import { OG_FONT_FAMILY } from "@/lib/server/seo/og-fonts";

export const OG_SIZE = { width: 1200, height: 630 } as const;

type Props = { brand: string; tagline: string; features: string; url: string };

const line = (width: number, color = "#cbd5e1") => (
  <div style={{ display: "flex", width, height: 12, borderRadius: 6, background: color, marginTop: 14 }} />
);

function ResumeSketch() {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        width: 330,
        height: 430,
        padding: 36,
        background: "#ffffff",
        borderRadius: 20,
        boxShadow: "0 20px 50px rgba(15, 23, 42, 0.18)",
        transform: "rotate(3deg)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center" }}>
        <div style={{ display: "flex", width: 64, height: 64, borderRadius: 32, background: "#a7f3d0" }} />
        <div style={{ display: "flex", flexDirection: "column", marginLeft: 18 }}>
          <div style={{ display: "flex", width: 150, height: 16, borderRadius: 8, background: "#0f172a" }} />
          <div
            style={{ display: "flex", width: 100, height: 12, borderRadius: 6, background: "#059669", marginTop: 12 }}
          />
        </div>
      </div>
      <div style={{ display: "flex", width: 80, height: 12, borderRadius: 6, background: "#059669", marginTop: 40 }} />
      {line(258)}
      {line(230)}
      {line(244)}
      <div style={{ display: "flex", width: 80, height: 12, borderRadius: 6, background: "#059669", marginTop: 36 }} />
      {line(250)}
      {line(210)}
      {line(236)}
      {line(180)}
    </div>
  );
}

export function BrandCard({ brand, tagline, features, url }: Props) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        padding: "0 90px",
        background: "linear-gradient(135deg, #ecfdf5 0%, #ffffff 55%, #f8fafc 100%)",
        fontFamily: OG_FONT_FAMILY,
      }}
    >
      <div style={{ display: "flex", flexDirection: "column", width: 640 }}>
        <div style={{ display: "flex", alignItems: "center" }}>
          <div
            style={{
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: 64,
              height: 64,
              borderRadius: 14,
              background: "#059669",
            }}
          >
            <div style={{ display: "flex", width: 26, height: 34, border: "4px solid #ffffff", borderRadius: 4 }} />
          </div>
          <div style={{ display: "flex", marginLeft: 20, fontSize: 40, fontWeight: 700, color: "#0f172a" }}>
            {brand}
          </div>
        </div>
        <div
          style={{ display: "flex", marginTop: 48, fontSize: 64, lineHeight: 1.15, fontWeight: 700, color: "#0f172a" }}
        >
          {tagline}
        </div>
        <div style={{ display: "flex", marginTop: 28, fontSize: 30, lineHeight: 1.4, color: "#047857" }}>
          {features}
        </div>
        <div style={{ display: "flex", marginTop: 56, fontSize: 26, color: "#64748b" }}>{url}</div>
      </div>
      <ResumeSketch />
    </div>
  );
}
