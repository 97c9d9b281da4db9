import { savedAddressHandler } from '../fileimports/saved-address';

export const handler = savedAddressHandler('customer');
