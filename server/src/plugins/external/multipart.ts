import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

/** Multipart bodies (the API client's "POST with form data"): documents and images, 10 MB at most. */
export default fp(
  async (app) => {
    await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 50 } });
  },
  { name: 'multipart' },
);
