#!/usr/bin/env node
// `npm run i18n`: collects every message (explicit id + defaultMessage) of the portal, the UI kit and the
// formats package into apps/web/src/i18n/lang/en-US.json, then compiles the en-XA pseudo-locale catalogue
// with the FormatJS CLI. `--check` fails when a committed catalogue is stale (used by a test).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sources = ['apps/web/src', 'packages/ui/src', 'packages/formats/src'];
const sourceCatalogue = join(root, 'apps/web/src/i18n/lang/en-US.json');
const compiledPseudo = join(root, 'apps/web/src/i18n/compiled/en-XA.json');

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(name) && !/\.(test|fixture)\.tsx?$/.test(name)) yield path;
  }
}

// `{ id: 'x.y', defaultMessage: '…' }`, the one shape messages are declared in (see i18n/define.ts).
// The text may also be a constant of the same file, or a template of such constants.
const MESSAGE =
  /\bid:\s*(['"])([A-Za-z][\w.-]*)\1\s*,\s*defaultMessage:\s*(?:(['"`])((?:\\.|(?!\3)[^\\])*)\3|([A-Za-z_]\w*)\b)/gs;
const CONSTANT = /\bconst\s+([A-Za-z_]\w*)\s*=\s*(['"])((?:\\.|(?!\2)[^\\])*)\2;/g;
const unquote = (text) => text.replace(/\\(.)/g, (_, c) => (c === 'n' ? '\n' : c));

export function collect() {
  const messages = {};
  const problems = [];
  for (const source of sources) {
    for (const file of files(join(root, source))) {
      const code = readFileSync(file, 'utf8');
      const constants = Object.fromEntries(
        [...code.matchAll(CONSTANT)].map(([, name, , value]) => [name, unquote(value)]),
      );
      const resolve = (name) => {
        if (!(name in constants))
          throw new Error(`${relative(root, file)}: message text ${name} is not a string constant`);
        return constants[name];
      };
      for (const match of code.matchAll(MESSAGE)) {
        const [, , id, quote, raw, identifier] = match;
        const text =
          identifier !== undefined
            ? resolve(identifier)
            : quote === '`'
              ? unquote(raw).replace(/\$\{([A-Za-z_]\w*)\}/g, (_, name) => resolve(name))
              : unquote(raw);
        const where = relative(root, file);
        if (messages[id] && messages[id].defaultMessage !== text) {
          problems.push(`${id}: "${messages[id].defaultMessage}" (${messages[id].file}) vs "${text}" (${where})`);
        }
        messages[id] = { defaultMessage: text, file: where };
      }
    }
  }
  const sorted = {};
  for (const id of Object.keys(messages).sort()) sorted[id] = { defaultMessage: messages[id].defaultMessage };
  return { catalogue: `${JSON.stringify(sorted, null, 2)}\n`, problems };
}

function compile(input, output) {
  const cli = join(root, 'node_modules/.bin/formatjs');
  const result = spawnSync(cli, ['compile', input, '--ast', '--pseudo-locale', 'en-XA', '--out-file', output], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`formatjs compile failed:\n${result.stderr}${result.stdout}`);
}

const check = process.argv.includes('--check');
const { catalogue, problems } = collect();
if (problems.length > 0) {
  console.error(`One id, two texts:\n${problems.join('\n')}`);
  process.exit(1);
}
if (check) {
  const tmp = mkdtempSync(join(tmpdir(), 'lintel-i18n-'));
  try {
    writeFileSync(join(tmp, 'en-US.json'), catalogue);
    compile(join(tmp, 'en-US.json'), join(tmp, 'en-XA.json'));
    const stale = [];
    if (readFileSync(sourceCatalogue, 'utf8') !== catalogue) stale.push(relative(root, sourceCatalogue));
    const fresh = JSON.parse(readFileSync(join(tmp, 'en-XA.json'), 'utf8'));
    const committed = JSON.parse(readFileSync(compiledPseudo, 'utf8'));
    if (JSON.stringify(fresh) !== JSON.stringify(committed)) stale.push(relative(root, compiledPseudo));
    if (stale.length > 0) {
      console.error(`Stale message catalogues (run npm run i18n): ${stale.join(', ')}`);
      process.exit(1);
    }
    console.info(`Catalogues are up to date (${Object.keys(fresh).length} messages).`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
} else {
  writeFileSync(sourceCatalogue, catalogue);
  compile(sourceCatalogue, compiledPseudo);
  console.info(`Wrote ${relative(root, sourceCatalogue)} and ${relative(root, compiledPseudo)}.`);
}
