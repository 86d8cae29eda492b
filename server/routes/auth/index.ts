/** The sign-in routes (README "Sign-in extras"): session, login, registration, password and social-login start calls. */
import type { FastifyPluginAsync } from 'fastify';
import loginRoutes from './login.ts';
import passwordRoutes from './password.ts';
import registerRoutes from './register.ts';
import sessionRoutes from './session.ts';
import socialRoutes from './social.ts';

const routes: FastifyPluginAsync = async (app) => {
  for (const r of [sessionRoutes, loginRoutes, registerRoutes, passwordRoutes, socialRoutes]) await app.register(r);
};

export default routes;
