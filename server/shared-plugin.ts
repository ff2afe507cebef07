import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its hooks, handlers and parsers apply to the whole
 * app (the `skip-override` property documented in Fastify's Reference/Plugins.md, which is
 * what fastify-plugin sets).
 */
export function shared<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  Object.defineProperty(plugin, Symbol.for('skip-override'), { value: true });
  return plugin;
}
