// @ts-check
module.exports = {
  ...require('./shared-deps'),
  ...require('./containers'),
  ...require('./webpack'),
};
