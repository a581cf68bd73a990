import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached,
 * and every non-API GET that matches no file answered with index.html so client routes work.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : null;
  const hasWebApp = indexFile !== null && fs.existsSync(indexFile);

  if (hasWebApp && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built; serving the API only');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWebApp && wantsPage && !isApiPath(request.url)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    const pathOnly = request.url.split('?')[0];
    return reply.status(404).send({ message: `Not found: ${request.method} ${pathOnly}` });
  });
}
