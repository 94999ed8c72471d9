// Whether the page being rendered is the anonymous visitors' shared copy, which wakes its islands
// on its own (the custom server sets the header: front/islands.mjs). island.tsx asks through a
// function registered here because it is also bundled for the browser (the editors' previews draw
// sections with it), where next/headers cannot be imported; the site layout imports this module.
import 'server-only';
import { headers } from 'next/headers';

const AUDIENCE_HEADER = 'x-sitewright-islands';

export type AudienceCheck = () => Promise<boolean>;
declare global {
  var sitewrightIslandsAudience: AudienceCheck | undefined;
}

globalThis.sitewrightIslandsAudience = async () => (await headers()).get(AUDIENCE_HEADER) === '1';
