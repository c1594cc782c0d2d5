import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** Publishes the contract as an API reference at /api/docs (Swagger UI over openapi.yaml, unchanged). */
export const apiDocs = fp<{ document: Record<string, unknown> }>(
  async (app, { document }) => {
    await app.register(swagger, { mode: 'static', specification: { document: document as never } });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { validatorUrl: null, withCredentials: true } as never,
    });
  },
  { name: 'api-docs' },
);
