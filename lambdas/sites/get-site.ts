import { savedAddressHandler } from '../contract-import/api/saved-address';

export const handler = savedAddressHandler('site');
