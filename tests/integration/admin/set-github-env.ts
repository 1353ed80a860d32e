// GitHub's API (profile lookups for the offer) is tests/fakes/oauth-server.ts on a port fixed before lib/server/env.ts is
// first read. Below Linux's ephemeral range (32768-60999), where a port may be the local end of an outgoing connection.
export const FAKE_GITHUB_PORT = 20_000 + Math.floor(Math.random() * 12_000);

process.env.GITHUB_API_URL = `http://127.0.0.1:${FAKE_GITHUB_PORT}`;
