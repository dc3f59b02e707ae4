const { createConfig, host } = require('@school/tooling/webpack');

module.exports = createConfig({ dir: __dirname, name: 'host', isHost: true, devPort: host.devPort });
