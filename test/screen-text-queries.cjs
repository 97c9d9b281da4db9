// A component test asking whether text is on the screen finds what is shown, not a live region's
// copy of it for screen readers: the announcer says a notice 100 ms after it shows, so a slow run
// found both and failed. Tests of what is said read the regions by their test ids.
const { configure } = require('@testing-library/dom');

configure({ defaultIgnore: 'script, style, [aria-live]' });
