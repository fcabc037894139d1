import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify'

/** Same effect as fastify-plugin: hooks and decorations apply to the parent scope. */
export function unencapsulated<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  Object.assign(plugin, { [Symbol.for('skip-override')]: true })
  return plugin
}
