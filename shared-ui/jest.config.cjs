const { jestConfig } = require('tooling/jest');

module.exports = jestConfig(__dirname);
