// The signed-in floor's read of the deal, sent as this module is evaluated: its page imports it
// first, so the read is out before React DOM is evaluated (the shell's entry starts a page's reads
// as early). The session's token is the one the portal keeps in local storage (spec §3).
const token = globalThis.localStorage.getItem('token');

/** The deal of a deals/details answer (spec §7: the deal as `deal[0]`). */
export const deal = globalThis
  .fetch('/lima/api/deals/details', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ dealid: 'D1011' }),
  })
  .then((answer) => answer.json())
  .then((answer) => answer.deal[0]);
