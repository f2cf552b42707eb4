// A real webhook receiver for end-to-end tests, on 127.0.0.1.
//   POST /hook           records {headers, body}; answers 200, or 500 while `failNext` > 0
//   GET  /received       the recorded deliveries (JSON)
//   POST /sms            the fake SMS provider: records {headers, body}; GET /sms/received lists them
//   POST /control        {"reset": true} clears; {"failNext": n} makes the next n deliveries fail
import http from "node:http";

const port = Number(process.argv[2] ?? process.env.RECEIVER_PORT);
let received = [];
// The fake SMS provider (decision 046): POST /sms records {headers, body}; GET /sms/received lists them.
let sms = [];
let failNext = 0;

function readBody(req) {
  return new Promise((resolve) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

http
  .createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method === "POST" && req.url === "/hook") {
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(500, { "content-type": "text/plain" }).end("receiver failing on purpose");
        return;
      }
      let json = null;
      try {
        json = JSON.parse(body);
      } catch {}
      received.push({ headers: req.headers, raw: body, body: json, at: Date.now() });
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
      return;
    }
    if (req.method === "POST" && req.url === "/sms") {
      sms.push({ headers: req.headers, body: JSON.parse(body || "{}"), at: Date.now() });
      res.writeHead(201, { "content-type": "application/json" }).end('{"status":"queued"}');
      return;
    }
    if (req.method === "GET" && req.url === "/sms/received") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(sms));
      return;
    }
    if (req.method === "GET" && req.url === "/received") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(received));
      return;
    }
    if (req.method === "POST" && req.url === "/control") {
      const command = body ? JSON.parse(body) : {};
      if (command.reset) received = [];
      if (typeof command.failNext === "number") failNext = command.failNext;
      res.writeHead(200).end("ok");
      return;
    }
    if (req.method === "GET" && req.url === "/") {
      res.writeHead(200).end("receiver up");
      return;
    }
    res.writeHead(404).end();
  })
  .listen(port, "127.0.0.1", () => console.log(`receiver on ${port}`));
