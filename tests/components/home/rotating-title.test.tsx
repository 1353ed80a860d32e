import { act, fireEvent, screen } from "@testing-library/react";
import { ROTATION_INTERVAL_MS, RotatingTitle, RotationProvider, RotationToggle } from "@/components/home/rotation";
import { renderWithIntl } from "../render-with-intl";

const titles = ["Software Engineer", "Product Manager", "Data Analyst"];

// jsdom has no matchMedia: the browser API is stood in for with the answer each test needs.
function preferReducedMotion(isReduced: boolean) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string) => ({ matches: isReduced && query.includes("reduce"), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

function renderHero() {
  return renderWithIntl(
    <RotationProvider count={titles.length}>
      <h1>
        <span className="sr-only">Build your resume in minutes, whatever your role.</span>
        <span aria-hidden>
          Build your <RotatingTitle titles={titles} /> resume
        </span>
      </h1>
      <RotationToggle pauseLabel="Pause" playLabel="Play" />
      <button type="button">Create</button>
    </RotationProvider>,
  );
}

const current = () => screen.getByTestId("rotating-title").querySelector("[data-active]")?.textContent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("rotating job title", () => {
  it("moves to the next title every 2.5 s and wraps around", () => {
    preferReducedMotion(false);
    renderHero();
    expect(current()).toBe("Software Engineer");
    act(() => jest.advanceTimersByTime(ROTATION_INTERVAL_MS));
    expect(current()).toBe("Product Manager");
    act(() => jest.advanceTimersByTime(ROTATION_INTERVAL_MS * 2));
    expect(current()).toBe("Software Engineer");
  });

  it("keeps screen readers on the static sentence", () => {
    preferReducedMotion(false);
    renderHero();
    expect(screen.getByRole("heading", { level: 1 })).toHaveAccessibleName("Build your resume in minutes, whatever your role.");
  });

  it("stops while hovered or while focus is inside, and goes on afterwards", () => {
    preferReducedMotion(false);
    renderHero();
    const region = screen.getByRole("heading", { level: 1 }).parentElement!;
    fireEvent.pointerEnter(region);
    act(() => jest.advanceTimersByTime(ROTATION_INTERVAL_MS * 3));
    expect(current()).toBe("Software Engineer");
    fireEvent.pointerLeave(region);

    act(() => screen.getByRole("button", { name: "Create" }).focus());
    act(() => jest.advanceTimersByTime(ROTATION_INTERVAL_MS * 3));
    expect(current()).toBe("Software Engineer");
    act(() => screen.getByRole("button", { name: "Create" }).blur());
    act(() => jest.advanceTimersByTime(ROTATION_INTERVAL_MS));
    expect(current()).toBe("Product Manager");
  });

  it("has a pause button that stops it until pressed again", () => {
    preferReducedMotion(false);
    renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    screen.getByRole("button", { name: "Play" }).blur();
    act(() => jest.advanceTimersByTime(ROTATION_INTERVAL_MS * 3));
    expect(current()).toBe("Software Engineer");
    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    screen.getByRole("button", { name: "Pause" }).blur();
    act(() => jest.advanceTimersByTime(ROTATION_INTERVAL_MS));
    expect(current()).toBe("Product Manager");
  });

  it("shows one static title and no pause button under prefers-reduced-motion", () => {
    preferReducedMotion(true);
    renderHero();
    act(() => jest.advanceTimersByTime(ROTATION_INTERVAL_MS * 3));
    expect(current()).toBe("Software Engineer");
    expect(screen.queryByRole("button", { name: "Pause" })).not.toBeInTheDocument();
  });
});
