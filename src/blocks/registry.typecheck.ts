// Type tests, checked by `tsc` in `npm run check` (never run): the block contract refuses the
// mistakes that would otherwise compile and ship. Each @ts-expect-error fails the check if the
// line below it ever becomes valid.
import type { BlockProps } from '../content/types.generated';
import type { PageEnv } from './blockEnv';
import { blockProps, type Registry } from './registry';

// A form registered without `interactive` would render static, with no island context, so no
// lead endpoint to send to.
// @ts-expect-error ContactForm needs `context`, which only an interactive block receives.
export const formWithoutTrigger: Registry['contactForm'] = {
  load: () => import('./contactForm/ContactForm'),
};

// @ts-expect-error Newsletter needs `context` as well.
export const newsletterWithoutTrigger: Registry['newsletter'] = {
  load: () => import('./newsletter/Newsletter'),
};

// An island is serialised into the page: a static block's site-wide props never reach it.
export function islandsDoNotGetTheSite(section: BlockProps<'contactForm'>, env: PageEnv) {
  // @ts-expect-error `site` is not part of an island's environment.
  return blockProps(section, env).site;
}

// A static block never sees the island context.
export function staticBlocksDoNotGetTheContext(section: BlockProps<'faq'>, env: PageEnv) {
  // @ts-expect-error `context` is not part of a static block's environment.
  return blockProps(section, env).context;
}

// The component must match its key: the FAQ entry cannot load the hero.
export const wrongComponent: Registry['faq'] = {
  // @ts-expect-error Hero's props are not the FAQ's.
  load: () => import('./hero/Hero'),
};
