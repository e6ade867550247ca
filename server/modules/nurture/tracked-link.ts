/**
 * The first-party tracked link of an e-mail to a seller (decision 039): `/api/nurture/l/{token}` records
 * "the e-mail's link followed" on the lead, then sends the seller on to their guide. The token is a plan
 * e-mail step's own link token, or the guide's token in the e-mail that sent the personalised guide. No
 * third party sees the click; nothing about the browser is kept.
 */
export const trackedLinkPath = (token: string) => `/api/nurture/l/${token}`;
