// Lints the named files with the project's ESLint configuration, fixtures included, and prints each file's messages as JSON.
// A separate process: the configuration is an ES module that installs a resolve hook, neither of which Jest's module system runs.
// Only the import boundaries are checked, so the files are parsed without type information, which would load the whole program.
import { ESLint } from 'eslint';

const eslint = new ESLint({
  ignore: false,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});
const results = await eslint.lintFiles(process.argv.slice(2));
const messages = results.map(({ filePath, messages }) => ({ filePath, messages: messages.map(({ ruleId, message }) => ({ ruleId, message })) }));
process.stdout.write(JSON.stringify(messages));
