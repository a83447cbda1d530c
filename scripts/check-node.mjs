// Fails fast when tools would run on a Node older than the project's own (the `node` devDependency gives v24).
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `Marketfront needs Node >= 22 but this process runs Node ${process.versions.node}.\n` +
      'Run scripts through npm (npm start, npm test, npm run …) after `npm ci`, which installs Node 24 into\n' +
      'node_modules/.bin. If you ran `npm ci --ignore-scripts`, run `npm ci` again without that flag.',
  );
  process.exit(1);
}
