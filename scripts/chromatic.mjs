// Uploads Storybook to Chromatic for visual review — only when CHROMATIC_PROJECT_TOKEN is set. Without a token
// it says so and exits 0; with one, it builds Storybook and runs the CLI under a hard time-out (offline, the CLI
// retries DNS forever), so it never hangs a pipeline.
import { spawnSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log(
    'Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set. Set it to upload Storybook for visual review.',
  );
  process.exit(0);
}

const TIMEOUT_MS = 10 * 60 * 1000;
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', timeout: TIMEOUT_MS, env: process.env });
  if (result.error?.code === 'ETIMEDOUT') {
    console.error(
      `Chromatic: "${cmd} ${args.join(' ')}" did not finish in ${TIMEOUT_MS / 60000} minutes (no network?).`,
    );
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('storybook', ['build', '--quiet', '-o', 'storybook-static']);
run('chromatic', [
  '--storybook-build-dir',
  'storybook-static',
  '--exit-zero-on-changes',
  '--project-token',
  token,
]);
