/**
 * zod as core's schemas use it: every message a schema does not write itself is written for
 * the people who read it (next to a form's field in the console and on the site, and in the
 * API's 400 `fields`), never zod's own "Invalid option: expected one of …" or ">=1". Core's
 * schemas import `z` from here, so the messages are set wherever a schema is loaded (the API,
 * the console, the site, tests). A message given by a schema itself still wins.
 */
import { z } from 'zod';
import { humanMessage } from './humanMessages';

z.config({ customError: humanMessage });

export { z };
