/**
 * A remote's content (content/**\/*.json: levels, lessons, phrases, the IT course…) shipped as JSON files
 * beside its scripts instead of one JavaScript chunk per file. In the browser's production build:
 *
 *   - every file is written minified to content/{path}.{version}.json, where {version} is a hash of all
 *     of them: a new version of the content has new addresses, so the files are cached like hashed chunks;
 *   - the app's src/lib/content-file.ts is replaced by src/lib/content-file.browser.ts, which fetches
 *     those files (it reads the version from __CONTENT_VERSION__).
 *
 * So the content neither counts nor runs as JavaScript on a page, and the remote's entry does not list a
 * chunk per content file. Tests, the development server and the server's build import the files as before.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/** The content's JSON files, relative to the folder, in a stable order. */
function contentFileList(contentDir) {
  return fs
    .readdirSync(contentDir, { recursive: true })
    .map((file) => String(file).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/** A hash of every file's path and text: the same content gives the same version. */
function contentVersion(contentDir, files = contentFileList(contentDir)) {
  const hash = crypto.createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(contentDir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 8);
}

/** content/lessons/B1/B1-1.json → content/lessons/B1/B1-1.0a1b2c3d.json */
const servedName = (file, version) => `content/${file.replace(/\.json$/, '')}.${version}.json`;

class EmitContentFilesPlugin {
  constructor(contentDir, version) {
    this.contentDir = contentDir;
    this.version = version;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitContentFilesPlugin', (compilation) => {
      compilation.contextDependencies.add(this.contentDir);
      compilation.hooks.processAssets.tap({ name: 'EmitContentFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of contentFileList(this.contentDir)) {
          const text = fs.readFileSync(path.join(this.contentDir, file), 'utf8');
          let minified;
          try {
            minified = JSON.stringify(JSON.parse(text));
          } catch (error) {
            compilation.errors.push(new webpack.WebpackError(`content/${file} is not valid JSON: ${error.message}`));
            continue;
          }
          compilation.emitAsset(servedName(file, this.version), new webpack.sources.RawSource(minified));
        }
      });
    });
  }
}

/**
 * What a browser production build of an app with content adds: `alias` for resolve.alias and `plugins`.
 * An app without a content folder and src/lib/content-file.browser.ts gets nothing.
 */
function contentFiles(appDir) {
  const contentDir = path.join(appDir, 'content');
  const browserReader = path.join(appDir, 'src/lib/content-file.browser.ts');
  if (!fs.existsSync(contentDir) || !fs.existsSync(browserReader)) return { alias: {}, plugins: [] };
  // Read once, so the version the code asks for is the one the files are written under.
  const version = contentVersion(contentDir);
  return {
    alias: { [path.join(appDir, 'src/lib/content-file')]: browserReader },
    plugins: [new webpack.DefinePlugin({ __CONTENT_VERSION__: JSON.stringify(version) }), new EmitContentFilesPlugin(contentDir, version)],
  };
}

module.exports = { contentFiles };
