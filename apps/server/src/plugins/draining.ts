import fp from 'fastify-plugin';

/**
 * Once the server starts closing (SIGTERM), requests still arriving on open keep-alive connections are served as
 * usual, the database being open until the last one finishes, and each response says `Connection: close`: the
 * client's next request opens a new connection, which reaches another instance. (Fastify's default answers
 * them 503 instead: a failed request for a client that did nothing wrong.)
 */
export const draining = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'draining' },
);
