// State behind the next/navigation mock that component tests install with
//   jest.mock("next/navigation", () => require("./navigation-mock").nextNavigationMock);
// Tests set the URL the "browser" is on and read what the router was asked to do.
import { jest } from "@jest/globals";

export const navigation = {
  pathname: "/",
  search: "",
  replace: jest.fn<(href: string) => void>(),
  push: jest.fn<(href: string) => void>(),
};

export function setUrl(pathname: string, search = ""): void {
  navigation.pathname = pathname;
  navigation.search = search;
  navigation.replace.mockClear();
  navigation.push.mockClear();
}

export const nextNavigationMock = {
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
  useParams: () => ({}),
  useRouter: () => ({
    replace: navigation.replace,
    push: navigation.push,
    prefetch: () => undefined,
    refresh: () => undefined,
    back: () => undefined,
    forward: () => undefined,
  }),
};
