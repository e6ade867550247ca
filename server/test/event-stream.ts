import { request as httpRequest } from "node:http";

/** Opens the staff event stream at `base` with a session cookie and collects its events until closed. */
export function openEventStream(base: string, cookie: string) {
  const events: unknown[] = [];
  let status = 0;
  const req = httpRequest(`${base}/api/events`, { headers: { cookie } }, (res) => {
    status = res.statusCode ?? 0;
    let buffer = "";
    res.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const data = buffer
          .slice(0, end)
          .split("\n")
          .filter((l) => l.startsWith("data: "))
          .map((l) => l.slice(6))
          .join("");
        if (data) events.push(JSON.parse(data));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
      }
    });
  });
  req.end();
  return { events, status: () => status, close: () => req.destroy() };
}
