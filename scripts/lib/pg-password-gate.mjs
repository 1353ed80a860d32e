// A password check in front of the embedded database. @electric-sql/pglite-socket (0.2.x) answers every startup
// message with AuthenticationOk: any local process, as any user, with any password, would be let in. This gate owns
// the loopback TCP port the app connects to and speaks the start of the PostgreSQL protocol itself: it asks for
// SCRAM-SHA-256 (RFC 5802/7677, as PostgreSQL does; the password never crosses the socket), and only a client that
// proves it knows the password is joined to PGlite's server, which listens on a Unix socket in a folder only this
// user may open (a named pipe on Windows). Everything else gets PostgreSQL's own refusal (28P01) and is disconnected.
// Protocol: https://www.postgresql.org/docs/current/protocol-flow.html#PROTOCOL-FLOW-START-UP
import crypto from "node:crypto";
import net from "node:net";

const PROTOCOL_3_0 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** A startup or SASL message longer than this is not a client of ours (PostgreSQL's own startup cap is 10000). */
const MAX_MESSAGE_BYTES = 10_000;
/** A client that has not authenticated by then is dropped: a half-open connection holds nothing for long. */
const HANDSHAKE_TIMEOUT_MS = 10_000;
const ITERATIONS = 4096;

const hmac = (key, text) => crypto.createHmac("sha256", key).update(text).digest();
const sha256 = (data) => crypto.createHash("sha256").update(data).digest();

/** SCRAM-SHA-256 keys of `password`, with a fresh salt (what PostgreSQL stores in pg_authid). */
function scramKeys(password) {
  const salt = crypto.randomBytes(16);
  const salted = crypto.pbkdf2Sync(password.normalize("NFKC"), salt, ITERATIONS, 32, "sha256");
  return { salt, storedKey: sha256(hmac(salted, "Client Key")), serverKey: hmac(salted, "Server Key") };
}

/** An authentication request ('R') of type `code` with an optional payload. */
function authMessage(code, payload = Buffer.alloc(0)) {
  const out = Buffer.alloc(9 + payload.length);
  out.write("R", 0, "latin1");
  out.writeInt32BE(8 + payload.length, 1);
  out.writeInt32BE(code, 5);
  payload.copy(out, 9);
  return out;
}

/** PostgreSQL's FATAL ErrorResponse ('E'), as the real server sends for a refused login. */
function fatal(sqlState, message) {
  const fields = Buffer.concat([
    ...[
      ["S", "FATAL"],
      ["V", "FATAL"],
      ["C", sqlState],
      ["M", message],
    ].map(([type, value]) => Buffer.from(`${type}${value}\0`, "utf8")),
    Buffer.from([0]),
  ]);
  const head = Buffer.alloc(5);
  head.write("E", 0, "latin1");
  head.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([head, fields]);
}

/** key\0value\0…\0 of a startup message. */
function startupParameters(body) {
  const parts = body.toString("utf8").split("\0");
  const parameters = {};
  for (let i = 0; i + 1 < parts.length && parts[i] !== ""; i += 2) parameters[parts[i]] = parts[i + 1];
  return parameters;
}

/** `a=1,b=2` attributes of a SCRAM message. */
function scramAttributes(text) {
  const attributes = {};
  for (const part of text.split(",")) {
    const at = part.indexOf("=");
    if (at > 0) attributes[part.slice(0, at)] = part.slice(at + 1);
  }
  return attributes;
}

/**
 * Serves `backendPath` (PGlite's socket server) on `host:port`, letting through only clients that know `password`.
 * @param {{ host: string, port: number, password: string, backendPath: string }} options
 * @returns {Promise<{ close(): Promise<void> }>}
 */
export async function startPasswordGate({ host, port, password, backendPath }) {
  const keys = scramKeys(password);
  const sockets = new Set();

  function handle(client) {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    client.setTimeout(HANDSHAKE_TIMEOUT_MS, () => client.destroy());
    let buffer = Buffer.alloc(0);
    let state = "startup";
    let startup = null;
    let user = "";
    let scram = null;

    const refuse = (sqlState, message) => {
      state = "closed";
      client.end(fatal(sqlState, message));
    };
    const passwordFailed = () => refuse("28P01", `password authentication failed for user "${user}"`);

    function join() {
      state = "joined";
      client.off("data", onData);
      client.setTimeout(0);
      const backend = net.connect(backendPath);
      sockets.add(backend);
      backend.on("close", () => {
        sockets.delete(backend);
        client.destroy();
      });
      backend.on("error", () => client.destroy());
      client.on("close", () => backend.destroy());
      // PGlite answers the original startup message with AuthenticationOk, the parameters and ReadyForQuery: exactly
      // what the client waits for after our SASL final message.
      backend.write(startup);
      if (buffer.length > 0) backend.write(buffer);
      backend.pipe(client);
      client.pipe(backend);
    }

    function onStartup(length, code) {
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        // No TLS on loopback: the client goes on in plain text (or gives up, if it insists on TLS).
        client.write("N");
        return;
      }
      if (code === CANCEL_REQUEST) {
        state = "closed";
        client.end();
        return;
      }
      if (code !== PROTOCOL_3_0) return refuse("08P01", "unsupported frontend protocol");
      startup = buffer.subarray(0, length);
      user = startupParameters(startup.subarray(8)).user ?? "";
      state = "sasl-initial";
      client.write(authMessage(10, Buffer.from("SCRAM-SHA-256\0\0", "utf8")));
    }

    function onSaslInitial(body) {
      const nul = body.indexOf(0);
      const mechanism = nul > 0 ? body.subarray(0, nul).toString("utf8") : "";
      if (mechanism !== "SCRAM-SHA-256" || body.length < nul + 5) return passwordFailed();
      const clientFirst = body.subarray(nul + 5).toString("utf8");
      // gs2 header "n,," (or "y,,": the client could bind a channel, we offer none); "p=…" asks for binding: refused.
      const match = /^([ny]),[^,]*,(.*)$/.exec(clientFirst);
      const clientNonce = match ? scramAttributes(match[2]).r : undefined;
      if (!match || !clientNonce) return passwordFailed();
      const nonce = clientNonce + crypto.randomBytes(18).toString("base64");
      const serverFirst = `r=${nonce},s=${keys.salt.toString("base64")},i=${ITERATIONS}`;
      scram = { gs2Header: clientFirst.slice(0, clientFirst.length - match[2].length), clientFirstBare: match[2] };
      scram.serverFirst = serverFirst;
      scram.nonce = nonce;
      state = "sasl-final";
      client.write(authMessage(11, Buffer.from(serverFirst, "utf8")));
    }

    function onSaslFinal(body) {
      const clientFinal = body.toString("utf8");
      const proofAt = clientFinal.lastIndexOf(",p=");
      if (proofAt < 0) return passwordFailed();
      const withoutProof = clientFinal.slice(0, proofAt);
      const attributes = scramAttributes(withoutProof);
      const proof = Buffer.from(clientFinal.slice(proofAt + 3), "base64");
      if (
        attributes.r !== scram.nonce ||
        attributes.c !== Buffer.from(scram.gs2Header, "utf8").toString("base64") ||
        proof.length !== 32
      )
        return passwordFailed();
      const auth = `${scram.clientFirstBare},${scram.serverFirst},${withoutProof}`;
      const signature = hmac(keys.storedKey, auth);
      const clientKey = Buffer.from(proof.map((byte, i) => byte ^ signature[i]));
      if (!crypto.timingSafeEqual(sha256(clientKey), keys.storedKey)) return passwordFailed();
      client.write(authMessage(12, Buffer.from(`v=${hmac(keys.serverKey, auth).toString("base64")}`, "utf8")));
      join();
    }

    function onData(chunk) {
      buffer = Buffer.concat([buffer, chunk]);
      while (state !== "closed" && state !== "joined") {
        if (state === "startup") {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (length < 8 || length > MAX_MESSAGE_BYTES) return refuse("08P01", "invalid startup packet length");
          if (buffer.length < length) return;
          onStartup(length, buffer.readInt32BE(4));
          if (state === "closed") return;
          buffer = buffer.subarray(length);
          continue;
        }
        // After the startup message, every message is a type byte and a length; before authentication only
        // SASLInitialResponse / SASLResponse ('p') is acceptable: a query sent without a password is refused.
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1);
        if (buffer[0] !== 0x70 || length < 4 || length > MAX_MESSAGE_BYTES) return passwordFailed();
        if (buffer.length < 1 + length) return;
        const body = buffer.subarray(5, 1 + length);
        buffer = buffer.subarray(1 + length);
        if (state === "sasl-initial") onSaslInitial(body);
        else onSaslFinal(body);
      }
    }
    client.on("data", onData);
  }

  const server = net.createServer(handle);
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
