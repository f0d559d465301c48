// The baseline: a bare `ws` server with no authentication or database. POST /broadcast sends one
// message to every connected socket.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const port = Number(process.env.PORT ?? 3521);
const server = createServer((request, response) => {
  if (request.url === '/health') return response.end('ok');
  if (request.url === '/broadcast' && request.method === 'POST') {
    const text = JSON.stringify({
      id: String(Date.now()),
      type: 'NOTIFICATION',
      body: { title: 'broadcast', at: Date.now() },
    });
    for (const client of wss.clients) client.send(text);
    return response.end(String(wss.clients.size));
  }
  response.statusCode = 404;
  response.end();
});
const wss = new WebSocketServer({ server, path: '/ws', maxPayload: 64 * 1024 });
wss.on('connection', (socket) => {
  socket.on('message', (data) => socket.send(data));
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
});
