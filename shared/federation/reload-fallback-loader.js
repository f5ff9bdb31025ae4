// @ts-check
// Development only (fast-refresh.js): appended to a container's top modules — the host's entry,
// a remote's exposed modules. An update that reaches one of them is one Fast Refresh could not
// apply within the components: the page reloads. (webpack-dev-middleware's client reloads on an
// unaccepted update too, except for one that Fast Refresh invalidated during an update, which it
// ignores: the page would keep the old code.)
const FALLBACK = `
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept();
  import.meta.webpackHot.dispose(() => window.location.reload());
}
`;

/** @param {string} source */
module.exports = function reloadFallbackLoader(source) {
  return `${source}\n${FALLBACK}`;
};
