// A tracked link's views per UTC day over the last 30 days (issue 26 item 4): plain SVG bars, one per day, scaled to
// the busiest day; the whole chart is one image with a summary for screen readers, and each bar names its day and
// count on hover (<title>). Fills the card's width at 390 px and above.
import { useTranslations } from "next-intl";
import type { ShareLinkDayDto } from "@/lib/shared/validations/share-links/share-link";

const BAR = 8;
const GAP = 2;
const HEIGHT = 40;

export function ShareLinkChart({ days }: { days: ShareLinkDayDto[] }) {
  const t = useTranslations("ShareLinks");
  const most = Math.max(1, ...days.map((day) => day.views));
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const width = days.length * (BAR + GAP) - GAP;
  return (
    <svg
      role="img"
      aria-label={t("chart", { total })}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="h-10 w-full"
      data-testid="share-link-chart"
    >
      {days.map((day, index) => {
        const height = day.views === 0 ? 1 : Math.max(3, Math.round((day.views / most) * HEIGHT));
        return (
          <rect
            key={day.day}
            x={index * (BAR + GAP)}
            y={HEIGHT - height}
            width={BAR}
            height={height}
            rx={1}
            className={day.views === 0 ? "fill-slate-200" : "fill-brand-500"}
          >
            <title>{t("chartDay", { day: day.day, views: day.views })}</title>
          </rect>
        );
      })}
    </svg>
  );
}
