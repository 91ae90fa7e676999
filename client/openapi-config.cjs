/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
const config = {
  schemaFile: '../openapi.json',
  apiFile: './src/api/emptyApi.ts',
  apiImport: 'emptyApi',
  outputFile: './src/api/generated.ts',
  exportName: 'api',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
};

module.exports = config;
