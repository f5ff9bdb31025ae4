// The signed-in floor: a federation host (its build, ../floor-page.mjs) reads the deal through the
// API with the session's token and renders its header.
import { deal } from './deal-read.js';
import { renderHeader } from './header.js';

void deal.then(renderHeader);
