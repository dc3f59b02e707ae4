const { createHostConfig } = require('@school/tooling/webpack');

module.exports = createHostConfig(__dirname);
