// jsdom leaves out TextEncoder and TextDecoder, which react-router reads as it loads.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
