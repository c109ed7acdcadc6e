const { defineShellConfig } = require('../rspack.shared.js');

module.exports = defineShellConfig(__dirname);
