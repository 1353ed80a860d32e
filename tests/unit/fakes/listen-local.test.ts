// The tests' servers keep an idle socket open longer than a busy test process stays away (tests/fakes/listen-local.ts).
// With Node's default (5 s) a request sent after the process had been busy for 6–8 s met a socket the server had
// just closed, in 1 of 3 tries (ECONNRESET, "fetch failed"); the race itself is not deterministic, so this checks the
// window the server announces to its client, which undici keeps the socket for (less its own margin).
import { createServer } from "node:http";
import { afterAll, expect, it } from "@jest/globals";
import { listenLocal } from "@/tests/fakes/listen-local";

const server = createServer((_request, response) => response.end("ok"));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("announces a kept-alive socket for 65 s, and a second request reuses it", async () => {
  const url = `http://127.0.0.1:${await listenLocal(server)}/`;
  const first = await fetch(url);
  expect([await first.text(), first.headers.get("keep-alive")]).toEqual(["ok", "timeout=65"]);
  expect(await (await fetch(url)).text()).toBe("ok");
});

it("fails at once on a port that is taken", async () => {
  const taken = (server.address() as { port: number }).port;
  await expect(listenLocal(createServer(), taken)).rejects.toThrow(/EADDRINUSE/);
});
