// WebSockets (@fastify/websocket): the live chat's sockets (routes/support/chat-socket.ts). A frame
// is at most 8 KiB (a hello is far below); on close every socket is told the server is going away
// (1001), and the clients reconnect to another instance with their last message id.
import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';

/** The largest frame a client may send; a larger one closes the socket (1009). */
export const SOCKET_MAX_PAYLOAD = 8 * 1024;

export default fp(
  async (app) => {
    await app.register(websocket, {
      options: { maxPayload: SOCKET_MAX_PAYLOAD },
      preClose(done) {
        for (const client of app.websocketServer.clients) client.close(1001, 'server closing');
        // Not waiting for every client's closing handshake: a gone client would hold the close up.
        app.websocketServer.close();
        done();
      },
    });
  },
  { name: 'websocket' },
);
