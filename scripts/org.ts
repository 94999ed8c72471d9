// npm run org -- <command>: operate the platform's organisations.
//   npm run org -- list
//   npm run org -- create --slug acme --name "Acme Ltd" --type software --languages en,es --default en --host acme.example
//   npm run org -- add-domain --slug acme --host www.acme.example [--primary]
// Changes go through the write path: servers running on the same PostgreSQL serve them at once
// (docs/decisions/019-one-write-path.md). The embedded database must have one owner: stop the server first.
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { getDatabase } from '../src/server/db/client';
import { addDomain, createOrganization, createOrganizationSchema, listOrganizations } from '../src/server/organizations/service';
import { runScript } from './run-script';

const USAGE = `Usage:
  npm run org -- list
  npm run org -- create --slug <slug> --name <name> [--type <type>] [--languages en,es] [--default en] [--host <host>]...
  npm run org -- add-domain --slug <slug> --host <host> [--primary]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    slug: { type: 'string' },
    name: { type: 'string' },
    type: { type: 'string' },
    languages: { type: 'string' },
    default: { type: 'string' },
    host: { type: 'string', multiple: true },
    primary: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

const command = positionals[0];
if (!command || values.help) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}

await runScript(async () => {
  const handle = await getDatabase();
  try {
    if (command === 'list') {
      for (const org of await listOrganizations(handle.db)) {
        console.log(`${org.slug.padEnd(20)} ${org.type.padEnd(14)} ${org.name}${org.hosts.length ? `  [${org.hosts.join(', ')}]` : ''}`);
      }
    } else if (command === 'create') {
      const locales = values.languages?.split(',').map((code) => code.trim()).filter(Boolean);
      const input = createOrganizationSchema.parse({
        slug: values.slug,
        name: values.name,
        type: values.type,
        locales,
        language: values.default ?? locales?.[0],
        hosts: values.host ?? [],
      });
      const org = await createOrganization(handle.db, input);
      console.log(`Created ${org.name} (${org.slug}): http://${org.slug}.localhost:${process.env.PORT || 3000}/`);
    } else if (command === 'add-domain') {
      const [host] = values.host ?? [];
      const { org, domain } = await addDomain(handle.db, { slug: values.slug ?? '', host: host ?? '', primary: values.primary });
      console.log(`${domain.host} now serves ${org.name} (${org.slug}).`);
    } else {
      console.error(`Unknown command "${command}".\n${USAGE}`);
      process.exitCode = 1;
    }
  } catch (error) {
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      throw new Error(`${issue.path.join('.') || 'input'}: ${issue.message}`);
    }
    throw error;
  } finally {
    await handle.close();
  }
});
