import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';

/** Cookies are plain (unsigned): the session cookie is a random secret looked up in the database. */
export default fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
