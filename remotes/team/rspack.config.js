const { defineRemoteConfig } = require('../../rspack.shared.js');

module.exports = defineRemoteConfig(__dirname);
