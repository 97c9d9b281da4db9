/** How the application presents itself (spec section 1: a signing tool) and its id. */
export const APPLICATION_TITLE = 'Broker Signing Tool';
