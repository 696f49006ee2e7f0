/** Registers the site's custom client directives with Astro. */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function clientDirectives(): AstroIntegration {
  return {
    name: 'the-last-stack:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)),
        });
      },
    },
  };
}
