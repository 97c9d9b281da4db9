// Stylesheets mean nothing to jsdom; Cloudscape's components import theirs, so tests load this instead.
module.exports = {};
