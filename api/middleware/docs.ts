import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Middleware } from 'koa';
import type { AppState } from '../context.js';

/**
 * GET /docs: the OpenAPI document rendered by Swagger UI, served from the installed package (no
 * CDN; works offline). The page loads only these files and /openapi.json.
 */

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#docs', deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0, tryItOutEnabled: false });\n`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Agent Trading Service API</title>
<link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
<link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`;

export function docsPage(): Middleware<AppState> {
  const root = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const files = new Map(Object.entries(ASSETS).map(([name, type]) => [name, { type, body: fs.readFileSync(path.join(root, name)) }]));
  // Not async: every other request passes straight on, without a promise of its own.
  return (ctx, next) => {
    if (ctx.method !== 'GET' || (ctx.path !== '/docs' && !ctx.path.startsWith('/docs/'))) return next();
    const name = ctx.path === '/docs' || ctx.path === '/docs/' ? 'index.html' : ctx.path.slice('/docs/'.length);
    if (name === 'index.html') {
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = PAGE;
    } else if (name === 'init.js') {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = INIT;
    } else {
      const file = files.get(name);
      if (!file) return next();
      ctx.type = file.type;
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = file.body;
    }
    ctx.set('Content-Security-Policy', "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'");
    ctx.set('X-Content-Type-Options', 'nosniff');
  };
}
