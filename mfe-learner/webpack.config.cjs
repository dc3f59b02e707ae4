const { createConfig, remotes } = require('@school/tooling/webpack');

const self = remotes.find((r) => r.name === 'mfe_learner');

/** The pages this remote exposes to the host (each a default-exported React component). */
module.exports = createConfig({
  dir: __dirname,
  name: self.name,
  devPort: self.devPort,
  exposes: {
    './LessonsPage': './src/app/routes/lessons-page.tsx',
    './CoursesPage': './src/app/routes/courses-page.tsx',
    './DictionaryPage': './src/app/routes/dictionary-page.tsx',
    './SearchPage': './src/app/routes/search-page.tsx',
    './MethodologyPage': './src/app/routes/methodology-page.tsx',
    './ProgramsPage': './src/app/routes/programs-page.tsx',
    './LevelTestPage': './src/app/routes/level-test-page.tsx',
  },
});
