// The download card: hidden when idle, progress and speed while downloading, the success line when done.
import { describe, expect, it } from "@jest/globals";
import { screen } from "@testing-library/react";
import { DownloadProgressCard } from "@/components/resume-download/download-progress-card";
import { renderWithIntl } from "../render-with-intl";

describe("DownloadProgressCard", () => {
  it("renders nothing when idle", () => {
    const { container } = renderWithIntl(
      <DownloadProgressCard progress={{ status: "idle", received: 0, total: null, bytesPerSecond: 0 }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the share received, the size and the speed while downloading", () => {
    renderWithIntl(
      <DownloadProgressCard
        progress={{
          status: "downloading",
          received: 512 * 1024,
          total: 1024 * 1024,
          bytesPerSecond: 2.5 * 1024 * 1024,
        }}
      />,
    );
    expect(screen.getByText("Downloading PDF…")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Download progress" })).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByText("512.0 KB of 1.0 MB")).toBeInTheDocument();
    expect(screen.getByText("2.5 MB/s")).toBeInTheDocument();
  });

  it("says so in Chinese when done, without a speed", () => {
    renderWithIntl(
      <DownloadProgressCard progress={{ status: "done", received: 2048, total: 2048, bytesPerSecond: 100 }} />,
      "zh",
    );
    expect(screen.getByText("下载成功")).toBeInTheDocument();
    expect(screen.getByText("2.0 KB / 2.0 KB")).toBeInTheDocument();
    expect(screen.queryByText(/\/秒/)).toBeNull();
  });
});
