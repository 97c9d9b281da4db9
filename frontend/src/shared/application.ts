/** How the application presents itself (a signing tool) and its id. */
export const APPLICATION_TITLE = 'Broker Signing Tool';
