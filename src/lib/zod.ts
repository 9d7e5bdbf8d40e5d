// zod for code that runs in the browser. Its fast path compiles parsers with `new Function`, and
// even the probe for that counts as an eval under our CSP (script-src 'self'): jitless keeps the
// site free of CSP violations at no visible cost for forms this small.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
