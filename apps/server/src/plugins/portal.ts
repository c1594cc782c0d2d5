import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';

const missingBuildPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Waybill</title></head>
<body><h1>Waybill</h1><p>The portal has not been built yet. Run <code>npm run build</code>, then restart the server.</p>
<p>The API is available under <a href="/api/docs">/api/docs</a>.</p></body></html>
`;

function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built portal (apps/portal/dist) and answers every other non-API page request with its index.html,
 * so that client-side routes survive a reload. Unknown API paths answer 404 with the contract's error body.
 */
export const portal = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexFile = path.join(distDir, 'index.html');
    const built = fs.existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: true,
        index: false,
        // The build writes a Brotli and a gzip copy of each asset: sent to browsers that accept one.
        preCompressed: true,
        setHeaders(reply, filePath) {
          // Vite fingerprints everything under assets/, so those files never change under one name.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    const sendIndex = (reply: FastifyReply) =>
      built
        ? reply.header('cache-control', 'no-cache').sendFile('index.html')
        : reply.type('text/html; charset=utf-8').send(missingBuildPage);

    app.get('/', (_request, reply) => sendIndex(reply));
    // An address under /api/ that reaches no operation (one with a path part too long for the router, say) is
    // the API's 404, never a file.
    app.all('/api/*', (_request, reply) => reply.callNotFound());

    app.setNotFoundHandler((request, reply) => {
      if (wantsPage(request)) return sendIndex(reply);
      const path = request.url.split('?', 1)[0];
      const message = request.url.startsWith('/api/')
        ? `No API operation matches ${request.method} ${path}`
        : `Nothing found at ${path}`;
      return reply.code(404).send({ message, code: 'NOT_FOUND' });
    });
  },
  { name: 'portal' },
);
