/**
 * Security headers on every answer of the Koa app (helmet): a Content-Security-Policy that
 * lets the built web app run and nothing else — scripts, workers, styles and connections (the
 * API, socket.io's polling and WebSocket) from this origin only — no framing, no MIME sniffing,
 * no Referer leaving with a match link.
 *
 * One exception: boardgame.io's Debug panel (a production page opened with `?debug=1`) is a
 * Svelte app that adds its styles as inline <style> elements. Only such a page is allowed
 * inline styles; every other page keeps the strict policy.
 *
 * socket.io's polling answers never pass through Koa (engine.io takes them off the HTTP server
 * first): they get the headers that matter for a body that is not a page.
 *
 * HSTS is left to whoever terminates TLS (the proxy): this server speaks plain HTTP.
 */
import type { Context, Next } from 'koa';
import helmet from 'koa-helmet';
import type { Server as IoServer } from 'socket.io';

type Directives = Record<string, string[]>;

export const CONTENT_SECURITY_POLICY: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'worker-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'], // the favicon is a data: URL
  'font-src': ["'self'"],
  // 'self' covers ws:/wss: to this host in CSP 3 browsers.
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const DEBUG_PANEL_POLICY: Directives = { ...CONTENT_SECURITY_POLICY, 'style-src': ["'self'", "'unsafe-inline'"] };

function headers(directives: Directives) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

export function securityHeaders() {
  const strict = headers(CONTENT_SECURITY_POLICY);
  const debugPanel = headers(DEBUG_PANEL_POLICY);
  return (ctx: Context, next: Next) => (ctx.query.debug === '1' ? debugPanel : strict)(ctx, next);
}

export function socketIoSecurityHeaders(io: IoServer): void {
  io.engine.on('headers', (headers: Record<string, string>) => {
    headers['X-Content-Type-Options'] = 'nosniff';
    headers['Content-Security-Policy'] = "default-src 'none'; frame-ancestors 'none'";
    headers['Referrer-Policy'] = 'no-referrer';
  });
}
