import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The frame's Content-Security-Policy, stricter than the portal's: its own scripts, styles and API only, no
 * images from other hosts, nothing to submit, and — the reason it exists — only a page of this origin (the
 * portal's dashboard page) may embed it, so no other site can frame a signed-in dashboard. The page's own
 * `<style>` elements (react-aria adds two small ones, for touch and for scrolling under a popover) are allowed
 * by the nonce of that one response, which they read from its `csp-nonce` meta element.
 */
export function analyticsFrameCsp(nonce?: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The frame's index.html with the response's style nonce where react-aria looks for it. */
export function withStyleNonce(html: string, nonce: string): string {
  return html.replace(/<head>/i, `<head><meta property="csp-nonce" nonce="${nonce}" />`);
}

const missingBuildPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Waybill analytics</title></head>
<body><p>The analytics frame has not been built yet. Run <code>npm run build</code>, then restart the server.</p></body></html>
`;

function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built analytics frame (apps/analytics/dist) under the prefix it is registered with (/analytics):
 * its index.html for the page and any other page request below it, its fingerprinted assets with a long cache
 * life, everything with the frame's own Content-Security-Policy.
 */
export const analyticsFrame: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);

  app.addHook('onRequest', async (_request, reply) => {
    // Replaces the application-wide policy set before this hook (helmet) for everything below the prefix.
    reply.header('content-security-policy', analyticsFrameCsp());
  });

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      // The build writes a Brotli and a gzip copy of each asset: sent to browsers that accept one.
      preCompressed: true,
      // The portal's static files already decorate the reply; this instance only serves files.
      decorateReply: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendIndex = async (reply: FastifyReply) => {
    if (!built) return reply.type('text/html; charset=utf-8').send(missingBuildPage);
    const nonce = randomBytes(16).toString('base64');
    const html = withStyleNonce(await fs.promises.readFile(indexFile, 'utf8'), nonce);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', analyticsFrameCsp(nonce))
      .type('text/html; charset=utf-8')
      .send(html);
  };

  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return sendIndex(reply);
    const path = request.url.split('?', 1)[0];
    return reply.code(404).send({ message: `Nothing found at ${path}`, code: 'NOT_FOUND' });
  });
};
